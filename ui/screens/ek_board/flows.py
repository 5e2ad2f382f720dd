"""The Exploding Kittens board's entries that take more than one tap, each on a sheet over the
board: PLAY a card (its target, a pair or three of a kind, the five-different combo), then what
the table chooses to say of it (the cards See / Alter the Future showed, the card a Favor or a
steal took, the card Mark turned, a kept Kitten or a marked card put in by Garbage Collection
(garbage.py), how many Kittens a Catomic Bomb showed), and where a Defuse put the Kitten back
(any position, or secret).

Saying is optional: every step offers "not said", which sends the input without the field (the
odds then keep only what everyone saw); the one exception is a hand of nothing but marked cards
with different names, where the table must say which went in (garbage.py). Every step has Back
or Cancel; every input sent can be taken back with UNDO.

A sheet belongs to the player it was opened for. The table can move on under it (a Nope race
won on the buzzers, an undo, a scanned card): then whoever acts now is someone else, and an
input sent from the sheet would go in under their name. So every frame checks the sheet against
the table (`keep_sheet_current`), every tap on it first lets the table take in what is queued,
and a sheet that no longer fits closes with a notice on the board's message line; nothing is sent.

A mixin of `EkBoardScreen` (it needs `app`, `book`, `sheet`, `submit`, `close_sheet`,
`_put_sheet`, `_table` and `who`; the board's `refresh` calls `keep_sheet_current` and shows
`notice`).
"""

from __future__ import annotations

from companion.kittens.book import IMPLODING, KITTEN
from companion.kittens.streaking import own_up
from ui import theme
from ui.screens.ek_board.garbage import EkGarbage
from ui.screens.ek_board.looks import ordinal, title
from ui.screens.sk_board.sheet import Option

NOT_PLAYED = ("exploding_kitten", "imploding_kitten", "defuse", "nope")  # their own buttons
NEVER_SHOWN = (KITTEN, IMPLODING, "streaking_kitten")  # never in the five-different combo
FIVE = "five_different"
SEES = {"see_the_future": 3, "see_the_future_5": 5, "alter_the_future_5": 5}
CARD_ROW = 5  # card names per row: 23 card types make 5 rows of 48 px


def fit(words: str) -> str:
    """A card's title on a narrow button: a long hyphenated word breaks after its hyphen."""
    return words.replace("-", "-\n") if len(words) > 16 else words


