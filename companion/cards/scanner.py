"""What every game's scanner shares: reads queued from a reader's thread, a tag resolved to a card
(a printed `game:card` code, or a tag in the registry), and one input submitted to the Table, so
the referee judges a scanned card exactly as a tapped one.

A scan that needs a choice the card cannot carry (which Spell Book page, whose tower, whom to ask
for a Favor) submits nothing: its outcome holds a `Question`, the rules' own `Need`
(`Rules.needs`, the one place that says what an input lacks, which the touch sheets ask from too)
with the input it belongs to; `answer(question, value)` fills the field in and goes on (another
question, or the input). A scan refused before it reaches the table says why (`reason`) and
changes nothing. Each game's scanner (`companion/<game>/scanner.py`) subclasses `Scanner` and
writes `play(tag, code, state)`: which input the card is.
"""

from __future__ import annotations

import queue
from dataclasses import dataclass
from typing import Any

from companion.cards.codes import CardCode
from companion.cards.registry import Registry
from companion.spine import Need


@dataclass(frozen=True)
class Question:
    """A choice the table makes on screen before a scanned card's input can go in: the rules'
    `Need`, with the input it belongs to."""

    need: Need
    do: str  # the input once every field is in
    fields: dict  # the input's fields so far
    tag: str
    card: CardCode  # the scanned card the question is about

    @property
    def ask(self) -> str:  # the field it fills: "page", "target", "player", "count", "position"
        return self.need.key

    @property
    def prompt(self) -> str:  # in words: "JIGGLE (pink, star): on which page?"
        return self.need.prompt

    @property
    def options(self) -> tuple[tuple[str, Any], ...]:  # (words on the button, the field's value)
        return tuple((choice.label, choice.value) for choice in self.need.choices)


@dataclass(frozen=True)
class ScanOutcome:
    tag: str
    card: CardCode | None  # None: not a code and not enrolled
    accepted: bool
    reason: str | None = None
    outcome: Any = None  # the table's Outcome when the scan reached the referee
    question: Question | None = None  # a choice to make on screen first (nothing submitted yet)


class Scanner:
    game = ""
    fills_alone: tuple[str, ...] = ()  # fields a question with one answer fills by itself (the page)

    def __init__(self, table, registry: Registry | None = None, origin: str = "scan"):
        self.table = table
        self.registry = registry
        self.origin = origin
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()

    def on_read(self, read) -> None:
        """Thread-safe: a Reader's callback (anything with `.tag`, or a tag string)."""
        self.inbox.put(getattr(read, "tag", read))

    def drain(self) -> list[ScanOutcome]:
        """Main thread: every queued scan, in order."""
        outcomes: list[ScanOutcome] = []
        while True:
            try:
                tag = self.inbox.get_nowait()
            except queue.Empty:
                return outcomes
            outcomes.append(self.scan(tag))

    def scan(self, tag: str) -> ScanOutcome:
        code = self.card_for(tag)
        if code is None:
            return ScanOutcome(tag, None, False, "unknown card")
        if code.game != self.game:
            return ScanOutcome(tag, code, False, f"{code} is a {code.game} card, not one of this game's")
        if self.table.fold is None or self.table.game != self.game:
            return ScanOutcome(tag, code, False, "no game of this kind is in play")
        state = self.table.current()
        if getattr(state, "over", False):
            return ScanOutcome(tag, code, False, "the game is over")
        return self.play(tag, code, state)

    def play(self, tag: str, code: CardCode, state) -> ScanOutcome:  # pragma: no cover - per game
        raise NotImplementedError

    def answer(self, question: Question, value: Any) -> ScanOutcome:
        """The table's choice for a question: the field goes in, then the next question or the input."""
        fields = {**question.fields, question.ask: value}
        return self.go_on(question.tag, question.card, question.do, fields)

    def go_on(self, tag: str, code: CardCode, do: str, fields: dict) -> ScanOutcome:
        """Ask what is still missing (`next_question`), else submit the input."""
        ask = self.next_question(tag, code, do, fields)
        if ask is not None:
            return ScanOutcome(tag, code, False, question=ask)
        return self.submit(tag, code, do, **fields)

    def next_question(self, tag: str, code: CardCode, do: str, fields: dict) -> Question | None:
        """What the rules say the input still lacks (`Rules.needs`) as a question; a need with one
        answer in `fills_alone` goes in by itself."""
        while True:
            need = self.table.rules.needs(self.table.current(), do, fields)
            if need is None:
                return None
            if need.key in self.fills_alone and len(need.choices) == 1:
                fields[need.key] = need.choices[0].value
                continue
            return Question(need, do, fields, tag, code)

    def submit(self, tag: str, code: CardCode, do: str, **fields) -> ScanOutcome:
        outcome = self.table.submit(do, origin=self.origin, **fields)
        return ScanOutcome(tag, code, outcome.accepted, outcome.reason, outcome)

    def card_for(self, tag: str) -> CardCode | None:
        if self.registry is not None:
            return self.registry.card_for(tag)
        try:
            return CardCode.parse(tag)
        except ValueError:
            return None
