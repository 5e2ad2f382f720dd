"""What the screen checks measure on a drawn scene (tests/ui/test_screen_checks.py asks).

One pass over the window's widget tree in draw order gives every widget a person can see: its box
in window pixels, its opacity as drawn (its ancestors' multiplied in), the part of the window its
clipping ancestors (a ScrollView's stencil) leave visible. A widget is hidden, and not checked,
when it draws nothing a finger or an eye can find: opacity 0, no area, outside the window or its
clip, or under a modal layer drawn after it (a sheet, an overlay, the hold-to-see cover). The
parked children of a closed Panel have left the tree, so a closed sheet's widgets are not there.

Text is read from what Kivy laid out (`Label._label._cached_lines`): every word as drawn, with
the size, font file and colour its markup gave it. So a `[size=14]` span is seen at 14 px, a
`[font=DejaVuSans]` glyph is looked up in DejaVuSans's cmap, and text Kivy dropped (a `shorten`
ellipsis, lines beyond a fixed text_size height) is seen missing.

Contrast is read from the rendered pixels, not from canvas colours: what is behind a text is
whatever the GPU drew there (a tile's fill, a sand level, a sheet's overlay over a board, an
image), and the ancestors' canvases do not say that reliably (instructions in canvas.after,
RoundedRectangles smaller than their widget, alpha blending). In the box where the label's text
is drawn the background is the pixel colours that are not the text's own; every colour covering
a share of those (a text over two fills is read against both) is compared with every colour the
text is drawn in, and the worst pair counts.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

KEY_FIGURE = 48   # px: the big numbers and words a table reads from across
TEXT_MIN = 18     # px: any text
TOUCH_MIN = 48    # px: a finger
CONTRAST_MIN = 4.5  # WCAG AA for normal text
SLACK = 1.0       # px: rounding of layouts (int() of a centred texture)
BACKGROUND_SHARE = 0.15  # a colour that covers this share of the non-text pixels is a background

MARKUP = re.compile(r"\[/?(?:b|i|u|s|font|font_context|font_family|font_features|size|color|ref|anchor|sub|sup|text_language)(?:=[^\]]*)?\]")


@dataclass
class Node:
    widget: object
    box: tuple[float, float, float, float]  # x, y, w, h in window pixels
    opacity: float
    clip: tuple[float, float, float, float]
    name: str  # class, id, text: how a failure names it
    cover: bool = False  # a modal layer: what it overlaps below it is hidden


@dataclass
class Scene:
    """A drawn scene as the checks see it."""

    name: str
    screen: str
    shape: tuple  # the table's seats (and Kites's timers): what no game changes once dealt
    problems: dict[str, list[str]] = field(default_factory=lambda: {"cut": [], "readable": [], "touch": []})
    buttons: dict[tuple, tuple[float, float, float, float]] = field(default_factory=dict)


# -- geometry ---------------------------------------------------------------------------------
def intersect(a, b):
    x, y = max(a[0], b[0]), max(a[1], b[1])
    r, t = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return (x, y, max(0.0, r - x), max(0.0, t - y))


def inside(inner, outer, slack=SLACK) -> bool:
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[0] + inner[2] <= outer[0] + outer[2] + slack
            and inner[1] + inner[3] <= outer[1] + outer[3] + slack)


def window_box(widget) -> tuple[float, float, float, float]:
    x, y = widget.to_window(widget.x, widget.y)
    return (x, y, float(widget.width), float(widget.height))


# -- the tree -------------------------------------------------------------------------------------
def _cover_classes():
    from kivy.uix.modalview import ModalView

    from ui.scan_sheets import ScanSheet
    from ui.screens.kites_board.kites_board import HoldOverlay
    from ui.widgets.hardware_panel import HardwarePanel
    from ui.widgets.private_reveal import RevealCover
    from ui.widgets.sheet import Sheet

    # the on-screen copy of the box's buttons and lamps slides up over the board's lower half
    return (Sheet, ScanSheet, HoldOverlay, RevealCover, ModalView, HardwarePanel)


def is_cover(widget) -> bool:
    from ui.widgets.panel import Overlay

    return isinstance(widget, _cover_classes()) or (isinstance(widget, Overlay) and widget.shown)


def plain(text: str) -> str:
    """A label's words without markup, as a person reads them."""
    text = MARKUP.sub("", text or "")
    return text.replace("&bl;", "[").replace("&br;", "]").replace("&amp;", "&")


