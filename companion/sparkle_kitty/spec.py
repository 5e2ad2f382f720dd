"""Sparkle*Kitty in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.sparkle_kitty.state import SparkleState


def rules() -> Rules[SparkleState]:
    from companion.sparkle_kitty.rules import SparkleRules  # imported when a table first plays it
    from companion.sparkle_kitty.state import SparkleState as Sparkle

    return SparkleRules[Sparkle]()


SPEC: GameSpec[SparkleState] = GameSpec(
    id="sparkle_kitty",
    title="Sparkle*Kitty",
    seats=(3, 8),
    rules=rules,
    doc="games/sparkle-kitty.md",
    report="companion.sparkle_kitty.report:report",
    record="companion.sparkle_kitty.record",
    names="companion.sparkle_kitty.report:names",
    summary="companion.sparkle_kitty.report:summary",
    screens=GameScreens(board="ui.screens.sk_board.sk_board:SkBoardScreen",
                        setup="ui.screens.sk_setup.sk_setup:SkSetupScreen",
                        end="ui.screens.sk_end.sk_end:SkEndScreen",
                        scenes="ui.screens.sk_board.scenes"),
    example={"players": [{"name": "Ann", "age": 9}, {"name": "Bo", "age": 10}, {"name": "Cy", "age": 11},
                         {"name": "Di", "age": 12}]},
    catalog="companion.sparkle_kitty.catalog:catalog",
    recognizer="companion.sparkle_kitty.sight:recognizer",
    scanner="companion.sparkle_kitty.scanner:SparkleScanner",
    races=True,
    blurb="Towers and Doubles",
    order=2,
    tile={"title_size": -4, "blurb_width": 1.2},
)
