"""How a scanned card is named on screen: a card's title, its button's words on the virtual
scanner and the enrollment screen, and the virtual scanner's chip tag. Plain text, no Kivy: the
scanning glue (ui/scanning.py), its sheets (ui/scan_sheets.py) and the enrollment screen all
read it from here, so none of them imports another."""

from __future__ import annotations

VIRTUAL_TAG = "04A1B2C3D4"  # what the virtual scanner's "a card with a chip" sends: a UID like an NFC tag's


def card_title(card: str, game: str) -> str:
    """A card's name for people: `red+blue` -> `Red + Blue`, `jiggle-pink` -> `JIGGLE (pink, star)`."""
    from companion.cards.catalog import card_name

    return card_name(game, card)


def group_words(game: str, group: str, cards: list[str]) -> str:
    return f"{group}\n[size=14sp]{len(cards)} card{'' if len(cards) == 1 else 's'}[/size]"


def card_words(game: str, card: str, grouped: bool) -> str:
    """A card's button: within a Sparkle*Kitty word, its colour and symbol (the word is the heading)."""
    name = card_title(card, game)
    if grouped and " (" in name:
        word, _sep, rest = name.partition(" (")
        return word if rest.startswith("Dark Magic") else rest.rstrip(")")
    return name
