"""Sparkle*Kitty: the tracker of towers, hands, the Spell Book, Dark Magic and Double races."""

from companion.sparkle_kitty.book import SparkleBook, load_book
from companion.sparkle_kitty.rules import SparkleRules
from companion.sparkle_kitty.state import SparkleState

__all__ = ["SparkleBook", "SparkleRules", "SparkleState", "load_book"]
