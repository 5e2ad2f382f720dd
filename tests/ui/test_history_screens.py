"""History, a game's page, Stats and Players in the real app, driven by touches: the evening's
games newest first with their winners, a page stepping through its inputs, delete with a
confirmation and undo, who wins most, names typed on the big keyboard; and everything readable
from across the table (type >= 18 px, touch targets >= 48 px)."""

from __future__ import annotations

import pytest

import ui  # noqa: F401  (the 800x480 window and Kivy's environment, before kivy loads)
from kivy.uix.behaviors import ButtonBehavior  # noqa: E402
from kivy.uix.label import Label  # noqa: E402

from ui.screens.history.scenes import evening  # noqa: E402
from ui.screens.history.source import people_for  # noqa: E402


def shown(widget) -> bool:
    w = widget
    while w is not None and w is not w.parent:
        if w.opacity == 0 or w.width < 1 or w.height < 1:
            return False
        w = w.parent
    return True


def button(ui, text: str):
    found = [w for w in ui.widgets(ButtonBehavior) if getattr(w, "text", "") == text and shown(w) and not w.disabled]
    assert len(found) == 1, f"{len(found)} visible buttons say {text!r}"
    return found[0]


def open_person(ui, players) -> None:
    """Tap the first name in the list (a ScrollView passes a tap on to its button after its
    scroll timeout has shown it was no swipe)."""
    ui.tap(button(ui, players.people[0][1]))
    assert ui.frames_until(lambda: players.editing)


@pytest.fixture
def history(ui):
    evening(ui.demo)
    screen = ui.show("history")
    return screen


def test_history_lists_the_evening_newest_first_with_winners(ui, history):
    heads = [row["head"] for row in history.data]
    assert heads == ["Kites  ·  not finished", "Exploding Kittens  ·  Cleo won", "Sparkle*Kitty  ·  Ben won",
                     "Kites  ·  lost", "Kites  ·  won together"]
    assert history.count == "5 games"
    rows = [w for w in ui.widgets(ButtonBehavior) if type(w).__name__ == "HistoryRow" and shown(w)]
    assert rows and "Cleo won; out: Ann, Ben" in rows[1].detail


def test_a_game_opens_on_its_own_end_screen_then_steps_through_its_inputs(ui, history):
    live = ui.table.game_id, len(ui.table.log.inputs(ui.table.game_id))
    row = next(w for w in ui.widgets(ButtonBehavior) if type(w).__name__ == "HistoryRow" and w.head.startswith("Sparkle"))
    ui.tap(row)
    end = ui.screen
    assert ui.app.sm.current == "history_end_sparkle_kitty"  # the game's own end screen, again
    assert end.headline == "Ben wins!" and end.decided_by == "fewest_dark_magic"
    assert button(ui, "Details") and button(ui, "< History")  # no UNDO, no new game: read-only
    assert not [w for w in ui.widgets(ButtonBehavior) if getattr(w, "text", "") == "New game" and shown(w)]
    assert (ui.table.game_id, len(ui.table.log.inputs(ui.table.game_id))) == live  # the table untouched
    ui.tap(button(ui, "Details"))
    page = ui.screen
    assert ui.app.sm.current == "history_play"
    assert page.winner == "Ben won" and page.key == "Ben won: fewest dark magic"
    ui.tap(button(ui, "Step through"))
    assert page.replaying and page.step == 1 and page.step_what.startswith("0:00  Set up for Ann, Ben and Cleo")
    ui.tap(button(ui, ">"))
    assert page.step == 2 and page.step_what == "0:01  Ben played jiggle pink on the left page"
    assert page.step_summary.startswith("Sparkle*Kitty: playing")  # when is said once, on the game's clock
    ui.tap(button(ui, "<"))
    assert page.step == 1


def test_a_kites_show_steps_in_sentences_on_its_clock_and_the_scrubber_jumps(ui, history):
    """Issue 23: input 1 was "{'storm': 1, ...}, first 0, referee True, names [...]", times had six
    decimals, and 147 inputs stepped one at a time."""
    import re

    row = next(r for r in history.data if r["head"] == "Kites  ·  won together")
    page = ui.app.sm.get_screen("history_play")
    page.show(row["play_id"])
    ui.app.goto("history_play")
    ui.frame()
    ui.tap(button(ui, "Step through"))
    assert page.step_what == "0:00  A show for Ann, Ben, Cleo and Dad"
    scrubber = page.ids.scrubber
    assert shown(scrubber) and scrubber.height >= 48 and scrubber.cursor_size[1] >= 48
    x = scrubber.x + scrubber.padding + 0.75 * (scrubber.width - 2 * scrubber.padding)
    ui.tap_at(x, scrubber.center_y)  # a finger three quarters along: that moment of the show
    assert abs(page.step - 0.75 * page.steps) <= 2
    for _ in range(3):
        assert re.fullmatch(r"\d+:\d\d  [A-Z][^{}\[\]']+", page.step_what), page.step_what
        assert not re.search(r"\d\.\d", page.step_summary) and " at " not in page.step_summary.splitlines()[0]
        ui.tap(button(ui, ">"))


