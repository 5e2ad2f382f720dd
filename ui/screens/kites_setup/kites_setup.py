"""Kites setup: players, mode, challenge cards, start player, referee or timers only, and who is
playing (the shared player picker: Kites is cooperative, but the history should know who played;
the count buttons still say how many sit, and seats the picker leaves unnamed are "Player N").

Every choice shows at once what it means at the table (cards to deal, the draw pile, a short
list of what to do), so the screen doubles as the setup card. Players are numbered from 1 on
screen; the engine counts from 0, and the conversion happens only in `setup()`.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.graphics import Color, InstructionGroup, Line
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, OptionProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color
from kivy.metrics import dp, sp

from companion.errors import LogUnavailable, MalformedInput, Rejected
from companion.kites import load_book
from companion.kites.book import CHALLENGES
from ui import theme
from ui.widgets.player_picker import PickerHost
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it, and ReaderLine)

CHALLENGE_NAMES = {"storm": "Storm", "crossed_lines": "Crossed Lines", "airplane": "Airplane"}


class SetupButton(ButtonBehavior, Label):
    """A finger-sized button; `selected` marks the chosen one of a row (fill and a bold outline,
    so the choice never rests on colour alone)."""

    selected = BooleanProperty(False)
    fill = ColorProperty(theme.BUTTON)

    def on_kv_post(self, base_widget) -> None:
        super().on_kv_post(base_widget)
        self._outline = next(i for i in self.canvas.before.children if type(i) is InstructionGroup)
        for name in ("selected", "pos", "size"):
            self.fbind(name, self._draw_outline)
        self._draw_outline()

    def _draw_outline(self, *_) -> None:
        self._outline.clear()
        if self.selected:
            self._outline.add(Color(rgba=theme.ACCENT))
            self._outline.add(Line(rounded_rectangle=(self.x + dp(1.5), self.y + dp(1.5), self.width - dp(3), self.height - dp(3),
                                                      theme.RADIUS), width=dp(2.5)))


class KitesSetupScreen(PickerHost, Screen):
    picker_title = "Who is playing Kites?"
    players = NumericProperty(4)
    first = NumericProperty(0)  # engine numbering (0-based); shown as first + 1
    mode = OptionProperty("standard", options=("standard", "warmup"))
    referee = BooleanProperty(True)
    storm = NumericProperty(0)
    crossed_lines = NumericProperty(0)
    airplane = NumericProperty(0)

    # what the choices mean at the table
    hand_size = NumericProperty(0)
    deck_size = NumericProperty(0)  # kite cards in play
    challenge_total = NumericProperty(0)
    draw_pile = NumericProperty(0)
    steps = StringProperty("")
    message = StringProperty("")  # why a start was refused, if it was
    names_text = StringProperty("")  # who is playing, in seat order
    starter = StringProperty("")  # who starts: a name, or "Player N"

    def __init__(self, **kwargs):
        self.book = load_book()
        self.max_challenge = dict(self.book.challenge_in_box)
        self._prefilled_from: tuple | None = None  # (table, game id) the choices came from (open_with_last)
        super().__init__(**kwargs)
        for name in ("players", "first", "mode", "referee", *CHALLENGES):
            self.bind(**{name: self._derive})
        self._derive()

    # -- choices -------------------------------------------------------------------------------
    def on_players(self, _, players: int) -> None:
        if self.first >= players:
            self.first = 0
        if self._picker is not None:
            self.picker.keep_first(int(players))  # a smaller table: the later seats leave

    def picker_range(self) -> tuple[int, int]:
        return min(self.book.hand_size), max(self.book.hand_size)

    def seat_count(self, n: int) -> None:
        self.players = n

    def on_picked(self) -> None:
        n = len(self.picker.seats)
        if n > self.players:
            self.players = n
        self._derive()

    def next_first(self) -> None:
        """Who starts: a tap hands it to the next seat round the table."""
        self.first = (int(self.first) + 1) % int(self.players)

    def bump(self, challenge: str, by: int) -> None:
        value = getattr(self, challenge) + by
        setattr(self, challenge, max(0, min(self.max_challenge[challenge], value)))

    def setup(self) -> dict:
        """The setup as `Table.new_game` takes it."""
        named = {"names": self.seat_names(int(self.players)), "people": self.seat_people(int(self.players))}
        return {
            "players": int(self.players),
            "mode": self.mode,
            "challenge": {name: int(getattr(self, name)) for name in CHALLENGES},
            "first": int(self.first),
            "referee": bool(self.referee),
            **(named if self.picker.seats else {}),
        }

    def prefill(self, setup: dict) -> None:
        """Start from the last show's choices (Play again, or Kites on another evening)."""
        self.players = setup.get("players", self.players)
        self.first = setup.get("first", 0)
        self.mode = setup.get("mode", "standard")
        self.referee = setup.get("referee", True)
        challenge = setup.get("challenge") or {}
        for name in CHALLENGES:
            setattr(self, name, challenge.get(name, 0))

    # -- what they mean ------------------------------------------------------------------------
    def _derive(self, *_) -> None:
        warmup = self.mode == "warmup"
        self.hand_size = self.book.hand_size[int(self.players)]
        self.deck_size = self.book.deck_size(warmup)
        self.challenge_total = sum(int(getattr(self, name)) for name in CHALLENGES)
        self.draw_pile = self.deck_size + self.challenge_total - self.hand_size * int(self.players)
        self.steps = self._steps(warmup)
        self.names_text = self.names_line(int(self.players), "Player {n}", room=22)
        self.message = ""

    def _steps(self, warmup: bool) -> str:
        def hi(value) -> str:
            return f"[b][color={get_hex_from_color(theme.ACCENT)}]{value}[/color][/b]"

        def glyph(name: str) -> str:
            return f"[font={theme.GLYPH_FONT}]{self.book.timer(name).glyph}[/font]"

        in_play = len(self.book.timers) - (len(self.book.warmup_set_aside) if warmup else 0)
        steps = [f"Lay the {hi(in_play)} timers on their sides, all the sand at one end."]
        if warmup:
            aside = " and ".join(f"{glyph(n)} {n}" for n in sorted(self.book.warmup_set_aside))
            steps.append(f"Leave {aside} in the box: their timers and every card showing them.")
        steps.append(
            f"Shuffle the {hi(self.deck_size)} kite cards; deal {hi(self.hand_size)} face down to each. "
            f"No peeking yet."
        )
        if self.challenge_total:
            cards = "card" if self.challenge_total == 1 else "cards"
            steps.append(f"Shuffle in the {hi(self.challenge_total)} challenge {cards}.")
        steps.append(f"The other {hi(self.draw_pile)} make the draw pile, in reach of all.")
        self.starter = self.seat_names(int(self.players))[int(self.first)]
        steps.append(
            f"{hi(self.starter)} starts. Tap Deal & set up, then stand the white "
            f"{glyph(self.book.white)} timer up."
        )
        return "\n".join(f"{i}. {text}" for i, text in enumerate(steps, start=1))

    # -- screen --------------------------------------------------------------------------------
    def on_pre_enter(self, *args) -> None:
        self.message = ""
        self.use_people()
        self.open_with_last("kites")  # the last show's table: who, where, which cards
        self._derive()

    def deal(self) -> None:
        """Set the show up in the table and go to the board; a refusal is said here."""
        app = App.get_running_app()
        try:
            started = app.start("kites", then=self.after_start, **self.setup())  # then: once dealt
        except (Rejected, MalformedInput, LogUnavailable) as exc:
            self.message = getattr(exc, "reason", None) or str(exc)
            return
        if started is False:  # the app caught the refusal and kept the reason
            self.message = getattr(app, "last_rejection", "") or "The show could not be set up."
            return
        # the choices on screen are this game's: Play again keeps them as they are
        self._prefilled_from = (id(app.table), getattr(app.table, "game_id", None))

    def on_pre_leave(self, *args) -> None:
        self.close_picker()

    def home(self) -> None:
        App.get_running_app().goto("home")


Builder.load_file(str(Path(__file__).with_name("kites_setup.kv")))
