"""Kites: the six sand timers and the referee of the whole rulebook."""

from companion.lazy import exports

__all__ = ["KitesBook", "KitesRules", "KitesState", "load_book"]
__getattr__ = exports(__name__, {"KitesBook": "book", "load_book": "book", "KitesRules": "rules", "KitesState": "state"})
