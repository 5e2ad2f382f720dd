"""What the history keeps of a Spot It! game: who won (a tie for the most cards shares it), each
seat's cards, the wrong answers and the closest race."""

from __future__ import annotations

from companion.history.margins import closest_margin_ms
from companion.history.play import Play, Record, least, most, seat_ref
from companion.spotit.report import names as seat_names
from companion.spotit.rules import SpotItRules
from companion.spotit.state import SpotItState


def record(rules: SpotItRules, state: SpotItState) -> Record:
    names = seat_names(state)
    wrong = [sum(1 for c in state.calls if c.player == s and not c.right) for s in state.players]
    closest = closest_margin_ms(r.verdict for r in state.races if r.confirmed)
    figures = {"cards": list(state.cards), "wrong_answers": sum(wrong), "wrong_by_seat": wrong, "closest_ms": closest,
               "most_cards": max(state.cards)}
    cards = ", ".join(f"{seat_ref(s)} {n}" for s, n in enumerate(state.cards))
    if not state.over:
        return Record("abandoned", (), f"stopped with {state.pile} cards in the pile; {cards}", figures, names,
                      scores=state.cards)
    winners = state.winners
    won = " and ".join(seat_ref(s) for s in winners)
    key = f"{won} {'won' if len(winners) == 1 else 'shared the win'} with {max(state.cards)} cards; {cards}"
    return Record("won" if len(winners) == 1 else "tie", winners, key, figures, names, scores=state.cards)


LABELS = {"most_cards": "Most cards in one game", "closest_ms": "Closest race won"}


def stats(plays: list[Play]) -> dict:
    return {"most_cards": most(p.figures.get("most_cards") for p in plays),
            "closest_ms": least(p.figures.get("closest_ms") for p in plays)}
