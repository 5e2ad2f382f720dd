"""Scanning in Sparkle*Kitty: the card put on the reader is the one just played.

- A Double race decided with a winner who has not confirmed yet: the card is that winner's
  `double`. Its word must show on a page that may still be doubled, else the reason says so and
  nothing changes. Both pages showing the word: the table says which page.
- An escape under way (the optional rule "reveal on escape"): the card is the one the player due
  to reveal drew and shows (`reveal`); Dark Magic asks whose tower gets a card from their hand.
- Otherwise it is the on-turn player's card. A Dark Magic card is `dark_magic` (whose tower gets a
  card from their hand, when one is left to give). Any other card must match a page of the Spell
  Book (`SparkleRules.playable_pages`): no match, and the reason says why; a match, and the table
  says which page it went on (each page a big button), then, for an icon that names a player
  (ADD 1, MAX 5, Fudge's MAX 5), whom.
What the card cannot say is asked from the rules (`SparkleRules.needs`, needs.py), as the board's
sheets ask it. The spell to say is the table's (`state.spell`) once the input is in.
"""

from __future__ import annotations

from companion.sparkle_kitty.catalog import sparkle_kitty_card
from companion.cards.codes import CardCode
from companion.cards.scanner import ScanOutcome, Scanner
from companion.errors import Rejected


class SparkleScanner(Scanner):
    """Nights' scanner (nights/scanner.py) overrides `seed_card`, `waiting` and `cast`."""

    game = "sparkle_kitty"
    fills_alone = ("page",)  # a card that may go on one page only goes there
    seed_card = staticmethod(sparkle_kitty_card)  # the seed's card for a code, or ValueError

    @property
    def rules(self):
        return self.table.rules

    def card(self, code: CardCode):
        """The seed's card for a code (ValueError says what is wrong), as the table's book has it."""
        card = self.seed_card(code)
        return self.rules.book.card(card.id) or card  # the table's own book, if it was given one

    def play(self, tag: str, code: CardCode, state) -> ScanOutcome:
        try:
            card = self.card(code)
        except ValueError as exc:
            return ScanOutcome(tag, code, False, str(exc))
        why = self.not_in_deck(state, card)
        if why:  # before any question: the engine takes no card of another deck (Nights: Safe Words)
            return ScanOutcome(tag, code, False, why)
        if getattr(state, "to_reveal", ()):  # "reveal on escape": the card drawn and shown by the one due
            return self.go_on(tag, code, "reveal", {"player": state.to_reveal[0], "card": card.id})
        races = state.races
        if races and not races[-1].decided:
            return ScanOutcome(tag, code, False, "a Double race is being settled: wait a moment, then scan again")
        why = self.waiting(state)
        if why:
            return ScanOutcome(tag, code, False, why)
        race = state.open_race
        if race is not None and race.pending:
            return self._double(tag, code, card, state, race.verdict.winner)
        player = state.turn
        name = state.names[player]
        if state.hands[player] < 1:
            return ScanOutcome(tag, code, False, f"{name} has no card in hand: pass to draw one")
        if card.kind in self.rules.cast_kinds:
            return self.cast(tag, code, card, state, player)
        if not self.rules.playable_pages(state, card):
            from companion.sparkle_kitty.cards import why_not

            return ScanOutcome(tag, code, False, why_not(card, state.pages, self.rules.book_name, self.rules.side))
        return self.go_on(tag, code, "play", {"player": player, "card": card.id})

    def waiting(self, state) -> str | None:
        """What the table must settle before any card (None: nothing)."""
        return None

    def not_in_deck(self, state, card) -> str | None:
        """Why this table's deck cannot hold the card (the engine's reason), None if it can."""
        try:
            self.rules._check_deck(state, card)  # the engine's own hook (Nights: Safe Words)
        except Rejected as exc:
            return str(exc)
        return None

    def table_deck(self, state) -> frozenset[str] | None:
        """The ids of the cards this table plays with (the virtual scanner lists only these);
        None: every card of the catalog."""
        return None

    def cast(self, tag: str, code: CardCode, card, state, player: int) -> ScanOutcome:
        """A card cast beside the player, never into the book: Dark Magic."""
        return self.go_on(tag, code, "dark_magic", {"player": player, "card": card.id})

    def _double(self, tag: str, code: CardCode, card, state, winner: int) -> ScanOutcome:
        why = self.rules.double_refusal(state, card.word)
        if why:
            return ScanOutcome(tag, code, False, f"{state.names[winner]}'s Double: {why}")
        return self.go_on(tag, code, "double", {"player": winner, "card": card.id})
