"""The wiring diagram, drawn as SVG from a pin map: the 40-pin header in the middle, each button
(behind its 1 kΩ), lamp (its transistor stage), the piezo and the camera's LED ring (a lamp's
stage, its (+) straight on +5 V) on a wire from its pin, the card
reader on GPIO14/15, the power pins' jobs; under it (A) the lamp stage with the BC337's pinout
and (B) the reader's level shifting. Every part drawn is a row of the parts list.

    python -m hardware.wiring [--pins my-box.toml] [--out docs/wiring.svg]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from hardware.header import HEADER
from hardware.parts_list import BASE_OHMS, BUTTON_OHMS, PIEZO_OHMS, PULL_DOWN_OHMS, ohms_text, resistor_key
from hardware.pinmap import PinMap, load_pinmap
from hardware.svg_parts import FONT, box, dot, ground, led, line, npn, part, resistor, resistor_down, text
from hardware.wiring_insets import INSET_HEIGHT, lamp_stage, reader

WIDTH, ROW, TOP = 1200, 36, 96
LEFT_EDGE, RIGHT_EDGE = 500, 700  # the header box; odd pins on the left, even on the right
GROUND_AT = 370  # how far out along its wire each part meets ground

# Free pins worth leaving alone, with why (short, to fit beside the header).
NOTES = {
    2: "reserved: I2C SDA (touchscreen)", 3: "reserved: I2C SCL (touchscreen)",
    14: "reserved: UART TX (card reader)", 15: "reserved: UART RX (card reader)",
    7: "kept free: SPI0 (card reader)", 8: "kept free: SPI0 (card reader)",
    9: "kept free: SPI0 (card reader)", 10: "kept free: SPI0 (card reader)",
    11: "kept free: SPI0 (card reader)", 0: "HAT ID EEPROM", 1: "HAT ID EEPROM",
}
# What the power pins feed, by physical pin.
POWER_JOBS = {
    2: "5 V: not used (the Pi joins it to pin 4)", 4: "5 V → the 5 V rail: lamps, touchscreen, RDM6300",
    9: "GND → the ground bus", 39: "GND → the ground bus",
    1: "3.3 V → a BSS138 board's LV", 17: "3.3 V → a PN532's VCC",
}
# The card reader's lines when the map leaves GPIO14/15 to it: the pin, the part key, its label.
READER_LINES = {
    15: ("rdm6300", "card reader TX (B: level shifting)"),
    14: ("pn532", "PN532 RX (PN532 only, B)"),
}
# Power pins are rings, not fills, so no one takes 3V3 for the orange timer or 5V for the red one.
POWER = {"GND": "#222222", "5V": "#ffffff", "3V3": "#ffffff"}
RING = {"5V": "#c0392b", "3V3": "#e67e22"}


def parts(pinmap: PinMap) -> dict[int, dict]:
    """GPIO -> what is wired to it: kind (button, lamp, piezo), label, colour, resistor."""
    from companion.kites.book import load_book

    book = load_book()
    out: dict[int, dict] = {}
    for name, wired in pinmap.timers:
        spec = book.timer(name)
        colour = "#%02x%02x%02x" % tuple(round(c * 255) for c in spec.rgb)
        _add(out, wired, f"{spec.glyph} {name}", colour)
    for player, wired in pinmap.buzzers:
        _add(out, wired, f"player {player} buzzer", "#7f8c8d")
    if pinmap.piezo is not None:
        out[pinmap.piezo] = {"kind": "piezo", "label": "piezo", "colour": "#34495e"}
    if pinmap.ring is not None:
        out[pinmap.ring] = {"kind": "ring", "label": "camera's LED ring (its own resistors)", "colour": "#f7f1c8"}
    for gpio, (key, label) in READER_LINES.items():
        if gpio not in out:
            out[gpio] = {"kind": "reader", "label": label, "colour": "#cccccc", "key": key}
    return out


def _add(out: dict[int, dict], wired, label: str, colour: str) -> None:
    out[wired.button] = {"kind": "button", "label": f"{label} · button", "colour": colour}
    for i, pin in enumerate(wired.leds):
        part = "lamp" if len(wired.leds) == 1 else f"lamp {i + 1}/{len(wired.leds)}"
        out[pin] = {"kind": "lamp", "label": f"{label} · {part}", "colour": colour, "ohms": wired.led_ohms}


def wiring_svg(pinmap: PinMap) -> str:
    wired = parts(pinmap)
    insets_at = TOP + 20 * ROW + 30
    legend_at = insets_at + INSET_HEIGHT + 34
    height = legend_at + 5 * 22 + 20
    series = tuple(sorted({w.led_ohms for _, w in pinmap.timers + pinmap.buzzers}, reverse=True))
    svg = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">',
        f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>',
        text(WIDTH / 2, 34, "Kites timer box: wiring", 22, anchor="middle", weight="bold"),
        text(WIDTH / 2, 58, f"pin map: {pinmap.source} · BCM GPIO numbers beside the header, physical pin "
             "numbers in the circles · pin 1 is the square solder pad", 13, anchor="middle", fill="#555"),
        f'<rect x="{LEFT_EDGE}" y="{TOP - 6}" width="{RIGHT_EDGE - LEFT_EDGE}" height="{20 * ROW + 12}" '
        'rx="8" fill="#f4f4f4" stroke="#999"/>',
    ]
    for pin in range(1, 41):
        svg += _header_pin(pin, wired, pinmap)
    svg += lamp_stage(30, insets_at, series)
    svg += reader(610, insets_at)
    svg += _legend(legend_at)
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


def _header_pin(pin: int, wired: dict[int, dict], pinmap: PinMap) -> list[str]:
    left = pin % 2 == 1
    y = TOP + ((pin - 1) // 2) * ROW + ROW / 2
    cx = 585 if left else 615
    label = HEADER[pin]
    gpio = int(label[4:]) if label.startswith("GPIO") else None
    part_here = wired.get(gpio) if gpio is not None else None
    fill = part_here["colour"] if part_here else POWER.get(label, "#ffffff")
    if gpio in pinmap.reserved and (not part_here or part_here["kind"] == "reader"):
        fill = "#cccccc"
    ring, width = RING.get(label, "#333"), 3 if label in RING else 1
    if pin == 1:  # the square pad, as on the board
        pad = f'<rect x="{cx - 10}" y="{y - 10}" width="20" height="20" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>'
    else:
        pad = f'<circle cx="{cx}" cy="{y}" r="10" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>'
    out = [
        pad,
        text(cx, y + 4, str(pin), 10, anchor="middle", fill=_ink_on(fill), weight="bold"),
        text(568 if left else 632, y + 4, label, 12, anchor="end" if left else "start",
             weight="bold" if part_here else "normal", fill="#000" if part_here or label in POWER else "#777"),
    ]
    direction, edge = (-1, LEFT_EDGE) if left else (1, RIGHT_EDGE)
    anchor = "end" if left else "start"
    if part_here:
        out += _part(part_here, edge, direction, y)
    elif pin in POWER_JOBS:
        out.append(text(edge + direction * 12, y + 4, POWER_JOBS[pin], 11, anchor=anchor, fill="#333"))
    elif gpio in NOTES:
        out.append(text(edge + direction * 12, y + 4, NOTES[gpio], 11, anchor=anchor, fill="#888", style="italic"))
    return out


def _part(here: dict, edge: float, d: int, y: float) -> list[str]:
    def p(dist: float) -> float:
        return edge + d * dist

    colour, kind = here["colour"], here["kind"]
    anchor = "end" if d < 0 else "start"
    out = [text(p(12), y - 7, here["label"], 13, anchor=anchor, weight="bold")]
    if kind == "reader":
        return out + [line(p(0), y, p(200), y), part(here["key"], box(min(p(200), p(320)), y - 4, 120, 12, "", size=9)),
                      text(p(260), y + 6, "B below", 9, anchor="middle")]
    series = {"button": BUTTON_OHMS, "lamp": BASE_OHMS, "ring": BASE_OHMS, "piezo": PIEZO_OHMS}[kind]
    out += [line(p(0), y, p(140), y), part(resistor_key(series), resistor(p(140), p(180), y)),
            text(p(160), y + 17, ohms_text(series), 10, anchor="middle")]
    if kind == "button":
        out += [line(p(180), y, p(232), y), line(p(278), y, p(GROUND_AT), y),
                part("button", f'<circle cx="{p(235)}" cy="{y}" r="3" fill="none" stroke="#000"/>',
                     f'<circle cx="{p(275)}" cy="{y}" r="3" fill="none" stroke="#000"/>',
                     line(p(229), y - 9, p(281), y - 9, width=2), line(p(255), y - 9, p(255), y - 15, width=2)),
                text(p(255), y + 17, "NO  COM" if d > 0 else "COM  NO", 9, anchor="middle", fill="#555")]
        out += _ground_end(p, y, anchor)
    elif kind == "lamp":
        out += _lamp(p, y, d, colour, here["ohms"])
    elif kind == "ring":
        out += _lamp(p, y, d, colour, None, key="led-ring")
    else:  # the piezo: a disc in its case
        out += [line(p(180), y, p(230), y), line(p(280), y, p(GROUND_AT), y),
                part("piezo-disc", f'<rect x="{min(p(230), p(280))}" y="{y - 9}" width="50" height="18" rx="9" fill="{colour}"/>',
                     f'<circle cx="{p(255)}" cy="{y}" r="6" fill="none" stroke="#fff" stroke-width="1.5"/>')]
        out += _ground_end(p, y, anchor)
    return out


def _lamp(p, y: float, d: int, colour: str, ohms: int | None, key: str = "button") -> list[str]:
    """pin -> 1 kΩ -> the BC337's base (2.2 kΩ to its emitter, the emitter to ground); its
    collector -> the lamp -> the bare LED's resistor -> +5 V (`ohms` None: straight to +5 V)."""
    node, q = p(196), p(214)
    e = q + d * 10 / 3
    return [
        line(p(180), y, q - d * 10, y), dot(node, y),
        part("bc337", npn(q, y, 10) if d > 0 else f'<g transform="translate({2 * q:g},0) scale(-1,1)">{npn(q, y, 10)}</g>'),
        part(resistor_key(PULL_DOWN_OHMS), resistor_down(node, y + 1, y + 13)),
        line(node, y + 13, e, y + 13), line(e, y + 10, e, y + 13), ground(e, y + 13, 0.7),
        line(e, y - 10, e, y - 13), line(e, y - 13, p(240), y - 13), line(p(240), y - 13, p(240), y),
        line(p(240), y, p(250), y),
        part(key, led(p(250), y, colour, -d)),
        *([line(p(268), y, p(336), y)] if ohms is None else [
            line(p(268), y, p(280), y), part(resistor_key(ohms), resistor(p(280), p(316), y)),
            text(p(298), y + 17, ohms_text(ohms), 10, anchor="middle"),
            line(p(316), y, p(336), y)]),
        text(p(340), y + 4, "+5V", 11, anchor="end" if d < 0 else "start", weight="bold", fill="#c0392b"),
    ]


