"""The table session on a fake clock: what a press means, inputs from edge threads, the game clock,
the end noticed on its own, and observers told in order."""

from __future__ import annotations

import threading

import pytest

from companion.actions import Action
from companion.errors import Rejected
from companion.log import ActionLog
from companion.replay import replay
from companion.table import REJECTED, Table

RED, BLUE, WHITE = 0, 3, 5  # the box's buttons: the timers in the book's order


@pytest.fixture
def now():
    return [100.0]  # the clock reads anything; game time starts at the setup


@pytest.fixture
def table(now):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("kites", players=2)
    return table


def at(now, table, t):
    now[0] = 100.0 + t
    return table


def test_game_time_starts_at_the_setup(table, now):
    assert table.now() == 0
    at(now, table, 7.5)
    assert table.now() == 7.5


def test_a_press_of_the_white_button_before_the_show_starts_it(table, now):
    assert table.press(RED).reason == "the show has not started: stand the white timer up first"
    outcome = table.press(WHITE)
    assert outcome.accepted and outcome.action.do == "start"
    at(now, table, 2)
    table.submit("play", player=0, card=["red"])
    outcome = table.press(WHITE)  # once started, a press is a flip
    assert outcome.accepted and outcome.action.do == "flip"


def test_presses_posted_from_edge_threads_are_handled_in_order_by_drain(table, now):
    table.press(WHITE)
    at(now, table, 1)
    table.submit("play", player=0, card=["red", "blue"])
    threads = [threading.Thread(target=table.post_press, args=(button,)) for button in (RED, BLUE)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert table.state.owed is not None  # nothing happens until the main thread drains
    outcomes = table.drain()
    assert [o.accepted for o in outcomes] == [True, True]
    assert {o.action.origin for o in outcomes} == {"button"}
    assert table.state.owed is None
    table.post("draw", player=0)
    assert table.drain()[0].accepted


def test_the_end_is_noticed_by_tick_and_told_once(table, now):
    kinds = []
    table.observe(lambda event: kinds.append(event.kind))
    table.press(WHITE)
    assert table.next_wake() == 60
    at(now, table, 59.5)
    table.tick()
    assert not table.state.over
    at(now, table, 75)
    table.tick()
    table.tick()
    assert table.state.ended_at == 60 and table.state.ran_out == ("white",)
    assert kinds == ["accepted", "ended"]
    assert table.next_wake() is None
    assert table.log.games()[-1].result == "lost" and table.log.games()[-1].ended_at == 60


def test_current_is_the_state_at_this_moment_without_changing_the_table(table, now):
    table.press(WHITE)
    at(now, table, 61)
    assert table.current().over
    assert not table.state.over  # until tick (or an input) settles it


def test_observers_hear_each_kind_with_its_reason(table, now):
    heard = []
    table.observe(lambda e: heard.append((e.kind, e.action.do if e.action else None, e.reason)))
    table.submit("flip", timer="red")
    table.press(WHITE)
    assert heard == [
        ("rejected", "flip", "the show has not started: stand the white timer up first"),
        ("accepted", "start", None),
    ]


def test_a_bad_setup_keeps_the_game_on_the_table(table):
    table.press(WHITE)
    before, game_id = table.state, table.game_id
    with pytest.raises(Rejected):
        table.new_game("kites", players=9)
    assert table.state is before and table.game_id == game_id
    assert len(table.log.games()) == 1


def test_a_table_without_a_log_still_referees(now):
    table = Table(None, clock=lambda: now[0])
    table.new_game("kites", players=3)
    assert table.press(WHITE).accepted
    assert table.game_id is None


def test_nothing_is_accepted_before_a_game_is_set_up(now):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    assert table.submit("start").reason == "no game is set up"
    assert table.press(WHITE) is None
    assert table.tick() is None and table.next_wake() is None


def test_an_input_stamped_before_the_last_logged_one_is_logged_at_that_moment(table, now):
    # The undo at 20 s puts the state back to the play at 10 s, but the log already holds 20 s:
    # a late edge must not be logged before it, or the log would not replay.
    table.press(WHITE)
    at(now, table, 10)
    table.submit("play", player=0, card=["red"])
    at(now, table, 12)
    table.submit("flip", timer="red")
    at(now, table, 20)
    table.submit("undo")
    late = table.submit_action(Action("flip", 15.0, {"timer": "red"}, origin="button"))
    assert late.accepted and late.action.t == 20
    lines = table.log.export_lines(table.game_id)
    assert replay(lines).report(20)["timers"]["red"]["sand_top"] == 30


def test_queued_presses_count_from_when_they_reached_the_box_not_when_drained():
    """One slow frame must not split a race: two buzzes that arrived 5 ms after their edges are
    judged at their arrival, though the main thread only drains them 80 ms later."""
    from companion.log import ActionLog
    from companion.table import Table

    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("buzzers", players=3)
    now[0] = 1.006
    table.post("buzz", player=2, tick=1.004)
    table.post("buzz", player=1, tick=1.001)
    now[0] = 1.080  # the frame comes late
    outcomes = table.drain()
    assert all(o.accepted for o in outcomes)
    assert [o.action.t for o in outcomes] == [1.006, 1.006]
    table.tick()
    from companion.registry import spec_for

    report = spec_for("buzzers").part("report")
    races = report(table.rules, table.state, table.now())["races"]
    assert len(races) == 1 and races[0]["winner"] == 1


def test_a_button_means_what_the_games_rules_say_and_a_seat_nobody_sits_in_is_refused(now):
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    table.new_game("sparkle_kitty", players=[{"name": n, "age": a} for n, a in (("Ann", 9), ("Ben", 7), ("Cy", 8))])
    heard = []
    table.observe(lambda e: heard.append((e.kind, e.button)) if e.kind == REJECTED else None)
    at(now, table, 4)
    refused = table.press(5, tick=3.9)  # a buzzer where nobody sits: a reason, not an AttributeError
    assert not refused.accepted and "nobody sits at buzzer 6: 3 are playing" == refused.reason
    assert heard == [(REJECTED, 5)]  # the refusal names its button, so the box can flicker its lamp
    outcome = table.press(1, tick=3.9, origin="button")  # button 1 is seat 1's buzzer
    assert outcome.accepted and outcome.action.do == "buzz"
    assert outcome.action.data == {"player": 1, "tick": 3.9} and outcome.action.origin == "button"
    held = table.hold(1)
    assert not held.accepted and "means nothing" in held.reason
    assert [a.do for a in table.log.inputs(table.game_id)] == ["setup", "buzz"]


def test_a_timer_table_refuses_the_extra_buzzers_with_a_reason(table):
    outcome = table.press(6)
    assert not outcome.accepted and "buzzer" in outcome.reason
    table.post_press(7, tick=None)
    (posted,) = table.drain()
    assert not posted.accepted and posted.action.data == {"button": 7}
