"""Spot It! (Dobble), the Tower race: every race is for the pile's top card, the first buzzer
names the symbol their own top card shares with it, the host calls RIGHT or WRONG."""

from companion.lazy import exports

__all__ = ["SpotItRules", "SpotItState"]
__getattr__ = exports(__name__, {"SpotItRules": "rules", "SpotItState": "state"})
