"""`companion doctor`: which pin factory, which pin map, whether every pin can be claimed, and the
card reader and camera the settings name.

It reads the map first, so a bad map is reported (naming its key) before anything opens a pin or
a window.
"""

from __future__ import annotations

import textwrap
import threading
import time
from pathlib import Path
from typing import IO

from hardware.header import describe
from hardware.pinmap import PinMap, PinMapError, load_pinmap, reference_path


def doctor(pins: Path | None, out: IO[str]) -> int:
    print("Table Companion doctor", file=out)
    print(f"\nDisplay: {display_line()}", file=out)
    try:
        pinmap = load_pinmap(pins)
    except PinMapError as exc:
        print(f"\nThe pin map {pins or reference_path()} cannot be wired:\n  {exc}", file=out)
        return 1

    from hardware.factory_errors import explain
    from hardware.pins import choose_pin_factory

    try:
        choice = choose_pin_factory()
    except Exception as exc:  # gpiozero and its drivers raise many kinds: each is explained, none is a traceback
        print("\nPin factory: cannot start it.", file=out)
        print(textwrap.fill(explain(exc), 96, initial_indent="  ", subsequent_indent="  "), file=out)
        return 1
    print(f"\nPin factory: {choice.describe()}", file=out)
    for reason in choice.fallbacks:
        print(f"  {reason}", file=out)
    if choice.mock:
        print("  No real GPIO: the app shows the buttons and lamps on screen instead.", file=out)

    where = "the reference wiring" if pins is None else pins
    print(f"\nPin map: {where}", file=out)
    _print_map(pinmap, out)

    print("\nChecks:", file=out)
    names = " ".join(pinmap.timer_names)
    print(f"  ok    {len(pinmap.used())} pins, none used twice, none reserved", file=out)
    print(f"  ok    every Kites timer is wired: {names}", file=out)
    failures = _claim_all(pinmap, out)
    if failures:
        print(f"\n{failures} pin(s) could not be claimed: is `companion run` already running?", file=out)
        return 1
    from hardware.uart import report_reader

    report_reader(out)  # the card reader's port and the UART behind it: warnings, never a failure
    from hardware.camera_doctor import report_camera

    report_camera(out)  # the camera set, or the ones found: warnings, never a failure
    print("\nAll good.", file=out)
    return 0


def display_line() -> str:
    """The display the app draws on, its density and its rotation (the settings' turn included)."""
    from companion.config import ConfigError, load_config
    from companion.display import for_people

    try:
        turn = int(load_config()["screen.rotation"])
    except ConfigError:
        turn = 0  # `companion config --show` names a bad setting; the display is still told
    return for_people(turn=turn)


def _print_map(pinmap: PinMap, out: IO[str]) -> None:
    from companion.kites.book import load_book

    book = load_book()
    row = "  {:<12}{:<18}{:<28}{}"
    print(row.format("", "button", "lamp", "resistor"), file=out)
    for name, wired in pinmap.timers:
        label = f"{book.timer(name).glyph} {name}"
        print(row.format(label, describe(wired.button), _lamps(wired.leds), f"{wired.led_ohms} ohm"), file=out)
    piezo = describe(pinmap.piezo) if pinmap.piezo is not None else "(none)"
    print(row.format("piezo", piezo, "", "").rstrip(), file=out)
    if pinmap.ring is not None:
        print(row.format("ring", "", describe(pinmap.ring), "its own").rstrip(), file=out)  # the camera's LED ring
    for player, wired in pinmap.buzzers:
        print(row.format(f"buzzer {player}", describe(wired.button), _lamps(wired.leds),
                         f"{wired.led_ohms} ohm"), file=out)
    reserved = ", ".join(f"GPIO{p}" for p in sorted(pinmap.reserved)) or "none"
    print(f"  reserved: {reserved}", file=out)
    print("  every return lands on the ground bus, wired to header pins 9 and 39 (the touchscreen's leads too: "
          "the 5 V rail and the bus)", file=out)


def _lamps(pins: tuple[int, ...]) -> str:
    if len(pins) == 1:
        return describe(pins[0])
    return "bar: " + ", ".join(f"GPIO{p}" for p in pins)


def _claim_all(pinmap: PinMap, out: IO[str]) -> int:
    """Open each part as the device the box uses, then let it go: a pin another program holds
    (or a driver that refuses PWM) shows up here rather than halfway through a game."""
    from gpiozero import LED, Button, PWMLED, TonalBuzzer

    from hardware.sounds import MID_TONE, OCTAVES

    parts = []
    for _, wired in pinmap.timers + pinmap.buzzers:
        parts.append((f"{wired.key}.button", lambda p=wired.button: Button(p, pull_up=True)))
        for i, pin in enumerate(wired.leds):
            key = f"{wired.key}.led" + (f"[{i}]" if len(wired.leds) > 1 else "")
            parts.append((key, lambda p=pin: PWMLED(p)))
    if pinmap.piezo is not None:
        parts.append(("piezo.pin", lambda: TonalBuzzer(pinmap.piezo, mid_tone=MID_TONE, octaves=OCTAVES)))
    if pinmap.ring is not None:
        parts.append(("ring.pin", lambda: LED(pinmap.ring)))
    failures = 0
    for key, make in parts:
        try:
            make().close()
        except Exception as exc:  # gpiozero and its drivers raise many kinds; all mean "not usable"
            failures += 1
            print(f"  FAIL  {key}: {type(exc).__name__}: {exc}", file=out)
    if not failures:
        print(f"  ok    claimed and released all {len(parts)} parts", file=out)
    return failures


