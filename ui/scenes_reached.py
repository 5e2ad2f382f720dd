"""Scenes of screens the real-app games reach that the per-game scene lists had left out (issue
23, "what the checks missed": each of these passed the screen checks only because no scene drew
it). No Kivy here; `HOOKS` is what is done on the screen after, as in every scenes module."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo, open_box
from ui.screens.ek_board.scenes import ek_board_nope
from ui.screens.history.scenes import _family, staged
from ui.screens.kites_board.scenes import mid_show
from ui.screens.sk_board.scenes import sk_board_eight


def kites_board_low(demo: Demo) -> str:
    """Mid-show, red has had no flip since 1 s: a few seconds of sand left, its tile says LOW."""
    mid_show(demo)
    demo.at(29)
    return "kites_board"


def skn_board_eight(demo: Demo) -> str:
    """Sparkle*Kitty Nights at eight, the most it seats: the narrowest tiles, nobody exposed yet."""
    from ui.screens.skn_board.demo_games import Script

    Script(demo, "nights", 8, seed=7)
    return "skn_board"


def skn_board_eight_tall(demo: Demo) -> str:
    """Nights at eight a few plays in: a Naughty Knight out (exposed), MIRROR and SLIPPERY cast,
    and Dad, on turn, punished up to a tower of 11: two digits and TURN on the narrowest tile."""
    from ui.screens.skn_board.demo_games import Script, seats_of

    s = Script(demo, "nights", 8, seed=7)
    naughty = seats_of(demo, "naughty")[0]
    s.strip(taker=naughty, victim=naughty, cards=3)
    s.do("enchant", player=s.state.turn, card={"kind": "mirror"}, peek=3)
    s.do("enchant", player=s.state.turn, card={"kind": "dark_magic", "word": "SLIPPERY"}, to=4)
    for _ in range(8):
        s.do("punish", player=s.state.turn, why="mistake")
    return "skn_board"


def skn_board_vampire_eight(demo: Demo) -> str:
    """Vampire at eight: a Mirror at the base of every tower, Ann's Knight out and exposed, the
    hands grown by punishments (each a card off your own tower)."""
    from ui.screens.skn_board.demo_games import Script

    s = Script(demo, "vampire", 8, seed=5)
    for _ in range(3):
        s.do("punish", player=s.state.turn, why="mistake")
    for _ in range(6):
        s.do("pass", player=s.state.turn)
    return "skn_board"


def sk_board_eight_tall(demo: Demo) -> str:
    """Sparkle*Kitty at eight (sk_board_eight), then Hana, on turn, misses the spell eight times
    (+1 tower card each): a tower of 13 and TURN on the narrowest tile."""
    sk_board_eight(demo)
    for t in range(12, 20):
        demo.do(t, "punish", player="Hana", why="missed_spell")
    demo.at(21)
    return "sk_board"


def ek_board_nope_later(demo: Demo) -> str:
    """The Nope race's Attack stood, then P3 played a Skip: the list keeps each Nope with its card."""
    ek_board_nope(demo)
    demo.do(7, "play", player=2, card="skip")
    demo.at(8)
    return "ek_board"


def buzzers_armed_box(demo: Demo) -> str:
    """Six players armed with the buzzer box on screen (the hook): the lamps lit, one pressed."""
    demo.new_game("buzzers", players=6, host=True)
    demo.do(1, "arm")
    demo.do(2.01, "buzz", player=4, tick=2.005)
    demo.at(3)
    return "buzzers"


def _warmup_named(app: Any) -> None:
    """The Kites setup's warm-up, its players picked: the setup steps name who starts."""
    from ui.screens.history.source import people_for

    setup = app.sm.get_screen("kites_setup")
    setup.open_picker()
    people = people_for(app.table.log)
    for name in ("Dad", "Ann", "Ben"):
        person = people.named(name)
        assert person is not None  # _family remembered them
        setup.picker.take(person.id)
    setup.ready()
    setup.mode = "warmup"
    setup.storm = setup.airplane = 1  # two challenge cards: a sixth step


def _phones_on(app: Any) -> None:
    """Phones on (the server made, never started: no port opens): Home shows its Phones button."""
    from phones.link import PhoneLink

    app.phones = PhoneLink(None, host="127.0.0.1", port=0)
    app.refresh()


SCENES: dict[str, Callable[[Demo], str]] = {
    "kites_setup_warmup": staged(_family, "kites_setup", "The Kites warm-up for three named players "
                                 "with two challenge cards: six steps, whole, with who starts."),
    "home_phones": staged(lambda demo: None, "home", "Home with the players' phones on: a Phones button in the top bar."),
    "kites_board_low": kites_board_low,
    "skn_board_eight": skn_board_eight,
    "sk_board_eight_tall": sk_board_eight_tall,
    "skn_board_eight_tall": skn_board_eight_tall,
    "skn_board_vampire_eight": skn_board_vampire_eight,
    "buzzers_armed_box": buzzers_armed_box,
    "ek_board_nope_later": ek_board_nope_later,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "kites_setup_warmup": _warmup_named,
    "home_phones": _phones_on,
    "buzzers_armed_box": open_box,
}
