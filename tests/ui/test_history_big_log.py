"""History on a box with thousands of games: opening it words and lists one page of the newest
games, not every game the box holds (the count of rows built, never a time), and "More games",
the list's last row, adds the next page in its place without moving what is on screen."""

from __future__ import annotations

from msgspec.structs import replace

import ui  # noqa: F401  (the 800x480 window and Kivy's environment, before kivy loads)
from kivy.uix.behaviors import ButtonBehavior  # noqa: E402

from ui.screens.history import history as screen_module  # noqa: E402
from ui.screens.history.scenes import evening  # noqa: E402
from ui.screens.history.source import history_of  # noqa: E402

OLDER = 2000  # imported games older than the evening
A_PAGE = 50  # rows worded at most on open: a few screens of 80 px rows, not the box's thousands


def big_log(ui) -> int:
    """The evening, then OLDER imported plays (copies of its Sparkle*Kitty game, a day apart)."""
    evening(ui.demo)
    history = history_of(ui.app)
    sk = next(p for p in history.plays(said=False) if p.game.startswith("sparkle"))
    with history.people.transaction():
        for n in range(1, OLDER + 1):
            copy = replace(sk, id="", date=sk.date - n * 86400.0, uid="")
            copy = replace(copy, uid=f"big-{n}")
            history.people.add_imported(copy.uid, copy.to_json())
    return len(history.plays())


def counting_rows(monkeypatch) -> list[int]:
    built: list[int] = []
    real = screen_module.rows

    def rows(plays, names):
        out = real(plays, names)
        built.append(len(out))
        return out

    monkeypatch.setattr(screen_module, "rows", rows)
    return built


def test_opening_history_on_a_big_log_builds_only_a_page_of_rows(ui, monkeypatch):
    total = big_log(ui)
    built = counting_rows(monkeypatch)
    history = ui.show("history")
    assert history.count == f"{total} games"
    assert 0 < sum(built) <= A_PAGE  # not one row per game the box holds
    assert len(history.data) == sum(built) + 1 and history.data[-1]["viewclass"] == "HistoryMore"
    assert history.data[0]["head"] == "Kites  ·  not finished"  # still the newest first


def test_more_games_adds_the_next_page_in_its_place(ui, monkeypatch):
    total = big_log(ui)
    history = ui.show("history")
    first = [d["play_id"] for d in history.data[:-1]]
    built = counting_rows(monkeypatch)
    rv = history.ids.list
    rv.scroll_y = 0  # scrolled to the end: "More games" on screen
    ui.frame()
    more = [w for w in ui.widgets(ButtonBehavior) if type(w).__name__ == "HistoryMore"]
    assert len(more) == 1 and more[0].height >= 48 and more[0].head == f"More games ({total - len(first):,} older)"
    top = (1 - rv.scroll_y) * (rv.children[0].height - rv.height)
    ui.tap(more[0])
    ui.frame()
    assert 0 < sum(built) <= A_PAGE
    ids = [d["play_id"] for d in history.data if d.get("viewclass") != "HistoryMore"]
    assert ids[:len(first)] == first and len(ids) == len(first) + sum(built) and len(set(ids)) == len(ids)
    assert history.ids.list.children[0].height > rv.height
    assert abs((1 - rv.scroll_y) * (rv.children[0].height - rv.height) - top) < 1  # nothing moved under the finger
