"""The quiz buzzers in the registry (companion/registry.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.spine import GameScreens, GameSpec, Rules

if TYPE_CHECKING:
    from companion.buzzers.state import BuzzersState


def rules() -> Rules[BuzzersState]:
    from companion.buzzers.rules import BuzzersRules  # imported when a table first plays it

    return BuzzersRules()


SPEC: GameSpec[BuzzersState] = GameSpec(
    id="buzzers",
    title="Buzzers",
    seats=(2, 8),
    rules=rules,
    doc="games/buzzers.md",
    report="companion.buzzers.report:report",
    record="companion.buzzers.record",
    names="companion.buzzers.report:names",
    summary="companion.buzzers.report:summary",
    screens=GameScreens(board="ui.screens.buzzers.buzzers:BuzzersScreen",
                        scenes="ui.screens.buzzers.scenes"),
    example={"players": 4, "host": True, "names": ["Ann", "Bo", "Cy", "Di"]},
    races=True,
    blurb="Who buzzed first, by how many ms",
    order=4,
    # no setup screen: the tile starts a quiz at once (the buzzers screen changes the count)
    # a quiz never ends: another game (or another count) replaces it without asking ("asks")
    tile={"title_size": -4, "blurb_width": 1.6, "verb": "play", "start": {"players": 4, "host": True},
          "asks": False, "called": "quiz"},
)
