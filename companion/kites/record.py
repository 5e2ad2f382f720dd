"""What the history keeps of a Kites show: won or lost, cards left, the score band, its length.

Kites is played together: everyone at the table wins or loses the show as one."""

from __future__ import annotations

from companion.history.clock import played
from companion.history.play import Play, Record, most
from companion.kites.rules import KitesRules
from companion.kites.state import KitesState

COOPERATIVE = True


def record(rules: KitesRules, state: KitesState) -> Record:
    n = state.setup.players
    if not state.over:
        return Record("abandoned", (), f"stopped, {state.cards_left} cards left",
                      {"cards_left": state.cards_left})
    band = rules.book.band_for(state.cards_left).band
    result, ended_at = state.result, state.ended_at
    assert result is not None and ended_at is not None, "a show over has ended, won or lost"
    show = played(state, ended_at)
    figures = {"cards_left": state.cards_left, "band": band, "show_s": show, "won": result == "won"}
    key = f"{result}, {state.cards_left} cards left, band {band}"
    winners = tuple(range(n)) if result == "won" else ()
    return Record(result, winners, key, figures)


LABELS = {"best_band": "Best score band", "longest_show_s": "Longest show", "won": "Shows won"}


def stats(plays: list[Play]) -> dict:
    """Over finished shows: the band of the won show with the fewest cards left, the longest show."""
    won = [p for p in plays if p.figures.get("won")]
    best = min(won, key=lambda p: p.figures["cards_left"], default=None)
    return {"best_band": best.figures["band"] if best else None,
            "longest_show_s": most(p.figures.get("show_s") for p in plays), "won": len(won)}
