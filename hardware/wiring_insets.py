"""The two detail drawings under the header in the wiring diagram: (A) the transistor stage that
every lamp pin drives, with the BC337's pinout, and (B) the card reader on the UART, the
RDM6300's 5 V TX through its divider and the PN532 on both lines."""

from __future__ import annotations

from hardware.parts_list import (BASE_OHMS, DIVIDER_BOTTOM_OHMS, DIVIDER_TOP_OHMS, PULL_DOWN_OHMS, ohms_text,
                                 resistor_key)
from hardware.svg_parts import box, dot, ground, led, line, npn, part, resistor, resistor_down, text

INSET_HEIGHT = 330


def _frame(x: float, y: float, w: float, title: str) -> list[str]:
    return [f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{INSET_HEIGHT}" rx="8" fill="#fbfbfb" stroke="#999"/>',
            text(x + 14, y + 24, title, 15, weight="bold")]


def lamp_stage(x: float, y: float, series_ohms: tuple[int, ...]) -> list[str]:
    """A: GPIO -> 1 kΩ -> base; 2.2 kΩ base to emitter; emitter to the ground bus; collector to
    the lamp's (-), the lamp's (+) to 5 V (a bare LED through its resistor)."""
    by, node, qx, top = y + 165, x + 210, x + 248, y + 80
    cx = qx + 16 / 3  # where collector and emitter leave the symbol
    values = " / ".join(ohms_text(o) for o in series_ohms)
    out = _frame(x, y, 560, "A · every lamp: a BC337 stage (one per lamp pin)")
    out += [
        text(x + 20, by + 4, "GPIO", 12, weight="bold"), text(x + 20, by + 18, "(lamp pin)", 10, fill="#555"),
        line(x + 62, by, x + 130, by),
        part(resistor_key(BASE_OHMS), resistor(x + 130, x + 178, by), text(x + 154, by - 10, ohms_text(BASE_OHMS), 11, "middle")),
        line(x + 178, by, qx - 16, by), dot(node, by),
        part("bc337", npn(qx, by, 16), text(qx + 20, by + 4, "BC337", 11), text(qx + 14, by - 20, "C", 10),
             text(qx + 14, by + 30, "E", 10), text(qx - 28, by - 6, "B", 10)),
        line(node, by, node, by + 12),
        part(resistor_key(PULL_DOWN_OHMS), resistor_down(node, by + 12, by + 52),
             text(node - 8, by + 36, ohms_text(PULL_DOWN_OHMS), 11, "end")),
        line(node, by + 52, node, by + 62), line(node, by + 62, cx, by + 62), line(cx, by + 16, cx, by + 62),
        ground(cx, by + 62), text(cx + 14, by + 70, "ground bus", 11, fill="#444"),
        line(cx, by - 16, cx, top), line(cx, top, x + 300, top),
        part("button", led(x + 300, top, "#e74c3c", -1)),
        text(x + 309, top + 22, "(−) lamp (+)", 10, "middle", fill="#555"),
        line(x + 318, top, x + 350, top),
        part(resistor_key(series_ohms[0]), resistor(x + 350, x + 398, top)),
        text(x + 374, top - 12, values, 11, "middle"), text(x + 384, top + 22, "bare LED only", 10, "middle", fill="#555"),
        line(x + 398, top, x + 430, top), text(x + 436, top + 4, "+5 V (pin 4)", 12, weight="bold"),
    ]
    notes = [
        "Pin high: about 2.6 mA into the base, the lamp lit (PWM dims it).",
        "Pin low, floating, or pulled up at boot (GPIO0-8, 33 kΩ at worst): 2.2 kΩ keeps the base at 0.2 V: dark.",
        "A 5 V lamp (resistor built in): no series resistor. A 12 V lamp: its (+) to the 12 V supply,",
        "the supply's (−) to the ground bus. LED lamps only: a 250 mA bulb needs a bigger switch.",
    ]
    out += [text(x + 20, y + 262 + i * 16, n, 11) for i, n in enumerate(notes)]
    out += _to92(x + 470, y + 150)
    return out


