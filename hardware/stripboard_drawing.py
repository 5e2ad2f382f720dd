"""The stripboard layout drawn at 1:1 on A4: page 1 the component side (every part at its holes,
every link, every cut), page 2 the copper side, mirrored, to lay the board on copper up and cut
where it says. Written as two SVGs and one PDF by `companion wiring --layout --out DIR`.

    python -m hardware.stripboard_drawing [--pins my-box.toml] [--out DIR]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from hardware.drawing import Page, svg, write_pdf
from hardware.header import HEADER, PHYSICAL
from hardware.stripboard import BOTTOM, HEADER_ROW, TOP, Layout, layout
from hardware.pinmap import PinMap, load_pinmap

P = 2.54  # 0.1 inch
X0, Y0 = 50.0, 34.0  # the top left hole's centre on the page
COPPER, STRIP_H = "#f2d4a8", 1.9
CUT, LINK, WIRE = "#d0021b", "#1f5fbf", "#1e8c3a"
FILES = ("stripboard-parts.svg", "stripboard-copper.svg", "stripboard.pdf")


def pages(board: Layout, source: str) -> tuple[Page, Page]:
    return _parts_side(board, source), _copper_side(board, source)


def _xy(board: Layout, hole: tuple[int, int], mirrored: bool = False) -> tuple[float, float]:
    column, row = hole
    if mirrored:
        column = board.columns - 1 - column
    return X0 + column * P, Y0 + row * P


def _frame(page: Page, board: Layout, title: str, source: str, mirrored: bool) -> None:
    width, height = board.columns * P, board.rows * P
    page.text(105, 12, title, 12, "middle", bold=True)
    page.text(105, 18, f"pin map: {source}  -  {board.rows} strips x {board.columns} holes "
              f"({height:.0f} x {width:.0f} mm of a 0.1 in stripboard)  -  print at 100 % (actual size)", 7, "middle")
    page.rect(X0 - P / 2, Y0 - P / 2, width, height, fill="#fbf6ee", stroke="#555", width=0.3)
    uses = _pin_uses(board)
    for row, name in enumerate(board.strips):
        y = Y0 + row * P
        page.rect(X0 - P / 2 + 0.3, y - STRIP_H / 2, width - 0.6, STRIP_H, fill=COPPER, stroke=None)
        left, right = name, ""
        if name.startswith("header pins"):
            odd = 2 * (row - HEADER_ROW) + 1
            left, right = uses[odd], uses[odd + 1]
            if mirrored:
                left, right = right, left
        page.text(X0 - P / 2 - 2.6, y + 0.9, left, 4.6, "end", colour="#333")
        page.text(X0 - P / 2 - 0.3, y + 0.7, str(row + 1), 3.0, "end", colour="#999")
        page.text(X0 + width - P / 2 + 1.2, y + 0.9, right, 4.6, colour="#333")
    for column in range(board.columns):
        x = X0 + (board.columns - 1 - column if mirrored else column) * P
        if column % 5 == 0 or column == board.columns - 1:
            page.text(x, Y0 - P / 2 - 1.2, str(column + 1), 4.2, "middle", colour="#666")
        for row in range(board.rows):
            page.circle(x, Y0 + row * P, 0.45, fill="#ffffff", stroke="#9a8a70", width=0.12)
    _scale(page, board)


def _pin_uses(board: Layout) -> dict[int, str]:
    """Header pin -> 'pin 11 GPIO17: red lamp', the words beside its strip."""
    jobs = {4: "to the 5 V rail", 9: "to the ground bus", 39: "to the ground bus", 1: "3.3 V (BSS138 LV)",
            17: "3.3 V (PN532 VCC)"}
    for placed in board.placed:
        part = placed.part
        if part.gpio is not None and part.role in ("series", "top", "pn532-rxd"):
            jobs[PHYSICAL[part.gpio]] = part.stage if part.role != "pn532-rxd" else "reader (PN532 RXD)"
    return {pin: f"pin {pin} {HEADER[pin]}" + (f": {jobs[pin]}" if pin in jobs else "") for pin in HEADER}


def _scale(page: Page, board: Layout) -> None:
    """A 50 mm bar and a 1 inch bar in tenths: measure them to check the print is at 100 %."""
    y = Y0 + board.rows * P + 3
    page.line(X0, y, X0 + 50, y, width=0.4)
    for x in (X0, X0 + 50):
        page.line(x, y - 1.2, x, y + 1.2, width=0.4)
    page.text(X0 + 25, y + 3.6, "this bar is 50 mm: if not, print again at 100 %", 5.5, "middle")
    x1 = X0 + 60
    page.line(x1, y, x1 + 25.4, y, width=0.4)
    for i in range(11):
        page.line(x1 + i * P, y - (1.2 if i in (0, 5, 10) else 0.7), x1 + i * P, y, width=0.25)
    page.text(x1 + 12.7, y + 3.6, "1 inch = 10 holes", 5.5, "middle")


def _cuts(page: Page, board: Layout, mirrored: bool, bold: bool) -> None:
    width = 0.55 if bold else 0.35
    for cut in board.cuts:
        x, y = _xy(board, (cut.column, cut.row), mirrored)
        if cut.between:
            x += (-P / 2) if mirrored else (P / 2)
            page.line(x, y - 0.5, x, y + 0.5, CUT, width + 0.25)  # one short bar per strip, gaps between
        else:
            s = 1.0
            page.line(x - s, y - s, x + s, y + s, CUT, width)
            page.line(x - s, y + s, x + s, y - s, CUT, width)


def _parts_side(board: Layout, source: str) -> Page:
    page = Page()
    _frame(page, board, "Table Companion: the stripboard, component side", source, mirrored=False)
    _cuts(page, board, mirrored=False, bold=False)  # under the parts: page 2 shows every one
    _header(page, board)
    for link in board.links:
        (xa, ya), (xb, yb) = _xy(board, link.a), _xy(board, link.b)
        page.line(xa, ya, xb, yb, LINK, 0.6)
        page.circle(xa, ya, 0.5, fill=LINK, stroke=None)
        page.circle(xb, yb, 0.5, fill=LINK, stroke=None)
    for placed in board.placed:
        part = placed.part
        if part.kind == "resistor":
            (x1, y), (x2, _) = _xy(board, placed.hole("1")), _xy(board, placed.hole("2"))
            left, right = min(x1, x2), max(x1, x2)
            page.line(left, y, right, y, "#555", 0.3)
            page.rect(left + 1.6, y - 0.95, right - left - 3.2, 1.9, fill="#e8d8b0", stroke="#6b5a2e", width=0.2)
            page.text((left + right) / 2, y + 0.65, part.value, 4.4, "middle", bold=True)
        elif part.kind == "bc337":
            _transistor(page, board, placed)
        elif part.kind == "wire":
            x, y = _xy(board, placed.hole("1"))
            page.circle(x, y, 0.85, fill=None, stroke=WIRE, width=0.35)
            page.text(x + 0.9, y - 0.9, part.ref, 3.6, colour=WIRE, bold=True)
    _slice_names(page, board)
    _legend(page, board)
    return page


def _header(page: Page, board: Layout) -> None:
    header = board.part("J1")
    (x1, y1), (x2, y2) = _xy(board, header.hole("1")), _xy(board, header.hole("40"))
    page.rect(x1 - 3.2, y1 - 3.8, (x2 - x1) + 6.4, (y2 - y1) + 7.6, fill=None, stroke="#222", width=0.45)
    page.rect(x1 - 3.2 - 0.01, (y1 + y2) / 2 - 2.2, 0.9, 4.4, fill="#222", stroke=None)  # the key's notch
    for pin, hole in header.holes:
        x, y = _xy(board, hole)
        if pin == "1":
            page.rect(x - 0.75, y - 0.75, 1.5, 1.5, fill="#222", stroke=None)
        else:
            page.circle(x, y, 0.6, fill="#222", stroke=None)
    page.text(x1 - 3.6, y1 + 0.9, "1", 4.6, "end", bold=True)
    page.text(x2 + 3.6, y2 + 0.9, "40", 4.6, bold=True)
    page.text(x2 + 4.2, y1 - P + 0.9, "J1: boxed 2x20 header, pin 1 the square pad, its notch to the left", 4.4,
              bold=True)


def _transistor(page: Page, board: Layout, placed) -> None:
    """A TO-92 from above: the straight side is its flat face. Seen from the flat face, legs
    down, a BC337 reads C B E left to right, so with C above E the flat face looks left."""
    (x, yc), (_, yb), (_, ye) = (_xy(board, placed.hole(leg)) for leg in ("C", "B", "E"))
    top, bottom = min(yc, ye) - 1.4, max(yc, ye) + 1.4
    side = 1 if yc < ye else -1  # the way the round back bulges
    flat = x - side * 1.2
    arc = [(flat + side * (1.2 + 1.6 * (1 - (2 * i / 8 - 1) ** 2) ** 0.5), top + (bottom - top) * i / 8)
           for i in range(9)]
    page.polygon([(flat, top)] + arc + [(flat, bottom)], fill="#333", stroke=None)
    for leg, yy in (("C", yc), ("B", yb), ("E", ye)):
        page.circle(x, yy, 0.45, fill="#ffffff", stroke=None)
        page.text(x + side * 0.75, yy + 0.55, leg, 3.4, "start" if side > 0 else "end", colour="#ffffff", bold=True)


def _copper_side(board: Layout, source: str) -> Page:
    page = Page()
    _frame(page, board, "Table Companion: the stripboard, COPPER side (mirrored): cut here", source, mirrored=True)
    leads = {hole for p in board.placed for _, hole in p.holes} | {h for link in board.links for h in (link.a, link.b)}
    for hole in leads:
        x, y = _xy(board, hole, mirrored=True)
        page.circle(x, y, 0.55, fill="#555", stroke=None)
    pin1 = _xy(board, board.part("J1").hole("1"), mirrored=True)
    page.rect(pin1[0] - 0.8, pin1[1] - 0.8, 1.6, 1.6, fill=None, stroke="#000", width=0.35)
    page.text(pin1[0] + 1.6, pin1[1] - 1.4, "header pin 1", 4.2, bold=True)
    _cuts(page, board, mirrored=True, bold=True)
    y = Y0 + board.rows * P + 12
    lines = [
        "Lay the board on this page copper side up, its strips along the copper bands, the header's pin 1 hole on the square.",
        f"Red X: {sum(not c.between for c in board.cuts)} track cuts: a track cutter (or a 3.5 mm drill bit turned by hand) "
        "in that hole until the copper is gone.",
        f"Red bar: {sum(c.between for c in board.cuts)} knife cuts between two holes, one on each strip of the header "
        "(between its two rows of pins):",
        "score the copper twice with a sharp knife 1 mm apart and lift the sliver out.",
        "Grey dots: holes that take a lead or a link. Then check each cut with the ohm meter: open between its two sides.",
    ]
    for i, words in enumerate(lines):
        page.text(X0 - 30, y + i * 4.2, words, 6.2)
    return page


def _legend(page: Page, board: Layout) -> None:
    y = Y0 + board.rows * P + 12
    notes = [
        "Blue: link wires (bare tinned wire; sleeve it where it crosses strips). Red X: track cuts; red bar: the header's "
        "knife cuts. Green ring: a wire off the board.",
        "BC337: its flat face where the drawing has the straight side, each leg in the hole lettered C, B, E. "
        "Resistors lie along their strip, a cut under them. A 5 V lamp: a link for its LED resistor.",
        "A 12 V lamp: leave its LED resistor out and wire its (+) to the 12 V strip (the bottom one), never to the 5 V rail.",
    ]
    for i, words in enumerate(notes):
        page.text(X0 - 30, y + i * 3.4, words, 5.6)
    counts: dict[str, int] = {}
    for p in board.placed:
        if p.part.kind == "resistor":
            counts[p.part.value] = counts.get(p.part.value, 0) + 1
    page.text(X0 - 30, y + 10.2, "On the board: " + ", ".join(f"{n} x {v}" for v, n in counts.items()) +
              f" resistors, {sum(p.part.kind == 'bc337' for p in board.placed)} BC337, the boxed header, "
              f"{len(board.links)} links. Wires off the board (green rings):", 5.6, bold=True)
    rows = [_row(p) for p in sorted((p for p in board.placed if p.part.kind == "wire"), key=lambda p: int(p.part.ref[1:]))]
    per = -(-len(rows) // 3)
    for i, words in enumerate(rows):
        column, line = divmod(i, per)
        page.text(X0 - 30 + column * 58, y + 13 + line * 2.55, words, 4.6)


def _row(placed) -> str:
    return f"{placed.part.ref}  to {placed.part.value}"


def _slice_names(page: Page, board: Layout) -> None:
    """Each stage's name under (or over) its slice, in the empty strips by the header."""
    for placed in board.placed:
        part = placed.part
        if part.role in ("q", "top"):
            x, y = _xy(board, placed.hole("B" if part.role == "q" else "1"))
            row = TOP["G"] + 1 if y < Y0 + HEADER_ROW * P else BOTTOM["G"] - 1
            page.text(x, Y0 + row * P + 0.9, part.stage if part.role == "q" else "reader divider", 4.6, "middle",
                      colour="#7a2e00", bold=True)


def write_layout(pinmap: PinMap, out: Path | str) -> list[Path]:
    """The layout as SVGs and a PDF in `out` (made if missing); returns the files."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    front, back = pages(layout(pinmap), pinmap.source)
    paths = [out / FILES[0], out / FILES[1]]
    paths[0].write_text(svg(front), encoding="utf-8")
    paths[1].write_text(svg(back), encoding="utf-8")
    paths.append(write_pdf([front, back], out / FILES[2], "Table Companion stripboard layout"))
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hardware.stripboard_drawing", description=__doc__.splitlines()[0])
    parser.add_argument("--pins", type=Path, default=None, help="pin map TOML (default: the reference wiring)")
    parser.add_argument("--out", type=Path, default=Path("docs"))
    args = parser.parse_args(argv)
    for path in write_layout(load_pinmap(args.pins), args.out):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
