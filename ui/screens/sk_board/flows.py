"""The board's choices on a sheet: which card to PLAY (word, colour, page, an icon's target),
which Dark Magic word and whose tower, whom to PUNISH and why. Each choice is a tap; the sheet
redraws with the choice marked; the last button submits one input to the table. What the
sheets offer comes from the view-model (board_model.py); whom a card names, from the rules'
needs (`SparkleRules.needs`, which the scan questions ask too).

A mixin of `SkBoardScreen` (it needs `app`, `book`, `sheet`, `submit`, and SeatBoard's
`close_sheet` and `_put_sheet`)."""

from __future__ import annotations

from kivy.metrics import dp, sp

from companion.sparkle_kitty.needs import power
from companion.sparkle_kitty.state import PAGES
from ui import theme
from ui.screens.sk_board import board_model as model
from ui.screens.sk_board.looks import WHY, colour_over_symbol, colour_rgba, page_colour_words, symbol_markup
from ui.widgets.sheet import Option, need_options


class Flows:
    flow: dict | None = None  # the choice on the sheet: {"kind": "play", "word": ...}

    def open_play(self) -> None:
        self.flow = {"kind": "play", "word": "", "colour": "", "page": "", "target": None}
        self._show_flow()

    def open_dark_magic(self) -> None:
        self.flow = {"kind": "dark_magic", "word": "", "target": None}
        self._show_flow()

    def open_reveal(self) -> None:
        """Reveal on escape (optional rule): the next player shows the card they drew."""
        state = self.app.table.current()
        self.flow = {"kind": "reveal", "player": state.to_reveal[0], "dark": False, "word": "", "target": None}
        self._show_flow()

    def open_punish(self) -> None:
        self.flow = {"kind": "punish", "player": None, "why": ""}
        self._show_flow()

    # -- the sheet ------------------------------------------------------------------------------
    def _pick(self, **fields):
        def pick() -> None:
            self.flow.update(fields)
            self._show_flow()
        return pick

    def _players(self, key: str, chosen) -> list[Option]:
        state = self.app.table.current()
        return [Option(name, self._pick(**{key: seat}), selected=chosen == seat)
                for seat, name in enumerate(state.names)]

    def _need(self, do: str, **data):
        """What the rules say the input still lacks (a target), or None."""
        return self.app.table.rules.needs(self.app.table.current(), do, data)

    def _asked(self, need, chosen) -> list[Option]:
        """A need's choices as the sheet's options; a tap fills the field in."""
        return need_options(need, lambda key, value: self._pick(**{key: value}), chosen)

    def _show_flow(self) -> None:
        flow, state = self.flow, self.app.table.current()
        if flow is None:
            return
        who = state.names[state.turn]
        cancel = Option("Cancel", self.close_sheet)
        if flow["kind"] == "play":
            card = self._card(flow["word"], flow["colour"])
            if card is not None and not flow["page"]:
                flow["page"] = model.first_fit(state, card)
            rows = [("", [Option(w, self._pick(word=w, colour="", page=""), selected=w == flow["word"],
                                 font_size=theme.TEXT_FLOOR + sp(1)) for w in self._words()], 7)]
            if flow["word"]:
                rows.append(("Colour", self._colours(flow["word"], flow["colour"])))
            if card is not None:
                rows.append(("On page", [Option(f"{side.upper()}  {self._page_words(page)}", self._pick(page=side),
                                                selected=flow["page"] == side)
                                         for side, page in zip(PAGES, state.pages)]))
            ability = power(card) if card is not None else ""
            need = self._need("play", player=state.turn, card=card.id, page=flow["page"]) if card is not None else None
            if need is not None:
                rows.append((f"{self.book.abilities[ability][0]}: who", self._asked(need, flow["target"])))
            ready = card is not None and (need is None or flow["target"] is not None)
            detail = f"{card.text()}" + (f"  ·  {self.book.abilities[ability][0]}: "
                                         f"{self.book.abilities[ability][1]}" if ability in self.book.abilities else "") \
                if card else "Tap the card's word, then its colour (the symbol comes with it)"
            go = Option("PLAY", self._play, fill=theme.GOOD, disabled=not ready)
            self.sheet.show(f"{who} plays a card", detail, rows, [cancel, go])
        elif flow["kind"] == "dark_magic":
            words = [Option(w, self._pick(word=w), selected=w == flow["word"]) for w in self.book.dark_magic_words()]
            rows = [("Word", words, 4)]
            need = self._need("dark_magic", player=state.turn, word=flow["word"])
            if need is not None:
                rows.append(("A card from hand onto whose tower", self._asked(need, flow["target"])))
            ready = bool(flow["word"]) and (need is None or flow["target"] is not None)
            go = Option("CAST", self._dark_magic, fill=theme.SILENCE, disabled=not ready)
            self.sheet.show(f"{who} casts Dark Magic", "Say the Dark Magic word first, then the Spell Book's words",
                            rows, [cancel, go])
        elif flow["kind"] == "reveal":
            self._show_reveal(state, flow)
        elif flow["kind"] == "punish":
            reasons = model.punish_reasons(state)
            rows = [("Who", self._players("player", flow["player"])),
                    ("Why", [Option(WHY[r], self._pick(why=r), selected=flow["why"] == r) for r in reasons])]
            ready = flow["player"] is not None and bool(flow["why"])
            go = Option("+1 TOWER", self._punish, fill=theme.DANGER, disabled=not ready)
            self.sheet.show("Punish: +1 tower card from the draw pile", "", rows, [cancel, go])
        self._put_sheet()

    def _show_reveal(self, state, flow) -> None:
        who, escaper = state.names[flow["player"]], state.names[state.escaping]
        rows = [("Card shown", [Option("Not Dark Magic", self._pick(dark=False, word=""), selected=not flow["dark"]),
                                Option("DARK MAGIC", self._pick(dark=True), fill=theme.SILENCE,
                                       selected=flow["dark"])])]
        need = self._need("reveal", player=flow["player"], word=flow["word"]) if flow["dark"] else None
        if flow["dark"]:
            rows.append(("Word", [Option(w, self._pick(word=w), selected=w == flow["word"])
                                  for w in self.book.dark_magic_words()], 4))
            if need is not None:
                rows.append(("A card from hand onto whose tower", self._asked(need, flow["target"])))
        later = ", ".join(state.names[p] for p in state.to_reveal[1:])
        detail = f"{who}: draw a card from the deck and show everyone" + (f" (then {later})" if later else "") + \
            f".\nDark Magic onto {escaper}'s tower stops the escape; otherwise {escaper} is free."
        footer = [Option("UNDO", self.undo)]
        if not flow["dark"]:
            footer.append(Option("SHOWN: no Dark Magic", self._reveal, fill=theme.GOOD))
        else:
            ready = bool(flow["word"]) and (need is None or flow["target"] is not None)
            footer.append(Option("CAST", self._reveal, fill=theme.SILENCE, disabled=not ready))
        self.sheet.show(f"{escaper} escaped! {who} reveals", detail, rows, footer)

    def _reveal(self) -> None:
        flow = self.flow
        fields = {"player": flow["player"]}
        if flow["dark"]:
            fields["word"] = flow["word"]
            if flow["target"] is not None:
                fields["target"] = flow["target"]
        self.close_sheet()
        self.submit("reveal", **fields)

    def _words(self) -> list[str]:
        return model.play_words(self.book.cards)

    def _colours(self, word: str, chosen: str) -> list[Option]:
        every, cards = model.word_cards(self.book.cards, word)
        if every:
            return [Option("all colours", self._pick(colour="all"), selected=chosen == "all")]
        out = []
        for card in cards:
            colour = card.colours[0]
            out.append(Option(colour_over_symbol(colour, card.symbol), self._pick(colour=colour),
                              fill=colour_rgba(colour), selected=chosen == colour, font_size=theme.TEXT_FLOOR))
        # (18 px: a colour and its symbol on two lines fit inside a chosen button's outline)
        return out

    def _card(self, word: str, colour: str):
        return model.card_for(self.book.cards, word, colour)

    @staticmethod
    def _page_words(page) -> str:
        if not page.word:
            return symbol_markup(page.symbol) + " icon"
        return f"{page.word} ({page_colour_words(page)})"

    def _play(self) -> None:
        flow, state = self.flow, self.app.table.current()
        card = self._card(flow["word"], flow["colour"])
        fields = {"player": state.turn, "card": card.id, "page": flow["page"]}
        if flow["target"] is not None:
            fields["target"] = flow["target"]
        self.close_sheet()
        self.submit("play", **fields)

    def _dark_magic(self) -> None:
        flow, state = self.flow, self.app.table.current()
        fields = {"player": state.turn, "word": flow["word"]}
        if flow["target"] is not None:
            fields["target"] = flow["target"]
        self.close_sheet()
        self.submit("dark_magic", **fields)

    def _punish(self) -> None:
        flow = self.flow
        self.close_sheet()
        self.submit("punish", player=flow["player"], why=flow["why"])