# -- `companion doctor --interactive`: a person presses, looks and listens --------------------
PRESS_SECONDS = 30.0  # how long to wait for each press before calling the button unwired
LAMP_HINT = ("the lamp's (+) on the 5 V side (a 12 V lamp on the 12 V strip), its (-) on the BC337's collector, "
             "the BC337's flat face as the layout shows (C B E), its 1 kOhm from the pin's strip to the base")


def interactive(pinmap: PinMap, out: IO[str], answers: IO[str], timeout: float = PRESS_SECONDS,
                read_card=None) -> int:
    """Walk a person through every part: press each button (its lamp lights while they look),
    hear the piezo, scan one card. Prompts go to `out`, answers (y/n) come from `answers`, so a
    test drives it with mock pins and a text stream. `read_card(timeout)` returns a tag or None;
    None skips the card step (no reader configured). Returns 0 if every part worked."""
    from gpiozero import LED, Button, LEDBarGraph, PWMLED, TonalBuzzer

    from hardware.sounds import MID_TONE, OCTAVES, TUNES

    failed: list[str] = []
    print("Interactive check: press, look, listen. Answer y or n; Ctrl-C stops.", file=out)
    for label, wired in _labelled(pinmap):
        button = Button(wired.button, pull_up=True)
        lamp = PWMLED(wired.leds[0]) if len(wired.leds) == 1 else LEDBarGraph(*wired.leds, pwm=True)
        pressed = threading.Event()
        button.when_pressed = pressed.set  # armed before the prompt, so no press is missed
        try:
            print(f"\nPress the {label} button ({describe(wired.button)}) ...", file=out, flush=True)
            if not pressed.wait(timeout):
                print(f"  FAIL  no press in {timeout:g} s: check {describe(wired.button)}: its 1 kOhm to the wire "
                      "on the switch's NO tab (not NC), the COM tab's wire on the ground bus", file=out)
                failed.append(f"{wired.key}.button")
                continue
            print("  ok    pressed", file=out)
            lamp.value = 1
            if _yes(f"Is the {label} lamp lit?", out, answers):
                print("  ok    lamp", file=out)
            else:
                print(f"  FAIL  lamp: check {_lamps(wired.leds)}'s stage: {LAMP_HINT}", file=out)
                failed.append(f"{wired.key}.led")
        finally:
            button.when_pressed = None
            lamp.value = 0
            button.close()
            lamp.close()
    if pinmap.piezo is not None:
        piezo = TonalBuzzer(pinmap.piezo, mid_tone=MID_TONE, octaves=OCTAVES)
        try:
            print(f"\nListen: the piezo ({describe(pinmap.piezo)}) plays a tune.", file=out, flush=True)
            for note, seconds in TUNES["won"]:
                piezo.stop() if note is None else piezo.play(note)
                time.sleep(seconds)
            piezo.stop()
        finally:
            piezo.close()
        if _yes("Did you hear it?", out, answers):
            print("  ok    piezo", file=out)
        else:
            print(f"  FAIL  piezo: its red wire through its 1 kOhm to {describe(pinmap.piezo)}, its black wire on "
                  "the ground bus; a bare disc, not a magnetic buzzer", file=out)
            failed.append("piezo.pin")
    if pinmap.ring is not None:
        ring = LED(pinmap.ring)
        try:
            ring.on()
            print(f"\nLook: the camera's LED ring ({describe(pinmap.ring)}) is switched on.", file=out, flush=True)
            lit = _yes("Is the ring lit?", out, answers)
        finally:
            ring.close()
        if lit:
            print("  ok    ring", file=out)
        else:
            print(f"  FAIL  ring: check {describe(pinmap.ring)}'s stage: the ring's (+) lead on the 5 V rail (a 12 V "
                  "ring on the 12 V strip), its (-) lead on the BC337's collector, the BC337's flat face as the "
                  "layout shows (C B E), its 1 kOhm from the pin's strip to the base", file=out)
            failed.append("ring.pin")
    if read_card is not None:
        print(f"\nHold a card to the reader (within {timeout:g} s) ...", file=out, flush=True)
        tag = read_card(timeout)
        if tag:
            print(f"  ok    read card {tag}", file=out)
        else:
            print("  FAIL  no card read: check reader.port, reader.protocol and the wiring", file=out)
            failed.append("reader")
    if failed:
        print(f"\n{len(failed)} part(s) to look at: {', '.join(failed)}", file=out)
        return 1
    print("\nEvery part works.", file=out)
    return 0


def _labelled(pinmap: PinMap):
    from companion.kites.book import load_book

    book = load_book()
    for name, wired in pinmap.timers:
        yield f"{book.timer(name).glyph} {name}", wired
    for player, wired in pinmap.buzzers:
        yield f"player {player} buzzer", wired


def _yes(question: str, out: IO[str], answers: IO[str]) -> bool:
    print(f"{question} [y/n] ", end="", file=out, flush=True)
    reply = answers.readline()
    if not reply:  # the answers ran out: count it as no, never hang
        print("(no answer)", file=out)
        return False
    return reply.strip().lower() in ("y", "yes")
