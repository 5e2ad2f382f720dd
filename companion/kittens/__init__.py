"""Exploding Kittens with Streaking Kittens: the deck set up, the pile, the odds, turns, Nopes."""

from companion.lazy import exports

__all__ = ["KittensBook", "KittensRules", "KittensState", "load_book"]
__getattr__ = exports(__name__, {"KittensBook": "book", "load_book": "book", "KittensRules": "rules",
                                 "KittensState": "state"})
