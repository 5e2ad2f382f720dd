"""`companion doctor`: the factory, the map, the checks; a bad map is named and fails."""

from __future__ import annotations

import io

from companion.cli import main
from hardware.doctor import doctor
from hardware.pinmap import reference_path


def run_doctor(pins=None):
    out = io.StringIO()
    code = doctor(pins, out)
    return code, out.getvalue()


def test_doctor_reports_the_factory_the_map_and_the_checks():
    code, text = run_doctor()
    assert code == 0
    assert "Pin factory: mock" in text and "simulated" in text
    for line in ("◆ red       GPIO4 (pin 7)     GPIO17 (pin 11)", "✚ white     GPIO18 (pin 12)   GPIO23 (pin 16)",
                 "piezo       GPIO26 (pin 37)", "buzzer 8    GPIO20 (pin 38)   GPIO21 (pin 40)"):
        assert line in text
    assert "claimed and released all 18 parts" in text  # the camera's LED ring's pin too
    assert "ring                          GPIO7 (pin 26)" in text
    assert "every return lands on the ground bus, wired to header pins 9 and 39" in text  # as the guide wires it
    assert "pin 6 feeds" not in text
    assert text.rstrip().endswith("All good.")


def test_doctor_names_the_key_of_a_bad_map_and_fails(tmp_path):
    bad = tmp_path / "box.toml"
    bad.write_text(reference_path().read_text().replace("led = 23", "led = 13"), encoding="utf-8")
    code, text = run_doctor(bad)
    assert code == 1
    assert "timers.white.led: GPIO13 is already used by timers.blue.button" in text
    assert "Pin factory" not in text  # it stops before touching any pin


def test_companion_doctor_takes_a_pin_map(tmp_path, capsys):
    bad = tmp_path / "box.toml"
    bad.write_text("[timers]\n", encoding="utf-8")
    assert main(["doctor", "--pins", str(bad)]) == 1
    assert "timers.red: missing" in capsys.readouterr().out
