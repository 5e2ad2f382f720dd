"""The pin map: which GPIO each button, lamp, the piezo and the camera's LED ring is wired to, read
from TOML and checked.

Every mistake raises `PinMapError` naming the TOML key, so `companion doctor` can say exactly which
line of the file to fix (`timers.red.led: GPIO12 is already used by timers.blue.button`).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from hardware.header import ALT_USE, FIRST_GPIO, LAST_GPIO

REFERENCE = "reference-wiring.toml"
DEFAULT_OHMS = 220


class PinMapError(ValueError):
    """A pin map that cannot be wired as written; `key` is the TOML key at fault."""

    def __init__(self, key: str, problem: str):
        super().__init__(f"{key}: {problem}" if key else problem)
        self.key, self.problem = key, problem


@dataclass(frozen=True)
class Wired:
    """One button with its lamp: a timer's flip button, or a player's buzzer."""

    key: str  # the TOML table it came from: "timers.red", "buzzers.7"
    button: int
    leds: tuple[int, ...]  # one pin: a PWMLED; several: an LEDBarGraph with PWM
    led_ohms: int


@dataclass(frozen=True)
class PinMap:
    source: str  # the file, or "reference wiring"
    timers: tuple[tuple[str, Wired], ...]  # in the order the book stands them on the table
    piezo: int | None
    buzzers: tuple[tuple[int, Wired], ...]  # player number -> button and lamp
    reserved: frozenset[int]
    ring: int | None = None  # the camera's LED ring over the scan spot ([ring] pin), through a lamp's stage

    def timer(self, name: str) -> Wired:
        return dict(self.timers)[name]

    @property
    def timer_names(self) -> tuple[str, ...]:
        return tuple(name for name, _ in self.timers)

    def used(self) -> dict[int, str]:
        """Every GPIO in use -> the key that uses it."""
        pins: dict[int, str] = {}
        for _, wired in self.timers + self.buzzers:
            pins[wired.button] = f"{wired.key}.button"
            for i, pin in enumerate(wired.leds):
                pins[pin] = f"{wired.key}.led" + (f"[{i}]" if len(wired.leds) > 1 else "")
        if self.piezo is not None:
            pins[self.piezo] = "piezo.pin"
        if self.ring is not None:
            pins[self.ring] = "ring.pin"
        return pins


def reference_path() -> Path:
    return Path(str(resources.files("hardware").joinpath(REFERENCE)))


def load_pinmap(path: Path | str | None = None, timer_names: tuple[str, ...] | None = None) -> PinMap:
    """Read and check a pin map (None: the reference wiring). `timer_names` defaults to the
    Kites timers in the seed; the map must wire each of them."""
    source = "reference wiring" if path is None else str(path)
    file = reference_path() if path is None else Path(path)
    try:
        with open(file, "rb") as fh:
            data = tomllib.load(fh)
    except OSError as exc:
        raise PinMapError("", f"cannot read the pin map {file}: {exc.strerror}") from None
    except tomllib.TOMLDecodeError as exc:
        raise PinMapError("", f"the pin map {file} is not valid TOML ({exc})") from None
    if timer_names is None:
        from companion.kites.book import load_book

        timer_names = load_book().timer_names
    return parse_pinmap(data, timer_names, source)


def parse_pinmap(data: dict[str, Any], timer_names: tuple[str, ...], source: str = "<dict>") -> PinMap:
    _only(data, "", ("reserved", "timers", "piezo", "buzzers", "ring"))
    checker = _Checker(_reserved(data.get("reserved", {"pins": [2, 3, 14, 15]})))

    timers_table = _table(data, "timers", "", required=True)
    for name in timers_table:
        if name not in timer_names:
            raise PinMapError(f"timers.{name}", f"there is no {name} timer (Kites has {', '.join(timer_names)})")
    for name in timer_names:
        if name not in timers_table:
            raise PinMapError(f"timers.{name}", f"missing: the pin map must wire every timer ({', '.join(timer_names)})")
    # Check in file order, so "already used by" names the entry that came first.
    wired = {name: _wired(timers_table, name, f"timers.{name}", checker) for name in timers_table}

    piezo = None
    if "piezo" in data:
        table = _table(data, "piezo", "")
        _only(table, "piezo", ("pin",))
        if "pin" not in table:
            raise PinMapError("piezo.pin", "missing (leave out the whole [piezo] table for a box without one)")
        piezo = checker.pin(table["pin"], "piezo.pin")

    ring = None
    if "ring" in data:
        table = _table(data, "ring", "")
        _only(table, "ring", ("pin",))
        if "pin" not in table:
            raise PinMapError("ring.pin", "missing (leave out the whole [ring] table for a box without the camera's ring)")
        ring = checker.pin(table["pin"], "ring.pin")

    buzzers = []
    for key in _table(data, "buzzers", ""):
        if not key.isdigit() or int(key) < 1:
            raise PinMapError(f"buzzers.{key}", "a buzzer is named by its player number, like [buzzers.7]")
        buzzers.append((int(key), _wired(data["buzzers"], key, f"buzzers.{key}", checker)))

    return PinMap(
        source=source,
        timers=tuple((name, wired[name]) for name in timer_names),
        piezo=piezo,
        buzzers=tuple(sorted(buzzers)),
        reserved=checker.reserved,
        ring=ring,
    )


class _Checker:
    """Hands out pins, refusing bad numbers, reserved pins and pins taken twice."""

    def __init__(self, reserved: frozenset[int]):
        self.reserved = reserved
        self.taken: dict[int, str] = {}

    def pin(self, value: Any, key: str) -> int:
        number = _gpio_number(value, key)
        if number in self.reserved:
            why = ALT_USE.get(number, "listed in reserved.pins")
            raise PinMapError(key, f"GPIO{number} is reserved ({why})")
        if number in self.taken:
            raise PinMapError(key, f"GPIO{number} is already used by {self.taken[number]}")
        self.taken[number] = key
        return number


def _wired(parent: dict[str, Any], name: str, key: str, checker: _Checker) -> Wired:
    table = _table(parent, name, key.rsplit(".", 1)[0])
    _only(table, key, ("button", "led", "led_ohms"))
    for field in ("button", "led"):
        if field not in table:
            raise PinMapError(f"{key}.{field}", "missing: give the BCM GPIO number it is wired to")
    button = checker.pin(table["button"], f"{key}.button")
    led = table["led"]
    if isinstance(led, list):
        if not led:
            raise PinMapError(f"{key}.led", "an empty list: give one GPIO, or several for a bar graph")
        leds = tuple(checker.pin(p, f"{key}.led[{i}]") for i, p in enumerate(led))
    else:
        leds = (checker.pin(led, f"{key}.led"),)
    ohms = table.get("led_ohms", DEFAULT_OHMS)
    if isinstance(ohms, bool) or not isinstance(ohms, int) or ohms <= 0:
        raise PinMapError(f"{key}.led_ohms", f"must be a resistor value in ohms like 220, not {ohms!r}")
    return Wired(key, button, leds, ohms)


def _gpio_number(value: Any, key: str) -> int:
    """17, "GPIO17" and "BCM17" all mean GPIO17."""
    number = value
    if isinstance(value, str):
        text = value.strip().upper()
        for prefix in ("GPIO", "BCM"):
            if text.startswith(prefix) and text[len(prefix):].isdigit():
                number = int(text[len(prefix):])
    if isinstance(number, bool) or not isinstance(number, int):
        raise PinMapError(key, f"must be a BCM GPIO number like 17, not {value!r}")
    if not FIRST_GPIO <= number <= LAST_GPIO:
        raise PinMapError(key, f"{value!r} is not a usable BCM GPIO (use {FIRST_GPIO}-{LAST_GPIO})")
    return number


def _reserved(table: Any) -> frozenset[int]:
    if not isinstance(table, dict):
        raise PinMapError("reserved", "must be a table like [reserved] pins = [2, 3, 14, 15]")
    _only(table, "reserved", ("pins",))
    pins = table.get("pins", [])
    if not isinstance(pins, list):
        raise PinMapError("reserved.pins", f"must be a list of GPIO numbers, not {pins!r}")
    numbers = set()
    for i, value in enumerate(pins):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= LAST_GPIO:
            raise PinMapError(f"reserved.pins[{i}]", f"must be a BCM GPIO number 0-{LAST_GPIO}, not {value!r}")
        numbers.add(value)
    return frozenset(numbers)


def _table(parent: dict[str, Any], name: str, prefix: str, required: bool = False) -> dict[str, Any]:
    key = f"{prefix}.{name}" if prefix else name
    if name not in parent:
        if required:
            raise PinMapError(key, "missing")
        return {}
    value = parent[name]
    if not isinstance(value, dict):
        raise PinMapError(key, f"must be a table like [{key}], not {value!r}")
    return value


def _only(table: dict[str, Any], prefix: str, allowed: tuple[str, ...]) -> None:
    for name in table:
        if name not in allowed:
            key = f"{prefix}.{name}" if prefix else name
            raise PinMapError(key, f"unknown key (expected {', '.join(allowed)})")
