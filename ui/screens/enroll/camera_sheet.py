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


class CameraSheet(ScanSheet):
    def __init__(self, screen: Any, **kwargs):
        super().__init__(height=dp(300), **kwargs)
        self.screen = screen
        self._shown: Any = None  # the frame on the texture now
        row = BoxLayout(spacing=dp(10))
        self.preview = Image(size_hint=(None, 1), width=dp(PREVIEW_W), fit_mode="contain")
        row.add_widget(self.preview)
        column = BoxLayout(orientation="vertical", spacing=dp(6))
        self.words = Label(font_size=theme.TEXT, color=theme.TEXT_COLOUR, halign="left", valign="top", markup=True)
        self.words.bind(size=lambda label, size: setattr(label, "text_size", size))
        column.add_widget(self.words)
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

    def close(self) -> None:
        self._tick.cancel()
        if self.parent is not None:
            self.parent.remove_widget(self)
        if getattr(self.screen, "camera_sheet", None) is self:
            self.screen.camera_sheet = None
