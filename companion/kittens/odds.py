"""What the table knows about the draw pile, and the odds that the next draw explodes.

Public knowledge is kept as *classes* of positions: every card of the pile belongs to one class,
and all that is known of a class is how many Kittens it holds; within a class any order is as
likely as any other. So the chance that the top card is a Kitten is exact:
kittens(class of the top) / size(class of the top).

- Nothing known: one class (the plain count ratio).
- Catomic Bomb: a class of the Kittens on top (certain) and a class of the rest.
- Swap Top and Bottom: the two cards trade places and keep their classes (nothing is learned).
- A card drawn unseen was no Kitten (a Kitten is always shown), which leaves its class with one
  card fewer and the same Kittens: still exact.
- A Defuse with a told position puts a known Kitten there; without one, only its player knows:
  every position is forgotten (the count ratio), since every known card may have moved by one,
  except known Kittens on top (a Catomic Bomb's): they stay on top wherever the new one went.
- Shuffle and Garbage Collection forget every position.
- Alter the Future rearranges the top cards: they become one class when that is exact (their
  classes lie wholly within them, or are certain all-Kitten / no-Kitten); otherwise forget.
- A card the table is told about (See the Future shown, or a position told) gets its own class.
Knowledge that cannot be kept exactly is forgotten, never guessed: the box may know less than
the table, never claim a certainty the table lacks.

One doubt is kept apart: with the Streaking Kitten about, a card drawn unseen may have been a
Kitten kept secretly. Its class is then *doubted*: it holds the Kittens it claims, or one fewer.
The odds of a doubted class are the higher figure, except that "certainly a Kitten" becomes the
halfway figure (one of its Kittens may be gone). A Catomic Bomb shows the count and ends the doubt.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction


class Contradiction(ValueError):
    """What an input says cannot be, given what is known of the pile (e.g. a safe draw off a Catomic
    top). Judged on what the table knows, it is a refusal; on what one player alone knows, a note
    to them (companion/kittens/views.py)."""


@dataclass(frozen=True)
class Pile:
    slots: tuple[int, ...]  # class id of each card, top first
    kittens: tuple[int, ...]  # Kittens in each class, by class id
    doubt: int | None = None  # a class that may hold one Kitten fewer (one kept secretly)

    @classmethod
    def fresh(cls, size: int, kittens: int, doubt: bool = False) -> Pile:
        if not 0 <= kittens <= size:
            raise ValueError(f"{kittens} Kittens cannot be in a pile of {size}")
        return cls((0,) * size, (kittens,), 0 if doubt and kittens and size else None)

    # -- what is known ----------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.slots)

    @property
    def total_kittens(self) -> int:
        return sum(self.kittens[c] for c in set(self.slots))

    def class_size(self, c: int) -> int:
        return self.slots.count(c)

    def chance_at(self, position: int) -> Fraction:
        """The chance the card at `position` (0 = top) is a Kitten."""
        if not 0 <= position < self.size:
            return Fraction(0)
        c = self.slots[position]
        k, n = self.kittens[c], self.class_size(c)
        if c == self.doubt and k == n:
            return Fraction(2 * k - 1, 2 * n)  # all Kittens, or one of them kept secretly
        return Fraction(k, n)

    def next_draw(self) -> Fraction:
        return self.chance_at(0)

    def known(self) -> bool:
        """Does the box know more than the plain count ratio anywhere?"""
        return len(set(self.slots)) > 1

    def _certain(self, c: int) -> bool:
        return c != self.doubt and self.kittens[c] in (0, self.class_size(c))

    @property
    def least_kittens(self) -> int:
        return self.total_kittens - (1 if self.doubt is not None else 0)

    # -- what happens to it -----------------------------------------------------------------------
    def forget(self, size: int | None = None, kittens: int | None = None) -> Pile:
        return Pile.fresh(self.size if size is None else size, self.total_kittens if kittens is None else kittens,
                          doubt=self.doubt is not None)

    def _compact(self, slots: list[int], kittens: list[int], doubt: int | None = -1) -> Pile:
        """Renumber classes in order of first appearance, dropping empty ones. A doubted class
        with no Kitten left cannot have lost one: the doubt ends."""
        doubt = self.doubt if doubt == -1 else doubt
        ids: dict[int, int] = {}
        for c in slots:
            ids.setdefault(c, len(ids))
        out = [0] * len(ids)
        for old, new in ids.items():
            out[new] = kittens[old]
        new_doubt = ids.get(doubt) if doubt is not None else None
        if new_doubt is not None and out[new_doubt] == 0:
            new_doubt = None
        return Pile(tuple(ids[c] for c in slots), tuple(out), new_doubt)

    def kept_secretly(self) -> Pile:
        """The doubt settled: a Kitten was kept (its class has one fewer)."""
        if self.doubt is None:
            raise Contradiction("no Kitten can have been kept unseen")
        kittens = list(self.kittens)
        kittens[self.doubt] -= 1
        return self._compact(list(self.slots), kittens, None)

    def none_kept(self) -> Pile:
        return self._compact(list(self.slots), list(self.kittens), None)

    def drawn_unseen(self, maybe_kept: bool) -> Pile:
        """A card drawn that nobody else saw: no Kitten, unless one may have been kept secretly
        (then its class is doubted). A top everyone knows is a Kitten is the caller's to settle."""
        if not maybe_kept or not self.slots or self.kittens[self.slots[0]] == 0:
            return self.draw_safe()
        c = self.slots[0]
        if self.kittens[c] == self.class_size(c) and c != self.doubt:
            raise Contradiction("the top card is a Kitten: that is known")
        if c == self.doubt:
            return self.draw_safe()  # at most one Kitten is ever kept: the doubt stays as it is
        if self.doubt is not None:
            # Two doubted classes cannot be kept apart: one doubted class for the whole pile.
            return Pile.fresh(self.size - 1, self.total_kittens, doubt=True)
        return self._compact(list(self.slots[1:]), list(self.kittens), c)

    def draw_safe(self) -> Pile:
        if not self.slots:
            raise Contradiction("the draw pile is empty")
        c = self.slots[0]
        if self.kittens[c] == self.class_size(c):
            if c == self.doubt:  # then one of its Kittens was the one kept secretly
                return self.kept_secretly().draw_safe()
            raise Contradiction("the top card is a Kitten: that is known")
        return self._compact(list(self.slots[1:]), list(self.kittens))

    def draw_kitten(self) -> Pile:
        if not self.slots:
            raise Contradiction("the draw pile is empty")
        c = self.slots[0]
        if self.kittens[c] == 0:
            raise Contradiction("the top card cannot be a Kitten: where the Kittens are is known")
        kittens = list(self.kittens)
        kittens[c] -= 1
        return self._compact(list(self.slots[1:]), kittens)

    def reveal(self, position: int, kitten: bool) -> Pile:
        """The table is told what the card at `position` is: it gets a class of its own."""
        if not 0 <= position < self.size:
            raise Contradiction(f"the pile has no card at position {position}")
        c = self.slots[position]
        k, n = self.kittens[c], self.class_size(c)
        if not kitten and k == n and c == self.doubt:
            return self.kept_secretly().reveal(position, kitten)
        if (kitten and k == 0) or (not kitten and k == n):
            what = "a Kitten" if kitten else "no Kitten"
            raise Contradiction(f"the card at position {position} cannot be {what}: that is known otherwise")
        kittens = list(self.kittens)
        kittens[c] -= int(kitten)
        slots = list(self.slots)
        slots[position] = len(kittens)
        kittens.append(int(kitten))
        return self._compact(slots, kittens)

    def insert_kitten(self, position: int | None = None) -> Pile:
        """A Kitten goes back: at a told position (0 = top, size = bottom), or where only its player knows."""
        if position is None:
            # Wherever it went, cards known to be Kittens on top stay Kittens on top (at worst
            # pushed down by one Kitten): keep that prefix, forget the rest's order.
            m = 0
            while m < self.size and self._certain(self.slots[m]) and self.kittens[self.slots[m]]:
                m += 1
            if m == 0:
                return self.forget(self.size + 1, self.total_kittens + 1)
            rest = self.total_kittens - m + 1
            return self._compact([0] * m + [1] * (self.size - m + 1), [m, rest],
                                 1 if self.doubt is not None else None)
        if not 0 <= position <= self.size:
            raise Contradiction(f"position {position} is outside a pile of {self.size} (0 = top, {self.size} = bottom)")
        slots = list(self.slots)
        slots.insert(position, len(self.kittens))
        return self._compact(slots, list(self.kittens) + [1])

    def swap_top_bottom(self) -> Pile:
        if self.size < 2:
            return self
        slots = list(self.slots)
        slots[0], slots[-1] = slots[-1], slots[0]
        return self._compact(slots, list(self.kittens))

    def catomic_bomb(self, exploding: int) -> Pile:
        """The `exploding` Kittens on top for all to see; the rest (an Imploding Kitten, if any) shuffled."""
        rest = self.total_kittens - exploding
        if not 0 <= exploding <= self.total_kittens:
            raise Contradiction("more Exploding Kittens than the pile holds")
        slots = (0,) * exploding + (1,) * (self.size - exploding)
        return self._compact(list(slots), [exploding, rest], None)

    def rearrange_top(self, count: int) -> Pile:
        """Alter the Future: the top `count` cards in an order only its player knows."""
        m = min(count, self.size)
        top = self.slots[:m]
        kitten_count = 0
        for c in set(top):
            inside = top.count(c)
            if inside == self.class_size(c):
                kitten_count += self.kittens[c]
            elif self._certain(c):
                kitten_count += inside if self.kittens[c] else 0
            else:
                return self.forget()  # how many Kittens the top holds is not known exactly
        new = len(self.kittens)
        rest = list(self.slots[m:])
        kittens = list(self.kittens)
        # The certain classes that also reach below the top keep their kittens for the rest.
        for c in set(top):
            inside = top.count(c)
            if inside != self.class_size(c) and self.kittens[c]:
                kittens[c] -= inside
        doubt = new if self.doubt in set(top) else self.doubt
        return self._compact([new] * m + rest, kittens + [kitten_count], doubt)
