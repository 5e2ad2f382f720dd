"""Home, Kites setup and Kites end in the real app, driven by real touches (tests/ui/conftest.py).

Each test starts on a fresh table with a fake clock: game time only moves when the test says so,
so nothing here depends on how fast the machine is. Screenshots of the three screens go to
test-artifacts/screens/flow-*.png ("flow-" keeps them apart from the scene snapshots).
"""

from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


# -- what a person sees -----------------------------------------------------------------------------
def text_of(widget) -> str:
    """Every word showing in `widget` (markup removed), one label a line."""
    from kivy.uix.label import Label

    words = []
    for w in widget.walk(restrict=True):
        if isinstance(w, Label) and w.opacity > 0 and w.height > 0 and w.text:
            words.append(re.sub(r"\[/?[a-z]+(=[^\]]*)?\]", "", w.text))
    return "\n".join(words)


def number_in(box) -> str:
    """The big number of a number box (its first line)."""
    return text_of(box).split("\n")[0]


def steps(setup) -> str:
    return text_of(setup.ids.steps).replace("\n", " ")


def button(widget, text: str):
    from kivy.uix.behaviors import ButtonBehavior

    return next(w for w in widget.walk(restrict=True) if isinstance(w, ButtonBehavior) and w.text == text)


def shoot(ui, name: str) -> Path:
    """Screenshot the window; it must be 800x480 and show something (not a black frame)."""
    ui.frame()
    path = ui.studio.save(SHOTS / f"flow-{name}.png")
    data = path.read_bytes()
    assert struct.unpack(">II", data[16:24]) == (800, 480)
    assert distinct_bytes(data) > 16, f"{path} looks blank"
    return path


def distinct_bytes(png: bytes) -> int:
    """How many different byte values the image's pixel data holds (a black frame holds ~2)."""
    pos, pixels = 8, b""
    while pos < len(png):
        length = int.from_bytes(png[pos:pos + 4], "big")
        if png[pos + 4:pos + 8] == b"IDAT":
            pixels += png[pos + 8:pos + 8 + length]
        pos += 12 + length
    return len(set(zlib.decompress(pixels)))


# -- the setup, tapped ------------------------------------------------------------------------------
def choose(ui, players=5, mode="warmup", storm=2, start=4, referee=True):
    """Tap a setup in (each choice explicitly: the screen keeps the last one it showed)."""
    setup = ui.show("kites_setup")
    ui.tap(setup.ids[f"players_{players}"])
    ui.tap(setup.ids[f"mode_{mode}"])
    ui.tap(setup.ids["referee_on" if referee else "referee_off"])
    for name in ("storm", "crossed_lines", "airplane"):
        while getattr(setup, name):
            ui.tap(button(setup.ids[name], "−"))
    for _ in range(storm):
        ui.tap(button(setup.ids.storm, "+"))
    while setup.first != start - 1:  # a tap on "starts" hands it to the next seat
        ui.tap(setup.ids.first)
    return setup


# -- home -------------------------------------------------------------------------------------------
def test_home_offers_kites_and_says_the_others_are_not_built(ui):
    home = ui.show("home")
    seen = text_of(home)
    assert "Kites" in seen
    for name in ("Sparkle*Kitty", "Exploding Kittens", "Buzzers"):
        assert name in seen
    assert seen.count("coming soon") == 0  # every game on Home is built now
    assert home.resume_id == 0 and home.ids.resume.disabled, "a fresh log has nothing to resume"
    assert text_of(home.ids.in_progress) == "No game in progress"
    shoot(ui, "home")
    ui.tap(home.ids.kites)
    assert ui.app.sm.current == "kites_setup"


def test_the_games_not_built_do_nothing_when_touched(ui):
    from ui.screens.home.home import HomeSoonTile

    home = ui.show("home")
    for tile in ui.widgets(HomeSoonTile, home):
        ui.tap(tile)
        assert ui.app.sm.current == "home"


