"""A game that exists only in the tests: "Tiny", where each seat's button scores a point for
that seat and the first to three wins. It plugs in the way a real game does: its rules implement
`companion.spine.Rules`, and its spec names its parts by path; nothing outside this file and its
tests knows it. (Imported by name: tests/companion is on the path, as for kites_game.py.)"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.spine import SAME_AGAIN, Choice, GameSpec, Need

GAME = "tiny"
WIN = 3


@dataclass(frozen=True)
class TinySetup:
    players: int


@dataclass(frozen=True)
class TinyState:
    t: float
    points: tuple[int, ...]
    ended_at: float | None = None

    @property
    def setup(self) -> TinySetup:
        return TinySetup(len(self.points))

    @property
    def over(self) -> bool:
        return self.ended_at is not None

    @property
    def result(self) -> str | None:
        return "won" if self.over else None

    @property
    def winner(self) -> int | None:
        return self.points.index(WIN) if self.over else None


class TinyRules:
    game = GAME
    verbs = ("setup", "point", "undo")

    def new_game(self, action: Action) -> TinyState:
        players = require(action, "players", int)
        if not 2 <= players <= 4:
            raise Rejected(f"Tiny is for 2 to 4 players, not {players}")
        return TinyState(t=action.t, points=(0,) * players)

    def apply(self, state: TinyState, action: Action) -> TinyState:
        if action.do != "point":
            raise MalformedInput(f'unknown input "{action.do}"')
        if state.over:
            raise Rejected("the game is over")
        seat = require(action, "player", int)
        if not 0 <= seat < len(state.points):
            raise Rejected(f"there is no player {seat}")
        points = tuple(p + (i == seat) for i, p in enumerate(state.points))
        return replace(state, t=action.t, points=points, ended_at=action.t if WIN in points else None)

    def settle(self, state: TinyState, t: float) -> TinyState:
        return state

    def check_open(self, state: TinyState, t: float) -> TinyState:
        return state  # asked before an undo only: an ended game takes its undo (the end screen's UNDO)

    def next_event(self, state: TinyState) -> float | None:
        return None

    def press(self, state: TinyState, button: int, tick: float, t: float) -> Action:
        if not 0 <= button < len(state.points):
            raise Rejected(f"button {button} is no player's at this table")
        return Action("point", t, {"player": button}, origin="button")

    def hold(self, state: TinyState, button: int, t: float) -> Action | str:
        return SAME_AGAIN

    def lamps(self, state: TinyState, now: float) -> Mapping[int, float]:
        return {seat: points / WIN for seat, points in enumerate(state.points)}

    def cues(self, before: TinyState | None, after: TinyState, then: float, now: float) -> tuple[str, ...]:
        return ("won",) if after.over and (before is None or not before.over) else ()

    def needs(self, state: TinyState, do: str, data: Mapping[str, Any]) -> Need | None:
        if do == "point" and "player" not in data:
            seats = tuple(range(len(state.points)))
            return Need("player", "Whose point?", tuple(Choice(f"Player {s + 1}", s) for s in seats), seats)
        return None

    def public_view(self, state: TinyState) -> TinyState:
        return state  # the points are on the table

    def private_view(self, state: TinyState, seat: int) -> Mapping[str, Any]:
        return {}


def report(rules: TinyRules, state: TinyState, at: float) -> dict[str, Any]:
    state = rules.public_view(rules.settle(state, at))
    return {"game": GAME, "at": at, "points": list(state.points), "winner": state.winner}


def summary(rules: TinyRules, state: TinyState, at: float) -> str:
    r = report(rules, state, at)
    head = f"Tiny at {r['at']:g} s: " + ("player %d won" % r["winner"] if r["winner"] is not None else "playing")
    return head + "\npoints " + " ".join(str(p) for p in r["points"])


SPEC = GameSpec(id=GAME, title="Tiny", seats=(2, 4), rules=TinyRules, doc="adding-a-game.md", report="tiny_game:report",
                summary="tiny_game:summary", blurb="A point a press", order=50, example={"players": 2},
                tile={"verb": "tap to play", "start": {"players": 2}})


def record(rules: TinyRules, state: TinyState) -> Any:
    """What the history keeps (companion/history/records.py): the winner and each seat's points."""
    from companion.history.play import Record

    names = tuple(f"Player {s + 1}" for s in range(len(state.points)))
    if not state.over:
        return Record("abandoned", (), "stopped", {}, names, scores=state.points)
    return Record("won", (state.points.index(WIN),), "won", {}, names, scores=state.points)
