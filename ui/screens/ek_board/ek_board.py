"""The Exploding Kittens board: the odds that the next draw explodes (a big number, a word and a
colour band), the draw pile and the Kittens in it, whose turn and how many turns they owe, a tile
per player (in or out, blind, marked cards, hand size, a NOPE button), the last cards played with
their Nope chains and what stands, and what the table has not seen yet.

One tap per input for the player to act: DRAW (a safe card), KITTEN! (a Kitten drawn face up),
DEFUSE (where it went back: any position, or secret; a blind player with two Kittens in front of
them defuses one at a time, "1 of 2") or EXPLODE, PLAY (a sheet of every card, then what the
table chooses to say of it: flows.py), UNDO. OWN UP on a tile, only for a player the engine says
may have kept a Kitten drawn unseen (`streaking.may_own_up`), at any moment. Players are called by the names given at
setup (else P1, P2...). The screen holds no game state: it reads `app.table` each frame.

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

from companion.kittens.book import IMPLODING, KITTEN
from companion.kittens.streaking import may_own_up
from companion.kittens.turns import holds_defuse
from ui import theme
from ui.screens.ek_board.flows import EkFlows
from ui.screens.ek_board.looks import band, for_table, percent, played_line, race_line, short, title, who
from ui.screens.sk_board.sheet import Option, Sheet
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it)
from ui.widgets.seat_board import SeatBoard

GAME = "kittens"
FIRST_UNSEEN = ("exploding_kitten", "imploding_kitten", "defuse", "nope")


class EkPlayerTile(BoxLayout):
    name = StringProperty("")
    hand = NumericProperty(0)
    status = StringProperty("")  # TURN ×2 / OUT 1st / BLIND / KITTEN KEPT
    marked = StringProperty("")
    turn = BooleanProperty(False)
    out = BooleanProperty(False)
    may_own_up = BooleanProperty(False)  # drew unseen while a Kitten could be kept: OWN UP shows
    narrow = 140  # a tile narrower than this (six players) fits OWN UP only at a finger's width


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
        state = self.live_state()
        if state is None:
            return
        self.names = state.setup.names
        self.keep_sheet_current(state)  # a sheet the table moved on from closes (flows.py)
        self.message = for_table(self.app.last_rejection, self.names) or self.notice
        chance = state.explode_chance
        self.chance = float(chance)
        self.odds = percent(chance)
        self.odds_exact = f"{chance.numerator} in {chance.denominator}" if chance not in (0, 1) else ""
        self.odds_word, self.odds_fill = band(chance)
        self.draw_pile = state.draw_pile
        most, least = state.kittens_in_pile, state.pile.least_kittens
        self.kittens = str(most) if least == most else f"{least}-{most}"
        self.pending = state.pending is not None
        actor = state.to_act
        count = state.pending.count if state.pending is not None else 0
        self.defuse_note = f"1 of {count}" if count > 1 else ""
        if count > 1:  # a blind player let their kept Kitten loose beside the one drawn
            self.to_act, self.owed = self.who(actor), f"{count} Kittens to defuse\none at a time, or EXPLODE"
        elif state.pending is not None:
            kind = "Imploding" if state.pending.card == IMPLODING else "Exploding"
            self.to_act, self.owed = self.who(actor), f"{kind} Kitten!\nDEFUSE or EXPLODE"
        else:
            self.to_act = self.who(actor)
            self.owed = f"{state.owed} turn{'s' if state.owed != 1 else ''} owed"
        self._show_tiles(state)
        self._show_history(state)
        unseen = state.unseen()
        first = [n for n in FIRST_UNSEEN if n in unseen]  # what decides the game, before the rest
        names = first + sorted((n for n in unseen if n not in first), key=lambda n: title(self.book, n))
        self.unseen = " · ".join(f"{short(self.book, n)} [b]{unseen[n]}[/b]" for n in names if unseen[n])

    def _show_history(self, state) -> None:
        lines = [played_line(self.book, e, self.names) for e in state.history[-3:]]
        for record in state.races[-2:]:  # the race that made the chain, and the one after it
            lines.append("[font=DejaVuSans]⚡[/font] " + race_line(record, self.names))
        if state.pending is not None and state.pending.count > 1:
            lines.append(f"{self.who(state.pending.player)}: {state.pending.count} Kittens to defuse!")
        elif state.pending is not None:
            lines.append(f"{self.who(state.pending.player)} drew: {title(self.book, state.pending.card)}!")
        self.history = "\n".join(lines[-5:]) or "Nothing played yet"

    def _show_tiles(self, state) -> None:
        self.seat_tiles(state.setup.players, self.names, self._tile)
        places = {p: n for n, p in enumerate(state.out, start=1)}
        for p, tile in self.tiles.items():
            tile.hand = state.hands[p]
            tile.out = p in places
            tile.turn = p == state.to_act
            words = []
            if p in places:
                words.append(f"OUT #{places[p]}")
            elif p == state.to_act:
                words.append(f"TURN ×{state.owed}" if p == state.turn and state.owed > 1 else "TURN")
            if p in state.blind:
                words.append("BLIND")
            if p in state.holding:
                words.append("KITTEN KEPT")
            tile.status = "  ".join(words)
            marks = [title(self.book, c) if c != "?" else "a card" for q, c in state.marked if q == p]
            tile.marked = ("marked: " + ", ".join(marks)) if marks else ""
            race = tile.ids.holder.children[0]
            race.disabled = tile.out
            tile.may_own_up = may_own_up(state, p)  # the engine says who may
            squeezed = tile.may_own_up and tile.width < tile.narrow
            race.font_size = theme.TEXT_SMALL if squeezed else (self.race_font_size or theme.TEXT)

    def _tile(self, p: int) -> EkPlayerTile:
        tile = EkPlayerTile(name=self.who(p))
        tile.ids.own_up.bind(on_release=lambda *_: self.own_up(p))
        return tile


Builder.load_file(str(Path(__file__).with_name("ek_board.kv")))
