"""The box's circuit as the pin map and docs/wiring.md say it: every part on the stripboard (and
every wire that lands on it), each pin with the net it belongs on. The stripboard layout
(hardware/stripboard.py) places these parts; hardware/board_nets.py proves that the strips, cuts
and links it draws join exactly these nets and nothing else.

Net names are words a maker can find on the wiring page: "GPIO17", "5V", "GND", "3V3", "12V",
"red lamp base", "red button NO".
"""

from __future__ import annotations

from dataclasses import dataclass

from hardware.header import HEADER
from hardware.parts_list import (BASE_OHMS, BUTTON_OHMS, DIVIDER_BOTTOM_OHMS, DIVIDER_TOP_OHMS, PIEZO_OHMS,
                                 PULL_DOWN_OHMS, resistor_key)
from hardware.pinmap import PinMap

RING = "camera ring"  # the stage of the camera's LED ring ([ring] in the pin map)
READER_TX, READER_RX = 15, 14  # the UART's RXD and TXD: the card reader's lines when the map leaves them free


@dataclass(frozen=True)
class Part:
    """One thing soldered into the board: a part with legs, or a wire's end (kind "wire")."""

    ref: str  # R1, Q1, J1, W1: what the layout prints
    kind: str  # header, resistor, bc337, wire
    value: str  # "1k", "4k7" (a maker's resistor code); a wire: where its other end goes
    key: str  # its row in hardware/parts-list.toml
    stage: str  # what it belongs to: "red lamp", "red button", "piezo", "reader", "power"
    role: str  # its job in that stage: series, base, pull, led, q, minus, plus, no, com, ...
    pins: tuple[tuple[str, str], ...]  # (pin name, the net it must be on)
    gpio: int | None = None  # the stage's GPIO

    def net(self, pin: str) -> str:
        return dict(self.pins)[pin]


def code(ohms: int) -> str:
    """A resistor's value as printed on a layout: 1000 -> 1k, 4700 -> 4k7, 270 -> 270R."""
    if ohms >= 1000:
        whole, rest = divmod(ohms, 1000)
        return f"{whole}k{rest // 100 if rest else ''}"
    return f"{ohms}R"


def header_net(pin: int) -> str:
    return HEADER[pin]


def circuit(pinmap: PinMap) -> list[Part]:
    """Every part of the board in a fixed order: the header, then each stage by its GPIO's header
    pin, then the reader and the power wires."""
    parts = _Parts()
    parts.add("J", "header", "2x20", "header-box", "header", "header",
              tuple((str(pin), header_net(pin)) for pin in range(1, 41)))
    for name, wired in _named(pinmap):
        stage = f"{name} button"
        gpio = f"GPIO{wired.button}"
        parts.add("R", "resistor", code(BUTTON_OHMS), resistor_key(BUTTON_OHMS), stage, "series",
                  (("1", gpio), ("2", f"{stage} NO")), wired.button)
        parts.add("W", "wire", f"the {name} button's NO tab", "wire", stage, "no", (("1", f"{stage} NO"),), wired.button)
        parts.add("W", "wire", f"the {name} button's COM tab", "wire", stage, "com", (("1", "GND"),), wired.button)
        for i, pin in enumerate(wired.leds):
            lamp = f"{name} lamp" + (f" {i + 1}" if len(wired.leds) > 1 else "")
            _lamp(parts, lamp, pin, wired.led_ohms)
    if pinmap.piezo is not None:
        gpio = f"GPIO{pinmap.piezo}"
        parts.add("R", "resistor", code(PIEZO_OHMS), resistor_key(PIEZO_OHMS), "piezo", "series",
                  (("1", gpio), ("2", "piezo +")), pinmap.piezo)
        parts.add("W", "wire", "the piezo disc's red wire", "wire", "piezo", "no", (("1", "piezo +"),), pinmap.piezo)
        parts.add("W", "wire", "the piezo disc's black wire", "wire", "piezo", "com", (("1", "GND"),), pinmap.piezo)
    if pinmap.ring is not None:
        _lamp(parts, RING, pinmap.ring, None)
    if has_reader(pinmap):
        rx = f"GPIO{READER_TX}"
        parts.add("R", "resistor", code(DIVIDER_TOP_OHMS), resistor_key(DIVIDER_TOP_OHMS), "reader", "top",
                  (("1", "reader TX"), ("2", rx)), READER_TX)
        parts.add("R", "resistor", code(DIVIDER_BOTTOM_OHMS), resistor_key(DIVIDER_BOTTOM_OHMS), "reader", "bottom",
                  (("1", rx), ("2", "GND")), READER_TX)
        parts.add("W", "wire", "RDM6300 TX", "wire", "reader", "tx", (("1", "reader TX"),), READER_TX)
        parts.add("W", "wire", "RDM6300 VCC (5 V)", "wire", "reader", "vcc", (("1", "5V"),))
        parts.add("W", "wire", "the reader's GND", "wire", "reader", "gnd", (("1", "GND"),))
        parts.add("W", "wire", "PN532 TXD (PN532 only, no divider)", "wire", "reader", "pn532-txd", (("1", rx),),
                  READER_TX)
        parts.add("W", "wire", "PN532 RXD (PN532 only)", "wire", "reader", "pn532-rxd",
                  (("1", f"GPIO{READER_RX}"),), READER_RX)
        parts.add("W", "wire", "PN532 VCC (3.3 V, never 5 V)", "wire", "reader", "pn532-vcc", (("1", "3V3"),))
        parts.add("W", "wire", "BSS138 board LV (3.3 V)", "wire", "reader", "bss138-lv", (("1", "3V3"),))
    parts.add("W", "wire", "the touchscreen's red 5 V lead", "wire", "power", "screen-5v", (("1", "5V"),))
    parts.add("W", "wire", "the touchscreen's black GND lead", "wire", "power", "screen-gnd", (("1", "GND"),))
    parts.add("W", "wire", "12 V supply (+), and 12 V lamps' (+)", "wire", "power", "12v", (("1", "12V"),))
    parts.add("W", "wire", "12 V supply (-)", "wire", "power", "12v-gnd", (("1", "GND"),))
    return parts.all


