"""Spot It! (Dobble), the Tower race, in the registry (companion/registry.py)."""

from companion.spine import GameScreens, GameSpec

SPEC = GameSpec(
    id="spotit",
    title="Spot It!",
    seats=(2, 8),
    rules="companion.spotit.rules:SpotItRules",
    report="companion.spotit.report:report",
    record="companion.spotit.record",
    names="companion.spotit.report:names",
    summary="companion.spotit.report:summary",
    screens=GameScreens(board="ui.screens.spotit_board.spotit_board:SpotItBoardScreen",
                        setup="ui.screens.spotit_setup.spotit_setup:SpotItSetupScreen",
                        end="ui.screens.spotit_end.spotit_end:SpotItEndScreen",
                        scenes="ui.screens.spotit_board.scenes"),
    races=True,
    blurb="The Tower race: buzz, name it",
    order=5,
)
