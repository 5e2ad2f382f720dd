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

Hidden information: every question and its options come from the public state only (names,
towers, exposures, enchantments on the table); no prompt names a role. In a Vampire game dealt by
the box, nobody is offered their own tower for Dark Magic, ADD or MOVE / SHAFT (any card onto it is
a BURY, the main Vampire's private choice on the board's ENCHANT and PLAY sheets), so a refusal
never tells the table who is not the Vampire.
"""

from __future__ import annotations

from companion.sparkle_kitty.nights.catalog import nights_card
from companion.cards.codes import CardCode
from companion.cards.scanner import Question, ScanOutcome
from companion.cards.sk_scan import SparkleScanner
from companion.sparkle_kitty.nights.rules import ABILITY_OF_KIND, waiting

YES_NO = (("an ENEMY: a card off their tower", True), ("an ally: nothing", False))


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
        """Dark Magic and Mirror-Mirror: `enchant` (asked in `next_question`)."""
        if card.kind == "mirror" and state.mode == "vampire":
            return ScanOutcome(tag, code, False,
                               "in the Vampire game the Mirror cards sit at the towers' bases, not in hands")
        return self.go_on(tag, code, "enchant", {"player": player, "card": card.id})

    def go_on(self, tag: str, code: CardCode, do: str, fields: dict) -> ScanOutcome:
        """A MOVE / SHAFT that can move no card is refused at once, with the engine's reasons
        (before "which side?"): the engine takes no MOVE without a card moved."""
        if do == "play":
            card = self.rules.book.card(fields["card"])
            if _icon(card) == "move":
                state = self.table.current()
                moves, why = self._moves(state, fields["player"])
                if not moves:
                    # (dealt Vampire game: a move onto your own tower is left out here, so it may be
                    # the only one: a BURY, held alone on the board, whoever is the Vampire)
                    why = why or "only onto your own tower, which is a BURY: on the board, PLAY it and hold BURY: own alone"
                    return ScanOutcome(tag, code, False,
                                       f"{self._icon_name(card)}: no card can move from one tower to another: {why}")
        return super().go_on(tag, code, do, fields)

    def _moves(self, state, player: int) -> tuple[tuple[tuple[int, int], ...], str]:
        """The (from, to) towers a MOVE / SHAFT of `player`'s may use, as the engine's own move
        allows them (`NightsRules.moves`, the board's PLAY sheet's too), and, if none, its reasons.
        Dealt by the box in the Vampire game, your own tower is not offered (`_onto`'s reason)."""
        onto = [s for s in range(state.setup.count)
                if not (s == player and state.mode == "vampire" and state.setup.deal == "dealt")]
        return self.rules.moves(state, player, onto)

    def submit(self, tag: str, code: CardCode, do: str, **fields) -> ScanOutcome:
        if "move_from" in fields:  # MOVE / SHAFT was asked as two questions; the engine takes one field
            fields["move"] = {"from": fields.pop("move_from"), "to": fields.pop("move_to")}
        return super().submit(tag, code, do, **fields)

    # -- what the card cannot say ---------------------------------------------------------------
    def next_question(self, tag: str, code: CardCode, do: str, fields: dict) -> Question | None:
        state = self.table.current()
        card = self.rules.book.card(fields["card"])
        if do in ("play", "double") and "page" not in fields:
            ask = self.which_page(tag, code, do, fields, state, card)
            if ask is not None:
                return ask
        player = fields["player"]
        who = state.names[player]
        ask = _asker(state, do, fields, tag, code)
        if do == "enchant":
            if card.kind == "dark_magic":
                return self._dark_magic(ask, state, player, f"{who} casts {card.word}")
            return self._mirror(ask, state, fields, player, f"{who} casts Mirror-Mirror")
        if do != "play":
            return None
        icon = _icon(card)
        name = self._icon_name(card)
        if icon == "add" and state.hands[player] > 1:
            return ask("to", f"{name}: {who} adds a card from their hand to whose tower?", self._onto(state, player))
        if icon == "peek":
            return ask("peek", f"{name}: {who} looks at whose Knight?", self._others(state, player))
        if icon == "move":  # `go_on` refused it already if no card can move
            moves, _why = self._moves(state, player)
            first = ask("move_from", f"{name}: a card off whose tower?", list(dict.fromkeys(a for a, _b in moves)))
            if first is not None or "move_from" not in fields:
                return first
            src = fields["move_from"]
            return ask("move_to", f"{name}: the card off {state.names[src]}'s tower goes onto whose tower?",
                       [b for a, b in moves if a == src])
        if icon == "steal":
            return self._steal(ask, fields, state, player, name)
        return None

    def _icon_name(self, card) -> str:
        """As the card says its power: SHAFT, SNATCH, SPREAD by name, else the icon's (MOVE, ADD...)."""
        icon = _icon(card)
        return card.word if card.kind in ABILITY_OF_KIND else self.rules.book.abilities.get(icon, (icon,))[0]

    def _steal(self, ask, fields: dict, state, player: int, name: str) -> Question | None:
        """STEAL / SNATCH: whose top enchantment (each button says which, as it lies on the table),
        then what the stolen one needs at once: Dark Magic's card onto a tower, Mirror's peek."""
        if "target" not in fields:
            holders = [s for s in self._others(state, player) if state.top_enchantment(s) is not None]
            if not holders:
                return None  # nothing to take: the play goes in and the engine says so
            options = tuple((f"{state.names[s]}\n{_enchantment_words(state.top_enchantment(s))}", s) for s in holders)
            return ask("target", f"{name}: {state.names[player]} takes whose top enchantment?", options=options)
        stolen = state.top_enchantment(fields["target"])
        if stolen is None:
            return None
        took = f"{state.names[player]} took {_enchantment_words(stolen)}"
        if stolen.kind == "dark_magic":
            return self._dark_magic(ask, state, player, took)
        return self._mirror(ask, state, fields, player, took)

    def _dark_magic(self, ask, state, player: int, said: str) -> Question | None:
        """A card from the caster's hand onto whose tower (when one is left after this card)."""
        if state.hands[player] <= 1:
            return None
        return ask("to", f"{said}: a card from their hand onto whose tower?", self._onto(state, player))

    def _mirror(self, ask, state, fields: dict, player: int, said: str) -> Question | None:
        first = ask("peek", f"{said}: peek at whose Knight?", self._others(state, player))
        if first is not None:
            return first
        if state.mode == "werewolf" and state.setup.deal != "dealt":  # real Knight cards: the peeker says
            return ask("take", f"Mirror: did {state.names[player]} see an enemy?", options=YES_NO)
        return None

    @classmethod
    def _onto(cls, state, player: int) -> list[int]:
        """Towers a card of `player`'s may go onto. In a Vampire game dealt by the box your own is
        never offered: any card onto it (Dark Magic, ADD, MOVE / SHAFT) is a BURY, the main
        Vampire's private choice on the board (ENCHANT, PLAY), so a refusal tells nobody anything."""
        seats = cls._open_towers(state)
        if state.mode == "vampire" and state.setup.deal == "dealt":
            seats = [s for s in seats if s != player]
        return seats

    @staticmethod
    def _others(state, player: int) -> list[int]:
        return [s for s in range(state.setup.count) if s != player]

    @staticmethod
    def _open_towers(state) -> list[int]:
        """Towers that may still gain a card (an exposed Knight's takes none, except by punishment)."""
        return [s for s in range(state.setup.count) if not state.exposed[s]]


def _asker(state, do: str, fields: dict, tag: str, code: CardCode):
    """`ask(key, prompt, seats)`: a question filling `key` (one button per seat, by name, or the
    given options), None once the field is in or nobody can be named."""
    def ask(key: str, prompt: str, seats=(), options=None) -> Question | None:
        options = options if options is not None else tuple((state.names[s], s) for s in seats)
        return Question(key, prompt, options, do, fields, tag, code) if key not in fields and options else None
    return ask


def _icon(card) -> str:
    """The card's power: its icon, or its kind's (Shaft moves, Snatch steals, Spread shows)."""
    return card.ability or ABILITY_OF_KIND.get(card.kind, "")


def _enchantment_words(enchantment) -> str:
    return enchantment.word if enchantment.kind == "dark_magic" else "Mirror-Mirror"
