"""A sand timer as data: how much sand is on top, and since when.

Its level at any moment is computed, never ticked down, so the same value answers "how much is
left at t" for the live board, the replay and the tests alike.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

LYING = "lying"
RUNNING = "running"
EMPTY = "empty"
SET_ASIDE = "set_aside"


@dataclass(frozen=True)
class SandTimer:
    name: str
    capacity: float
    sand_top: float | None = None  # None while the timer lies on its side
    since: float | None = None  # the moment sand_top was measured (a flip or a freeze)
    set_aside: bool = False
    frozen: bool = False  # the show ended: sand stopped where it was

    @property
    def standing(self) -> bool:
        return self.sand_top is not None and not self.set_aside

    def top_at(self, t: float) -> float | None:
        """Seconds of sand on top at t (None if lying or set aside)."""
        if not self.standing or self.sand_top is None:
            return None
        if self.frozen or self.since is None:
            return self.sand_top
        return max(0.0, self.sand_top - (t - self.since))

    def fraction_at(self, t: float) -> float | None:
        top = self.top_at(t)
        return None if top is None else top / self.capacity

    def empties_at(self) -> float | None:
        """The instant the top runs empty, if it is standing and running."""
        if not self.standing or self.frozen or self.sand_top is None or self.since is None:
            return None
        return self.since + self.sand_top

    def state_at(self, t: float) -> str:
        if self.set_aside:
            return SET_ASIDE
        if self.sand_top is None:
            return LYING
        top = self.top_at(t)
        return EMPTY if top is not None and top <= 0 else RUNNING

    def flip(self, t: float) -> SandTimer:
        """Turn it over at t: a lying timer stands full; a standing one swaps top and bottom."""
        if self.set_aside:
            raise ValueError(f"the {self.name} timer is set aside")
        top = self.top_at(t)
        new_top = self.capacity if top is None else self.capacity - top
        return replace(self, sand_top=new_top, since=t)

    def freeze(self, t: float) -> SandTimer:
        """Stop the sand where it is at t (the show is over)."""
        if not self.standing:
            return self
        return replace(self, sand_top=self.top_at(t), since=t, frozen=True)
