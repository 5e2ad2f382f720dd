"""The Nights board's hold-to-see flows: a player's own Knight, what a peek showed (right after it,
or later under MORE), and the choices only a hidden role may make, taken privately so that a
refused try never tells the table anything: a box-dealt Dragon exposing itself, the main Vampire's
BURY. Each is a PrivateReveal tile (ui/widgets/private_reveal.py) on the board's sheet; the role
is asked of the engine (`nights.private_role`, `nights.private_peeks`) only while the tile is held.

A mixin of the board (with NightsFlows: `app`, `sheet`, `submit`, `_pick`, `_seat_options`).
"""

from __future__ import annotations

from kivy.uix.gridlayout import GridLayout
from kivy.metrics import dp, sp

from ui import theme
from ui.screens.skn_board import board_model, looks
from ui.widgets.phones_sheet import offer_on_phones
from ui.widgets.private_reveal import PrivateReveal, Secret
from ui.widgets.sheet import Option


def _nights():
    from companion.sparkle_kitty import nights

    return nights


class PrivateFlows:
    def open_knights(self) -> None:
        """Each player's own Knight (the box dealt): hold your tile, alone."""
        self.flow = {"kind": "knights"}
        self._show_flow()

    def _sheet_bury(self, state, flow, cancel) -> None:
        """The Vampire game: a card onto your own tower is a BURY (Dark Magic from ENCHANT; an ADD
        icon, a MOVE / SHAFT onto yourself or a stolen Dark Magic from PLAY, `back` = "play" and
        `bury` the field your own seat fills)."""
        me, word, back = state.turn, self._buried_word(state, flow), flow.get("back", "enchant")
        what = self._bury_words(state, flow)
        self.sheet.show(f"{state.names[me]}: BURY {word}?", "Hold your tile alone, then let go: only the main "
                        "Vampire's let-go buries (and exposes her)", [], [Option("Back", self._pick(kind=back))])
        tile = PrivateReveal(label=f"{state.names[me]}: hold", who=state.names[me], seat=me, secret=self._bury_secret(me, what),
                             size_hint_y=None, height=dp(96))
        chosen = dict(flow)  # what the let-go submits, as the sheet was when it was held
        tile.bind(on_hide=lambda _tile, shown: self._bury_let_go(me, chosen, shown))
        self.sheet.ids.body.add_widget(tile, index=len(self.sheet.ids.body.children))
        offer_on_phones(self, [me], lambda seat: self._bury_input(seat, chosen, state), what)  # or on their phone

    @staticmethod
    def _buried_word(state, flow) -> str:
        """The word that buries: the card's, or a stolen Dark Magic's (SNATCH / STEAL took it)."""
        if flow.get("back") == "play" and flow.get("bury") == "to" and flow.get("target") is not None:
            stolen = state.top_enchantment(flow["target"])
            if stolen is not None and stolen.kind != "mirror":
                return stolen.word
        return flow["word"]

    @classmethod
    def _bury_words(cls, state, flow) -> str:
        word = cls._buried_word(state, flow)
        if flow.get("back") != "play":
            return f"BURY {word} into your own tower"
        if flow.get("bury") == "move_to":
            return f"{word}: a card off {state.names[flow['from']]}'s tower onto your own (BURY)"
        if word != flow["word"]:
            return f"{word} (taken by {flow['word']}): a card from your hand into your own tower (BURY)"
        return f"{word}: a card from your hand into your own tower (BURY)"

    def _bury_secret(self, seat: int, what: str):
        def secret() -> Secret:
            role = _nights().private_role(self.app.table.current(), seat)
            says = (f"let go now: {what}: you will be exposed" if role == "vampire"
                    else "only the main Vampire may BURY: let go, nothing happens")
            return looks.secret_of(role, detail=says)
        return secret

    def _bury_let_go(self, seat: int, flow: dict, shown: bool) -> None:
        state = self.app.table.current()
        if not shown or state.turn != seat or _nights().private_role(state, seat) != "vampire":
            return  # nothing on the shared screen says why
        self.close_sheet()
        do, fields = self._bury_input(seat, flow, state)
        self.submit(do, **fields, private=True)  # her choice, told to the box alone

    def _bury_input(self, seat: int, flow: dict, state) -> tuple[str, dict]:
        """What a BURY sends: the play with your own seat in its field, or Dark Magic onto yourself."""
        if flow.get("back") == "play":
            return "play", self._play_fields({**flow, flow["bury"]: seat}, state)
        return "enchant", {"player": seat, "card": {"kind": "dark_magic", "word": flow["word"]}, "to": seat}

    def _sheet_spare(self, state, flow, cancel) -> None:
        """Werewolf game, the box's deal: the Werewolf's Mirror may take a card off the tower or
        not ("The Werewolf can do either"). Held privately, as BURY: anyone else's let-go does
        nothing, and the box's choice (CAST) stays for everyone."""
        me, target = state.turn, flow["peek"]
        self.sheet.show(f"{state.names[me]}: spare {state.names[target]}'s tower?",
                        "Hold your tile alone, then let go: only the Werewolf's let-go casts the Mirror "
                        "without taking a card", [], [Option("Back", self._pick(kind="enchant"))])
        tile = PrivateReveal(label=f"{state.names[me]}: hold", who=state.names[me], seat=me,
                             secret=self._spare_secret(me, target), size_hint_y=None, height=dp(96))
        tile.bind(on_hide=lambda _tile, shown: self._spare_let_go(me, target, shown))
        self.sheet.ids.body.add_widget(tile, index=len(self.sheet.ids.body.children))
        offer_on_phones(self, [me], lambda _seat: ("enchant", {"card": {"kind": "mirror"}, "peek": target, "take": False}),
                        f"Mirror-Mirror at {state.names[target]}: no card off the tower (only the Werewolf may)")

    def _spare_secret(self, seat: int, target: int):
        def secret() -> Secret:
            state = self.app.table.current()
            role = _nights().private_role(state, seat)
            says = (f"let go now: Mirror-Mirror at {state.names[target]}, no card off the tower" if role == "werewolf"
                    else "only the Werewolf may spare a tower: let go, nothing happens")
            return looks.secret_of(role, detail=says)
        return secret

    def _spare_let_go(self, seat: int, target: int, shown: bool) -> None:
        state = self.app.table.current()
        if not shown or state.turn != seat or _nights().private_role(state, seat) != "werewolf":
            return  # nothing on the shared screen says why
        self.close_sheet()
        self.submit("enchant", player=seat, card={"kind": "mirror"}, peek=target, take=False, private=True)

    def open_peek_result(self, seer: int, seen: int) -> None:
        """Right after a peek (box-dealt roles): the peeker holds a tile to see the Knight."""
        state = self.app.table.current()
        if not self._dealt(state) or state.over:
            return
        self.flow = {"kind": "peek_result", "seer": seer, "seen": seen}
        self._show_flow()

    def _sheet_peek_result(self, state, flow, cancel) -> None:
        seer, seen = flow["seer"], flow["seen"]
        tile = PrivateReveal(label=f"{state.names[seer]}: hold to see {state.names[seen]}'s Knight", seat=seer,
                             who=state.names[seer], secret=self._peek_secret(seer, seen),
                             size_hint_y=None, height=dp(96))
        # UNDO here too: a wrong tower tapped (a Vampire-game Mirror taken off the wrong tower) is
        # withdrawn without first closing the sheet
        undo = Option("UNDO", self._undo_from_sheet, disabled=not self.app.table.fold.can_undo())
        self.sheet.show(f"{state.names[seer]} peeks at {state.names[seen]}",
                        "Only the peeker looks: the others look away", [],
                        [undo, Option("Done", self.close_sheet, fill=theme.GOOD)])
        self.sheet.ids.body.add_widget(tile, index=len(self.sheet.ids.body.children))

    def _peek_secret(self, seer: int, seen: int):
        def secret() -> Secret:
            state = self.app.table.current()
            role = None
            for target, what in _nights().private_peeks(state, seer):
                if target == seen:
                    role = what
            detail = f"{state.names[seen]}'s Knight"
            if role == "vampire" and _nights().private_role(state, seer) == "sparkle_vampire":
                # Look into my eyes: the seer has just changed sides; only this tile may say so
                detail += ": you are a Sparkle*Vampire now, help her win"
            return looks.secret_of(role, detail=detail)
        return secret

    def _sheet_knights(self, state, flow, cancel) -> None:
        self.sheet.show("Your own Knight: hold your tile, alone", "The screen hides it again when you let go",
                        [], [Option("Done", self.close_sheet, fill=theme.GOOD)])
        body = self.sheet.ids.body
        body.clear_widgets()
        grid = GridLayout(cols=2, spacing=dp(6))
        for seat, name in enumerate(state.names):
            grid.add_widget(PrivateReveal(label=f"{name}: hold", who=name, seat=seat, secret=self._role_secret(seat)))
        body.add_widget(grid)

    def _role_secret(self, seat: int):
        def secret() -> Secret:
            state = self.app.table.current()
            return looks.secret_of(_nights().private_role(state, seat), state.names[seat])
        return secret

    def open_peeks(self) -> None:
        self.flow = {"kind": "peeks", "seer": None}
        self._show_flow()

    def _sheet_peeks(self, state, flow, cancel) -> None:
        seers = sorted({peek[0] for peek in state.peeks})  # (who, at whom, ...)
        rows = [("Whose peeks", self._seat_options("seer", flow["seer"], seers))] if seers else []
        detail = "Nobody has peeked yet" if not seers else "Tap your name, then hold each tile alone"
        self.sheet.show("What your peeks showed", detail, rows, [Option("Done", self.close_sheet, fill=theme.GOOD)])
        if flow["seer"] is not None:
            seer = flow["seer"]
            for seen in sorted({peek[1] for peek in state.peeks if peek[0] == seer}):
                tile = PrivateReveal(label=f"{state.names[seer]}: hold to see {state.names[seen]}'s Knight", seat=seer,
                                     who=state.names[seer], secret=self._peek_secret(seer, seen),
                                     size_hint_y=None, height=theme.TOUCH)
                self.sheet.ids.body.add_widget(tile, index=1)

    def _dragon_tiles(self, state) -> None:
        """The box dealt: a Dragon exposes itself privately, so that nobody's refused tap tells the
        table who is *not* a Dragon. The player holds their own tile: a Dragon reads "let go to
        expose", anyone else reads that nothing will happen; only a Dragon's let-go is an input."""
        self.sheet.show("A Dragon shows itself", "Hold YOUR tile alone, then let go: only a Dragon's let-go exposes",
                        [], [Option("Cancel", self.close_sheet)])
        body = self.sheet.ids.body
        body.clear_widgets()
        grid = GridLayout(cols=2, spacing=dp(6))
        seats = board_model.expose_seats(state)  # everyone hidden, while a Dragon is
        for seat in seats:
            name = state.names[seat]
            tile = PrivateReveal(label=f"{name}: hold", who=name, seat=seat, secret=self._dragon_secret(seat))
            tile.bind(on_hide=lambda _tile, shown, seat=seat: self._dragon_let_go(seat, shown))
            grid.add_widget(tile)
        body.add_widget(grid)
        offer_on_phones(self, seats, lambda _seat: ("expose", {}),
                        "EXPOSE yourself to the table now (only a Dragon may)")

    def _dragon_secret(self, seat: int):
        def secret() -> Secret:
            state = self.app.table.current()
            role = _nights().private_role(state, seat)
            says = ("let go now to EXPOSE yourself to the table" if role == "dragon"
                    else "only a Dragon may expose early: let go, nothing happens")
            return looks.secret_of(role, detail=says)
        return secret

    def _dragon_let_go(self, seat: int, shown: bool) -> None:
        state = self.app.table.current()
        if not shown or _nights().private_role(state, seat) != "dragon" or state.teams[seat]:
            return  # nothing on the shared screen says why
        self.close_sheet()
        self.submit("expose", player=seat, private=True)  # her choice, told to the box alone
