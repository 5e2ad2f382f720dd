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


def test_eight_tiles_with_two_digits_an_exposure_and_mirrors_show_every_word_whole(studio, mock_pins):
    """The narrowest tiles at their fullest (ui/scenes_reached.py): TURN beside a tower of 11, a
    Naughty Knight exposed, every Vampire tower's Mirror. Before, TURN, tower and hand were cut
    to '...' beside 11, NAUGHTY and KNIGHT shortened, 'tower ▣' cut on every Vampire tile."""
    from screen_checks import measure

    for scene in ("skn_board_eight_tall", "skn_board_vampire_eight"):
        seen = measure(studio, scene)
        problems = seen.problems["cut"] + seen.problems["overlap"] + seen.problems["readable"]
        assert not problems, f"{scene}: {problems}"
        board = studio.app.sm.get_screen("skn_board")
        assert all(tile.compact for tile in board.tiles.values())
    tall = measure(studio, "skn_board_eight_tall")
    board = studio.app.sm.get_screen("skn_board")
    turn = next(t for t in board.tiles.values() if t.turn)
    assert turn.tower == 11 and "▶" in turn.ids.status.text  # the turn's mark beside two digits
    assert plain(turn.ids.hand_line.text) == f"hand {turn.hand}"  # the hand on its own line
    assert "NAUGHTY" in {plain(t.ids.team.text) for t in board.tiles.values()}
    assert not tall.problems["cut"]


def test_a_word_drawn_over_the_tower_number_is_found(studio, mock_pins, monkeypatch):
    """The check that would have caught TURN on the tower number: the number's box narrowed to
    its old fixed 31 px, so "11" runs under the words beside it."""
    from screen_checks import measure
    from ui.scenes import HOOKS

    from kivy.clock import Clock

    def force(_dt):  # every frame, after the kv rules and the layout had their say
        board = studio.app.sm.get_screen("skn_board")
        tile = next(t for t in board.tiles.values() if t.turn)
        tile.compact = False  # the wide layout: TURN, tower and hand beside the number
        tile.ids.tower.width = 31

    ticking = []
    monkeypatch.setitem(HOOKS, "skn_board_eight_tall", lambda app: ticking.append(Clock.schedule_interval(force, 0)))
    try:
        seen = measure(studio, "skn_board_eight_tall")
    finally:
        for event in ticking:
            event.cancel()
        studio._reset()
    assert any("overlaps Label '11'" in p or "'11'" in p for p in seen.problems["overlap"]), seen.problems