def describe(widget, ids: dict) -> str:
    words = " ".join(plain(getattr(widget, "text", "")).split())
    if len(words) > 50:
        words = words[:47] + "..."
    name = type(widget).__name__
    if id(widget) in ids:
        name += f"#{ids[id(widget)]}"
    return f"{name} {words!r}" if words else name


def id_names(root_widgets) -> dict[int, str]:
    """widget -> its kv id (the nearest rule's `ids` that names it)."""
    names: dict[int, str] = {}

    def visit(widget):
        for key, value in getattr(widget, "ids", {}).items():
            target = getattr(value, "__self__", value)
            names.setdefault(id(target), key)
        for child in widget.children:
            visit(child)

    for widget in root_widgets:
        visit(widget)
    return names


def visible_nodes(window) -> list[Node]:
    """Every widget drawn and not hidden, in draw order."""
    ids = id_names(window.children)
    screen = (0.0, 0.0, float(window.width), float(window.height))
    drawn: list[Node] = []

    def visit(widget, opacity, clip):
        from kivy.uix.stencilview import StencilView

        opacity *= widget.opacity
        box = window_box(widget)
        drawn.append(Node(widget, box, opacity, clip, describe(widget, ids), cover=is_cover(widget)))
        if isinstance(widget, StencilView):
            clip = intersect(clip, box)
        for child in reversed(widget.children):  # children[0] is drawn last, on top
            visit(child, opacity, clip)

    for top in reversed(window.children):
        visit(top, 1.0, screen)

    shown = []
    for i, node in enumerate(drawn):
        box = node.box
        seen = intersect(box, node.clip)
        if node.opacity <= 0.01 or box[2] < 1 or box[3] < 1 or seen[2] < 1 or seen[3] < 1:
            continue
        covered = False
        for later in drawn[i + 1:]:
            if later.cover and later.opacity > 0.01 and not _is_ancestor(later.widget, node.widget):
                if intersect(later.box, box)[2] * intersect(later.box, box)[3] > 0.5 * box[2] * box[3]:
                    covered = True
                    break
        if not covered:
            shown.append(node)
    return shown


def _is_ancestor(maybe, widget) -> bool:
    parent = widget.parent
    while parent is not None and parent is not parent.parent:
        if parent is maybe:
            return True
        parent = parent.parent
    return False


# -- text -------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def cmap(font_file: str) -> frozenset[int]:
    """The characters a font file has a glyph for (SDL_ttf draws a box for any other)."""
    return frozenset(_font(font_file)[2])


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


def luminance(rgb) -> float:
    def channel(c):
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


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


def table_shape(table, screen: str) -> tuple:
    """How many seats the table has, and how many timers a Kites show plays with: a game keeps
    both from its deal to its end, so a board of four seats never turns into one of eight under
    a finger. () on a screen that is no game's own (home, history: the same with any table)."""
    if table is None or table.fold is None or screen not in game_screens():
        return ()
    state = table.current()

    def count(value):
        value = value() if callable(value) else value
        return value if isinstance(value, int) else len(value or ())

    players = count(getattr(state, "players", None) or getattr(state, "hands", None))
    timers = getattr(state, "in_play", None)
    return (players,) if timers is None else (players, count(timers))


@lru_cache(maxsize=1)
def game_screens() -> frozenset[str]:
    """The screens of the games (boards, setups, end screens), by their folder's name."""
    from companion import registry

    names = set()
    for spec in registry.registered():
        if spec.screens is not None:
            for path in (spec.screens.board, spec.screens.setup, spec.screens.end, *spec.screens.extra.values()):
                if path:
                    names.add(path.split(":")[0].split(".")[-1])
    return frozenset(names)


