"""What the Nights board tests share: where screenshots go, which roles the window shows, a
scripted scene on the test's table."""

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
