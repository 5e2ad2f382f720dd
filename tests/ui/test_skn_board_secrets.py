"""The Nights board's secrets on the real app: a dealt Dragon exposes and the main Vampire BURYs
privately (anyone else's try says nothing); with Knight cards the table tells the box on a
guess or an exposure; SNATCH works at once for the thief; a game resumed after a restart keeps its
dealt roles secret. Screenshots: test-artifacts/screens/skn-board-*.png."""

from __future__ import annotations

import pytest
from skn_support import SHOTS, hold_and_let_go, reveal_on_cue, roles_on_window, scene


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    """A held tile's warning ends when the test says, never on Kivy's wall clock (skn_support)."""
    return reveal_on_cue(monkeypatch)


def test_a_dealt_dragon_exposes_privately_and_anyone_else_s_try_says_nothing(ui):
    from companion.sparkle_kitty import nights
    from ui.widgets.private_reveal import PrivateReveal

    board = scene(ui, "skn_board")  # Nights for five: one Dragon
    state = ui.table.current()
    dragon = next(s for s in range(5) if nights.private_role(state, s) == "dragon")
    other = next(s for s in range(5) if s != dragon and not state.teams[s])
    ui.tap(board.ids.more)
    ui.tap(ui.find("EXPOSE a Knight", board.sheet))
    tiles = {t.who: t for t in board.sheet.walk() if isinstance(t, PrivateReveal)}
    assert set(tiles) == {state.names[s] for s in range(5) if not state.teams[s]}
    inputs = len(ui.inputs())
    touch = ui.press(tiles[state.names[other]])
    tiles[state.names[other]].reveal()
    ui.frame()
    ui.lift(touch)
    assert len(ui.inputs()) == inputs and board.message == ""  # no input, no refusal to read
    assert ui.table.current().teams[other] is None
    touch = ui.press(tiles[state.names[dragon]])
    ui.lift(touch)  # let go during the warning: nothing seen, nothing done
    assert len(ui.inputs()) == inputs
    touch = ui.press(tiles[state.names[dragon]])
    tiles[state.names[dragon]].reveal()
    ui.frame()
    assert "let go now to EXPOSE" in tiles[state.names[dragon]]._cover.detail
    ui.lift(touch)
    assert ui.inputs()[-1][:2] == ("expose", {"player": dragon, "private": True})
    assert ui.table.current().teams[dragon] == "dragon" and "DRAGON" in board.tiles[dragon].team_text


def test_only_the_main_vampire_can_bury_and_she_chooses_it_privately(ui):
    from companion.sparkle_kitty import nights
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "vampire", 5, seed=5)
    board = ui.show("skn_board")
    state = ui.table.current()
    vampire = next(p for p in range(5) if nights.private_role(state, p) == "vampire")
    while ui.table.current().turn == vampire:
        s.do("pass", player=vampire)
    ui.frame()

    def try_bury(expect_input: bool):
        ui.tap(board.ids.enchant)
        ui.tap(ui.find("SLIPPERY", board.sheet))
        me = ui.table.current().turn
        assert not ui.has(ui.table.current().names[me], board.sheet)  # your own tower only via BURY
        ui.tap(ui.find("BURY into your own tower", board.sheet))
        assert (hold_and_let_go(ui, board) > 0) == expect_input and board.message == ""
        return me

    knight = try_bury(expect_input=False)  # a Knight: nothing happens, nothing is said
    assert ui.table.current().towers[knight] == state.towers[knight] and board.sheet.parent is board
    ui.tap(ui.find("Back", board.sheet))
    ui.tap(ui.find("Cancel", board.sheet))
    while ui.table.current().turn != vampire:
        s.do("pass", player=ui.table.current().turn)
    ui.frame()
    try_bury(expect_input=True)
    after = ui.table.current()
    assert ui.inputs()[-1][:2] == ("enchant", {"player": vampire, "card": {"kind": "dark_magic", "word": "SLIPPERY"},
                                               "to": vampire, "private": True})
    assert after.teams[vampire] == "vampire" and after.towers[vampire] == state.towers[vampire] + 1
    assert "VAMPIRE" in board.tiles[vampire].team_text


