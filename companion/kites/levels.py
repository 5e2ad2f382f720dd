"""What a timer's lamp shows, as pure math: a timer and a game time in, a PWM level (0-1) out.

Pure (the Kites rules' `lamps` read it), so the LED renderer, the on-screen panel and the benchmark
that counts LED writes all agree. Levels are quantized: a lamp only needs a new PWM value when the visible level
changes, a few times a second at most, never while nothing changes.

What the lamp says, in order of precedence:
- set aside (warm-up): off.
- lying on its side (not flipped yet): a steady dim glow, so the box shows the timer is there.
- running: brightness = the fraction of sand on top, full when just flipped, quantized up to
  STEPS levels (so a running timer with any sand shows at least 1/STEPS, brighter than a lying
  one). Linear on purpose: the duty cycle *is* the sand level, which anyone can check with a
  meter or on the mock pins; a maker who wants a perceptual curve wires an LED bar instead.
- the last LOW_SECONDS of sand: the same level, blinking once a second. The phase comes from game
  time, so every low timer blinks together and a replay at the same t shows the same thing.
- the show is over: levels freeze where the sand stopped. A timer that ran out blinks fast for
  RAN_OUT_SECONDS (so the table sees which one), then goes dark like the empty top it is.
"""

from __future__ import annotations

import math

from companion.sandtimer import LYING, SET_ASIDE, SandTimer

STEPS = 64
LYING_GLOW = 0.01
LOW_SECONDS = 10.0
LOW_BLINK_HZ = 1.0
RAN_OUT_BLINK_HZ = 2.0  # fast, yet six timers out at once stay under 30 writes a second
RAN_OUT_SECONDS = 10.0
READY_BLINK_HZ = 0.5
NO_SAND = 1e-6  # seconds of sand that count as none: timers that ran out together freeze at ~1e-14


def blink_on(t: float, hz: float) -> bool:
    """On for the first half of each period of a `hz` blink, counted from t = 0."""
    return math.floor(t * hz * 2) % 2 == 0


def sand_level(fraction: float, bar: bool = False) -> float:
    """The lamp level for a fraction of sand on top (a PWMLED duty, or how much of a bar is lit)."""
    steps = math.ceil(max(0.0, min(1.0, fraction)) * STEPS)
    if steps == 0:
        return 0.0
    return steps / STEPS


def led_level(timer: SandTimer, t: float, bar: bool = False) -> float:
    """The PWM level of `timer`'s lamp at game time t (see the module doc for the meaning)."""
    state = timer.state_at(t)
    if state == SET_ASIDE:
        return 0.0
    if state == LYING:
        return LYING_GLOW
    top, flipped = timer.top_at(t), timer.since
    # neither set aside nor lying: it stands, so its sand on top was measured at a moment (a flip)
    assert top is not None and flipped is not None, f"the standing {timer.name} timer has no sand on top"
    if timer.frozen:
        if top > NO_SAND:
            return sand_level(top / timer.capacity, bar)
        since = t - flipped
        return 1.0 if since < RAN_OUT_SECONDS and blink_on(since, RAN_OUT_BLINK_HZ) else 0.0
    if top <= NO_SAND:
        return 0.0
    level = sand_level(top / timer.capacity, bar)
    if top <= LOW_SECONDS and not blink_on(t, LOW_BLINK_HZ):
        return 0.0
    return level


def ready_level(t: float) -> float:
    """Before the show the white lamp pulses between its glow and half: press me to start."""
    return 0.5 if blink_on(t, READY_BLINK_HZ) else LYING_GLOW
