"""The Exploding Kittens board: the odds that the next draw explodes (a big number, a word and a
colour band), the draw pile and the Kittens in it, whose turn and how many turns they owe, a tile
per player (in or out, blind, marked cards, hand size, a NOPE button), the last cards played with
their Nope chains and what stands, and what the table has not seen yet.

One tap per input for the player to act: DRAW (a safe card), KITTEN! (a Kitten drawn face up),
DEFUSE (where it went back: any position, or secret; a blind player with two Kittens in front of
them defuses one at a time, "1 of 2") or EXPLODE, PLAY (a sheet of every card, then what the
table chooses to say of it: flows.py), UNDO. OWN UP on a tile, only for a player the engine says
may have kept a Kitten drawn unseen (`streaking.may_own_up`), at any moment. Players are called by the names given at
setup (else P1, P2...). The screen holds no game state: each frame its view-model
(`board_model.board_view`, tested without a window) reads the table and the widgets show it.

Nope races: a NOPE button is that player's buzzer. With the buzzer box on gpiozero's mock pins the
button drives that player's pin, so the real edge path runs (edge tick -> `buzz`); on a touch-only
table a tap buzzes with the tap's moment. The race's verdict shows in the history panel.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen
from kivy.metrics import dp, sp

from companion.kittens.book import IMPLODING, KITTEN
from companion.kittens.turns import holds_defuse
from companion.seats import for_people
from ui import theme
from ui.race_words import with_precision
from ui.screens.ek_board import board_model
from ui.screens.ek_board.flows import EkFlows
from ui.screens.ek_board.looks import who
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it)
from ui.widgets.seat_board import SeatBoard
from ui.widgets.sheet import Option, Sheet

GAME = "kittens"


class EkPlayerTile(BoxLayout):
    name = StringProperty("")
    hand = NumericProperty(0)
    status = StringProperty("")  # TURN ×2 / OUT 1st / BLIND / KITTEN KEPT
    marked = StringProperty("")
    turn = BooleanProperty(False)
    out = BooleanProperty(False)
    may_own_up = BooleanProperty(False)  # drew unseen while a Kitten could be kept: OWN UP shows
    narrow = dp(140)  # a tile narrower than this (six players) fits OWN UP only at a finger's width


class EkBoardScreen(EkFlows, SeatBoard, Screen):
    game, end_screen, shows_scanning = GAME, "ek_end", True
    odds = StringProperty("")
    odds_exact = StringProperty("")
    odds_word = StringProperty("")
    odds_fill = ColorProperty(theme.GOOD)
    chance = NumericProperty(0.0)
    draw_pile = NumericProperty(0)
    kittens = StringProperty("")
    to_act = StringProperty("")
    owed = StringProperty("")
    history = StringProperty("")
    unseen = StringProperty("")
    message = StringProperty("")
    pending = BooleanProperty(False)
    defuse_note = StringProperty("")  # "1 of 2" when a blind player has two Kittens to defuse
    can_undo = BooleanProperty(False)
    virtual_scan = BooleanProperty(False)  # no real pins: the SCAN button opens the virtual scanner
    names = ()  # what the table calls its players (the setup's names), refreshed every frame

    race_word = "NOPE"
    race_fill = theme.DANGER

    def __init__(self, **kwargs):
        self.sheet = Sheet()
        super().__init__(**kwargs)

    def who(self, player) -> str:
        return who(player, self.names)

    def _actor(self) -> int:
        return self.app.table.current().to_act

    # -- one-tap inputs -------------------------------------------------------------------------
    def draw_safe(self) -> None:
        self.submit("draw", player=self._actor())

    def draw_kitten(self) -> None:
        state = self.app.table.current()
        if state.imploding in ("down", "up"):  # which Kitten: a choice on the sheet
            self.flow = {"kind": "kitten", "player": state.to_act}
            self._show(f"{self.who(state.to_act)} drew a Kitten", "Which one came off the pile?", [],
                       [Option("Exploding Kitten", self._drew(KITTEN), fill=theme.DANGER),
                        Option("Imploding Kitten", self._drew(IMPLODING), fill=theme.SILENCE),
                        Option("Cancel", self.close_sheet)])
            return
        self.submit("draw", player=state.to_act, card=KITTEN)

    def _drew(self, card: str):
        def drew() -> None:
            p = self.flow["player"]  # whom the sheet was opened for (flows.py keeps it current)
            self.close_sheet()
            if card == IMPLODING and self.app.table.current().imploding == "down":
                self.open_implode_back()  # the first time: back face up, where everyone sees
                return
            self.submit("draw", player=p, card=card)
        return drew

    def explode(self) -> None:
        state = self.app.table.current()
        p = state.to_act
        if not holds_defuse(state, p) or (self.flow or {}).get("kind") == "explode":
            self.close_sheet()
            self.submit("explode", player=p)
            return
        self.flow = {"kind": "explode", "player": p, "pending": state.pending}  # ask first
        self._show(f"{self.who(p)} EXPLODES?", f"The box believes {self.who(p)} still holds the Defuse "
                   "dealt to them. Out of the game without playing it?", [],
                   [Option("Back", self.close_sheet), Option("EXPLODE: out", self.explode, fill=theme.DANGER)])

    def own_up(self, player: int) -> None:
        """OWN UP on a tile: that player shows the Streaking Kitten with the Kitten they kept from
        an unseen draw (any time, not only on their turn)."""
        self.close_sheet()
        self.submit("play", player=player, card="streaking_kitten")

    def nope(self, player: int) -> None:
        """The same as a finger on player's NOPE button: press and release."""
        self.press_seat(player)

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.live_state()  # a sheet the table moved on from closes here (sheet_guard.py)
        if state is None:
            return
        view = board_model.board_view(self.book, state)
        self.names = view.names
        told = for_people(self.app.last_rejection, self.names, short=True)
        self.message = with_precision(told) or self.notice  # names or P1; a late Nope's margin, its precision
        self.chance = float(view.chance)
        self.odds, self.odds_exact, self.odds_word, self.odds_fill = view.odds, view.odds_exact, view.odds_word, view.odds_fill
        self.draw_pile, self.kittens = view.draw_pile, view.kittens
        self.pending, self.defuse_note = view.pending, view.defuse_note
        self.to_act, self.owed = view.to_act, view.owed
        self._show_tiles(state, view)
        self.history, self.unseen = view.history, view.unseen

    def _show_tiles(self, state, view) -> None:
        self.seat_tiles(state.setup.players, self.names, self._tile)
        for p, tile in self.tiles.items():
            seen = view.tiles[p]
            tile.hand, tile.out, tile.turn = seen.hand, seen.out, seen.turn
            tile.status, tile.marked = seen.status, seen.marked
            race = tile.ids.holder.children[0]
            race.disabled = tile.out
            tile.may_own_up = seen.may_own_up
            self._fit_race(tile)

    def _fit_race(self, tile: EkPlayerTile, *_args) -> None:
        """The NOPE button's type: smaller beside OWN UP's place on a narrow tile. Worked out again
        when the tile's width settles (a layout can come after the frame that filled the tile)."""
        squeezed = tile.width < tile.narrow
        race = tile.ids.holder.children[0] if tile.ids.holder.children else None
        if race is not None:
            race.font_size = theme.TEXT_FLOOR if squeezed else (self.race_font_size or theme.TEXT)

    def _tile(self, p: int) -> EkPlayerTile:
        tile = EkPlayerTile(name=self.who(p))
        tile.ids.own_up.bind(on_release=lambda *_: self.own_up(p))
        tile.bind(width=lambda *_: self._fit_race(tile), may_own_up=lambda *_: self._fit_race(tile))
        return tile


Builder.load_file(str(Path(__file__).with_name("ek_board.kv")))