def _ground_end(p, y: float, anchor: str) -> list[str]:
    """The wire's end on the ground bus: three bars getting shorter, and the word."""
    bars = [line(p(GROUND_AT + i * 4), y - half, p(GROUND_AT + i * 4), y + half, width=2)
            for i, half in enumerate((8, 5, 2))]
    return bars + [text(p(GROUND_AT + 16), y + 4, "GND", 11, anchor=anchor, fill="#444")]


def _legend(y: float) -> list[str]:
    lines = [
        "Buttons: GPIO → 1 kΩ → the switch's NO tab; its COM tab → the ground bus. The Pi's internal pull-up holds "
        "the pin high; a press pulls it low.",
        "Lamps: each lamp pin drives a BC337 stage (A): the lamp hangs from +5 V; the Ω beside it is for a bare LED "
        "only. No pin gives more than about 3 mA.",
        "Ground bus: every GND return (buttons, stages, piezo, reader, the touchscreen's black lead) lands on the bus, "
        "wired to header pins 9 and 39; the screen's red lead on the 5 V rail.",
        "Card reader (B): the RDM6300's TX is 5 V: never straight to a pin. The Pi's pins take 3.3 V only.",
        "Timers are told apart by symbol and name as well as colour: ◆ red, ▲ orange, ● yellow, ■ blue, ★ purple, "
        "✚ white (the game timer).",
    ]
    return [text(40, y + i * 22, words, 13) for i, words in enumerate(lines)]


def _ink_on(fill: str) -> str:
    if not fill.startswith("#") or len(fill) != 7:
        return "#000"
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#fff"


def write_wiring_svg(pinmap: PinMap, path: Path | str) -> Path:
    path = Path(path)
    path.write_text(wiring_svg(pinmap), encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hardware.wiring", description=__doc__.splitlines()[0])
    parser.add_argument("--pins", type=Path, default=None, help="pin map TOML (default: the reference wiring)")
    parser.add_argument("--out", type=Path, default=Path("docs/wiring.svg"))
    args = parser.parse_args(argv)
    print(write_wiring_svg(load_pinmap(args.pins), args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
