"""The Nights board's TEAMS button with room to read (issue 23): "TEAMS none exposed yet" took
three lines at eight players."""

from __future__ import annotations

from screen_text import plain


def test_teams_says_none_exposed_yet_on_two_lines_at_eight(ui):
    ui.scene("skn_board_eight")
    ui.frame()
    teams = ui.app.sm.get_screen("skn_board").ids.teams
    assert "none exposed yet" in plain(teams.text)
    lines = [line for line in teams._label._cached_lines if "".join(w.text.strip() for w in line.words)]
    assert len(lines) == 2, [" ".join(w.text for w in line.words) for line in lines]
