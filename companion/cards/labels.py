"""Printable labels: a sheet of QR codes, one per physical card, with the card's name under each,
for a deck without tags. A code carries the card id itself (`kites:red+blue`), so a barcode or QR
scanner plays it with no registry.

Sized for sleeves: 25 mm codes in cells of 38 x 42 mm on A4 (10 mm margins), 5 x 6 = 30 a page,
with cut marks at every cell corner. The SVG holds every page one under the other (each page is
an A4 `<g class="page">`); `pdf_from_pages` turns the pages into one multi-page PDF with librsvg.
QR matrices come from segno (pure Python); the SVG is drawn here so the sheet is one file.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

import segno

from companion.cards.catalog import catalog_for

PAGE_W, PAGE_H = 210.0, 297.0  # A4, mm
MARGIN = 10.0
CELL_W, CELL_H = 38.0, 42.0
CODE_MM = 25.0
MARK = 3.0  # length of a cut mark, mm


@dataclass(frozen=True)
class Label:
    code: str  # what the QR says: kites:red+blue
    name: str  # what people read under it: Red + Blue


def labels_for(game: str) -> list[Label]:
    """One label for every card in the box (five red kites: five labels), in catalog order."""
    catalog = catalog_for(game)
    return [Label(f"{game}:{card}", catalog.name(card)) for card, copies in catalog.deck().items()
            for _ in range(copies)]


def _grid() -> tuple[int, int]:
    return int((PAGE_W - 2 * MARGIN) // CELL_W), int((PAGE_H - 2 * MARGIN) // CELL_H)


def _qr_path(code: str, x: float, y: float, size: float) -> str:
    qr = segno.make(code, error="m", micro=False)
    matrix = qr.matrix
    module = size / len(matrix)
    parts = []
    for row, line in enumerate(matrix):
        for col, dark in enumerate(line):
            if dark:
                parts.append(f"M{x + col * module:.3f},{y + row * module:.3f}h{module:.3f}v{module:.3f}h{-module:.3f}z")
    return "".join(parts)


def _cell(label: Label, x: float, y: float) -> list[str]:
    qx, qy = x + (CELL_W - CODE_MM) / 2, y + 3.0
    out = [f'<g class="label" data-code="{escape(label.code)}">',
           f'<path class="qr" d="{_qr_path(label.code, qx, qy, CODE_MM)}" fill="#000"/>',
           *_name_lines(label.name, x + CELL_W / 2, qy + CODE_MM),
           _code_line(label.code, x + CELL_W / 2, qy + CODE_MM + (11.8 if " (" in label.name else 9.5)),
           "</g>"]
    return out


def _fit(text: str, largest: float) -> float:
    """A font size (mm) at which `text` fits the cell's width (bold DejaVu: ~0.62 em a character,
    ~0.76 em a capital: `MIRROR-MIRROR` needs the difference)."""
    ems = sum(0.76 if c.isupper() else 0.62 for c in text)
    return round(min(largest, (CELL_W - 3) / max(ems, 0.62)), 2)


def _name_lines(name: str, cx: float, below: float) -> list[str]:
    """The card's name under its code: one line, or a word over its details (`JIGGLE (pink, star)`
    prints as JIGGLE over `pink, star`), each line shrunk to fit the cell."""
    word, sep, rest = name.partition(" (")
    lines = [(word, 4.0, 5.5), (rest.rstrip(")"), 3.0, 8.6)] if sep else [(name, 4.0, 5.5)]
    out = []
    for n, (text, size, dy) in enumerate(lines):
        bold = 'font-weight="bold" ' if n == 0 else ""
        out.append(f'<text x="{cx:.2f}" y="{below + dy:.2f}" font-size="{_fit(text, size)}" {bold}'
                   f'text-anchor="middle" font-family="DejaVu Sans, sans-serif">{escape(text)}</text>')
    return out


def _code_line(code: str, cx: float, y: float) -> str:
    size = round(min(2.6, (CELL_W - 3) / (0.6 * max(len(code), 1))), 2)  # monospace: 0.6 em a character
    return (f'<text x="{cx:.2f}" y="{y:.2f}" font-size="{size}" fill="#555" '
            f'text-anchor="middle" font-family="DejaVu Sans Mono, monospace">{escape(code)}</text>')


def _cut_marks(cols: int, rows: int, top: float) -> list[str]:
    """Short ticks at every grid line, outside and between the cells, so a cutter lines up a rule."""
    lines = []
    xs = [MARGIN + c * CELL_W for c in range(cols + 1)]
    ys = [top + MARGIN + r * CELL_H for r in range(rows + 1)]
    for x in xs:
        for y in ys:
            lines.append(f"M{x - MARK / 2:.2f},{y:.2f}h{MARK:.2f}M{x:.2f},{y - MARK / 2:.2f}v{MARK:.2f}")
    return [f'<path class="cut" d="{"".join(lines)}" stroke="#888" stroke-width="0.2" fill="none"/>']


def pages(labels: list[Label]) -> list[list[Label]]:
    cols, rows = _grid()
    per = cols * rows
    return [labels[i:i + per] for i in range(0, len(labels), per)] or [[]]


def page_svg(page: list[Label], top: float = 0.0) -> list[str]:
    cols, rows = _grid()
    used_rows = max(1, -(-len(page) // cols))
    out = [f'<g class="page" transform="translate(0,{top:.2f})">',
           f'<rect x="0" y="0" width="{PAGE_W}" height="{PAGE_H}" fill="#fff"/>']
    for i, label in enumerate(page):
        out += _cell(label, MARGIN + (i % cols) * CELL_W, MARGIN + (i // cols) * CELL_H)
    out += _cut_marks(cols, used_rows, 0.0)
    out.append("</g>")
    return out


def sheet_svg(labels: list[Label]) -> str:
    """Every page of labels in one SVG, A4 pages one under the other, millimetre units."""
    all_pages = pages(labels)
    height = PAGE_H * len(all_pages)
    body = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_W}mm" height="{height}mm" '
            f'viewBox="0 0 {PAGE_W} {height}">']
    for n, page in enumerate(all_pages):
        body += page_svg(page, n * PAGE_H)
    body.append("</svg>")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + "\n".join(body) + "\n"


def single_page_svg(page: list[Label]) -> str:
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{PAGE_W}mm" height="{PAGE_H}mm" '
            f'viewBox="0 0 {PAGE_W} {PAGE_H}">\n' + "\n".join(page_svg(page)) + "\n</svg>\n")


def write_pdf(labels: list[Label], out: Path) -> None:
    """A multi-page A4 PDF through librsvg's `rsvg-convert` (one SVG per page)."""
    tool = shutil.which("rsvg-convert")
    if tool is None:
        raise RuntimeError("a PDF needs rsvg-convert (librsvg); write an .svg instead")
    with tempfile.TemporaryDirectory() as tmp:
        files = []
        for n, page in enumerate(pages(labels), 1):
            f = Path(tmp) / f"page-{n}.svg"
            f.write_text(single_page_svg(page), encoding="utf-8")
            files.append(str(f))
        subprocess.run([tool, "-f", "pdf", "-o", str(out), *files], check=True)
