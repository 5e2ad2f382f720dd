"""A press counts once: one button's edges in (their moments, in seconds), its presses out.

Contacts bounce on the way down and on the way up. A filter that only ignores edges for a while
after a press lets a release's bounce through after any hold longer than that while (a 200 ms
hold with a bouncy release was a second press: in Kites a flip back, at a buzzer a new race).
So a press counts only when the button had been released, and stayed released for `stable`
seconds, before it: judged by the edges' own moments, never by when their callbacks ran, so a
slow callback thread cannot make or break a press. A counted press acts at once (no delay to
wait for stability: the stable stretch is the one *before* it), with its first edge's moment,
which races rank by.

A button that acts on release (the headless box's white) is told RELEASE at the first release
edge that comes `bounce` seconds or more after the press: a tap shorter than `stable` counts (a
20 ms tap is a tap), only the press's own chatter is not a release. `bounce` is the pins' own
debounce (hardware/box.py EDGE_DEBOUNCE, 10 ms): on a Pi, lgpio reports no level held for less.

Pure: no gpiozero, no clock. The box feeds it every edge of every button (each its own filter).
"""

from __future__ import annotations

PRESS, RELEASE = "press", "release"
BOUNCE = 0.01  # a contact's chatter after it closes: less than this (the pins' own debounce)


class PressFilter:
    """`edge(t, pressed)` -> PRESS (a press that counts), RELEASE (the counted press let go, once,
    for a button that acts on release) or None (a bounce, or an edge that changes nothing)."""

    def __init__(self, stable: float, bounce: float = BOUNCE):
        self.stable = stable
        self.bounce = min(bounce, stable)  # a window shorter than the chatter leaves the chatter to it
        self._down = False  # a counted press whose button has not yet been released for `stable`
        self._pressed_at = 0.0  # the counted press's first edge
        self._up_at: float | None = None  # the last release edge since, while the pin stays up
        self._told_release = False

    def edge(self, t: float, pressed: bool) -> str | None:
        if pressed:
            if self._down and (self._up_at is None or t - self._up_at < self.stable):
                self._up_at = None  # a bounce: the contact closed again before it had settled open
                return None
            self._down, self._pressed_at, self._up_at, self._told_release = True, t, None, False
            return PRESS
        if not self._down or self._up_at is not None:
            return None  # already up (a repeated report of the same level)
        self._up_at = t
        if self._told_release or t - self._pressed_at < self.bounce:
            return None  # the chatter of the press itself, or a release already told
        self._told_release = True
        return RELEASE
