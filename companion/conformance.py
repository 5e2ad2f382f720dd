"""What mypy checks: every registered game's rules class is a `companion.spine.Rules` of its own
state. Never imported at run time (nothing here runs); `tests/test_types.py` runs mypy over it.

A class that misses a method of the protocol, or takes or returns the wrong type in one, fails
here by name, before any table plays it.

Nights is checked as `Rules[NightsState]`, not as `Rules[SparkleState]`: its inputs read teams,
exposures and enchantments, which only a Nights state has, so claiming it referees any
Sparkle*Kitty state would be false. `SparkleRules` is generic in its state instead; Nights inherits
it as `SparkleRules[NightsState]`, so every inherited input takes and gives back a Nights state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.buzzers.rules import BuzzersRules
    from companion.buzzers.state import BuzzersState
    from companion.kites.rules import KitesRules
    from companion.kites.state import KitesState
    from companion.kittens.rules import KittensRules
    from companion.kittens.state import KittensState
    from companion.sparkle_kitty.nights.rules import NightsRules
    from companion.sparkle_kitty.nights.state import NightsState
    from companion.sparkle_kitty.rules import SparkleRules
    from companion.sparkle_kitty.state import SparkleState
    from companion.spine import Rules

    kites: Rules[KitesState] = KitesRules()
    buzzers: Rules[BuzzersState] = BuzzersRules()
    sparkle_kitty: Rules[SparkleState] = SparkleRules[SparkleState]()
    nights: Rules[NightsState] = NightsRules()
    kittens: Rules[KittensState] = KittensRules()
