"""The parts list of a box, counted from its pin map: what docs/build-guide.md lists and every
part the wiring diagram draws (the diagram names each drawn part by its key here, so a test can
hold the two together).

    python -m hardware.parts_list [--pins my-box.toml]    # the Markdown table for the build guide

The electrical choices behind it (docs/wiring.md says why): every lamp is switched by a BC337
from 5 V, so a pin only feeds a transistor's base (about 2.6 mA); each button has a 1 kOhm
resistor at the header, so a lamp wire swapped onto a button pin cannot short a driven pin; the
piezo is a bare disc behind 1 kOhm; the RDM6300's 5 V TX reaches GPIO15 through a 2.2k/3.3k
divider.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

from hardware.pinmap import PinMap, load_pinmap

# The stage every lamp pin drives, and the divider on the reader's line: the diagram draws these.
BASE_OHMS, PULL_DOWN_OHMS, BUTTON_OHMS, PIEZO_OHMS = 1000, 4700, 1000, 1000
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
    wired = pinmap.timers + pinmap.buzzers
    buttons = len(wired)
    lamps = sum(len(w.leds) for _, w in wired)
    piezo = 1 if pinmap.piezo is not None else 0
    one_k = lamps + buttons + piezo
    by_ohms: dict[int, list[tuple[str, int]]] = {}  # a bare LED's series resistor -> (whose, how many)
    for name, w in wired:
        by_ohms.setdefault(w.led_ohms, []).append((name if isinstance(name, str) else f"player {name}", len(w.leds)))
    series = [
        Part(resistor_key(ohms), str(sum(n for _, n in whose)), f"{ohms_text(ohms)} resistors, 1/4 W",
             f"**bare-LED lamps only** ({', '.join(name for name, _ in whose)}): the LED's series resistor "
             "from 5 V, about 10 mA. Lamps sold for 5 V have theirs built in; 12 V lamps need none")
        for ohms, whose in sorted(by_ohms.items(), reverse=True)
    ]
    return [
        Part("raspberry-pi", "1", "Raspberry Pi 4 Model B (2 GB is plenty), or a 3B+, 5 or Zero 2 W",
             "see \"Which Pi\" below: the Zero 2 W has no display connector and needs a soldered header"),
        Part("power-supply", "1", "the official supply for that Pi, 5.1 V",
             "Pi 4: USB-C 3 A; Pi 5: USB-C 5 A (27 W); Pi 3B+ and Zero 2 W: micro-USB 2.5 A. "
             "The box draws about 1.3 A, 2 A at its peak"),
        Part("microsd", "1", "microSD card, 16 GB or more, A1 class", "Raspberry Pi OS Bookworm 64-bit (Lite is best)"),
        Part("touchscreen", "1", "Raspberry Pi official 7\" touchscreen (800x480)",
             "with its 15-pin display ribbon and the 5 V / GND leads to header pins 2 and 6; "
             "a Pi 5 also needs the 22-to-15-pin display cable"),
        Part("panel", "1", "panel and case: 3 mm plywood, MDF or acrylic, with the screen's stand or frame",
             "button holes as the buttons' data sheet says (28-30 mm); snap-in buttons grip 1.5-3 mm"),
        Part("button", str(len(pinmap.timers)), "30 mm arcade buttons with a lamp: red, orange, yellow, blue, purple, white",
             "microswitch on 4.8 mm tabs; LED lamps (bare LED, 5 V or 12 V): not incandescent bulbs (about 250 mA)"),
        Part("button", str(len(pinmap.buzzers)), "more arcade buttons with a lamp, any colour",
             "the buzzers of players 7 and 8; leave them out for a timer-only box"),
        Part("piezo-disc", str(piezo), "bare piezo disc (a \"piezo element\", 20-35 mm, two wires)",
             "not a magnetic buzzer: a disc measures open on an ohm meter, a magnetic one about 16 Ω"),
        Part("bc337", str(lamps), "BC337 NPN transistors (BC337-25 or -40), TO-92",
             "one per lamp pin; legs C B E with the flat face towards you. Use only this type: a 2N2222 has "
             "its legs the other way round"),
        Part(resistor_key(BASE_OHMS), str(one_k), f"{ohms_text(BASE_OHMS)} resistors, 1/4 W",
             f"{lamps} transistor bases, {buttons} buttons (against a swapped wire), {piezo} piezo"),
        Part(resistor_key(PULL_DOWN_OHMS), str(lamps), f"{ohms_text(PULL_DOWN_OHMS)} resistors, 1/4 W",
             "base to emitter of each transistor: the lamp stays dark while its pin floats or is pulled up "
             "(at boot, after the app)"),
        *series,
        Part("stripboard", "1", "stripboard (Veroboard) or perfboard, about 100 x 100 mm",
             "holds the stages, the resistors, the 5 V rail and the ground bus"),
        Part("ground-bus", "1", "ground bus: one strip of the board (or a 12-way terminal strip)",
             "every GND return lands here; two wires take it to header GND pins 9 and 39"),
        Part("header-cable", "1", "2x20 female header socket + 40-way ribbon cable (or a GPIO breakout board)",
             "the board plugs onto the Pi; a Zero 2 W needs a 2x20 male header soldered on"),
        Part("wire", "~10 m", "stranded hook-up wire, 22 AWG (0.33 mm²), several colours",
             "buttons, lamps and piezo to the board; keep each button's pair together"),
        Part("spade-4.8", str(2 * buttons), "4.8 mm (0.187\") insulated female spade terminals",
             "the microswitches' COM and NO tabs"),
        Part("spade-2.8", str(2 * lamps), "2.8 mm (0.110\") insulated female spade terminals",
             "lamp tabs, on most buttons; check yours (some lamps are 4.8 mm or solder tabs)"),
        Part("labels", "-", "stickers or printed labels with the kite symbols ◆ ▲ ● ■ ★ ✚",
             "the timers are told apart by symbol and name, not by colour alone"),
        Part("lamp-supply-12v", "(if)", "12 V DC supply, 1 A",
             "only for 12 V lamps: its + to the lamps, its − joined to the ground bus"),
        Part("rdm6300", "(option)", "card reader: RDM6300 125 kHz RFID module with its coil, and 125 kHz tags",
             "5 V, its TX is 5 V TTL: through the divider below, never straight to GPIO15"),
        Part(resistor_key(DIVIDER_TOP_OHMS), "(1)", f"{ohms_text(DIVIDER_TOP_OHMS)} resistor, 1/4 W",
             "the divider's top: RDM6300 TX to GPIO15"),
        Part(resistor_key(DIVIDER_BOTTOM_OHMS), "(1)", f"{ohms_text(DIVIDER_BOTTOM_OHMS)} resistor, 1/4 W",
             "the divider's bottom: GPIO15 to GND (about 3.0 V at the pin)"),
        Part("bss138-shifter", "(instead)", "or: a BSS138 level-shifter board (LV 3.3 V, HV 5 V)",
             "instead of the two divider resistors"),
        Part("pn532", "(option)", "or card reader: PN532 NFC board with HSU (UART), and NTAG or MIFARE cards",
             "on 3.3 V; both lines: its TX to GPIO15, its RX to GPIO14; mode switches to HSU"),
        Part("usb-scanner", "(option)", "or: a USB barcode/QR scanner (serial or keyboard mode)",
             "plugs into USB; prints its labels with `companion labels`"),
    ]


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
