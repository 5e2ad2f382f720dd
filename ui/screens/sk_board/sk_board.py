"""The Sparkle*Kitty board: a tile per player (tower big, hand, Dark Magic words, whose TURN), the
Spell Book's two pages, the spell to say in large type, and one-tap actions for the player on
turn: PLAY a card, DARK MAGIC, PASS & DRAW, PUNISH; a DOUBLE button per player opens a race.

The screen holds no game state: each frame it reads `app.table` and shows it; each tap is one
input to the table (a refusal shows its reason under the book). The few choices a tap needs
(which card, which page, whose tower, why) go on a sheet over the board (`sheet.Sheet`).

Double races: a DOUBLE button is the player's buzzer. With the buzzer box on gpiozero's mock
pins the button drives that player's pin, so the real edge path runs (edge tick -> `buzz`); on a
touch-only table a tap buzzes with the tap's moment. Once the race is settled the sheet shows
the winner and everyone's margin in ms, and the winner confirms the card's word and colour.
"""

from __future__ import annotations

from pathlib import Path

from kivy.app import App
from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from companion.sparkle_kitty.state import PAGES
from ui import theme
from ui.screens.sk_board.flows import Flows
from ui.screens.sk_board.looks import colour_rgba, double_marks, page_colour_words, race_lines, symbol_markup
from ui.screens.sk_board.sheet import Option, Sheet
from ui.widgets.buttons import BigButton
from ui.widgets.hardware_panel import PinButton
from ui.widgets.seat_board import SeatBoard

GAME = "sparkle_kitty"


def on_show(state):
    """The Double race the table should see: the engine's race on show (settling, or a winner yet
    to confirm), else a tie for the lead nobody has re-raced yet (nobody may confirm a tie)."""
    record = state.open_race
    if record is not None:
        return record
    last = state.races[-1] if state.races else None
    if last is not None and last.decided and last.verdict.tie and not (last.confirmed or last.lapsed):
        return last
    return None


class SkPlayerTile(BoxLayout):
    seat = NumericProperty(0)
    name = StringProperty("")
    tower = NumericProperty(0)
    hand = NumericProperty(0)
    words = StringProperty("")  # Dark Magic words, "" if none
    turn = BooleanProperty(False)
    lit = BooleanProperty(False)  # this player's buzzer lamp (the race's winner)


class SkPage(BoxLayout):
    side = StringProperty("")
    word = StringProperty("")
    colours = StringProperty("")
    fill = ColorProperty(theme.PANEL_HI)
    symbol = StringProperty("")
    marks = StringProperty("")


class TouchDouble(BigButton):
    """A touch-only table's buzzer: a tap buzzes with the tap's moment as its tick."""

    seat = NumericProperty(0)

    def on_press(self) -> None:
        table = App.get_running_app().table
        table.submit("buzz", origin="touch", player=self.seat, tick=table.now())


