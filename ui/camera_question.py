"""A card the camera is not sure of, asked on the board: its best two candidates as big buttons
(each says the card in words), and Cancel. A tap enters that card as the scan it would have been;
Cancel enters nothing. The camera itself never guesses (hardware/readers/camera.py: `Ask`).

The question also teaches: "Remember its look" (off until tapped; it says ON or off in words, not
by its colour alone) and then the card's button: the card goes in and the box remembers that card's
look (companion/camera/enrolled.py), so the camera reads it the next time it is shown. When neither
candidate is the card, "Other card" offers the game's deck as the virtual scanner does (a big deck
by its words first), the switch as it was. A card it has no candidate for at all (a Kites challenge
card has no kite on it) is asked from the deck at once: "The camera cannot read this card". Cancel
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
    picker: str | None = None  # the deck to pick from ("": all of it or its groups; a group's name)
    game: str = ""  # whose cards


def question_for(ask: Any, game: str) -> CameraQuestion | None:
    """The question for a camera's `Ask` about `game`'s cards: its candidates of that game; none
    at all (a card it cannot read, a Kites challenge card with no kite on it): the game's deck to
    say which it is (and teach it). None: its candidates are all another game's cards."""
    from companion.cards.catalog import CATALOGS

    catalog = CATALOGS.get(game)
    deck = catalog.deck() if catalog is not None else {}
    choices = []
    for code, _share in ask.candidates[:2]:
        prefix, _sep, card = str(code).partition(":")
        if prefix == game and card in deck:  # a card of the game's catalog, or not offered
            choices.append(Choice(card_title(card, game), code))
    candidates = tuple(str(code) for code, _share in ask.candidates)
    if not choices:
        if candidates:
            return None
        return picker_for(CameraQuestion(Need(key="card", prompt="", choices=()), game=game), game,
                          prompt="The camera cannot read this card: which is it?")
    return CameraQuestion(Need(key="card", prompt="The camera is not sure: which card is it?", choices=tuple(choices)),
                          candidates=candidates, game=game)


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


GROUP = "group:"  # a picker's choice that opens a group of a big deck (a Sparkle*Kitty word)


def picker_for(question: CameraQuestion, game: str, group: str | None = None,
               prompt: str = "Which card is it?") -> CameraQuestion | None:
    """Neither candidate is the card: the game's deck to pick it from, as the virtual scanner shows
    it (a deck of more than FLAT cards by its groups first, then the group's cards); the camera's
    candidates carried along (whose look it is). None: the game has no catalog."""
    from companion.cards.catalog import CATALOGS
    from ui.scan_sheets import FLAT
    from ui.scan_words import card_words

    catalog = CATALOGS.get(game)
    if catalog is None:
        return None
    deck = list(catalog.deck())
    if len(deck) > FLAT and group is None:
        choices = tuple(Choice(name, GROUP + name) for name, _cards in catalog.groups())
        prompt = f"{prompt} Its word first"
    else:
        cards = deck if group is None else dict(catalog.groups()).get(group, [])
        choices = tuple(Choice(card_words(game, card, group is not None), f"{game}:{card}") for card in cards)
        prompt = f"{group}: which card is it?" if group else prompt
    return CameraQuestion(Need(key="card", prompt=prompt, choices=choices), candidates=question.candidates,
                          picker=group or "", game=game)


def question_sheet(scanning: Any, question: CameraQuestion) -> Any:
    """The sheet over the board: the prompt and Cancel, a button per card (or per group of a big
    deck), then the teaching switch and "Other card" (the deck, when neither candidate is it)."""
    import math

    from kivy.metrics import dp
    from kivy.uix.boxlayout import BoxLayout
    from kivy.uix.gridlayout import GridLayout

    from ui import theme
    from ui.scan_sheets import ROW, ScanSheet, _button, _heading

    choices = question.need.choices
    per_line = min(max(len(choices), 1), 5)
    lines = math.ceil(len(choices) / per_line)
    sheet = ScanSheet(dp(64 + 16 + 12) + lines * (ROW + dp(4)) + theme.TOUCH + dp(6), top=True)
    sheet.question, sheet.remember = question, False
    head = BoxLayout(size_hint_y=None, height=dp(56), spacing=dp(8))
    prompt = _heading(f"[b]{question.need.prompt}[/b]", dp(56))
    head.add_widget(prompt)
    head.add_widget(_button("Cancel", scanning.close_sheet, size_hint_x=None, width=dp(120), font_size=theme.TEXT))
    sheet.panel.add_widget(head)
    grid = GridLayout(cols=per_line, spacing=dp(4), row_default_height=ROW, row_force_default=True)
    for choice in choices:
        if str(choice.value).startswith(GROUP):
            press = (lambda g=str(choice.value)[len(GROUP):]: _open(scanning, sheet, g))
        else:
            press = (lambda v=choice.value: scanning.answer(question, v))
        grid.add_widget(_button(choice.label, press, font_size=theme.TEXT_FLOOR if len(choices) > 5 else theme.TEXT))
    sheet.panel.add_widget(grid)
    row = BoxLayout(size_hint_y=None, height=theme.TOUCH, spacing=dp(8))
    switch = _button(remember_words(False), lambda: _flip(sheet), font_size=theme.TEXT)
    sheet.remember_button = switch
    row.add_widget(switch)
    more = "Other card" if question.picker is None else "« all words" if question.picker else ""
    if more and _game_of(question):  # the deck when neither candidate is it; a word's cards: back to the words
        row.add_widget(_button(more, lambda: _open(scanning, sheet, None), size_hint_x=None, width=dp(200),
                               font_size=theme.TEXT))
    sheet.panel.add_widget(row)
    return sheet


def _game_of(question: CameraQuestion) -> str:
    return question.game or (question.candidates[0].partition(":")[0] if question.candidates else "")


def _open(scanning: Any, sheet: Any, group: str | None) -> None:
    """The deck (or a group of it) in place of the question, the switch as it was."""
    picker = picker_for(sheet.question, _game_of(sheet.question), group)
    if picker is not None:
        scanning.show_question(picker)
        if getattr(scanning, "_sheet", None) is not None and sheet.remember:
            _flip(scanning._sheet)


def _flip(sheet: Any) -> None:
    from ui import theme

    sheet.remember = not sheet.remember
    button = sheet.remember_button
    button.text = remember_words(sheet.remember)
    button.fill = theme.GOOD if sheet.remember else theme.BUTTON
    button.color = theme.ink_on(button.fill)
