"""The dead-end sweep's machinery (tests/realapp/test_dead_ends_real.py): on one screen (or one
sheet), tap every visible enabled button in turn; each must change the screen or the log, and
every screen it leads to must offer a way back. A button that does nothing is a dead end; so is a
screen with no way out.

After each tap the sweep goes back the way the screen offers (a sheet's Cancel, an input's UNDO,
Home's "Back to ...", a page's Back). A tap that leaves for good (a setup's START, an end screen's
Play again, Home from a setup) is no dead end: the sweep then opens a fresh app (a new data
folder) and reaches the screen again by the same steps (`reach`), for the buttons still to try.

A slider (History's scrubber) is tapped near its right end, then near its left: one of the two
must move it. A hold-to-see tile (ui/widgets/private_reveal.py: Nights' Knights, a seat's hold on
the Phones sheet) is no button: the sweep holds it, as its owner does, and it must show its secret
while held ("let go to hide") and hide it again on the let-go.

Left out: race buttons (the race tests' own: test_margins_real.py), the virtual scanner's page
(tests/ui/test_scanning*), and the chosen option of a row (tapped again, it stays chosen)."""

from __future__ import annotations

from typing import Callable

from tests.realapp.app_process import RealApp, Tree, Widget

RACE_BUTTONS = {"PinButton"}
HOLD_TILES = {"PrivateReveal"}  # held, not tapped (see the module doc)
SLIDERS = {"Slider"}  # tapped along their track: far right, then far left (History's scrubber)
SHOWN = "let go to hide"  # the cover's words while a held tile's secret is on show
WAYS_BACK = ("Cancel", "Back", "< Back", "Close", "Keep playing", "< Back to the setup", "< Home", "Home",
             "< History", "Done", "DONE", "Ready >", "Keep it", "Keep")  # the last two: a page's own confirm
SKIP = {"SCAN", "Scan"}  # the virtual scanner's page: a test of its own (tests/ui/test_scanning*)

Reach = Callable[[RealApp], object]  # from a fresh app (on Home) to the screen swept


def chosen(button) -> bool:
    """The chosen one of a row (outlined, or ticked "✓4"): tapped again, it stays chosen."""
    return bool(button.get("selected")) or (button.text.startswith("✓") and button.text[1:].strip().isdigit())


def signature(app: RealApp, tree: Tree) -> tuple:
    """What a tap may change: the screen, its words, which options are chosen, the log."""
    picked = tuple((b.text, b["x"], b["y"]) for b in tree.buttons() if chosen(b))
    return tree.screen, tuple(tree.texts()), picked, len(app.export())


def settled(app: RealApp) -> Tree:
    """A snapshot once the screen stopped changing (two in a row alike, frames apart)."""
    last = app.tree()
    for _ in range(20):
        now = app.next_frames(last, 3)
        if now.screen == last.screen and now.texts() == last.texts():
            return now
        last = now
    return last


def within(tree: Tree, cls: str | None, holds: bool = False) -> list:
    """The buttons a sweep taps (and, `holds`, the hold tiles it holds): all of the screen's, or
    those inside the top widget of class `cls` (a sheet: the board under it is swept on its own)."""
    buttons = tree.buttons()
    if holds:
        buttons += [r for r in tree.visible() if r["cls"] in HOLD_TILES | SLIDERS]
    if cls is None:
        return buttons
    tops = [r for r in tree.visible() if r["cls"] == cls]
    if not tops:
        return []
    top = max(tops, key=lambda r: r["n"])
    by_n = {r["n"]: r for r in tree.rows}

    def inside(row) -> bool:
        p = row["parent"]
        while p != -1:
            if p == top["n"]:
                return True
            p = by_n[p]["parent"]
        return False

    return [b for b in buttons if inside(b)]


def words_of(tree: Tree, widget: Widget) -> str:
    """A widget's words, or its labels' (a hold tile is a box of labels)."""
    if widget.text.strip():
        return widget.text
    kids = {widget["n"]}
    words = []
    for r in tree.rows:
        if r["parent"] in kids:
            kids.add(r["n"])
            if r.text.strip():
                words.append(r.text.strip())
    return " ".join(" ".join(words).split())


def hold(app: RealApp, widget: Widget, timeout: float = 6.0) -> str | None:
    """A finger held on a hold tile until its secret shows, then let go; what is wrong, if any."""
    x, y = widget.center
    app.display.xdotool("mousemove", str(x), str(y), "mousedown", "1")
    try:
        app.wait(lambda t: SHOWN in t.all_text(), "the secret shown while held", timeout=timeout)
    except AssertionError:
        return "showed nothing while held"
    finally:
        app.display.xdotool("mouseup", "1")
    try:
        app.wait(lambda t: SHOWN not in t.all_text(), "the secret hidden on the let-go", timeout=timeout)
    except AssertionError:
        return "stayed on show after the let-go"
    return None