# -- the checks -----------------------------------------------------------------------------------
def is_touch_target(widget) -> bool:
    from kivy.uix.behaviors import ButtonBehavior

    from ui.widgets.private_reveal import PrivateReveal

    return isinstance(widget, (ButtonBehavior, PrivateReveal))


def button_identity(node: Node, ids: dict) -> str:
    widget = node.widget
    if id(widget) in ids:
        return "#" + ids[id(widget)]
    words = " ".join(plain(getattr(widget, "text", "")).replace("✓", "").split())
    return repr(words) if words else type(widget).__name__


def layer_of(widget) -> str:
    """Which layer a button is on: the board, or the sheet (by its headline) it belongs to."""
    parent = widget.parent
    while parent is not None and parent is not parent.parent:
        if is_cover(parent):
            headline = " ".join(plain(getattr(parent, "headline", "")).split())
            return f"{type(parent).__name__} {headline!r}"
        parent = parent.parent
    return "board"


def check_label(node: Node, frame: Frame, problems: dict) -> None:
    label = node.widget
    source = "".join(plain(label.text).split())
    if not source:
        return
    laid = words(label)
    drawn = "".join("".join(w.text.split()) for w in laid)
    where = node.name
    if drawn != source:
        shown = " ".join(" ".join(w.text.split()) for w in laid if w.text.strip())
        how = "shortened" if label.shorten else "cut"
        problems["cut"].append(f"{where}: {how}: shows {shown!r} of {plain(label.text)!r}")
    broken = broken_words(label) if drawn == source else []
    if broken:
        problems["cut"].append(f"{where}: a word broken across lines: {' '.join(broken)!r}")
    tw, th = label.texture_size
    text_box = drawn_text_box(label, node.box)
    ink = ink_box(label, node.box)
    room = node.box
    if getattr(label, "chosen_outline", False):  # a chosen button's 3 px outline, 2 px in, is drawn over its text
        room = (room[0] + 5, room[1] + 5, room[2] - 10, room[3] - 10)
    if tw > node.box[2] + SLACK or not inside(ink, room):
        problems["cut"].append(f"{where}: its text {tw:.0f}x{ink[3]:.0f} px (at {_fmt(ink)}) is larger than "
                               f"its box {_fmt(room)}")
    parent = label.parent
    if parent is not None and parent is not parent.parent and th > 0:
        from kivy.uix.layout import Layout
        from kivy.uix.scrollview import ScrollView

        if isinstance(parent, Layout) and not isinstance(parent.parent, ScrollView):
            room = window_box(parent)
            if not inside(intersect(ink, node.box), room):
                problems["cut"].append(f"{where}: its text at {_fmt(ink)} goes outside the room its parent "
                                       f"{type(parent).__name__} gives, {_fmt(room)}")
    for word in laid:
        if not word.text.strip():
            continue
        font = word.options.get("font_name_r")
        if font:
            missing = sorted({c for c in word.text if not c.isspace() and ord(c) not in cmap(font)})
            if missing:
                problems["cut"].append(f"{where}: {font.rsplit('/', 1)[-1]} has no glyph for "
                                       f"{' '.join(f'{c!r} (U+{ord(c):04X})' for c in missing)}")
    # readable: sizes
    sizes = [float(w.options.get("font_size", label.font_size)) for w in laid if w.text.strip()]
    small = [w for w in laid if w.text.strip() and float(w.options.get("font_size", 0)) < TEXT_MIN - 0.01]
    if small:
        problems["readable"].append(f"{where}: text at {min(float(w.options['font_size']) for w in small):.0f} px "
                                    f"({' '.join(w.text.strip() for w in small)[:40]!r}), under {TEXT_MIN} px")
    if getattr(label, "key_figure", False) and sizes and max(sizes) < KEY_FIGURE - 0.01:
        problems["readable"].append(f"{where}: a key figure at {max(sizes):.0f} px, under {KEY_FIGURE} px")
    # readable: contrast against the pixels behind
    around = (ink[0] - 3, ink[1] - 2, ink[2] + 6, ink[3] + 4)  # the letters and a rim: what is behind them
    region = intersect(intersect(around, node.box), node.clip)
    if region[2] < 1 or region[3] < 1 or label.disabled:
        return  # a disabled control need not stand out (WCAG 1.4.3 exempts inactive components)
    inks = []
    for w in laid:
        if w.text.strip():
            rgba = tuple(w.options.get("color") or label.color)
            if rgba not in inks:
                inks.append(rgba)
    raw = [tuple(int(round(c * 255)) for c in rgba[:3]) for rgba in inks]
    worst = None
    for behind in backgrounds(frame, region, raw):
        bg = [c / 255 for c in behind]
        for rgba in inks:
            alpha = (rgba[3] if len(rgba) > 3 else 1) * node.opacity
            tone = [alpha * c + (1 - alpha) * b for c, b in zip(rgba[:3], bg)]
            ratio = contrast(tone, bg)
            if label.outline_width and label.outline_width >= 1:  # an outlined text reads on its outline
                ratio = max(ratio, contrast(tone, label.outline_color[:3]))
            if worst is None or ratio < worst[0]:
                worst = (ratio, tone, bg)
    if worst is not None and worst[0] < CONTRAST_MIN - 0.005:
        ratio, ink, bg = worst
        problems["readable"].append(f"{where}: contrast {ratio:.2f}:1 (text {_hex(ink)} on {_hex(bg)}), "
                                    f"under {CONTRAST_MIN}:1")


