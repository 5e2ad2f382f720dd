"""Sparkle*Kitty: the tracker of towers, hands, the Spell Book, Dark Magic and Double races."""

from companion.lazy import exports

__all__ = ["SparkleBook", "SparkleRules", "SparkleState", "load_book"]
__getattr__ = exports(__name__, {"SparkleBook": "book", "load_book": "book", "SparkleRules": "rules",
                                 "SparkleState": "state"})
