"""The sand of every timer over a whole show, for the end screen's plot.

Sand runs linearly between flips, so a timer's level is exact everywhere once we know it at each
input and at the end: a flip is a jump (the value just before and just after, at one moment), and
between inputs the level is a straight line. The series is built by folding the logged inputs,
so an input withdrawn by undo never shows: the table treats it as never made, and so does the plot.
"""

from __future__ import annotations

import math
from typing import Any, Iterable

from companion.actions import Action
from companion.fold import Fold

Point = tuple[float, "float | None"]


def standing_states(rules: Any, actions: Iterable[Action]) -> tuple[list[tuple[float, Any]], Any]:
    """The states the show went through, each with the moment it began, leaving out inputs
    withdrawn by undo; and the final state (possibly settled to an end by the undo's moment)."""
    fold = Fold(rules)
    standing: list[tuple[float, Any]] = []
    for action in actions:
        fold.submit(action)
        if action.do == "undo":
            # The state before the withdrawn input stands again, as it was (not re-settled), so
            # its sand keeps running from its own moment.
            standing.pop()
        else:
            standing.append((action.t, fold.state))
    if not standing:
        raise ValueError("no inputs: a show starts with its setup")
    return standing, fold.state


def end_of(rules: Any, final: Any, last: float, until: float | None) -> float:
    """Where the plot stops. Without `until`: where the show ended, or would end if nobody did
    anything more (a log closes with the last input; the run-out that ended it is not an input).
    With `until`: that moment, or the end if it came earlier."""
    settled = rules.settle(final, math.inf if until is None else until)
    if getattr(settled, "over", False):
        return settled.ended_at
    return last if until is None else max(until, last)


def sand_series(
    rules: Any, actions: Iterable[Action], step: float | None = None, until: float | None = None
) -> dict[str, list[Point]]:
    """For each timer in play, [(game seconds, seconds of sand on top or None if lying), ...].

    Points come at every input, at the end, and where a timer runs empty; at a flip there are two
    points at the same moment (before, after). `step` adds evenly spaced samples in between (the
    line is straight there anyway). The plot runs to the end of the show, even when that end is
    a run-out after the last input; `until` closes it earlier (a show still running).
    Timers set aside (warm-up) are left out.
    """
    standing, final = standing_states(rules, actions)
    end = end_of(rules, final, standing[-1][0], until)
    first_state = standing[0][1]
    names = [tm.name for tm in first_state.timers if not tm.set_aside]
    series: dict[str, list[Point]] = {name: [] for name in names}
    for i, (start, state) in enumerate(standing):
        if start > end:
            break
        stop = min(standing[i + 1][0], end) if i + 1 < len(standing) else end
        for name in names:
            timer = state.timer(name)
            for t in _moments(timer, start, stop, step):
                _add(series[name], (t, timer.top_at(t)))
    return series


def _moments(timer: Any, start: float, stop: float, step: float | None) -> list[float]:
    """The moments worth a point for one timer over one interval between inputs."""
    moments = [start]
    if step:
        k = int(start // step) + 1
        while k * step < stop:
            moments.append(k * step)
            k += 1
    empties = timer.empties_at()
    if empties is not None and start < empties < stop:
        moments.append(empties)  # the line bends to flat zero here
    moments.append(stop)
    return sorted(set(moments))


def _add(points: list[Point], point: Point) -> None:
    if points and points[-1] == point:
        return
    points.append(point)

