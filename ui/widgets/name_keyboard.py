"""A big on-screen keyboard for names: keys of our own, 56 px tall and about 76 px wide (a
finger, not a stylus), with space, backspace and done. No physical keyboard is ever needed.
Each word starts with a capital by itself, as names do."""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.metrics import dp, sp

from ui.widgets.buttons import BigButton

ROWS = ("QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-.")
MAX_LETTERS = 24  # what a seat tile holds (companion/people.py refuses longer)


def typed(text: str, key: str) -> str:
    """The text after one key: a letter (capital at a word's start), "space" or "back"."""
    if key == "back":
        return text[:-1]
    if key == "space":
        return text + " " if text and not text.endswith(" ") and len(text) < MAX_LETTERS else text
    if len(text) >= MAX_LETTERS:
        return text
    return text + (key.upper() if not text or text.endswith(" ") else key.lower())


class KeyButton(BigButton):
    key = StringProperty("")


class NameKeyboard(BoxLayout):
    """`text` is what was typed; `done` fires on Done (bind `on_done`)."""

    text = StringProperty("")
    key_height = NumericProperty(dp(56))
    __events__ = ("on_done",)

    def on_kv_post(self, base_widget) -> None:
        for letters in ROWS:
            row = BoxLayout(spacing=dp(4), size_hint_y=None, height=self.key_height)
            for letter in letters:
                row.add_widget(KeyButton(text=letter, key=letter, on_release=self._press, font_size=sp(26)))
            self.ids.rows.add_widget(row)

    def _press(self, button: KeyButton) -> None:
        self.press(button.key)

    def press(self, key: str) -> None:
        self.text = typed(self.text, key)

    def on_done(self) -> None:
        pass


Builder.load_file(str(Path(__file__).with_suffix(".kv")))
