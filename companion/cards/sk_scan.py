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
The spell to say is the table's (`state.spell`) once the input is in.
"""

from __future__ import annotations

from companion.sparkle_kitty.catalog import sparkle_kitty_card
from companion.cards.codes import CardCode
from companion.cards.scanner import Question, ScanOutcome, Scanner
from companion.errors import Rejected
from companion.sparkle_kitty.book import SUPER_SPECIAL_ABILITY


class SparkleScanner(Scanner):
    """Nights' scanner (nights_scan.py) overrides `seed_card`, `waiting`, `cast` and the questions."""

    game = "sparkle_kitty"
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
        pages = self.rules.doublable_pages(state, card.word)
        if not pages:
            shown = [p.word for p in state.pages if p.word]
            if card.word in shown:
                why = f"{card.word} was already doubled twice: a word doubles at most twice"
            else:
                why = (f"DOUBLE needs the same word: the {self.rules.book_name} shows "
                       f"{' and '.join(shown) or 'no words yet'}, not {card.word}")
            return ScanOutcome(tag, code, False, f"{state.names[winner]}'s Double: {why}")
        fields = {"player": winner, "card": card.id}
        if len(pages) == 1:
            fields["page"] = pages[0]
        return self.go_on(tag, code, "double", fields)

    # -- what the card cannot say ---------------------------------------------------------------
    def next_question(self, tag: str, code: CardCode, do: str, fields: dict) -> Question | None:
        state = self.table.current()
        card = self.rules.book.card(fields["card"])
        names = state.names
        who = names[fields["player"]]
        if do in ("play", "double") and "page" not in fields:
            ask = self.which_page(tag, code, do, fields, state, card)
            if ask is not None:
                return ask
        if "target" in fields:
            return None
        seats = tuple((name, seat) for seat, name in enumerate(names))
        if do == "reveal" and card.kind == "dark_magic" and state.hands[fields["player"]] > 0:
            return Question("target", f"{who} revealed {card.word}: a card from their hand onto whose tower?",
                            seats, do, fields, tag, code)
        if do == "dark_magic" and state.hands[fields["player"]] > 1:
            return Question("target", f"{who} casts {card.word}: a card from their hand onto whose tower?",
                            seats, do, fields, tag, code)
        # a Rainbow's, Infinite's or Fudge's power comes with its kind, named in the catalog or not
        ability = card.ability or SUPER_SPECIAL_ABILITY.get(card.kind, "")
        if do == "play" and ability == "add_1" and state.hands[fields["player"]] > 1:
            return Question("target", f"ADD 1: {who} adds a card from their hand to whose tower?",
                            seats, do, fields, tag, code)
        if do == "play" and ability == "max_5":
            return Question("target", f"{self.rules.book.abilities['max_5'][0]}: who draws up to five?",
                            seats, do, fields, tag, code)
        return None

    def which_page(self, tag: str, code: CardCode, do: str, fields: dict, state, card) -> Question | None:
        """The page a play or a Double goes on: the only one it may (filled in), else a question."""
        pages = self.rules.playable_pages(state, card) if do == "play" else \
            self.rules.doublable_pages(state, card.word)
        if len(pages) == 1:
            fields["page"] = pages[0]
            return None
        side = self.rules.side
        every = self.rules.book.card_class.EVERY_COLOUR
        options = tuple((f"{where.upper()} {side}\n{_page_words(state.page[where], every)}", where) for where in pages)
        verb = "DOUBLE" if do == "double" else "plays"
        who = state.names[fields["player"]]
        return Question("page", f"{who} {verb} {card.text()}: on which {side}?", options, do, fields, tag, code)


def _page_words(page, every_colour: tuple[str, ...] = ("rainbow", "infinite", "fudge")) -> str:
    """What a page shows, for its button: `JIGGLE · pink` or `star icon` (the opening book)."""
    if not page.word:
        return f"{page.symbol} icon" if page.symbol else "any card"
    colours = "all colours" if page.kind in every_colour else ", ".join(page.colours)
    return f"{page.word} · {colours}" if colours else page.word
