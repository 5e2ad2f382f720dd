"""History and Stats as the table reads them (issue 23, "what the checks missed"): a row cut at a
word, never mid-word; "Lost" never in green; the Kites line's markers off the axis numbers and
its legend drawn with the very markers; a streak of one said as a person would."""

from __future__ import annotations

from kivy.graphics import Color, Ellipse, Line
from kivy.uix.label import Label

from ui import theme
from ui.screens.history.scenes import evening
from screen_text import plain, words


def test_a_long_buzzers_row_is_cut_at_a_word_never_mid_word(ui):
    names = ["Grandmother", "Grandfather", "Alexandra", "Christopher", "Maximilian", "Josephine", "Bartholomew",
             "Wilhelmina"]
    ui.demo.new_game("buzzers", players=8, host=True, names=names)
    for t, seat in ((1, None), (2, 3), (4, None), (5, 6)):
        ui.demo.do(t, "arm") if seat is None else ui.demo.do(t, "buzz", player=seat, tick=t - 0.01)
    ui.demo.at(6)
    history = ui.show("history")
    ui.frame()
    rows = [w for w in ui.widgets(Label) if getattr(w.parent, "play_id", "") and w.text == w.parent.detail]
    assert rows, "the Buzzers row's detail is on screen"
    cut = False
    for label in rows:
        label.texture_update()
        shown = "".join(w.text for w in words(label))
        whole = set(plain(label.text).split())
        cut = cut or "..." in shown
        for word in shown.replace("...", " ").split():
            assert word in whole, f"cut mid-word: {word!r} in {shown!r}"
    assert cut  # the row was too long: shortened, at words
    assert history.data[0]["detail"].endswith("Bartholomew, Wilhelmina")


def test_a_lost_game_is_never_green_on_its_page(ui):
    evening(ui.demo)
    history = ui.show("history")
    lost = next(r for r in history.data if r["head"] == "Kites  ·  lost")
    page = ui.app.sm.get_screen("history_play")
    page.show(lost["play_id"])
    ui.app.goto("history_play")
    ui.frame()
    assert page.ids.winner.text == "Lost" and tuple(page.ids.winner.color) != tuple(theme.GOOD)
    won = next(r for r in history.data if r["head"] == "Kites  ·  won together")
    page.show(won["play_id"])
    ui.frame()
    assert page.ids.winner.text == "Won together" and tuple(page.ids.winner.color) == tuple(theme.GOOD)


def test_the_kites_line_keeps_its_markers_off_the_axis_numbers_and_its_legend_draws_them(ui):
    evening(ui.demo)
    stats = ui.show("stats")
    stats.show_games(True)
    ui.frame()
    line = stats.ids.kites_line
    line.shows = [(16, False), (3, True), (16, True)]  # the tallest show first: its marker by the "16"
    ui.frame()
    from ui.screens.stats.charts import MARKER

    assert all(x - MARKER > line.axis_x() + 2 for x, _ in line.marker_points())
    drawn = list(stats.ids.legend.canvas.children)
    colours = [tuple(c.rgba) for c in drawn if isinstance(c, Color)]
    assert tuple(theme.GOOD) in colours and tuple(theme.DANGER) in colours  # the line's own colours
    assert any(isinstance(c, Ellipse) for c in drawn) and any(isinstance(c, Line) for c in drawn)  # dot and ring


def test_a_streak_of_one_is_said_as_a_person_would(ui):
    evening(ui.demo)
    stats = ui.show("stats")
    assert stats.person_streak in ("Won the last game", "Lost the last game") or "in a row" in stats.person_streak
    assert "1 won" not in stats.person_streak and "1 lost" not in stats.person_streak
