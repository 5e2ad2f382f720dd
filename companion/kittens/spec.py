"""Exploding Kittens (with Streaking Kittens) in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.kittens.state import KittensState


def rules() -> Rules[KittensState]:
    from companion.kittens.rules import KittensRules  # imported when a table first plays it

    return KittensRules()


SPEC: GameSpec[KittensState] = GameSpec(
    id="kittens",
    title="Exploding Kittens",
    seats=(2, 6),
    rules=rules,
    doc="games/kittens.md",
    report="companion.kittens.report:report",
    record="companion.kittens.record",
    names="companion.kittens.report:names",
    summary="companion.kittens.report:summary",
    screens=GameScreens(board="ui.screens.ek_board.ek_board:EkBoardScreen",
                        setup="ui.screens.ek_setup.ek_setup:EkSetupScreen",
                        end="ui.screens.ek_end.ek_end:EkEndScreen",
                        scenes="ui.screens.ek_board.scenes"),
    example={"players": 4, "expansions": ["streaking"], "names": ["Ann", "Bo", "Cy", "Di"]},
    public_export="companion.kittens.views:public_lines",
    catalog="companion.kittens.catalog:catalog",
    scanner="companion.kittens.scanner:KittensScanner",
    recognizer="companion.kittens.sight:recognizer",  # the card's title by camera (issue 26)
    phone_verbs=("play", "defuse"),  # See / Alter the Future told privately, a Defused Kitten's place
    races=True,  # Nope races take the timing.race_* settings too
    blurb="Odds, turns, Nopes",
    order=3,
    tile={"title_size": -8, "blurb_width": 1.3},  # "2-6 players": the setup says the 6th needs the Imploding Kitten
)
