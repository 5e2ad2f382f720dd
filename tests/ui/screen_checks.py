"""The screen checks on a drawn scene (tests/ui/test_screen_checks.py asks): nothing cut, readable,
touch targets for fingers, and where every button is (for the stability check). Which widgets are
seen: screen_tree.py; a label's words, letters and background: screen_text.py."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from screen_text import Frame, backgrounds, broken_words, cmap, drawn_text_box, ink_box, plain, words
from screen_tree import SLACK, Node, _is_ancestor, id_names, inside, intersect, is_cover, table_shape, \
    visible_nodes, window_box
from kivy.metrics import dp

from ui.theme import contrast

# dp floors (a pixel of the original 7" 800x480 panel; ui/display.py's density makes them the same
# mm on any display): measured in pixels, each floor is these many dp at the display's density
FLOOR_DP = {"key figure": 48, "text": 18, "touch": 48}
KEY_FIGURE = dp(FLOOR_DP["key figure"])  # the big numbers and words a table reads from across
TEXT_MIN = dp(FLOOR_DP["text"])          # any text
TOUCH_MIN = dp(FLOOR_DP["touch"])        # a finger
CONTRAST_MIN = 4.5  # WCAG AA for normal text


@dataclass
class Scene:
    """A drawn scene as the checks see it."""

    name: str
    screen: str
    shape: tuple  # the table's seats (and Kites's timers): what no game changes once dealt
    problems: dict[str, list[str]] = field(default_factory=lambda: {"cut": [], "readable": [], "touch": [],
                                                                    "overlap": [], "window": [], "colour": []})
    buttons: dict[tuple, tuple[float, float, float, float]] = field(default_factory=dict)


# -- the checks -----------------------------------------------------------------------------------
def is_touch_target(widget) -> bool:
    from kivy.uix.behaviors import ButtonBehavior

    from ui.widgets.private_reveal import PrivateReveal

    return isinstance(widget, (ButtonBehavior, PrivateReveal))


def button_identity(node: Node, ids: dict) -> str:
    widget = node.widget
    if id(widget) in ids:
        # qualified by the named widgets it sits in ("slot1/aside"): rows built from one rule
        # share their ids, and a button is the same button only in the same row
        path, up = [ids[id(widget)]], widget.parent
        while up is not None and up is not up.parent:
            if id(up) in ids:
                path.append(ids[id(up)])
            up = up.parent
        return "#" + "/".join(reversed(path))
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
    if getattr(label, "chosen_outline", False):  # a chosen button's 3 dp outline, 2 dp in, is drawn over its text
        room = (room[0] + dp(5), room[1] + dp(5), room[2] - dp(10), room[3] - dp(10))
    # a label that wraps (text_size set) lays its lines inside that width: its letters tell; one that
    # does not is as wide as its texture, less its own padding
    padding = label.padding[0] + label.padding[2]
    too_wide = label.text_size[0] is None and tw - padding > node.box[2] + SLACK
    if too_wide or not inside(ink, room):
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
        problems["readable"].append(f"{where}: text at {_dp(min(float(w.options['font_size']) for w in small))} "
                                    f"({' '.join(w.text.strip() for w in small)[:40]!r}), under {FLOOR_DP['text']} dp")
    if getattr(label, "key_figure", False) and sizes and max(sizes) < KEY_FIGURE - 0.01:
        problems["readable"].append(f"{where}: a key figure at {_dp(max(sizes))}, under {FLOOR_DP['key figure']} dp")
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


def overlaps(node: Node, others: list[Node], problems: dict) -> None:
    """A text drawn over another text or over a drawn thing beside it (a lamp, a bar): the two
    fight for the same pixels ("armed" printed over the buzzer's lamp, TURN over a tower count).
    Another label is compared by its letters' ink; a thing without words by its box."""
    from kivy.uix.label import Label

    label = node.widget
    if not "".join(plain(label.text).split()) or is_touch_target(label):
        return
    ink = ink_box(label, node.box)
    for other in others:
        widget = other.widget
        if widget is label or _is_ancestor(widget, label) or _is_ancestor(label, widget):
            continue
        if isinstance(widget, Label):
            if not "".join(plain(widget.text).split()) or is_touch_target(widget):
                continue
            theirs = ink_box(widget, other.box)
        elif _drawn_thing(widget):
            theirs = other.box
        else:
            continue
        over = intersect(intersect(ink, theirs), intersect(node.clip, other.clip))
        if over[2] > SLACK + 1 and over[3] > SLACK + 1:
            problems["overlap"].append(f"{node.name}: its text overlaps {other.name} at {_fmt(over)}")


def _drawn_thing(widget) -> bool:
    """A leaf widget that draws something of its own (a lamp, a swatch, a bar): not a layout,
    a screen or a bare spacer."""
    from kivy.uix.layout import Layout
    from kivy.uix.screenmanager import Screen

    if widget.children or isinstance(widget, (Layout, Screen)) or is_touch_target(widget):
        return False
    return len(widget.canvas.children) > 0 or len(widget.canvas.before.children) > 0


def out_of_window(node: Node, size, problems: dict) -> None:
    """A widget partly outside the window (pushed off an edge by its row): a finger cannot reach
    what is not there, nor an eye read it."""
    window = (0.0, 0.0, float(size[0]), float(size[1]))
    if node.clip != window:
        return  # inside a scrolled list: its rows go past its edges, and scroll into view
    if not inside(node.box, window) and (is_touch_target(node.widget) or getattr(node.widget, "text", "")):
        problems["window"].append(f"{node.name}: at {_fmt(node.box)}, outside the window {_fmt(window)}")


# words that say something went wrong, and that it went right: their colour may not say the opposite
BAD_WORDS = re.compile(r"\b(lost|ran out|exploded|refused|too late)\b", re.I)
GOOD_WORDS = re.compile(r"\b(won|wins|safe)\b", re.I)


def colour_contradicts(node: Node, problems: dict) -> None:
    """Colour alone never carries a meaning, and never the wrong one: a word of loss in the
    green of a win ("Lost" in green), a win in the red of a loss. (A word or a mark carries the
    meaning; the colour may only agree with it.)"""
    label = node.widget
    for word in words(label):
        text = word.text.strip()
        if not text:
            continue
        rgba = tuple(word.options.get("color") or label.color)
        hue = _hue(rgba)
        if BAD_WORDS.search(text) and hue == "green" and not GOOD_WORDS.search(text):
            problems["colour"].append(f"{node.name}: {text!r} says a loss in green")
        elif GOOD_WORDS.search(text) and hue == "red" and not BAD_WORDS.search(text):
            problems["colour"].append(f"{node.name}: {text!r} says a win in red")


def _hue(rgba) -> str | None:
    import colorsys

    h, l, sat = colorsys.rgb_to_hls(*rgba[:3])
    if sat < 0.35 or l < 0.15 or l > 0.92:
        return None
    degrees = h * 360
    return "red" if degrees < 20 or degrees > 340 else "green" if 80 < degrees < 170 else None


def _dp(px: float) -> str:
    """A size measured in pixels, told in dp (the same at density 1)."""
    return f"{px / dp(1):.0f} dp" if dp(1) == 1 else f"{px / dp(1):.1f} dp ({px:.0f} px)"


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
        out_of_window(node, Window.size, result.problems)
        if isinstance(widget, Label):
            check_label(node, frame, result.problems)
            covered_by_button(node, nodes[i + 1:], result.problems)
            overlaps(node, nodes[:i] + nodes[i + 1:], result.problems)
            colour_contradicts(node, result.problems)
        if is_touch_target(widget):
            w, h = node.box[2], node.box[3]
            if w < TOUCH_MIN - 0.01 or h < TOUCH_MIN - 0.01:
                result.problems["touch"].append(f"{node.name}: a touch target of {w:.0f}x{h:.0f} px ({_dp(w)} by "
                                                f"{_dp(h)}), under {FLOOR_DP['touch']}x{FLOOR_DP['touch']} dp")
            key = (layer_of(widget), button_identity(node, ids))
            seen[key] += 1
            result.buttons[key + (seen[key],)] = tuple(round(v) for v in node.box)
    return result
