"""Choosing the pin factory, the gpiozero way, with a fallback to gpiozero's own mock pins.

Order: a factory already set on `Device.pin_factory` (tests set a MockFactory) wins; then
`GPIOZERO_PIN_FACTORY` (gpiozero reads it itself; a wrong name is an error, not a silent mock);
then gpiozero's default search (lgpio, rpigpio, pigpio, native). Off a Pi that search fails and the
box runs on `MockFactory(pin_class=MockPWMPin)`, so the LEDs can still glow on screen.

The only global touched is gpiozero's own `Device.pin_factory`, which `release_pin_factory()`
(or a test's `Device.pin_factory = None`) puts back.
"""

from __future__ import annotations

import os
import warnings
from dataclasses import dataclass
from typing import Any, Callable

from gpiozero import Device
from gpiozero.pins.mock import MockFactory, MockPWMPin

ENV = "GPIOZERO_PIN_FACTORY"

# gpiozero's entry-point names for its factories, to describe one the way a user would ask for it.
NAMES = {
    "LGPIOFactory": "lgpio", "RPiGPIOFactory": "rpigpio", "PiGPIOFactory": "pigpio",
    "NativeFactory": "native", "MockFactory": "mock",
}


@dataclass(frozen=True)
class PinFactoryChoice:
    name: str  # lgpio, rpigpio, pigpio, native, mock
    mock: bool
    how: str  # why this one: "already set", "GPIOZERO_PIN_FACTORY=mock", "default", "fallback: ..."
    factory: Any
    fallbacks: tuple[str, ...] = ()  # why each real factory was skipped, when it fell back to mock

    def describe(self) -> str:
        kind = "simulated pins (gpiozero MockFactory with MockPWMPin)" if self.mock else "real GPIO"
        return f"{self.name}: {kind}; {self.how}"


def choose_pin_factory(default: Callable[[], Any] | None = None) -> PinFactoryChoice:
    """Set `Device.pin_factory` if it is unset, and say which factory the box will use.

    `default` is gpiozero's own search unless a caller (a test) passes another loader.
    """
    if Device.pin_factory is not None:
        return _describe(Device.pin_factory, "already set")
    if os.environ.get(ENV):
        Device.ensure_pin_factory()  # gpiozero's own lookup: a bad name raises BadPinFactory
        return _describe(Device.pin_factory, f"{ENV}={os.environ[ENV]}")
    loader = default or Device._default_pin_factory
    with warnings.catch_warnings(record=True) as fell_back:
        # gpiozero warns for each factory it skips; on a laptop that is every one of them, which
        # says nothing new: the fallback below is the point.
        warnings.simplefilter("always")
        try:
            Device.pin_factory = loader()
            return _describe(Device.pin_factory, "gpiozero's default")
        except Exception as exc:  # gpiozero raises BadPinFactory, drivers raise what they like
            reasons = tuple(str(w.message) for w in fell_back) or (str(exc),)
    Device.pin_factory = MockFactory(pin_class=MockPWMPin)
    return _describe(Device.pin_factory, "no GPIO found on this computer", reasons)


def release_pin_factory() -> None:
    """Close the factory and unset it, so the next `choose_pin_factory()` starts afresh."""
    if Device.pin_factory is not None:
        Device.pin_factory.close()
        Device.pin_factory = None


def _describe(factory: Any, how: str, fallbacks: tuple[str, ...] = ()) -> PinFactoryChoice:
    mock = isinstance(factory, MockFactory)
    if mock and not issubclass(factory.pin_class, MockPWMPin):
        # GPIOZERO_PIN_FACTORY=mock builds plain MockPins, which cannot dim an LED. gpiozero
        # documents pin_class as changeable after construction.
        factory.pin_class = MockPWMPin
        how += "; pin class set to MockPWMPin for the dimmable LEDs"
    name = NAMES.get(type(factory).__name__, type(factory).__name__)
    return PinFactoryChoice(name=name, mock=mock, how=how, factory=factory, fallbacks=fallbacks)
