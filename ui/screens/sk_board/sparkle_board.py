"""What the Sparkle*Kitty and Sparkle*Kitty Nights boards share: the turn, the draw pile and the
spell to say; PASS & DRAW; and the Double race, settled the same way in both games: a DOUBLE
button per player is that player's buzzer; once the race is settled the sheet shows the winner
and everyone's margin in ms, and the winner taps the card's colour to play the Double (or
'No Double': the claim is withdrawn)."""

from __future__ import annotations

from kivy.properties import BooleanProperty, ColorProperty, NumericProperty, StringProperty
from kivy.uix.boxlayout import BoxLayout

from companion.sparkle_kitty.state import PAGES
from ui import theme
from ui.screens.sk_board.looks import colour_rgba, race_lines, symbol_markup
from ui.screens.sk_board.sheet import Option, Sheet


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


def waiting_claims(state, record) -> str:
    """The winners of later races still to play their Double, in buzz order (the engine takes the
    claims in that order: each waits for the one on show to be played or withdrawn)."""
    later = [state.names[r.verdict.winner] for r in state.races
             if r.pending and r.opened_at > record.opened_at and r.verdict.winner != record.verdict.winner]
    return ", then ".join(dict.fromkeys(later))


class SparkleTile(BoxLayout):
    """What a player's tile shows on both boards (each board's .kv lays its own tile out)."""

    seat = NumericProperty(0)
    name = StringProperty("")
    tower = NumericProperty(0)
    hand = NumericProperty(0)
    turn = BooleanProperty(False)
    lit = BooleanProperty(False)  # this player's buzzer lamp (the race's winner)


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
    race_fill = theme.WARN  # the DOUBLE buttons (SeatBoard.seat_tiles)
    race_font_size = theme.TEXT_SMALL + 1
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
        self.message = self.app.last_rejection
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
            self.spell_who = f"{state.names[state.turn]} says" if said else \
                f"the opening {self.opening}: play a card with"

    def show_seats(self, state, make_tile) -> None:
        """A tile per player (`make_tile(seat)`, built again only when the seats change): name,
        tower, hand, whose turn, and the lamp of a Double race's winner."""
        self.seat_tiles(state.setup.count, state.names, make_tile)
        record = state.open_race
        winner = record.verdict.winner if record is not None and record.pending else None
        for seat, tile in self.tiles.items():
            tile.name = state.names[seat]
            tile.tower = state.towers[seat]
            tile.hand = state.hands[seat]
            tile.turn = seat == state.turn
            tile.lit = seat == winner

    def buzz(self, seat: int) -> None:
        """The same as a finger on seat's DOUBLE button: press and release."""
        self.press_seat(seat)

    def pass_turn(self) -> None:
        state = self.app.table.current()
        self.submit("pass", player=state.turn)

    def show_race(self, state) -> bool:
        """Each frame: the race on show goes on the sheet (unless the table dismissed it); a race
        sheet whose race is gone closes. True if the race sheet opened or closed this frame."""
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
        self.flow = {"kind": "race"}
        headline, detail = race_lines(state, record)
        rows, footer = [], [Option("UNDO", self.undo), Option("No Double", self.dismiss_race)]
        if record.decided and record.verdict.winner is not None:
            winner = record.verdict.winner
            for side, page in zip(PAGES, state.pages):
                if not self.app.table.rules.doublable_pages(state, page.word):
                    continue
                call = "DOUBLE" if page.doubled == 0 else "DOUBLE-DOUBLE"
                cards = self.app.table.rules.double_cards(state, side)  # never a card already played
                rows.append((f"{page.word}\n[size=14]{call.title()}[/size]", [
                    Option(f"{c.colours[0] if len(c.colours) == 1 else 'all'}  {symbol_markup(c.symbol)}",
                           self._confirm(winner, c.id, side), fill=colour_rgba(c.colours[0]) if len(c.colours) == 1 else None)
                    for c in cards]))
            if not rows:
                detail += f"\nNo word in the {self.opening} can be doubled now"
            else:
                detail += f"\n{state.names[winner]}: tap the card's colour to play the Double"
            waiting = waiting_claims(state, record)
            if waiting:
                detail += f"\n{waiting} buzzed later: waits for {state.names[winner]}'s Double"
        self.sheet.show(headline, detail, rows, footer, big=True)
        self._put_sheet()

    def _confirm(self, player: int, card_id: str, side: str):
        def confirm() -> None:
            self.close_sheet()
            self.submit("double", player=player, card=card_id, page=side)
        return confirm
