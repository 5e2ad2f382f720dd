"""Sparkle*Kitty in the registry (companion/registry.py)."""

from companion.spine import GameScreens, GameSpec

SPEC = GameSpec(
    id="sparkle_kitty",
    title="Sparkle*Kitty",
    seats=(3, 8),
    rules="companion.sparkle_kitty.rules:SparkleRules",
    report="companion.sparkle_kitty.report:report",
    record="companion.sparkle_kitty.record",
    names="companion.sparkle_kitty.report:names",
    summary="companion.sparkle_kitty.report:summary",
    screens=GameScreens(board="ui.screens.sk_board.sk_board:SkBoardScreen",
                        setup="ui.screens.sk_setup.sk_setup:SkSetupScreen",
                        end="ui.screens.sk_end.sk_end:SkEndScreen",
                        scenes="ui.screens.sk_board.scenes"),
    catalog="companion.sparkle_kitty.catalog:catalog",
    scanner="companion.sparkle_kitty.scanner:SparkleScanner",
    races=True,
    blurb="Towers and Doubles",
    order=2,
    tile={"title_size": -4, "blurb_width": 1.2},
)
