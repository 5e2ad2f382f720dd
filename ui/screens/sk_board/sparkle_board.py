"""What the Sparkle*Kitty and Sparkle*Kitty Nights boards share: the turn, the draw pile and the
spell to say; PASS & DRAW; and the Double race, settled the same way in both games: a DOUBLE
button per player is that player's buzzer; once the race is settled the sheet shows the winner
and everyone's margin in ms, and the winner taps the card's colour to play the Double (or
'No Double': the claim is withdrawn)."""

from __future__ import annotations

from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout
from kivy.metrics import dp, sp

from ui import theme
from ui.screens.sk_board import board_model
from ui.screens.sk_board.board_model import on_show, waiting_claims
from ui.screens.sk_board.looks import colour_rgba, nothing_to_double, race_lines, symbol_markup
from ui.widgets.sheet import Option, Sheet


class SparkleTile(BoxLayout):
    """What a player's tile shows on both boards (each board's .kv lays its own tile out)."""

    seat = NumericProperty(0)
    name = StringProperty("")
    tower = NumericProperty(0)
    hand = NumericProperty(0)
    turn = BooleanProperty(False)
    lit = BooleanProperty(False)  # this player's buzzer lamp (the race's winner)

    @staticmethod
    def status_text(turn: bool, lit: bool, out: bool, tight: bool) -> str:
        """The word beside the tower number: whose turn, who buzzed first, who is out; beside two
        digits on a narrow tile (seven or eight players: about 26 px) a mark: ▶ for the turn,
        1st for the first (the outline says it too, and PLAY names who is on turn)."""
        if turn:
            return "[font=DejaVuSans]▶[/font]" if tight else "TURN"
        if lit:
            return "1st" if tight else "FIRST"
        return "OUT" if out else ""


class PageView(BoxLayout):
    """A Spell Book page (a side of the Keyhole): filled by `show_page`."""

    side = StringProperty("")
    word = StringProperty("")
    colours = StringProperty("")
    fill = ColorProperty(theme.PANEL_HI)
    symbol = StringProperty("")
    marks = StringProperty("")


def show_page(view, side: str, page, marks: str, colour_words) -> None:
    """One page on its view: word, colours (in words, `colour_words(page)`, and as the fill when
    there is one colour), symbol and Double marks."""
    view.side = side.upper()
    view.symbol = symbol_markup(page.symbol)
    view.marks = marks
    if page.word:
        view.word = page.word
        view.colours = colour_words(page)
        view.fill = colour_rgba(page.colours[0]) if len(page.colours) == 1 else theme.PANEL_HI
    else:
        view.word = "—"
        view.colours = "no colour yet"
        view.fill = theme.PANEL_HI


