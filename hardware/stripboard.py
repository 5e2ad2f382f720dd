"""The stripboard layout, drawn from the pin map: where each part of hardware/circuit.py sits,
every track cut and every link wire. Strips run left to right (a row of holes is one strip);
columns count holes from the left, 0.1" apart, seen from the component side.

The plan (docs/build-guide.md tells it as steps):
- The boxed 2x20 header stands across 20 strips, odd pins in one column, even pins in the next,
  so each strip holds one pin pair; a knife cut between the two columns parts every pair (the
  20 cuts between the header's rows). Odd pins' strips run left, even pins' right.
- Next to the header, on the pin's own strip: a button's (or the piezo's) 1k with a cut between
  its legs, then the hole for the wire to the switch; a lamp pin's base 1k the same way.
- A lamp's transistor stage sits in a band above or below the header (a slice of 9 holes): a
  link brings the base down (or up) from the pin's strip, the BC337 stands across three strips
  (collector, base, emitter on the ground bus), its 2k2 and the bare LED's resistor lie along
  the strips with a cut under them. The card reader's divider takes a slice the same way.
- Each band has a 5 V rail and a ground bus (whole strips); header pin 4 feeds the upper 5 V
  rail, pins 9 and 39 the buses; two links at the right edge join the bands' rails and buses.
- The 12 V strip (12 V lamps only) is the bottom strip, one empty strip away from the lower 5 V
  rail, and nothing joins it to anything on the board.
"""

from __future__ import annotations

from dataclasses import dataclass

from hardware.circuit import Part, circuit
from hardware.header import PHYSICAL
from hardware.pinmap import PinMap

Hole = tuple[int, int]  # (column, row)

# The rows, top to bottom. Bands: 5 V rail (V), the lamp's (+) (P), collector (C), base (K),
# ground bus (G); the lower band mirrored. Two empty strips each side of the header: its shroud.
TOP = {"V": 0, "P": 1, "C": 2, "K": 3, "G": 4}
HEADER_ROW = 7  # pins 1 and 2
BOTTOM = {"G": 29, "K": 30, "C": 31, "P": 32, "V": 33}
SPARE_ROW, ROW_12V, ROWS = 34, 35, 36
SLICE = 9  # holes per stage slice
NEAR = 7  # holes next to the header a pin's own parts take (the far zone starts after)


@dataclass(frozen=True)
class Cut:
    column: int
    row: int
    between: bool = False  # a knife cut between this hole and the next (else a track cutter at the hole)
    why: str = ""


@dataclass(frozen=True)
class Link:
    a: Hole
    b: Hole
    why: str


@dataclass(frozen=True)
class Placed:
    part: Part
    holes: tuple[tuple[str, Hole], ...]  # pin name -> its hole

    def hole(self, pin: str) -> Hole:
        return dict(self.holes)[pin]


@dataclass(frozen=True)
class Layout:
    columns: int
    rows: int
    header_column: int  # the odd pins' column; the even pins are one to the right
    strips: tuple[str, ...]  # what each strip (row) is
    placed: tuple[Placed, ...]
    cuts: tuple[Cut, ...]
    links: tuple[Link, ...]

    def part(self, ref: str) -> Placed:
        return next(p for p in self.placed if p.part.ref == ref)

    def find(self, stage: str, role: str) -> Placed:
        return next(p for p in self.placed if p.part.stage == stage and p.part.role == role)


def pin_row(pin: int) -> int:
    return HEADER_ROW + (pin - 1) // 2


