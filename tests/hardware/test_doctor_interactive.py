"""`companion doctor --interactive` on mock pins: the test is the person at the box. A thread
watches the prompts and presses the button asked for (drives its mock pin); the y/n answers come
from a text stream."""

from __future__ import annotations

import io
import queue
import re
import threading

from gpiozero import Device

from companion.cli import main
from hardware.doctor import interactive
from hardware.pinmap import load_pinmap


class Person(io.StringIO):
    """The prompts' reader: on "Press the ... (GPIOn ...)" it presses that button from its own
    thread, unless told to leave it alone (a button wired wrong). `at_once`: it presses as the
    prompt is printed, on the doctor's thread (the button is armed before its prompt), so a short
    timeout runs out only for a skipped button, never for a press this machine was slow to make."""

    def __init__(self, skip: tuple[int, ...] = (), at_once: bool = False):
        super().__init__()
        self.skip = skip
        self.at_once = at_once
        self.asked: queue.Queue = queue.Queue()
        self.thread = threading.Thread(target=self._press, daemon=True)
        self.thread.start()

    def write(self, text: str) -> int:
        found = re.search(r"Press the .* button \(GPIO(\d+)", text)
        written = super().write(text)
        if found and self.at_once:
            self._press_pin(int(found.group(1)))
        elif found:
            self.asked.put(int(found.group(1)))
        return written

    def _press(self) -> None:
        while (gpio := self.asked.get()) is not None:
            self._press_pin(gpio)

    def _press_pin(self, gpio: int) -> None:
        if gpio in self.skip:
            return
        pin = Device.pin_factory.pin(gpio)
        pin.drive_low()
        pin.drive_high()

    def done(self) -> str:
        self.asked.put(None)
        self.thread.join(timeout=5)
        return self.getvalue()


def lit(gpio: int) -> bool:
    """Whether the lamp on this pin was ever switched fully on (MockPin keeps its history)."""
    return any(s.state == 1 for s in Device.pin_factory.pin(gpio).states)


def test_every_button_lamp_and_the_piezo_checked_in_turn():
    pinmap = load_pinmap()
    person = Person()
    answers = io.StringIO("y\n" * 10)  # 8 lamps, the piezo, then the camera's LED ring
    code = interactive(pinmap, person, answers, timeout=5)
    text = person.done()
    assert code == 0, text
    assert text.count("  ok    pressed") == 8 and text.count("  ok    lamp") == 8
    assert "Press the ◆ red button (GPIO4 (pin 7))" in text
    assert "Press the player 8 buzzer button (GPIO20 (pin 38))" in text
    assert "  ok    piezo" in text and text.rstrip().endswith("Every part works.")
    for _, wired in pinmap.timers + pinmap.buzzers:
        assert lit(wired.leds[0])
    assert any(s.state > 0 for s in Device.pin_factory.pin(pinmap.piezo).states)  # it did play
    assert "Look: the camera's LED ring (GPIO7 (pin 26)) is switched on." in text and "  ok    ring" in text
    assert lit(pinmap.ring) and Device.pin_factory.pin(pinmap.ring).state == 0  # lit while asked, then let go


def test_a_dark_ring_is_pointed_at_its_stage():
    pinmap = load_pinmap()
    person = Person(at_once=True)
    code = interactive(pinmap, person, io.StringIO("y\n" * 9 + "n\n"), timeout=5)
    text = person.done()
    assert code == 1
    assert "FAIL  ring: check GPIO7 (pin 26)'s stage: the ring's (+) lead on the 5 V rail" in text
    assert text.rstrip().endswith("1 part(s) to look at: ring.pin")


def test_a_button_never_pressed_and_a_dark_lamp_are_named():
    pinmap = load_pinmap()
    blue = pinmap.timer("blue")
    person = Person(skip=(blue.button,), at_once=True)  # 0.5 s is for blue's press that never comes
    answers = io.StringIO("y\nn\n" + "y\n" * 7)  # red ok, orange's lamp dark, the rest fine (the ring too)
    code = interactive(pinmap, person, answers, timeout=0.5)
    text = person.done()
    assert code == 1
    assert "FAIL  no press in 0.5 s: check GPIO13 (pin 33)" in text
    # issue 25 point 8: the hints follow the transistor stages, not a bare LED on a pin
    assert ("FAIL  lamp: check GPIO22 (pin 15)'s stage: the lamp's (+) on the 5 V side (a 12 V lamp on the 12 V "
            "strip), its (-) on the BC337's collector, the BC337's flat face as the layout shows (C B E), its 1 kOhm "
            "from the pin's strip to the base") in text
    assert "long leg to the resistor" not in text
    assert text.rstrip().endswith("2 part(s) to look at: timers.orange.led, timers.blue.button")


def test_a_silent_piezo_is_pointed_at_its_1k_and_the_ground_bus():
    pinmap = load_pinmap()
    person = Person(at_once=True)
    code = interactive(pinmap, person, io.StringIO("y\n" * 8 + "n\ny\n"), timeout=5)
    text = person.done()
    assert code == 1
    assert ("FAIL  piezo: its red wire through its 1 kOhm to GPIO26 (pin 37), its black wire on the ground bus; "
            "a bare disc, not a magnetic buzzer") in text


def test_a_card_is_read_when_a_reader_is_configured():
    pinmap = load_pinmap()
    person = Person()
    code = interactive(pinmap, person, io.StringIO("y\n" * 10), timeout=5, read_card=lambda timeout: "0415AB22")
    text = person.done()
    assert code == 0
    assert "Hold a card to the reader" in text and "ok    read card 0415AB22" in text


def test_running_out_of_answers_counts_as_no_rather_than_hanging():
    person = Person()
    code = interactive(load_pinmap(), person, io.StringIO(""), timeout=5)
    assert code == 1
    assert "(no answer)" in person.done()


def test_companion_wiring_draws_the_pin_map(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "missing.toml"))  # --pins needs no settings
    out = tmp_path / "box.svg"
    assert main(["wiring", "--out", str(out), "--pins", str(_reference())]) == 0
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "Kites timer box: wiring" in svg and "red · button" in svg


def test_companion_wiring_uses_the_settings_pin_map_and_names_a_bad_key(tmp_path, capsys, monkeypatch):
    bad = tmp_path / "pins.toml"
    bad.write_text(_reference().read_text().replace("led = 23", "led = 13"), encoding="utf-8")
    settings = tmp_path / "config.toml"
    settings.write_text(f'pin_map = "{bad}"\n', encoding="utf-8")
    monkeypatch.setenv("COMPANION_CONFIG", str(settings))
    assert main(["wiring", "--out", str(tmp_path / "x.svg")]) == 1
    assert "timers.white.led: GPIO13 is already used by timers.blue.button" in capsys.readouterr().err
    assert not (tmp_path / "x.svg").exists()


def _reference():
    from hardware.pinmap import reference_path

    return reference_path()


def test_companion_doctor_interactive_checks_the_map_first_then_asks(tmp_path, monkeypatch):
    import sys

    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "config.toml"))
    (tmp_path / "config.toml").write_text("", encoding="utf-8")
    person = Person()
    monkeypatch.setattr(sys, "stdout", person)
    monkeypatch.setattr(sys, "stdin", io.StringIO("y\n" * 10))  # 8 lamps, the piezo, the camera's ring
    code = main(["doctor", "--interactive", "--timeout", "5"])
    text = person.done()
    assert code == 0, text
    assert text.index("All good.") < text.index("Interactive check") < text.index("Every part works.")