class SkBoardScreen(SeatBoard, Flows, Screen):
    game = GAME
    spell = StringProperty("")
    spell_who = StringProperty("")
    draw_pile = NumericProperty(0)
    turn_name = StringProperty("")
    last = StringProperty("")
    message = StringProperty("")
    can_undo = BooleanProperty(False)
    playing_all = BooleanProperty(False)
    scan_status = StringProperty("")  # the card reader and the last scan, in words (ui/scanning.py)
    virtual_scan = BooleanProperty(False)  # no real pins: the SCAN button opens the virtual scanner

    def __init__(self, **kwargs):
        self.tiles: dict[int, SkPlayerTile] = {}
        self._tiles_for: tuple | None = None
        self.sheet = Sheet()
        self.flow = None  # the choice on the sheet (flows.Flows), or the race
        self._race_seen: tuple | None = None  # a race the table dismissed (no Double after all)
        super().__init__(**kwargs)

    # -- the table -----------------------------------------------------------------------------




    def on_pre_enter(self, *args) -> None:
        table = self._table()
        if table is not None and table.held:
            table.release()  # no sand here: a restarted game goes on at once
        self.close_sheet()  # a choice left open belongs to an earlier visit
        self.refresh()

    # -- one-tap actions (the player on turn) ---------------------------------------------------
    def pass_turn(self) -> None:
        state = self.app.table.current()
        self.submit("pass", player=state.turn)



    def buzz(self, seat: int) -> None:
        """The same as a finger on seat's DOUBLE button: press and release."""
        self.press_seat(seat)

    # -- the Double race ------------------------------------------------------------------------
    def _race_key(self, record) -> tuple | None:
        return (id(self.app.table.fold), record.opened_at) if record is not None else None

    def dismiss_race(self) -> None:
        """The winner has no such card after all: their claim is withdrawn (an input, so it can be
        undone) where the engine takes `withdraw`; else the sheet just closes and the claim lapses
        once play goes on."""
        table = self.app.table
        state = table.current()
        record = on_show(state)
        self._race_seen = self._race_key(record)
        self.close_sheet()
        if record is not None and record.pending and "withdraw" in getattr(table.rules, "verbs", ()):
            self.submit("withdraw", player=record.verdict.winner)

    def _show_race(self, state, record) -> None:
        self.flow = {"kind": "race"}
        headline, detail = race_lines(state, record)
        rows, footer = [], [Option("UNDO", self.undo), Option("No Double", self.dismiss_race)]
        if record.decided and record.verdict.winner is not None:
            winner = record.verdict.winner
            for side, page in zip(PAGES, state.pages):
                if not self.app.table.rules.doublable_pages(state, page.word):
                    continue
                call = "DOUBLE" if page.doubled == 0 else "DOUBLE-DOUBLE"
                cards = [c for c in self.book.cards if c.word == page.word]
                rows.append((f"{page.word}\n[size=14]{call.title()}[/size]", [
                    Option(f"{c.colours[0] if len(c.colours) == 1 else 'all'}  {symbol_markup(c.symbol)}",
                           self._confirm(winner, c.id, side), fill=colour_rgba(c.colours[0]) if len(c.colours) == 1 else None)
                    for c in cards]))
            if not rows:
                detail += "\nNo word in the Spell Book can be doubled now"
            else:
                detail += f"\n{state.names[winner]}: tap the card's colour to play the Double"
        self.sheet.show(headline, detail, rows, footer, big=True)
        self._put_sheet()

    def _confirm(self, player: int, card_id: str, side: str):
        def confirm() -> None:
            self.close_sheet()
            self.submit("double", player=player, card=card_id, page=side)
        return confirm

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        table = self._table()
        if table is None:
            return
        scanning = getattr(self.app, "scanning", None)
        self.scan_status = scanning.status_line() if scanning is not None else ""
        self.virtual_scan = scanning is not None and scanning.offers_virtual()
        state = table.current()
        if state.over:
            self.close_sheet()
            self.app.goto("sk_end")
            return
        self.message = self.app.last_rejection
        self.can_undo = table.fold.can_undo()
        self.draw_pile = state.draw_pile
        self.turn_name = state.names[state.turn]
        self.playing_all = state.play_all
        self.last = state.last
        by = state.spell_by
        if state.spell and by is not None:
            self.spell, self.spell_who = state.spell, f"{state.names[by]} says"
        else:
            said = state.spell_for(state.turn)
            icons = " or ".join(p.symbol for p in state.pages)
            self.spell = said or f"match {icons}"
            self.spell_who = f"{state.names[state.turn]} says" if said else "the opening Spell Book: play a card with"
        self._show_tiles(state)
        self._show_pages(state)
        if state.to_reveal:  # reveal on escape: nothing else may happen until the reveals are done
            if self.flow is None or self.flow["kind"] != "reveal" or self.flow["player"] != state.to_reveal[0]:
                self.open_reveal()
            return
        if self.flow is not None and self.flow["kind"] == "reveal":
            self.close_sheet()
        record = on_show(state)
        key = self._race_key(record)
        if record is not None and key != self._race_seen:
            self._show_race(state, record)
        elif self.flow is not None and self.flow["kind"] == "race":
            self.close_sheet()

    def _seat_box(self):
        box = self.app.box
        return box if getattr(box, "game", None) == GAME and not box.closed else None

    def _show_tiles(self, state) -> None:
        box = self._seat_box()
        key = (id(self.app.box), state.setup.count, box is not None, state.names)
        if key != self._tiles_for:
            self._tiles_for = key
            row = self.ids.players
            row.clear_widgets()
            self.tiles = {}
            for seat in range(state.setup.count):
                tile = SkPlayerTile(seat=seat)
                if box is not None and box.mock and seat + 1 in box.buttons:
                    button = PinButton(text="DOUBLE", pin=box.buttons[seat + 1].pin)
                else:
                    button = TouchDouble(text="DOUBLE", seat=seat)
                button.font_size = theme.TEXT_SMALL + 1
                button.fill = theme.WARN
                tile.ids.holder.add_widget(button)
                row.add_widget(tile)
                self.tiles[seat] = tile
        record = state.open_race
        winner = record.verdict.winner if record is not None and record.pending else None
        for seat, tile in self.tiles.items():
            tile.name = state.names[seat]
            tile.tower = state.towers[seat]
            tile.hand = state.hands[seat]
            tile.words = " ".join(state.dark_magic[seat]) if state.setup.accumulate_dark_magic \
                else (state.dark_magic[seat][-1] if state.dark_magic[seat] else "")
            tile.turn = seat == state.turn
            tile.lit = seat == winner

    def _show_pages(self, state) -> None:
        for side, page in zip(PAGES, state.pages):
            view = self.ids[side]
            view.side = side.upper()
            view.symbol = symbol_markup(page.symbol)
            view.marks = double_marks(page.doubled)
            if page.word:
                view.word = page.word
                view.colours = page_colour_words(page)
                view.fill = colour_rgba(page.colours[0]) if len(page.colours) == 1 else theme.PANEL_HI
            else:
                view.word = "—"
                view.colours = "no colour yet"
                view.fill = theme.PANEL_HI


Builder.load_file(str(Path(__file__).with_name("sk_board.kv")))
