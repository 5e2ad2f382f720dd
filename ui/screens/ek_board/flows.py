"""The Exploding Kittens board's entries that take more than one tap, each on a sheet over the
board: PLAY a card (its target, a pair or three of a kind, the five-different combo), then what
the table chooses to say of it (the cards See / Alter the Future showed, the card a Favor or a
steal took, the card Mark turned, a kept Kitten or a marked card put in by Garbage Collection
(garbage.py), how many Kittens a Catomic Bomb showed), and where a Defuse put the Kitten back
(defuse.py: any position, or secret).

Saying is optional: every step offers "not said", which sends the input without the field (the
odds then keep only what everyone saw); the one exception is a hand of nothing but marked cards
with different names, where the table must say which went in (garbage.py). Every step has Back
or Cancel; every input sent can be taken back with UNDO.

A sheet belongs to the player it was opened for (the board's stale-sheet guard,
ui/widgets/sheet_guard.py, asks `board_model.sheet_owner`): when the table moves on under it (a
Nope race won on the buzzers, an undo, a scanned card), it closes with a notice on the board's
message line, and nothing is sent. What each sheet offers comes from the view-model
(board_model.py) and the rules' needs (whom a card targets).

A mixin of `EkBoardScreen` (it needs `app`, `book`, `sheet`, `submit`, `close_sheet`,
`_put_sheet`, `_table` and `who`).
"""

from __future__ import annotations

from companion.kittens.streaking import own_up
from ui import theme
from ui.screens.ek_board import board_model as model
from ui.screens.ek_board.board_model import SEES
from ui.screens.ek_board.defuse import EkDefuse
from ui.screens.ek_board.garbage import EkGarbage
from ui.screens.ek_board.looks import title
from ui.widgets.phones_sheet import enter_on_phone, offer_code
from ui.widgets.sheet import Option, need_row

FIVE = "five_different"
CARD_ROW = 5  # card names per row: 23 card types make 5 rows of 48 px


def fit(words: str) -> str:
    """A card's title on a narrow button: a long hyphenated word breaks after its hyphen."""
    return words.replace("-", "-\n") if len(words) > 16 else words


