"""What the box's settings (companion/config.py) mean for the parts that use them: the piezo's
sound and volume, the buttons' press filter, and the race windows a new buzzer game is set
up with. Pure: settings in, plain values out (the app and the hardware apply them).

`settings` is a companion.config.Config (or any mapping with its dotted keys), or None: then
every part keeps its own default.
"""

from __future__ import annotations

from typing import Any

def _get(settings: Any, key: str) -> Any:
    if settings is None:
        return None
    try:
        return settings[key]
    except KeyError:
        return None


def box_options(settings: Any) -> dict[str, Any]:
    """Keyword arguments for the box: how long a button must be let go before it presses again
    (its press filter, the same for every button in every game)."""
    debounce = _get(settings, "timing.debounce_ms")
    return {} if debounce is None else {"stable": debounce / 1000}


def race_setup(settings: Any, game: str) -> dict[str, Any]:
    """Setup fields a new game with buzzer races starts with (the setup can still say otherwise;
    they are logged with the setup, so a replay settles every race the same way)."""
    from companion import registry  # the games whose setup takes settle_ms / window_ms: spec.races

    if not registry.known(game) or not registry.spec_for(game).races:
        return {}
    fields = {"settle_ms": _get(settings, "timing.race_settle_ms"), "window_ms": _get(settings, "timing.race_window_ms")}
    return {k: v for k, v in fields.items() if v is not None}


def sound(settings: Any) -> tuple[bool, int]:
    """(tunes on, volume in percent)."""
    enabled, volume = _get(settings, "sound.enabled"), _get(settings, "sound.volume")
    return (True if enabled is None else bool(enabled)), (100 if volume is None else int(volume))
