"""Issue 25 points 4, 5 and 7: the box against each SoC's pin figures (Raspberry Pi
documentation, GPIO on Raspberry Pi: voltage specifications): no pin asked for more than its
default drive, a lamp pulled up at boot stays dark with the weakest pull-up's worst case, the
divider reads high on every model and never passes 3.3 V."""

from __future__ import annotations

from pathlib import Path

from hardware.pin_limits import (BOOT_PULLED_UP, DARK_BASE, SOCS, base_at_boot, button_pin_ma, divider_volts, lamp_pin_ma,
                                 piezo_pin_ma, total_ma)
from hardware.pinmap import load_pinmap

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_no_pin_is_asked_for_more_than_any_models_default_drive():
    worst = max(lamp_pin_ma(), piezo_pin_ma(), button_pin_ma(33))
    assert round(worst, 1) == 3.3
    for soc in SOCS:
        assert soc.default_ma is None or worst <= soc.default_ma, soc.name
        assert soc.max_ma is not None and worst <= soc.max_ma
    pinmap = load_pinmap()
    stages = sum(len(w.leds) for _, w in pinmap.timers + pinmap.buzzers) + (pinmap.ring is not None)
    assert stages == 9  # 8 lamps and the camera's LED ring, each a base through 1 kOhm
    assert round(total_ma(lamps=stages, buttons=8), 1) == 27.5  # about 28 mA for the reference box


def test_a_lamp_pulled_up_at_boot_stays_dark_with_the_strongest_pull_up():
    """GPIO6 (the yellow lamp) is pulled up from reset; a BCM2711's pull-up can be 33 kOhm."""
    strongest = min(soc.pull_kohm[0] for soc in SOCS if soc.pull_kohm)
    assert strongest == 33
    assert base_at_boot(strongest) < DARK_BASE
    assert round(base_at_boot(strongest), 2) == 0.20
    assert load_pinmap().ring in BOOT_PULLED_UP  # the camera's ring on GPIO7 too: its stage's 2.2k keeps it dark


def test_the_divider_reads_high_on_every_model_and_stays_under_3v3():
    low, high = divider_volts(4.75), divider_volts(5.25)
    for soc in SOCS:
        assert soc.vih is None or low >= soc.vih + 0.5, soc.name  # margin over VIH 2.0 V (BCM2711)
    assert high < 3.3 and round(divider_volts(5.0), 1) == 3.0


def test_the_wiring_page_states_the_figures_per_soc_with_their_source():
    page = " ".join((DOCS / "wiring.md").read_text(encoding="utf-8").split())
    assert "| BCM2711 | Pi 4, Pi 400 | 4 mA | 8 mA | 2.0 V | 33-73 kΩ |" in page
    assert "| BCM2835 / BCM2837 | Pi 3B+, Zero 2 W (its RP3A0 is a BCM2837) | 8 mA | 16 mA | 1.6 V | 50-65 kΩ |" in page
    assert "Raspberry Pi documentation, \"GPIO on Raspberry Pi\", Voltage specifications" in page
    assert "RP1 Peripherals datasheet" in page
    assert "~50 kΩ" not in page and "8 mA by default (16 mA at most" not in page
