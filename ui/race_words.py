"""How a race's margin reads on every screen that shows one (Buzzers, the Doubles of both
Sparkle*Kitty games, the Nope races of Exploding Kittens), and the precision it was measured to.

An on-screen press gets its moment when Kivy dispatches the touch, once a frame: two on-screen
presses are only as far apart as the frames they fell in, so a margin between them is good to
about one frame interval. The app measures its own frame intervals (`FRAMES`, fed every frame by
`watch_frames`, in the table's time too) and says, next to the margin, how late a press may
have been stamped: the frame it arrived in and the one it was dispatched in (`precision_at`). A real button's edge is
stamped by the pin factory's tick, far finer: said as `BUTTON_TICK`. One place for the words:
"P3 +50 ms (on screen: ± 42 ms)".
"""

from __future__ import annotations

import math
import time
from collections import deque

from companion.race import SETTLE_MS

BUTTON_TICK = 0.001  # a real button's edge: the pin factory's tick (µs), told to the ms
FRAME_GUESS = 1 / 30  # before any frame was measured
RECENT = 600  # frames remembered at most
TICK_SLACK = 0.005  # a touch is stamped just after its frame begins (the frame's note, then its input)
AROUND = 1.0  # seconds before a race's words are made that its presses' frames lie in (its window: 0.5 s)


class FrameIntervals:
    """The app's recent frame intervals, the resolution of an on-screen touch's moment: a touch
    waits for the next frame to be dispatched (and stamped with the table's time then), so a
    press's moment is off by up to the interval of the frame it was dispatched in."""

    def __init__(self, keep: int = RECENT, clock=time.monotonic):
        self._clock = clock
        self._dts: deque[tuple[float, float | None, float]] = deque(maxlen=keep)  # (end, game end, interval)
        self.said: dict[object, float] = {}  # each race's precision, fixed when first told

    def note(self, dt: float, game_t: float | None = None) -> None:
        """A frame began after `dt` seconds; `game_t`: the table's time then (its touches are
        dispatched and stamped right after)."""
        if dt > 0:
            self._dts.append((self._clock(), game_t, dt))

    def clear(self) -> None:
        self._dts.clear()
        self.said.clear()

    def precision(self, around: float = AROUND) -> float:
        """Seconds: the largest frame interval of the last `around` seconds, the frame still
        running included."""
        now = self._clock()
        recent = [dt for end, _g, dt in self._dts if end >= now - around]
        running = now - self._dts[-1][0] if self._dts else 0.0
        return max(recent + [running], default=0.0) or FRAME_GUESS

    def precision_at(self, ticks) -> float:
        """Seconds: how far off a press stamped at one of `ticks` (game seconds) may be. Kivy
        polls the window's events at the end of a frame and dispatches them in the next, so a
        touch waits at most the frame it arrived in and the one it was dispatched in: the two
        intervals up to its tick, the largest over the presses. The recent frames' when the
        presses' frames are not known (a press not on screen, frames not timed in game time)."""
        timed = [(game, dt) for _end, game, dt in self._dts if game is not None]
        worst = 0.0
        for tick in ticks:
            upto = [dt for game, dt in timed if game <= tick + TICK_SLACK]
            if not upto:
                return self.precision()
            worst = max(worst, sum(upto[-2:]))
        return worst or self.precision()


FRAMES = FrameIntervals()
SCREEN_FRAMES = 2  # the frames an on-screen press may wait to be seen: the one it lands in, the one that dispatches it
SCREEN_FRAME: float | None = None  # a fixed frame interval instead of the measured ones (an in-process harness's fake clock)
SHOWN_AS: float | None = None  # a fixed precision for screenshots of scripted scenes (ui/snapshot.py)
real_buttons = False  # the app has a real box (its buttons' edges are stamped by hardware ticks)


def watch_frames(clock, game_time=lambda: None) -> None:
    """Every frame's interval into `FRAMES`, with the table's time (called once at build with
    Kivy's Clock)."""
    clock.schedule_interval(lambda dt: FRAMES.note(dt, game_time()), 0)


def screen_settle_ms() -> int:
    """How long (ms) a race an on-screen press opens or joins waits for the other presses: a real
    button's settle window (companion/race.py's SETTLE_MS) plus SCREEN_FRAMES of the app's recent
    frames (a second finger a few ms behind is seen a frame or two later). Logged with the press
    as its `settle_ms`, so the verdict replays alike."""
    frame = SCREEN_FRAME if SCREEN_FRAME is not None else SHOWN_AS if SHOWN_AS is not None else FRAMES.precision()
    return math.ceil(SETTLE_MS + SCREEN_FRAMES * frame * 1000)


def screen_buzz(table, player: int) -> None:
    """A touch-only table's buzzer tapped: a buzz with the tap's moment as its tick, waiting for
    the others as an on-screen press must (`screen_settle_ms`)."""
    table.submit("buzz", origin="touch", player=player, tick=table.now(), settle_ms=screen_settle_ms())


def _ms(seconds: float) -> str:
    ms = seconds * 1000
    return f"{ms:.0f}" if ms >= 10 or ms == 0 else f"{ms:.1f}"


def margin_text(margin: float) -> str:
    """Seconds behind the leader, in ms as the table reads it: "+8 ms", "+0.3 ms"."""
    return f"+{_ms(margin)} ms"


def _precision_of(race: object, ticks=()) -> float:
    """The frame precision of one race, taken once when its words are first made (just after
    its presses): the same race reads the same after."""
    if SHOWN_AS is not None:
        return SHOWN_AS
    said = FRAMES.said
    if race is None:
        return FRAMES.precision()
    if race not in said:
        if len(said) > 200:
            said.clear()
        said[race] = FRAMES.precision_at(ticks) if ticks else FRAMES.precision()
    return said[race]


def precision_text(race: object = None, ticks=()) -> str:
    """How precise a race's margin is: "(on screen: ± 42 ms)"; with a real box, its buttons'
    precision too ("(buttons ± 1 ms, on screen ± 42 ms)"). `race`: the race's key (its opening
    tick): its precision is fixed the first time it is told."""
    frame = math.ceil(_precision_of(race, ticks) * 1000)
    if real_buttons:
        return f"(buttons ± {math.ceil(BUTTON_TICK * 1000)} ms, on screen ± {frame} ms)"
    return f"(on screen: ± {frame} ms)"


def margins_text(placings, name, sep: str = "   ", together: bool = False) -> str:
    """Everyone behind the leader with their margin, then the precision once: "P2 +50 ms   P3
    +112 ms (on screen: ± 42 ms)"; '' when nobody else pressed. `together`: each part held
    together by no-break spaces (a long line wraps between players, never inside one)."""
    glue = (lambda s: s.replace(" ", "\u00a0")) if together else (lambda s: s)
    parts = [glue(f"{name(p.player)} {margin_text(p.margin)}") for p in placings]
    if not parts:
        return ""
    lead = placings[0].tick - placings[0].margin  # the leader's tick: the race
    ticks = [lead] + [p.tick for p in placings]
    return sep.join(parts) + " " + glue(precision_text(lead, ticks))

def with_precision(reason: str) -> str:
    """A refusal that tells a race's margin ("too late: P2 was first by 100 ms"), with its
    precision; any other reason as it is."""
    return f"{reason} {precision_text(reason)}" if reason.endswith(" ms") and " was first by " in reason else reason
