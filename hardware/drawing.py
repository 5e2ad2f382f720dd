"""A page of simple shapes in millimetres, written as SVG or as a PDF page at 1:1: what the
stripboard layout is drawn with, so the screen and the printout are the same drawing.

The PDF comes from fpdf2 (pure Python). Text on it is Latin-1 in Helvetica, so the layout's
words stay plain: "1k", "4k7", "(-)".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

PT = 25.4 / 72  # one point in millimetres
A4 = (210.0, 297.0)


@dataclass
class Page:
    width: float = A4[0]
    height: float = A4[1]
    shapes: list[tuple] = field(default_factory=list)

    def line(self, x1: float, y1: float, x2: float, y2: float, colour: str = "#000", width: float = 0.25) -> None:
        self.shapes.append(("line", x1, y1, x2, y2, colour, width))

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None, stroke: str | None = "#000",
             width: float = 0.25) -> None:
        self.shapes.append(("rect", x, y, w, h, fill, stroke, width))

    def circle(self, x: float, y: float, r: float, fill: str | None = None, stroke: str | None = "#000",
               width: float = 0.2) -> None:
        self.shapes.append(("circle", x, y, r, fill, stroke, width))

    def polygon(self, points: list[tuple[float, float]], fill: str | None = None, stroke: str | None = "#000",
                width: float = 0.25) -> None:
        self.shapes.append(("polygon", tuple(points), fill, stroke, width))

    def text(self, x: float, y: float, words: str, size: float = 7, anchor: str = "start", colour: str = "#000",
             bold: bool = False) -> None:
        """`size` in points; (x, y) is the baseline's start, middle or end."""
        self.shapes.append(("text", x, y, words, size, anchor, colour, bold))


def svg(page: Page) -> str:
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{page.width:g}mm" height="{page.height:g}mm" '
           f'viewBox="0 0 {page.width:g} {page.height:g}" font-family="Helvetica, Arial, sans-serif">',
           f'<rect width="{page.width:g}" height="{page.height:g}" fill="#ffffff"/>']
    for shape in page.shapes:
        kind, *a = shape
        if kind == "line":
            x1, y1, x2, y2, colour, width = a
            out.append(f'<line x1="{x1:.3f}" y1="{y1:.3f}" x2="{x2:.3f}" y2="{y2:.3f}" stroke="{colour}" '
                       f'stroke-width="{width:g}" stroke-linecap="round"/>')
        elif kind == "rect":
            x, y, w, h, fill, stroke, width = a
            out.append(f'<rect x="{x:.3f}" y="{y:.3f}" width="{w:.3f}" height="{h:.3f}" {_paint(fill, stroke, width)}/>')
        elif kind == "circle":
            x, y, r, fill, stroke, width = a
            out.append(f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{r:.3f}" {_paint(fill, stroke, width)}/>')
        elif kind == "polygon":
            points, fill, stroke, width = a
            dots = " ".join(f"{x:.3f},{y:.3f}" for x, y in points)
            out.append(f'<polygon points="{dots}" {_paint(fill, stroke, width)}/>')
        else:
            x, y, words, size, anchor, colour, bold = a
            weight = ' font-weight="bold"' if bold else ""
            out.append(f'<text x="{x:.3f}" y="{y:.3f}" font-size="{size * PT:.3f}" text-anchor="{anchor}" '
                       f'fill="{colour}"{weight}>{escape(words)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _paint(fill: str | None, stroke: str | None, width: float) -> str:
    return (f'fill="{fill or "none"}" stroke="{stroke or "none"}"' + (f' stroke-width="{width:g}"' if stroke else ""))


def write_pdf(pages: list[Page], path: Path | str, title: str) -> Path:
    """The pages as one PDF, each at 1:1 on its own paper size (print at 100 %, "actual size")."""
    from fpdf import FPDF

    pdf = FPDF(unit="mm", format=(pages[0].width, pages[0].height))
    pdf.set_title(title)
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(_EPOCH)  # the same file for the same layout
    for page in pages:
        pdf.add_page(format=(page.width, page.height))
        for shape in page.shapes:
            _pdf_shape(pdf, shape)
    path = Path(path)
    pdf.output(str(path))
    return path


def _pdf_shape(pdf, shape: tuple) -> None:
    kind, *a = shape
    if kind == "line":
        x1, y1, x2, y2, colour, width = a
        pdf.set_draw_color(*_rgb(colour))
        pdf.set_line_width(width)
        pdf.line(x1, y1, x2, y2)
    elif kind in ("rect", "circle", "polygon"):
        fill, stroke, width = a[-3:]
        style = ("F" if fill else "") + ("D" if stroke else "")
        if fill:
            pdf.set_fill_color(*_rgb(fill))
        if stroke:
            pdf.set_draw_color(*_rgb(stroke))
            pdf.set_line_width(width)
        if kind == "rect":
            pdf.rect(a[0], a[1], a[2], a[3], style=style)
        elif kind == "circle":
            x, y, r = a[:3]
            pdf.ellipse(x - r, y - r, 2 * r, 2 * r, style=style)
        else:
            pdf.polygon(list(a[0]), style=style)
    else:
        x, y, words, size, anchor, colour, bold = a
        pdf.set_font("Helvetica", "B" if bold else "", size)
        pdf.set_text_color(*_rgb(colour))
        width = pdf.get_string_width(words)
        pdf.text(x - {"start": 0, "middle": width / 2, "end": width}[anchor], y, words)


def _rgb(colour: str) -> tuple[int, int, int]:
    colour = colour.lstrip("#")
    if len(colour) == 3:
        colour = "".join(c * 2 for c in colour)
    return int(colour[0:2], 16), int(colour[2:4], 16), int(colour[4:6], 16)


def _epoch():
    from datetime import datetime, timezone

    return datetime(2026, 1, 1, tzinfo=timezone.utc)


_EPOCH = _epoch()
