"""The shared player picker: remembered people most recent first, tapped into seats in order, a
guest, a new name on the big keyboard; what a setup reads from it, and the next setup's order."""

from __future__ import annotations

import pytest

import ui  # noqa: F401  (the 800x480 window and Kivy's environment, before kivy loads)
from kivy.core.window import Window  # noqa: E402
from kivy.uix.behaviors import ButtonBehavior  # noqa: E402

from companion.people import PeopleStore  # noqa: E402
from ui.widgets.player_picker import seat_chip_text  # noqa: E402
from ui.widgets.sheet import TICK  # noqa: E402
from test_history_screens import shown  # noqa: E402


@pytest.fixture
def picker(ui):
    from ui.widgets.player_picker import PlayerPicker

    store = PeopleStore(":memory:", clock=lambda: 1000.0)
    for name, year in (("Ann", 2017), ("Ben", 2019), ("Dad", None)):
        store.add(name, birth_year=year)
    widget = PlayerPicker(store=store, most=4, least=2, size_hint=(None, None), size=(800, 480))
    Window.add_widget(widget)
    ui.frame(3)
    yield widget
    Window.remove_widget(widget)


def buttons(ui, picker, text):
    return [w for w in picker.walk(restrict=True) if isinstance(w, ButtonBehavior)
            and getattr(w, "text", "") == text and shown(w) and not w.disabled]


def test_people_are_tapped_into_seats_in_order_with_a_guest(ui, picker):
    (dad,) = buttons(ui, picker, "Dad")
    ui.tap(dad)
    ui.tap(buttons(ui, picker, "Guest")[0])
    ui.tap(buttons(ui, picker, "Ann")[0])
    assert picker.setup_fields() == {"names": ["Dad", "Guest 1", "Ann"],
                                     "people": [picker.store.named("Dad").id, None, picker.store.named("Ann").id]}
    (chosen,) = [w for w in picker.ids.pool.children if w.text.endswith("Dad")]
    assert chosen is dad and chosen.text.startswith(TICK) and chosen.chosen_outline  # seated: marked, in its place
    assert picker.players_with_ages(2026) == [{"name": "Dad", "age": None}, {"name": "Guest 1", "age": None},
                                              {"name": "Ann", "age": 9}]
    ui.tap(buttons(ui, picker, seat_chip_text(1, "Guest 1"))[0])  # a seat chip tapped: that seat is free again
    assert [s["name"] for s in picker.seats] == ["Dad", "Ann"] and picker.ready


def test_the_table_is_full_at_the_games_most_players(ui, picker):
    for name in ("Ann", "Ben", "Dad"):
        picker.take(picker.store.named(name).id)
    picker.guest()
    assert len(picker.seats) == 4 and picker.full
    picker.guest()
    assert len(picker.seats) == 4 and buttons(ui, picker, "Guest") == []


def test_a_new_name_is_typed_remembered_and_seated(ui, picker):
    ui.tap(buttons(ui, picker, "+ New name")[0])
    assert picker.typing
    for key in "ZOE":
        ui.tap(buttons(ui, picker, key)[0])
    ui.tap(buttons(ui, picker, "Done")[0])
    assert not picker.typing and picker.seats == [{"name": "Zoe", "person": picker.store.named("Zoe").id}]
    picker.new_name()
    picker.typed("zoe")
    assert picker.typing and "already remembered" in picker.problem


def test_after_a_game_the_seated_come_first_next_time(ui, picker):
    now = [2000.0]
    picker.store.clock = lambda: now[0]
    picker.take(picker.store.named("Dad").id)
    picker.take(picker.store.named("Ben").id)
    picker.seated()
    assert [p.name for p in picker.store.recent()] == ["Dad", "Ben", "Ann"]


def test_the_keyboard_opens_in_a_reserved_place_and_everything_is_finger_sized(ui, picker):
    """The seats and the header stay where they were while the keyboard is up (it takes the place
    of the remembered people); every button is at least 48 px, every text at least 18 px, and
    nothing reaches outside the window."""
    from kivy.uix.label import Label

    picker.take(picker.store.named("Ann").id)
    ui.frame()

    def fixed():
        return [tuple(w.to_window(*w.pos)) + tuple(w.size) for w in (picker.ids.close, *picker.ids.chips.children)]

    before = fixed()
    ui.tap(buttons(ui, picker, "+ New name")[0])
    assert picker.typing and fixed() == before
    on_show = [w for w in picker.walk(restrict=True) if shown(w) and w.get_root_window() is not None]
    keys = [w for w in on_show if isinstance(w, ButtonBehavior)]
    assert len(keys) > 30 and all(min(w.size) >= 48 for w in keys)
    for w in on_show:
        x, y = w.to_window(*w.pos)
        assert x >= 0 and y >= 0 and x + w.width <= 800 and y + w.height <= 480, w
    assert all(w.font_size >= 18 for w in on_show if isinstance(w, Label) and w.text)
    ui.tap(buttons(ui, picker, "Cancel")[0])
    assert not picker.typing and fixed() == before


def test_two_names_tapped_where_they_stood_seat_those_two(ui, picker):
    """Nothing moves under a finger: both taps aim at where the names stood before the first one
    (as a hand moving on to the next name does), and both of those people are seated."""
    order = [w.text for w in reversed(picker.ids.pool.children)]
    assert sorted(order) == ["Ann", "Ben", "Dad"]
    first, second = order[:2]  # side by side: the second where the first would move to
    spots = {name: buttons(ui, picker, name)[0].to_window(*buttons(ui, picker, name)[0].center)
             for name in (first, second)}
    ui.tap_at(*spots[first])
    ui.tap_at(*spots[second])
    assert [s["name"] for s in picker.seats] == [first, second]
    ui.tap_at(*spots[first])  # a chosen name tapped again frees that seat
    assert [s["name"] for s in picker.seats] == [second]
    assert [w.text.removeprefix(TICK) for w in reversed(picker.ids.pool.children)] == order


def test_a_seated_chip_looks_unlike_new_name_and_the_instruction_stays(ui, picker):
    """Issue 23: the seats' chips were the green of "+ New name", and the line saying what to do
    went with the first seat. A chip now has its seat number, the mark that frees it and an
    outline on a dark fill (not its colour alone); the instruction stays, saying the next seat."""
    from ui.widgets.player_picker import SeatChip

    new_name = buttons(ui, picker, "+ New name")[0]
    assert "seat order" in picker.ids.instruction.text and shown(picker.ids.instruction)
    for name in ("Dad", "Ann"):
        ui.tap(buttons(ui, picker, name)[0])
    chips = list(reversed(picker.ids.chips.children))
    assert [type(c) for c in chips] == [SeatChip, SeatChip]
    for seat, chip in enumerate(chips):
        assert chip.text == seat_chip_text(seat, picker.seats[seat]["name"]) and chip.text.startswith("[color=")
        assert f"{seat + 1}." in chip.text and "✕" in chip.text  # the seat number, and what a tap does
        assert tuple(chip.fill) != tuple(new_name.fill)
        assert any(type(i).__name__ == "Line" for i in chip.canvas.after.children)  # the outline
    assert not any(type(i).__name__ == "Line" for i in new_name.canvas.after.children)
    # the instruction is still there after the seats are taken, and says which seat is next
    assert shown(picker.ids.instruction) and "seat 3" in picker.ids.instruction.text
    picker.guest()
    picker.guest()
    assert picker.full and "Every seat is taken" in picker.ids.instruction.text
