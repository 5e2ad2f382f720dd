"""The Sparkle*Kitty Nights seed (seeds/sparkle-kitty-nights.toml), read and checked: the three
games' player counts and towers, the opening Keyhole, the six ability icons, the catalog with its
Safe Words cards, and the deck each table plays with."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from companion import seeds
from companion.seeds import SeedError
from companion.sparkle_kitty.book import Book, Card, read_cards, shared_fields

KINDS = ("spell", "night", "knight", "dark_magic", "mirror", "spread", "shaft", "snatch", "team")
SUPER_SPECIAL = ("spread", "shaft", "snatch")  # count as every colour; an ability on your turn
WILD = ("team",)  # Safe Words: any colour on it, it on any colour
ALL_COLOURS = SUPER_SPECIAL + WILD
TOWER_KINDS = ("night", "knight")  # colour-only match, one tower card off (from any tower)
ENCHANTMENTS = ("dark_magic", "mirror")
ABILITIES = ("add", "take", "peek", "move", "show", "steal")
SAFE_WORDS = "safe_words"


@dataclass(frozen=True)
class NightsCard(Card):
    expansion: str = ""

    # The Sparkle*Kitty reader, parser and matcher take these in place of the base game's.
    KINDS: ClassVar[tuple[str, ...]] = KINDS
    ABILITIES: ClassVar[tuple[str, ...]] = ABILITIES
    EVERY_COLOUR: ClassVar[tuple[str, ...]] = ALL_COLOURS
    COLOUR_ONLY: ClassVar[tuple[str, ...]] = TOWER_KINDS
    KIND_OF_WORD: ClassVar[dict[str, str]] = {
        "NIGHT": "night", "KNIGHT": "knight", "SPREAD": "spread", "SHAFT": "shaft", "SNATCH": "snatch",
        "TEAM": "team", "MIRROR-MIRROR": "mirror"}
    WORD_OF_KIND: ClassVar[dict[str, str]] = {"mirror": "MIRROR-MIRROR"}  # one word on every Mirror

    @classmethod
    def seed_fields(cls, raw: dict[str, Any]) -> dict[str, Any]:
        return {**super().seed_fields(raw), "expansion": raw.get("expansion", "")}


@dataclass(frozen=True)
class Mode:
    key: str
    name: str
    min_players: int
    max_players: int
    tower: int


@dataclass(frozen=True)
class NightsBook(Book):
    """`symbols` are the base symbols: with Safe Words the pineapple replaces one of them."""
    modes: dict[str, Mode]
    team_tower_cards: tuple[int, ...]
    max_tower_cards: int
    vampire_tower_cards: int
    pineapple: str
    cards: tuple[NightsCard, ...]  # (narrowed: every card of the Nights seed is a NightsCard)

    card_class: ClassVar[type[Card]] = NightsCard
    name: ClassVar[str] = "Sparkle*Kitty Nights"

    @property
    def card_symbols(self) -> tuple[str, ...]:
        return self.symbols + (self.pineapple,)  # Safe Words cards carry the pineapple

    def in_deck(self, card: NightsCard, players: int, safe_words: bool = False, replace_symbol: str = "",
                team_wild: bool = True) -> bool:
        """Is this card shuffled in for this table? Green backs out for small tables; Safe Words
        takes out the chosen symbol's cards and adds the pineapples (and the TEAM wilds)."""
        if card.green_back and players <= self.green_out_up_to:
            return False
        if card.expansion:
            return safe_words and card.expansion == SAFE_WORDS and (team_wild or card.kind != "team")
        return not (safe_words and replace_symbol and card.symbol == replace_symbol)

    def deck(self, players: int, safe_words: bool = False, replace_symbol: str = "",
             team_wild: bool = True) -> tuple[NightsCard, ...]:
        return tuple(c for c in self.cards if self.in_deck(c, players, safe_words, replace_symbol, team_wild))


def load_book(data: dict[str, Any] | None = None) -> NightsBook:
    data = seeds.load("sparkle-kitty-nights") if data is None else data
    seed = "sparkle-kitty-nights"
    cards = read_cards(data, seed, NightsCard, symbols=tuple(data["symbols"]) + (data["pineapple"],))
    for card in cards:
        if card.expansion and card.expansion != SAFE_WORDS:
            raise SeedError(f"{seed}.toml: card {card.id!r}: the only expansion is {SAFE_WORDS!r}, not {card.expansion!r}")
    modes = {k: Mode(k, v["name"], int(v["players"]["min"]), int(v["players"]["max"]), int(v["tower"]))
             for k, v in data["modes"].items()}
    if set(modes) != {"nights", "werewolf", "vampire"}:
        raise SeedError(f"{seed}.toml: [modes] must be nights, werewolf and vampire")
    return NightsBook(
        **shared_fields(data, seed), modes=modes,
        team_tower_cards=tuple(int(n) for n in data["team_tower_cards"]),
        max_tower_cards=int(data["max_tower_cards"]), vampire_tower_cards=int(data["vampire_tower_cards"]),
        pineapple=data["pineapple"], cards=cards,
    )
