"""The settings' sound.enabled and sound.volume reach the piezo; timing.debounce_ms reaches every
button's press filter. (gpiozero's MockPWMPin records every duty the piezo's pin was set to.)"""

from __future__ import annotations

from companion.appliance import sound, box_options
from companion.config import load_config


def settings(tmp_path, text: str):
    path = tmp_path / "config.toml"
    path.write_text(text)
    return load_config(path, environ={})


def duties(box) -> list[float]:
    return [s.state for s in box.piezo.pwm_device.pin.states]


def test_sound_off_keeps_the_piezo_silent(tmp_path, open_box):
    box = open_box()
    box.tunes.enabled, box.tunes.volume = sound(settings(tmp_path, "[sound]\nenabled = false\n"))
    box.tunes.play("won")
    assert box.tunes.wait(timeout=10)
    assert box.tunes.played == ["won"]  # still known to have been due
    assert all(d == 0 for d in duties(box))


def test_a_lower_volume_plays_the_notes_with_a_shorter_pulse(tmp_path, open_box):
    box = open_box()
    box.tunes.enabled, box.tunes.volume = sound(settings(tmp_path, "[sound]\nvolume = 25\n"))
    box.tunes.play("refused")
    assert box.tunes.wait(timeout=10)
    sounding = {d for d in duties(box) if d}
    assert sounding == {0.125}  # a quarter of full volume's 50 % duty
    assert box.piezo.value is None  # silent after the tune


def test_full_volume_is_the_piezos_loudest_duty(open_box):
    box = open_box()
    assert sound(None) == (True, 100)
    box.tunes.play("refused")
    assert box.tunes.wait(timeout=10)
    assert {d for d in duties(box) if d} == {0.5}


def test_the_debounce_setting_reaches_every_buttons_press_filter(tmp_path, open_box):
    box = open_box(**box_options(settings(tmp_path, "[timing]\ndebounce_ms = 120\n")))
    assert box.stable == 0.12  # a press counts again once let go this long (tests/hardware/test_press_filter.py)
