"""The state of a Kites show: one immutable value, replaced by every accepted input."""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.sandtimer import SandTimer

READY, PLAYING, FINALE, OVER = "ready", "playing", "finale", "over"


@dataclass(frozen=True)
class KitesSetup:
    players: int
    mode: str = "standard"  # standard | warmup
    challenge: tuple[tuple[str, int], ...] = (("storm", 0), ("crossed_lines", 0), ("airplane", 0))
    first: int = 0
    referee: bool = True  # False: "timers only", the table enters no cards
    names: tuple[str, ...] = ()  # what the table calls each seat (for people only); () = "Player N"

    @property
    def warmup(self) -> bool:
        return self.mode == "warmup"

    def challenge_count(self, name: str) -> int:
        return dict(self.challenge).get(name, 0)

    def to_line(self) -> dict:
        line = {
            "game": "kites", "players": self.players, "mode": self.mode,
            "challenge": dict(self.challenge), "first": self.first,
        }
        if not self.referee:
            line["referee"] = False
        return line


@dataclass(frozen=True)
class Owed:
    """The flips the last card played still owes. Each slot is one flip of any timer in it."""

    player: int
    card: tuple[str, ...] | str
    slots: tuple[frozenset[str], ...]
    storm: bool = False


@dataclass(frozen=True)
class KitesState:
    setup: KitesSetup
    timers: tuple[SandTimer, ...]
    hands: tuple[int, ...]
    draw_pile: int
    t: float = 0.0  # the moment of the last accepted input (or of the end)
    input_at: float = 0.0  # the moment of the last accepted input, even after the end
    started_at: float | None = None
    last_player: int | None = None
    plays: tuple[int, ...] = ()
    draws: tuple[int, ...] = ()
    owed: Owed | None = None
    challenge_played: tuple[tuple[str, int], ...] = ()
    airplanes: frozenset[int] = field(default_factory=frozenset)
    finale_forced: bool = False  # timers-only tables say "draw pile empty" themselves
    ended_at: float | None = None
    result: str | None = None  # won | lost
    ran_out: tuple[str, ...] = ()
    last_card: tuple[int, tuple[str, ...] | str] | None = None  # (player, card) of the last play
    # kite cards played so far, by the colours they show, so no card is played more often than
    # the deck holds it (crossed lines only pass cards between hands: a played card stays played)
    kites_played: tuple[tuple[frozenset[str], int], ...] = ()

    @property
    def phase(self) -> str:
        if self.ended_at is not None:
            return OVER
        if self.started_at is None:
            return READY
        return FINALE if self.in_finale else PLAYING

    @property
    def in_finale(self) -> bool:
        return self.started_at is not None and (self.draw_pile == 0 or self.finale_forced)

    @property
    def over(self) -> bool:
        return self.ended_at is not None

    @property
    def silence(self) -> bool:
        return bool(self.airplanes)  # an uncovered airplane keeps the table silent, to the end

    @property
    def cards_left(self) -> int:
        return self.draw_pile + sum(self.hands)

    def timer(self, name: str) -> SandTimer:
        for timer in self.timers:
            if timer.name == name:
                return timer
        raise KeyError(name)

    def in_play(self) -> tuple[str, ...]:
        return tuple(tm.name for tm in self.timers if not tm.set_aside)

    def played(self, challenge: str) -> int:
        return dict(self.challenge_played).get(challenge, 0)

    @property
    def current_player(self) -> int | None:
        """Whose turn it is: clockwise from the start player, skipping empty hands."""
        n = self.setup.players
        start = self.setup.first if self.last_player is None else (self.last_player + 1) % n
        for step in range(n):
            p = (start + step) % n
            if self.hands[p] > 0:
                return p
        return None

    @property
    def acting_player(self) -> int | None:
        """Who the table waits on now: the player whose card still owes flips; once they are
        flipped the next player may start (the rulebook lets them, before the draw)."""
        return self.owed.player if self.owed is not None else self.current_player

    def kites_played_of(self, colours: frozenset[str]) -> int:
        return dict(self.kites_played).get(colours, 0)

    def owes_draw(self, player: int) -> bool:
        return self.plays[player] > self.draws[player]
