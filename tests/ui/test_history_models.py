"""The view-models of History, Stats and Players, without a window: rows as the list shows
them, a page's steps, the charts' geometry, the keyboard's typing and the birth-year stepper."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "companion"))
from history_support import lines_of, play_into  # noqa: E402

from companion.history.store import History  # noqa: E402
from companion.log import ActionLog  # noqa: E402
from companion.people import PeopleStore  # noqa: E402
from ui.screens.history.history_model import PlayPage, rows  # noqa: E402
from ui.screens.players.players_model import Draft, save, step_year  # noqa: E402
from ui.screens.stats.stats_model import StatsModel, bar_geometry, line_geometry  # noqa: E402


@pytest.fixture
def history(tmp_path):
    log, people = ActionLog(tmp_path / "actions.sqlite3"), PeopleStore(tmp_path / "people.sqlite3")
    ids = [people.add(n).id for n in ("Ann", "Bo", "Cy", "Di")]
    play_into(log, lines_of("undo_chain"), people=ids[:2])
    play_into(log, lines_of("sk_golden_four"))
    return History(log, people)


def test_rows_show_what_the_list_shows(history):
    names = {p.id: p.name for p in history.people.recent()}
    sk, kites = rows(history.plays(), names)
    assert (sk.game, sk.winner, sk.players, sk.length) == ("Sparkle*Kitty", "Bo", "Ann, Bo, Cy, Di", "0:20")
    assert (kites.game, kites.winner, kites.finished, kites.players) == ("Kites", "not finished", False, "Ann, Bo")


def test_a_page_steps_through_every_logged_input_undo_included(history):
    kites = history.plays(game="kites")[0]
    page = PlayPage(history, kites, {})
    assert page.steps == len(history.log.inputs(kites.game_id)) < len(lines_of("undo_chain"))  # refused ones never logged
    undos = [k for k in range(1, page.steps + 1) if "UNDO took back" in page.step(k).what]
    assert undos, "the undo chain's undos are steps too"
    assert page.step(page.steps).summary.startswith("Kites: ")  # when: said once, by the step
    assert page.step(0).number == 1 and page.step(10_000).number == page.steps  # clamped
    series, start, end, tallest = page.sand()
    assert set(series) and end > start and tallest == 90


def test_stats_model_bars_and_panel(history):
    names = {p.id: p.name for p in history.people.recent()}
    model = StatsModel(history.plays(), names)
    assert [(b.name, b.wins) for b in model.bars()][0] == ("Bo", 1)
    panel = model.panel()
    assert (panel.name, panel.wins, panel.streak) == ("Bo", "1", "Won the last game")
    assert model.tiles()[0].title == "Sparkle*Kitty" and model.tiles()[0].plays == "1"


def test_bars_scale_to_the_tallest_and_keep_a_sliver_for_zero():
    geo = bar_geometry([4, 2, 0], 300, 200)
    assert [round(h) for _, _, h in geo] == [200, 100, 3]
    assert all(x >= 0 and x + w <= 300 for x, w, _ in geo)
    assert bar_geometry([], 300, 200) == []


def test_the_kites_line_runs_oldest_left_with_zero_cards_at_the_bottom():
    assert line_geometry([10, 0, 5], 100, 50) == [(0.0, 50.0), (50.0, 0.0), (100.0, 25.0)]
    assert line_geometry([7], 100, 50) == [(50.0, 50.0)]


def test_typing_capitalises_each_word_and_stops_at_the_tile_length():
    from ui.widgets.name_keyboard import MAX_LETTERS, typed

    text = ""
    for key in ("A", "N", "N", "space", "space", "M", "back", "B"):
        text = typed(text, key)
    assert text == "Ann B"
    assert typed("x" * MAX_LETTERS, "Q") == "x" * MAX_LETTERS


def test_birth_year_steps_from_ten_years_back_and_saves(tmp_path):
    draft = step_year(Draft(name="Kid"), 1, 2026)
    assert draft.birth_year == 2016
    assert step_year(draft, -1, 2026).birth_year == 2015
    assert step_year(Draft(birth_year=2026), 1, 2026).birth_year == 2026  # not born next year
    store = PeopleStore(tmp_path / "p.sqlite3")
    kid = save(store, draft)
    again = save(store, Draft(kid.id, "Kiddo", None, "★"))
    assert (again.name, again.birth_year, again.symbol) == ("Kiddo", None, "★")


def test_a_followed_table_has_each_play_worked_out_as_its_game_ends():
    from companion.actions import Action
    from companion.table import Table
    from ui.screens.history.source import _history, follow

    now = [0.0]
    table = Table(ActionLog(":memory:"), clock=lambda: now[0])
    follow(table)
    lines = lines_of("sk_tie_breakers")
    setup = dict(Action.from_json(lines[0]).data)
    table.new_game(setup.pop("game"), **setup)
    history = _history(table.log)
    for line in lines[1:-1]:
        action = Action.from_json(line)
        now[0] = action.t
        table.submit_action(action)
    assert history._logged_memo is None  # nothing worked out while the game goes on
    last = Action.from_json(lines[-1])
    now[0] = last.t
    assert table.submit_action(last).accepted and table.state.over
    from companion.history.play import Play

    ((_, _, _, text),) = history.people.cached().values()  # worked out as it ended, before anyone opened History
    play = Play.from_json(text)
    assert play.finished and play.key == "{seat2} won: fewest in hand"  # kept with seats by reference
    assert history.plays()[0].key == "Cy won: fewest in hand"  # said with the names now
