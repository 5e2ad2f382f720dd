"""Scripted Sparkle*Kitty and Exploding Kittens tables for screenshots and UI tests (no Kivy):
`ui/scenes.py` lists them with the others."""

from __future__ import annotations

from typing import Callable

from ui.scenes import Demo

SK_TABLE = [{"name": "Ann", "age": 9}, {"name": "Ben", "age": 7}, {"name": "Cleo", "age": 11},
            {"name": "Dad", "age": 38}]


def sk_setup(demo: Demo) -> str:
    return "sk_setup"


def sk_board(demo: Demo) -> str:
    """Four players a few plays in: Ben (the youngest) opened, Dad cast AMAZING on Ann's tower, Ben
    won a Double race on PANDA and played a SPARKLE; Cleo's turn."""
    demo.new_game("sparkle_kitty", players=SK_TABLE)
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(3, "play", player="Cleo", card="panda-pink", page="right")
    demo.do(5, "dark_magic", player="Dad", word="AMAZING", target="Ann")
    demo.do(7, "play", player="Ann", card="otter-blue", page="left")
    demo.do(8.01, "buzz", player="Ben", tick=8.0)
    demo.do(8.5, "double", player="Ben", card="panda-green", page="right")
    demo.do(10, "play", player="Ben", card="sparkle-blue", page="left")
    demo.at(12)
    return "sk_board"


def sk_board_race(demo: Demo) -> str:
    """Cleo and Dad press DOUBLE: Dad's edge came first (his callback last): Dad wins by 12 ms and
    confirms his card's colour."""
    sk_board(demo)
    demo.do(12.018, "buzz", player="Cleo", tick=12.0163)
    demo.do(12.020, "buzz", player="Dad", tick=12.0043)
    demo.at(13)
    return "sk_board"


def sk_board_escape(demo: Demo) -> str:
    """Reveal on escape (optional rule): Ben doubles and double-doubles JIGGLE, then his OTTER's
    Take 1 OFF empties his tower; before he is free Cleo, Dad and Ann each show a card they draw."""
    demo.new_game("sparkle_kitty", players=SK_TABLE, options={"escape_reveal": True})
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(2, "double", player="Ben", card="jiggle-green", page="left")
    demo.do(3, "double", player="Ben", card="jiggle-blue", page="left")
    demo.do(4, "play", player="Cleo", card="panda-pink", page="right")
    demo.do(5, "pass", player="Dad")
    demo.do(6, "pass", player="Ann")
    demo.do(7, "play", player="Ben", card="otter-yellow", page="left")
    demo.at(8)
    return "sk_board"


def sk_board_eight(demo: Demo) -> str:
    """Eight players, Dark Magic adds up: Gus has cast two words and must say both before the book."""
    names = ["Ann", "Ben", "Cleo", "Dad", "Eli", "Fay", "Gus", "Hana"]
    players = [{"name": n, "age": a} for n, a in zip(names, (9, 7, 11, 38, 40, 13, 10, 8))]
    demo.new_game("sparkle_kitty", players=players, first="Fay", options={"accumulate_dark_magic": True})
    demo.do(1, "play", player="Fay", card="otter-blue", page="left")
    demo.do(2, "dark_magic", player="Gus", word="SUPER", target="Hana")
    for t, who in ((3, "Hana"), (4, "Ann"), (5, "Ben"), (6, "Cleo"), (7, "Dad"), (8, "Eli"), (9, "Fay")):
        demo.do(t, "pass", player=who)
    demo.do(10, "dark_magic", player="Gus", word="ITTY BITTY", target="Ann")
    demo.at(11)
    return "sk_board"


def sk_end(demo: Demo) -> str:
    """Three players, a short deck: the draw pile runs out with Ben and Cleo on equal towers;
    Cleo's Dark Magic card decides for Ben."""
    demo.new_game("sparkle_kitty", players=SK_TABLE[:3], deck=30)
    demo.do(1, "play", player="Ben", card="jiggle-pink", page="left")
    demo.do(3, "dark_magic", player="Cleo", word="MIGHTY", target="Ann")
    demo.do(5, "pass", player="Ann")
    demo.do(7, "pass", player="Ben")
    demo.do(9, "pass", player="Cleo")
    demo.at(10)
    return "sk_end"


def ek_setup(demo: Demo) -> str:
    return "ek_setup"


def ek_board(demo: Demo) -> str:
    """Four players: P1 defused a Kitten (back where only P1 knows), P2 Attacked, P3 saw the future
    and told the table (Tacocat, then an Exploding Kitten), marked P1's Defuse and drew the Tacocat:
    P3's second turn, and the next draw is certain to explode."""
    demo.new_game("kittens", players=4, expansions=["streaking"])
    demo.do(1, "draw", player=0, card="exploding_kitten")
    demo.do(2, "defuse", player=0)
    demo.do(3, "play", player=1, card="attack")
    demo.do(4, "play", player=2, card="see_the_future", cards=["tacocat", "exploding_kitten", "skip"])
    demo.do(5, "play", player=2, card="mark", target=0, marked="defuse")
    demo.do(6, "draw", player=2)
    demo.at(7)
    return "ek_board"


