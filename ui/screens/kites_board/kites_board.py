"""The Kites board: the six timers, the played card, whose turn, the draw pile, UNDO.

Every tap becomes one table input (press, play, draw, undo, start, finale, finish); what the
board shows comes from `board_model.board_view(table)` each frame. Rows whose buttons depend on
the game (which kites, which challenge cards, who owes a draw) are rebuilt only when that set
changes, so a frame costs a few property writes.
"""

from __future__ import annotations

import math
from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ObjectProperty, StringProperty
from kivy.uix.floatlayout import FloatLayout
from kivy.core.text import Label as CoreLabel
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.metrics import dp, sp

from ui import theme
from companion.history.clock import clock, played
from companion.seats import seat_name
from ui.screens.kites_board.board_model import VIEW_HZ, CHALLENGE_LABELS, BoardView, board_view
from ui.widgets.buttons import BigButton
from ui.widgets.kite_button import KiteButton
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it)
from ui.widgets.round_box import RoundBox  # noqa: F401  (the .kv draws with it)
from ui.widgets.timer_tile import TimerTile

BANNER_FILL = {"finale": theme.WARN, "silence": theme.SILENCE, "storm": theme.DANGER}


def _fit(row) -> None:
    """Three challenge cards and several owed draws may not fit in 800 px: shrink those buttons
    alike (their words wrap), never below a finger's width; Hardware and Home keep their size."""
    from kivy.core.window import Window

    fixed = [w for w in row.children if w.size_hint_x is None]
    buttons = [w for w in fixed if getattr(w, "shrinks", False)]
    room = Window.width - 2 * theme.PAD - theme.PAD * len(row.children) - dp(8)
    room -= sum(w.width for w in fixed if w not in buttons)
    wanted = sum(w.width for w in buttons)
    if wanted <= room:
        return
    # an owed draw takes its name's width over "DRAW" (a finger's at least); the challenge cards share the rest
    draws = [w for w in buttons if w.text.endswith(" DRAW")]
    for w in draws:
        w.text = w.text[:-len(" DRAW")] + "\nDRAW"
        w.width = max(theme.TOUCH, _text_width(w.text, theme.TEXT_FLOOR) + dp(8))
    others = [w for w in buttons if w not in draws]
    # each challenge card as wide as its longest word at least (no word broken), the rest shared alike
    least = {w: max(theme.TOUCH, max(_text_width(word, theme.TEXT_FLOOR) for word in w.text.split()) + dp(10))
             for w in others}
    spare = max(0, room - sum(w.width for w in draws) - sum(least.values())) // max(1, len(others))
    for w in buttons:
        w.font_size = theme.TEXT_FLOOR
        if w in others:
            w.width = int(least[w] + spare)


def _text_width(text: str, size: int) -> int:
    """The widest line of `text` in bold at `size` px, as Kivy lays it out."""
    return max(CoreLabel(text=line, font_size=size, bold=True).get_extents(line)[0] for line in text.split("\n"))


class MessageBar(Label):
    """The line that says why a tap was refused (or what the box waits for). A reason stays until
    the next accepted input, so whoever looks up late still reads it."""

    kind = StringProperty("hint")  # hint | rejected


class Banner(Label):
    fill = ObjectProperty(theme.WARN)


class HoldOverlay(FloatLayout):
    """Covers the board after a restart until the table taps resume; swallows every other touch."""

    text = StringProperty("")

    def on_touch_down(self, touch):
        super().on_touch_down(touch)
        return True

    def on_touch_move(self, touch):
        super().on_touch_move(touch)
        return True

    def on_touch_up(self, touch):
        super().on_touch_up(touch)
        return True


