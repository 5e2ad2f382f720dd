"""The Sparkle*Kitty seed, read and checked: player counts, deal, the card catalog, the opening
Spell Book, ability icons and optional rules. The catalog is the user's to edit (the rulebook
does not publish the deck); cards it lacks can still be described at the table.

Sparkle*Kitty Nights reads its own seed with the same reader: `read_cards` and `shared_fields`
are parametrised by the card class, whose class constants say what differs between the games."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from companion import seeds
from companion.seeds import SeedError

KINDS = ("spell", "sparkle", "kitty", "dark_magic", "rainbow", "infinite", "fudge")
SUPER_SPECIAL = ("rainbow", "infinite", "fudge")  # count as every colour
# ... and each has its power by being what it is (Rainbow as FAST 2, Infinite as PLAY ALL, Fudge as
# MAX 5), whether or not the catalog entry (or a described card) names the icon.
SUPER_SPECIAL_ABILITY = {"rainbow": "fast_2", "infinite": "play_all", "fudge": "max_5"}
TOWER_KINDS = ("sparkle", "kitty")  # colour-only match, one tower card off
ABILITIES = ("add_1", "take_1_off", "max_5", "play_all", "fast_2")
# Safe Words plays with either base game; its pineapple spells are listed once, in the Nights
# seed, with Nights' icons: the two that Sparkle*Kitty has too keep their meaning here.
SAFE_WORDS_ICONS = {"add": "add_1", "take": "take_1_off"}


@dataclass(frozen=True)
class Card:
    id: str
    word: str
    colours: tuple[str, ...]
    symbol: str
    kind: str = "spell"
    ability: str = ""
    green_back: bool = False
    count: int = 1

    # What a game's cards are; Nights' card class overrides these, so the catalog reader, the
    # card parser and the matcher serve both games.
    KINDS: ClassVar[tuple[str, ...]] = KINDS
    ABILITIES: ClassVar[tuple[str, ...]] = ABILITIES
    EVERY_COLOUR: ClassVar[tuple[str, ...]] = SUPER_SPECIAL  # kinds that count as every colour
    COLOUR_ONLY: ClassVar[tuple[str, ...]] = TOWER_KINDS  # kinds that match by colour only
    KIND_OF_WORD: ClassVar[dict[str, str]] = {"SPARKLE": "sparkle", "KITTY": "kitty"}  # a described card's kind
    WORD_OF_KIND: ClassVar[dict[str, str]] = {}  # the word of a kind described without one

    @classmethod
    def seed_fields(cls, raw: dict[str, Any]) -> dict[str, Any]:
        """The constructor's fields from one [[cards]] entry of a seed."""
        return dict(id=raw["id"], word=raw["word"].upper(), colours=tuple(raw.get("colours", ())),
                    symbol=raw.get("symbol", ""), kind=raw.get("kind", "spell"), ability=raw.get("ability", ""),
                    green_back=bool(raw.get("green_back", False)), count=int(raw.get("count", 1)))

    def text(self) -> str:
        """How the table names it: "JIGGLE (pink, moon)", "FUDGE (all colours)"."""
        colours = "all colours" if self.kind in self.EVERY_COLOUR else ", ".join(self.colours)
        bits = [b for b in (colours, self.symbol) if b]
        return f"{self.word} ({', '.join(bits)})" if bits else self.word


@dataclass(frozen=True)
class Option:
    key: str
    name: str
    says: str
    supported: bool = True


@dataclass(frozen=True)
class Book:
    """What both games' seeds hold (`shared_fields` reads it), and looking cards up in it."""
    green_out_up_to: int  # green-backed cards stay out for tables up to this many players
    hand: int
    hand_max: int
    doubles_per_word: int
    double_tower_cards: tuple[int, ...]  # earned by a Double, a Double-Double
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    opening: tuple[tuple[str, str], tuple[str, str]]  # (page, symbol) for "left", then "right"
    abilities: dict[str, tuple[str, str]]  # key -> (name on the card, what it does)
    cards: tuple[Card, ...]

    card_class: ClassVar[type[Card]] = Card
    name: ClassVar[str] = "Sparkle*Kitty"

    @property
    def card_symbols(self) -> tuple[str, ...]:
        """The symbols a card may carry."""
        return self.symbols

    def card(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)

    def find(self, word: str, colours: tuple[str, ...], symbol: str) -> Card | None:
        """The catalog card with this word (and colours/symbol when given)."""
        for c in self.cards:
            if c.word.upper() != word.upper():
                continue
            if colours and tuple(sorted(c.colours)) != tuple(sorted(colours)) and c.kind not in c.EVERY_COLOUR:
                continue
            if symbol and c.symbol != symbol:
                continue
            return c
        return None

    def dark_magic_words(self) -> tuple[str, ...]:
        return tuple(c.word for c in self.cards if c.kind == "dark_magic")


