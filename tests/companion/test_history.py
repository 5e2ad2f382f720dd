"""The end screen's plot data: every timer's sand over the show, exact between inputs."""

from __future__ import annotations

import pytest

from companion.kites import KitesRules
from companion.kites.history import sand_series
from companion.log import ActionLog
from companion.table import Table


def table_at(now: list[float], **setup) -> Table:
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kites", **{"players": 2, **setup})
    return table


def logged(table: Table):
    return table.log.inputs(table.game_id)


def red_twice(now: list[float]) -> Table:
    """Start at 1 s; red flipped at 3 s and again at 10 s; nothing after (red runs out at 17 s)."""
    table = table_at(now)
    now[0] = 1
    assert table.submit("start").accepted
    for player, t in ((0, 3), (1, 10)):
        now[0] = t
        assert table.submit("play", player=player, card=["red"]).accepted
        assert table.submit("flip", timer="red").accepted
    return table


def test_a_flip_is_a_jump_and_sand_runs_straight_between():
    now = [0.0]
    table = red_twice(now)
    red = sand_series(table.rules, logged(table))["red"]
    assert red == [(0, None), (1, None), (3, None), (3, 30), (10, 23), (10, 7), (17, 0)]


def test_the_plot_runs_to_the_run_out_that_ended_the_show():
    now = [0.0]
    table = red_twice(now)
    series = sand_series(table.rules, logged(table))
    # The white timer stood up at the start and ran on until red ran out at 17 s.
    assert series["white"][0] == (0, None)
    assert (1, 60) in series["white"]
    assert series["white"][-1] == (17, 44)
    # Timers never flipped lie on their side all show long.
    assert all(top is None for _, top in series["blue"])
    assert series["blue"][-1][0] == 17


def test_until_closes_a_show_still_running():
    now = [0.0]
    table = red_twice(now)
    red = sand_series(table.rules, logged(table), until=12)["red"]
    assert red[-1] == (12, 5)
    # A moment past the run-out still stops at the run-out.
    assert sand_series(table.rules, logged(table), until=40)["red"][-1] == (17, 0)


def test_step_adds_points_on_the_same_straight_line():
    now = [0.0]
    table = red_twice(now)
    red = sand_series(table.rules, logged(table), step=2)["red"]
    assert (4, 29) in red and (6, 27) in red and (12, 5) in red and (16, 1) in red
    for t, top in red:
        if top is not None and 3 <= t < 10:
            assert top == pytest.approx(30 - (t - 3))


def test_warm_up_set_aside_timers_are_not_plotted():
    now = [0.0]
    table = table_at(now, mode="warmup")
    series = sand_series(table.rules, logged(table))
    assert set(series) == {"red", "yellow", "blue", "white"}


def test_an_undone_flip_is_not_in_the_plot():
    now = [0.0]
    table = table_at(now)
    now[0] = 1
    table.submit("start")
    now[0] = 3
    table.submit("play", player=0, card=["red", "blue"])
    table.submit("flip", timer="red")
    table.submit("flip", timer="blue")
    now[0] = 5
    table.submit("play", player=1, card=["blue"])
    table.submit("flip", timer="blue")  # a slip of the finger...
    now[0] = 6
    assert table.submit("undo").accepted  # ...taken back: blue was never turned at 5 s
    now[0] = 8
    assert table.submit("flip", timer="white").accepted
    series = sand_series(table.rules, logged(table))
    blue = series["blue"]
    assert (5, 73) in blue and not any(top == 2 for _, top in blue)  # never turned to 2 s
    assert (8, 70) in blue  # 75 s of sand, running since 3 s
    white = series["white"]
    assert (8, 53) in white and (8, 7) in white


def test_an_undo_too_late_ends_the_show_where_the_sand_ran_out():
    now = [0.0]
    table = table_at(now)
    now[0] = 1
    table.submit("start")
    now[0] = 2
    table.submit("play", player=0, card=["red"])
    table.submit("flip", timer="red")  # red runs out at 32 s
    now[0] = 31
    table.submit("play", player=1, card=["red"])
    table.submit("flip", timer="red")
    now[0] = 40
    # Withdrawing the flip at 31 s means red ran out at 32 s: the show ended there.
    assert table.submit("undo").accepted
    assert table.state.over and table.state.ended_at == 32
    red = sand_series(table.rules, logged(table))["red"]
    assert red[-1] == (32, 0)
    assert max(t for t, _ in red) == 32


def test_a_show_that_never_started_plots_only_its_setup():
    now = [0.0]
    table = table_at(now)
    series = sand_series(KitesRules(), logged(table))
    assert series["white"] == [(0, None)]
