"""A card the camera is not sure of, asked on the board: its best two candidates as big buttons
(each says the card in words), and Cancel. A tap enters that card as the scan it would have been;
Cancel enters nothing. The camera itself never guesses (hardware/readers/camera.py: `Ask`).

The question also teaches: "Remember its look" (off until tapped; it says ON or off in words, not
by its colour alone) and then the card's button: the card goes in and the box remembers that card's
look (companion/camera/enrolled.py), so the camera reads it the next time it is shown. Cancel
remembers nothing; a look remembered by mistake is forgotten on the Cards & scanner screen's
Camera sheet ("Forget the last look"), and the card played is undone as any card is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.spine import Choice, Need
from ui.scan_words import card_title

ASK = "camera"


@dataclass(frozen=True)
class CameraQuestion:
    """What the scan sheets ask (`need`, `ask`), for a camera's unsure card: the value of each
    choice is the card's printed code, as the camera would have read it. `candidates`: the
    camera's own, in its order (which unsure card a look to remember belongs to)."""

    need: Need
    ask: str = ASK
    candidates: tuple[str, ...] = ()


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
    return CameraQuestion(Need(key="card", prompt="The camera is not sure: which card is it?", choices=tuple(choices)),
                          candidates=tuple(str(code) for code, _share in ask.candidates))


def teach(camera: Any, question: CameraQuestion, card: str) -> int | None:
    """Remember the look of the card `question` asked about as `card`: the look's id (to forget
    it), or None when the camera has no look of it (another card was unsure since, or the
    camera's recognizer keeps no looks)."""
    recognizer = getattr(camera, "recognizer", None)
    learn = getattr(recognizer, "teach", None)
    if learn is None:
        return None
    return learn(card, candidates=question.candidates)


def remember_words(on: bool) -> str:
    return "Remember its look: ON" if on else "Remember its look: off"


def question_sheet(scanning: Any, question: CameraQuestion) -> Any:
    """The sheet over the board: the prompt and Cancel, the candidates, and the teaching switch."""
    from kivy.metrics import dp

    from ui import theme
    from ui.scan_sheets import QuestionSheet, _button

    sheet = QuestionSheet(scanning, question)
    sheet.remember = False
    switch = _button(remember_words(False), lambda: _flip(sheet), size_hint_y=None, height=theme.TOUCH,
                     font_size=theme.TEXT)
    sheet.remember_button = switch
    sheet.panel.height += theme.TOUCH + dp(6)
    sheet.panel.add_widget(switch)
    return sheet


def _flip(sheet: Any) -> None:
    from ui import theme

    sheet.remember = not sheet.remember
    button = sheet.remember_button
    button.text = remember_words(sheet.remember)
    button.fill = theme.GOOD if sheet.remember else theme.BUTTON
    button.color = theme.ink_on(button.fill)