@dataclass(frozen=True)
class SparkleBook(Book):
    min_players: int
    max_players: int
    tower: int
    options: dict[str, Option]
    pineapple: str = "pineapple"  # Safe Words: the new symbol, replacing one the table chooses
    safe_words: tuple[Card, ...] = ()  # Safe Words' pineapple spells (the TEAM wild is Nights' only, so far)

    @property
    def card_symbols(self) -> tuple[str, ...]:
        return self.symbols + (self.pineapple,)

    def card(self, card_id: str) -> Card | None:
        return super().card(card_id) or next((c for c in self.safe_words if c.id == card_id), None)

    def in_deck(self, card: Card, players: int, replace_symbol: str = "") -> bool:
        """Is this card shuffled in for this table? Green backs stay out for small tables; Safe
        Words (a `replace_symbol`) takes that symbol's cards out and adds the pineapples."""
        if card.green_back and players <= self.green_out_up_to:
            return False
        if card.symbol == self.pineapple:
            return bool(replace_symbol)
        return not (replace_symbol and card.symbol == replace_symbol)

    def deck_size(self, players: int, replace_symbol: str = "") -> int:
        """Spell cards in play for this table."""
        return sum(c.count for c in self.cards + self.safe_words if self.in_deck(c, players, replace_symbol))


C = TypeVar("C", bound=Card)


def read_cards(data: dict[str, Any], seed: str, card_class: type[C],
               symbols: tuple[str, ...] | None = None) -> tuple[C, ...]:
    """The [[cards]] of a seed, each checked against the seed's colours and symbols (or the given
    `symbols`) and the card class's kinds and abilities; every-colour kinds get every colour."""
    colours = tuple(data["colours"])
    symbols = tuple(data["symbols"]) if symbols is None else symbols
    kinds, abilities = card_class.KINDS, card_class.ABILITIES
    cards: list[C] = []
    seen: set[str] = set()
    for raw in data["cards"]:
        card = card_class(**card_class.seed_fields(raw))
        where = f"{seed}.toml: card {card.id!r}"
        if card.id in seen:
            raise SeedError(f"{where} is listed twice")
        seen.add(card.id)
        if card.kind not in kinds:
            raise SeedError(f"{where}: kind must be one of {', '.join(kinds)}, not {card.kind!r}")
        if card.ability and card.ability not in abilities:
            raise SeedError(f"{where}: ability must be one of {', '.join(abilities)}, not {card.ability!r}")
        for c in card.colours:
            if c not in colours:
                raise SeedError(f"{where}: colour {c!r} is not in colours")
        if card.symbol and card.symbol not in symbols:
            raise SeedError(f"{where}: symbol {card.symbol!r} is not in symbols")
        if card.kind in card_class.EVERY_COLOUR:
            card = card_class(**{**card.__dict__, "colours": colours})
        cards.append(card)
    return tuple(cards)


def shared_fields(data: dict[str, Any], seed: str) -> dict[str, Any]:
    """The seed entries of `Book` (cards apart), as keyword arguments of a game's book."""
    pages = [(p["page"], p["symbol"]) for p in data["opening_book"]]
    if [p for p, _ in pages] != ["left", "right"]:
        raise SeedError(f"{seed}.toml: opening_book must list the left page, then the right")
    opening = (pages[0], pages[1])
    return dict(
        green_out_up_to=int(data["green_backs_out_up_to"]), hand=int(data["hand"]),
        hand_max=int(data["hand_max"]), doubles_per_word=int(data["doubles_per_word"]),
        double_tower_cards=tuple(int(n) for n in data["double_tower_cards"]),
        colours=tuple(data["colours"]), symbols=tuple(data["symbols"]), opening=opening,
        abilities={k: (v["name"], v["says"]) for k, v in data["abilities"].items()},
    )


def read_safe_words(nights: dict[str, Any], card_class: type[Card] = Card) -> tuple[Card, ...]:
    """The Safe Words pineapple spells of the Nights seed, as base-game cards."""
    return tuple(
        card_class(**{**card_class.seed_fields(raw), "ability": SAFE_WORDS_ICONS.get(raw.get("ability", ""), "")})
        for raw in nights["cards"]
        if raw.get("expansion") == "safe_words" and raw.get("kind", "spell") == "spell"
    )


def load_book(data: dict[str, Any] | None = None) -> SparkleBook:
    data = seeds.load("sparkle-kitty") if data is None else data
    nights = seeds.load("sparkle-kitty-nights")
    return SparkleBook(
        **shared_fields(data, "sparkle-kitty"),
        min_players=int(data["players"]["min"]), max_players=int(data["players"]["max"]),
        tower=int(data["tower"]),
        options={k: Option(k, v["name"], v["says"], bool(v.get("supported", True)))
                 for k, v in data["options"].items()},
        cards=read_cards(data, "sparkle-kitty", Card),
        pineapple=nights["pineapple"], safe_words=read_safe_words(nights),
    )
