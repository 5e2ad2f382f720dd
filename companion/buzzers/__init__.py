"""Buzzers: a quiz-buzzer on its own. Arm, race, the earliest edge wins, reset."""

from companion.lazy import exports

__all__ = ["BuzzersRules", "BuzzersState"]
__getattr__ = exports(__name__, {"BuzzersRules": "rules", "BuzzersState": "state"})
