"""Kites in the registry (companion/registry.py)."""

from companion.spine import GameScreens, GameSpec

SPEC = GameSpec(
    id="kites",
    title="Kites",
    seats=(2, 6),
    rules="companion.kites.rules:KitesRules",
    report="companion.kites.report:report",
    record="companion.kites.record",
    names="companion.kites.report:names",
    summary="companion.kites.report:summary",
    inputs="companion.kites.words:input_words",
    screens=GameScreens(board="ui.screens.kites_board.kites_board:KitesBoardScreen",
                        setup="ui.screens.kites_setup.kites_setup:KitesSetupScreen",
                        end="ui.screens.kites_end.kites_end:KitesEndScreen",
                        scenes="ui.screens.kites_board.scenes"),
    catalog="companion.kites.catalog:catalog",
    scanner="companion.kites.scanner:KitesScanner",
    blurb="The sand-timer referee",
    order=0,
    # a new show each time (the live one is resumed from home's resume button)
    # "called": a Kites game is a show ("Back to the show", "End this show?")
    tile={"look": "feature", "verb": "tap to set up", "always_setup": True, "called": "show",
          "banner": "ui.screens.kites_board.glyphs:kite_glyphs"},
)
