"""What the text of a drawn label is, where its letters are, and what is behind them.

Text is read from what Kivy laid out (`Label._label._cached_lines`): every word as drawn, with
the size, font file and colour its markup gave it. So a `[size=14]` span is seen at 14 px, a
`[font=DejaVuSans]` glyph is looked up in DejaVuSans's cmap (fontTools), and text Kivy dropped (a
`shorten` ellipsis, lines beyond a fixed text_size height) is seen missing. Where the letters'
ink is comes from the glyphs' outlines, not from the texture (a font's line is taller than its
letters).

Contrast is read from the rendered pixels, not from canvas colours: what is behind a text is
whatever the GPU drew there (a tile's fill, a sand level, a sheet's overlay over a board), and the
ancestors' canvases do not say that reliably (instructions in canvas.after, RoundedRectangles
smaller than their widget, alpha blending). Around the letters the background is the pixel
colours that are not the text's own; every colour covering a share of those (a text over two
fills is read against both) is compared with every colour the text is drawn in.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

BACKGROUND_SHARE = 0.15  # a colour that covers this share of the non-text pixels is a background

MARKUP = re.compile(r"\[/?(?:b|i|u|s|font|font_context|font_family|font_features|size|color|ref|anchor|sub|sup|text_language)(?:=[^\]]*)?\]")


def plain(text: str) -> str:
    """A label's words without markup, as a person reads them."""
    text = MARKUP.sub("", text or "")
    return text.replace("&bl;", "[").replace("&br;", "]").replace("&amp;", "&")


def words(label) -> list:
    """The words Kivy laid out for `label` (LayoutWord: .text and .options)."""
    core = getattr(label, "_label", None)
    if core is None:
        return []
    return [word for line in getattr(core, "_cached_lines", []) for word in line.words]


def broken_words(label) -> list[str]:
    """Words Kivy broke across two lines because they fit on none ('NOP / E', 'press / ed'):
    where a line ends inside a word of the text (not at a space, a hyphen or a line break)."""
    source = plain(label.text)
    letters = [i for i, c in enumerate(source) if not c.isspace()]  # the text's letters, by index
    broken, seen = [], 0
    lines = [line for line in getattr(label._label, "_cached_lines", [])
             if "".join("".join(w.text.split()) for w in line.words)]
    for line in lines[:-1]:
        seen += len("".join("".join(w.text.split()) for w in line.words))
        if seen >= len(letters):
            break
        end, nxt = letters[seen - 1], letters[seen]
        if nxt == end + 1 and source[end] not in "-/·" and source[end].isalnum() and source[nxt].isalnum():
            start = end
            while start > 0 and not source[start - 1].isspace():
                start -= 1
            stop = nxt
            while stop + 1 < len(source) and not source[stop + 1].isspace():
                stop += 1
            broken.append(source[start:end + 1] + " / " + source[nxt:stop + 1])
    return broken


def backgrounds(pixels, region, ink: list[tuple]) -> list[tuple]:
    """The colours behind a text in `region` of the frame: the frequent colours of its pixels that
    are not (nearly) one of the text's own colours. An empty list: all text, nothing behind."""
    counts = pixels.colours(region)
    total = sum(counts.values())
    if not total:
        return []

    def is_ink(colour):
        return any(sum(abs(c - i) for c, i in zip(colour, tone)) <= 24 for tone in ink)

    rest = Counter({c: n for c, n in counts.items() if not is_ink(c)})
    rest_total = sum(rest.values())
    if rest_total < 0.05 * total:  # nothing but the text's colour: it sits on its own colour
        return [counts.most_common(1)[0][0]]
    return [c for c, n in rest.most_common(4) if n >= BACKGROUND_SHARE * rest_total]