def test_delete_asks_first_then_hides_the_game_and_undo_brings_it_back(ui, history):
    kites_lost = next(w for w in ui.widgets(ButtonBehavior) if type(w).__name__ == "HistoryRow" and w.head == "Kites  ·  lost")
    ui.tap(kites_lost)
    assert ui.app.sm.current == "history_end_kites" and ui.screen.result == "LOST"  # with its sand plot
    assert ui.screen.series, "the sand plot of that show"
    ui.tap(button(ui, "Details"))
    ui.tap(button(ui, "Delete"))
    page = ui.screen
    assert page.confirming
    ui.tap(button(ui, "Keep it"))
    assert not page.confirming and ui.app.sm.current == "history_play"
    ui.tap(button(ui, "Delete"))
    ui.tap([w for w in ui.widgets(ButtonBehavior) if getattr(w, "text", "") == "Delete" and shown(w)][-1])
    assert ui.app.sm.current == "history"
    assert "Kites  ·  lost" not in [r["head"] for r in history.data] and history.undo_text.startswith("Deleted: Kites")
    assert len(ui.table.log.games()) == 5  # the log keeps every game
    ui.tap(button(ui, "Undo delete"))
    assert "Kites  ·  lost" in [r["head"] for r in history.data] and not history.undo_text


def test_stats_show_who_wins_most_and_each_persons_numbers(ui, history):
    stats = ui.show("stats")
    assert stats.bars[:2] == [("Ben", 2), ("Cleo", 2)] and stats.person_name == "Ben"
    assert stats.person_wins == "2" and stats.person_streak == "Lost the last game"
    chart = stats.ids.chart
    x, y = chart.to_window(chart.x + chart.width * 3.5 / 4, chart.center_y)
    ui.tap_at(x, y)
    assert stats.person_name == "Ann" and stats.person_of == "won of 3 played (33%)"
    ui.tap(button(ui, "Games"))
    titles = [t[0] for t in stats.tiles]
    assert titles == ["Kites", "Exploding Kittens", "Sparkle*Kitty"] and stats.tiles[0][1] == "2"
    assert "Best score band: 0" in stats.tiles[0][2]
    assert [won for _, won in stats.shows] == [True, False]


def test_a_name_is_typed_on_the_big_keyboard_then_changed_and_forgotten(ui):
    players = ui.show("players")
    ui.tap(button(ui, "+ Add a player"))
    for key in "MUM":
        ui.tap(button(ui, key))
    ui.tap(button(ui, "space"))
    ui.tap(button(ui, "J"))
    ui.tap(button(ui, "<- delete"))
    ui.tap(button(ui, "+"))  # a birth year: the first tap starts ten years back
    ui.tap(button(ui, "Done"))
    store = people_for(ui.table.log)
    mum = store.named("Mum")
    assert mum is not None and mum.birth_year is not None and not players.editing
    assert [t for _, t in players.people][0].startswith("Mum")
    open_person(ui, players)
    ui.tap(button(ui, "no year"))
    ui.tap(button(ui, "Done"))
    assert store.named("Mum").birth_year is None
    open_person(ui, players)
    ui.tap(button(ui, "Forget"))
    ui.tap([w for w in ui.widgets(ButtonBehavior) if getattr(w, "text", "") == "Forget" and shown(w)][-1])
    assert store.named("Mum") is None and players.people == []


def test_a_name_already_remembered_is_refused_with_the_reason(ui):
    people_for(ui.table.log).add("Ann")
    players = ui.show("players")
    ui.tap(button(ui, "+ Add a player"))
    for key in "ANN":
        ui.tap(button(ui, key))
    ui.tap(button(ui, "Done"))
    assert players.editing and players.problem == "Ann is already remembered"


@pytest.mark.parametrize("name", ["history", "history_play", "stats", "players"])
def test_readable_from_across_the_table(ui, history, name):
    if name == "history_play":
        history.open_play(history.data[-1]["play_id"])
        ui.frame()
    else:
        ui.show(name)
    ui.frame(4)
    for w in ui.widgets():
        if not shown(w):
            continue
        if isinstance(w, Label) and w.text.strip():
            assert w.font_size >= 18, f"{w.text!r} is {w.font_size} px"
        if isinstance(w, ButtonBehavior):
            assert min(w.width, w.height) >= 48, f"{getattr(w, 'text', w)!r} is {w.size}"


def test_the_filter_shows_one_game_at_a_time_then_all_again(ui, history):
    ui.tap(button(ui, "All games  >"))
    assert history.only_text == "Exploding Kittens" and [r["head"] for r in history.data] == ["Exploding Kittens  ·  Cleo won"]
    ui.tap(button(ui, "Exploding Kittens  >"))
    assert history.only_text == "Kites" and len(history.data) == 3 and history.count == "3 games"
    ui.tap(button(ui, "Kites  >"))
    ui.tap(button(ui, "Sparkle*Kitty  >"))
    assert history.only_text == "All games" and len(history.data) == 5
