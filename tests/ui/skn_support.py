"""What the Nights board tests share: where screenshots go, which roles the window shows, a
scripted scene on the test's table, a hold-to-see warning that ends on the test's cue."""

from __future__ import annotations

from pathlib import Path

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


def roles_on_window() -> set[str]:
    """Which roles the window shows now (the screen on show, covers, sheets)."""
    from ui.screens.skn_board.looks import roles_shown
    from ui.widgets.private_reveal import window_texts

    return roles_shown(window_texts(hidden_screens=False))


def scene(ui, name):
    from ui.screens.skn_board.demo_games import SCENES

    screen = SCENES[name](ui.demo)
    return ui.show(screen)


class RevealCue:
    """Kivy's Clock as ui/widgets/private_reveal.py sees it in these tests (`reveal_on_cue`). A
    held tile schedules its secret for after the warning (REVEAL_AFTER on Kivy's real clock), and
    a frame slower than that (a loaded machine) would show it before the test has looked at the
    warning, or before a finger lets go during it. Here the warning ends when the test says:
    `tile.reveal()`, or `fire()` for what the hold scheduled (`due`)."""

    def __init__(self):
        self.due: list[_Due] = []

    def schedule_once(self, callback, timeout=0):
        event = _Due(self, callback, timeout)
        self.due.append(event)
        return event

    def fire(self) -> None:
        due, self.due = self.due, []
        for event in due:
            event.callback(event.timeout)


class _Due:
    def __init__(self, cue: RevealCue, callback, timeout: float):
        self.cue, self.callback, self.timeout = cue, callback, timeout

    def cancel(self) -> None:
        if self in self.cue.due:
            self.cue.due.remove(self)


def reveal_on_cue(monkeypatch) -> RevealCue:
    from ui.widgets import private_reveal

    cue = RevealCue()
    monkeypatch.setattr(private_reveal, "Clock", cue)
    return cue


def hold_and_let_go(ui, board) -> int:
    """The player on turn holds the sheet's private tile alone until it shows (a BURY, a SPARE),
    then lets go: how many inputs that added."""
    from ui.widgets.private_reveal import PrivateReveal

    tile = next(w for w in board.sheet.walk() if isinstance(w, PrivateReveal))
    before = len(ui.inputs())
    touch = ui.press(tile)
    tile.reveal()
    ui.frame()
    ui.lift(touch)
    return len(ui.inputs()) - before
