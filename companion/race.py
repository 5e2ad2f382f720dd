"""The race layer: who pressed first, by the edge tick, never by arrival order. Every game that
races (Buzzers, the Doubles of both Sparkle*Kitty games, the Nope races of Exploding Kittens)
keeps its races as a tuple of `RaceRecord` and goes through the functions here, so the settings,
the checks on a buzz, the windows, bounce and the slow-callback rule are the same for all.

A buzz is (seat, tick), the tick being the pin factory's edge time in game seconds. Callbacks can
arrive late and out of order, so a race opens with the earliest tick seen, collects every buzz
whose tick falls within the race window of that opening tick, and is decided only once the
settle window after the opening tick has passed on the table's clock: a late callback carrying
an earlier tick still wins. Pure: ticks and "now" come in as data.

How long a race settles depends on where its presses come from, and a press says so: a real
button's edge is stamped by the pin factory and delivered within the setup's settle window
(30 ms), but an on-screen button (the Hardware panel's mock pins, a touch-only table's race
buttons) is only seen when Kivy dispatches the touch, once a frame, so a second finger 20 ms
behind the first reaches the box a frame or two later. Such a buzz carries its own `settle_ms`
(the setup's settle plus two of the app's frames, `ui/race_words.screen_settle_ms`), logged with
it: the race it opens, or joins while settling, waits that long (never past the race window),
so a replay settles it the same way.

What a game adds on top is its own: who may buzz at all (a seat with cards, a card to Nope, the
buzzers armed), what a verdict does (a Nope played, a Double claimed), and whether a press that
comes after the verdict, inside the window, still gets its placing (`late_placings`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Sequence

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.reporting import behind_ms, number

SETTLE_MS, WINDOW_MS = 30, 500  # the defaults of the settings timing.race_settle_ms / _window_ms


@dataclass(frozen=True)
class RaceRules:
    window: float = WINDOW_MS / 1000  # a buzz this close after the opening tick belongs to the race
    settle: float = SETTLE_MS / 1000  # wait this long after the opening tick for late callbacks
    bounce: float = 0.015  # a seat's edges closer than this are contact bounce

    @classmethod
    def from_setup(cls, action: Action) -> RaceRules:
        """The race windows a setup asks for (`settle_ms`, `window_ms`, in ms), checked: every
        racing game's setup takes the same two fields, and they are logged with it, so a replay
        settles every race the same way."""
        settle = _milliseconds(action, "settle_ms", SETTLE_MS)
        window = _milliseconds(action, "window_ms", WINDOW_MS)
        if settle > window:
            raise Rejected(f"the settle window ({settle * 1000:g} ms) cannot be longer than the race "
                           f"window ({window * 1000:g} ms)")
        return cls(window=window, settle=settle)

    def waiting(self, settle: float | None) -> RaceRules:
        """These rules for a race one of whose presses asks to settle for `settle` seconds (its
        `settle_ms`): the longer of the two, never past the race window."""
        if settle is None or settle <= self.settle:
            return self
        return replace(self, settle=min(settle, self.window))


def _milliseconds(action: Action, key: str, default: float) -> float:
    value = action.get(key, default)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value <= 0:
        raise MalformedInput(f'"{key}" must be a number of milliseconds > 0, not {value!r}')
    return value / 1000


@dataclass(frozen=True)
class Buzz:
    player: int  # the seat, from 0
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


@dataclass(frozen=True)
class RaceRecord:
    """One race as every game keeps it, and what came of its verdict."""

    race: Race
    verdict: Verdict | None = None  # fixed once the settle window has passed on the table's clock
    among: tuple[int, ...] = ()  # who may buzz in it (the players of a tie); () = anyone
    # Opened while the race before was still on show: an edge inside that race's window belongs
    # to it, however late its callback (the slow-callback rule).
    follows: bool = False
    seen_at: float | None = None  # when its latest buzz reached the box (game time)
    confirmed: bool = False  # the winner acted on it (played the Double)
    lapsed: bool = False  # play went on without the winner acting on it
    card: str | None = None  # the card the winner's press was played on (the card Noped)

    @property
    def opened_at(self) -> float:
        opened = self.race.opened_at
        assert opened is not None, "a record is opened by a buzz (`open_race`) and only gains buzzes"
        return opened

    @property
    def decided(self) -> bool:
        return self.verdict is not None

    @property
    def pending(self) -> bool:
        """Decided with a winner who may still act on it."""
        return self.verdict is not None and self.verdict.winner is not None and not (self.confirmed or self.lapsed)


Races = tuple[RaceRecord, ...]


# -- a buzz ------------------------------------------------------------------------------------
def tick_of(action: Action) -> float:
    """A buzz's edge tick, checked: a finite number of game seconds >= 0, not after the moment `t`
    the press reached the box."""
    tick = require(action, "tick", (int, float))
    if not math.isfinite(tick) or tick < 0:
        raise MalformedInput(f'"tick" must be a number of seconds >= 0, not {tick!r}')
    if tick > action.t:
        raise Rejected(f"a press cannot reach the box (t = {action.t:g} s) before it happens (tick = {tick:g} s)")
    return float(tick)


def settle_of(action: Action) -> float | None:
    """A buzz's own settle window in seconds (`settle_ms`, checked), or None: the setup's. A press
    from the screen carries one (see the module's docstring)."""
    return _milliseconds(action, "settle_ms", SETTLE_MS) if "settle_ms" in action.data else None


def join(races: Races, seat: int, tick: float, t: float, *, live: bool = True, armed_at: float | None = None,
         late_placings: bool = True, names: Sequence[str] | None = None, settle: float | None = None) -> Races | None:
    """The races with the buzz in the race it belongs to, or None when it belongs to none (it
    opens the next race, if the game lets it: `open_race`). `live`: the last race is still on
    show (a quiz's reset or arm clears the screen, and a buzz after that opens a new race).
    `armed_at`: a buzz whose edge came before this moment jumped the gun. `settle`: the buzz's own
    settle window (`settle_of`): a race still settling waits for it."""
    current = races[-1] if live and races else None
    if current is None:
        return None
    window = current.race.rules.window
    if current.follows and tick <= races[-2].opened_at + races[-2].race.rules.window:
        # Its edge came inside the previous race's window (a slow callback): it belongs there,
        # never to the race that opened after that window closed.
        return _into(races, len(races) - 2, seat, tick, t, late_placings, names)
    if not current.decided:
        # Still settling: an earlier edge delivered late takes the lead, as it should.
        if armed_at is not None and tick < armed_at:
            raise Rejected("{0} pressed before the buzzers were armed", (seat,), names)
        return _into(races, len(races) - 1, seat, tick, t, late_placings, names, settle)
    if current.opened_at <= tick <= current.opened_at + window:
        return _into(races, len(races) - 1, seat, tick, t, late_placings, names)
    if tick < current.opened_at:
        raise Rejected("{0}'s press arrived after the race was settled", (seat,), names)
    return None


def _into(races: Races, index: int, seat: int, tick: float, t: float, late_placings: bool,
          names: Sequence[str] | None, settle: float | None = None) -> Races:
    record = races[index]
    if record.among and seat not in record.among:
        raise Rejected("only {all} are in this race", record.among, names)
    seen = record.verdict  # the verdict on show, if the race is decided
    if seen is not None and not late_placings:
        # The verdict has been acted on (a Nope played): a press after it is simply too late.
        if seen.winner is None:
            raise Rejected("that race ended in a tie: buzz again")
        # Still told by how much: the table sees the margin it lost by, not a bare refusal.
        ms = float(behind_ms(tick, seen.placings[0].tick))
        if ms < 0:  # an earlier edge, delivered after the verdict was acted on
            raise Rejected("too late: {0} was first", (seen.winner,), names)
        by = f"{ms:.0f}" if ms >= 10 else f"{ms:.1f}"
        raise Rejected("too late: {0} was first by " + by + " ms", (seen.winner,), names)
    race = record.race.buzz(seat, tick)
    if any(b not in race.buzzes for b in record.race.buzzes if b.player != seat):
        # An edge more than the race window before the others would push them out of the race
        # and lose their presses: its callback came far too late to take part.
        raise Rejected("{0}'s press reached the box too late to race", (seat,), names)
    if seen is not None:
        # Decided already: a later press still gets its placing, but nothing may change the
        # verdict the table has seen (an earlier edge this late is past the settle window).
        verdict = race.verdict()
        if (verdict.winner, verdict.tie) != (seen.winner, seen.tie):
            raise Rejected("{0}'s press arrived after the race was settled", (seat,), names)
        record = replace(record, race=race, verdict=verdict, seen_at=t)
    else:
        record = replace(record, race=replace(race, rules=race.rules.waiting(settle)), seen_at=t)
    return races[:index] + (record,) + races[index + 1:]


def open_race(races: Races, rules: RaceRules, seat: int, tick: float, t: float, *, among: tuple[int, ...] = (),
              live: bool = True, settle: float | None = None) -> Races:
    """The races with a new one opened by this buzz (after `join` found it no race to join);
    `settle`: the buzz's own settle window (`settle_of`)."""
    record = RaceRecord(race=Race(rules.waiting(settle)).buzz(seat, tick), among=among, follows=live and bool(races), seen_at=t)
    return races + (record,)


# -- time --------------------------------------------------------------------------------------
def settle(races: Races, t: float) -> Races:
    """The races at t: the last one's verdict fixed once its settle window has passed (the same
    tuple when nothing changes, so a game can tell a verdict just came due by identity)."""
    if not races or races[-1].decided or not races[-1].race.decided(t):
        return races
    return races[:-1] + (replace(races[-1], verdict=races[-1].race.verdict()),)


def holds_open(races: Races, action: Action) -> bool:
    """Buzzes that reach the box at one instant are one delivery: the race they fall in takes
    them all before it is settled, even when that instant is past its settle window."""
    last = races[-1] if races else None
    return action.do == "buzz" and last is not None and not last.decided and last.seen_at == action.t


def next_event(races: Races) -> float | None:
    """When the open race's verdict is due, so the live loop wakes exactly then."""
    if not races or races[-1].decided:
        return None
    return races[-1].opened_at + races[-1].race.rules.settle


def settling(races: Races) -> bool:
    return bool(races) and not races[-1].decided


# -- the report --------------------------------------------------------------------------------
def race_report(record: RaceRecord, places: int = 6, **more: Any) -> dict[str, Any]:
    """A race in every game's report, one shape: winner (null until decided), tie (only on an
    exact tie), open (while settling), ranking (each seat's tick to `places` decimals of a
    second, and exactly how far behind the leader's, in ms), then what the game adds (`more`)."""
    verdict = record.verdict or record.race.verdict()
    out: dict[str, Any] = {"winner": verdict.winner if record.decided else None}
    if record.decided and verdict.tie:
        out["tie"] = list(verdict.tie)
    if not record.decided:
        out["open"] = True
    ticks = [(p.player, number(p.tick, places)) for p in verdict.placings]
    lead = ticks[0][1]
    out["ranking"] = [{"player": player, "tick": tick, "behind_ms": behind_ms(tick, lead)} for player, tick in ticks]
    out.update(more)
    return out
