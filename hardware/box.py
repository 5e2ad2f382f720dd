"""The box as one gpiozero device: its buttons, their lamps, the piezo and the camera's LED ring,
knowing no game.

Composed the gpiozero way (as `TrafficLightsBuzzer` in gpiozero/boards.py): a `CompositeDevice`
of `buttons` (a composite of one button per wired entry), `lamps` (one per button) and, when the
pin map has them, `piezo` and `ring` (a plain on/off LED: a PWM-dimmed ring would flicker in
the camera's frames as bands). Closing the box closes every part, so no pin stays claimed.

Buttons are numbered from 0: the timers in the pin map's (the book's) order, then `[buzzers.N]`
as button N-1 (so in the reference wiring buzzers 7 and 8 are buttons 6 and 7). What a press
means is the rules' business (hardware/table_box.py asks them); this module only wires pins.
"""

from __future__ import annotations

from typing import Any, Iterable

from gpiozero import LED, CompositeDevice, CompositeOutputDevice, TonalBuzzer

from hardware.parts import HoldButton, PressButton, lamp
from hardware.pinmap import PinMap, Wired
from hardware.sounds import MID_TONE, OCTAVES

# The pins' own debounce (lgpio's, on a Pi): short, because it delays every edge by as much and a
# race is decided in milliseconds. The box's press filter (hardware/press_filter.py) does the rest.
EDGE_DEBOUNCE = 0.01


def box_wiring(pinmap: PinMap) -> dict[int, Wired]:
    """Button number -> its button and lamp pins: the timers, then `[buzzers.N]` as N-1."""
    wiring = {number: wired for number, (_, wired) in enumerate(pinmap.timers)}
    wiring.update({player - 1: wired for player, wired in pinmap.buzzers})
    return dict(sorted(wiring.items()))


class Box(CompositeDevice):
    """buttons: PressButtons (pull-up, pressed = pin low), a `HoldButton` for each number in
    `held` (its hold is felt); lamps: a PWMLED, or an LEDBarGraph for a multi-pin lamp; piezo: a
    TonalBuzzer (absent when the pin map has none); ring: an LED (absent when the map has none, or
    when its pin cannot be had: `ring_error` says why, and the box plays on without the camera's
    light rather than not at all). `numbers`: each button's number, in order."""

    def __init__(self, pinmap: PinMap, bounce_time: float | None = EDGE_DEBOUNCE, held: Iterable[int] = ()):
        wiring, held = box_wiring(pinmap), set(held)
        opened: list[Any] = []  # closed again if a later part cannot be had: no pin stays claimed
        self.ring_error: str | None = None
        try:
            buttons = [_open(opened, (HoldButton if n in held else PressButton)(
                w.button, pull_up=True, bounce_time=bounce_time)) for n, w in wiring.items()]
            lamps = [_open(opened, lamp(w.leds)) for w in wiring.values()]
            parts: dict[str, Any] = {
                "buttons": _open(opened, CompositeDevice(*buttons)),
                "lamps": _open(opened, CompositeOutputDevice(*lamps)),
            }
            if pinmap.piezo is not None:
                parts["piezo"] = _open(opened, TonalBuzzer(pinmap.piezo, mid_tone=MID_TONE, octaves=OCTAVES))
            if pinmap.ring is not None:
                try:
                    parts["ring"] = _open(opened, LED(pinmap.ring))
                except Exception as exc:  # e.g. SPI on, with the kernel holding GPIO7 as CE1
                    self.ring_error = (f"the camera's LED ring (ring.pin, GPIO{pinmap.ring}) did not open "
                                       f"({type(exc).__name__}: {exc}); the box runs without it")
        except Exception:
            for part in reversed(opened):
                part.close()
            raise
        self.numbers = tuple(wiring)
        super().__init__(_order=[name for name in ("buttons", "lamps", "piezo", "ring") if name in parts], **parts)

    @property
    def has_piezo(self) -> bool:
        return "piezo" in self._named

    @property
    def has_ring(self) -> bool:
        return "ring" in self._named


def _open(opened: list[Any], part: Any) -> Any:
    opened.append(part)
    return part