class _Board:
    """Holes as they fill: a hole takes one lead; links and resistor bodies cover the holes they
    pass over, so nothing else may stand there."""

    def __init__(self, columns: int):
        self.columns = columns
        self.leads: dict[Hole, str] = {}
        self.covered: set[Hole] = set()
        self.cut_holes: set[Hole] = set()
        self.cuts: list[Cut] = []
        self.links: list[Link] = []
        self.placed: list[Placed] = []

    def free(self, hole: Hole) -> bool:
        return hole not in self.leads and hole not in self.covered and hole not in self.cut_holes

    def passable(self, hole: Hole) -> bool:
        return hole not in self.leads and hole not in self.covered

    def place(self, part: Part, holes: dict[str, Hole]) -> None:
        for pin, hole in holes.items():
            if not self.free(hole):
                raise LayoutError(f"{part.ref} ({part.stage}) pin {pin}: hole {hole} is taken")
            self.leads[hole] = part.ref
        if part.kind == "resistor":
            (c1, r1), (c2, _) = holes["1"], holes["2"]
            self.covered |= {(c, r1) for c in range(min(c1, c2) + 1, max(c1, c2))}
        self.placed.append(Placed(part, tuple(holes.items())))

    def cut(self, column: int, row: int, why: str, between: bool = False) -> None:
        if not between:
            if (column, row) in self.leads:
                raise LayoutError(f"a cut at {(column, row)} would take a part's hole")
            self.cut_holes.add((column, row))
        self.cuts.append(Cut(column, row, between, why))

    def link(self, a: Hole, b: Hole, why: str) -> None:
        (ca, ra), (cb, rb) = a, b
        assert ca == cb, "links run across the strips"
        for row in range(min(ra, rb), max(ra, rb) + 1):
            hole = (ca, row)
            if not (self.free(hole) if row in (ra, rb) else self.passable(hole)):
                raise LayoutError(f"link {why}: hole {hole} is taken")
        self.covered |= {(ca, row) for row in range(min(ra, rb), max(ra, rb) + 1)}
        self.links.append(Link(a, b, why))

    def column_for(self, candidates, a_row: int, b_row: int) -> int:
        for column in candidates:
            ends = self.free((column, a_row)) and self.free((column, b_row))
            if ends and all(self.passable((column, r)) for r in range(min(a_row, b_row), max(a_row, b_row) + 1)):
                return column
        raise LayoutError(f"no free column for a link from strip {a_row} to strip {b_row}")

    def hole_on(self, row: int, columns) -> Hole:
        for column in columns:
            if self.free((column, row)):
                return (column, row)
        raise LayoutError(f"no free hole on strip {row}")


class LayoutError(ValueError):
    """A pin map this board plan cannot lay out (the message says where)."""


