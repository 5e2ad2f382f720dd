"""The board's choices on a sheet: which card to PLAY (word, colour, page, an icon's target),
which Dark Magic word and whose tower, whom to PUNISH and why. Each choice is a tap; the sheet
redraws with the choice marked; the last button submits one input to the table.

A mixin of `SkBoardScreen` (it needs `app`, `book`, `sheet`, `submit`, and SeatBoard's
`close_sheet` and `_put_sheet`)."""

from __future__ import annotations

from companion.sparkle_kitty.book import SUPER_SPECIAL, SUPER_SPECIAL_ABILITY
from companion.sparkle_kitty.cards import matches
from companion.sparkle_kitty.state import PAGES
from ui import theme
from ui.screens.sk_board.looks import WHY, colour_rgba, page_colour_words, symbol_markup
from ui.widgets.sheet import Option

NEEDS_TARGET = ("add_1", "max_5")  # ability icons that name a player


def power(card) -> str:
    """The card's ability as the engine plays it: its icon, or a Rainbow's, Infinite's or Fudge's
    by kind (FAST 2, PLAY ALL, MAX 5) when the catalog entry names none."""
    return card.ability or SUPER_SPECIAL_ABILITY.get(card.kind, "")


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

    def _show_flow(self) -> None:
        flow, state = self.flow, self.app.table.current()
        if flow is None:
            return
        who = state.names[state.turn]
        cancel = Option("Cancel", self.close_sheet)
        if flow["kind"] == "play":
            card = self._card(flow["word"], flow["colour"])
            if card is not None and not flow["page"]:
                fits = [name for name, page in zip(PAGES, state.pages) if matches(card, page)]
                flow["page"] = fits[0] if fits else "left"
            rows = [("", [Option(w, self._pick(word=w, colour="", page=""), selected=w == flow["word"],
                                 font_size=theme.TEXT_SMALL + 1) for w in self._words()], 7)]
            if flow["word"]:
                rows.append(("Colour", self._colours(flow["word"], flow["colour"])))
            if card is not None:
                rows.append(("On page", [Option(f"{side.upper()}  {self._page_words(page)}", self._pick(page=side),
                                                selected=flow["page"] == side)
                                         for side, page in zip(PAGES, state.pages)]))
            ability = power(card) if card is not None else ""
            if ability in NEEDS_TARGET:
                rows.append((f"{self.book.abilities[ability][0]}: who", self._players("target", flow["target"])))
            ready = card is not None and (ability not in NEEDS_TARGET or flow["target"] is not None)
            detail = f"{card.text()}" + (f"  ·  {self.book.abilities[ability][0]}: "
                                         f"{self.book.abilities[ability][1]}" if ability in self.book.abilities else "") \
                if card else "Tap the card's word, then its colour (the symbol comes with it)"
            go = Option("PLAY", self._play, fill=theme.GOOD, disabled=not ready)
            self.sheet.show(f"{who} plays a card", detail, rows, [cancel, go])
        elif flow["kind"] == "dark_magic":
            words = [Option(w, self._pick(word=w), selected=w == flow["word"]) for w in self.book.dark_magic_words()]
            rows = [("Word", words, 4)]
            if state.hands[state.turn] > 1:
                rows.append(("A card from hand onto whose tower", self._players("target", flow["target"])))
            ready = bool(flow["word"]) and (state.hands[state.turn] <= 1 or flow["target"] is not None)
            go = Option("CAST", self._dark_magic, fill=theme.SILENCE, disabled=not ready)
            self.sheet.show(f"{who} casts Dark Magic", "Say the Dark Magic word first, then the Spell Book's words",
                            rows, [cancel, go])
        elif flow["kind"] == "reveal":
            self._show_reveal(state, flow)
        elif flow["kind"] == "punish":
            reasons = ["missed_spell", "called_out"] + (["swearing", "mistake"] if state.setup.swearing else [])
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
        needs_target = flow["dark"] and state.hands[flow["player"]] > 0
        if flow["dark"]:
            rows.append(("Word", [Option(w, self._pick(word=w), selected=w == flow["word"])
                                  for w in self.book.dark_magic_words()], 4))
            if needs_target:
                rows.append(("A card from hand onto whose tower", self._players("target", flow["target"])))
        later = ", ".join(state.names[p] for p in state.to_reveal[1:])
        detail = f"{who}: draw a card from the deck and show everyone" + (f" (then {later})" if later else "") + \
            f".\nDark Magic onto {escaper}'s tower stops the escape; otherwise {escaper} is free."
        footer = [Option("UNDO", self.undo)]
        if not flow["dark"]:
            footer.append(Option("SHOWN: no Dark Magic", self._reveal, fill=theme.GOOD))
        else:
            ready = bool(flow["word"]) and (not needs_target or flow["target"] is not None)
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
        seen: list[str] = []
        for card in self.book.cards:
            if card.kind != "dark_magic" and card.word not in seen:
                seen.append(card.word)
        return seen

    def _colours(self, word: str, chosen: str) -> list[Option]:
        cards = [c for c in self.book.cards if c.word == word]
        if any(c.kind in SUPER_SPECIAL for c in cards):
            return [Option("all colours", self._pick(colour="all"), selected=chosen == "all")]
        out = []
        for card in cards:
            colour = card.colours[0]
            out.append(Option(f"{colour}  {symbol_markup(card.symbol)}", self._pick(colour=colour),
                              fill=colour_rgba(colour), selected=chosen == colour))
        return out

    def _card(self, word: str, colour: str):
        if not word or not colour:
            return None
        for card in self.book.cards:
            if card.word == word and (colour == "all" or card.colours == (colour,)):
                return card
        return None

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
