"""Scanning in Kites: the card a player puts on the reader is the card they play.

Reads arrive on a reader's thread; `on_read` only queues them (thread-safe). The main thread's
`drain()` resolves each tag to a card (a printed `kites:...` code, or a tag in the registry) and
plays it for the player whose turn it is, through `Table.submit("play", ...)`, so the referee
judges a scanned card exactly as a tapped one. An unknown tag changes nothing: its outcome says
"unknown card" and carries the tag, so a screen can offer to enroll it.
"""

from __future__ import annotations

import queue
from dataclasses import dataclass
from typing import Any

from companion.cards.codes import CardCode, kites_card
from companion.cards.registry import Registry


@dataclass(frozen=True)
class ScanOutcome:
    tag: str
    card: CardCode | None  # None: not a code and not enrolled
    accepted: bool
    reason: str | None = None
    outcome: Any = None  # the table's Outcome when the scan reached the referee


class KitesScanner:
    def __init__(self, table, registry: Registry | None = None, origin: str = "scan"):
        self.table = table
        self.registry = registry
        self.origin = origin
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()

    def on_read(self, read) -> None:
        """Thread-safe: a Reader's callback (anything with `.tag`, or a tag string)."""
        self.inbox.put(getattr(read, "tag", read))

    def drain(self) -> list[ScanOutcome]:
        """Main thread: play every queued scan, in order."""
        outcomes = []
        while True:
            try:
                tag = self.inbox.get_nowait()
            except queue.Empty:
                return outcomes
            outcomes.append(self.scan(tag))

    def scan(self, tag: str) -> ScanOutcome:
        code = self._card_for(tag)
        if code is None:
            return ScanOutcome(tag, None, False, "unknown card")
        try:
            card = kites_card(code)
        except ValueError as exc:
            return ScanOutcome(tag, code, False, str(exc))
        state = self.table.current() if self.table.fold is not None else None
        player = getattr(state, "current_player", None)
        if player is None:
            return ScanOutcome(tag, code, False, "no one is playing cards right now")
        outcome = self.table.submit("play", origin=self.origin, player=player, card=card)
        return ScanOutcome(tag, code, outcome.accepted, outcome.reason, outcome)

    def _card_for(self, tag: str) -> CardCode | None:
        if self.registry is not None:
            return self.registry.card_for(tag)
        try:
            return CardCode.parse(tag)
        except ValueError:
            return None
