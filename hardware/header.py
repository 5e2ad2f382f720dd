"""The Raspberry Pi's 40-pin header: which physical pin carries which BCM GPIO, power or ground.

Pin maps speak BCM numbers (what gpiozero uses); people wiring a box count physical pins, so the
doctor and the wiring diagram show both.
"""

from __future__ import annotations

# Physical pin -> what it carries. Odd pins are the column nearer the board's centre.
HEADER: dict[int, str] = {
    1: "3V3", 2: "5V", 3: "GPIO2", 4: "5V", 5: "GPIO3", 6: "GND", 7: "GPIO4", 8: "GPIO14",
    9: "GND", 10: "GPIO15", 11: "GPIO17", 12: "GPIO18", 13: "GPIO27", 14: "GND", 15: "GPIO22",
    16: "GPIO23", 17: "3V3", 18: "GPIO24", 19: "GPIO10", 20: "GND", 21: "GPIO9", 22: "GPIO25",
    23: "GPIO11", 24: "GPIO8", 25: "GND", 26: "GPIO7", 27: "GPIO0", 28: "GPIO1", 29: "GPIO5",
    30: "GND", 31: "GPIO6", 32: "GPIO12", 33: "GPIO13", 34: "GND", 35: "GPIO19", 36: "GPIO16",
    37: "GPIO26", 38: "GPIO20", 39: "GND", 40: "GPIO21",
}

PHYSICAL: dict[int, int] = {int(label[4:]): pin for pin, label in HEADER.items() if label.startswith("GPIO")}

GND_PINS: tuple[int, ...] = tuple(pin for pin, label in HEADER.items() if label == "GND")

# What the special pins are for, so an error can say why a pin is off limits.
ALT_USE: dict[int, str] = {
    0: "the HAT ID EEPROM (ID_SD)",
    1: "the HAT ID EEPROM (ID_SC)",
    2: "I2C1 SDA: the touchscreen's touch controller and HATs; it has a fixed pull-up",
    3: "I2C1 SCL: the touchscreen's touch controller and HATs; it has a fixed pull-up",
    7: "SPI0 CE1: an SPI card reader",
    8: "SPI0 CE0: an SPI card reader",
    9: "SPI0 MISO: an SPI card reader",
    10: "SPI0 MOSI: an SPI card reader",
    11: "SPI0 SCLK: an SPI card reader",
    14: "UART TXD: the card scanner's serial line",
    15: "UART RXD: the card scanner's serial line",
}

FIRST_GPIO, LAST_GPIO = 2, 27


def physical_pin(gpio: int) -> int:
    """The header pin number of a BCM GPIO (GPIO17 -> 11)."""
    return PHYSICAL[gpio]


def describe(gpio: int) -> str:
    return f"GPIO{gpio} (pin {PHYSICAL[gpio]})"
