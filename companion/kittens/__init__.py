"""Exploding Kittens with Streaking Kittens: the deck set up, the pile, the odds, turns, Nopes."""

from companion.kittens.book import KittensBook, load_book
from companion.kittens.rules import KittensRules
from companion.kittens.state import KittensState

__all__ = ["KittensBook", "KittensRules", "KittensState", "load_book"]