def test_home_offers_to_resume_a_show_a_restart_left_unfinished(ui):
    ui.scene("kites_board")  # mid-show...
    restarted = ui.restart()  # ...and the box restarts on the same log
    home = ui.screen
    assert home.ids.resume.opacity == 1 and not home.ids.resume.disabled
    assert text_of(home.ids.resume) == "▶ Back to the show\nKites\n0:10 played · Mum, Dad, Lily +1"
    shoot(ui, "home_resume")
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "kites_board"
    assert restarted.held, "a resumed show waits, timers frozen, until the table restarts it"


def test_home_mid_show_leads_back_to_the_held_show(ui):
    home = ui.scene("home_resume")  # the show is live on this table, held when the table went Home
    assert "Back to the show" in text_of(home.ids.resume)  # a Kites game is a show (other games: "game")
    assert "0:14 played" in text_of(home.ids.resume)
    ui.tap(home.ids.resume)
    assert ui.app.sm.current == "kites_board"
    assert ui.table.held and ui.table.now() == 14, "the show waits where it stood for the table to restart it"


# -- setup ------------------------------------------------------------------------------------------
def test_five_players_are_dealt_three_cards_each(ui):
    setup = choose(ui, players=5, mode="standard", storm=0, start=1)
    assert number_in(setup.ids.hand_size) == "3"
    assert number_in(setup.ids.draw_pile) == str(53 - 5 * 3)
    assert "deal 3 face down to each" in steps(setup)
    ui.tap(setup.ids.players_2)
    assert number_in(setup.ids.hand_size) == "5"


def test_warm_up_halves_the_deck_and_sets_two_timers_aside(ui):
    setup = choose(ui, players=5, mode="standard", storm=0, start=1)
    assert "Shuffle the 53 kite cards" in steps(setup)
    ui.tap(setup.ids.mode_warmup)
    assert "Shuffle the 24 kite cards" in steps(setup)  # about half: no orange, no purple cards
    assert number_in(setup.ids.draw_pile) == str(24 - 5 * 3)
    assert "Lay the 4 timers" in steps(setup)
    assert "orange" in steps(setup) and "purple" in steps(setup)
    shoot(ui, "kites_setup_warmup")


def test_one_challenge_card_is_one_card_in_the_steps(ui):
    setup = choose(ui, players=5, mode="warmup", storm=1, start=4)
    assert "Shuffle in the 1 challenge card." in steps(setup)


def test_challenge_cards_and_the_start_player_show_in_the_steps(ui):
    setup = choose(ui, players=5, mode="warmup", storm=2, start=4)
    assert number_in(setup.ids.draw_pile) == str(24 + 2 - 5 * 3)
    assert "Shuffle in the 2 challenge cards" in steps(setup)
    assert "Player 4 starts" in steps(setup)  # on screen players count from 1
    for _ in range(2):  # round the five seated only: Player 5, then Player 1 again
        ui.tap(setup.ids.first)
    assert "Player 1 starts" in steps(setup) and "Player 1" in setup.ids.first.text
    for _ in range(6):
        ui.tap(button(setup.ids.airplane, "+"))
    assert setup.airplane == 4, "the box holds four of each"


def test_fewer_players_move_a_start_player_who_is_gone(ui):
    setup = choose(ui, players=5, mode="standard", storm=0, start=5)
    ui.tap(setup.ids.players_3)
    assert "Player 1 starts" in steps(setup)


def test_deal_sets_the_show_up_as_chosen(ui):
    setup = choose(ui, players=5, mode="warmup", storm=2, start=4)
    shoot(ui, "kites_setup")
    ui.tap(setup.ids.deal)
    assert ui.app.sm.current == "kites_board"
    state = ui.table.state
    assert (state.setup.players, state.setup.mode, state.setup.first, state.setup.referee) == (5, "warmup", 3, True)
    assert dict(state.setup.challenge) == {"storm": 2, "crossed_lines": 0, "airplane": 0}
    assert state.hands == (3,) * 5 and state.draw_pile == 11
    assert [a.do for a in ui.table.log.inputs(ui.table.game_id)] == ["setup"]


