"""Sparkle*Kitty Nights (Nights, Werewolf, Vampire) in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.sparkle_kitty.nights.state import NightsState


def rules() -> Rules[NightsState]:
    from companion.sparkle_kitty.nights.rules import NightsRules  # imported when a table first plays it

    return NightsRules()


SPEC: GameSpec[NightsState] = GameSpec(
    id="sparkle_kitty_nights",
    title="Sparkle*Kitty Nights",
    seats=(4, 8),
    rules=rules,
    doc="games/nights.md",
    report="companion.sparkle_kitty.nights.report:report",
    record="companion.sparkle_kitty.nights.record",
    names="companion.sparkle_kitty.nights.report:names",
    summary="companion.sparkle_kitty.nights.report:summary",
    screens=GameScreens(board="ui.screens.skn_board.skn_board:SknBoardScreen",
                        setup="ui.screens.skn_setup.skn_setup:SknSetupScreen",
                        end="ui.screens.skn_end.skn_end:SknEndScreen",
                        scenes="ui.screens.skn_board.demo_games"),
    example={"mode": "werewolf", "players": ["Ann", "Bo", "Cy", "Di", "Ed"], "roles": "dealt", "seed": 7, "deck": 80},
    public_export="companion.sparkle_kitty.nights.transcript:public_lines",
    catalog="companion.sparkle_kitty.nights.catalog:catalog",
    recognizer="companion.sparkle_kitty.sight:nights_recognizer",
    scanner="companion.sparkle_kitty.nights.scanner:NightsScanner",
    phone_verbs=("play", "enchant", "expose"),  # BURY, the Werewolf's spared tower, a Dragon exposing itself
    races=True,
    blurb="Teams, Werewolf, Vampire",
    order=1,
    tile={"look": "short", "title_size": -6, "title_width": 1.3, "blurb_width": 1},
)