class EkFlows(EkDefuse, EkGarbage):
    flow: dict | None = None
    notice = ""  # why a sheet closed by itself: on the message line until the board's next input

    # -- a sheet belongs to the player it was opened for (ui/widgets/sheet_guard.py) -----------
    def sheet_owner(self, state, flow: dict):
        return model.sheet_owner(state, flow)

    def stale_notice(self, state, owner) -> str:
        return model.stale_notice(state, owner)

    def _show(self, headline: str, detail: str, rows, footer, detail_lines: int = 0) -> None:
        """The sheet over the board (every tap on it guarded: SeatBoard's stale-sheet guard)."""
        self.sheet.show(headline, detail, rows, footer, detail_lines=detail_lines)
        self._put_sheet()

    # -- PLAY: which card, whom, how many cats -------------------------------------------------
    def open_play(self) -> None:
        self.notice = ""
        state = self.app.table.current()
        self.flow = {"kind": "play", "player": state.to_act, "card": "", "target": None, "count": 2,
                     "pending": state.pending}
        self._show_play()

    def _pick(self, **fields):
        def pick() -> None:
            self.flow.update(fields)
            self._show_play()
        return pick

    def _in_game(self) -> list[str]:
        return model.in_game(self.book, self.app.table.current())

    def _cards(self) -> list[str]:
        return model.play_cards(self.book, self.app.table.current())

    def _show_play(self) -> None:
        flow, state = self.flow, self.app.table.current()
        card = flow["card"]
        p = state.to_act
        size = theme.TEXT_FLOOR
        options = [Option(fit(title(self.book, n)), self._pick(card=n, target=None), selected=n == card, font_size=size)
                   for n in self._cards()]
        options.append(Option("5 different", self._pick(card=FIVE, target=None), selected=card == FIVE, font_size=size))
        rows = [("", options, CARD_ROW)]
        cat = card in self.book.cat_names
        single = cat and flow["count"] == 1  # one cat card picked blind: lost, no target
        targets = self._whom(state, p, card, flow["count"]) if card and card != FIVE else None
        if cat:
            counts = [Option("pair", self._pick(count=2), selected=flow["count"] == 2),
                      Option("three of a kind", self._pick(count=3), selected=flow["count"] == 3)]
            if p in state.blind:
                counts.append(Option("one, blind: lost", self._pick(count=1, target=None), selected=single))
            rows.append(("Cats", counts))
        if targets is not None:
            rows.append(need_row("Whom", targets, self._pick_need, flow["target"]))
        ready = bool(card) and (targets is None or flow["target"] is not None)
        if card == FIVE:
            detail = "Five cards with different names take any card from the discard pile."
        else:
            detail = self.book.card(card).does if card else "Tap the card played"
            if card == "streaking_kitten" and own_up(state, p) is not None:
                detail = f"{self.who(p)} owns up: they kept the Kitten they drew unseen, beside this card."
        name = title(self.book, card) if card else ""
        go = Option(f"PLAY {name}" if card else "PLAY", self._next, fill=theme.GOOD, disabled=not ready)
        # two lines kept for the card's description (the longest takes two): the cards stay put
        self._show(f"{self.who(p)} plays", detail, rows, [Option("Cancel", self.close_sheet), go], detail_lines=2)

    def _whom(self, state, p: int, card: str, count: int):
        """Whom the card targets, as the rules' needs offer it (the scan questions' too): only
        players still in, with a card to give when it takes one; None: it targets nobody."""
        need = self.app.table.rules.needs(state, "play", {"player": p, "card": card, "count": count})
        return need if need is not None and need.key == "target" else None

    def _pick_need(self, key: str, value):
        return self._pick(**{key: value})

    def _next(self) -> None:
        """After PLAY: the step where the table may say more, or the input at once."""
        card, state = self.flow["card"], self.app.table.current()
        cats = card in self.book.cat_names
        if card in SEES:
            self.flow["cards"] = []
            self._show_future_gate()
        elif cats and self.flow["count"] == 1:
            self._send()
        elif card == "favor" or cats and self.flow["count"] == 2:
            self._show_took()
        elif cats:
            self._show_named()
        elif card == "mark":
            self._show_marked()
        elif card == FIVE:
            self.flow.setdefault("five", [n for n in self.book.cat_names if n in self._in_game()][:5])
            self._show_five()
        elif card == "garbage_collection":
            self._show_garbage_start()
        elif card == "catomic_bomb" and state.pile.doubt is not None:
            self._show_catomic()
        else:
            self._send()

    def _send(self, **said) -> None:
        flow = self.flow
        fields = {"player": flow["player"], "card": flow["card"]}
        if flow["card"] == FIVE:
            fields["card"] = list(flow["five"])
        if flow["target"] is not None:
            fields["target"] = flow["target"]
        if flow["card"] in self.book.cat_names and flow["count"] != 1:
            fields["count"] = flow["count"]
        self.close_sheet()
        self.submit("play", **fields, **said)

    def _say(self, **said):
        return lambda: self._send(**said)

    def _grid(self, on_card, names=None, chosen=(), full: bool = False) -> tuple:
        """Every card type at this table (or `names`), five to a row; a tap calls on_card(name).
        `full`: no card fits any more (off, not dead: a slot tapped makes room)."""
        names = self._in_game() if names is None else names
        return ("", [Option(fit(title(self.book, n)), (lambda n=n: on_card(n)), selected=n in chosen,
                            disabled=full, font_size=theme.TEXT_FLOOR) for n in names], CARD_ROW)

    def _back(self) -> Option:
        return Option("Back", self._show_play)

    # -- See the Future (3 or 5), Alter the Future (5): the cards, top first ---------------------
    def _show_future_gate(self) -> None:
        """Before any card shows: the box goes to the player who looked, or nothing is said."""
        state = self.app.table.current()
        p, card = state.to_act, self.flow["card"]
        most = model.future_count(state, card)
        verb = "rearranged" if card == "alter_the_future_5" else "looked at"
        if enter_on_phone(self, p, "play", {"card": card}, f"{self.who(p)} {verb} the top {most}",
                          [("Back", self._show_play, None), ("SECRET\n[size=14sp]say nothing[/size]", self._say(), None),
                           ("ON THE BOX\n[size=14sp]only they look[/size]", self._show_future, None)]):
            return  # their phone asks them (phones/link.py), the box can still take it
        self._show(f"{self.who(p)} {verb} the top {most}",
                        f"Only {self.who(p)} may see the next screen: turn the box to them, or say nothing.",
                        [], [self._back(), Option("SECRET\n[size=18sp]say nothing[/size]", self._say()),
                             Option(f"ENTER THEM\n[size=18sp]only {self.who(p)} looks[/size]", self._show_future,
                                    fill=theme.GOOD)])
        offer_code(self, p, self._show_future_gate)  # their phone's code, on their hold: then the phone asks

    def _show_future(self) -> None:
        flow, state = self.flow, self.app.table.current()
        p, card = state.to_act, flow["card"]
        most = model.future_count(state, card)
        picks: list = flow["cards"]
        # a slot entered is tapped to redo from there; the next one is the chosen; those after it are
        # off until their turn (a tap there would change nothing: the real-app dead-end sweep)
        slots = [Option(f"{i + 1}. " + (title(self.book, picks[i]) if i < len(picks) else "?"),
                     self._truncate(i), selected=i == len(picks), disabled=i > len(picks), font_size=theme.TEXT_FLOOR)
                 for i in range(most)]
        verb = "put back" if card == "alter_the_future_5" else "saw"
        detail = f"Only {self.who(p)} looks! Top card first; tap a slot to redo. Shared odds stay."
        footer = [Option("Back", self._show_future_gate), Option("SECRET\n[size=18sp]say nothing[/size]", self._say()),
                  Option("DONE", self._say(cards=list(picks), private=True), fill=theme.GOOD, disabled=not picks)]
        self._show(f"{self.who(p)} {verb}: the top {most}", detail,
                        [("Top first", slots), self._grid(self._add_future, full=len(picks) >= most)], footer)

    def _add_future(self, name: str) -> None:
        most = model.future_count(self.app.table.current(), self.flow["card"])
        if len(self.flow["cards"]) < most:
            self.flow["cards"].append(name)
        self._show_future()

    def _truncate(self, i: int):
        def truncate() -> None:
            del self.flow["cards"][i:]
            self._show_future()
        return truncate

    # -- what changed hands, what was marked ---------------------------------------------------
    def _hand_cards(self, target: int) -> list[str]:
        return model.hand_cards(self.book, self.app.table.current(), target)

    def _show_took(self) -> None:
        p, q = self.app.table.current().to_act, self.flow["target"]
        self._show(f"{self.who(p)} took a card from {self.who(q)}",
                        "Which card? Only if the table saw it; else NOT SHOWN.",
                        [self._grid(lambda n: self._send(took=n), self._hand_cards(q))],
                        [self._back(), Option("NOT SHOWN", self._say(), fill=theme.GOOD)])

    def _show_named(self) -> None:
        p, q = self.app.table.current().to_act, self.flow["target"]
        self._show(f"{self.who(p)} named a card: did {self.who(q)} give it?",
                        f"Tap the card {self.who(q)} gave, or HAD NONE.",
                        [self._grid(lambda n: self._send(took=n), self._hand_cards(q))],
                        [self._back(), Option("NOT SAID", self._say()),
                         Option(f"{self.who(q)} HAD NONE", self._say(got=False), fill=theme.WARN)])

    def _show_marked(self) -> None:
        p, q = self.app.table.current().to_act, self.flow["target"]
        names = [n for n in self._hand_cards(q) if n != model.KITTEN]
        self._show(f"{self.who(p)} marks a card of {self.who(q)}", "Which card now faces the table?",
                        [self._grid(lambda n: self._send(marked=n), names)],
                        [self._back(), Option("NOT SAID", self._say(), fill=theme.GOOD)])

    # -- five different cards: which five, then what came off the discard pile ------------------
    def _show_five(self) -> None:
        five, p = self.flow["five"], self.app.table.current().to_act
        names = model.five_cards(self.book, self.app.table.current())
        self._show(f"{self.who(p)} plays 5 different cards", f"Tap the five played ({len(five)} of 5 chosen).",
                        [self._grid(self._toggle_five, names, five)],
                        [self._back(), Option("NEXT", self._show_take, fill=theme.GOOD, disabled=len(five) != 5)])

    def _toggle_five(self, name: str) -> None:
        five = self.flow["five"]
        if name in five:
            five.remove(name)
        elif len(five) < 5:
            five.append(name)
        self._show_five()

    def _show_take(self) -> None:
        state = self.app.table.current()
        takeable = model.takeable(self.book, state)
        self._show(f"{self.who(state.to_act)} takes from the discard pile", "Which card?",
                        [self._grid(lambda n: self._send(take=n), takeable)],
                        [Option("Back", self._show_five), Option("NOT SAID", self._say(), fill=theme.GOOD)])

    # -- Catomic Bomb: what everyone saw (Garbage Collection: garbage.py) ---------------------
    def _show_catomic(self) -> None:
        state = self.app.table.current()
        counts = [Option(f"{n} Kitten{'s' if n != 1 else ''}", self._say(kittens=n), font_size=theme.TITLE)
                  for n in model.catomic_counts(state)]
        self._show("Catomic Bomb", "How many Exploding Kittens came out of the pile? (one may be kept)",
                        [("Count", counts)], [self._back()])