def covered_by_button(node: Node, later: list[Node], problems: dict) -> None:
    """A text another button is drawn over (a sheet's rows overflowing onto its detail line): a
    button's fill hides what is under it, so the text there is cut."""
    label = node.widget
    if not "".join(plain(label.text).split()) or is_touch_target(label):
        return
    ink = ink_box(label, node.box)
    for other in later:
        widget = other.widget
        if not is_touch_target(widget) or _is_ancestor(widget, label) or _is_ancestor(label, widget):
            continue
        over = intersect(ink, other.box)
        if over[2] > SLACK and over[3] > SLACK:
            problems["cut"].append(f"{node.name}: {other.name} is drawn over its text at {_fmt(over)}")
            return


def _fmt(box) -> str:
    return f"({box[0]:.0f},{box[1]:.0f} {box[2]:.0f}x{box[3]:.0f})"


def _hex(rgb) -> str:
    return "#" + "".join(f"{int(round(c * 255)):02x}" for c in rgb[:3])


def measure(studio, scene: str) -> Scene:
    """Draw `scene` (as `companion snapshot` does) and run every check on it."""
    from kivy.core.window import Window
    from kivy.uix.label import Label

    studio.stage(scene)
    app = studio.app
    screen = app.sm.current_screen
    result = Scene(scene, app.sm.current, table_shape(app.table, app.sm.current))
    frame = Frame(Window)
    ids = id_names(Window.children)
    seen: Counter = Counter()
    nodes = visible_nodes(Window)
    for i, node in enumerate(nodes):
        widget = node.widget
        if isinstance(widget, Label):
            check_label(node, frame, result.problems)
            covered_by_button(node, nodes[i + 1:], result.problems)
        if is_touch_target(widget):
            w, h = node.box[2], node.box[3]
            if w < TOUCH_MIN - 0.01 or h < TOUCH_MIN - 0.01:
                result.problems["touch"].append(f"{node.name}: a touch target of {w:.0f}x{h:.0f} px, under "
                                                f"{TOUCH_MIN}x{TOUCH_MIN}")
            key = (layer_of(widget), button_identity(node, ids))
            seen[key] += 1
            result.buttons[key + (seen[key],)] = tuple(round(v) for v in node.box)
    return result
