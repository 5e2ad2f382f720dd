"""The Sparkle*Kitty Nights board (Nights, Werewolf, Vampire): a tile per player (tower big, hand,
top enchantment, their character once exposed and only then, OUT once free, the Vampire game's
Mirror at the base), the Keyhole's two sides, the spell to say big with the speaker's enchantment
applied, a team view of the exposed characters, and one-tap actions: PLAY, ENCHANT (Dark Magic or
Mirror-Mirror), PASS & DRAW, PUNISH, MORE (expose, guess, your own Knight, teams); a DOUBLE button
per player opens a buzzer race, settled exactly as in Sparkle*Kitty (sk_board/sparkle_board.py).

Nothing hidden is ever on this screen: a character shows on a tile only once the engine says it
is exposed (`state.teams`); a player's own Knight and a peek show only through hold-to-see tiles
(ui/widgets/private_reveal.py) on a sheet, asked of the engine at the moment of holding.
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import BooleanProperty, ColorProperty, StringProperty
from kivy.uix.screenmanager import Screen

from ui import theme
from ui.screens.sk_board.looks import page_colour_words
from ui.screens.sk_board.sparkle_board import PageView, SparkleBoard, SparkleTile, show_page
from ui.screens.skn_board import board_model, looks
from ui.screens.skn_board.flows import NightsFlows
from ui.widgets.buttons import BigButton  # noqa: F401  (the .kv uses it)
from ui.widgets.private_reveal import PrivateReveal
from ui.widgets.reader_status import ReaderStatus  # noqa: F401  (the .kv uses it)
from ui.widgets.seat_board import SeatBoard

GAME = "sparkle_kitty_nights"
LONG_SPELL = 23  # characters at 48 px in one line; a longer spell (Mirror-Mirror: forwards and back) takes two


class SknPlayerTile(SparkleTile):
    enchantment = StringProperty("")  # the top enchantment, in words with a glyph ("" if none)
    team_text = StringProperty("")  # the exposed character, word and glyph ("" while hidden)
    team_fill = ColorProperty(theme.PANEL)
    out = BooleanProperty(False)  # escaped: out of the tower
    mirror = BooleanProperty(False)  # Vampire: the Mirror still at the base of the tower
    spread = BooleanProperty(False)  # hand face up on the table (Spread, the show icon)
    cleared = BooleanProperty(False)  # Werewolf: named in a wrong guess, "not the Werewolf" (public)
    team_short = StringProperty("")  # the exposed character on a compact tile: its word, short
    compact = BooleanProperty(False)  # seven or eight tiles (the .kv sets it from the width)


class SknPage(PageView):
    pass


class SknBoardScreen(SparkleBoard, SeatBoard, NightsFlows, Screen):
    game, end_screen, opening, shows_scanning = GAME, "skn_end", "Keyhole", True
    model = board_model
    virtual_scan = BooleanProperty(False)  # no real pins: the SCAN button opens the virtual scanner
    long_spell = BooleanProperty(False)
    teams_text = StringProperty("")
    pending_text = StringProperty("")  # what the table must settle first (a guess, an exposure)

    def on_pre_leave(self, *args) -> None:
        self.close_sheet()  # a hold-to-see tile on a sheet goes too: nothing stays up

    # -- the view ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.live_state()
        if state is None:
            return
        self.show_turn(state)
        self.long_spell = len(self.spell) > LONG_SPELL
        self._show_tiles(state)
        self._show_pages(state)
        self.teams_text = looks.teams_summary(state)
        self.pending_text = self.pending_words(state)
        if self.show_race(state):  # Sparkle*Kitty's Double race, settled the same way
            return
        if self.flow is None and state.blocked() is not None:
            self.open_pending()

    def _show_tiles(self, state) -> None:
        self.show_seats(state, lambda seat: SknPlayerTile(seat=seat))
        for seat, tile in self.tiles.items():
            view = board_model.knight_view(state, seat)
            tile.enchantment, tile.team_text = view.enchantment, view.team_text
            tile.team_short = looks.short_word(view.team_role) if view.team_role else ""
            tile.team_fill = looks.look(view.team_role)[2] if view.team_role else theme.PANEL
            tile.out, tile.mirror, tile.spread, tile.cleared = view.out, view.mirror, view.spread, view.cleared

    def _show_pages(self, state) -> None:
        for side, page in zip(("left", "right"), state.pages):
            marks = f"DOUBLED ×{page.doubled}" if page.doubled else ""
            show_page(self.ids[side], side, page, marks, lambda p: looks.page_colours(p, page_colour_words))

    def submit(self, do: str, **fields) -> bool:
        """One input; a peek it made (Mirror-Mirror, PEEK, a stolen Mirror, the Vampire game's
        Mirror taken off a tower) opens the peeker's hold-to-see at once (the box dealt)."""
        before = self.before_input()
        accepted = super().submit(do, **fields)
        if accepted:
            self.after_input(before)
        return accepted

    def before_input(self) -> int:
        """What `after_input` compares with (ui/scanning.py calls both around a scanned card too)."""
        table = self._table()
        return len(table.current().peeks) if table is not None else 0

    def after_input(self, before: int) -> None:
        table = self._table()
        if table is not None:
            peeks = table.current().peeks
            if len(peeks) > before:
                self.open_peek_result(*peeks[-1][:2])  # (who, at whom, ...)

    def close_sheet(self) -> None:
        PrivateReveal.hide_all()  # a peek or a Knight on the sheet goes with it
        super().close_sheet()


Builder.load_file(str(Path(__file__).with_name("skn_board.kv")))
