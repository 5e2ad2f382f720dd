"""Every game in the log as a play: the right winner and key figure, the same as the live table
saw, undone inputs never counted, hidden roles only once shown, guests counted for nobody, and a
delete that hides a play without touching the log."""

from __future__ import annotations

import pytest

from companion.actions import Action
from companion.history import words
from companion.history.fold import play_of
from companion.history.records import record_for
from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore
from history_support import lines_of, play_into
from nights_game import Game as NightsGame


@pytest.fixture
def box(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    people = PeopleStore(tmp_path / "people.sqlite3")
    return log, people, History(log, people)


def test_a_won_kites_show_and_a_sparkle_kitty_game_with_their_winners(box):
    log, people, history = box
    ann = people.add("Ann")
    play_into(log, lines_of("won_game"), people=[ann.id, None])
    play_into(log, lines_of("sk_golden_four"))
    sk, kites = history.plays()
    assert kites.game == "kites" and kites.result == "won" and kites.winners == (0, 1)
    assert kites.key.startswith("won, ") and "band" in kites.key
    assert [s.person for s in kites.seats] == [ann.id, None]  # the second seat was a guest
    assert sk.game == "sparkle_kitty" and sk.key == "Bo won: tower empty"
    assert [s.name for s in sk.seats] == ["Ann", "Bo", "Cy", "Di"]
    assert sk.seats[0].person == ann.id  # set up before the picker: matched by the name
    assert sk.winners == (1,) and sk.finished and sk.duration == 20  # Bo's tower empty at 20 s
    assert sk.figures["closest_double_ms"] == 20  # Bo's Double at 11.95 against Ann's 11.97


def test_a_show_lost_on_a_run_out_after_its_last_input_ends_where_the_table_ended_it(box):
    log, _, history = box
    table = play_into(log, lines_of("lost_two_timers"), until=200)
    live = record_for("kites")(table.rules, table.current())
    (play,) = history.plays()
    assert play.result == "lost" == live.result
    assert play.figures == live.figures and play.duration == table.current().ended_at


def test_exploding_kittens_winner_and_the_order_the_others_went_out(box):
    log, _, history = box
    table = play_into(log, lines_of("ek_whole_game"))
    (play,) = history.plays()
    state = table.current()
    assert play.winners == (state.winner,) and play.figures["out_order"] == list(state.out)
    names = [f"Player {p + 1}" for p in state.out]
    assert play.key == f"Player {state.winner + 1} won; out: " + ", ".join(names)


def test_an_unfinished_game_is_kept_as_abandoned_and_counts_nobody_a_winner(box):
    log, _, history = box
    play_into(log, lines_of("sk_double_race"))
    (play,) = history.plays()
    assert play.status == "abandoned" and play.winners == () and not play.finished


def test_an_undone_input_never_counts(box):
    log, _, history = box
    lines = lines_of("sk_tie_breakers")
    table = play_into(log, lines[:-1])
    last = Action.from_json(lines[-1])
    table.clock = lambda: last.t
    assert table.submit_action(last).accepted and table.state.over
    assert history.plays()[0].finished
    table.clock = lambda: last.t + 1
    assert table.submit("undo").accepted  # the input that ended it, taken back
    (play,) = history.plays()  # the cache sees the game grew: folded again
    assert play.status == "abandoned" and play.winners == ()


def test_a_replayed_game_gives_the_same_play_as_the_live_one(box):
    log, _, history = box
    for name in ("won_game", "sk_golden_four", "ek_whole_game", "undo_chain", "sk_rejected"):
        play_into(log, lines_of(name))
    first = history.plays()
    fresh = History(log, PeopleStore(":memory:"))  # nothing cached: every game folded again
    assert [p.to_json() for p in fresh.plays()] == [p.to_json() for p in first]


def test_nights_names_the_winning_team_and_its_seats_only_once_roles_are_shown():
    g = NightsGame(4, deal=["nice", "naughty", "nice", "naughty"])
    g.open()
    g.knock(1, 0, 3)
    g.knock(1, 2, 3)
    actions = [Action.from_json(line) for line in g.lines]
    play = play_of(1, "sparkle_kitty_nights", 0.0, actions, g.state.ended_at)
    assert play.result == "won" and play.winners == (0, 2)
    assert words.key(play, {}) == "nice won: team escaped (Ann, Cy)"
    assert [s.side for s in play.seats] == ["nice", "naughty", "nice", "naughty"]


def test_nights_in_progress_shows_no_hidden_role():
    deals = (["nice", "naughty", "nice", "naughty"], ["naughty", "nice", "naughty", "nice"])
    plays = []
    for deal in deals:
        g = NightsGame(4, deal=deal)
        g.open()
        actions = [Action.from_json(line) for line in g.lines]
        plays.append(play_of(1, "sparkle_kitty_nights", 0.0, actions, None))
    assert plays[0] == plays[1] and all(s.side is None for s in plays[0].seats)


def test_delete_hides_a_play_keeps_its_inputs_and_can_be_undone(box, tmp_path):
    log, people, history = box
    play_into(log, lines_of("won_game"))
    play_into(log, lines_of("sk_golden_four"))
    before = log.export_lines(1)
    history.delete("log:1")
    assert [p.id for p in history.plays()] == ["log:2"]
    assert log.export_lines(1) == before  # the log's inputs untouched
    again = History(ActionLog(tmp_path / "actions.sqlite3"), PeopleStore(tmp_path / "people.sqlite3"))
    assert [p.id for p in again.plays()] == ["log:2"]  # a delete outlives a restart
    again.undelete("log:1")
    assert [p.id for p in history.plays()] == ["log:2", "log:1"]


def test_history_filters_by_game_newest_first(box):
    log, _, history = box
    for name in ("won_game", "sk_golden_four", "lost_two_timers"):
        play_into(log, lines_of(name))
    assert [p.id for p in history.plays(game="kites")] == ["log:3", "log:1"]


def test_a_name_remembered_after_the_game_still_counts(box):
    log, people, history = box
    play_into(log, lines_of("sk_golden_four"))
    assert all(s.person is None for s in history.plays()[0].seats)
    bo = people.add("Bo")
    assert history.plays()[0].seats[1].person == bo.id  # the same history object: nothing stale


def test_a_kites_show_that_runs_out_while_nobody_touches_it_is_seen_finished(box):
    log, _, history = box
    table = play_into(log, lines_of("lost_two_timers")[:-1])
    assert history.plays()[0].status == "abandoned"  # still running, as far as the log says
    table.clock = lambda: 500.0
    table.tick()  # the sand ran out: the log marks the end, no input
    assert history.plays()[0].result == "lost"


def test_a_fresh_log_beside_an_old_people_file_never_shows_the_old_games(tmp_path):
    people = PeopleStore(tmp_path / "people.sqlite3")
    old = ActionLog(tmp_path / "old.sqlite3")
    play_into(old, lines_of("sk_tie_breakers"))
    assert History(old, people).plays()[0].finished
    new = ActionLog(tmp_path / "new.sqlite3")  # the same game number, the same number of inputs
    play_into(new, lines_of("sk_tie_breakers")[:-1] + ['{"t":5,"do":"pass","player":"Bo"}'])
    new.db.execute("UPDATE games SET created = created + 1")
    (play,) = History(new, people).plays()
    assert play.date == new.games()[0].created


def test_buzzers_races_won_per_player_and_the_closest_margin(box):
    log, _, history = box
    lines = ['{"t":0,"do":"setup","game":"buzzers","players":3}',
             '{"t":10.01,"do":"buzz","player":1,"tick":10.0001}',  # seats from 0, as the quiz's own
             '{"t":10.02,"do":"buzz","player":0,"tick":10.0043}',
             '{"t":20.01,"do":"buzz","player":1,"tick":20.0}',
             '{"t":20.02,"do":"buzz","player":2,"tick":20.0011}',
             '{"t":30.0,"do":"buzz","player":0,"tick":30.0}']  # the last race: one buzz, no margin
    play_into(log, lines)
    (play,) = history.plays()
    assert play.figures == {"races_won": [1, 2, 0], "closest_ms": 1.1}
    assert play.winners == (1,) and [s.score for s in play.seats] == [1, 2, 0]
    assert play.key == "races won 1: 1, 2: 2, 3: 0; closest 1.1 ms"
