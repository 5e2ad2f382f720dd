"""The games the box knows, by the name a setup line gives."""

from __future__ import annotations

from typing import Any

GAMES = ("kites", "buzzers", "sparkle_kitty", "kittens", "sparkle_kitty_nights")


def rules_for(game: str) -> Any:
    if game == "kites":
        from companion.kites import KitesRules

        return KitesRules()
    if game == "buzzers":
        from companion.buzzers import BuzzersRules

        return BuzzersRules()
    if game == "sparkle_kitty":
        from companion.sparkle_kitty import SparkleRules

        return SparkleRules()
    if game == "kittens":
        from companion.kittens import KittensRules

        return KittensRules()
    if game == "sparkle_kitty_nights":
        from companion.sparkle_kitty.nights import NightsRules

        return NightsRules()
    raise KeyError(game)


def report_for(game: str):
    """(report, summary) functions for a game's state."""
    if game == "kites":
        from companion.kites.report import report, summary

        return report, summary
    if game == "buzzers":
        from companion.buzzers.report import report, summary

        return report, summary
    if game == "sparkle_kitty":
        from companion.sparkle_kitty.report import report, summary

        return report, summary
    if game == "kittens":
        from companion.kittens.report import report, summary

        return report, summary
    if game == "sparkle_kitty_nights":
        from companion.sparkle_kitty.nights.report import report, summary

        return report, summary
    raise KeyError(game)


def public_export(game: str, lines: list[str]) -> list[str]:
    """The export of a game still in progress: what the table may see (a hidden role never)."""
    if game == "sparkle_kitty_nights":
        from companion.sparkle_kitty.nights.transcript import public_lines

        return public_lines(lines)
    return lines
