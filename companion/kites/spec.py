"""Kites in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.kites.state import KitesState


def rules() -> Rules[KitesState]:
    from companion.kites.rules import KitesRules  # imported when a table first plays it

    return KitesRules()


SPEC: GameSpec[KitesState] = GameSpec(
    id="kites",
    title="Kites",
    seats=(2, 6),
    rules=rules,
    doc="games/kites.md",
    report="companion.kites.report:report",
    record="companion.kites.record",
    names="companion.kites.report:names",
    summary="companion.kites.report:summary",
    inputs="companion.kites.words:input_words",
    screens=GameScreens(board="ui.screens.kites_board.kites_board:KitesBoardScreen",
                        setup="ui.screens.kites_setup.kites_setup:KitesSetupScreen",
                        end="ui.screens.kites_end.kites_end:KitesEndScreen",
                        scenes="ui.screens.kites_board.scenes"),
    example={"players": 3, "names": ["Ann", "Bo", "Cy"]},
    catalog="companion.kites.catalog:catalog",
    scanner="companion.kites.scanner:KitesScanner",
    recognizer="companion.kites.sight:recognizer",
    blurb="The sand-timer referee",
    order=0,
    # a new show each time (the live one is resumed from home's resume button)
    # "called": a Kites game is a show ("Back to the show", "End this show?")
    tile={"look": "feature", "verb": "tap to set up", "always_setup": True, "called": "show",
          "banner": "ui.screens.kites_board.glyphs:kite_glyphs"},
)
