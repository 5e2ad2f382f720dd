"""Every scripted scene, for screenshots and UI tests: each game's come from the module its spec
names (`GameScreens.scenes`: its `SCENES`, name -> scene, and `HOOKS`, what is done on the screen
after), gathered here in the registry's order. No Kivy here: a scene is a game state played on a
`Demo` table (ui/demo.py); it returns the name of the screen that shows it.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from companion import registry
from ui.demo import Demo, FakeClock

__all__ = ["Demo", "FakeClock", "HOOKS", "SCENES"]

SCENES: dict[str, Callable[[Demo], str]] = {}
HOOKS: dict[str, Callable[[Any], None]] = {}
# no game's screens: history, stats, players, home; the shared player picker on the setups; the Phones sheet;
# the screens the real-app games reach that the lists above had left out
HOUSE_SCENES = ("ui.screens.history.scenes", "ui.screens.home.scenes", "ui.screens.players.scenes",
                "ui.widgets.phones_scenes", "ui.scenes_reached")
_modules = [spec.screens.scenes for spec in registry.registered() if spec.screens is not None and spec.screens.scenes]
for _name in _modules + list(HOUSE_SCENES):
    _module = importlib.import_module(_name)
    SCENES.update(_module.SCENES)
    HOOKS.update(getattr(_module, "HOOKS", {}))
