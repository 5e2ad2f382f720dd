"""A History page is read from SQL (issue 22: a cold History at 5,000 plays): it says what the
whole list says at that place, and opening it decodes the plays on the page only."""

from __future__ import annotations

import pytest

from companion.history.export import Incoming, PersonRef
from companion.history.play import Play, Seat
from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore
from history_support import lines_of, play_into


def a_box(tmp_path, fold_budget=None):
    log = ActionLog(tmp_path / "actions.sqlite3")
    people = PeopleStore(tmp_path / "people.sqlite3")
    return History(log, people, fold_budget)


def shown_by_pages(history: History, size: int, game: str | None = None) -> tuple[list[str], set[int], list[str]]:
    ids, totals, games, start = [], set(), [], 0
    while True:
        page = history.page(start, size, game)
        totals.add(page.total)
        games = page.games
        ids += [f"{p.id} {p.key}" for p in page.plays]
        start += size
        if start >= page.total:
            return ids, totals, games


def test_every_page_says_what_the_whole_list_says_there(tmp_path):
    """Logged games, imported plays (one the log holds too, one hidden), a renamed player: page by
    page, the same plays in the same order, with the names now, as the whole list."""
    history = a_box(tmp_path)
    ids = [history.people.add(n).id for n in ("Ann", "Bo", "Cy", "Di")]
    play_into(history.log, lines_of("sk_golden_four"), people=ids)
    play_into(history.log, lines_of("won_game"), people=ids[:2])
    other = History(None, PeopleStore(":memory:"))
    other.import_text(history.export_csv())  # the log's two plays, as another box keeps them
    bo = other.people.named("Bo")
    for n in range(5):
        play = Play("", "kittens" if n % 2 else "sparkle_kitty", 1.5e9 + n * 60, 300.0, "finished", "won",
                    (Seat("Bo", bo.id), Seat("Guest")), (n % 2,), "{seat0} and {seat1}")
        other.bring_in([Incoming(play, (PersonRef(bo.uuid, "Bo"), None))])
    history.import_text(other.export_csv())  # five new plays; the log's two are not brought twice
    history.delete("import:3")
    history.people.edit(ids[1], name="Bobby")

    fresh = History(history.log, PeopleStore(tmp_path / "people.sqlite3"))  # opened cold
    pages = {size: shown_by_pages(fresh, size) for size in (1, 2, 3, 30)}
    fresh_whole = History(history.log, PeopleStore(tmp_path / "people.sqlite3"))
    whole = [f"{p.id} {p.key}" for p in fresh_whole.plays()]
    assert len(whole) == 6 and any("Bobby and Guest" in line for line in whole)
    for ids_shown, totals, games in pages.values():
        assert ids_shown == whole and totals == {6}
        assert games == ["kites", "kittens", "sparkle_kitty"]
    kittens = [line for line, p in zip(whole, fresh_whole.plays()) if p.game == "kittens"]
    assert shown_by_pages(History(history.log, PeopleStore(tmp_path / "people.sqlite3")), 1, "kittens")[0] == kittens
    assert fresh.play("import:3") is not None and fresh.play("import:3").id == "import:3"  # hidden: still opens


def test_history_opened_on_5000_imported_plays_decodes_one_page(tmp_path, monkeypatch):
    history = a_box(tmp_path)
    ann = history.people.add("Ann")
    history.bring_in([Incoming(Play("", "kites", 1.6e9 + n * 3600, 120.0, "finished", "won" if n % 3 else "lost",
                                    (Seat("Ann", ann.id), Seat("Guest")), (0, 1) if n % 3 else (), "won"),
                               (PersonRef(ann.uuid, "Ann"), None)) for n in range(5000)])
    decoded = []
    real_one, real_many = Play.from_json.__func__, Play.many_from_json.__func__
    monkeypatch.setattr(Play, "from_json", classmethod(lambda cls, t: decoded.append(1) or real_one(cls, t)))
    monkeypatch.setattr(Play, "many_from_json", classmethod(lambda cls, ts: decoded.extend(ts) or real_many(cls, ts)))
    cold = History(history.log, PeopleStore(tmp_path / "people.sqlite3"), fold_budget=8)
    page = cold.page(0, 30)
    assert page.total == 5000 and len(page.plays) == 30 and page.plays[0].date == 1.6e9 + 4999 * 3600
    assert len(decoded) <= 30
    assert cold.page(4980, 30).plays[-1].date == 1.6e9  # the oldest, on the last page


@pytest.mark.parametrize("budget", [0, 8])
def test_a_page_lists_a_game_not_read_yet_as_being_read(tmp_path, budget):
    history = a_box(tmp_path)
    play_into(history.log, lines_of("won_game"))
    page = History(history.log, PeopleStore(":memory:"), fold_budget=budget).page(0, 30)
    assert [p.status for p in page.plays] == (["being read"] if budget == 0 else ["finished"])
