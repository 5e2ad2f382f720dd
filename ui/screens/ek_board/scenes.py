"""Scripted Exploding Kittens tables for screenshots and UI tests (no Kivy): the board with names,
See the Future, a Defuse, a Nope race, two Kittens, the end; `HOOKS`: the sheets opened on them."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo


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


def _ek_pick(app: Any) -> None:
    """P3's PLAY sheet: Favor chosen, whom to ask."""
    board = app.sm.get_screen("ek_board")
    board.open_play()
    board.flow.update(card="favor", target=0)
    board._show_play()


def _ek_attack(app: Any) -> None:
    """P3's PLAY sheet: Attack chosen (its description whole, the cards where Favor's left them)."""
    board = app.sm.get_screen("ek_board")
    board.open_play()
    board.flow.update(card="attack")
    board._show_play()


def enroll_kittens(demo: Demo) -> str:
    """Cards & scanner on the Exploding Kittens deck (with Streaking Kittens): every card's name
    over its counts, the summary line."""
    demo.new_game("kittens", players=4, expansions=["streaking"])
    return "enroll"


def _enroll_kittens(app: Any) -> None:
    app.sm.get_screen("enroll").pick_game("kittens")


def _ek_future(app: Any) -> None:
    """Grandad's See the Future (5x): two of the five cards entered, top first."""
    board = app.sm.get_screen("ek_board")
    board.open_play()
    board.flow.update(card="see_the_future_5")
    board._next()
    board.flow["cards"][:] = ["tacocat", "exploding_kitten"]
    board._show_future()


def _ek_defuse(app: Any) -> None:
    """The box turned to Grandad: the stepper at 9th from the top, PUT HERE to put it there."""
    board = app.sm.get_screen("ek_board")
    board.open_defuse()
    board.flow["at"] = 8
    board._show_position()


def _ek_defuse_gate(app: Any) -> None:
    """What the whole table sees first: who defuses, nothing of where."""
    app.sm.get_screen("ek_board").open_defuse()


def _ek_names(app: Any) -> None:
    """The picker over the setup: two seated, the family's others still to tap."""
    from ui.screens.history.source import people_for

    people = people_for(app.table.log)
    for name in ("Grandad", "Cleo", "Ben", "Ann"):
        people.add(name)
    setup = app.sm.get_screen("ek_setup")
    setup.open_names()
    setup.picker.take(people.named("Ann").id)
    setup.picker.take(people.named("Grandad").id)


SCENES: dict[str, Callable[[Demo], str]] = {
    "ek_setup": ek_setup,
    "ek_setup_names": ek_setup,
    "ek_board": ek_board,
    "ek_board_named": ek_board_named,
    "ek_board_future": ek_board_named,
    "ek_board_defuse": ek_board_defuse,
    "ek_board_defuse_gate": ek_board_defuse,
    "ek_board_nope": ek_board_nope,
    "ek_board_own_up": ek_board_own_up,
    "ek_board_two_kittens": ek_board_two_kittens,
    "ek_board_play": ek_board,
    "ek_board_play_attack": ek_board,
    "ek_end": ek_end,
    "enroll_kittens": enroll_kittens,
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "ek_board_play": _ek_pick,
    "ek_board_play_attack": _ek_attack,
    "enroll_kittens": _enroll_kittens,
    "ek_board_future": _ek_future,
    "ek_board_defuse": _ek_defuse,
    "ek_board_defuse_gate": _ek_defuse_gate,
    "ek_setup_names": _ek_names,
}
