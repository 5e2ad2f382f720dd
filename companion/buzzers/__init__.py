"""Buzzers: a quiz-buzzer on its own. Arm, race, the earliest edge wins, reset."""

from companion.buzzers.rules import BuzzersRules
from companion.buzzers.state import BuzzersState

__all__ = ["BuzzersRules", "BuzzersState"]