class SparkleBoard:
    """A mixin of the Sparkle*Kitty boards, before SeatBoard (it needs its `app`, `book`, `submit`,
    `undo`, `close_sheet`, `_put_sheet`, `press_seat`)."""

    opening = "Spell Book"  # what the table calls the two pages (Nights: the Keyhole)
    model = board_model  # the board's view-model (Nights: skn_board/board_model.py)
    race_fill = theme.WARN  # the DOUBLE buttons (SeatBoard.seat_tiles)
    race_font_size = theme.TEXT_FLOOR + sp(1)
    spell = StringProperty("")
    spell_who = StringProperty("")
    draw_pile = NumericProperty(0)
    turn_name = StringProperty("")
    last = StringProperty("")
    message = StringProperty("")
    can_undo = BooleanProperty(False)

    def __init__(self, **kwargs):
        self.sheet = Sheet()  # the choices over the board (flows), and the race
        self._race_seen: tuple | None = None  # a race the table dismissed (no Double after all)
        super().__init__(**kwargs)

    def show_turn(self, state) -> None:
        """Whose turn, the draw pile, the last play, a refusal, and the spell to say in large type
        (who says it; before the first spell, the icons a card must match)."""
        self.message = self.app.last_rejection or self.notice  # a sheet closed by the guard says why
        view = board_model.turn_view(state, self.opening)
        self.draw_pile, self.turn_name, self.last = view.draw_pile, view.turn_name, view.last
        self.spell, self.spell_who = view.spell, view.spell_who

    def show_seats(self, state, make_tile) -> tuple:
        """A tile per player (`make_tile(seat)`, built again only when the seats change): name,
        tower, hand, whose turn, and the lamp of a Double race's winner. The seats' views."""
        self.seat_tiles(state.setup.count, state.names, make_tile)
        views = board_model.seat_views(state, self.seat_words(state))
        for seat, tile in self.tiles.items():
            view = views[seat]
            tile.name, tile.tower, tile.hand, tile.turn, tile.lit = view.name, view.tower, view.hand, view.turn, view.lit
        return views

    def seat_words(self, state):
        """What a tile says besides the counts (`seat -> words`), None: nothing."""
        return None

    # -- the stale-sheet guard asks the board's view-model (ui/widgets/sheet_guard.py) ----------
    def sheet_owner(self, state, flow: dict):
        return self.model.sheet_owner(state, flow)

    def stale_notice(self, state, owner) -> str:
        return self.model.stale_notice(state, owner)

    def buzz(self, seat: int) -> None:
        """The same as a finger on seat's DOUBLE button: press and release."""
        self.press_seat(seat)

    def pass_turn(self) -> None:
        state = self.app.table.current()
        self.submit("pass", player=state.turn)

    def show_race(self, state) -> bool:
        """Each frame: the race on show goes on the sheet (unless the table dismissed it); a race
        sheet whose race is gone closes. True while the race sheet is up, or if it closed this
        frame. The sheet keeps its buttons while their choices stay the same (Sheet.show): a
        finger lasts frames, and one on UNDO or a colour must still be on it when it lifts."""
        record = on_show(state)
        key = self._race_key(record)
        if record is not None and key != self._race_seen:
            self._show_race(state, record)
            return True
        if self.flow is not None and self.flow["kind"] == "race":
            self.close_sheet()
            return True
        return False

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
        if self.flow is None or self.flow["kind"] != "race":
            self.flow = {"kind": "race"}  # (the same one while it is up: its owner is noted once)
        headline, detail = race_lines(state, record)
        rows, footer = [], [Option("UNDO", self.undo), Option("No Double", self.dismiss_race)]
        if record.decided and record.verdict.winner is not None:
            winner = record.verdict.winner
            for row in board_model.double_rows(self.app.table.rules, state):
                rows.append((f"{row.word}\n[size=18sp]{row.call.title()}[/size]", [
                    Option(f"{c.colours[0] if len(c.colours) == 1 else 'all'}  {symbol_markup(c.symbol)}",
                           self._confirm(winner, c.id, row.side), fill=colour_rgba(c.colours[0]) if len(c.colours) == 1 else None)
                    for c in row.cards]))
            if not rows:  # a press that can Double nothing: it says why, and closes as usual
                detail += f"\n{nothing_to_double(state, winner, self.opening)}"
                footer[-1] = Option("Close", self.dismiss_race)
            else:
                detail += f"\n{state.names[winner]}: tap the card's colour to play the Double"
            waiting = waiting_claims(state, record)
            if waiting:
                detail += f"\n{waiting} buzzed later: waits for {state.names[winner]}'s Double"
        self._put_sheet()  # (on the board first: the band is measured in its coordinates)
        # the DOUBLE buttons stay open under the race's sheet: a second press is a buzz in it
        self.sheet.show(headline, detail, rows, footer, big=True, clear_band=self.race_band())

    def _confirm(self, player: int, card_id: str, side: str):
        def confirm() -> None:
            self.close_sheet()
            self.submit("double", player=player, card=card_id, page=side)
        return confirm
