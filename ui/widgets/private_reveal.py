"""Hold-to-see for hidden information on a shared screen (a Knight's team, a role, a peeked Knight).

The table shares one screen, so a secret may only show while its owner keeps a finger (or a
hardware button) on it, after the screen has said to turn it away from the others:

  hidden  the tile says whose secret it is and "hold"; nothing secret anywhere in the widget tree
  warn    held: a full-window cover says TURN THE SCREEN AWAY (still nothing secret)
  shown   still held a moment later: the secret, big, with its word and glyph (never colour alone)

Letting go, a finger sliding off the tile, the tile leaving the window or `hide_all()` (a screen
being left) go back to `hidden` and blank every text the cover showed. The secret itself is never
stored on a widget: `secret` is a function asked at the moment of showing, so a tile waiting on the
board holds only the question, not the answer.

`seat_hold(table, seat, name)` is a seat's own hold in any game: what only that seat knows, in the
game's words (the same lines as its phone's hold), and with phones on its join code; the games'
private flows (Nights' Knights and peeks, Kittens' See the Future and Defuse) and the host's
Phones sheet offer it.

A hardware button can drive the same tile: call `hold("button")` on its press and
`let_go("button")` on its release (from Kivy's main thread, e.g. through `Clock.schedule_once`).
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Any, Callable

from kivy.clock import Clock
from kivy.lang import Builder
from kivy.properties import ColorProperty, NumericProperty, ObjectProperty, OptionProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.floatlayout import FloatLayout

from ui import theme
from ui.widgets.private_reveal_secret import Secret

Builder.load_file(str(Path(__file__).with_suffix(".kv")))

WARNING = "Turn the screen away from the others"
HIDDEN, WARN, SHOWN = "hidden", "warn", "shown"
REVEAL_AFTER = 0.7  # seconds of warning before the secret: time to tilt the box away
# A quick tap (let go during the warning) shows nothing: the tile says, in its own place, what to do.
HINT, HINT_FOR = "Keep holding to see", 3.0


class RevealCover(FloatLayout):
    """The full-window cover while a tile is held. Its texts are blank unless `shown`."""

    phase = OptionProperty(WARN, options=[WARN, SHOWN])
    who = StringProperty("")
    title = StringProperty("")
    detail = StringProperty("")
    qr = ObjectProperty(None, allownone=True)  # the holder's join code (a texture), phones on

    def show(self, secret: Secret) -> None:
        self.title, self.detail = secret.title, secret.detail
        self.phase = SHOWN

    def blank(self) -> None:
        self.title = self.detail = self.who = ""
        self.qr = None
        self.phase = WARN

    def on_touch_down(self, touch):
        return True  # nothing under the cover reacts while a secret may be on show

    def on_touch_move(self, touch):
        return True

    def on_touch_up(self, touch):
        return True


class PrivateReveal(BoxLayout):
    """A tile that shows `secret()` on the whole window only while held (see the module doc)."""

    label = StringProperty("")  # what the tile says: "Ann: hold to see your Knight" (no secret)
    who = StringProperty("")  # whose secret, said on the cover: "Ann only"
    seat = NumericProperty(-1)  # whose seat (-1: none): with phones on, the cover shows its join code
    phase = OptionProperty(HIDDEN, options=[HIDDEN, WARN, SHOWN])
    reveal_after = NumericProperty(REVEAL_AFTER)
    secret = ObjectProperty(None, allownone=True)  # () -> Secret, asked only when showing
    fill = ColorProperty(theme.BUTTON)
    hint = StringProperty("")  # after a quick tap, for a moment instead of `label`: HINT

    _live: "weakref.WeakSet[PrivateReveal]" = weakref.WeakSet()
    _window_bound = False

    def __init__(self, **kwargs):
        self._holders: set = set()
        self._cover: RevealCover | None = None
        self._timer = None
        self._hint_timer = None
        super().__init__(**kwargs)
        PrivateReveal._live.add(self)
        self.register_event_type("on_reveal")
        self.register_event_type("on_hide")

    def on_reveal(self, *_):
        """The secret went on show (a board may log a peek here)."""

    def on_hide(self, *_):
        """The secret is gone from the screen; its argument says whether the holder let go after
        seeing it (a flow may act on that: a Dragon's private choice to expose)."""

    # -- holding ------------------------------------------------------------------------------
    def hold(self, by: object = "touch") -> None:
        """Someone holds the tile (a touch, or a hardware button): warn, then show."""
        first = not self._holders
        self._holders.add(by)
        if not first:
            return
        self.hint = ""
        self.phase = WARN
        cover = self._open_cover()
        cover.who = self.who
        cover.qr = _join_code(self.seat)
        if self.reveal_after <= 0:
            self.reveal()
        else:
            self._timer = Clock.schedule_once(lambda _dt: self.reveal(), self.reveal_after)

    def reveal(self) -> None:
        """The warning has been up long enough: the secret, while the tile is still held."""
        self._cancel_timer()
        if not self._holders or self.secret is None or self._cover is None:
            return
        self._cover.show(self.secret())
        self.phase = SHOWN
        self.dispatch("on_reveal")

    def let_go(self, by: object = "touch") -> None:
        self._holders.discard(by)
        if not self._holders:
            quick = self.phase == WARN  # let go before the secret showed
            self.hide(let_go=True)
            if quick:
                self._show_hint()

    def _show_hint(self) -> None:
        if self._hint_timer is not None:
            self._hint_timer.cancel()
        self.hint = HINT
        self._hint_timer = Clock.schedule_once(lambda _dt: setattr(self, "hint", ""), HINT_FOR)

    def hide(self, let_go: bool = False) -> None:
        """Back to hidden, whoever holds it: every shown text blanked, the cover gone. `on_hide`
        gets True only for the holder's own let-go after the secret was on show (not for a screen
        being left or a sheet closing)."""
        self._holders.clear()
        self._cancel_timer()
        was = self.phase
        self.phase = HIDDEN
        cover, self._cover = self._cover, None
        if cover is not None:
            cover.blank()
            if cover.parent is not None:
                cover.parent.remove_widget(cover)
        if was != HIDDEN:
            self.dispatch("on_hide", let_go and was == SHOWN)

    @classmethod
    def any_held(cls) -> bool:
        """Whether a finger (or a button) holds any tile now."""
        return any(tile._holders for tile in list(cls._live))

    @classmethod
    def hide_all(cls) -> None:
        """Hide every held tile (a screen is being left, the app pauses)."""
        for tile in list(cls._live):
            tile.hide()

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _open_cover(self) -> RevealCover:
        from kivy.core.window import Window

        if not PrivateReveal._window_bound:
            # the window minimised or hidden (a desktop, a remote session): nothing stays up
            PrivateReveal._window_bound = True
            Window.bind(on_minimize=lambda *_: PrivateReveal.hide_all(), on_hide=lambda *_: PrivateReveal.hide_all())
        if self._cover is None:
            self._cover = RevealCover()
        if self._cover.parent is None:
            Window.add_widget(self._cover)  # over the whole window, the board included
        return self._cover

    # -- touches ------------------------------------------------------------------------------
    def on_touch_down(self, touch):
        if not self.collide_point(*touch.pos) or self.disabled:
            return super().on_touch_down(touch)
        touch.grab(self)
        self.hold(("touch", touch.uid))
        return True

    def on_touch_move(self, touch):
        if touch.grab_current is self and not self.collide_point(*touch.pos):
            self.let_go(("touch", touch.uid))  # the finger slid off: as good as letting go
            return True
        return super().on_touch_move(touch)

    def on_touch_up(self, touch):
        if touch.grab_current is self:
            touch.ungrab(self)
            self.let_go(("touch", touch.uid))
            return True
        return super().on_touch_up(touch)

    def on_parent(self, _widget, parent) -> None:
        if parent is None:
            self.hide()  # taken off the screen: nothing stays up


def seat_hold(table: Callable[[], Any], seat: int, name: str, label: str = "", **kwargs) -> PrivateReveal:
    """A seat's own hold, for any game: what only that seat knows, in the game's words (the lines
    its phone shows under its own hold: phones/boards.py), and with phones on, that seat's join
    code beside it. `table()` is the table then: the secret is asked of it only while held."""

    def secret() -> Secret:
        from phones.boards import held, secret_of

        now = table()
        return Secret(*held(secret_of(now.game, now.rules, now.current(), seat)))

    return PrivateReveal(label=label or f"{name}: hold", who=name, seat=seat, secret=secret, **kwargs)


def _join_code(seat: int):
    """The seat's join code as a texture, when the app has phones (`CompanionApp.join_code`)."""
    from kivy.app import App

    app = App.get_running_app()
    code = getattr(app, "join_code", None) if seat >= 0 else None
    return code(seat) if code is not None else None


def window_texts(hidden_screens: bool = True) -> list[str]:
    """Every text anywhere on the window (the screen on show, covers, banners, and with
    `hidden_screens` the screens built but not on show): for checking that a secret is nowhere
    once its tile is let go."""
    from kivy.core.window import Window

    texts = []
    roots = list(Window.children)
    for top in list(roots) if hidden_screens else ():
        roots.extend(s for s in getattr(top, "screens", ()) if s.parent is None)  # screens not on show
    for top in roots:
        for widget in top.walk(restrict=True):
            for name in ("text", "title", "glyph", "detail", "label"):
                value = getattr(widget, name, None)
                if isinstance(value, str) and value:
                    texts.append(value)
    return texts
