"""Spot It! (Dobble), the Tower race, in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.spotit.state import SpotItState


def rules() -> Rules[SpotItState]:
    from companion.spotit.rules import SpotItRules  # imported when a table first plays it

    return SpotItRules()


SPEC: GameSpec[SpotItState] = GameSpec(
    id="spotit",
    title="Spot It!",
    seats=(2, 8),
    rules=rules,
    doc="games/spotit.md",
    report="companion.spotit.report:report",
    record="companion.spotit.record",
    names="companion.spotit.report:names",
    summary="companion.spotit.report:summary",
    screens=GameScreens(board="ui.screens.spotit_board.spotit_board:SpotItBoardScreen",
                        setup="ui.screens.spotit_setup.spotit_setup:SpotItSetupScreen",
                        end="ui.screens.spotit_end.spotit_end:SpotItEndScreen",
                        scenes="ui.screens.spotit_board.scenes"),
    example={"players": 3, "names": ["Ann", "Bo", "Cy"]},
    races=True,
    blurb="The Tower race: buzz, name it",
)
