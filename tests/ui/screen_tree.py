"""Which widgets of a drawn scene a person can see (the screen checks' first step).

One pass over the window's widget tree in draw order gives every widget a person can see: its box
in window pixels, its opacity as drawn (its ancestors' multiplied in), the part of the window its
clipping ancestors (a ScrollView's stencil) leave visible. A widget is hidden, and not checked,
when it draws nothing a finger or an eye can find: opacity 0, no area, outside the window or its
clip, or under a modal layer drawn after it (a sheet, an overlay, the hold-to-see cover, the
hardware panel, a page a setup opens over itself: the player picker, the ages page). The parked children of a closed Panel have left the tree, so a closed sheet's
widgets are not there.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kivy.metrics import dp

from screen_text import plain

# rounding of layouts (int() of a centred texture): 1 px on the original 800x480 panel, 1 dp on any
# display (what was a fraction of a pixel there is the same fraction of a dp, then rounded)
SLACK = max(1.0, dp(1))


@dataclass
class Node:
    widget: object
    box: tuple[float, float, float, float]  # x, y, w, h in window pixels
    opacity: float
    clip: tuple[float, float, float, float]
    name: str  # class, id, text: how a failure names it
    cover: bool = False  # a modal layer: what it overlaps below it is hidden


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


def _cover_classes():
    from kivy.uix.modalview import ModalView

    from ui.scan_sheets import ScanSheet
    from ui.screens.kites_board.kites_board import HoldOverlay
    from ui.widgets.player_picker import PlayerPicker
    from ui.widgets.private_reveal import RevealCover
    from ui.widgets.seat_roster import AgesPage
    from ui.widgets.sheet import Sheet

    # (the on-screen copy of the box's buttons and lamps docks in the board: it covers nothing);
    # the player picker and Sparkle*Kitty's ages page are whole pages (opaque, the window's size) a
    # setup adds over itself: the setup's rows under them are not seen, nor can a finger reach them
    return (Sheet, ScanSheet, HoldOverlay, RevealCover, ModalView, PlayerPicker, AgesPage)


def is_cover(widget) -> bool:
    from ui.widgets.panel import Overlay

    return isinstance(widget, _cover_classes()) or (isinstance(widget, Overlay) and widget.shown)


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
            try:
                target = getattr(value, "__self__", value)
            except ReferenceError:  # an id whose widget was removed and collected: nothing drawn to name
                continue
            names.setdefault(id(target), key)
        for child in widget.children:
            visit(child)

    for widget in root_widgets:
        visit(widget)
    return names


def visible_nodes(window) -> list[Node]:
    """Every widget drawn and not hidden, in draw order."""
    from kivy.uix.modalview import ModalView

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
                # a ModalView (a question before leaving a game) dims the whole window, not its panel
                shade = screen if isinstance(later.widget, ModalView) else later.box
                if intersect(shade, box)[2] * intersect(shade, box)[3] > 0.5 * box[2] * box[3]:
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
    return ((players,) if timers is None else (players, count(timers))) + _box_shape(screen)


def _box_shape(screen: str) -> tuple:
    """The box the table plays with (none, real pins, or mock pins with its buttons on the screen)
    and whether its Hardware panel is docked open: a table keeps its box all evening, and the
    panel docks in the Kites board's column when a tap on Hardware asks (the tiles give it room
    then, as the board's layout does for a sheet): not a button moving under a finger."""
    from kivy.app import App

    app = App.get_running_app()
    box = getattr(app, "box", None)
    kind = "none" if box is None else ("mock" if box.mock else "pins")
    board = app.sm.get_screen(screen) if app is not None and app.sm is not None and app.sm.has_screen(screen) else None
    return kind, bool(getattr(board, "panel_open", False))


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