class EkFlows(EkGarbage):
    flow: dict | None = None
    notice = ""  # why a sheet closed by itself: on the message line until the board's next input

    # -- a sheet belongs to the player it was opened for ----------------------------------------
    def still_theirs(self, state) -> bool:
        """Whether the open sheet still fits the table: its player acts, and a Kitten is still
        to be dealt with (a Defuse) or not (everything else, which comes before any draw)."""
        flow = self.flow
        if not isinstance(flow, dict) or "player" not in flow:
            return True
        p = flow["player"]
        if flow["kind"] == "defuse":
            return state.pending is not None and state.pending.player == p
        # PLAY with a Kitten in front of its (blind) player is for that Kitten, and no other.
        return state.to_act == p and state.pending == flow.get("pending")

    def keep_sheet_current(self, state) -> None:
        """Every frame: a sheet the table has moved on from closes, and the board says why."""
        if self.flow is None or self.still_theirs(state):
            return
        p = self.flow["player"]
        self.close_sheet()
        self.notice = (f"{self.who(p)}'s entry closed, nothing sent: the table moved on"
                       + (f", {self.who(state.to_act)} acts now" if state.to_act is not None else ""))

    def submit(self, do: str, **fields) -> bool:
        self.notice = ""
        return super().submit(do, **fields)

    def _show(self, headline: str, detail: str, rows, footer) -> None:
        """The sheet over the board, every option guarded (`_guarded`)."""
        rows = [(caption, [self._guarded(o) for o in options], *per_line) for caption, options, *per_line in rows]
        self.sheet.show(headline, detail, rows, [self._guarded(o) for o in footer])
        self._put_sheet()

    def _guarded(self, option: Option) -> Option:
        """A tap first lets the table take in what is queued (a Nope pressed on the buzzers a
        moment ago), which may close the sheet: then the tap does nothing."""
        pick = option.on_pick

        def guarded() -> None:
            self.app.frame()
            table = self._table()
            if table is not None:
                self.keep_sheet_current(table.current())
            if self.flow is not None:
                pick()

        option.on_pick = guarded
        return option

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
        in_game = dict(self.app.table.current().in_game)
        return [n for n in self.book.cards if in_game.get(n)]

    def _cards(self) -> list[str]:
        """What PLAY offers; a Kitten kept beside a Streaking Kitten too (picked blind, it explodes).
        The Streaking Kitten only to a player who may own up to a Kitten kept unseen (the engine's
        `own_up` says who) or who picks blind (a blind pick is whatever it is)."""
        state = self.app.table.current()
        p = state.to_act
        streaking = p in state.blind or own_up(state, p) is not None
        return [n for n in self._in_game() if (n not in NOT_PLAYED or n == KITTEN and p in state.holding)
                and (n != "streaking_kitten" or streaking)]

    def _show_play(self) -> None:
        flow, state = self.flow, self.app.table.current()
        card = flow["card"]
        p = state.to_act
        size = theme.TEXT_SMALL
        options = [Option(fit(title(self.book, n)), self._pick(card=n, target=None), selected=n == card, font_size=size)
                   for n in self._cards()]
        options.append(Option("5 different", self._pick(card=FIVE, target=None), selected=card == FIVE, font_size=size))
        rows = [("", options, CARD_ROW)]
        cat = card in self.book.cat_names
        single = cat and flow["count"] == 1  # one cat card picked blind: lost, no target
        targets = card and card != FIVE and (self.book.card(card).target or cat) and not single
        if cat:
            counts = [Option("pair", self._pick(count=2), selected=flow["count"] == 2),
                      Option("three of a kind", self._pick(count=3), selected=flow["count"] == 3)]
            if p in state.blind:
                counts.append(Option("one, blind: lost", self._pick(count=1, target=None), selected=single))
            rows.append(("Cats", counts))
        if targets:
            rows.append(("Whom", [Option(self.who(q), self._pick(target=q), selected=flow["target"] == q)
                                  for q in state.players_left if q != p]))
        ready = bool(card) and (not targets or flow["target"] is not None)
        if card == FIVE:
            detail = "Five cards with different names take any card from the discard pile."
        else:
            detail = self.book.card(card).does if card else "Tap the card played"
            if card == "streaking_kitten" and own_up(state, p) is not None:
                detail = f"{self.who(p)} owns up: they kept the Kitten they drew unseen, beside this card."
        name = title(self.book, card) if card else ""
        go = Option(f"PLAY {name}" if card else "PLAY", self._next, fill=theme.GOOD, disabled=not ready)
        self._show(f"{self.who(p)} plays", detail, rows, [Option("Cancel", self.close_sheet), go])

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

    def _grid(self, on_card, names=None, chosen=()) -> tuple:
        """Every card type at this table (or `names`), five to a row; a tap calls on_card(name)."""
        names = self._in_game() if names is None else names
        return ("", [Option(fit(title(self.book, n)), (lambda n=n: on_card(n)), selected=n in chosen,
                            font_size=theme.TEXT_SMALL) for n in names], CARD_ROW)

    def _back(self) -> Option:
        return Option("Back", self._show_play)

    # -- See the Future (3 or 5), Alter the Future (5): the cards, top first ---------------------
    def _show_future_gate(self) -> None:
        """Before any card shows: the box goes to the player who looked, or nothing is said."""
        state = self.app.table.current()
        p, card = state.to_act, self.flow["card"]
        most = min(SEES[card], state.draw_pile)
        verb = "rearranged" if card == "alter_the_future_5" else "looked at"
        self._show(f"{self.who(p)} {verb} the top {most}",
                        f"Only {self.who(p)} may see the next screen: turn the box to them, or say nothing.",
                        [], [self._back(), Option("SECRET\n[size=14]say nothing[/size]", self._say()),
                             Option(f"ENTER THEM\n[size=14]only {self.who(p)} looks[/size]", self._show_future,
                                    fill=theme.GOOD)])

    def _show_future(self) -> None:
        flow, state = self.flow, self.app.table.current()
        p, card = state.to_act, flow["card"]
        most = min(SEES[card], state.draw_pile)
        picks: list = flow["cards"]
        slots = [Option(f"{i + 1}. " + (title(self.book, picks[i]) if i < len(picks) else "?"),
                     self._truncate(i), selected=i == len(picks), font_size=theme.TEXT_SMALL)
                 for i in range(most)]
        verb = "put back" if card == "alter_the_future_5" else "saw"
        detail = f"Only {self.who(p)} looks! Top card first; tap a slot to redo. The odds will use them."
        footer = [Option("Back", self._show_future_gate), Option("SECRET\n[size=14]say nothing[/size]", self._say()),
                  Option("DONE", self._say(cards=list(picks)), fill=theme.GOOD, disabled=not picks)]
        self._show(f"{self.who(p)} {verb}: the top {most}", detail,
                        [("Top first", slots), self._grid(self._add_future)], footer)

    def _add_future(self, name: str) -> None:
        most = min(SEES[self.flow["card"]], self.app.table.current().draw_pile)
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
        """Cards a hand may give: a Kitten only from beside a Streaking Kitten everyone saw."""
        state = self.app.table.current()
        return [n for n in self._in_game() if n != IMPLODING and (n != KITTEN or target in state.holding)]

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
        names = [n for n in self._hand_cards(q) if n != KITTEN]
        self._show(f"{self.who(p)} marks a card of {self.who(q)}", "Which card now faces the table?",
                        [self._grid(lambda n: self._send(marked=n), names)],
                        [self._back(), Option("NOT SAID", self._say(), fill=theme.GOOD)])

    # -- five different cards: which five, then what came off the discard pile ------------------
    def _show_five(self) -> None:
        five, p = self.flow["five"], self.app.table.current().to_act
        names = [n for n in self._cards() if n not in NEVER_SHOWN]
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
        takeable = [n for n in self._in_game() if n in state.discard and n not in NEVER_SHOWN]
        self._show(f"{self.who(state.to_act)} takes from the discard pile", "Which card?",
                        [self._grid(lambda n: self._send(take=n), takeable)],
                        [Option("Back", self._show_five), Option("NOT SAID", self._say(), fill=theme.GOOD)])

    # -- Catomic Bomb: what everyone saw (Garbage Collection: garbage.py) ---------------------
    def _show_catomic(self) -> None:
        state = self.app.table.current()
        most = state.pile.total_kittens - (1 if state.imploding in ("down", "up") else 0)
        counts = [Option(f"{n} Kitten{'s' if n != 1 else ''}", self._say(kittens=n), font_size=theme.TITLE)
                  for n in (most, most - 1) if n >= 0]
        self._show("Catomic Bomb", "How many Exploding Kittens came out of the pile? (one may be kept)",
                        [("Count", counts)], [self._back()])

    # -- a Kitten back into the pile: anywhere, or where only its player knows ------------------
    def open_defuse(self) -> None:
        state = self.app.table.current()
        self.notice = ""
        self.flow = {"kind": "defuse", "player": state.to_act, "at": min(3, state.draw_pile)}
        self._show_position()

    def open_implode_back(self) -> None:
        """The Imploding Kitten drawn the first time goes back face up: everyone sees where."""
        state = self.app.table.current()
        self.notice = ""
        self.flow = {"kind": "implode", "player": state.to_act, "at": min(3, state.draw_pile)}
        self._show_position()

    def _show_position(self) -> None:
        flow, state = self.flow, self.app.table.current()
        p, size, at = flow["player"], state.draw_pile, flow["at"]
        spots = [("top", 0), ("2nd", 1), ("3rd", 2), ("bottom", size)]
        quick = [Option(w, self._put(n)) for w, n in spots if n <= size and (w == "bottom" or n < size)]
        step = [Option("−5", self._move(-5), disabled=at == 0), Option("−1", self._move(-1), disabled=at == 0),
                Option(f"PUT HERE\n[size=15]{ordinal(at, size)}[/size]", self._put(at), fill=theme.ACCENT,
                       font_size=theme.TEXT_SMALL),
                Option("+1", self._move(1), disabled=at == size), Option("+5", self._move(5), disabled=at == size)]
        footer = [Option("Cancel", self.close_sheet)]
        if flow["kind"] == "defuse":
            quick.insert(0, Option("secret / random", self._put(None), fill=theme.SILENCE))
            headline = f"{self.who(p)} DEFUSES: where does the Kitten go?"
            detail = f"The pile has {size} cards. Put it anywhere; 'secret' if {self.who(p)} won't say."
            if state.pending.count > 1:
                headline = f"{self.who(p)} DEFUSES 1 of {state.pending.count} Kittens: where?"
            elif (dict(state.in_game).get("streaking_kitten") and p not in state.holding and state.pending.card == KITTEN
                  and state.pending.drawn):  # only a Kitten drawn from the pile can be kept
                footer.append(Option("KEEP it (Streaking Kitten)", self._keep(p), fill=theme.SILENCE))
        else:
            headline = f"{self.who(p)}: the Imploding Kitten goes back FACE UP"
            detail = f"The pile has {size} cards. Everyone sees where it goes."
            quick.insert(0, Option("not said", self._put(None), fill=theme.SILENCE))
        self._show(headline, detail, [("Put it", quick), ("Or at", step)], footer)

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
            if kind == "defuse":
                self.submit("defuse", player=p, **fields)
            else:
                self.submit("draw", player=p, card=IMPLODING, **fields)
        return put

    def _keep(self, p: int):
        def keep() -> None:
            self.close_sheet()
            self.submit("play", player=p, card="streaking_kitten")
        return keep
