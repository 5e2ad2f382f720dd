"""How a race's margin reads on every screen that shows one (Buzzers, the Doubles of both
Sparkle*Kitty games, the Nope races of Exploding Kittens), and the precision it was measured to.

An on-screen press gets its moment when Kivy dispatches the touch, once a frame: two on-screen
presses are only as far apart as the frames they fell in, so a margin between them is good to
about one frame interval. The app measures its own frame intervals (`FRAMES`, fed every frame by
`watch_frames`) and says the largest recent one next to the margin. A real button's edge is
stamped by the pin factory's tick, far finer: said as `BUTTON_TICK`. One place for the words:
"P3 +50 ms (on screen: ± 42 ms)".
"""

from __future__ import annotations

import math
from collections import deque

BUTTON_TICK = 0.001  # a real button's edge: the pin factory's tick (µs), told to the ms
FRAME_GUESS = 1 / 30  # before any frame was measured
RECENT = 60  # frames remembered (a few seconds: the presses of the race on show are among them)


class FrameIntervals:
    """The app's recent frame intervals, the resolution of an on-screen touch's moment."""

    def __init__(self, keep: int = RECENT):
        self._dts: deque[float] = deque(maxlen=keep)
        self.said: dict[object, float] = {}  # each race's precision, fixed when first told

    def note(self, dt: float) -> None:
        if dt > 0:
            self._dts.append(dt)

    def clear(self) -> None:
        self._dts.clear()
        self.said.clear()

    def precision(self) -> float:
        """Seconds: the largest recent frame interval (an on-screen margin is good to that)."""
        return max(self._dts, default=FRAME_GUESS)


FRAMES = FrameIntervals()
real_buttons = False  # the app has a real box (its buttons' edges are stamped by hardware ticks)


def watch_frames(clock) -> None:
    """Every frame's interval into `FRAMES` (called once at build with Kivy's Clock)."""
    clock.schedule_interval(lambda dt: FRAMES.note(dt), 0)


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 10 or ms == 0 else f"{ms:.1f}"


def margin_text(margin: float) -> str:
    """Seconds behind the leader, in ms as the table reads it: "+8 ms", "+0.3 ms"."""
    return f"+{_ms(margin)} ms"


def _precision_of(race: object) -> float:
    """The frame precision of one race, taken once when its words are first made (just after
    its presses, so their frames are among the recent ones): the same race reads the same after."""
    said = FRAMES.said
    if race is None:
        return FRAMES.precision()
    if race not in said:
        if len(said) > 200:
            said.clear()
        said[race] = FRAMES.precision()
    return said[race]


def precision_text(race: object = None) -> str:
    """How precise a race's margin is: "(on screen: ± 42 ms)"; with a real box, its buttons'
    precision too ("(buttons ± 1 ms, on screen ± 42 ms)"). `race`: the race's key (its opening
    tick): its precision is fixed the first time it is told."""
    frame = math.ceil(_precision_of(race) * 1000)
    if real_buttons:
        return f"(buttons ± {math.ceil(BUTTON_TICK * 1000)} ms, on screen ± {frame} ms)"
    return f"(on screen: ± {frame} ms)"


def margins_text(placings, name, sep: str = "   ", together: bool = False) -> str:
    """Everyone behind the leader with their margin, then the precision once: "P2 +50 ms   P3
    +112 ms (on screen: ± 42 ms)"; '' when nobody else pressed. `together`: each part held
    together by no-break spaces (a long line wraps between players, never inside one)."""
    glue = (lambda s: s.replace(" ", "\u00a0")) if together else (lambda s: s)
    parts = [glue(f"{name(p.player)} {margin_text(p.margin)}") for p in placings]
    key = placings[0].tick - placings[0].margin if placings else None  # the leader's tick: the race
    return sep.join(parts) + " " + glue(precision_text(key)) if parts else ""

def with_precision(reason: str) -> str:
    """A refusal that tells a race's margin ("too late: P2 was first by 100 ms"), with its
    precision; any other reason as it is."""
    return f"{reason} {precision_text(reason)}" if reason.endswith(" ms") and " was first by " in reason else reason
