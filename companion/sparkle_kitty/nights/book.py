"""The Sparkle*Kitty Nights seed (seeds/sparkle-kitty-nights.toml), read and checked: the three
games' player counts and towers, the opening Keyhole, the six ability icons, the catalog with its
Safe Words cards, and the deck each table plays with."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion import seeds
from companion.seeds import SeedError
from companion.sparkle_kitty.book import Card

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

    def text(self) -> str:
        """How the table names it: "BOOTY (pink, moon)", "SPREAD (all colours)"."""
        colours = "all colours" if self.kind in ALL_COLOURS else ", ".join(self.colours)
        bits = [b for b in (colours, self.symbol) if b]
        return f"{self.word} ({', '.join(bits)})" if bits else self.word


@dataclass(frozen=True)
class Mode:
    key: str
    name: str
    min_players: int
    max_players: int
    tower: int


@dataclass(frozen=True)
class NightsBook:
    modes: dict[str, Mode]
    green_out_up_to: int
    hand: int
    hand_max: int
    doubles_per_word: int
    double_tower_cards: tuple[int, ...]
    team_tower_cards: tuple[int, ...]
    max_tower_cards: int
    vampire_tower_cards: int
    colours: tuple[str, ...]
    symbols: tuple[str, ...]  # the base symbols (the pineapple may replace one of them)
    pineapple: str
    opening: tuple[tuple[str, str], ...]
    abilities: dict[str, tuple[str, str]]  # key -> (name on the card, what it does)
    cards: tuple[NightsCard, ...]

    def card(self, card_id: str) -> NightsCard | None:
        return next((c for c in self.cards if c.id == card_id), None)

    def find(self, word: str, colours: tuple[str, ...], symbol: str) -> NightsCard | None:
        for c in self.cards:
            if c.word.upper() != word.upper():
                continue
            if colours and tuple(sorted(c.colours)) != tuple(sorted(colours)) and c.kind not in ALL_COLOURS:
                continue
            if symbol and c.symbol != symbol:
                continue
            return c
        return None

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

    def dark_magic_words(self) -> tuple[str, ...]:
        return tuple(c.word for c in self.cards if c.kind == "dark_magic")


def load_book(data: dict[str, Any] | None = None) -> NightsBook:
    data = seeds.load("sparkle-kitty-nights") if data is None else data
    colours, symbols = tuple(data["colours"]), tuple(data["symbols"])
    pineapple = data["pineapple"]
    cards, seen = [], set()
    for raw in data["cards"]:
        card = NightsCard(
            id=raw["id"], word=raw["word"].upper(), colours=tuple(raw.get("colours", ())),
            symbol=raw.get("symbol", ""), kind=raw.get("kind", "spell"), ability=raw.get("ability", ""),
            green_back=bool(raw.get("green_back", False)), count=int(raw.get("count", 1)),
            expansion=raw.get("expansion", ""),
        )
        where = f"sparkle-kitty-nights.toml: card {card.id!r}"
        if card.id in seen:
            raise SeedError(f"{where} is listed twice")
        seen.add(card.id)
        if card.kind not in KINDS:
            raise SeedError(f"{where}: kind must be one of {', '.join(KINDS)}, not {card.kind!r}")
        if card.ability and card.ability not in ABILITIES:
            raise SeedError(f"{where}: ability must be one of {', '.join(ABILITIES)}, not {card.ability!r}")
        if card.expansion and card.expansion != SAFE_WORDS:
            raise SeedError(f"{where}: the only expansion is {SAFE_WORDS!r}, not {card.expansion!r}")
        if any(c not in colours for c in card.colours):
            raise SeedError(f"{where}: a colour is not in colours")
        if card.symbol and card.symbol not in symbols + (pineapple,):
            raise SeedError(f"{where}: symbol {card.symbol!r} is not in symbols")
        if card.kind in ALL_COLOURS:
            card = NightsCard(**{**card.__dict__, "colours": colours})
        cards.append(card)
    modes = {k: Mode(k, v["name"], int(v["players"]["min"]), int(v["players"]["max"]), int(v["tower"]))
             for k, v in data["modes"].items()}
    if set(modes) != {"nights", "werewolf", "vampire"}:
        raise SeedError("sparkle-kitty-nights.toml: [modes] must be nights, werewolf and vampire")
    opening = tuple((p["page"], p["symbol"]) for p in data["opening_book"])
    return NightsBook(
        modes=modes, green_out_up_to=int(data["green_backs_out_up_to"]), hand=int(data["hand"]),
        hand_max=int(data["hand_max"]), doubles_per_word=int(data["doubles_per_word"]),
        double_tower_cards=tuple(int(n) for n in data["double_tower_cards"]),
        team_tower_cards=tuple(int(n) for n in data["team_tower_cards"]),
        max_tower_cards=int(data["max_tower_cards"]), vampire_tower_cards=int(data["vampire_tower_cards"]),
        colours=colours, symbols=symbols, pineapple=pineapple, opening=opening,
        abilities={k: (v["name"], v["says"]) for k, v in data["abilities"].items()},
        cards=tuple(cards),
    )