def layout(pinmap: PinMap) -> Layout:
    parts = circuit(pinmap)
    by = {(p.stage, p.role): p for p in parts}
    stages = _slice_stages(parts)
    left = [s for s in stages if PHYSICAL[s[1]] % 2 == 1]
    right = [s for s in stages if PHYSICAL[s[1]] % 2 == 0]
    n_left, n_right = -(-len(left) // 2), -(-len(right) // 2)
    hx = max(17, SLICE * (max(n_left, 1) - 1) + NEAR + 1)
    right_from = max(SLICE * n_left, hx + 1)
    columns = right_from + SLICE * n_right + 3
    board = _Board(columns)

    def near(pin: int, d: int) -> Hole:
        return (hx - d if pin % 2 else hx + 1 + d, pin_row(pin))

    board.place(by[("header", "header")], {str(pin): near(pin, 0) for pin in range(1, 41)})
    for pin in range(1, 41, 2):
        board.cut(hx, pin_row(pin), f"between header pins {pin} and {pin + 1}", between=True)
    for part in parts:  # each GPIO's 1k beside the header, a cut between its legs, the wire after it
        if part.role == "series":
            pin = PHYSICAL[part.gpio]
            board.place(part, {"1": near(pin, 2), "2": near(pin, 6)})
            board.cut(*near(pin, 4), f"between the legs of {part.ref} ({part.stage})")
        elif part.role == "no":
            board.place(part, {"1": near(PHYSICAL[part.gpio], NEAR)})
        elif part.role in ("pn532-txd", "pn532-rxd"):
            board.place(part, {"1": near(PHYSICAL[part.gpio], 2)})
    for role, pin in (("pn532-vcc", 17), ("bss138-lv", 1)):  # the reader's 3.3 V wires beside a 3V3 pin
        if ("reader", role) in by:
            board.place(by[("reader", role)], {"1": near(pin, 2)})

    for side, items, first in ((-1, left, 0), (1, right, right_from)):
        upper, lower = items[:-(-len(items) // 2)], items[-(-len(items) // 2):]
        for band, group in ((TOP, upper), (BOTTOM, lower)):
            for i, (stage, gpio) in enumerate(group):
                _slice(board, by, stage, gpio, band, first + SLICE * i, side)

    far_left = range(hx - NEAR - 1, -1, -1)
    far_right = range(hx + NEAR + 2, columns)
    c = board.column_for(far_right, pin_row(4), TOP["V"])
    board.link((c, pin_row(4)), (c, TOP["V"]), "header pin 4 (5 V) to the upper 5 V rail")
    c = board.column_for(far_left, pin_row(9), TOP["G"])
    board.link((c, pin_row(9)), (c, TOP["G"]), "header pin 9 (GND) to the upper ground bus")
    c = board.column_for(far_left, pin_row(39), BOTTOM["G"])
    board.link((c, pin_row(39)), (c, BOTTOM["G"]), "header pin 39 (GND) to the lower ground bus")
    board.link((columns - 1, TOP["G"]), (columns - 1, BOTTOM["G"]), "the upper ground bus to the lower")
    board.link((columns - 2, TOP["V"]), (columns - 2, BOTTOM["V"]), "the upper 5 V rail to the lower")

    edge_in = range(columns - 3, -1, -2)  # every other hole: room for the wires and their names
    for part in parts:  # the wires that land on a rail or a bus
        if part.role in ("com",):
            band = TOP if pin_row(PHYSICAL[part.gpio]) < pin_row(21) else BOTTOM
            board.place(part, {"1": board.hole_on(band["G"], edge_in)})
    rails = {"vcc": TOP["V"], "gnd": TOP["G"], "screen-5v": TOP["V"], "screen-gnd": TOP["G"],
             "12v": ROW_12V, "12v-gnd": BOTTOM["G"]}
    for part in parts:
        if part.role in rails and part.stage in ("reader", "power"):
            board.place(part, {"1": board.hole_on(rails[part.role], edge_in)})

    missing = [p.ref for p in parts if p.ref not in {q.part.ref for q in board.placed}]
    if missing:
        raise LayoutError(f"parts with no place on the board: {', '.join(missing)}")
    return Layout(columns, ROWS, hx, _strip_names(), tuple(board.placed), tuple(board.cuts), tuple(board.links))


def _slice_stages(parts: list[Part]) -> list[tuple[str, int]]:
    """The stages that take a slice (each lamp pin, the reader's divider), in header order."""
    out = [(p.stage, p.gpio) for p in parts if p.role == "q" or (p.stage == "reader" and p.role == "top")]
    return sorted(out, key=lambda s: PHYSICAL[s[1]])  # type: ignore[index]


def _slice(board: _Board, by: dict, stage: str, gpio: int, band: dict[str, int], start: int, side: int) -> None:
    """One slice of 9 holes: k counts from the link that comes from the header (k=0) outwards;
    a left slice runs right from its start, a right one left from its end."""
    def at(k: int, row: str) -> Hole:
        return (start + k if side < 0 else start + SLICE - 1 - k, band[row])

    pin = PHYSICAL[gpio]
    board.link((at(0, "K")[0], pin_row(pin)), at(0, "K"), f"{stage}: from GPIO{gpio}'s strip to its slice")
    for row in ("K", "C", "P"):  # the slice's own strips end here (k=8, the side away from its link)
        board.cut(*at(SLICE - 1, row), f"{stage}: the end of its slice")
    own = (stage, "led") in by  # a lamp's resistor from 5 V; the camera's ring has its own, none here
    for row in ("K", "C") if stage == "reader" else ("K", "P") if own else ("K",):
        board.cut(*at(4, row), f"{stage}: between a resistor's legs")
    if stage == "reader":
        board.link(at(1, "K"), at(1, "C"), "reader: GPIO15 to the divider's top")
        board.place(by[("reader", "bottom")], {"1": at(2, "K"), "2": at(6, "K")})
        board.link(at(7, "K"), at(7, "G"), "reader: the divider's bottom to the ground bus")
        board.place(by[("reader", "top")], {"2": at(2, "C"), "1": at(6, "C")})
        board.place(by[("reader", "tx")], {"1": at(7, "C")})
        return
    board.place(by[(stage, "q")], {"C": at(1, "C"), "B": at(1, "K"), "E": at(1, "G")})
    board.place(by[(stage, "pull")], {"1": at(2, "K"), "2": at(6, "K")})
    board.link(at(7, "K"), at(7, "G"), f"{stage}: the 2k2 to the ground bus")
    board.place(by[(stage, "minus")], {"1": at(2, "C")})
    board.place(by[(stage, "plus")], {"1": at(1, "P")})
    if own:
        board.place(by[(stage, "led")], {"1": at(2, "P"), "2": at(6, "P")})
        board.link(at(7, "P"), at(7, "V"), f"{stage}: the lamp resistor to the 5 V rail")
    else:
        board.link(at(7, "P"), at(7, "V"), f"{stage}: its (+) strip to the 5 V rail")


def _strip_names() -> tuple[str, ...]:
    names = [""] * ROWS
    for band, where in ((TOP, "upper"), (BOTTOM, "lower")):
        names[band["V"]] = f"5 V rail ({where})"
        names[band["P"]] = "lamps (+)"
        names[band["C"]] = "collectors: lamps (-)"
        names[band["K"]] = "bases"
        names[band["G"]] = f"ground bus ({where})"
    for pin in range(1, 41, 2):
        names[pin_row(pin)] = f"header pins {pin} | {pin + 1}"
    names[SPARE_ROW] = "empty: keeps 12 V off the 5 V rail"
    names[ROW_12V] = "12 V (12 V lamps only)"
    return tuple(names)

