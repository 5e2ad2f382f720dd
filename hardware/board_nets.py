"""The proof of a stripboard layout: the nets its copper makes, against the circuit's.

The copper: each strip joins its holes left to right except across a cut; a track cutter's cut
takes its hole's copper away; a link joins its two holes. The Pi joins its own supply pins
(every GND pin, both 5 V pins, both 3V3 pins) through the ribbon. Union-find over the holes
gives the nets the board makes; every part pin must be on its circuit net, and no copper net may
hold pins of two circuit nets (a cut in the wrong hole joins two nets: the message names both).
"""

from __future__ import annotations

from hardware.circuit import nets as circuit_nets
from hardware.header import HEADER
from hardware.stripboard import Hole, Layout


class _Union:
    def __init__(self) -> None:
        self.parent: dict[Hole, Hole] = {}

    def find(self, hole: Hole) -> Hole:
        self.parent.setdefault(hole, hole)
        while self.parent[hole] != hole:
            self.parent[hole] = self.parent[self.parent[hole]]
            hole = self.parent[hole]
        return hole

    def join(self, a: Hole, b: Hole) -> None:
        self.parent[self.find(a)] = self.find(b)


def copper(layout: Layout) -> _Union:
    """The holes joined by strips, cuts and links (and the Pi's own supply pins)."""
    union = _Union()
    drilled = {(c.column, c.row) for c in layout.cuts if not c.between}
    knifed = {(c.column, c.row) for c in layout.cuts if c.between}
    for row in range(layout.rows):
        for column in range(layout.columns - 1):
            here, there = (column, row), (column + 1, row)
            if here in drilled or there in drilled or here in knifed:
                continue
            union.join(here, there)
    for link in layout.links:
        union.join(link.a, link.b)
    header = layout.part("J1")
    for supply in ("GND", "5V", "3V3"):
        pins = [header.hole(str(pin)) for pin, label in HEADER.items() if label == supply]
        for hole in pins[1:]:
            union.join(pins[0], hole)
    return union


def problems(layout: Layout) -> list[str]:
    """Everything wrong with the layout's nets, in words; [] when it makes exactly the circuit."""
    union = copper(layout)
    drilled = {(c.column, c.row) for c in layout.cuts if not c.between}
    where: dict[tuple[str, str], Hole] = {}
    out: list[str] = []
    for placed in layout.placed:
        for pin, hole in placed.holes:
            where[(placed.part.ref, pin)] = hole
            if hole in drilled:
                out.append(f"{placed.part.ref} pin {pin} ({placed.part.stage}) stands in a cut hole {hole}")
    wanted = circuit_nets([p.part for p in layout.placed])
    net_of = {terminal: net for net, terminals in wanted.items() for terminal in terminals}
    made: dict[Hole, dict[str, list[tuple[str, str]]]] = {}  # copper net -> circuit net -> its pins there
    for terminal, hole in sorted(where.items()):
        made.setdefault(union.find(hole), {}).setdefault(net_of[terminal], []).append(terminal)
    for names in made.values():
        if len(names) > 1:
            out.append(_joined(names, where, layout.strips))
    for net, terminals in sorted(wanted.items()):
        roots = {union.find(where[t]) for t in terminals}
        if len(roots) > 1:
            parts = ", ".join(f"{ref}.{pin}" for ref, pin in sorted(terminals))
            out.append(f"{net} is split in {len(roots)} pieces: {parts} are not all joined")
    return out


def _joined(names: dict[str, list[tuple[str, str]]], where: dict[tuple[str, str], Hole], strips: tuple[str, ...]) -> str:
    """'the copper joins 3V3 (J1.1) and 5V (J1.2) on strip 8 (header pins 1 | 2)': the strip
    (counted from 1, as the printed layout does) where both have a pin."""
    rows = {net: {where[t][1] for t in terminals} for net, terminals in names.items()}
    shared = sorted(row for row in set().union(*rows.values()) if sum(row in r for r in rows.values()) > 1)
    row = shared[0] if shared else min(min(r) for r in rows.values())
    words = [f"{net} ({_pin(names[net], where, row)})" for net in sorted(names)]
    return f"the copper joins {' and '.join(words)} on strip {row + 1} ({strips[row]})"


def _pin(terminals: list[tuple[str, str]], where: dict[tuple[str, str], Hole], row: int) -> str:
    ref, pin = min(terminals, key=lambda t: (where[t][1] != row, t))
    return f"{ref}.{pin}"


def physical(layout: Layout) -> list[str]:
    """What would not fit: two leads in a hole, a lead under a link or a resistor's body."""
    out: list[str] = []
    leads: dict[Hole, str] = {}
    for placed in layout.placed:
        for pin, hole in placed.holes:
            if hole in leads:
                out.append(f"{placed.part.ref}.{pin} and {leads[hole]} in one hole {hole}")
            leads[hole] = f"{placed.part.ref}.{pin}"
            if not (0 <= hole[0] < layout.columns and 0 <= hole[1] < layout.rows):
                out.append(f"{placed.part.ref}.{pin} is off the board at {hole}")
    for link in layout.links:
        (column, ra), (_, rb) = link.a, link.b
        for row in range(min(ra, rb) + 1, max(ra, rb)):
            if (column, row) in leads:
                out.append(f"the link {link.why} runs over {leads[(column, row)]}")
    for placed in layout.placed:
        if placed.part.kind == "resistor":
            (c1, row), (c2, _) = placed.hole("1"), placed.hole("2")
            for column in range(min(c1, c2) + 1, max(c1, c2)):
                if (column, row) in leads:
                    out.append(f"{placed.part.ref}'s body lies over {leads[(column, row)]}")
    return out
