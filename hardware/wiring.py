"""The wiring diagram, drawn as SVG from a pin map: the 40-pin header in the middle, each button,
lamp (with its resistor) and the piezo on a wire from its pin out to ground.

    python -m hardware.wiring [--pins my-box.toml] [--out docs/wiring.svg]
"""

from __future__ import annotations

import argparse
from pathlib import Path
from xml.sax.saxutils import escape

from hardware.header import GND_PINS, HEADER
from hardware.pinmap import PinMap, load_pinmap

WIDTH, ROW, TOP = 1200, 30, 96
LEFT_EDGE, RIGHT_EDGE = 500, 700  # the header box; odd pins on the left, even on the right
GROUND_AT = 370  # how far out along its wire each part meets ground
FONT = "DejaVu Sans, Verdana, sans-serif"

# Free pins worth leaving alone, with why (short, to fit beside the header).
NOTES = {
    2: "reserved: I2C SDA (touchscreen)", 3: "reserved: I2C SCL (touchscreen)",
    14: "reserved: UART TX (card scanner)", 15: "reserved: UART RX (card scanner)",
    7: "kept free: SPI0 (card reader)", 8: "kept free: SPI0 (card reader)",
    9: "kept free: SPI0 (card reader)", 10: "kept free: SPI0 (card reader)",
    11: "kept free: SPI0 (card reader)", 0: "HAT ID EEPROM", 1: "HAT ID EEPROM",
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
    return out


def _add(out: dict[int, dict], wired, label: str, colour: str) -> None:
    out[wired.button] = {"kind": "button", "label": f"{label} · button", "colour": colour}
    for i, pin in enumerate(wired.leds):
        part = "lamp" if len(wired.leds) == 1 else f"lamp {i + 1}/{len(wired.leds)}"
        out[pin] = {"kind": "lamp", "label": f"{label} · {part}", "colour": colour, "ohms": wired.led_ohms}


def wiring_svg(pinmap: PinMap) -> str:
    wired = parts(pinmap)
    height = TOP + 20 * ROW + 150
    svg = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="{FONT}">',
        f'<rect width="{WIDTH}" height="{height}" fill="#ffffff"/>',
        _text(WIDTH / 2, 34, "Kites timer box: wiring", 22, anchor="middle", weight="bold"),
        _text(WIDTH / 2, 58, f"pin map: {pinmap.source} · BCM GPIO numbers beside the header, physical pin "
              "numbers in the circles · pin 1 is the square solder pad", 13, anchor="middle", fill="#555"),
        f'<rect x="{LEFT_EDGE}" y="{TOP - 6}" width="{RIGHT_EDGE - LEFT_EDGE}" height="{20 * ROW + 12}" '
        'rx="8" fill="#f4f4f4" stroke="#999"/>',
    ]
    for pin in range(1, 41):
        svg += _header_pin(pin, wired, pinmap)
    svg += _legend(TOP + 20 * ROW + 40)
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


