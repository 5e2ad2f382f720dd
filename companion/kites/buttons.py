"""What the box's buttons, lamps and piezo mean at a Kites table (a mixin of `KitesRules`).

Buttons 0-5 are the six timers in the book's order (the pin map wires them so): a press flips
its timer, or, before the show, the white one stands it up (the start). Holding white is what a
box without a screen says instead of a tap: "draw pile empty", then "all cards played", then the
same setup again. Each lamp is its timer's sand (companion/kites/levels.py); the piezo warns of
low sand once per run, sounds the finale and the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.actions import Action
from companion.errors import Rejected
from companion.kites.levels import LOW_SECONDS, led_level, ready_level
from companion.kites.state import FINALE, READY
from companion.sandtimer import RUNNING
from companion.spine import SAME_AGAIN

if TYPE_CHECKING:
    from companion.kites.book import KitesBook
    from companion.kites.state import KitesState
    from companion.sandtimer import SandTimer


class KitesButtons:
    book: KitesBook

    def _timer_of(self, button: int) -> str:
        names = self.book.timer_names
        if not 0 <= button < len(names):
            raise Rejected(f"button {button + 1} is a buzzer: Kites has its {len(names)} timer buttons")
        return names[button]

    def press(self, state: KitesState, button: int, tick: float, t: float) -> Action:
        """A timer's button: the start (white, before the show) or a flip the referee may refuse.
        Flips are stamped when the press reached the box (`t`): sand needs no finer clock."""
        name = self._timer_of(button)
        if state.phase == READY and name == self.book.white:
            return Action("start", t, {})
        return Action("flip", t, {"timer": name})

    def hold(self, state: KitesState, button: int, t: float) -> Action | str:
        """Only white, held at a timers-only table, means something: the finale, then the win;
        once the show is over, the same setup again."""
        name = self._timer_of(button)
        nothing = Rejected(f"holding the {name} button means nothing now")
        if name != self.book.white:
            raise nothing
        if state.over:
            return SAME_AGAIN
        if state.setup.referee or state.started_at is None:
            raise nothing
        return Action("finish" if state.in_finale else "finale", t, {})

    def lamps(self, state: KitesState, now: float) -> dict[int, float]:
        """Each timer's sand; before the show white pulses: press me to start."""
        out = {}
        for button, name in enumerate(self.book.timer_names):
            if state.phase == READY and name == self.book.white:
                out[button] = ready_level(now)
            else:
                out[button] = led_level(state.timer(name), now)
        return out

    def cues(self, before: KitesState | None, after: KitesState, then: float, now: float) -> tuple[str, ...]:
        """Low sand (once per run: a new flip re-arms it), the finale, the end."""
        if before is None:
            return ()
        tunes = []
        if not after.over:
            for timer in after.timers:
                if _low(timer, now) and not _low(_same_run(before, timer), then):
                    tunes.append("low")
        if after.phase == FINALE and before.phase != FINALE:
            tunes.append("finale")
        if after.over and not before.over:
            tunes.append("won" if after.result == "won" else "lost")
        return tuple(tunes)


def _low(timer: SandTimer | None, t: float) -> bool:
    if timer is None or timer.state_at(t) != RUNNING:
        return False
    top = timer.top_at(t)
    return top is not None and top <= LOW_SECONDS  # a running timer stands: it has sand on top


def _same_run(state: KitesState, timer: SandTimer) -> SandTimer | None:
    """`timer` as `state` had it, if it is the same run of sand (not flipped since)."""
    earlier = state.timer(timer.name)
    return earlier if earlier.since == timer.since else None
