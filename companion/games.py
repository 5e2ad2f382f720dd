"""The games the box knows, by the name a setup line gives."""

from __future__ import annotations

from typing import Any

GAMES = ("kites",)


def rules_for(game: str) -> Any:
    if game == "kites":
        from companion.kites import KitesRules

        return KitesRules()
    raise KeyError(game)


def report_for(game: str):
    """(report, summary) functions for a game's state."""
    if game == "kites":
        from companion.kites.report import report, summary

        return report, summary
    raise KeyError(game)
