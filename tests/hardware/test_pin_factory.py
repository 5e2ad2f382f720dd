"""Choosing the pin factory the gpiozero way, with the mock as the fallback off a Pi."""

from __future__ import annotations

import pytest
from gpiozero import Device
from gpiozero.exc import BadPinFactory
from gpiozero.pins.mock import MockFactory, MockPWMPin

from hardware.pins import choose_pin_factory, release_pin_factory


def test_a_factory_already_set_is_used_as_it_is(mock_pins):
    choice = choose_pin_factory()
    assert choice.factory is mock_pins and choice.mock and choice.name == "mock"


def test_the_environment_variable_is_respected_and_mock_pins_can_dim(monkeypatch):
    Device.pin_factory = None
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "mock")
    monkeypatch.delenv("GPIOZERO_MOCK_PIN_CLASS", raising=False)
    choice = choose_pin_factory()
    assert choice.mock and "GPIOZERO_PIN_FACTORY=mock" in choice.how
    assert Device.pin_factory.pin_class is MockPWMPin  # gpiozero's default MockPin cannot do PWM


def test_a_wrong_factory_name_is_an_error_not_a_silent_mock(monkeypatch):
    Device.pin_factory = None
    monkeypatch.setenv("GPIOZERO_PIN_FACTORY", "no-such-factory")
    with pytest.raises(BadPinFactory):
        choose_pin_factory()


def test_without_gpio_it_falls_back_to_mock_pwm_pins(monkeypatch):
    Device.pin_factory = None
    monkeypatch.delenv("GPIOZERO_PIN_FACTORY", raising=False)

    def no_gpio():
        raise BadPinFactory("Unable to load any default pin factory!")

    choice = choose_pin_factory(default=no_gpio)
    assert choice.mock and isinstance(Device.pin_factory, MockFactory)
    assert Device.pin_factory.pin_class is MockPWMPin
    assert choice.fallbacks == ("Unable to load any default pin factory!",)


def test_release_unsets_the_factory():
    release_pin_factory()
    assert Device.pin_factory is None
