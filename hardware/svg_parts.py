"""Schematic symbols as SVG text for the wiring diagram: wires, resistors, a ground, an NPN
transistor, an LED. Each part the box needs is wrapped in a group named by its key in the parts
list (`data-part`), so a test can check that everything drawn is something the maker can buy."""

from __future__ import annotations

from xml.sax.saxutils import escape

FONT = "DejaVu Sans, Verdana, sans-serif"


def line(x1: float, y1: float, x2: float, y2: float, width: float = 1.5, colour: str = "#000") -> str:
    return f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{colour}" stroke-width="{width}"/>'


def text(x: float, y: float, words: str, size: int, anchor: str = "start", fill: str = "#000",
         weight: str = "normal", style: str = "normal") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}" font-style="{style}">{escape(words)}</text>')


def part(key: str, *items: str) -> str:
    """One bought part: its drawing grouped under its parts-list key."""
    return f'<g data-part="{key}">' + "".join(items) + "</g>"


def resistor(x1: float, x2: float, y: float) -> str:
    """A zigzag from x1 to x2 on a horizontal wire at y (x2 may be left of x1)."""
    step = (x2 - x1) / 8
    points = " ".join(f"{x1 + i * step:g},{y + (0 if i in (0, 8) else (5 if i % 2 else -5)):g}" for i in range(9))
    return f'<polyline points="{points}" fill="none" stroke="#000" stroke-width="1.5"/>'


def resistor_down(x: float, y1: float, y2: float) -> str:
    """A zigzag from y1 down to y2 on a vertical wire at x."""
    step = (y2 - y1) / 8
    points = " ".join(f"{x + (0 if i in (0, 8) else (4 if i % 2 else -4)):g},{y1 + i * step:g}" for i in range(9))
    return f'<polyline points="{points}" fill="none" stroke="#000" stroke-width="1.5"/>'


def ground(x: float, y: float, size: float = 1.0) -> str:
    """The ground sign hanging below (x, y)."""
    return "".join(line(x - w * size, y + i * 3, x + w * size, y + i * 3, width=1.5) for i, w in enumerate((6, 4, 2)))


def npn(x: float, y: float, r: float = 10) -> str:
    """An NPN transistor in its circle, base coming from the left at (x - r, y); collector up,
    emitter (with the arrow) down, both leaving at x + r/3."""
    bar = x - r / 3
    cx = x + r / 3
    return "".join([
        f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="#fff" stroke="#000" stroke-width="1.2"/>',
        line(x - r, y, bar, y), line(bar, y - r / 2, bar, y + r / 2, width=2),
        line(bar, y - r / 4, cx, y - r), line(bar, y + r / 4, cx, y + r),
        f'<polygon points="{cx:g},{y + r:g} {cx - 4:g},{y + r - 2:g} {cx - 1:g},{y + r - 5:g}" fill="#000"/>',
    ])


def led(x: float, y: float, colour: str, towards: int) -> str:
    """An LED on a horizontal wire, its tip (the cathode bar) at x, pointing `towards` (-1 left,
    +1 right): current flows that way."""
    back = x - towards * 18
    return "".join([
        f'<polygon points="{back:g},{y - 8:g} {back:g},{y + 8:g} {x:g},{y:g}" fill="{colour}" stroke="#000"/>',
        line(x, y - 8, x, y + 8, width=2),
        line(back + towards * 6, y - 10, back + towards * 12, y - 16),
        line(back + towards * 11, y - 9, back + towards * 17, y - 15),
    ])


def dot(x: float, y: float) -> str:
    return f'<circle cx="{x:g}" cy="{y:g}" r="2.5" fill="#000"/>'


def box(x: float, y: float, w: float, h: float, label: str, fill: str = "#eef3f8", size: int = 11) -> str:
    """A module's outline with its name in the top left corner (its pins are named on the right)."""
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="3" fill="{fill}" stroke="#000"/>'
            + (text(x + 6, y + size + 4, label, size, weight="bold") if label else ""))