class Frame:
    """The window's pixels as drawn (glReadPixels, bottom-up rows like Kivy's window coordinates)."""

    def __init__(self, window) -> None:
        from kivy.graphics.opengl import GL_RGB, GL_UNSIGNED_BYTE, glPixelStorei, GL_PACK_ALIGNMENT, glReadPixels

        self.width, self.height = int(window.width), int(window.height)
        glPixelStorei(GL_PACK_ALIGNMENT, 1)
        self.data = glReadPixels(0, 0, self.width, self.height, GL_RGB, GL_UNSIGNED_BYTE)

    def colours(self, region) -> Counter:
        x0, y0 = max(0, int(region[0])), max(0, int(region[1]))
        x1 = min(self.width, int(region[0] + region[2]))
        y1 = min(self.height, int(region[1] + region[3]))
        counts: Counter = Counter()
        if x1 <= x0 or y1 <= y0:
            return counts
        step = 2 if (x1 - x0) * (y1 - y0) > 4000 else 1
        for y in range(y0, y1, step):
            row = self.data[(y * self.width + x0) * 3:(y * self.width + x1) * 3]
            counts.update(zip(row[0::3 * step], row[1::3 * step], row[2::3 * step]))
        return counts


def drawn_text_box(label, box) -> tuple[float, float, float, float]:
    """Where the label's texture is drawn: centred on the label (Label's and BigButton's rule)."""
    tw, th = label.texture_size
    return (int(box[0] + box[2] / 2 - tw / 2), int(box[1] + box[3] / 2 - th / 2), tw, th)


@lru_cache(maxsize=None)
def cmap(font_file: str) -> frozenset[int]:
    """The characters a font file has a glyph for (SDL_ttf draws a box for any other)."""
    return frozenset(_font(font_file)[2])


@lru_cache(maxsize=None)
def _font(font_file: str):
    from fontTools.ttLib import TTFont

    font = TTFont(font_file, lazy=True, fontNumber=0)
    return font, font.getGlyphSet(), font.getBestCmap() or {}


@lru_cache(maxsize=None)
def glyph_bounds(font_file: str, char: str):
    """(yMin, yMax) of a character's outline in font units, or None (a space, or no glyph)."""
    from fontTools.pens.boundsPen import BoundsPen

    font, glyphs, table = _font(font_file)
    name = table.get(ord(char))
    if name is None:
        return None
    pen = BoundsPen(glyphs)
    glyphs[name].draw(pen)
    return None if pen.bounds is None else (pen.bounds[1], pen.bounds[3])


def ink_rows(label):
    """(left, top, right, bottom) of the letters' ink in the texture, in pixels from its top left.
    A line of a font is taller than its letters (ascent and descent for accents and descenders a
    text may not have): a big number's texture can reach past its box while every digit is
    inside. Words of several sizes on one line (markup) sit on the line's bottom, as Kivy lays
    them."""
    top = bottom = left = right = None
    for line in getattr(label._label, "_cached_lines", []):
        inked = [w for w in line.words if w.text.strip()]
        if not inked:
            continue
        left = line.x if left is None else min(left, line.x)
        right = line.x + line.w if right is None else max(right, line.x + line.w)
        for word in inked:
            font_file = word.options.get("font_name_r")
            if not font_file:
                continue
            font, _, _ = _font(font_file)
            scale = float(word.options.get("font_size", 0)) / font["head"].unitsPerEm
            bounds = [b for c in word.text if (b := glyph_bounds(font_file, c)) is not None]
            if not bounds:
                continue
            baseline = line.y + max(0, line.h - word.lh) + font["hhea"].ascent * scale  # (line_height < 1: from the top)
            word_top = baseline - max(b[1] for b in bounds) * scale
            word_bottom = baseline - min(b[0] for b in bounds) * scale
            top = word_top if top is None else min(top, word_top)
            bottom = word_bottom if bottom is None else max(bottom, word_bottom)
    if left is None or top is None:
        return None
    return (left, top, right, bottom)


def ink_box(label, box):
    """Where the letters are drawn, in window pixels (the texture's rectangle when unknown)."""
    drawn = drawn_text_box(label, box)
    ink = ink_rows(label)
    if ink is None:
        return drawn
    left, top, right, bottom = ink
    return (drawn[0] + left, drawn[1] + drawn[3] - bottom, right - left, bottom - top)