def slide(app: RealApp, slider: Widget, before: tuple) -> bool:
    """A tap near the slider's right end, then (if that moved nothing) near its left: did it move?"""
    y = slider["y"] + slider["h"] // 2
    for at in (0.9, 0.1):
        app.touch(slider["x"] + int(slider["w"] * at), y)
        try:
            app.wait(lambda t: signature(app, t) != before, "the slider to move something", timeout=4)
            return True
        except AssertionError:
            pass
    return False


def _is_start(tree: Tree, start: Tree, anchor: str | None) -> bool:
    return tree.screen == start.screen and (anchor is None or anchor in tree.all_text())


def way_back(app: RealApp, start: Tree, logged: int, anchor: str | None) -> str:
    """Back to the screen the sweep started from, by the way each screen offers: "back", or "left"
    (a way out that does not lead back here: the sweep reaches the screen again), or what is wrong
    ("no way back from ...")."""
    before = {b.text for b in start.buttons()}
    undone = False  # an input the tap made is undone once (the log then holds it and its undo)
    for _ in range(6):
        tree = settled(app)
        new_ways = [w for w in WAYS_BACK if tree.find(w, exact=True) and w not in before]
        if _is_start(tree, start, anchor) and not new_ways and (undone or len(app.export()) <= logged):
            return "back"
        if not undone and len(app.export()) > logged and tree.find("UNDO", exact=True) and not new_ways:
            app.tap("UNDO", exact=True)
            undone = True
        elif new_ways:
            app.tap(new_ways[0], exact=True)
        elif tree.screen == "home":
            back = [b for b in tree.buttons() if b.text.startswith("▶ Back to")]
            if not back or start.screen == "home":
                return "left"
            app.tap_widget(back[0], tree)
        else:
            word = next((w for w in WAYS_BACK if tree.find(w, exact=True)), None)
            if word is None:
                return f"no way back from {tree.screen}:\n{tree.all_text()}"
            app.tap(word, exact=True)
    return "back" if _is_start(settled(app), start, anchor) else "left"


class Sweeper:
    """Sweeps one screen, opening fresh apps as the sweep needs (`fresh()`: a started app)."""

    def __init__(self, fresh: Callable[[], RealApp], reach: Reach, within_cls: str | None = None,
                 anchor: str | None = None):
        self.fresh, self.reach, self.cls, self.anchor = fresh, reach, within_cls, anchor
        self.swept: list[str] = []  # what was tapped (or held), in order: a sweep of nothing proves nothing
        self.app = self._open()

    def _open(self) -> RealApp:
        app = self.fresh()
        self.reach(app)
        settled(app)
        return app

    def _targets(self, tree: Tree) -> list[tuple]:
        return [(b.text, b["cls"], b["x"], b["y"]) for b in within(tree, self.cls, holds=True)
                if not b["disabled"] and not chosen(b) and b["cls"] not in RACE_BUTTONS and b.text not in SKIP]

    def sweep(self) -> list[str]:
        """Every button of the screen tapped once; what is wrong (dead buttons, no way back)."""
        app = self.app
        start = settled(app)
        screen = start.screen
        problems: list[str] = []
        for text, cls, x, y in self._targets(start):
            tree = app.tree()
            if not _is_start(tree, start, self.anchor):
                app = self.app = self._open()
                tree = app.tree()
            logged = len(app.export())
            before = signature(app, tree)
            matches = [b for b in within(tree, self.cls, holds=True)
                       if (b.text, b["cls"], b["x"], b["y"]) == (text, cls, x, y)]
            if not matches or matches[0]["disabled"] or chosen(matches[0]):
                continue  # gone or chosen by an earlier tap (a row's other option): nothing to say
            self.swept.append(f"{'held ' if cls in HOLD_TILES else ''}{words_of(tree, matches[0]) or cls}")
            if cls in HOLD_TILES:
                wrong = hold(app, matches[0])
                if wrong is not None:
                    problems.append(f"{screen}: the hold tile {words_of(tree, matches[0])!r} at {x},{y} {wrong}")
                back = way_back(app, start, logged, self.anchor)
                if back.startswith("no way back"):
                    problems.append(f"{screen}: after holding {words_of(tree, matches[0])!r}, {back}")
                    app = self.app = self._open()
                continue
            if cls in SLIDERS:
                if not slide(app, matches[0], before):
                    problems.append(f"{screen}: the {cls} at {x},{y} moved nothing, tapped at either end")
                    continue
            else:
                app.tap_widget(matches[0], tree)
                try:
                    app.wait(lambda t: signature(app, t) != before, f"{text!r} to do something", timeout=4)
                except AssertionError:
                    problems.append(f"{screen}: {text or cls!r} at {x},{y} changed neither the screen nor the log")
                    continue
            back = way_back(app, start, logged, self.anchor)
            if back.startswith("no way back"):
                problems.append(f"{screen}: after {text!r}, {back}")
                app = self.app = self._open()
        return problems
