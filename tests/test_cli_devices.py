"""The composition root opens the devices, once, and never lets one keep the touchscreen from
running: a box on gpiozero's mock pins, a reader from the settings, each None with the reason
when it cannot open."""

from __future__ import annotations

import pytest
from gpiozero import Device, LED
from gpiozero.pins.mock import MockFactory, MockPWMPin

from companion.cli_devices import device_opener, open_box, open_reader
from hardware.pinmap import load_pinmap


@pytest.fixture(autouse=True)
def mock_pins():
    saved = Device.pin_factory
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    yield
    Device.pin_factory.reset()
    Device.pin_factory = saved


def test_the_opener_hands_over_one_box_for_every_game_and_no_reader_unless_configured():
    devices = device_opener(None, {"reader.port": None, "reader.protocol": "none", "sound.volume": 30})()
    try:
        assert devices.box is not None and devices.box.mock and devices.box_error is None
        assert sorted(devices.box.buttons) == list(range(8)) and devices.box.tunes.volume == 30
        assert devices.reader is None and devices.reader_error is None
    finally:
        devices.box.close()


def test_a_pin_already_taken_leaves_a_touch_only_app_with_the_reason():
    taken = LED(load_pinmap().timers[0][1].button)  # another program holds the first button's pin
    try:
        box, why = open_box()
        assert box is None and "running touch-only" in why
    finally:
        taken.close()
    box, why = open_box()  # nothing was left claimed by the failed attempt
    assert box is not None and why is None
    box.close()


def test_a_reader_that_cannot_start_says_why():
    reader, why = open_reader({"reader.port": "/dev/null", "reader.protocol": "no-such-protocol"})
    assert reader is None and "no-such-protocol" in why
