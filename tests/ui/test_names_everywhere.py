"""Issue 23, "names everywhere": a table that typed its names in (Mum, Dad, Lily...) reads them on
every screen of the game, in its refusals and in what the phones and History are told: never
"Player 2", "P2" or "players 1 to 4" once the seats have names. Seats are named by real touches
on each setup's shared player picker (tests/ui/picker_support.py)."""

from __future__ import annotations

import re

from picker_support import seat_by_touch

FAMILY = ["Mum", "Dad", "Lily", "Gran"]
# "Player 2", "Players 1 to 4", "only players 1 and 3", "player 2", "P2" (not "the 3 players 1 Defuse")
NUMBERED = re.compile(r"\bPlayers? \d|\bplayers \d+ (?:to|and)\b|\bplayer \d\b(?! \w)|\bP\d\b")


def remembered(ui, *names):
    from ui.screens.history.source import people_for

    people = people_for(ui.table.log)
    for name in names:
        people.add(name)
    return people


def numbered_texts() -> list[str]:
    """Every text on the screen on show that numbers a seat instead of naming it."""
    from ui.widgets.private_reveal import window_texts

    return [t for t in window_texts(hidden_screens=False) if NUMBERED.search(t)]


def spec_names(ui) -> tuple[str, ...]:
    """What the phones and History are told each seat is called."""
    from ui.widgets.phones_sheet import seat_names

    return tuple(seat_names(ui.table))


# -- Kites ------------------------------------------------------------------------------------------
def test_kites_names_its_players_on_the_setup_the_board_and_the_end(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("kites_setup")
    seat_by_touch(ui, setup, FAMILY[:3])
    assert setup.players == 3
    ui.tap(setup.ids.first)  # who starts: the next seat, by name
    assert "Dad" in setup.ids.first.text and "Dad" in setup.steps
    assert numbered_texts() == []
    ui.tap(setup.ids.deal)
    assert ui.app.sm.current == "kites_board"
    board = ui.screen
    ui.demo.do(0, "start")
    ui.demo.do(1, "play", player=1, card=["red"])  # Dad plays red: he owes its flip
    ui.frame()
    assert board.turn == "Dad" and board.message.startswith("Dad: flip")
    assert numbered_texts() == []
    ui.demo.do(2, "flip", timer="red")
    ui.frame()
    assert "Dad DRAW" in [b.text for b in board.ids.row_more.children]  # Dad still owes his draw
    assert "Lily: tap the kites on your card, then PLAY." == board.message
    ui.table.submit("play", player=0, card=["blue"])  # Mum out of turn: refused, by name
    ui.frame()
    assert "it is Lily's turn, not Mum's" in board.message
    assert numbered_texts() == []
    assert spec_names(ui) == ("Mum", "Dad", "Lily")
    ui.at(70)  # the white timer ran out
    assert ui.app.sm.current == "kites_end"
    assert numbered_texts() == []


# -- Buzzers ----------------------------------------------------------------------------------------
def test_buzzers_seats_are_named_with_the_picker_and_the_quiz_says_them(ui):
    remembered(ui, *FAMILY)
    screen = ui.show("buzzers")
    seat_by_touch(ui, screen, FAMILY, opener=screen.ids.names)
    setup = ui.table.log.inputs(ui.table.game_id)[0].data
    assert setup["names"] == FAMILY and len(setup["people"]) == 4  # in the setup input: History reads it
    assert [c.ids.holder.children[0].text for c in screen.cells.values()] == FAMILY
    ui.tap(screen.ids.arm)
    assert numbered_texts() == []
    t = ui.table.now()
    ui.at(t + 0.5)
    screen.buzz(2)  # Lily first
    ui.at(t + 0.52)
    screen.buzz(0)  # Mum 20 ms after
    ui.at(t + 2)
    assert screen.headline == "LILY" and screen.detail.startswith("Mum\u00a0+")
    assert numbered_texts() == []
    assert spec_names(ui) == tuple(FAMILY)
    from companion.registry import spec_for

    summary = spec_for("buzzers").part("summary")(ui.table.rules, ui.table.current(), ui.table.now())
    assert "Lily won" in summary and not NUMBERED.search(summary)


def test_buzzers_remember_their_players_when_the_quiz_comes_back(ui):
    remembered(ui, *FAMILY)
    screen = ui.show("buzzers")
    seat_by_touch(ui, screen, FAMILY[:3], opener=screen.ids.names)
    ui.show("home")
    ui.demo.new_game("kites", players=2)  # another game on the table since
    ui.show("buzzers")
    assert ui.table.game == "buzzers" and ui.table.current().setup.names == tuple(FAMILY[:3])
    assert [s["name"] for s in screen.picker.seats] == FAMILY[:3]


# -- Sparkle*Kitty, Nights, Exploding Kittens: the setups' picker names the boards too --------------
def test_sparkle_kitty_names_its_players_from_the_setup_to_the_board(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("sk_setup")
    seat_by_touch(ui, setup, FAMILY[:3])
    for seat in range(3):
        setup.tell_age(seat, 30 + seat)
    assert numbered_texts() == []
    setup.start()
    ui.frame()
    assert ui.app.sm.current == "sk_board"
    assert numbered_texts() == []
    assert spec_names(ui) == tuple(FAMILY[:3])


def test_nights_names_its_players_from_the_setup_to_the_board(ui):
    remembered(ui, *FAMILY, "Sam")
    setup = ui.show("skn_setup")
    seat_by_touch(ui, setup, FAMILY + ["Sam"])
    assert numbered_texts() == []
    setup.set_deal("cards")
    setup.start()
    ui.frame()
    assert ui.app.sm.current == "skn_board"
    assert numbered_texts() == []
    assert spec_names(ui) == tuple(FAMILY + ["Sam"])


def test_exploding_kittens_names_its_players_from_the_setup_to_the_board(ui):
    remembered(ui, *FAMILY[:3])
    setup = ui.show("ek_setup")
    seat_by_touch(ui, setup, FAMILY[:3], opener=setup.ids.names)
    assert numbered_texts() == []
    ui.tap(setup.ids.start)
    assert ui.app.sm.current == "ek_board"
    assert numbered_texts() == []
    assert spec_names(ui) == tuple(FAMILY[:3])


def test_exploding_kittens_unnamed_seats_read_player_n_not_pn(ui):
    remembered(ui, "Mum")
    setup = ui.show("ek_setup")
    seat_by_touch(ui, setup, ["Mum"], opener=setup.ids.names)
    ui.tap(setup.ids.players_3)
    assert setup.names_text == "Mum, Player 2, Player 3"
    assert not [t for t in numbered_texts() if re.search(r"\bP\d\b", t)]
