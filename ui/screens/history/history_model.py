"""The History screens' view-model: plays as rows to show, and one play's page (its result
again and its inputs to step through). Built from the history store; no Kivy, tested without a
window."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping, Sequence

from companion.fold import Fold
from companion.registry import rules_for, spec_for
from companion.history import steps, words
from companion.history.clock import clock, started
from companion.history.play import Play
from companion.history.records import title
from companion.history.store import History


@dataclass(frozen=True)
class Row:
    play_id: str
    when: str
    game: str
    players: str
    winner: str
    outcome: str  # "Ben won", "won together", "lost", "not finished"
    length: str
    key: str
    finished: bool


def rows(plays: list[Play], names: Mapping[int, str]) -> list[Row]:
    """Newest first, as the history lists them."""
    return [Row(p.id, words.when(p.date), title(p.game), words.players(p, names), words.winner(p, names),
                words.outcome(p, names), words.length(p.duration), p.key, p.finished) for p in plays]


@dataclass(frozen=True)
class Step:
    number: int  # 1 is the setup
    what: str  # the input in words, on the game's clock: "0:10  Lily played orange"
    summary: str  # the game's own summary of the state after it, for people
    at: str  # its moment on the game's clock ("0:10"), for the scrubber


def input_words(action: Any, names: Sequence[str] = (), start: float = 0.0, game: str | None = None) -> str:
    """One input as people say it (the game's own words, through its spec, where it has them)."""
    own = spec_for(game).part("inputs") if game is not None else None
    return steps.sentence(action, names, start, own)


class PlayPage:
    """One play: its result again, and (for a logged game) every input it took, one at a time."""

    def __init__(self, history: History, play: Play, names: Mapping[int, str]):
        self.play = play
        self.row = rows([play], names)[0]
        self._people = names
        self._history = history
        self.inputs = history.log.inputs(play.game_id) if play.game_id is not None and history.log else []

    @property
    def steps(self) -> int:
        return len(self.inputs)

    @cached_property
    def _states(self) -> list[Any]:
        """The state after each input, as the table had it (an undo takes the one before back)."""
        fold = Fold(rules_for(self.play.game))
        out = []
        for action in self.inputs:
            fold.submit(action)
            out.append(fold.state)
        return out

    @cached_property
    def _names(self) -> tuple[str, ...]:
        return tuple(words.seat_name(self.play, s, self._people) for s in range(len(self.play.seats)))

    @cached_property
    def _start(self) -> float:
        """When the game's clock starts (a Kites show: its sand), as the game's end screen counts."""
        return started(self._states[-1]) if self._states else 0.0

    def step(self, k: int) -> Step:
        """The k-th input (1-based) and the game after it."""
        k = max(1, min(self.steps, k))
        action = self.inputs[k - 1]
        summary = spec_for(self.play.game).part("summary")
        text = steps.tidy_summary(summary(rules_for(self.play.game), self._states[k - 1], action.t))
        return Step(k, input_words(action, self._names, self._start, self.play.game), text,
                    clock(max(0.0, action.t - self._start)))

    def sand(self) -> tuple[dict, float, float, float] | None:
        """A Kites show's sand plot (series, start, end, the tallest timer), like its end screen."""
        if self.play.game != "kites" or not self.inputs:
            return None
        from companion.kites.history import sand_series

        rules = rules_for("kites")
        first = self._states[0]
        end = self.play.duration or self.inputs[-1].t
        start = next((s.started_at for s in reversed(self._states) if s.started_at is not None), 0.0)
        tall = max((tm.capacity for tm in first.timers if not tm.set_aside), default=90)
        return sand_series(rules, self.inputs, until=end), start, max(end, start + 1), tall
