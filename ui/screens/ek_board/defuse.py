"""Where a Kitten goes back into the pile, on the Kittens board.

A Defused Kitten goes where only its player knows, so the sheet asks in two steps, as See the
Future does: first a gate the whole table may see (who defuses; SECRET to say nothing, KEEP it
beside a Streaking Kitten, UNDO the draw, or the box turned to that player: "only Dad looks"),
then the pile's places, for that player's eyes. There a tap only chooses a place (it shows
ticked); PUT HERE, naming the place, puts it there: nothing goes into the pile by one stray tap.
Once in, the board says so without saying where, and UNDO takes it back.

The Imploding Kitten drawn the first time goes back face up: everyone sees where, so it has no
gate, and the same choose-then-PUT HERE places.

With the player's phone joined, the gate asks their phone instead (ui/widgets/phones_sheet.py);
ON THE BOX still takes it here. Without, and with phones on, the gate has the player's own hold
with their phone's code: let go once the phone has joined, and the phone asks.

A mixin of `EkFlows` (it needs `app`, `flow`, `_show`, `close_sheet`, `submit`, `undo`, `who`).
"""

from __future__ import annotations

from companion.kittens.book import IMPLODING
from ui import theme
from ui.screens.ek_board import board_model as model
from ui.screens.ek_board.looks import ordinal
from ui.widgets.phones_sheet import enter_on_phone, offer_code
from ui.widgets.sheet import Option

SECRET = "secret / random\n[size=18sp]say nothing[/size]"


class EkDefuse:
    def open_defuse(self) -> None:
        state = self.app.table.current()
        self.notice = ""
        self.flow = {"kind": "defuse", "player": state.to_act, "at": min(3, state.draw_pile)}
        p = state.to_act
        if not enter_on_phone(self, p, "defuse", {}, self._defuse_headline(),
                              [("Cancel", self.close_sheet, None), ("SECRET\n[size=14sp]say nothing[/size]", self._put(None), None),
                               ("ON THE BOX\n[size=14sp]only they look[/size]", self._show_position, None)]):
            self._show_defuse_gate()

    def open_implode_back(self) -> None:
        """The Imploding Kitten drawn the first time goes back face up: everyone sees where."""
        state = self.app.table.current()
        self.notice = ""
        self.flow = {"kind": "implode", "player": state.to_act, "at": min(3, state.draw_pile)}
        self._show_position()

    def _defuse_headline(self) -> str:
        state = self.app.table.current()
        p = self.flow["player"]
        if state.pending is not None and state.pending.count > 1:
            return f"{self.who(p)} DEFUSES 1 of {state.pending.count} Kittens: where?"
        return f"{self.who(p)} DEFUSES: where does the Kitten go?"

    def _show_defuse_gate(self) -> None:
        """What the whole table may see: nothing of where it goes."""
        state = self.app.table.current()
        p = self.flow["player"]
        choices = [Option(SECRET, self._put(None), fill=theme.SILENCE)]
        if model.may_keep(state, p):  # only a Kitten drawn from the pile can be kept
            choices.append(Option("KEEP it (Streaking Kitten)", self._keep(p), fill=theme.SILENCE))
        self._show(self._defuse_headline(),
                   f"Only {self.who(p)} may see the next screen: turn the box to them. Or keep it secret.",
                   [("Or", choices)],
                   [Option("Cancel", self.close_sheet),
                    Option("UNDO\n[size=18sp]the draw[/size]", self.undo, disabled=not self.app.table.fold.can_undo()),
                    Option(f"WHERE IT GOES\n[size=18sp]only {self.who(p)} looks[/size]", self._show_position,
                           fill=theme.GOOD)])
        offer_code(self, p, self.open_defuse)  # their phone's code, on their hold: then the phone asks

    def _show_position(self) -> None:
        flow, state = self.flow, self.app.table.current()
        p, size, at = flow["player"], state.draw_pile, flow["at"]
        spots = [("top", 0), ("2nd", 1), ("3rd", 2), ("bottom", size)]
        quick = [Option(w, self._choose(n), selected=n == at) for w, n in spots
                 if n <= size and (w == "bottom" or n < size)]
        step = [Option("−5", self._move(-5), disabled=at == 0), Option("−1", self._move(-1), disabled=at == 0),
                Option(f"PUT HERE\n[size=18sp]{ordinal(at, size)}[/size]", self._put(at), fill=theme.GOOD,
                       font_size=theme.TEXT_FLOOR),
                Option("+1", self._move(1), disabled=at == size), Option("+5", self._move(5), disabled=at == size)]
        if flow["kind"] == "defuse":
            quick.insert(0, Option("secret / random", self._put(None), fill=theme.SILENCE))
            headline = f"Only {self.who(p)} looks: where does the Kitten go?"
            detail = f"The pile has {size} cards. Tap a place, then PUT HERE; 'secret' if {self.who(p)} won't say."
            footer = [Option("Back", self._show_defuse_gate)]
        else:
            headline = f"{self.who(p)}: the Imploding Kitten goes back FACE UP"
            detail = f"The pile has {size} cards. Everyone sees where it goes: tap a place, then PUT HERE."
            quick.insert(0, Option("not said", self._put(None), fill=theme.SILENCE))
            footer = [Option("Cancel", self.close_sheet)]
        self._show(headline, detail, [("Put it", quick), ("Or at", step)], footer)

    def _choose(self, position: int):
        def choose() -> None:
            self.flow["at"] = position
            self._show_position()
        return choose

    def _move(self, by: int):
        def move() -> None:
            size = self.app.table.current().draw_pile
            self.flow["at"] = max(0, min(size, self.flow["at"] + by))
            self._show_position()
        return move

    def _put(self, position):
        def put() -> None:
            kind, p = self.flow["kind"], self.flow["player"]
            self.close_sheet()
            fields = {} if position is None else {"position": position}
            if kind == "defuse" and position is not None:
                fields["private"] = True  # where the player put it: the shared odds never show it
            if kind != "defuse":
                self.submit("draw", player=p, card=IMPLODING, **fields)
            elif self.submit("defuse", player=p, **fields):
                # said without where: only the player knows, and UNDO is one tap away
                self.notice = f"{self.who(p)}'s Kitten is back in the pile. UNDO takes it back"
                self.refresh()  # the input's own frame drew the board before the notice was set
        return put

    def _keep(self, p: int):
        def keep() -> None:
            self.close_sheet()
            self.submit("play", player=p, card="streaking_kitten")
        return keep