def ek_board_nope(demo: Demo) -> str:
    """P2 Attacks; P3 and P4 press NOPE: P4's edge came first (its callback last) and wins by 12 ms;
    then P2 Nopes the Nope: the Attack stands."""
    demo.new_game("kittens", players=4, expansions=["streaking"])
    demo.do(1, "draw", player=0)
    demo.do(2, "play", player=1, card="attack")
    demo.do(3.018, "buzz", player=2, tick=3.0163)
    demo.do(3.020, "buzz", player=3, tick=3.0043)
    demo.do(5.01, "buzz", player=1, tick=5.0)
    demo.at(6)
    return "ek_board"


def ek_board_named(demo: Demo) -> str:
    """Five named players: Ben and Cleo stacked Attacks, so Grandad owes 4 turns; Mum's Nope is
    marked."""
    demo.new_game("kittens", players=5, expansions=["streaking"], names=["Ann", "Ben", "Cleo", "Grandad", "Mum"])
    demo.do(1, "draw", player=0)
    demo.do(2, "play", player=1, card="attack")
    demo.do(3, "play", player=2, card="attack")
    demo.do(4, "play", player=3, card="mark", target=4, marked="nope")
    demo.at(5)
    return "ek_board"


def ek_board_defuse(demo: Demo) -> str:
    """Grandad drew a Kitten: where does it go back? (the stepper at 9th from the top)"""
    ek_board_named(demo)
    demo.do(5, "draw", player=3, card="exploding_kitten")
    demo.at(6)
    return "ek_board"


def ek_board_own_up(demo: Demo) -> str:
    """Six players (the Imploding Kitten): Ann, Ben and Cleo drew unseen while the Streaking Kitten
    could hide a Kitten, so their tiles offer OWN UP; Dev, to act, drew nothing."""
    demo.new_game("kittens", players=6, expansions=["streaking"], imploding=True,
                  names=["Ann", "Ben", "Cleo", "Dev", "Grandad", "Mum"])
    for t, p in enumerate(range(3), start=1):
        demo.do(t, "draw", player=p)
    demo.at(4)
    return "ek_board"


def ek_board_two_kittens(demo: Demo) -> str:
    """Blind Ann kept a Kitten, drew another face up and picked the kept one from her hand: two
    Kittens to defuse, one at a time."""
    demo.new_game("kittens", players=3, expansions=["streaking"], names=["Ann", "Ben", "Cleo"])
    demo.do(1, "draw", player=0, card="exploding_kitten")
    demo.do(2, "play", player=0, card="streaking_kitten")
    demo.do(3, "play", player=1, card="curse_of_the_cat_butt", target=0)
    demo.do(4, "draw", player=1)
    demo.do(5, "draw", player=2)
    demo.do(6, "draw", player=0, card="exploding_kitten")
    demo.do(7, "play", player=0, card="exploding_kitten")
    demo.at(8)
    return "ek_board"


def ek_end(demo: Demo) -> str:
    """Three players: Ann drew a Kitten with no Defuse; Cleo Noped Ben's Attack and defused a
    Kitten; Ben drew a Kitten with no Defuse: Cleo wins."""
    demo.new_game("kittens", players=3, expansions=["streaking"], names=["Ann", "Ben", "Cleo"])
    demo.do(1, "draw", player=0, card="exploding_kitten")
    demo.do(2, "explode", player=0)
    demo.do(3, "play", player=1, card="attack")
    demo.do(4, "nope", player=2)
    demo.do(5, "draw", player=1)
    demo.do(6, "draw", player=2, card="exploding_kitten")
    demo.do(7, "defuse", player=2)
    demo.do(8, "draw", player=1, card="exploding_kitten")
    demo.do(9, "explode", player=1)
    demo.at(10)
    return "ek_end"


SCENES: dict[str, Callable[[Demo], str]] = {
    "sk_setup": sk_setup,
    "sk_board": sk_board,
    "sk_board_play": sk_board,
    "sk_board_scan_page": sk_board,  # Cleo scans TWINKLE (yellow, moon): which page? (hook in ui/snapshot.py)
    "sk_board_scanned": sk_board,  # ... she taps RIGHT, then Ann for ADD 1: the spell to say
    "sk_board_race": sk_board_race,
    "sk_board_eight": sk_board_eight,
    "sk_board_escape": sk_board_escape,
    "sk_end": sk_end,
    "ek_setup": ek_setup,
    "ek_setup_names": ek_setup,
    "ek_board": ek_board,
    "ek_board_named": ek_board_named,
    "ek_board_future": ek_board_named,
    "ek_board_defuse": ek_board_defuse,
    "ek_board_nope": ek_board_nope,
    "ek_board_own_up": ek_board_own_up,
    "ek_board_two_kittens": ek_board_two_kittens,
    "ek_board_play": ek_board,
    "ek_end": ek_end,
}
