"""The build guide, the wiring page and the diagram agree with the pin map and the parts list, so
a maker who follows any one of them builds the same box."""

from __future__ import annotations

import re
from pathlib import Path

from hardware.header import PHYSICAL
from hardware.parts_list import DIVIDER_BOTTOM_OHMS, DIVIDER_TOP_OHMS, markdown, ohms_text, parts_list
from hardware.pinmap import load_pinmap
from hardware.wiring import wiring_svg

DOCS = Path(__file__).resolve().parents[2] / "docs"


def doc(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def test_the_build_guide_lists_the_parts_list_of_the_reference_wiring():
    guide = doc("build-guide.md")
    block = re.search(r"<!-- the parts list: python -m hardware.parts_list -->\n(.*?)<!-- end of the parts list -->",
                      guide, re.S)
    assert block, "the build guide's parts list markers are missing"
    assert block.group(1) == markdown(load_pinmap()), "regenerate it: python -m hardware.parts_list"


def test_docs_wiring_svg_is_drawn_from_the_reference_wiring():
    assert (DOCS / "wiring.svg").read_text(encoding="utf-8") == wiring_svg(load_pinmap()), \
        "regenerate it: python -m hardware.wiring"


def test_the_wiring_pages_table_is_the_pin_map():
    page = doc("wiring.md")
    pinmap = load_pinmap()
    for name, wired in pinmap.timers:
        row = next(line for line in page.splitlines() if line.startswith("| ") and f" {name} timer" in line)
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[1] == f"GPIO{wired.button} (pin {PHYSICAL[wired.button]})", row
        assert cells[2] == f"GPIO{wired.leds[0]} (pin {PHYSICAL[wired.leds[0]]})", row
        assert cells[3] == f"{wired.led_ohms} Ω", row
    for player, wired in pinmap.buzzers:
        row = next(line for line in page.splitlines() if line.startswith(f"| player {player} buzzer"))
        assert f"GPIO{wired.button} (pin {PHYSICAL[wired.button]})" in row and f"{wired.led_ohms} Ω" in row
    assert f"| piezo | GPIO{pinmap.piezo} (pin {PHYSICAL[pinmap.piezo]})" in page


def test_the_divider_is_given_with_its_orientation_everywhere():
    top, bottom = ohms_text(DIVIDER_TOP_OHMS), ohms_text(DIVIDER_BOTTOM_OHMS)
    assert f"**{top} from the reader's TX to GPIO15, {bottom} from GPIO15 to GND**" in doc("wiring.md")
    assert f"the {top} from its TX to\n   GPIO15's strip and the {bottom} from that strip to the ground bus" in doc("build-guide.md")


def test_one_statement_of_what_a_pin_takes_and_no_old_advice_left():
    for name in ("build-guide.md", "wiring.md"):
        text = " ".join(doc(name).split())
        assert "not 5 V tolerant" in text and "no pin gives more than about 3.3 mA" in text
        assert "4 mA" in text and "33-73 kΩ" in text and "RP1" in text  # per SoC (issue 25 point 4)
        assert "16 mA at most, 12 mA on a Pi 5" not in text and "8 mA by default" not in text
        for stale in ("68 Ω", "is optional and softens", "should not source more than", "long leg to the resistor), the",
                      "on some boards: put a divider", "12 mm passive module"):
            assert stale not in text, (name, stale)
    for name in ("build-guide.md", "wiring.md", "readers.md", "install.md"):
        assert 'reader.port = "/dev/serial0"' not in doc(name)  # the Pi 5's debug connector


def test_the_model_list_says_what_each_pi_needs():
    guide = " ".join(doc("build-guide.md").split())
    assert "**none: it has no display connector**" in guide and "solder on a 2x20 male header" in guide
    assert "**22-to-15-pin display cable**" in guide
    assert guide.count("official **micro-USB**, 5.1 V 2.5 A") == 2  # the Pi 3B+ and the Zero 2 W
    assert "**1.3 A typical and 2 A at its peak**" in guide


def test_the_connectors_mate_and_the_screen_is_fed_from_the_board():
    """Issue 25 points 2 and 3: a boxed male header on the board and a female-female ribbon (a
    ribbon ends in female plugs); the screen's leads on the board's rail and bus, since the
    ribbon covers header pins 2 and 6."""
    rows = {p.key: p for p in parts_list(load_pinmap())}
    assert "boxed (shrouded) 2x20 male header" in rows["header-box"].name
    assert "female to female" in rows["ribbon"].name and "pin 1 to pin 1" in rows["ribbon"].name
    assert "5 V rail and ground bus" in rows["touchscreen"].notes
    for name in ("build-guide.md", "wiring.md"):
        text = " ".join(doc(name).split())
        assert "pins 2 and 6" not in text and "female header socket" not in text, name
        assert "female-to-female" in text and "boxed 2x20 male header" in text, name
    assert "→ the touchscreen" not in wiring_svg(load_pinmap())


def test_the_pn532_is_never_fed_5v_and_its_pins_are_named():
    """Issue 25 point 6."""
    page = " ".join(doc("wiring.md").split())
    assert "**SDA/TXD to GPIO15**" in page and "**SCL/RXD to GPIO14**" in page
    assert "**Never feed it 5 V while it is wired to the Pi**" in page
    assert "35-60 mA" in page and "150 mA" not in page and "3.3 V regulator" in page


def test_the_bss138_has_its_low_side_supply_and_a_measure_step():
    """Issue 25 point 7: LV from 3.3 V in the power table and the diagram; the divider measured
    before the Pi is plugged in."""
    page = " ".join(doc("wiring.md").split())
    assert "| 1 (3.3 V) | a BSS138 level-shifter board's LV" in page
    assert "LV to 3.3 V (header pin 1)" in page
    guide = " ".join(doc("build-guide.md").split())
    assert "Measure GPIO15's strip (pin 10) to the bus: **2.8-3.15 V, never over 3.3 V**" in guide
    assert "the Pi still unplugged" in guide


def test_the_tools_are_listed():
    """Issue 25 point 10."""
    guide = " ".join(doc("build-guide.md").split())
    tools = guide[guide.index("### Tools"):guide.index("### 1. The panel")]
    for tool in ("28-30 mm hole saw or a step drill", "track cutter", "wire strippers", "solder", "multimeter",
                 "craft knife"):
        assert tool in tools, tool


def test_the_guide_prints_the_layout_and_ohms_out_the_board_before_first_power():
    guide = " ".join(doc("build-guide.md").split())
    assert "companion wiring --layout" in guide and "**Print it at 100 %" in guide
    assert "**lay the board on it copper side up**" in guide and "**cut where it says**" in guide
    steps = guide[guide.index("### Before first power"):guide.index("## Test each part")]
    order = [steps.index(s) for s in ("**Every header strip against its neighbours**",
                                      "**Every header strip against the rails**", "**The divider**",
                                      "**Then connect the Pi**")]
    assert order == sorted(order)
    assert "only pin 4 reads 0 Ω" in steps and "only pins 9 and 39 read 0 Ω" in steps
