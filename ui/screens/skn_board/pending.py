"""What the Nights table must settle before play goes on (`state.pending`), on a sheet that opens
by itself: earned tower cards to take (off whose tower), a freed Knight's Werewolf guess (with
real Knight cards, the suspect's answer too), a freed player's exposure and, when the draw pile is
out in a real-card game, each player showing their Knight. Also a Dragon's exposure by choice
(with real cards: which Knight card it is; the box's deal goes through private_flows.py).

A mixin of the board (with NightsFlows: `app`, `sheet`, `submit`, `_pick`, `_seat_options`).
"""

from __future__ import annotations

from kivy.metrics import dp, sp

from ui import theme
from ui.screens.skn_board import board_model, looks
from ui.widgets.sheet import Option


class PendingFlows:
    def open_expose(self) -> None:
        self.flow = {"kind": "expose", "player": None, "role": ""}
        self._show_flow()

    def open_pending(self) -> None:
        state = self.app.table.current()
        item = state.blocked()
        if item is None:
            return
        self.flow = {"kind": "pending", "item": item, "from": None, "suspect": None, "answer": None, "role": ""}
        self._show_flow()

    def pending_words(self, state) -> str:
        return board_model.pending_words(state)

    def _roles_in_play(self, state) -> list[str]:
        out: list[str] = []
        for role in getattr(state.setup, "composition", ()) or ():
            if role not in out:
                out.append(role)
        return out

    def _role_options(self, state, chosen: str) -> list[Option]:
        return [Option(looks.marked(r), self._pick(role=r), selected=chosen == r, fill=looks.look(r)[2])
                for r in self._roles_in_play(state)]

    def _sheet_expose(self, state, flow, cancel) -> None:
        if self._dealt(state):
            self._dragon_tiles(state)
            return
        rows = [("Who", self._seat_options("player", flow["player"], board_model.expose_seats(state)))]
        ready = flow["player"] is not None
        if not self._dealt(state):
            rows.append(("Their Knight card", self._role_options(state, flow["role"])))
            ready = ready and bool(flow["role"])
        go = Option("EXPOSE", self._expose, fill=theme.WARN, disabled=not ready)
        self.sheet.show("Expose a Knight", "A Dragon may expose itself at any time, even on another's turn",
                        rows, [cancel, go])

    def _expose(self) -> None:
        flow = self.flow
        fields = {"player": flow["player"]}
        if flow.get("role"):
            fields["role"] = flow["role"]
        self.close_sheet()
        self.submit("expose", **fields)

    def _sheet_pending(self, state, flow, cancel) -> None:
        item = flow["item"]
        who = state.names[item.player]
        undo = Option("UNDO", self._undo_from_sheet, disabled=not self.app.table.fold.can_undo())
        if item.kind == "take":
            towers = list(self.app.table.rules.sources(state, item.player))  # the engine says which towers may give
            rows = [("Off whose tower", [Option(f"{state.names[s]}  [b]{state.towers[s]}[/b]", self._pick(**{"from": s}),
                                                selected=flow["from"] == s, font_size=theme.TEXT_FLOOR + sp(1))
                                         for s in towers])]
            go = Option("TAKE", self._take, fill=theme.GOOD, disabled=flow["from"] is None)
            count = getattr(item, "count", 1)
            owed = "a tower card" if count == 1 else f"{count} tower cards, one at a time"
            detail = "Off whose tower, into their hand?"
            if state.mode == "vampire":
                rows[0][1][:] = [o if not state.mirrors[s] else Option(o.text + "  [font=DejaVuSans]▣[/font]", o.on_pick,
                                                                       selected=o.selected, font_size=o.font_size)
                                 for o, s in zip(rows[0][1], towers)]
                detail = "Never your own. [font=DejaVuSans]▣[/font] a Mirror comes off first: you play it and peek"
            self.sheet.show(f"{who} takes {owed}", detail, rows, [undo, go])
        elif item.kind == "guess":
            suspects = [s for s in range(state.setup.count) if s != item.player and not state.teams[s]
                        and not (state.cleared[s] if state.cleared else False)]
            rows = [("Who is the Werewolf?", self._seat_options("suspect", flow["suspect"], suspects))]
            ready = flow["suspect"] is not None
            if not self._dealt(state):
                rows.append(("The suspect says", [
                    Option("[font=DejaVuSans]☽[/font] I am the Werewolf", self._pick(answer=True), selected=flow["answer"] is True),
                    Option("not the Werewolf", self._pick(answer=False), selected=flow["answer"] is False)]))
                ready = ready and flow["answer"] is not None
            go = Option("GUESS", self._guess, fill=theme.WARN, disabled=not ready)
            self.sheet.show(f"{who} is free!", "Before exposing: guess who the Werewolf is", rows, [undo, go])
        elif item.kind in ("expose", "reveal"):
            rows = []
            ready = True
            if not self._dealt(state):
                rows.append(("Their Knight card", self._role_options(state, flow["role"])))
                ready = bool(flow["role"])
            verb = "expose" if item.kind == "expose" else "reveal_role"
            title = f"{who} is free: flip the Knight" if item.kind == "expose" else f"{who}: show your Knight"
            go = Option("EXPOSE" if item.kind == "expose" else "SHOW", lambda: self._expose_pending(verb),
                        fill=theme.WARN, disabled=not ready)
            why = ("Everyone sees it now" if item.kind == "expose"
                   else "The draw pile is out: the tie-breakers need every team. Everyone sees it now")
            self.sheet.show(title, why, rows, [undo, go])
        else:
            self.sheet.show(self.pending_words(state), "", [], [undo])

    def _take(self) -> None:
        flow = self.flow
        self.close_sheet()
        self.submit("take", player=flow["item"].player, **{"from": flow["from"]})

    def _guess(self) -> None:
        flow = self.flow
        fields = {"player": flow["item"].player, "suspect": flow["suspect"]}
        if flow["answer"] is not None:
            fields["werewolf"] = flow["answer"]
        self.close_sheet()
        self.submit("guess", **fields)

    def _expose_pending(self, verb: str) -> None:
        flow = self.flow
        fields = {"player": flow["item"].player}
        if flow["role"]:
            fields["role"] = flow["role"]
        self.close_sheet()
        self.submit(verb, **fields)
