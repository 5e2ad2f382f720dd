"""The parts list of a box (hardware/parts-list.toml), counted from its pin map: what
docs/build-guide.md lists and every part the wiring diagram draws (the diagram names each drawn
part by its key here, so a test can hold the two together).

    python -m hardware.parts_list [--pins my-box.toml]    # the Markdown table for the build guide

The electrical choices behind it (docs/wiring.md says why): every lamp is switched by a BC337
from 5 V, so a pin only feeds a transistor's base (about 2.6 mA); each button has a 1 kOhm
resistor at the header, so a lamp wire swapped onto a button pin cannot short a driven pin; the
piezo is a bare disc behind 1 kOhm; the RDM6300's 5 V TX reaches GPIO15 through a 2.2k/3.3k
divider.
"""

from __future__ import annotations

import argparse
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from hardware.pinmap import PinMap, load_pinmap

TABLE = "parts-list.toml"
# The stage every lamp pin drives, and the divider on the reader's line: the diagram draws these.
# The base-emitter resistor is 2.2k, not 4.7k: with a BCM2711's strongest boot pull-up (33 kOhm, GPIO0-8)
# it holds the base at 0.20 V, where 4.7k let it reach 0.40 V (hardware/pin_limits.py).
BASE_OHMS, PULL_DOWN_OHMS, BUTTON_OHMS, PIEZO_OHMS = 1000, 2200, 1000, 1000
DIVIDER_TOP_OHMS, DIVIDER_BOTTOM_OHMS = 2200, 3300  # 5 V x 3.3 / 5.5 = 3.0 V at GPIO15


@dataclass(frozen=True)
class Part:
    key: str  # what the diagram calls it (its data-part attribute)
    quantity: str
    name: str
    notes: str


def ohms_text(ohms: int) -> str:
    """1000 -> "1 kΩ", 4700 -> "4.7 kΩ", 270 -> "270 Ω"."""
    if ohms >= 1000:
        return f"{ohms / 1000:g} kΩ"
    return f"{ohms} Ω"


def resistor_key(ohms: int) -> str:
    return f"resistor-{ohms}"


def parts_list(pinmap: PinMap) -> list[Part]:
    """The rows of hardware/parts-list.toml counted for `pinmap`, the bare-LED resistors (one row
    per `led_ohms` value) after the base-emitter resistors."""
    wired = pinmap.timers + pinmap.buzzers
    counts = {"timers": len(pinmap.timers), "buzzers": len(pinmap.buzzers), "buttons": len(wired),
              "lamps": sum(len(w.leds) for _, w in wired), "piezo": 1 if pinmap.piezo is not None else 0,
              "ring": 1 if pinmap.ring is not None else 0}
    counts["stages"] = counts["lamps"] + counts["ring"]  # each switched by a BC337: the lamps, the camera's ring
    counts["one_k"] = counts["stages"] + counts["buttons"] + counts["piezo"]
    words = {"ring_too": " and one for the camera's LED ring" if counts["ring"] else ""}
    counts.update(_board(pinmap))
    rows: list[Part] = []
    for row in _table():
        quantity = row.get("quantity") or str(counts[row["count"]] * row.get("times", 1))
        name = (row.get("name") or f"{ohms_text(row['ohms'])} resistors, 1/4 W").format(**counts, **words)
        rows.append(Part(row["key"], quantity, name, row["notes"].format(**counts, **words)))
        if row["key"] == resistor_key(PULL_DOWN_OHMS) and "count" in row:
            rows += _series_resistors(wired)
    return rows


def _board(pinmap: PinMap) -> dict[str, int]:
    """The stripboard's size and its links, from the layout of this map."""
    from hardware.stripboard import layout

    board = layout(pinmap)
    return {"strips": board.rows, "holes": board.columns, "links": len(board.links)}


def _series_resistors(wired) -> list[Part]:
    by_ohms: dict[int, list[tuple[str, int]]] = {}  # a bare LED's series resistor -> (whose, how many)
    for name, w in wired:
        by_ohms.setdefault(w.led_ohms, []).append((name if isinstance(name, str) else f"player {name}", len(w.leds)))
    return [Part(resistor_key(ohms), str(sum(n for _, n in whose)), f"{ohms_text(ohms)} resistors, 1/4 W",
                 f"**bare-LED lamps only** ({', '.join(name for name, _ in whose)}): the LED's series resistor "
                 "from 5 V, about 10 mA. Lamps sold for 5 V have theirs built in; 12 V lamps need none")
            for ohms, whose in sorted(by_ohms.items(), reverse=True)]


def _table() -> list[dict]:
    return tomllib.loads(resources.files("hardware").joinpath(TABLE).read_text(encoding="utf-8"))["part"]


def markdown(pinmap: PinMap) -> str:
    rows = ["| Qty | Part | Notes |", "|---|---|---|"]
    rows += [f"| {p.quantity} | {p.name} | {p.notes} |" for p in parts_list(pinmap)]
    return "\n".join(rows) + "\n"


def keys(pinmap: PinMap) -> set[str]:
    return {p.key for p in parts_list(pinmap)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m hardware.parts_list", description=__doc__.splitlines()[0])
    parser.add_argument("--pins", type=Path, default=None, help="pin map TOML (default: the reference wiring)")
    args = parser.parse_args(argv)
    print(markdown(load_pinmap(args.pins)), end="")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
