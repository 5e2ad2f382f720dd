"""The Sparkle*Kitty Nights board (Nights, Werewolf, Vampire): a tile per player (tower big, hand,
top enchantment, their character once exposed and only then, OUT once free, the Vampire game's
Mirror at the base), the Keyhole's two sides, the spell to say big with the speaker's enchantment
applied, a team view of the exposed characters, and one-tap actions: PLAY, ENCHANT (Dark Magic or
Mirror-Mirror), PASS & DRAW, PUNISH, MORE (expose, guess, your own Knight, teams); a DOUBLE button
per player opens a buzzer race, settled exactly as in Sparkle*Kitty (its methods, reused).

Nothing hidden is ever on this screen: a character shows on a tile only once the engine says it
is exposed (`state.teams`); a player's own Knight and a peek show only through hold-to-see tiles
(ui/widgets/private_reveal.py) on a sheet, asked of the engine at the moment of holding.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.screenmanager import Screen

from ui import theme
from ui.screens.sk_board.looks import colour_rgba, page_colour_words, symbol_markup
from ui.screens.sk_board.sheet import Sheet
from ui.screens.sk_board.sk_board import SkBoardScreen, TouchDouble, on_show
from ui.screens.skn_board import looks
from ui.screens.skn_board.flows import NightsFlows
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.hardware_panel import PinButton
from ui.widgets.private_reveal import PrivateReveal
from ui.widgets.seat_board import SeatBoard

GAME = "sparkle_kitty_nights"
LONG_SPELL = 23  # characters at 48 px in one line; a longer spell (Mirror-Mirror: forwards and back) takes two


class SknPlayerTile(BoxLayout):
    seat = NumericProperty(0)
    name = StringProperty("")
    tower = NumericProperty(0)
    hand = NumericProperty(0)
    enchantment = StringProperty("")  # the top enchantment, in words with a glyph ("" if none)
    team_text = StringProperty("")  # the exposed character, word and glyph ("" while hidden)
    team_fill = ColorProperty(theme.PANEL)
    turn = BooleanProperty(False)
    lit = BooleanProperty(False)  # this player's buzzer lamp (the race's winner)
    out = BooleanProperty(False)  # escaped: out of the tower
    mirror = BooleanProperty(False)  # Vampire: the Mirror still at the base of the tower
    spread = BooleanProperty(False)  # hand face up on the table (Spread, the show icon)


class SknPage(BoxLayout):
    side = StringProperty("")
    word = StringProperty("")
    colours = StringProperty("")
    fill = ColorProperty(theme.PANEL_HI)
    symbol = StringProperty("")
    marks = StringProperty("")


class SknBoardScreen(SeatBoard, NightsFlows, Screen):
    game = GAME
    spell = StringProperty("")
    spell_who = StringProperty("")
    long_spell = BooleanProperty(False)
    draw_pile = NumericProperty(0)
    turn_name = StringProperty("")
    last = StringProperty("")
    message = StringProperty("")
    can_undo = BooleanProperty(False)
    teams_text = StringProperty("")
    pending_text = StringProperty("")  # what the table must settle first (a guess, an exposure)

    # Sparkle*Kitty's Double race, unchanged: the same methods, not a copy (sk_board/sk_board.py)
    _race_key = SkBoardScreen._race_key
    dismiss_race = SkBoardScreen.dismiss_race
    _show_race = SkBoardScreen._show_race
    _confirm = SkBoardScreen._confirm
    buzz = SkBoardScreen.buzz
    pass_turn = SkBoardScreen.pass_turn

    def __init__(self, **kwargs):
        self.tiles: dict[int, SknPlayerTile] = {}
        self._tiles_for: tuple | None = None
        self.sheet = Sheet()
        self.flow = None
        self._race_seen: tuple | None = None
        super().__init__(**kwargs)

    def on_pre_enter(self, *args) -> None:
        table = self._table()
        if table is not None and table.held:
            table.release()  # no sand here: a restarted game goes on at once
        self.close_sheet()
        self.refresh()

    def on_pre_leave(self, *args) -> None:
        self.close_sheet()  # a hold-to-see tile on a sheet goes too: nothing stays up

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        table = self._table()
        if table is None:
            return
        state = table.current()
        if state.over:
            self.close_sheet()
            self.app.goto("skn_end")
            return
        self.message = self.app.last_rejection
        self.can_undo = table.fold.can_undo()
        self.draw_pile = state.draw_pile
        self.turn_name = state.names[state.turn]
        self.last = state.last
        by = state.spell_by
        if state.spell and by is not None:
            self.spell, self.spell_who = state.spell, f"{state.names[by]} says"
        else:
            said = state.spell_for(state.turn)
            icons = " or ".join(p.symbol for p in state.pages if p.symbol)
            self.spell = said or (f"match {icons}" if icons else "any card")
            self.spell_who = f"{state.names[state.turn]} says" if said else "the opening Keyhole: play a card with"
        self.long_spell = len(self.spell) > LONG_SPELL
        self._show_tiles(state)
        self._show_pages(state)
        self.teams_text = looks.teams_summary(state)
        self.pending_text = self.pending_words(state)
        record = on_show(state)
        key = self._race_key(record)
        if record is not None and key != self._race_seen:
            self._show_race(state, record)
        elif self.flow is not None and self.flow["kind"] == "race":
            self.close_sheet()
        elif self.flow is None and state.blocked() is not None:
            self.open_pending()

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
                tile = SknPlayerTile(seat=seat)
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
            tile.enchantment = looks.enchantment_words(state.top_enchantment(seat))
            role = state.teams[seat] if seat < len(state.teams) else None  # exposed characters only
            tile.team_text = looks.marked(role) if role else ""
            tile.team_fill = looks.look(role)[2] if role else theme.PANEL
            tile.turn = seat == state.turn
            tile.lit = seat == winner
            tile.out = bool(state.escaped[seat]) if state.escaped else False
            tile.mirror = bool(state.mirrors[seat]) if state.mirrors else False
            tile.spread = bool(state.spread[seat]) if state.spread else False

    def _show_pages(self, state) -> None:
        for side, page in zip(("left", "right"), state.pages):
            view = self.ids[side]
            view.side = side.upper()
            view.symbol = symbol_markup(page.symbol) if page.symbol else ""
            view.marks = f"DOUBLED ×{page.doubled}" if page.doubled else ""
            if page.word:
                view.word = page.word
                view.colours = looks.page_colours(page, page_colour_words)
                view.fill = colour_rgba(page.colours[0]) if len(page.colours) == 1 else theme.PANEL_HI
            else:
                view.word = "—"
                view.colours = "no colour yet"
                view.fill = theme.PANEL_HI

    def submit(self, do: str, **fields) -> bool:
        """One input; a peek it made (Mirror-Mirror, PEEK, a stolen Mirror, the Vampire game's
        Mirror taken off a tower) opens the peeker's hold-to-see at once (the box dealt)."""
        table = self._table()
        before = len(table.current().peeks) if table is not None else 0
        accepted = super().submit(do, **fields)
        table = self._table()
        if accepted and table is not None:
            peeks = table.current().peeks
            if len(peeks) > before:
                self.open_peek_result(*peeks[-1][:2])  # (who, at whom, ...)
        return accepted

    def close_sheet(self) -> None:
        PrivateReveal.hide_all()  # a peek or a Knight on the sheet goes with it
        super().close_sheet()


Builder.load_file(str(Path(__file__).with_name("skn_board.kv")))
