"""Home: pick a game, or resume the one a restart left unfinished.

Kites, the Buzzers, Sparkle*Kitty and Exploding Kittens are built. A game not built would show as a greyed
tile saying so (`HomeSoonTile`), doing nothing when touched, so nobody is led to think it works.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import ColorProperty, ListProperty, NumericProperty, StringProperty
from kivy.uix.behaviors import ButtonBehavior
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.label import Label
from kivy.uix.screenmanager import Screen
from kivy.utils import get_hex_from_color

from ui import theme

COMING_SOON: tuple[str, ...] = ()  # every game on Home is built now
TITLES = {"sparkle_kitty": "Sparkle*Kitty", "kittens": "Exploding Kittens", "sparkle_kitty_nights": "Sparkle*Kitty Nights"}  # a game's name where .title() would not do
BUZZER_PLAYERS = 4  # a new quiz starts with this many; the buzzers screen changes it


def kite_glyphs() -> str:
    """The six timers as coloured kite symbols (markup), the way they stand on the table."""
    book = theme._book()
    parts = [f"[color={get_hex_from_color(theme.timer_rgba(t.name))}]{t.glyph}[/color]" for t in book.timers]
    return f"[font={theme.GLYPH_FONT}]" + " ".join(parts) + "[/font]"


def clock_text(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    return f"{seconds // 60}:{seconds % 60:02d}"


def _table_key(app) -> tuple:
    """What the resume offer depends on: which table, which game, and whether it is over."""
    table = getattr(app, "table", None)
    fold = getattr(table, "fold", None)
    return (id(table), getattr(table, "game_id", None), fold is not None and getattr(fold.state, "over", False))


def _is_live(table, game_id: int) -> bool:
    """Is this logged game the one the table is playing right now?"""
    return getattr(table, "fold", None) is not None and table.game_id == game_id


class HomeButton(ButtonBehavior, Label):
    """A flat, rounded, finger-sized button."""

    fill = ColorProperty(theme.BUTTON)


class HomeTile(ButtonBehavior, BoxLayout):
    """A game you can pick."""


class HomeSoonTile(BoxLayout):
    """A game not built yet: no button behaviour on purpose."""

    title = StringProperty("")


class HomeScreen(Screen):
    resume_id = NumericProperty(0)  # 0: nothing to resume
    resume_text = StringProperty("")
    glyphs = StringProperty("")
    coming_soon = ListProperty(COMING_SOON)

    def __init__(self, **kwargs):
        self._seen: tuple | None = None
        self.glyphs = kite_glyphs()
        super().__init__(**kwargs)

    def on_pre_enter(self, *args) -> None:
        self.load()

    def refresh(self) -> None:
        """Called every frame by the app: read the log again only if the table changed."""
        if self._seen != _table_key(App.get_running_app()):
            self.load()

    def load(self) -> None:
        app = App.get_running_app()
        self._seen = _table_key(app)
        log = getattr(getattr(app, "table", None), "log", None)
        row = log.unfinished() if log is not None else None
        if row is None:
            self.resume_id, self.resume_text = 0, ""
            return
        self.resume_id = row.id
        if _is_live(app.table, row.id):
            # Home was opened mid-show: the sand is still running at the table.
            self.resume_text = f"Back to the game  ·  game {row.id}, {TITLES.get(row.game, row.game.title())}"
            return
        inputs = log.inputs(row.id)
        at = inputs[-1].t if inputs else 0.0
        self.resume_text = f"Resume game {row.id}  ·  {TITLES.get(row.game, row.game.title())}, stopped at {clock_text(at)}"

    # -- intents -----------------------------------------------------------------------------
    def open_kites(self) -> None:
        App.get_running_app().goto("kites_setup")

    def open_buzzers(self) -> None:
        app = App.get_running_app()
        table = app.table
        live = table.fold is not None and table.game == "buzzers"
        if live:
            app.goto("buzzers")  # the quiz on the table goes on (players count kept)
        else:
            app.start_buzzers(BUZZER_PLAYERS)

    def open_sparkle_kitty(self) -> None:
        app = App.get_running_app()
        table = app.table
        live = table.fold is not None and table.game == "sparkle_kitty" and not table.state.over
        app.goto("sk_board" if live else "sk_setup")  # a game on the table goes on

    def open_sparkle_kitty_nights(self) -> None:
        app = App.get_running_app()
        table = app.table
        live = table.fold is not None and table.game == "sparkle_kitty_nights" and not table.state.over
        app.goto("skn_board" if live else "skn_setup")  # a game on the table goes on

    def open_kittens(self) -> None:
        app = App.get_running_app()
        table = app.table
        live = table.fold is not None and table.game == "kittens" and not table.state.over
        app.goto("ek_board" if live else "ek_setup")  # a game on the table goes on

    def resume(self) -> None:
        app = App.get_running_app()
        if not self.resume_id:
            return
        if _is_live(app.table, self.resume_id):
            # rebuilding it from the log would turn its clock back
            app.goto({"buzzers": "buzzers", "sparkle_kitty": "sk_board", "kittens": "ek_board",
                      "sparkle_kitty_nights": "skn_board"}.get(app.table.game, "kites_board"))
        elif hasattr(app, "resume_game"):
            app.resume_game(self.resume_id)


Builder.load_file(str(Path(__file__).with_name("home.kv")))