def test_with_knight_cards_a_werewolf_guess_takes_the_suspect_s_answer(ui):
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "werewolf", 5, roles="cards")
    s.strip(taker=0, victim=0, cards=3)
    s.strip(taker=0, victim=0, cards=1)
    board = ui.show("skn_board")
    assert ui.table.current().pending[0].kind == "guess"
    ui.tap(ui.find("Cleo", board.sheet))
    assert ui.find("GUESS", board.sheet).disabled  # the suspect has not answered yet
    ui.tap(ui.find("not the Werewolf", board.sheet))
    ui.studio.save(SHOTS / "skn-board-guess-cards.png")
    ui.tap(ui.find("GUESS", board.sheet))
    assert ui.inputs()[-1][:2] == ("guess", {"player": 0, "suspect": 2, "werewolf": False})
    assert ui.table.current().cleared[2] and ui.table.current().pending[0].kind == "expose"
    ui.tap(ui.find("[font=DejaVuSans]☠[/font] NAUGHTY", board.sheet))
    ui.tap(ui.find("EXPOSE", board.sheet))
    assert ui.table.current().teams[0] == "naughty" and not ui.table.current().pending


def test_snatch_takes_an_enchantment_and_it_works_at_once_for_the_thief(ui):
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "nights", 5, seed=7)
    s.play_plain()
    caster = s.state.turn
    s.do("enchant", player=caster, card={"kind": "dark_magic", "word": "FLUFFY"}, to=0)
    board = ui.show("skn_board")
    thief = ui.table.current().turn
    ui.tap(board.ids.play)
    ui.tap(ui.find("SNATCH", board.sheet))
    ui.tap(ui.find("all colours", board.sheet))
    assert "STEAL:" in board.sheet.detail  # what SNATCH does, in words
    names = ui.table.current().names
    ui.tap(ui.find(names[caster], board.sheet))  # only players with an enchantment are offered
    onto = [w for w in ui.widgets(root=board.sheet) if getattr(w, "text", "") == names[4] and hasattr(w, "selected")]
    ui.tap(min(onto, key=lambda w: w.y))  # the lowest row: FLUFFY's card onto whose tower
    ui.tap(ui.find("PLAY", board.sheet))
    played = ui.inputs()[-1]
    assert played[0] == "play" and played[1]["card"] == "snatch" and played[1]["target"] == caster
    assert played[1]["to"] == 4  # the stolen Dark Magic puts a card from the thief's hand on a tower
    assert "FLUFFY" in board.tiles[thief].enchantment and "FLUFFY" not in board.tiles[caster].enchantment


def test_an_unfinished_game_comes_back_on_its_board_with_its_secrets_kept(ui):
    from companion.sparkle_kitty import nights

    scene(ui, "skn_board")
    before = ui.table.current()
    restarted = ui.restart()  # the box restarts on the same log
    home = ui.screen
    assert "Sparkle*Kitty Nights" in home.resume_text
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "skn_board"
    state = restarted.current()
    assert state.towers == before.towers and state.teams == before.teams
    assert [nights.private_role(state, s) for s in range(5)] == [nights.private_role(before, s) for s in range(5)]
    assert roles_on_window() <= {r for r in state.teams if r}


def test_with_knight_cards_a_dragon_exposes_by_telling_the_box(ui):
    from ui.screens.skn_board.demo_games import Script

    Script(ui.demo, "nights", 5, roles="cards")
    board = ui.show("skn_board")
    ui.tap(board.ids.more)
    ui.tap(ui.find("EXPOSE a Knight", board.sheet))
    ui.tap(ui.find("Ben", board.sheet))
    ui.tap(ui.find("[font=DejaVuSans]♨[/font] DRAGON", board.sheet))
    ui.tap(ui.find("EXPOSE", board.sheet))
    assert ui.inputs()[-1][:2] == ("expose", {"player": 1, "role": "dragon"})
    assert "DRAGON" in board.tiles[1].team_text and "♨" in board.tiles[1].team_text
    ui.tap(board.ids.teams)
    assert ui.has("Ben", board.sheet) and ui.has("2 hidden", board.sheet)