class KitesBoardScreen(Screen):
    turn = StringProperty("-")
    named = BooleanProperty(False)  # the seats have names (TURN Mum), else numbers (TURN player 4)
    pile = StringProperty("0")
    message = StringProperty("")
    message_kind = StringProperty("hint")
    referee = BooleanProperty(True)
    panel_open = BooleanProperty(False)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.tiles: dict[str, TimerTile] = {}
        self.kite_buttons: dict[str, KiteButton] = {}
        self.chosen: list[str] = []       # the kites tapped for the card, in order
        self.view = BoardView(has_game=False)
        self._rows_key = None
        self._banners_key = None
        self._seen: tuple | None = None  # what the board was last drawn from (see refresh)
        self._overlay: HoldOverlay | None = None
        self._panel = None
        self._undo_button = None
        self.refused_timer = ""  # the timer whose tap the rules refused last (its name in the reason)
        for spec in theme._book().timers:
            tile = TimerTile(name=spec.name, glyph=spec.glyph, colour=theme.timer_rgba(spec.name),
                             head_colour=theme.timer_rgba(spec.name))
            tile.bind(on_press=lambda t: self.tap_timer(t.name))
            self.ids.tiles.add_widget(tile)
            self.tiles[spec.name] = tile

    @property
    def app(self):
        return App.get_running_app()

    def on_pre_enter(self, *args) -> None:
        self.chosen = []
        self._seen = None
        self.refresh()

    # -- showing the state ----------------------------------------------------------------------
    def _inputs(self, app) -> tuple:
        """Everything the board's view is made of: the table's settled state (engines are pure, so
        the same object means the same state), the beat of the sand (VIEW_HZ), hold, the refusal
        and the box. The frame loop calls refresh 10 times a second; the view changes once."""
        table = app.table
        if table is None or table.fold is None:
            return (table, None, None, None, getattr(app, "last_rejection", ""), getattr(app, "box", None))
        return (table, table.current(), math.floor(table.now() * VIEW_HZ), table.held,
                getattr(app, "last_rejection", ""), getattr(app, "box", None), self.refused_timer,
                table.fold.can_undo())

    def refresh(self) -> None:
        app = self.app
        seen = self._inputs(app)
        last = self._seen
        if last is not None and seen[0] is last[0] and seen[1] is last[1] and seen[2:] == last[2:]:
            # nothing the board shows has changed: only the lamps on the on-screen panel blink
            if self._panel is not None:
                self._panel.refresh()
            return
        self._seen = seen
        view = self.view = board_view(app.table)
        for tile_view in view.tiles:
            self.tiles[tile_view.name].show(tile_view)
        self.referee = view.referee
        self.turn, self.named = view.turn, bool(view.names)
        self.pile = str(view.draw_pile)
        if not view.can_play and self.chosen:
            self.chosen = []
        rejection = getattr(app, "last_rejection", "")
        if not rejection:
            self.refused_timer = ""
        if rejection:  # a cross and the words "not allowed", not just a red bar; a timer's tap names it
            self.message, self.message_kind = self._refusal(view, rejection), "rejected"
        else:
            self.message, self.message_kind = view.hint, "hint"
        if self._undo_button is not None:  # nothing to undo: UNDO does not look as if it would
            self._undo_button.disabled = not (app.table.fold is not None and app.table.fold.can_undo())
        self._show_banners(view)
        self._show_rows(view)
        self._show_chosen(view)
        self._show_hold(view)
        if self._panel is not None:
            self._panel.refresh()

    def _refusal(self, view: BoardView, rejection: str) -> str:
        """The refusal line; a timer's tap names the timer, so each refused tap reads as felt.
        Before the show a timer waits for START (the rules' reason, in the board's words)."""
        if not self.refused_timer:
            return f"\u2716 Not allowed: {rejection}"
        tapped = f"{theme.timer_glyph(self.refused_timer)} {self.refused_timer}"
        if view.phase == "ready":
            return f"\u2716 Not allowed ({tapped}): the show has not started. Tap START first"
        return f"\u2716 Not allowed ({tapped}): {rejection}"

    def _show_banners(self, view: BoardView) -> None:
        if view.banners == self._banners_key:
            return
        self._banners_key = view.banners
        box = self.ids.banners
        box.clear_widgets()
        for text, kind in view.banners:
            box.add_widget(Banner(text=text, fill=BANNER_FILL[kind]))

    def _show_rows(self, view: BoardView) -> None:
        """Rebuild the two button rows when what they offer changes."""
        box = getattr(self.app, "box", None)
        mock = bool(box is not None and getattr(box, "mock", False))
        key = (view.has_game, view.phase, view.referee, view.kites, view.challenges, view.draws_owed,
               view.phase == "finale", mock, box is None)  # (the box opens after the first frame)
        if key == self._rows_key:
            return
        self._rows_key = key
        play, more = self.ids.row_play, self.ids.row_more
        play.clear_widgets()
        more.clear_widgets()
        self.kite_buttons = {}
        if view.has_game and view.phase == "ready":
            play.add_widget(BigButton(
                text="START  -  stand the white timer up", fill=theme.GOOD, font_size=theme.TITLE - sp(6),
                on_press=lambda *_: self.start()))
        elif view.has_game and view.referee:
            for name in view.kites:
                button = KiteButton(name, size_hint_x=None, width=dp(84))
                button.bind(on_press=lambda b: self.choose(b.name))
                play.add_widget(button)
                self.kite_buttons[name] = button
            self._play_button = BigButton(text="PLAY", fill=theme.GOOD, font_size=theme.TITLE - sp(4),
                                          on_press=lambda *_: self.play())
            play.add_widget(self._play_button)
            for name, left in view.challenges:
                label = CHALLENGE_LABELS[name] if left else f"{CHALLENGE_LABELS[name]}\n(all played)"
                more.add_widget(BigButton(
                    text=label, fill=theme.PANEL_HI, disabled=not left, font_size=theme.TEXT_FLOOR + sp(1),
                    size_hint_x=None, width=dp(172), on_press=lambda _b, n=name: self.play_challenge(n)))
                more.children[0].shrinks = True
            for player in view.draws_owed:
                text = f"{seat_name(player, view.names, short=not view.names)} DRAW"
                more.add_widget(BigButton(
                    text=text, fill=theme.BUTTON_DOWN, size_hint_x=None,
                    width=max(dp(118), _text_width(text, theme.TEXT) + dp(24)), on_press=lambda _b, p=player: self.draw(p)))
                more.children[0].shrinks = True
        elif view.has_game:
            play.add_widget(BigButton(
                text="Draw pile empty\n(grand finale)", fill=theme.WARN, disabled=view.phase != "playing",
                on_press=lambda *_: self.submit("finale")))
            play.add_widget(BigButton(
                text="All cards played\n(we won)", fill=theme.GOOD, on_press=lambda *_: self.submit("finish")))
        if view.has_game:
            self._undo_button = BigButton(text="UNDO", fill=theme.BUTTON, size_hint_x=None, width=dp(118),
                                          font_size=theme.TITLE - sp(6), on_press=lambda *_: self.undo())
            self._undo_button.disabled = not self.app.table.fold.can_undo()
            play.add_widget(self._undo_button)
        else:
            self._undo_button = None
        more.add_widget(Label(size_hint_x=0.01))  # keeps the right-hand buttons right
        if box is None or mock:  # no real pins: a laptop; the virtual scanner sends printed codes
            more.add_widget(BigButton(text="Scan", size_hint_x=None, width=dp(72),
                                      on_press=lambda *_: self.app.scanning.show_virtual()))
        if mock:
            more.add_widget(BigButton(text="Hardware", size_hint_x=None, width=dp(112), chosen_outline=self.panel_open,
                                      on_press=lambda *_: self.toggle_panel()))
        more.add_widget(BigButton(text="Home", size_hint_x=None, width=dp(96),
                                  on_press=lambda *_: self.home()))
        _fit(more)

    def _show_chosen(self, view: BoardView) -> None:
        for name, button in self.kite_buttons.items():
            button.chosen = str(self.chosen.index(name) + 1) if name in self.chosen else ""
            button.dimmed = bool(self.chosen) and name not in self.chosen
            button.disabled = not view.can_play
        play = getattr(self, "_play_button", None)
        if play is not None and self.kite_buttons:
            glyphs = " + ".join(f"[font={theme.GLYPH_FONT}]{theme.timer_glyph(n)}[/font]" for n in self.chosen)
            play.text = f"PLAY  {glyphs}" if glyphs else "PLAY"
            play.disabled = not (view.can_play and self.chosen)

    def _show_hold(self, view: BoardView) -> None:
        if view.held and self._overlay is None:
            self._overlay = HoldOverlay()
            self.ids.layer.add_widget(self._overlay)
        elif not view.held and self._overlay is not None:
            self.ids.layer.remove_widget(self._overlay)
            self._overlay = None
        if self._overlay is not None:
            at = clock(played(self.app.table.current(), view.held_at))  # the show's clock, as its end screen's
            what = {"undo": f"UNDO took the show back to {at}, before it ended",
                    "home": f"The show was held at {at} when the table went Home"}.get(
                view.held_why, f"The box lost power or restarted at {at}")
            self._overlay.text = (f"{what}: the timers are held where they were.\n"
                                  "Get ready, then press any timer or Resume: the sand runs on from there.")

    # -- intents --------------------------------------------------------------------------------
    def submit(self, do: str, **fields):
        outcome = self.app.table.submit(do, origin="touch", **fields)
        self.refresh()
        return outcome

    def tap_timer(self, name: str) -> None:
        """A tile is its timer's button on screen: button N is the book's Nth timer."""
        outcome = self.app.table.press(theme._book().timer_names.index(name), origin="touch")
        self.refused_timer = name if outcome is not None and not outcome.accepted else ""
        self.refresh()

    def start(self) -> None:
        self.submit("start")

    def choose(self, name: str) -> None:
        """A card shows one or two kites: a third tap drops the first; tapping a chosen one unchooses it."""
        if name in self.chosen:
            self.chosen.remove(name)
        else:
            self.chosen = (self.chosen + [name])[-2:]
        self._show_chosen(self.view)

    def play(self) -> None:
        if not self.chosen:
            return
        card, self.chosen = list(self.chosen), []
        outcome = self.submit("play", player=self._current_player(), card=card)
        if not outcome.accepted:
            self.chosen = card
            self._show_chosen(self.view)

    def play_challenge(self, name: str) -> None:
        self.chosen = []
        self.submit("play", player=self._current_player(), card=name)

    def draw(self, player: int) -> None:
        self.submit("draw", player=player)

    def undo(self) -> None:
        self.app.undo()
        self.refresh()

    def resume(self) -> None:
        self.app.table.release()
        self.refresh()

    def home(self) -> None:
        """Home; mid-show the table is asked first and the show is held (ui/leaving.py)."""
        from ui.leaving import home_from_show

        home_from_show(self.app)
        self.refresh()

    def toggle_panel(self) -> None:
        if self._panel is None:
            from ui.widgets.hardware_panel import HardwarePanel

            self._panel = HardwarePanel(box=self.app.box)
            self._panel.dock(self.ids.tiles.parent, under=self.ids.tiles)
            self.panel_open = True
        else:
            self._panel.parent.remove_widget(self._panel)
            self._panel = None
            self.panel_open = False
        for button in self.ids.row_more.children:  # the button that opened it says it is open
            if getattr(button, "text", "") == "Hardware":
                button.chosen_outline = self.panel_open

    def _current_player(self) -> int:
        state = self.app.table.current()
        return state.current_player if state.current_player is not None else 0


Builder.load_file(str(Path(__file__).with_name("kites_board.kv")))
