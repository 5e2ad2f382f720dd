"""The Sparkle*Kitty seed, read and checked: player counts, deal, the card catalog, the opening
Spell Book, ability icons and optional rules. The catalog is the user's to edit (the rulebook
does not publish the deck); cards it lacks can still be described at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion import seeds
from companion.seeds import SeedError

KINDS = ("spell", "sparkle", "kitty", "dark_magic", "rainbow", "infinite", "fudge")
SUPER_SPECIAL = ("rainbow", "infinite", "fudge")  # count as every colour
TOWER_KINDS = ("sparkle", "kitty")  # colour-only match, one tower card off
ABILITIES = ("add_1", "take_1_off", "max_5", "play_all", "fast_2")


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

    def text(self) -> str:
        """How the table names it: "JIGGLE (pink, moon)"."""
        bits = [c for c in (", ".join(self.colours) if self.kind not in SUPER_SPECIAL else "all colours",
                            self.symbol) if c]
        return f"{self.word} ({', '.join(bits)})" if bits else self.word


@dataclass(frozen=True)
class Option:
    key: str
    name: str
    says: str
    supported: bool = True


@dataclass(frozen=True)
class SparkleBook:
    min_players: int
    max_players: int
    green_out_up_to: int
    tower: int
    hand: int
    hand_max: int
    doubles_per_word: int
    double_tower_cards: tuple[int, ...]
    colours: tuple[str, ...]
    symbols: tuple[str, ...]
    opening: tuple[tuple[str, str], ...]  # (page, symbol) for "left" and "right"
    abilities: dict[str, tuple[str, str]]  # key -> (name on the card, what it does)
    options: dict[str, Option]
    cards: tuple[Card, ...]

    def card(self, card_id: str) -> Card | None:
        return next((c for c in self.cards if c.id == card_id), None)

    def find(self, word: str, colours: tuple[str, ...], symbol: str) -> Card | None:
        """The catalog card with this word (and colours/symbol when given)."""
        for c in self.cards:
            if c.word.upper() != word.upper():
                continue
            if colours and tuple(sorted(c.colours)) != tuple(sorted(colours)) and c.kind not in SUPER_SPECIAL:
                continue
            if symbol and c.symbol != symbol:
                continue
            return c
        return None

    def deck_size(self, players: int) -> int:
        """Spell cards in play: the green-backed ones stay out for small tables."""
        green_in = players > self.green_out_up_to
        return sum(c.count for c in self.cards if green_in or not c.green_back)

    def dark_magic_words(self) -> tuple[str, ...]:
        return tuple(c.word for c in self.cards if c.kind == "dark_magic")


def load_book(data: dict[str, Any] | None = None) -> SparkleBook:
    data = seeds.load("sparkle-kitty") if data is None else data
    colours = tuple(data["colours"])
    symbols = tuple(data["symbols"])
    cards = []
    seen = set()
    for raw in data["cards"]:
        card = Card(
            id=raw["id"], word=raw["word"].upper(), colours=tuple(raw.get("colours", ())),
            symbol=raw.get("symbol", ""), kind=raw.get("kind", "spell"), ability=raw.get("ability", ""),
            green_back=bool(raw.get("green_back", False)), count=int(raw.get("count", 1)),
        )
        where = f"sparkle-kitty.toml: card {card.id!r}"
        if card.id in seen:
            raise SeedError(f"{where} is listed twice")
        seen.add(card.id)
        if card.kind not in KINDS:
            raise SeedError(f"{where}: kind must be one of {', '.join(KINDS)}, not {card.kind!r}")
        if card.ability and card.ability not in ABILITIES:
            raise SeedError(f"{where}: ability must be one of {', '.join(ABILITIES)}, not {card.ability!r}")
        for c in card.colours:
            if c not in colours:
                raise SeedError(f"{where}: colour {c!r} is not in colours")
        if card.symbol and card.symbol not in symbols:
            raise SeedError(f"{where}: symbol {card.symbol!r} is not in symbols")
        if card.kind in SUPER_SPECIAL:
            card = Card(**{**card.__dict__, "colours": colours})
        cards.append(card)
    opening = tuple((p["page"], p["symbol"]) for p in data["opening_book"])
    if [p for p, _ in opening] != ["left", "right"]:
        raise SeedError("sparkle-kitty.toml: opening_book must list the left page, then the right")
    return SparkleBook(
        min_players=int(data["players"]["min"]), max_players=int(data["players"]["max"]),
        green_out_up_to=int(data["green_backs_out_up_to"]), tower=int(data["tower"]),
        hand=int(data["hand"]), hand_max=int(data["hand_max"]),
        doubles_per_word=int(data["doubles_per_word"]),
        double_tower_cards=tuple(int(n) for n in data["double_tower_cards"]),
        colours=colours, symbols=symbols, opening=opening,
        abilities={k: (v["name"], v["says"]) for k, v in data["abilities"].items()},
        options={k: Option(k, v["name"], v["says"], bool(v.get("supported", True)))
                 for k, v in data["options"].items()},
        cards=tuple(cards),
    )