def _lamp(parts: _Parts, lamp: str, pin: int, led_ohms: int | None) -> None:
    """GPIO -> 1k -> base; 2k2 base to emitter; emitter on GND; collector -> the lamp's (-); the
    lamp's (+) from 5 V through the bare LED's resistor (a link for a 5 V lamp). `led_ohms` None:
    no resistor place at all (the camera's LED ring has its own): its (+) is on the 5 V rail."""
    gpio, base = f"GPIO{pin}", f"{lamp} base"
    parts.add("R", "resistor", code(BASE_OHMS), resistor_key(BASE_OHMS), lamp, "series", (("1", gpio), ("2", base)), pin)
    parts.add("Q", "bc337", "BC337", "bc337", lamp, "q", (("C", f"{lamp} (-)"), ("B", base), ("E", "GND")), pin)
    parts.add("R", "resistor", code(PULL_DOWN_OHMS), resistor_key(PULL_DOWN_OHMS), lamp, "pull",
              (("1", base), ("2", "GND")), pin)
    plus = f"{lamp} (+)"
    if led_ohms is None:
        plus = "5V"
    else:
        parts.add("R", "resistor", code(led_ohms), resistor_key(led_ohms), lamp, "led", (("1", plus), ("2", "5V")), pin)
    tab = "tab" if led_ohms is not None else "lead"  # an arcade lamp has tabs, a ring leads
    parts.add("W", "wire", f"the {lamp}'s (-) {tab}", "wire", lamp, "minus", (("1", f"{lamp} (-)"),), pin)
    parts.add("W", "wire", f"the {lamp}'s (+) {tab}", "wire", lamp, "plus", (("1", plus),), pin)


def has_reader(pinmap: PinMap) -> bool:
    used = pinmap.used()
    return READER_TX not in used and READER_RX not in used


def _named(pinmap: PinMap):
    for name, wired in pinmap.timers:
        yield name, wired
    for player, wired in pinmap.buzzers:
        yield f"player {player}", wired


class _Parts:
    def __init__(self) -> None:
        self.all: list[Part] = []
        self._count: dict[str, int] = {}

    def add(self, prefix: str, kind: str, value: str, key: str, stage: str, role: str,
            pins: tuple[tuple[str, str], ...], gpio: int | None = None) -> None:
        self._count[prefix] = self._count.get(prefix, 0) + 1
        self.all.append(Part(f"{prefix}{self._count[prefix]}", kind, value, key, stage, role, pins, gpio))


def nets(parts: list[Part]) -> dict[str, set[tuple[str, str]]]:
    """Net -> the (part ref, pin) on it: the netlist the layout must make."""
    out: dict[str, set[tuple[str, str]]] = {}
    for part in parts:
        for pin, net in part.pins:
            out.setdefault(net, set()).add((part.ref, pin))
    return out
