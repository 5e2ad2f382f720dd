"""The players' phones on the box's screen, without a token or a code ever on it.

- `PhonesSheet`: the host's sheet (from home's PHONES button), naming the game on the table and
  its people: each seat's own hold (its code beside what only it knows: a seat's code is that
  seat's secret, never on the shared screen without its hold), whether a phone has joined it, and
  END LINK for one (a phone left behind, the wrong person scanned a code). The link stops working
  at once; that seat's phone is told so and needs the new code on its seat's own hold.
- `offer_code`: on a board's sheet for a seat's private entry (Kittens' See the Future, a Defuse),
  that seat's hold with its code while no phone of theirs has joined; once one has, the sheet asks
  the phone instead.
- `offer_on_phones`: a private choice a board takes by a hold (Nights) offered on the phones too.
- `enter_on_phone`: a board's private entry (the cards See the Future showed, where a Defused Kitten
  went) for a seat whose phone is joined: the sheet says "enter it on your phone" and that phone
  gets the form (phones/link.py `ask`). The box can still take it (ON THE BOX): a flat battery
  or a phone left in a coat must never stop the game, and the table knows that hold already.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from kivy.clock import Clock
from kivy.uix.boxlayout import BoxLayout
from kivy.uix.gridlayout import GridLayout
from kivy.uix.label import Label
from kivy.uix.widget import Widget
from kivy.metrics import dp, sp

from companion.registry import spec_for
from ui import theme
from ui.widgets.private_reveal import PrivateReveal, seat_hold
from ui.widgets.sheet import Option, Sheet

PER_LINE = 2  # seats side by side: eight seats in four rows of finger-sized tiles
JOIN_CHECK = 0.25  # seconds between looks at which phones have joined, while the sheet is up
END_LINK = dp(132)  # the END LINK button beside a joined seat's hold


def joined(app: Any, seat: int) -> bool:
    """Whether `seat` has a phone joined to the game on the table."""
    phones = getattr(app, "phones", None)
    return phones is not None and seat in phones.joined()


def seat_names(table: Any) -> list[str]:
    """Each seat of the game on the table, named as the phones name them (the spec's names part)."""
    if table.fold is None:
        return []
    names = spec_for(table.game).part("names")
    return list(names(table.rules.public_view(table.current()))) if names is not None else []


def enter_on_phone(board: Any, seat: int, do: str, data: dict, headline: str,
                   footer: Iterable[tuple[str, Callable[[], None], Any]]) -> bool:
    """When `seat` has a phone joined: hand it the private input `do` (`data` so far) and put up
    the board's sheet saying so; True. Each footer entry (words, what a tap does, fill) first
    takes the input back from the phone. False (nothing done): no phone for that seat."""
    app = board.app
    if not joined(app, seat):
        return False
    flow, who = board.flow, board.who(seat)

    def done() -> None:  # the phone's input went in: the sheet that waited for it goes
        if board.flow is flow:
            board.close_sheet()
            board.notice = f"{who} entered it on their phone"

    def first_withdraw(then: Callable[[], None]) -> Callable[[], None]:
        def tap() -> None:
            app.phones.withdraw(seat)
            then()
        return tap

    app.phones.ask(seat, do, data, done)
    board._show(headline, f"{who}: enter it on your phone, where only you see it. The shared odds stay.",
                [], [Option(words, first_withdraw(then), fill=fill) for words, then, fill in footer])
    body = board.sheet.ids.body
    body.add_widget(Label(text=f"Waiting for {who}'s phone…", font_size=theme.TITLE, bold=True,
                          color=theme.TEXT_COLOUR, size_hint_y=None, height=dp(160)), index=len(body.children))
    return True


def offer_code(board: Any, seat: int, again: Callable[[], None]) -> None:
    """With phones on and no phone of `seat`'s joined: that seat's hold at the top of the board's
    sheet (what only they know, and their phone's code beside it). Let go once their phone has
    joined (its page opened from the code), `again()`: the sheet asks the phone now."""
    app = board.app
    if getattr(app, "phones", None) is None or joined(app, seat):
        return
    name, flow = board.who(seat), board.flow
    tile = seat_hold(lambda: app.table, seat, name, label=f"{name}: hold for your phone's code",
                     size_hint_y=None, height=theme.TOUCH)

    def let_go(_tile: Any, _shown: bool) -> None:
        if board.flow is flow and joined(app, seat):
            again()

    tile.bind(on_hide=let_go)
    body = board.sheet.ids.body
    body.add_widget(tile, index=len(body.children))


def offer_on_phones(board: Any, seats: Iterable[int], input_for: Callable[[int], tuple[str, dict]], says: str) -> list[int]:
    """A private choice the box takes by a hold (a Nights Dragon exposing itself, the Vampire's
    BURY, the Werewolf sparing a tower) also offered on each of `seats`' joined phones: the same
    input, judged the same way, a refusal told to that phone alone. The box's sheet stays as it
    is (everyone at the table sees it offered alike); it closes when a phone's input goes in.
    `input_for(seat)` -> (do, fields), asked only of a seat with a phone. The seats offered."""
    app = board.app
    flow = board.flow
    offered = [seat for seat in seats if joined(app, seat)]

    def done() -> None:
        if board.flow is flow:
            board.close_sheet()

    for seat in offered:
        do, fields = input_for(seat)
        app.phones.ask(seat, do, fields, done, says)
    return offered


class PhonesSheet(Sheet):
    """The host's sheet over the whole window: the game, each seat's hold with its code, and
    END LINK for a joined phone."""

    def __init__(self, link: Any, table: Any, **kwargs):
        super().__init__(**kwargs)
        self.link, self.table = link, table
        self.ended: list[int] = []  # the seats whose link was ended on this sheet
        self._on: set[int] = set()  # the seats drawn as joined
        self.draw()
        # a phone joins while the sheet is up (its seat just scanned the code): the sheet says so
        # once the seat lets go of its hold (redrawn under a finger, the hold would go)
        self._watch = Clock.schedule_interval(self._check_joined, JOIN_CHECK)

    def _check_joined(self, *_: Any) -> bool | None:
        if self.parent is None:
            return False  # the sheet went (closed, or the window cleared): no more looks
        if set(self.link.joined()) != self._on and not PrivateReveal.any_held():
            self.draw()

    def draw(self) -> None:
        PrivateReveal.hide_all()  # a hold on the sheet being redrawn goes with it
        names = seat_names(self.table)
        if not names:
            self.show("Phones", "No game on the table.\nPhones join a game's seats, by the code on each seat's hold.",
                      [], [Option("Close", self.close)])
            return
        title = spec_for(self.table.game).title
        self.show(f"Phones: {title}", f"For this {title} game: {', '.join(names)}. Each of you holds your own "
                  "tile, alone, to see your phone's code. END LINK stops that phone at once.",
                  [], [Option("Close", self.close)])
        on = self._on = set(self.link.joined())
        rows = -(-len(names) // PER_LINE)
        grid = GridLayout(cols=PER_LINE, spacing=dp(6), size_hint_y=None, height=rows * (theme.TOUCH + dp(6)))
        for seat, name in enumerate(names):
            cell = BoxLayout(spacing=dp(4))
            if seat in on:
                words = f"{name}: phone joined [font=DejaVuSans]✓[/font]"
            elif seat in self.ended:
                words = f"{name}: link ended, hold for a new code"
            else:
                words = f"{name}: hold for your code"
            cell.add_widget(seat_hold(lambda: self.table, seat, name, label=words))
            if seat in on:
                end = self._button(Option("END LINK", self._kick(seat), fill=theme.WARN))
                end.size_hint_x, end.width = None, END_LINK
                cell.add_widget(end)
            grid.add_widget(cell)
        body = self.ids.body
        body.clear_widgets()
        body.add_widget(grid)
        body.add_widget(Widget())

    def _kick(self, seat: int) -> Callable[[], None]:
        def kick() -> None:
            self.link.kick(seat)
            self.ended.append(seat)
            self.draw()
        return kick

    def close(self, *_: Any) -> None:
        self._watch.cancel()
        PrivateReveal.hide_all()  # a hold still down when the sheet goes: nothing stays up
        if self.parent is not None:
            self.parent.remove_widget(self)

    @classmethod
    def open(cls, link: Any, table: Any) -> "PhonesSheet":
        """Over the whole window, until Close or until the app shows another screen."""
        from kivy.app import App
        from kivy.core.window import Window

        sheet = cls(link, table)
        Window.add_widget(sheet)
        screens = getattr(App.get_running_app(), "sm", None)
        if screens is not None:
            screens.fbind("current", sheet.close)
        return sheet

