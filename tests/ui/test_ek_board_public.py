"""Secrets, on the board itself (issue 20): after every step of a Kittens game played by taps, with
See the Future and a Defuse told privately and a Nope race on the buzzers, every text on the shared
board is the one the board shows for the public transcript (`companion log export`) replayed to
that moment on a second table. Mum's See the Future and Dad's Kitten 3rd must never show, least of
all when Gran's Nope race settles on Lily's Attack (it showed "0% SAFE", then "3 in 35", then
"100% CERTAIN")."""

from __future__ import annotations

from companion.actions import Action
from companion.kittens.views import public_lines
from ek_support import put_back
from test_ek_game import _play  # PLAY, the card, its target, by taps
from ui.demo import Demo

NAMES = ["Mum", "Dad", "Lily", "Gran"]


def board_texts(ui) -> list[str]:
    """Every text on the shared board, in the widget tree's order (its sheet too, when open)."""
    return [f"{type(w).__name__}: {w.text}" for w in ui.widgets() if isinstance(getattr(w, "text", None), str)]


def replayed_board(ui) -> list[str]:
    """The board's texts for the public transcript replayed on a second table to this moment."""
    live = ui.table
    lines = public_lines([a.to_json() for a in live.log.inputs(live.game_id)])
    actions = [Action.from_json(text) for text in lines]
    twin = Demo()
    twin.new_game("kittens", **{k: v for k, v in actions[0].data.items() if k != "game"})
    for action in actions[1:]:
        twin.at(action.t)
        outcome = twin.table.submit_action(action)
        assert outcome.accepted, f"the public transcript does not replay: {action}: {outcome.reason}"
    twin.at(live.now())
    ui.app.use_table(twin.table)
    try:
        ui.show("ek_board")
        ui.frame()
        return board_texts(ui)
    finally:
        ui.app.use_table(live)
        ui.show("ek_board")


def same_as_the_public_transcript(ui, step: str) -> None:
    ui.frame()
    live = board_texts(ui)
    table = replayed_board(ui)
    ui.frame()
    assert board_texts(ui) == live, "looking at the replay changed the live board"
    differ = [(a, b) for a, b in zip(live, table) if a != b]
    assert live == table, f"after {step}, the shared board says what the table cannot know: {differ}"


def test_every_text_on_the_board_is_what_the_public_transcript_shows(ui, mock_box):
    assert ui.app.start("kittens", players=4, names=NAMES, expansions=["streaking"])
    ui.frame()
    board = ui.screen
    assert ui.app.sm.current == "ek_board" and board.to_act == "Mum"
    same_as_the_public_transcript(ui, "the deal")

    # Mum sees the future and enters it on the box turned to her: "Shared odds stay"
    _play(ui, board, "See the Future")
    ui.tap(ui.find("ENTER THEM", board.sheet))
    for card in ("Tacocat", "Exploding Kitten", "Cattermelon"):
        ui.tap_exact(card, board.sheet)
    ui.tap(ui.find("DONE", board.sheet))
    assert ui.inputs()[-1][1]["private"] is True
    same_as_the_public_transcript(ui, "Mum's See the Future")

    ui.tap(board.ids.draw)  # Mum draws the Tacocat
    same_as_the_public_transcript(ui, "Mum's draw")

    # Dad draws the Kitten, defuses it and puts it back 3rd, privately
    ui.tap(board.ids.kitten)
    same_as_the_public_transcript(ui, "Dad's Kitten")
    ui.tap(board.ids.defuse)
    put_back(ui, board, "3rd")
    assert ui.inputs()[-1][:2] == ("defuse", {"player": 1, "position": 2, "private": True})
    same_as_the_public_transcript(ui, "Dad's Defuse")
    assert board.odds_exact == "4 in 37"

    # Lily Attacks; Gran's Nope wins the race on the buzzers (Mum's edge comes second)
    _play(ui, board, "Attack")
    same_as_the_public_transcript(ui, "Lily's Attack")
    ui.race_by_edges(board, first=3, second=0)
    assert "Gran Noped first" in board.history and board.to_act == "Lily"
    same_as_the_public_transcript(ui, "the Nope race's verdict")
    assert board.odds_exact == "4 in 37" and board.odds_word != "SAFE"

    ui.tap(board.ids.draw)  # Lily draws the Cattermelon: Mum knew it was safe
    same_as_the_public_transcript(ui, "Lily's draw")
    ui.tap(board.ids.draw)  # Gran draws: Dad's Kitten is next, for Dad alone
    same_as_the_public_transcript(ui, "Gran's draw")
    assert board.odds_word != "CERTAIN"

    ui.tap(board.ids.undo)
    same_as_the_public_transcript(ui, "UNDO")

    # the box restarts and resumes the game: still nothing but what the table knows
    restarted = ui.restart()
    ui.tap(ui.screen.ids.resume)
    assert ui.app.sm.current == "ek_board" and not restarted.held
    same_as_the_public_transcript(ui, "a restart")
