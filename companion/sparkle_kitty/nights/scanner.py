"""Scanning in Sparkle*Kitty Nights: the Sparkle*Kitty scanner (SparkleScanner) with what differs.

- A Double race decided with a winner who has not confirmed yet: the card is that winner's
  `double` (as in Sparkle*Kitty: the word must show on a side that may still be doubled; both
  sides showing it: which side?). A race still settling: "wait a moment".
- While the table must settle something first (earned tower cards to take, a freed Knight's guess
  or exposure), a card is refused with what comes first, before any question.
- A Dark Magic or Mirror-Mirror card is the on-turn player's `enchant`: Dark Magic asks whose
  tower gets a card from their hand; Mirror-Mirror whose Knight they peek at (and, in a Werewolf
  game with real Knight cards, whether the peek showed an enemy: the table says, the box cannot know).
- Any other card is the on-turn player's `play`: it must fit the Keyhole (`NightsRules.playable_pages`,
  else the engine's reason), then which side, then what its icon needs: ADD onto whose tower,
  PEEK at whose Knight, MOVE / SHAFT off whose tower onto whose (only towers the engine's move
  allows; none, and the scan is refused at once with its reasons), STEAL / SNATCH whose top
  enchantment (then what the stolen one needs). TAKE and earned tower cards are owed as the
  engine's pending `take`, which the board asks by itself; SHOW / SPREAD needs nothing.

Every question is the rules' (`NightsRules.needs`, needs.py: from the public state only, no
prompt names a role; in a Vampire game dealt by the box nobody is offered their own tower), so
the board's sheets and the scanner offer the same towers.
"""

from __future__ import annotations

from companion.sparkle_kitty.nights.catalog import nights_card
from companion.cards.codes import CardCode
from companion.cards.scanner import ScanOutcome
from companion.sparkle_kitty.nights.needs import icon, join_move
from companion.sparkle_kitty.nights.rules import waiting
from companion.sparkle_kitty.scanner import SparkleScanner


class NightsScanner(SparkleScanner):
    game = "sparkle_kitty_nights"

    seed_card = staticmethod(nights_card)

    def waiting(self, state) -> str | None:
        """An earned tower card to take, a guess, an exposure: before any card, and before any question."""
        return waiting(state) if state.pending else None

    def table_deck(self, state) -> frozenset[str]:
        """This table's deck: green backs by the player count, Safe Words' pineapples (for the
        symbol they replace) and TEAM wilds only if the table took them."""
        setup = state.setup
        return frozenset(c.id for c in self.rules.book.deck(setup.count, setup.safe_words, setup.replace_symbol,
                                                              setup.team_wild))

    def cast(self, tag: str, code: CardCode, card, state, player: int) -> ScanOutcome:
        """Dark Magic and Mirror-Mirror: `enchant` (what it names is asked from the rules)."""
        if card.kind == "mirror" and state.mode == "vampire":
            return ScanOutcome(tag, code, False,
                               "in the Vampire game the Mirror cards sit at the towers' bases, not in hands")
        return self.go_on(tag, code, "enchant", {"player": player, "card": card.id})

    def go_on(self, tag: str, code: CardCode, do: str, fields: dict) -> ScanOutcome:
        """A MOVE / SHAFT that can move no card is refused at once, with the engine's reasons
        (before "which side?"): the engine takes no MOVE without a card moved."""
        if do == "play":
            card = self.rules.book.card(fields["card"])
            if icon(card) == "move":
                moves, why = self.rules.move_choices(self.table.current(), fields["player"])
                if not moves:
                    # (dealt Vampire game: a move onto your own tower is left out here, so it may be
                    # the only one: a BURY, held alone on the board, whoever is the Vampire)
                    why = why or "only onto your own tower, which is a BURY: on the board, PLAY it and hold BURY: own alone"
                    return ScanOutcome(tag, code, False,
                                       f"{self.rules.icon_name(card)}: no card can move from one tower to another: {why}")
        return super().go_on(tag, code, do, fields)

    def submit(self, tag: str, code: CardCode, do: str, **fields) -> ScanOutcome:
        return super().submit(tag, code, do, **join_move(fields))  # MOVE / SHAFT was asked as two halves
