"""Stats counted in SQL (issue 22: Stats not refolded each open): the same numbers as the stats
over every play, on generated histories, on a box with logged, imported, hidden, renamed and
unlinked plays; and opening them on 5,000 plays decodes none."""

from __future__ import annotations

import math

from hypothesis import given, settings, strategies as st

from companion.history.export import Incoming, PersonRef
from companion.history.play import Play, Seat
from companion.history.stats import game_stats, kites_line, person_stats
from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore, Person
from history_support import lines_of, play_into
from test_history_stats import NAMES, histories


def by_hand(history: History):
    plays = history.plays()
    names = {p.id: p.name for p in history.people.recent()}
    return person_stats(plays, names), game_stats(plays), kites_line(plays)


def same(history: History) -> None:
    people, games, kites = by_hand(history)
    got = History(history.log, history.people).tally()  # a history opened anew: nothing in memory
    assert got.people == people
    assert got.kites == kites
    assert got.games.keys() == games.keys()
    for game, line in games.items():
        mine = got.games[game]
        assert (mine.plays, mine.extra, mine.labels) == (line.plays, line.extra, line.labels)
        assert (mine.average_s is None) == (line.average_s is None)
        assert mine.average_s is None or math.isclose(mine.average_s, line.average_s, rel_tol=1e-9)


@settings(max_examples=40, deadline=None)
@given(histories, st.sets(st.integers(1, 12), max_size=3))
def test_stats_counted_in_sql_equal_the_stats_over_every_play(history, hidden):
    from companion.history.export import to_csv

    box = History(None, PeopleStore(":memory:"))
    roster = {p: Person(p, name, uuid=f"0000000{p}-0000-4000-8000-000000000000") for p, name in NAMES.items()}
    box.import_text(to_csv(list(history), roster))
    for n in hidden:
        box.delete(f"import:{n}")
    same(box)


def test_a_box_of_logged_imported_hidden_renamed_and_unlinked_plays_counts_alike(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    history = History(log, PeopleStore(tmp_path / "people.sqlite3"))
    ids = [history.people.add(n).id for n in ("Ann", "Bo", "Cy", "Di")]
    play_into(log, lines_of("sk_golden_four"), people=ids)
    play_into(log, lines_of("won_game"), people=ids[:2])
    play_into(log, lines_of("sk_tie_breakers"))  # set up without the picker: matched by the names now
    other = History(None, PeopleStore(":memory:"))
    other.import_text(history.export_csv())
    bo = other.people.named("Bo")
    for n in range(4):
        play = Play("", "kittens", 1.5e9 + n * 60, 300.0, "finished", "won", (Seat("Bo", bo.id), Seat("Guest")),
                    (n % 2,), "{seat0}")
        other.bring_in([Incoming(play, (PersonRef(bo.uuid, "Bo"), None))])
    history.import_text(other.export_csv())
    history.delete("import:2")
    history.delete("log:1")
    history.people.edit(ids[1], name="Bobby")
    history.people.delete(ids[3])
    assert any(s.name == "Bobby" for s in history.tally().people)
    same(history)


def test_stats_opened_on_5000_plays_decode_none(tmp_path, monkeypatch):
    history = History(ActionLog(tmp_path / "actions.sqlite3"), PeopleStore(tmp_path / "people.sqlite3"))
    ann = history.people.add("Ann")
    history.bring_in([Incoming(Play("", "kites", 1.6e9 + n * 3600, 120.0, "finished", "won" if n % 3 else "lost",
                                    (Seat("Ann", ann.id), Seat("Guest")), (0, 1) if n % 3 else (), "won",
                                    {"cards_left": n % 7, "band": "x", "won": bool(n % 3), "show_s": 100.0 + n}),
                               (PersonRef(ann.uuid, "Ann"), None)) for n in range(5000)])
    decoded = []
    real_one, real_many = Play.from_json.__func__, Play.many_from_json.__func__
    monkeypatch.setattr(Play, "from_json", classmethod(lambda cls, t: decoded.append(1) or real_one(cls, t)))
    monkeypatch.setattr(Play, "many_from_json", classmethod(lambda cls, ts: decoded.extend(ts) or real_many(cls, ts)))
    from ui.screens.stats.stats_model import StatsModel

    model = StatsModel(History(history.log, PeopleStore(tmp_path / "people.sqlite3"), fold_budget=8).tally())
    assert not decoded
    assert model.panel().of == "won of 5000 played (67%)"
    assert model.games["kites"].extra["longest_show_s"] == 100.0 + 4999
