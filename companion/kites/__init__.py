"""Kites: the six sand timers and the referee of the whole rulebook."""

from companion.kites.book import KitesBook, load_book
from companion.kites.rules import KitesRules
from companion.kites.state import KitesState

__all__ = ["KitesBook", "KitesRules", "KitesState", "load_book"]
