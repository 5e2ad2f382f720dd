"""`companion doctor` when the pin factory cannot start: one sentence naming the cause and the
fix, exit status 1, never a traceback. The factories fail for real here (gpiozero's own native
factory off a Pi, a driver that is not installed, a misspelt name); a user who may not open the
GPIO chip is judged from a chip file's owner and mode."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from gpiozero.exc import PinUnknownPi

from hardware.factory_errors import explain


def doctor_with(factory: str, tmp_path) -> subprocess.CompletedProcess:
    env = dict(os.environ, GPIOZERO_PIN_FACTORY=factory)
    return subprocess.run([sys.executable, "-m", "companion", "doctor"], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=60)


@pytest.mark.parametrize("factory, cause, fix", [
    ("native", "This is not a Raspberry Pi", "set GPIOZERO_PIN_FACTORY=mock"),  # PinUnknownPi off a Pi
    ("rpigpio", "The rpigpio pin factory is not installed: Python cannot import 'RPi'", "pip install"),
    ("nonsense", "There is no pin factory called 'nonsense'", "one of lgpio, rpigpio, pigpio, native or mock"),
])
def test_a_factory_that_cannot_start_is_one_sentence_and_exit_1(factory, cause, fix, tmp_path):
    done = doctor_with(factory, tmp_path)
    text = " ".join((done.stdout + done.stderr).split())  # the sentence is wrapped for the terminal
    assert done.returncode == 1, text
    assert "Traceback" not in text
    assert cause in text and fix in text


def test_a_user_outside_the_chips_group_is_told_to_join_it(tmp_path):
    chip = tmp_path / "gpiochip0"
    chip.touch()
    os.chown(chip, 0, 0)
    chip.chmod(0o660)  # root:root rw-rw----, as a chip without the installer's udev rule
    # lgpio says only "can not open gpiochip"; the chip's mode says why.
    failure = OSError("can not open gpiochip")
    sentence = explain(failure, dev=tmp_path, groups={1000}, uid=1000)
    assert sentence.startswith(f"This user may not open the GPIO chip {chip} (owned by group 'root')")
    assert "sudo usermod -aG root $USER" in sentence and "90-table-companion.rules" in sentence
    # the same chip in the user's group: not the cause
    assert "may not open" not in explain(failure, dev=tmp_path, groups={0}, uid=1000)


def test_no_gpio_chip_at_all_is_named(tmp_path):
    sentence = explain(OSError("can not open gpiochip"), dev=tmp_path, groups=set(), uid=1000)
    assert "found no GPIO chip" in sentence and "gpiochip* is missing" in sentence


def test_a_permission_error_names_the_device_it_could_not_open(tmp_path):
    denied = PermissionError(13, "Permission denied", "/dev/gpiomem")  # native and rpigpio on a Pi
    assert "may not open the GPIO chip /dev/gpiomem" in explain(denied, dev=tmp_path, groups=set(), uid=1000)


def test_not_a_pi_is_said_whichever_factory_was_asked_for(monkeypatch):
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)
    assert "no GPIO for gpiozero's default pin factory" in explain(PinUnknownPi("no revision"))
