"""What a Nights input still lacks (`Rules.needs`): Sparkle*Kitty's page (here a side of the
Keyhole), then what its icons and enchantments name: ADD onto whose tower, PEEK at whose Knight,
MOVE / SHAFT off whose tower onto whose (only the towers the engine's own move allows), STEAL /
SNATCH whose top enchantment (then what the stolen one needs at once), Dark Magic's card from hand
onto whose tower, Mirror-Mirror's peek (and, with real Knight cards in the Werewolf game, whether
the peek showed an enemy: the table says, the box cannot know). The board's sheets and the scan
questions both take their seats from here.

A MOVE is asked as two fields, `move_from` then `move_to`, the halves of the input's `move`
({"from", "to"}); `join_move` puts them together.

Hidden information: every question and its choices come from the public state only (names,
towers, exposures, enchantments on the table); no prompt names a role. In a Vampire game dealt by
the box nobody is offered their own tower for Dark Magic, ADD or MOVE / SHAFT (any card onto it is
a BURY, the main Vampire's private choice on the board), so a refusal never tells the table who is
not the Vampire.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from companion.sparkle_kitty.book import Card
from companion.sparkle_kitty.needs import SparkleNeeds, seats_need
from companion.sparkle_kitty.nights.roles import DRAGON
from companion.sparkle_kitty.nights.state import NightsState
from companion.spine import Choice, Need

ABILITY_OF_KIND = {"spread": "show", "shaft": "move", "snatch": "steal"}  # what the rulebook says they do
YES_NO = (Choice("an ENEMY: a card off their tower", True), Choice("an ally: nothing", False))


def icon(card) -> str:
    """The card's power: its icon, or its kind's (Shaft moves, Snatch steals, Spread shows)."""
    return card.ability or ABILITY_OF_KIND.get(card.kind, "")


def dealt_vampire(state) -> bool:
    return state.mode == "vampire" and state.setup.deal == "dealt"


def open_towers(state) -> list[int]:
    """Towers that may still gain a card (an exposed Knight's takes none, except by punishment)."""
    return [s for s in range(state.setup.count) if not state.exposed[s]]


def onto(state, player: int) -> list[int]:
    """Towers a card of `player`'s may go onto. In a Vampire game dealt by the box your own is
    never offered: any card onto it is a BURY, the main Vampire's private choice on the board."""
    return [s for s in open_towers(state) if not (s == player and dealt_vampire(state))]


def others(state, player: int) -> list[int]:
    return [s for s in range(state.setup.count) if s != player]


def holders(state, player: int) -> list[int]:
    """Whose top enchantment `player` may take (STEAL / SNATCH)."""
    return [s for s in others(state, player) if state.top_enchantment(s) is not None]


def dragons_hidden(state) -> int:
    """Dragons in the mix not face up yet (public: everyone knows the mix and sees the exposures)."""
    return state.setup.composition.count(DRAGON) - sum(1 for role in state.teams if role == DRAGON)


def early_exposers(state) -> list[int]:
    """Who may try to show their Knight before their tower is empty (`expose` with nothing owed):
    only a Dragon may, so nobody in a game whose mix has no Dragon still hidden (the Vampire game,
    Werewolf or Nights without one), nor once it is over; else everyone still hidden (the table
    does not know which of them is the Dragon)."""
    if state.over or dragons_hidden(state) <= 0:
        return []
    return [s for s in range(state.setup.count) if not state.teams[s]]


def no_dragon_words(state) -> str:
    """Why nobody may show their Knight early, in public words."""
    if DRAGON not in state.setup.composition:
        return "this game has no Dragon: a Knight shows only once its tower is empty"
    return "every Dragon is face up: a Knight shows only once its tower is empty"


def enchantment_words(enchantment) -> str:
    return enchantment.word if enchantment.kind == "dark_magic" else "Mirror-Mirror"


def join_move(fields: dict) -> dict:
    """The two halves asked (`move_from`, `move_to`) as the input's one `move` field."""
    if "move_from" in fields:
        fields = dict(fields)
        fields["move"] = {"from": fields.pop("move_from"), "to": fields.pop("move_to")}
    return fields


class NightsNeeds(SparkleNeeds[NightsState]):
    """Mixed into `NightsRules`: besides what Sparkle*Kitty's questions need of their host, the
    engine's own move view, declared here so mypy checks it."""

    if TYPE_CHECKING:  # `NightsRules.moves`, for mypy only
        def moves(self, state: NightsState, player: int, onto=None) -> tuple[tuple[tuple[int, int], ...], str]: ...

    def card_named(self, data: Mapping[str, Any]) -> Card | None:
        card = data.get("card")
        if isinstance(card, dict):  # the board's enchant: {"kind": "mirror"} / {"kind": "dark_magic", "word"}
            return None
        return super().card_named(data)

    def icon_name(self, card: Card) -> str:
        """As the card says its power: SHAFT, SNATCH, SPREAD by name, else the icon's (MOVE, ADD...)."""
        return card.word if card.kind in ABILITY_OF_KIND else self.book.abilities.get(icon(card), (icon(card),))[0]

    def move_choices(self, state: NightsState, player: int) -> tuple[tuple[tuple[int, int], ...], str]:
        """The (from, to) towers a MOVE / SHAFT of `player`'s may use, as the engine's own move
        allows them, and, if none, its reasons; dealt by the box in the Vampire game, your own tower
        is not offered (`onto`)."""
        seats = [s for s in range(state.setup.count) if not (s == player and dealt_vampire(state))]
        return self.moves(state, player, seats)

    def named_need(self, state: NightsState, do: str, data: Mapping[str, Any], card: Card | None) -> Need | None:
        """After the side (Sparkle*Kitty's `needs`): what the icon or the enchantment names."""
        player = data["player"]
        who = state.names[player]
        if do == "enchant":
            kind = card.kind if card is not None else (data.get("card") or {}).get("kind", "")
            word = card.word if card is not None else (data.get("card") or {}).get("word", "")
            if kind == "dark_magic":
                return self._dark_magic_need(state, data, player, f"{who} casts {word}")
            return self._mirror_need(state, data, player, f"{who} casts Mirror-Mirror")
        if do != "play" or card is None:
            return None
        power, name = icon(card), self.icon_name(card)
        if power == "add" and state.hands[player] > 1 and "to" not in data:
            return seats_need(state, "to", f"{name}: {who} adds a card from their hand to whose tower?",
                              onto(state, player), (player,))
        if power == "peek" and "peek" not in data:
            return seats_need(state, "peek", f"{name}: {who} looks at whose Knight?", others(state, player), (player,))
        if power == "move":
            moves, _why = self.move_choices(state, player)
            if "move_from" not in data:
                return seats_need(state, "move_from", f"{name}: a card off whose tower?",
                                  list(dict.fromkeys(a for a, _b in moves)), (player,))
            src = data["move_from"]
            if "move_to" not in data:
                return seats_need(state, "move_to", f"{name}: the card off {state.names[src]}'s tower goes onto whose tower?",
                                  [b for a, b in moves if a == src], (player, src))
        if power == "steal":
            return self._steal_need(state, data, player, name)
        return None

    def _steal_need(self, state, data, player: int, name: str) -> Need | None:
        """STEAL / SNATCH: whose top enchantment (each button says which, as it lies on the table),
        then what the stolen one needs at once: Dark Magic's card onto a tower, Mirror's peek."""
        if "target" not in data:
            seats = holders(state, player)
            if not seats:
                return None  # nothing to take: the play goes in and the engine says so
            choices = tuple(Choice(f"{state.names[s]}\n{enchantment_words(state.top_enchantment(s))}", s) for s in seats)
            return Need("target", f"{name}: {state.names[player]} takes whose top enchantment?", choices, (player,))
        stolen = state.top_enchantment(data["target"])
        if stolen is None:
            return None
        took = f"{state.names[player]} took {enchantment_words(stolen)}"
        if stolen.kind == "dark_magic":
            return self._dark_magic_need(state, data, player, took)
        return self._mirror_need(state, data, player, took)

    def _dark_magic_need(self, state, data, player: int, said: str) -> Need | None:
        """A card from the caster's hand onto whose tower (when one is left after this card)."""
        if state.hands[player] <= 1 or "to" in data:
            return None
        return seats_need(state, "to", f"{said}: a card from their hand onto whose tower?", onto(state, player), (player,))

    def _mirror_need(self, state, data, player: int, said: str) -> Need | None:
        if "peek" not in data:
            return seats_need(state, "peek", f"{said}: peek at whose Knight?", others(state, player), (player,))
        if self.peeker_says(state) and "take" not in data:
            return Need("take", f"Mirror: did {state.names[player]} see an enemy?", YES_NO, (player,))
        return None

    @staticmethod
    def peeker_says(state) -> bool:
        """Werewolf with real Knight cards: the peeker says whether they saw an enemy."""
        return state.mode == "werewolf" and state.setup.deal != "dealt"
