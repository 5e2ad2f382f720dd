"""The race arbiter: who pressed first, by the edge tick, never by arrival order.

A buzz is (player, tick), the tick being the pin factory's edge time in seconds. Callbacks can
arrive late and out of order, so a race opens with the earliest tick seen, collects every buzz
whose tick falls within the race window of that opening tick, and is decided only once the
settle window after the opening tick has passed on the table's clock: a late callback carrying
an earlier tick still wins. Pure: ticks and "now" come in as data.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class RaceRules:
    window: float = 0.500  # a buzz this close after the opening tick belongs to the race
    settle: float = 0.030  # wait this long after the opening tick for late callbacks
    bounce: float = 0.015  # a player's edges closer than this are contact bounce


@dataclass(frozen=True)
class Buzz:
    player: int
    tick: float


@dataclass(frozen=True)
class Placing:
    player: int
    tick: float
    margin: float  # seconds behind the leader (0 for the leader and anyone tied with them)


@dataclass(frozen=True)
class Verdict:
    opened_at: float
    placings: tuple[Placing, ...]
    tie: tuple[int, ...] = ()  # players tied exactly for the lead: they race again

    @property
    def winner(self) -> int | None:
        return None if self.tie else self.placings[0].player


@dataclass(frozen=True)
class Race:
    rules: RaceRules = field(default_factory=RaceRules)
    buzzes: tuple[Buzz, ...] = ()
    last_edge: tuple[tuple[int, float], ...] = ()  # each player's last accepted edge (bounce)

    @property
    def opened_at(self) -> float | None:
        return min((b.tick for b in self.buzzes), default=None)

    def buzz(self, player: int, tick: float) -> Race:
        """Add an edge. Bounce, a repeat press and a buzz outside the window change nothing."""
        last = dict(self.last_edge).get(player)
        mine = [b for b in self.buzzes if b.player == player]
        # A bounce edge is ignored, unless it came before the edge counted so far (its callback
        # overtook the press's): the earliest edge of a contact is the press, whatever the order.
        if last is not None and abs(tick - last) < self.rules.bounce and not (mine and tick < mine[0].tick):
            return self
        edges = dict(self.last_edge)
        edges[player] = tick if last is None else max(last, tick)
        race = replace(self, last_edge=tuple(sorted(edges.items())))
        if mine and mine[0].tick <= tick:
            return race  # a second press in the race counts once: the first
        buzzes = tuple(b for b in self.buzzes if b.player != player) + (Buzz(player, tick),)
        opened = min(b.tick for b in buzzes)
        inside = tuple(b for b in buzzes if b.tick - opened <= self.rules.window)
        return replace(race, buzzes=inside)

    def decided(self, now: float) -> bool:
        opened = self.opened_at
        return opened is not None and now >= opened + self.rules.settle

    def closed(self, now: float) -> bool:
        """Past the window: no buzz can join any more; the next one opens a new race."""
        opened = self.opened_at
        return opened is not None and now > opened + self.rules.window

    def verdict(self) -> Verdict:
        ranked = sorted(self.buzzes, key=lambda b: (b.tick, b.player))
        lead = ranked[0].tick
        placings = tuple(Placing(b.player, b.tick, b.tick - lead) for b in ranked)
        tied = tuple(b.player for b in ranked if b.tick == lead)
        return Verdict(lead, placings, tied if len(tied) > 1 else ())

    def rerace(self) -> Race:
        """A fresh race among nobody yet (after a tie or a reset)."""
        return Race(self.rules)