def _to92(x: float, y: float) -> list[str]:
    """The BC337 seen from the front: flat face towards you, legs down: C, B, E."""
    legs = [line(x + dx, y + 32, x + dx, y + 58, width=2) for dx in (10, 24, 38)]
    names = [text(x + dx, y + 72, n, 12, "middle", weight="bold") for dx, n in ((10, "C"), (24, "B"), (38, "E"))]
    return [part("bc337", f'<path d="M {x:g} {y + 32:g} V {y + 8:g} Q {x + 24:g} {y - 10:g} {x + 48:g} {y + 8:g} '
                          f'V {y + 32:g} Z" fill="#333"/>', text(x + 24, y + 24, "BC337", 9, "middle", fill="#fff"),
                 *legs, *names),
            text(x + 24, y + 88, "flat face to you,", 10, "middle", fill="#555"),
            text(x + 24, y + 100, "legs down", 10, "middle", fill="#555")]


def reader(x: float, y: float) -> list[str]:
    """B: the RDM6300 (5 V; TX through 2.2 kΩ / 3.3 kΩ) and the PN532 (3.3 V; TX and RX)."""
    out = _frame(x, y, 560, "B · the card reader on the UART (GPIO14/15)")
    rx, tx_y, node = x + 150, y + 112, x + 300
    out += [
        part("rdm6300", box(x + 20, y + 42, 110, 90, "RDM6300", size=12)),
        text(x + 124, y + 64, "5V", 10, "end"), text(x + 124, y + 89, "GND", 10, "end"), text(x + 124, tx_y + 4, "TX", 10, "end"),
        line(x + 130, y + 60, x + 380, y + 60), text(x + 386, y + 64, "+5 V (pin 4)", 12, weight="bold"),
        line(x + 130, y + 85, x + 160, y + 85), ground(x + 160, y + 85),
        line(x + 130, tx_y, rx + 20, tx_y),
        part(resistor_key(DIVIDER_TOP_OHMS), resistor(rx + 20, rx + 68, tx_y),
             text(rx + 44, tx_y - 10, ohms_text(DIVIDER_TOP_OHMS), 11, "middle")),
        line(rx + 68, tx_y, x + 380, tx_y), dot(node, tx_y),
        text(x + 386, tx_y + 4, "GPIO15 · RXD (pin 10)", 12, weight="bold"),
        line(node, tx_y, node, tx_y + 8),
        part(resistor_key(DIVIDER_BOTTOM_OHMS), resistor_down(node, tx_y + 8, tx_y + 44),
             text(node + 10, tx_y + 30, ohms_text(DIVIDER_BOTTOM_OHMS), 11)),
        line(node, tx_y + 44, node, tx_y + 50), ground(node, tx_y + 50),
        text(x + 20, y + 188, "5 V from its TX is 3.0 V at the pin: 2.2 kΩ from the TX, 3.3 kΩ to GND (swapped: 2 V, at",
             11),
        text(x + 20, y + 202, "the edge of a high). Or a BSS138 board: TX to HV1, LV1 to GPIO15, HV 5 V, LV 3.3 V (pin 1), GND.",
             11),
    ]
    py = y + 222
    out += [
        part("pn532", box(x + 20, py, 110, 92, "PN532", size=12)),
        *[text(x + 124, py + 20 + i * 22, name, 10, "end") for i, name in enumerate(("VCC", "GND", "TXD", "RXD"))],
        line(x + 130, py + 16, x + 380, py + 16), text(x + 386, py + 20, "+3.3 V (pin 17)", 12, weight="bold"),
        line(x + 130, py + 38, x + 160, py + 38), ground(x + 160, py + 38),
        line(x + 130, py + 60, x + 380, py + 60), text(x + 386, py + 64, "GPIO15 · RXD (pin 10)", 12, weight="bold"),
        line(x + 130, py + 82, x + 380, py + 82), text(x + 386, py + 86, "GPIO14 · TXD (pin 8)", 12, weight="bold"),
        text(x + 200, py + 54, "or the RDM6300, not both", 10, "middle", fill="#555"),
        text(x + 200, py + 100, "mode switches: HSU (both off)", 10, "middle", fill="#555"),
    ]
    return out
