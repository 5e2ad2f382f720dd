"""A card the camera is not sure of, asked on the board: its best two candidates as big buttons
(each says the card in words), and Cancel. A tap enters that card as the scan it would have been;
Cancel enters nothing. The camera itself never guesses (hardware/readers/camera.py: `Ask`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.spine import Choice, Need
from ui.scan_words import card_title

ASK = "camera"


@dataclass(frozen=True)
class CameraQuestion:
    """What the scan sheets ask (`need`, `ask`), for a camera's unsure card: the value of each
    choice is the card's printed code, as the camera would have read it."""

    need: Need
    ask: str = ASK


def question_for(ask: Any, game: str) -> CameraQuestion | None:
    """The question for a camera's `Ask` about `game`'s cards (None: no candidate of that game)."""
    from companion.cards.catalog import CATALOGS

    catalog = CATALOGS.get(game)
    deck = catalog.deck() if catalog is not None else {}
    choices = []
    for code, _share in ask.candidates[:2]:
        prefix, _sep, card = str(code).partition(":")
        if prefix == game and card in deck:  # a card of the game's catalog, or not offered
            choices.append(Choice(card_title(card, game), code))
    if not choices:
        return None
    return CameraQuestion(Need(key="card", prompt="The camera is not sure: which card is it?", choices=tuple(choices)))
