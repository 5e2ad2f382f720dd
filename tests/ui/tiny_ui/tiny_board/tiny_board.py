"""Tiny's board: nothing to see (the tests score by the table)."""

from __future__ import annotations

from kivy.uix.screenmanager import Screen


class TinyBoardScreen(Screen):
    pass
