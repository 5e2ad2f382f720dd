"""Scanning in Kites: the card a player puts on the reader is the card they play.

Reads arrive on a reader's thread; `on_read` only queues them (thread-safe). The main thread's
`drain()` resolves each tag to a card (a printed `kites:...` code, or a tag in the registry) and
plays it for the player whose turn it is, through `Table.submit("play", ...)`, so the referee
judges a scanned card exactly as a tapped one. An unknown tag changes nothing: its outcome says
"unknown card" and carries the tag, so a screen can offer to enroll it.
"""

from __future__ import annotations

from companion.cards.codes import CardCode
from companion.kites.catalog import kites_card
from companion.cards.scanner import ScanOutcome, Scanner

__all__ = ["KitesScanner", "ScanOutcome"]


class KitesScanner(Scanner):
    game = "kites"

    def scan(self, tag: str) -> ScanOutcome:
        # Kites judges a foreign or unknown code itself (its reason names the Kites colours).
        code = self.card_for(tag)
        if code is None:
            return ScanOutcome(tag, None, False, "unknown card")
        state = self.table.current() if self.table.fold is not None else None
        return self.play(tag, code, state)

    def play(self, tag: str, code: CardCode, state) -> ScanOutcome:
        try:
            card = kites_card(code)
        except ValueError as exc:
            return ScanOutcome(tag, code, False, str(exc))
        player = getattr(state, "current_player", None)
        if player is None:
            return ScanOutcome(tag, code, False, "no one is playing cards right now")
        return self.submit(tag, code, "play", player=player, card=card)
