"""The Exploding Kittens seeds, read and checked, and the deck built for a table (setup §1).

The setup follows the Streaking Kittens rulebook: Kittens and Defuses out, one Defuse to each
player, the extra Defuses back in (only 2 of them for 2-3 players), the expansion's cards in,
7 more cards to each player, the faster variant's removed cards out, then as many Kittens as
players (Imploding Kitten option: it is one of them). Without the expansion: players - 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from companion import seeds
from companion.seeds import SeedError

KITTEN, IMPLODING = "exploding_kitten", "imploding_kitten"
CATS_NEEDED = {2: "pair", 3: "three of a kind", 5: "five different"}


@dataclass(frozen=True)
class CardSpec:
    name: str
    title: str
    count: int
    kind: str  # kitten | defuse | nope | action | cat | streaking | imploding
    target: bool = False
    sees: int = 0
    does: str = ""


@dataclass(frozen=True)
class DeckPlan:
    """What the setup screen tells the table, step by step, with the counts."""

    players: int
    defuses_dealt: int
    defuses_back: int
    defuses_out: int
    expansion_cards: int
    dealt_each: int  # 1 Defuse + 7
    pile_before_kittens: int  # after the deal, before the faster variant's removal
    removed: int
    exploding_in: int
    imploding_in: int
    kittens_out: int
    in_game: tuple[tuple[str, int], ...]  # every card type's copies at the table (hands, pile, removed)

    @property
    def kittens(self) -> int:
        return self.exploding_in + self.imploding_in

    @property
    def draw_pile(self) -> int:
        return self.pile_before_kittens - self.removed + self.kittens

    @property
    def suggested_removed(self) -> int:
        return round(self.pile_before_kittens / 3)

    def steps(self) -> list[str]:
        out = [
            "Take out the Exploding Kittens and the Defuse cards.",
            f"Give each of the {self.players} players 1 Defuse.",
        ]
        if self.defuses_back:
            out.append(f"Shuffle {_n(self.defuses_back, 'Defuse')} back into the deck"
                       + (f" and put {self.defuses_out} back in the box." if self.defuses_out else "."))
        elif self.defuses_out:
            out.append(f"Put the other {_n(self.defuses_out, 'Defuse')} back in the box.")
        if self.expansion_cards:
            out.append(f"Shuffle in the {self.expansion_cards} Streaking Kittens cards (not its Kitten).")
        out.append(f"Deal 7 cards to each player: {self.dealt_each} in each hand.")
        if self.removed:
            out.append(f"Faster game: take {self.removed} cards off the deck unseen, back in the box.")
        kit = f"Shuffle {self.exploding_in} Exploding Kittens"
        if self.imploding_in:
            kit += " and the Imploding Kitten"
        out.append(kit + f" into the pile: {self.draw_pile} cards, {self.kittens} Kittens.")
        if self.kittens_out:
            out.append(f"Put the other {_n(self.kittens_out, 'Exploding Kitten')} back in the box.")
        return out


def _n(count: int, card: str) -> str:
    """`2 Defuses`, `1 Exploding Kitten`: the words the table reads."""
    return f"{count} {card}{'s' if count != 1 else ''}"


@dataclass(frozen=True)
class KittensBook:
    cards: dict[str, CardSpec]  # base + expansion (+ imploding), counts summed
    base: dict[str, int]
    streaking: dict[str, int]
    min_players: int
    max_players: int
    max_with_imploding: int
    deal: int

    def card(self, name: str) -> CardSpec:
        return self.cards[name]

    @property
    def cat_names(self) -> tuple[str, ...]:
        return tuple(n for n, c in self.cards.items() if c.kind == "cat")

    def plan(self, players: int, streaking: bool = True, imploding: bool = False, removed: int = 0) -> DeckPlan:
        counts = dict(self.base)
        if streaking:
            for name, n in self.streaking.items():
                counts[name] = counts.get(name, 0) + n
        kittens_box = counts.pop(KITTEN, 0)
        defuses = counts.pop("defuse", 0)
        back = min(defuses - players, 2) if players <= 3 else defuses - players
        back = max(back, 0)
        expansion = sum(n for k, n in self.streaking.items() if k != KITTEN) if streaking else 0
        deck = sum(counts.values()) + back
        pile = deck - self.deal * players
        want = players if streaking else players - 1
        implode = 1 if imploding else 0
        exploding = want - implode
        if exploding > kittens_box:
            raise SeedError(f"the box holds {kittens_box} Exploding Kittens, not the {exploding} needed")
        in_game = dict(counts)
        in_game["defuse"] = players + back
        in_game[KITTEN] = exploding
        if implode:
            in_game[IMPLODING] = 1
        return DeckPlan(
            players=players, defuses_dealt=players, defuses_back=back, defuses_out=defuses - players - back,
            expansion_cards=expansion, dealt_each=self.deal + 1, pile_before_kittens=pile, removed=removed,
            exploding_in=exploding, imploding_in=implode, kittens_out=kittens_box - exploding,
            in_game=tuple(sorted(in_game.items())),
        )


def _specs(table: dict, where: str) -> dict[str, CardSpec]:
    out = {}
    for name, raw in table.items():
        try:
            count = raw["count"]
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise SeedError(f"{where}: cards.{name}.count must be a whole number >= 0")
            out[name] = CardSpec(name, raw.get("title", name), count, raw["kind"], bool(raw.get("target", False)),
                                 int(raw.get("sees", 0)), raw.get("does", ""))
        except KeyError as exc:
            raise SeedError(f"{where}: cards.{name} lacks {exc.args[0]!r}") from None
    return out


@cache
def load_book() -> KittensBook:
    base_raw, streak_raw = seeds.load("exploding-kittens"), seeds.load("streaking-kittens")
    base = _specs(base_raw["cards"], "exploding-kittens.toml")
    streak = _specs(streak_raw["cards"], "streaking-kittens.toml")
    cards = dict(base)
    for name, spec in streak.items():
        cards[name] = spec if name not in cards else CardSpec(**{**spec.__dict__, "count": cards[name].count + spec.count})
    imp = streak_raw.get("imploding", {})
    cards[IMPLODING] = CardSpec(IMPLODING, imp.get("title", "Imploding Kitten"), int(imp.get("count", 1)), "imploding",
                                does=imp.get("does", ""))
    return KittensBook(
        cards=cards, base={n: s.count for n, s in base.items()}, streaking={n: s.count for n, s in streak.items()},
        min_players=base_raw["players"]["min"], max_players=base_raw["players"]["max"],
        max_with_imploding=int(imp.get("max_players", 6)), deal=int(base_raw.get("deal", 7)),
    )
