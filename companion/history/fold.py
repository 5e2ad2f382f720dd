"""A logged game -> its Play, by folding its inputs the way the table did.

The same fold as the live table and the replay (`companion.fold.Fold`): an undone input never
counts, and a game ends where the log says it ended (a Kites show can end on a run-out after its
last input). Each game says what matters about its final state in its record module
(`companion.history.records`).
"""

from __future__ import annotations

from typing import Any, Callable

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.registry import rules_for
from companion.history.play import ABANDONED, FINISHED, UNREADABLE, Play, Record, Seat
from companion.history.clock import played
from companion.history.records import record_for
from companion.spine import GameState

# Which fold wrote a cached play: raise it whenever what a play holds changes (a new field, a
# key said differently), so the plays an earlier program worked out are read again, in the
# background, while the history shows them as they were (`History.catch_up`).
FOLD = 2  # 2: a play's length counts from its start (a Kites show's sand), as its end screen says

def final_state(game: str, actions: list[Action], ended_at: float | None) -> tuple[Any, GameState, float]:
    """(rules, the state the game finished in, how long it was played: `clock.played`)."""
    rules = rules_for(game)
    fold = Fold(rules)
    for action in actions:
        fold.submit(action)
    last = actions[-1].t
    state = rules.settle(fold.state, last if ended_at is None else max(ended_at, last))
    end = state.ended_at
    return rules, state, played(state, end if end is not None else last)


def seat_people(setup: Action) -> tuple[int | None, ...] | None:
    """Who sat where, as the shared picker writes it in the setup (`people`: a person id per
    seat, None for a guest); None for a game set up without it (`Play.linked` false: its seats
    are matched to remembered names when read, so a name remembered later still counts)."""
    people = setup.get("people")
    if not isinstance(people, list):
        return None
    return tuple(p if isinstance(p, int) and not isinstance(p, bool) else None for p in people)


class DamagedInput(ValueError):
    """A line of the log that no longer parses (a damaged file): its game cannot be worked out."""

    def __init__(self, seq: int, reason: str):
        super().__init__(f"input {seq}: {reason}")
        self.seq, self.reason = seq, reason


def read_inputs(db: Any, game_id: int) -> list[Action]:
    """A game's inputs from the log's database, in order; raises DamagedInput naming the first
    line that does not parse."""
    out = []
    for seq, line, origin in db.execute("SELECT seq, line, origin FROM inputs WHERE game_id = ? ORDER BY seq", (game_id,)):
        try:
            out.append(Action.from_json(line, origin=origin))
        except (MalformedInput, TypeError, ValueError) as exc:
            raise DamagedInput(seq, str(exc)) from None
    return out


def unreadable(play_id: str, game: str, date: float, why: str) -> Play:
    """A play whose stored form is damaged: listed with why, counted in no stat."""
    return Play(play_id, game, date, None, UNREADABLE, UNREADABLE, (), (), f"unreadable: {why}")


def play_of(game_id: int, game: str, created: float, actions: list[Action] | Callable[[], list[Action]],
            ended_at: float | None) -> Play:
    """`actions`: the game's inputs, or how to read them (a damaged line then costs this play only)."""
    play_id = f"log:{game_id}"
    try:
        actions = actions() if callable(actions) else actions
    except DamagedInput as exc:
        return unreadable(play_id, game, created, f"input {exc.seq} of game {game_id} is damaged")
    if not actions:
        return unreadable(play_id, game, created, f"game {game_id} has no inputs")
    try:
        rules, state, duration = final_state(game, actions, ended_at)
        rec = record_for(game)(rules, state)
    except (Rejected, MalformedInput, KeyError, IndexError, ValueError, TypeError, AttributeError) as exc:
        # a game that no longer replays is kept as abandoned, with why (never a crash)
        reason = getattr(exc, "reason", None) or str(exc)
        return Play(play_id, game, created, None, ABANDONED, "abandoned", (), (), f"does not replay: {reason}")
    setup = actions[0]
    n = _seat_count(state, rec)
    names = rec.names or _setup_names(setup, n)
    people = seat_people(setup)
    seats = tuple(Seat(names[s], people[s] if people is not None and s < len(people) else None,
                       rec.scores[s] if s < len(rec.scores) else None,
                       rec.sides[s] if s < len(rec.sides) else None) for s in range(n))
    status = ABANDONED if rec.result == "abandoned" else FINISHED
    first = getattr(state.setup, "first", None)
    return Play(play_id, game, created, duration, status, rec.result, seats, rec.winners, rec.key,
                dict(rec.figures), first if isinstance(first, int) else None, linked=people is not None)


def _seat_count(state: GameState, rec: Record) -> int:
    if rec.names:
        return len(rec.names)
    players = state.setup.players
    return players if isinstance(players, int) else len(players)


def _setup_names(setup: Action, n: int) -> tuple[str, ...]:
    """Games whose engine keeps no names (Kites, Buzzers): the setup's `names`, else by number."""
    given = setup.get("names")
    given = given if isinstance(given, list) else []
    return tuple(str(given[s]) if s < len(given) and given[s] else f"Player {s + 1}" for s in range(n))
