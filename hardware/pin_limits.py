"""What a Raspberry Pi's GPIO pins take, per SoC, with where each figure comes from, and the
box's own figures against them: the most any pin gives, all pins together, a lamp's base while
its pin is pulled up at boot, the reader's divider at GPIO15. docs/wiring.md prints the table;
tests/hardware/test_pin_limits.py holds the design to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from hardware.parts_list import BASE_OHMS, DIVIDER_BOTTOM_OHMS, DIVIDER_TOP_OHMS, PIEZO_OHMS, PULL_DOWN_OHMS

RPI_DOCS = "Raspberry Pi documentation, \"GPIO on Raspberry Pi\", Voltage specifications"
VBE = 0.7  # a BC337's base-emitter drop when on (BC337 data sheet: VBE(on) max 1.2 V at 300 mA; ~0.7 V here)
DARK_BASE = 0.3  # below this a BC337 passes no lamp current to see (it starts to conduct near 0.5-0.6 V)


@dataclass(frozen=True)
class Soc:
    name: str
    models: str
    default_ma: float | None  # drive strength after reset
    max_ma: float | None  # the most it can be set to
    vih: float | None  # the least that reads as high
    pull_kohm: tuple[float, float] | None  # the internal pull-up/-down, min and max
    source: str


SOCS = (
    Soc("BCM2835 / BCM2837", "Pi 3B+, Zero 2 W (its RP3A0 is a BCM2837)", 8, 16, 1.6, (50, 65), RPI_DOCS),
    Soc("BCM2711", "Pi 4, Pi 400", 4, 8, 2.0, (33, 73), RPI_DOCS),
    Soc("RP1", "Pi 5", None, 12, None, None,
        "RP1 Peripherals datasheet (Raspberry Pi Ltd); drive 2, 4, 8 or 12 mA as Linux's pinctrl-rp1 driver sets it"),
)

BOOT_PULLED_UP = range(0, 9)  # GPIO0-8 pull up from reset, GPIO9-27 down (BCM2711 ARM Peripherals, alternate functions)


def lamp_pin_ma(high: float = 3.3) -> float:
    """A lamp pin's current: into its 1 kOhm to the base (about 0.7 V)."""
    return (high - VBE) / BASE_OHMS * 1000


def piezo_pin_ma(high: float = 3.3) -> float:
    """The piezo pin's peak, charging the disc through its 1 kOhm."""
    return high / PIEZO_OHMS * 1000


def button_pin_ma(pull_kohm: float) -> float:
    """A pressed button: only the pin's pull-up's current flows."""
    return 3.3 / pull_kohm


def total_ma(lamps: int, buttons: int, pull_kohm: float = 33) -> float:
    return lamps * lamp_pin_ma() + piezo_pin_ma() + buttons * button_pin_ma(pull_kohm)


def base_at_boot(pull_kohm: float) -> float:
    """A lamp's base while its pin is only pulled up (GPIO0-8 from reset until the app takes the
    pin): 3.3 V through the pull-up and the 1 kOhm, the base-emitter resistor to ground."""
    return 3.3 * PULL_DOWN_OHMS / (pull_kohm * 1000 + BASE_OHMS + PULL_DOWN_OHMS)


def divider_volts(five: float) -> float:
    """GPIO15 under an RDM6300's TX at `five` volts, through 2.2 kOhm over 3.3 kOhm."""
    return five * DIVIDER_BOTTOM_OHMS / (DIVIDER_TOP_OHMS + DIVIDER_BOTTOM_OHMS)
