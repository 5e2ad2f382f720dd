"""Pin maps: the reference wiring loads; every mistake names the TOML key to fix."""

from __future__ import annotations

import pytest

from hardware.header import PHYSICAL
from hardware.pinmap import PinMapError, load_pinmap

TIMERS = ("red", "orange", "yellow", "blue", "purple", "white")

REFERENCE_TEXT = """
[timers.red]
button = 4
led = 17
[timers.orange]
button = 27
led = 22
[timers.yellow]
button = 5
led = 6
[timers.blue]
button = 13
led = 19
[timers.purple]
button = 23
led = 24
[timers.white]
button = 25
led = 12
[piezo]
pin = 18
"""


def write(tmp_path, text):
    path = tmp_path / "box.toml"
    path.write_text(text, encoding="utf-8")
    return path


def error_for(tmp_path, text) -> str:
    with pytest.raises(PinMapError) as caught:
        load_pinmap(write(tmp_path, text))
    return str(caught.value)


def test_the_reference_wiring_wires_every_timer_on_free_pins():
    pins = load_pinmap()
    assert pins.timer_names == TIMERS
    used = pins.used()
    assert len(used) == 18  # 6 buttons, 6 lamps, the piezo, 2 buzzer buttons with lamps, the camera's ring
    assert not set(used) & {2, 3, 14, 15}  # I2C (touchscreen) and UART (card scanner) stay free
    # and SPI0's CE0, MISO, MOSI and SCLK, for an SPI card reader (an RC522 on CE0); the camera's
    # LED ring takes CE1 (GPIO7), the one chip select a single SPI reader leaves unused
    assert not set(used) & {8, 9, 10, 11}
    assert pins.ring == 7 and used[7] == "ring.pin"
    assert [player for player, _ in pins.buzzers] == [7, 8]
    assert pins.piezo == 26
    for name, wired in pins.timers:  # each timer's button and lamp sit side by side on the header
        assert abs(PHYSICAL[wired.button] - PHYSICAL[wired.leds[0]]) <= 4, name


def test_a_pin_used_twice_names_both_keys(tmp_path):
    text = REFERENCE_TEXT.replace("button = 27\nled = 22", "button = 27\nled = 4")
    assert error_for(tmp_path, text) == "timers.orange.led: GPIO4 is already used by timers.red.button"


def test_a_pin_that_is_no_gpio_is_named(tmp_path):
    text = REFERENCE_TEXT.replace("led = 19", "led = 28")
    assert error_for(tmp_path, text).startswith("timers.blue.led: 28 is not a usable BCM GPIO")


def test_a_reserved_pin_says_what_it_is_for(tmp_path):
    text = REFERENCE_TEXT.replace("led = 19", "led = 14")
    message = error_for(tmp_path, text)
    assert message.startswith("timers.blue.led: GPIO14 is reserved") and "serial" in message


def test_freeing_a_reserved_pin_makes_it_usable(tmp_path):
    text = "[reserved]\npins = []\n" + REFERENCE_TEXT.replace("led = 19", "led = 14")
    assert load_pinmap(write(tmp_path, text)).timer("blue").leds == (14,)


def test_a_missing_timer_is_named(tmp_path):
    text = REFERENCE_TEXT.replace("[timers.white]\nbutton = 25\nled = 12\n", "")
    message = error_for(tmp_path, text)
    assert message.startswith("timers.white: missing")


def test_a_timer_kites_does_not_have_is_named(tmp_path):
    message = error_for(tmp_path, REFERENCE_TEXT + "[timers.green]\nbutton = 20\nled = 21\n")
    assert message.startswith("timers.green: there is no green timer")


@pytest.mark.parametrize("value, problem", [
    ('"seventeen"', "must be a BCM GPIO number like 17"),
    ("true", "must be a BCM GPIO number like 17"),
    ("17.5", "must be a BCM GPIO number like 17"),
    ("[]", "an empty list"),
])
def test_a_lamp_of_the_wrong_type_is_named(tmp_path, value, problem):
    text = REFERENCE_TEXT.replace("led = 17", f"led = {value}")
    message = error_for(tmp_path, text)
    assert message.startswith("timers.red.led") and problem in message


def test_gpio_names_and_bar_graphs_are_understood(tmp_path):
    text = REFERENCE_TEXT.replace("led = 17", 'led = ["GPIO17", 7, "BCM8"]')
    assert load_pinmap(write(tmp_path, text)).timer("red").leds == (17, 7, 8)


def test_a_pin_twice_within_a_bar_graph_names_the_list_item(tmp_path):
    text = REFERENCE_TEXT.replace("led = 17", "led = [17, 7, 17]")
    assert error_for(tmp_path, text) == "timers.red.led[2]: GPIO17 is already used by timers.red.led[0]"


def test_a_misspelt_key_is_named(tmp_path):
    text = REFERENCE_TEXT.replace("button = 4\n", "buton = 4\n")
    assert error_for(tmp_path, text).startswith("timers.red.buton: unknown key")


def test_a_missing_button_is_named(tmp_path):
    text = REFERENCE_TEXT.replace("button = 4\n", "")
    assert error_for(tmp_path, text).startswith("timers.red.button: missing")


def test_a_buzzer_must_be_named_by_its_player(tmp_path):
    message = error_for(tmp_path, REFERENCE_TEXT + "[buzzers.seven]\nbutton = 16\nled = 20\n")
    assert message.startswith("buzzers.seven: a buzzer is named by its player number")


def test_a_bad_resistor_value_is_named(tmp_path):
    text = REFERENCE_TEXT.replace("led = 17", 'led = 17\nled_ohms = "220R"')
    assert error_for(tmp_path, text).startswith("timers.red.led_ohms: must be a resistor value")


def test_a_file_that_is_not_toml_says_so(tmp_path):
    assert "not valid TOML" in error_for(tmp_path, "[timers.red\nbutton = 4\n")


def test_a_missing_file_says_so(tmp_path):
    with pytest.raises(PinMapError, match="cannot read the pin map"):
        load_pinmap(tmp_path / "nowhere.toml")


def test_a_pin_map_error_is_a_value_error():
    assert issubclass(PinMapError, ValueError)


def test_the_cameras_ring_is_checked_like_every_other_pin(tmp_path):
    """[ring] pin: optional, one GPIO, never one another part has or a reserved one."""
    assert load_pinmap(write(tmp_path, REFERENCE_TEXT)).ring is None  # a box without the ring
    assert load_pinmap(write(tmp_path, REFERENCE_TEXT + "[ring]\npin = \"GPIO7\"\n")).ring == 7
    assert error_for(tmp_path, REFERENCE_TEXT + "[ring]\npin = 17\n") == "ring.pin: GPIO17 is already used by timers.red.led"
    assert error_for(tmp_path, REFERENCE_TEXT + "[ring]\npin = 3\n").startswith("ring.pin: GPIO3 is reserved")
    assert error_for(tmp_path, REFERENCE_TEXT + "[ring]\n").startswith("ring.pin: missing")
    assert error_for(tmp_path, REFERENCE_TEXT + "[ring]\npin = 7\nlevel = 1\n") == "ring.level: unknown key (expected pin)"
