"""Garbage Collection on the Kittens board: every player puts one card from their hand into the
pile, and the table may say what it saw. Two things can be seen: a kept Kitten (shown beside its
Streaking Kitten) going back in, and a marked card (it faces the table) going in.

Asked only when it matters: the Kitten step when a Kitten is kept, the marked-card step when a
player who gives a card has marked cards. A hand of nothing but marked cards must give one of
them; with different names the engine cannot tell which, so that player's row has no "unmarked"
choice and DONE waits for it: the table is never left at a refusal with no way on.

A mixin of `EkFlows` (it needs `_show`, `_send`, `_back`, `flow`, `book`, `app` and `who`).
"""

from __future__ import annotations

from ui import theme
from ui.screens.ek_board.board_model import garbage_givers
from ui.screens.ek_board.looks import title
from ui.widgets.sheet import Option

UNMARKED = None  # a row's choice: the card that went in was not a marked one


class EkGarbage:
    def _show_garbage_start(self) -> None:
        """After PLAY Garbage Collection: the Kitten step, the marked-card step, or the input."""
        state = self.app.table.current()
        self.flow["kittens"], self.flow["marked_in"] = None, {}
        if state.holding or state.kept_unknown:
            self._show_garbage()
        elif self._marked_givers():
            self._show_marked_in()
        else:
            self._send()

    def _show_garbage(self) -> None:
        state = self.app.table.current()
        holders = [h for h in sorted(state.holding) if state.hands[h] > 0]
        options = [Option(f"{self.who(h)}'s went in", self._kittens_in([h])) for h in holders]
        options.append(Option("none went in", self._kittens_in([])))
        self._show("Garbage Collection", "Everyone puts a card in. Did a kept Kitten go back in?",
                   [("Kitten", options)], [self._back(), Option("NOT SAID", self._kittens_in(None), fill=theme.GOOD)])

    def _kittens_in(self, kittens):
        def said() -> None:
            self.flow["kittens"] = kittens
            if self._marked_givers():
                self._show_marked_in()
            else:
                self._send_garbage()
        return said

    # -- marked cards: whose went in, and which -----------------------------------------------
    def _marked_givers(self) -> dict[int, tuple[list[str], bool]]:
        """Each player who puts a card in and has marked cards (the rules' needs say who:
        `companion.kittens.needs.marked_givers`, the scan questions' too)."""
        return garbage_givers(self.app.table.current(), self.flow["player"], self.flow.get("kittens") or [])

    def _show_marked_in(self) -> None:
        givers = self._marked_givers()
        chosen = self.flow["marked_in"]
        for q, (names, only_marked) in givers.items():
            if q not in chosen and (not only_marked or len(names) == 1):
                chosen[q] = names[0] if only_marked else UNMARKED  # what happens unsaid
        rows = []
        for q, (names, only_marked) in givers.items():
            options = [Option(f"{self._mark_title(n)} went in", self._mark_in(q, n), selected=chosen.get(q) == n,
                              font_size=theme.TEXT_FLOOR) for n in names]
            if not only_marked:
                options.append(Option("an unmarked one", self._mark_in(q, UNMARKED), selected=chosen.get(q, 0) is UNMARKED,
                                      font_size=theme.TEXT_FLOOR))
            rows.append((self.who(q), options))
        waiting = [q for q in givers if q not in chosen]
        if waiting:
            detail = (f"{', '.join(self.who(q) for q in waiting)} holds only marked cards: "
                      "tap the one that went in.")
        else:
            detail = "A marked card faces the table: did one go into the pile?"
        back = Option("Back", self._show_garbage) if self._kitten_step() else self._back()
        self._show("Garbage Collection: marked cards", detail, rows,
                   [back, Option("DONE", self._send_garbage, fill=theme.GOOD, disabled=bool(waiting))])

    def _kitten_step(self) -> bool:
        state = self.app.table.current()
        return bool(state.holding or state.kept_unknown)

    def _mark_title(self, name: str) -> str:
        return "a marked card" if name == "?" else title(self.book, name)

    def _mark_in(self, q: int, name):
        def pick() -> None:
            self.flow["marked_in"][q] = name
            self._show_marked_in()
        return pick

    def _send_garbage(self) -> None:
        said = {}
        if self.flow["kittens"] is not None:
            said["kittens"] = list(self.flow["kittens"])
        givers = self._marked_givers()
        marked_in = [[q, name] for q, name in sorted(self.flow["marked_in"].items())
                     if name is not UNMARKED and q in givers]
        if marked_in:
            said["marked_in"] = marked_in
        self._send(**said)
