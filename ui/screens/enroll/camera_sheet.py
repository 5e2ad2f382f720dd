"""The camera on the Cards & scanner screen: what it sees (a small live preview) and what it says
("reading Kites cards", "hold it still", "not sure: red+blue or red?", what it read), in big type
beside it, to aim the camera and check the light before a game.

The preview is the reader's latest frame (in memory: never written anywhere), shrunk by taking
every Nth pixel and drawn into one Kivy texture a few times a second, only while this sheet is up
on this screen: the shared boards never draw it.
"""

from __future__ import annotations

from typing import Any

from kivy.app import App
from kivy.clock import Clock
from kivy.graphics.texture import Texture
from kivy.metrics import dp
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.image import Image
from kivy.uix.label import Label

from ui import theme
from ui.scan_sheets import ScanSheet
from ui.widgets.buttons import BigButton

PREVIEW_EVERY = 0.25  # seconds between two preview frames: enough to aim a camera, little CPU
PREVIEW_W = 320  # pixels across the preview at most (a 640x480 frame: every 2nd pixel)
STATE_SIZE = theme.TITLE  # "hold it still", "reading Kites cards": read from across the table


def preview_pixels(frame: Any, width: int = PREVIEW_W) -> tuple[bytes, int, int] | None:
    """(RGB bytes bottom row first, as a GL texture takes them; width; height) of a BGR frame
    shrunk to at most `width` across; None for anything that is not a colour image."""
    import numpy as np

    if not isinstance(frame, np.ndarray) or frame.ndim != 3 or frame.shape[2] < 3 or frame.size == 0:
        return None
    step = max(1, -(-frame.shape[1] // width))
    small = frame[::-step, ::step, 2::-1]  # bottom row first, B G R -> R G B
    height, across = small.shape[:2]
    return np.ascontiguousarray(small, dtype=np.uint8).tobytes(), across, height


def sheet_words(status: Any, now: float) -> str:
    """The camera's name, then what it is doing in big type, then its last read: for the sheet."""
    from kivy.utils import escape_markup

    name, _sep, doing = status.describe(now).partition(": ")
    if not doing:  # "Camera /dev/video0 not found, retrying", "Camera X ready": one sentence
        name, doing = "", name
    size = f"{STATE_SIZE:g}"
    text = (f"{escape_markup(name)}\n" if name else "") + f"[size={size}][b]{escape_markup(doing)}[/b][/size]"
    if status.last_tag:
        text += f"\nlast read: {escape_markup(status.last_tag.split(':', 1)[-1])}"
    return text


def looks_words(count: int, newest: str, said: str = "") -> str:
    """How many looks the camera remembers for the game, the newest named; then what was just done."""
    text = "no look remembered" if not count else f"{count} look{'s' if count > 1 else ''} remembered, last {newest}"
    return f"{text} · {said}" if said else text


class CameraSheet(ScanSheet):
    """The preview and the camera's words; the looks remembered for the game (companion/camera/
    enrolled.py): "Remember the card in view as ..." (the card picked on the screen) enrols a card
    by showing it, "Forget the last look" takes the newest back, and its undo keeps it again."""

    def __init__(self, screen: Any, **kwargs):
        super().__init__(height=dp(400), **kwargs)
        self.screen = screen
        self._shown: Any = None  # the frame on the texture now
        self._forgotten: tuple[str, Any] | None = None  # the look just forgotten (card, look): its undo
        self._said = ""
        row = BoxLayout(spacing=dp(10))
        self.preview = Image(size_hint=(None, 1), width=dp(PREVIEW_W), fit_mode="contain")
        row.add_widget(self.preview)
        column = BoxLayout(orientation="vertical", spacing=dp(6))
        self.words = Label(font_size=theme.TEXT, color=theme.TEXT_COLOUR, halign="left", valign="top", markup=True)
        self.words.bind(size=lambda label, size: setattr(label, "text_size", size))
        column.add_widget(self.words)
        self.looks_words = Label(font_size=theme.TEXT_FLOOR, color=theme.TEXT_COLOUR, halign="left", valign="middle",
                                 size_hint_y=None, height=dp(48))
        self.looks_words.bind(size=lambda label, size: setattr(label, "text_size", size))
        column.add_widget(self.looks_words)
        self.show_button = BigButton(text="", size_hint_y=None, height=theme.TOUCH, font_size=theme.TEXT_FLOOR,
                                     on_press=lambda *_: self.remember_shown())
        self.forget_button = BigButton(text="Forget the last look", size_hint_y=None, height=theme.TOUCH,
                                       font_size=theme.TEXT_FLOOR, on_press=lambda *_: self.forget_or_undo())
        column.add_widget(self.show_button)
        column.add_widget(self.forget_button)
        column.add_widget(BigButton(text="Close", size_hint_y=None, height=theme.TOUCH, on_press=lambda *_: self.close()))
        row.add_widget(column)
        self.panel.add_widget(row)
        self._tick = Clock.schedule_interval(self.update, PREVIEW_EVERY)
        self.update()

    def update(self, _dt: float = 0.0) -> None:
        app = App.get_running_app()
        camera = getattr(getattr(app, "scanning", None), "camera", None)
        if self.parent is None and _dt:  # taken off the screen some other way
            self._tick.cancel()
            return
        self.show_looks()
        if camera is None:
            self.words.text = "No camera set (camera.source in the settings)"
            return
        self.words.text = sheet_words(camera.status, camera.clock())
        frame = camera.latest
        if frame is None or frame is self._shown:
            return
        pixels = preview_pixels(frame)
        if pixels is None:
            return
        data, width, height = pixels
        texture = self.preview.texture
        if texture is None or tuple(texture.size) != (width, height):
            texture = Texture.create(size=(width, height), colorfmt="rgb")
        texture.blit_buffer(data, colorfmt="rgb", bufferfmt="ubyte")
        self.preview.texture = texture
        self.preview.canvas.ask_update()
        self._shown = frame

    # -- the looks remembered ----------------------------------------------------------------------
    def _game(self) -> str:
        return str(getattr(self.screen, "game", ""))

    def show_looks(self) -> None:
        from companion.camera.looks import store
        from ui.scan_words import card_title

        game = self._game()
        looks = store().of(game) if game else ()
        newest = card_title(looks[-1][1].partition(":")[2], game) if looks else ""
        self.looks_words.text = looks_words(len(looks), newest, self._said)
        picked = str(getattr(self.screen, "card", "") or "")
        if picked:
            self.show_button.text, self.show_button.disabled = f"Remember the card in view as {card_title(picked, game)}", False
        else:
            self.show_button.text, self.show_button.disabled = "Close, tap a card, then show it to remember its look", True
        if self._forgotten is not None:
            self.forget_button.text, self.forget_button.disabled = f"Undo: keep {card_title(self._forgotten[0].partition(':')[2], game)}'s look", False
        else:
            self.forget_button.text, self.forget_button.disabled = "Forget the last look", not looks

    def remember_shown(self) -> None:
        """Enrol by showing: the card in view now is the card picked on the screen."""
        from companion.camera.card import find_card
        from companion.camera.enrolled import look_of
        from companion.camera.looks import store
        from ui.scan_words import card_title

        app = App.get_running_app()
        camera = getattr(getattr(app, "scanning", None), "camera", None)
        game, picked = self._game(), str(getattr(self.screen, "card", "") or "")
        frame = getattr(camera, "latest", None)
        found = find_card(frame) if frame is not None and picked else None
        if found is None:
            self._said = "no card in view: nothing remembered"
        else:
            store().remember(f"{game}:{picked}", look_of(found.image))
            self._forgotten = None
            self._said = f"remembered {card_title(picked, game)}'s look"
        self.show_looks()

    def forget_or_undo(self) -> None:
        from companion.camera.looks import store
        from ui.scan_words import card_title

        game = self._game()
        if self._forgotten is not None:  # the undo: the look just forgotten is kept again
            card, look = self._forgotten
            store().remember(card, look)
            self._forgotten, self._said = None, f"kept {card_title(card.partition(':')[2], game)}'s look"
        else:
            looks = store().of(game)
            if looks:
                look_id, card, look = looks[-1]
                store().forget(look_id)
                self._forgotten, self._said = (card, look), f"forgot {card_title(card.partition(':')[2], game)}'s look"
        self.show_looks()

    def close(self) -> None:
        self._tick.cancel()
        if self.parent is not None:
            self.parent.remove_widget(self)
        if getattr(self.screen, "camera_sheet", None) is self:
            self.screen.camera_sheet = None
