"""A question before something that cannot be seen again at a glance: a large sheet over the
whole window, its headline, what happens in plain words, and two finger-sized answers. The safe
answer (keep playing) is on the left and green; the one that goes on is on the right and says
what it does. Nothing under the sheet takes a touch while it is up (a ModalView swallows them).

`ask(headline, detail, go, stay)` puts one up; the app asks through it before a game in
progress is left for another (ui/app.py `start`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from kivy.lang import Builder
from kivy.properties import StringProperty
from kivy.uix.modalview import ModalView

from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class ConfirmSheet(ModalView):
    headline = StringProperty("")
    detail = StringProperty("")
    go_text = StringProperty("")
    stay_text = StringProperty("")

    def __init__(self, on_go: Callable[[], None], on_stay: Callable[[], None], **kwargs):
        super().__init__(auto_dismiss=False, **kwargs)
        self._anim_duration = 0  # up at once: no half-drawn fade for a finger to meet
        self._on_go, self._on_stay = on_go, on_stay

    def go(self) -> None:
        self.dismiss(animation=False)
        self._on_go()

    def stay(self) -> None:
        self.dismiss(animation=False)
        self._on_stay()


def ask(headline: str, detail: str, go: tuple[str, Callable[[], None]],
        stay: tuple[str, Callable[[], None]]) -> ConfirmSheet:
    """Put the question up: `go` and `stay` are (words, what the tap does)."""
    sheet = ConfirmSheet(go[1], stay[1], headline=headline, detail=detail, go_text=go[0], stay_text=stay[0])
    sheet.open(animation=False)
    return sheet