# -- end --------------------------------------------------------------------------------------------
def test_a_lost_show_ends_with_its_band_and_verdict(ui):
    ui.tap(choose(ui, players=5, mode="warmup", storm=2, start=4).ids.deal)
    ui.demo.do(0, "start")
    ui.at(61)  # nobody played: the white timer's minute ran out
    assert ui.app.sm.current == "kites_end"
    end = ui.screen
    assert end.ids.result.text == "LOST"
    assert "Sand ran out" in text_of(end.ids.detail) and "white" in text_of(end.ids.detail)
    assert number_in(end.ids.cards_left) == "26"  # 11 in the pile, 15 in hands
    assert end.ids.band.text == "Score band  21-39"
    assert end.ids.verdict.text == "A light breeze: still warming up."
    assert number_in(end.ids.length) == "1:00"
    assert list(end.ids.plot.series) == ["red", "yellow", "blue", "white"]  # warm-up: two aside
    assert end.ids.undo.text == "UNDO", "every end screen offers UNDO (test_kites_end_undo.py)"
    shoot(ui, "kites_end_lost")


def test_play_again_comes_back_to_the_same_setup(ui):
    ui.tap(choose(ui, players=5, mode="warmup", storm=2, start=4).ids.deal)
    ui.demo.do(0, "start")
    ui.at(61)
    ui.tap(ui.screen.ids.again)
    setup = ui.screen
    assert ui.app.sm.current == "kites_setup"
    assert (setup.players, setup.mode, setup.storm, setup.first) == (5, "warmup", 2, 3)
    assert "Player 4 starts" in steps(setup)
    ui.tap(setup.ids.back)
    assert ui.app.sm.current == "home"
    assert ui.screen.resume_id == 0 and ui.screen.ids.resume.disabled, "a finished show is not offered for resuming"


def test_a_won_show_scores_zero_cards_left(ui):
    end = ui.scene("kites_end_won")
    assert end.ids.result.text == "WON"
    assert number_in(end.ids.cards_left) == "0"
    assert end.ids.band.text == "Score band  0"


def test_a_timers_only_table_counts_its_cards_in(ui):
    ui.demo.new_game(players=3, referee=False)
    ui.show("kites_board")
    ui.demo.do(0, "start")
    ui.demo.do(2, "flip", timer="red")
    ui.at(40)  # red ran out at 32 s
    end = ui.screen
    assert ui.app.sm.current == "kites_end"
    assert number_in(end.ids.cards_left) == "?"
    for label in ("+5", "+5", "+1"):
        ui.tap(button(end, label))
    assert number_in(end.ids.cards_left) == "11"
    assert end.ids.band.text == "Score band  7-15"
    shoot(ui, "kites_end_counting")


# -- every screen ----------------------------------------------------------------------------------
def test_a_refused_deal_says_why_and_stays_on_the_setup(ui):
    setup = choose(ui, players=4, mode="standard", storm=0, start=1)
    ui.table.log.db.execute("PRAGMA query_only = ON")  # the log stops taking writes (a full disk)
    ui.tap(setup.ids.deal)
    assert ui.app.sm.current == "kites_setup"
    assert ui.table.fold is None
    assert "log" in setup.ids.message.text and setup.ids.message.height > 0
    shoot(ui, "kites_setup_refused")


def test_every_button_is_finger_sized(ui):
    from kivy.uix.behaviors import ButtonBehavior

    ui.tap(choose(ui, players=6, mode="standard", storm=1, start=6, referee=False).ids.deal)
    ui.demo.do(0, "start")
    ui.at(61)
    assert ui.app.sm.current == "kites_end"
    for name in ("kites_end", "home", "kites_setup"):
        screen = ui.show(name)
        for w in ui.widgets(ButtonBehavior, screen):
            if w.opacity > 0 and not w.disabled:
                assert w.width >= 48 and w.height >= 48, f"{name}: {getattr(w, 'text', w)!r} is {w.size}"