def _header_pin(pin: int, wired: dict[int, dict], pinmap: PinMap) -> list[str]:
    left = pin % 2 == 1
    y = TOP + ((pin - 1) // 2) * ROW + ROW / 2
    cx = 585 if left else 615
    label = HEADER[pin]
    gpio = int(label[4:]) if label.startswith("GPIO") else None
    part = wired.get(gpio) if gpio is not None else None
    fill = part["colour"] if part else POWER.get(label, "#ffffff")
    if gpio in pinmap.reserved and not part:
        fill = "#cccccc"
    ring, width = RING.get(label, "#333"), 3 if label in RING else 1
    if pin == 1:  # the square pad, as on the board
        pad = f'<rect x="{cx - 10}" y="{y - 10}" width="20" height="20" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>'
    else:
        pad = f'<circle cx="{cx}" cy="{y}" r="10" fill="{fill}" stroke="{ring}" stroke-width="{width}"/>'
    out = [
        pad,
        _text(cx, y + 4, str(pin), 10, anchor="middle", fill=_ink_on(fill), weight="bold"),
        _text(568 if left else 632, y + 4, label, 12, anchor="end" if left else "start",
              weight="bold" if part else "normal", fill="#000" if part or label in POWER else "#777"),
    ]
    direction, edge = (-1, LEFT_EDGE) if left else (1, RIGHT_EDGE)
    if part:
        out += _part(part, edge, direction, y)
    elif gpio in NOTES:
        out.append(_text(edge + direction * 12, y + 4, NOTES[gpio], 11, anchor="end" if left else "start",
                         fill="#888", style="italic"))
    return out


def _part(part: dict, edge: float, d: int, y: float) -> list[str]:
    def p(dist: float) -> float:
        return edge + d * dist

    colour, kind = part["colour"], part["kind"]
    out = [_text(p(12), y - 6, part["label"], 13, anchor="end" if d < 0 else "start", weight="bold")]
    if kind == "button":
        out += [_line(p(0), y, p(232), y), _line(p(278), y, p(GROUND_AT), y),
                f'<circle cx="{p(235)}" cy="{y}" r="3" fill="none" stroke="#000"/>',
                f'<circle cx="{p(275)}" cy="{y}" r="3" fill="none" stroke="#000"/>',
                _line(p(229), y - 9, p(281), y - 9, width=2), _line(p(255), y - 9, p(255), y - 15, width=2)]
    elif kind == "lamp":
        zig = " ".join(f"{p(205 + i * 6.25)},{y + (0 if i in (0, 8) else (5 if i % 2 else -5))}" for i in range(9))
        out += [_line(p(0), y, p(205), y), f'<polyline points="{zig}" fill="none" stroke="#000" stroke-width="1.5"/>',
                _line(p(255), y, p(280), y),
                f'<polygon points="{p(280)},{y - 8} {p(280)},{y + 8} {p(300)},{y}" fill="{colour}" stroke="#000"/>',
                _line(p(300), y - 8, p(300), y + 8, width=2), _line(p(300), y, p(GROUND_AT), y),
                _line(p(288), y - 9, p(295), y - 15), _line(p(294), y - 7, p(301), y - 13),
                _text(p(230), y - 9, f"{part['ohms']} Ω", 11, anchor="middle")]
    else:  # the piezo: a disc in its case, + towards the GPIO
        out += [_line(p(0), y, p(230), y), _line(p(280), y, p(GROUND_AT), y),
                f'<rect x="{min(p(230), p(280))}" y="{y - 9}" width="50" height="18" rx="4" fill="{colour}"/>',
                f'<circle cx="{p(255)}" cy="{y}" r="6" fill="none" stroke="#fff" stroke-width="1.5"/>',
                _text(p(224), y - 4, "+", 12, anchor="middle", weight="bold")]
    for i, half in enumerate((8, 5, 2)):  # ground: three bars getting shorter
        x = p(GROUND_AT + i * 4)
        out.append(_line(x, y - half, x, y + half, width=2))
    out.append(_text(p(GROUND_AT + 16), y + 4, "GND", 11, anchor="end" if d < 0 else "start", fill="#444"))
    return out


def _legend(y: float) -> list[str]:
    gnd = ", ".join(str(p) for p in GND_PINS if p != 6)
    lines = [
        "Buttons: GPIO → button → GND, no resistor: the Pi's internal pull-up holds the pin high; a press pulls it low.",
        "Lamps: GPIO → resistor → LED (long leg towards the resistor) → GND; about 5 mA at 3.3 V. 5 V or 12 V "
        "arcade lamps need a transistor: see docs/wiring.md.",
        f"GND: any ground pin ({gnd}); pin 6 and the 5V pins 2/4 feed the touchscreen.",
        "Timers are told apart by symbol and name as well as colour: ◆ red, ▲ orange, ● yellow, ■ blue, ★ purple, "
        "✚ white (the game timer).",
    ]
    return [_text(60, y + i * 24, line, 13) for i, line in enumerate(lines)]


def _ink_on(fill: str) -> str:
    if not fill.startswith("#") or len(fill) != 7:
        return "#000"
    r, g, b = (int(fill[i:i + 2], 16) for i in (1, 3, 5))
    return "#000" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#fff"


def _line(x1: float, y1: float, x2: float, y2: float, width: float = 1.5) -> str:
    return f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#000" stroke-width="{width}"/>'


def _text(x: float, y: float, text: str, size: int, anchor: str = "start", fill: str = "#000",
          weight: str = "normal", style: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" font-style="{style}">{escape(text)}</text>')


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
