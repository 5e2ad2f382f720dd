"""Every scripted scene, for screenshots and UI tests: each game's come from the module its spec
names (`GameScreens.scenes`: its `SCENES`, name -> scene, and `HOOKS`, what is done on the screen
after), gathered here in the registry's order. No Kivy here: a scene is a game state played on a
`Demo` table (ui/demo.py); it returns the name of the screen that shows it.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from companion import registry
from companion.spine import load
from ui.demo import Demo, FakeClock

__all__ = ["Demo", "FakeClock", "HOOKS", "SCENES"]

SCENES: dict[str, Callable[[Demo], str]] = {}
HOOKS: dict[str, Callable[[Any], None]] = {}
# no game's screens: history, stats, players, home; the shared player picker on the setups; the Phones sheet;
# the screens the real-app games reach that the lists above had left out
HOUSE_SCENES = ("ui.screens.history.scenes", "ui.screens.home.scenes", "ui.screens.players.scenes",
                "ui.widgets.phones_scenes", "ui.scenes_reached")


def scene_modules() -> list[Any]:
    """Each game's scenes module as its spec names it (one that is not there: a `SpecError` naming
    the game and "screens.scenes"), in the registry's order, then the house's."""
    games = [load(s.screens.scenes, s.id, "screens.scenes") for s in registry.registered() if s.screens and s.screens.scenes]
    return games + [importlib.import_module(name) for name in HOUSE_SCENES]


for _module in scene_modules():
    SCENES.update(_module.SCENES)
    HOOKS.update(getattr(_module, "HOOKS", {}))
