"""The Nights board's choices on a sheet (sk_board's Sheet, and its Flows for the plumbing):

  play     which card (word, then colour), which side of the Keyhole, and what its icon needs:
           ADD onto whose tower, PEEK at whose Knight, MOVE from a tower to another (and SHAFT),
           STEAL / SNATCH whose enchantment
  enchant  a Dark Magic word (a card from your hand onto whose tower; your own in the Vampire
           game is BURY) or a Mirror-Mirror (whose Knight to peek at)
  punish   who, and why
  more     your own Knight and your peeks (hold to see), a Dragon's exposure, a role told to the
           box (Knight cards), the team view
  pending  what the table must settle before play goes on, opened by itself: earned tower cards
           to take (off whose tower), a freed Knight's Werewolf guess, an exposure

Each choice is a tap; the last button submits one input (docs/games/nights.md). What a sheet offers
comes from the view-model (board_model.py), whose seats are the rules' needs' (nights/needs.py:
the same towers the scan questions offer). Nothing secret is ever
written on a sheet: your Knight and what a peek showed are hold-to-see tiles (private_flows.py),
asked of the engine (`nights.private_role` / `nights.private_peeks`) only while held.
"""

from __future__ import annotations

from kivy.utils import get_hex_from_color
from kivy.metrics import dp, sp

from companion.sparkle_kitty.nights.cards import playable
from ui import theme
from ui.screens.sk_board.flows import Flows
from ui.screens.sk_board.looks import colour_over_symbol, colour_rgba, symbol_markup
from ui.screens.skn_board import board_model as model
from ui.screens.skn_board import looks
from ui.screens.skn_board.pending import PendingFlows
from ui.screens.skn_board.private_flows import PrivateFlows
from ui.widgets.private_reveal import PrivateReveal
from ui.widgets.sheet import Option

PAGES = ("left", "right")
ALL_COLOURS = ("spread", "shaft", "snatch", "team")
SUPER_ABILITY = {"spread": "show", "shaft": "move", "snatch": "steal"}  # what the rulebook says they do
WHY = {"missed_spell": "missed the spell", "called_out": "forgot the enchantment", "mistake": "Keyhole mistake"}
ICON_ROWS = {"add": ("to", "ADD onto whose tower"), "peek": ("peek", "PEEK at whose Knight"),
             "steal": ("target", "STEAL from whom"), "snatch": ("target", "SNATCH from whom")}


class NightsFlows(PrivateFlows, PendingFlows, Flows):
    """A mixin of SknBoardScreen (it needs `app`, `book`, `sheet`, `submit`): the public choices
    here, the hold-to-see ones in private_flows.py, what the table must settle in pending.py."""

    # -- opening a sheet ------------------------------------------------------------------------
    def open_play(self) -> None:
        self.flow = {"kind": "play", "word": "", "colour": "", "page": "", "to": None, "peek": None,
                     "target": None, "from": None, "move_to": None}
        self._show_flow()

    def open_enchant(self) -> None:
        self.flow = {"kind": "enchant", "word": "", "to": None, "peek": None}
        self._show_flow()

    def open_punish(self) -> None:
        self.flow = {"kind": "punish", "player": None, "why": ""}
        self._show_flow()

    def open_more(self) -> None:
        self.flow = {"kind": "more"}
        self._show_flow()

    def open_teams(self) -> None:
        self.flow = {"kind": "teams"}
        self._show_flow()

    # -- the sheet, redrawn after every tap ------------------------------------------------------
    def _show_flow(self) -> None:
        flow = self.flow
        if flow is None:
            return
        state = self.app.table.current()
        show = getattr(self, f"_sheet_{flow['kind']}", None)
        if show is None:
            return
        PrivateReveal.hide_all()  # the sheet is rebuilt: a tile on it goes
        show(state, flow, Option("Cancel", self.close_sheet))
        self._put_sheet()

    def _dealt(self, state) -> bool:
        return model.dealt(state)

    @staticmethod
    def _open_towers(state, seats=None) -> list[int]:
        """The towers a card may go onto: an exposed Knight's takes none (except by punishment)."""
        return model.towers_open(state, seats)

    def _seat_options(self, key: str, chosen, seats=None) -> list[Option]:
        state = self.app.table.current()
        seats = range(state.setup.count) if seats is None else seats
        return [Option(state.names[s], self._pick(**{key: s}), selected=chosen == s, font_size=theme.TEXT_FLOOR + sp(1))
                for s in seats]

    # play ------------------------------------------------------------------------------------
    def _sheet_play(self, state, flow, cancel) -> None:
        who = state.names[state.turn]
        card = self._card(flow["word"], flow["colour"])
        if card is not None and not flow["page"] and not flow.get("refused"):
            fits = self._sides_that_fit(state, card)
            flow["page"] = fits[0] if fits else ""  # a side is chosen for the table only where the card fits
        if not flow["word"]:
            rows = [("", [Option(w, self._pick(word=w, colour="", page=""), font_size=theme.TEXT_FLOOR + sp(1))
                          for w in self._words(state)], 7)]
        else:
            rows = [("Card", [Option(flow["word"], self._pick(word="", colour="", page=""), selected=True),
                              Option("change card", self._pick(word="", colour="", page=""))])]
            rows.append(("Colour", self._colours(state, flow["word"], flow["colour"])))
        ready = card is not None and bool(flow["page"])
        if card is not None:
            rows.append(("On side", [Option(f"{side.upper()}  {self._side_words(page)}", self._pick(page=side),
                                            selected=flow["page"] == side) for side, page in zip(PAGES, state.pages)]))
            icon = card.kind if card.kind in ("shaft", "snatch") else card.ability
            if icon == "add":
                self._onto_row(state, flow, rows, "to", ICON_ROWS["add"][1])
                ready = flow["to"] is not None
            elif icon in ICON_ROWS:
                key, caption = ICON_ROWS[icon]
                # PEEK: anyone else; STEAL / SNATCH: only someone with an enchantment to take
                others = model.steal_seats(state) if key == "target" else model.peek_seats(state)
                rows.append((caption, self._seat_options(key, flow[key], others)))
                ready = flow[key] is not None
                if key == "target" and flow["target"] is not None:
                    ready = self._stolen_rows(state, flow, rows)
                elif key == "peek":
                    ready = ready and self._take_row(state, flow, rows)
            elif icon in ("move", "shaft"):
                sources, onto = self._move_choices(state, flow)
                rows.append(("MOVE a card from", self._seat_options("from", flow["from"], sources)))
                self._onto_row(state, flow, rows, "move_to", "onto", onto, needs=flow["from"] is not None)
                ready = flow["from"] is not None and flow["move_to"] is not None
        detail = card.text() if card else "Tap the card's word, then its colour (the symbol comes with it)"
        ability = (card.ability or SUPER_ABILITY.get(card.kind, "")) if card is not None else ""
        if ability in self.book.abilities:
            detail += f"  ·  {self.book.abilities[ability][0]}: {self.book.abilities[ability][1]}"
        detail = self._refusal_or(flow, detail)
        go = Option("PLAY", self._play, fill=theme.GOOD, disabled=not ready)
        self.sheet.show(f"{who} plays a card", detail, rows, [cancel, go])

    def _stolen_rows(self, state, flow, rows) -> bool:
        """STEAL / SNATCH: the stolen enchantment works at once for the thief: Dark Magic's card
        from hand onto a tower (`to`), Mirror-Mirror's peek (`peek`). Ready to play?"""
        stolen = state.top_enchantment(flow["target"])
        if stolen is None:
            return False
        if stolen.kind == "mirror":
            rows.append(("Its Mirror: PEEK at", self._seat_options("peek", flow["peek"], model.peek_seats(state))))
            return flow["peek"] is not None and self._take_row(state, flow, rows)
        self._onto_row(state, flow, rows, "to", f"Its {stolen.word}: a card onto")
        return flow["to"] is not None or state.hands[state.turn] <= 1

    def _move_choices(self, state, flow) -> tuple[list[int], list[int]]:
        """MOVE / SHAFT: the towers a card may come off and go onto, as the engine's own move
        allows them (`rules.moves`, the scanner's too; onto your own in the Vampire game as a BURY,
        whoever is the Vampire). Onto: the chosen source's, or any source's while none is chosen;
        a target the chosen source cannot reach is dropped."""
        sources, onto, flow["from"] = model.move_choices(self.app.table.rules, state, flow["from"])
        if flow["move_to"] is not None and flow["from"] is not None and flow["move_to"] not in onto:
            flow["move_to"] = None
        return sources, onto

    def _onto_row(self, state, flow, rows, key: str, caption: str, seats=None, needs: bool = True) -> None:
        """A card onto whose tower (ADD, MOVE / SHAFT, a stolen Dark Magic). In the Vampire game a
        card onto your own tower is a BURY, the main Vampire's alone: dealt by the box, your own
        tower is offered only as the private BURY (held alone, as on the ENCHANT sheet), so that a
        refused try never tells the table who is not the Vampire; with real Knight cards it says so."""
        me = state.turn
        seats = self._open_towers(state) if seats is None else seats
        options = []
        if state.mode == "vampire" and self._dealt(state):
            options = self._seat_options(key, flow[key], [s for s in seats if s != me])
            options.append(Option("BURY: own\n[size=18sp]hold, alone[/size]", self._pick(kind="bury", back="play", bury=key),
                                  fill=theme.SILENCE, disabled=not needs, font_size=theme.TEXT_FLOOR + sp(1)))
        else:
            if state.mode == "vampire" and me in seats:
                caption += " (own: BURY)"
            options = self._seat_options(key, flow[key], seats)
        rows.append((caption, options))

    def _take_row(self, state, flow, rows) -> bool:
        """Werewolf with real Knight cards: the peeker says whether they saw an enemy (one card
        comes off that tower into their hand). With the box's deal the box knows. Ready?"""
        if state.mode != "werewolf" or self._dealt(state):
            return True
        rows.append(("What you saw", [
            Option("an ENEMY: take a card", self._pick(take=True), selected=flow.get("take") is True),
            Option("an ally: nothing", self._pick(take=False), selected=flow.get("take") is False)]))
        return flow.get("take") is not None

    def _words(self, state) -> list[str]:
        return model.play_words(self._deck(state))

    def _deck(self, state):
        return model.deck(self.book, state)

    def _colours(self, state, word: str, chosen: str) -> list[Option]:
        cards = [c for c in self._deck(state) if c.word == word]
        if any(c.kind in ALL_COLOURS for c in cards):
            return [Option("all colours" if cards[0].kind != "team" else "wild: any colour",
                           self._pick(colour="all"), selected=chosen == "all")]
        return [Option(colour_over_symbol(c.colours[0], c.symbol), self._pick(colour=c.colours[0]),
                       fill=colour_rgba(c.colours[0]), selected=chosen == c.colours[0], font_size=theme.TEXT_FLOOR)
                for c in cards]  # 18 px: colour and symbol on two lines fit inside a chosen one's outline

    @staticmethod
    def _sides_that_fit(state, card) -> list[str]:
        """The Keyhole's sides this card matches by the rules (nights/cards.py), each on its own."""
        return [side for side, page in zip(PAGES, state.pages) if playable(card, (page, page), state.setup.safe_words)]

    # a refused input keeps its sheet open with the reason whole, until the next tap on it ----------
    def _pick(self, **fields):
        return super()._pick(refused="", **fields)

    @staticmethod
    def _refusal_or(flow, detail: str) -> str:
        """The sheet's detail, or (the last try refused) why, in full: it wraps, never cut."""
        refused = flow.get("refused")
        if not refused:
            return detail
        return (f"[b][color={get_hex_from_color(theme.DANGER_INK)}][font=DejaVuSans]\u2716[/font] "
                f"Not allowed: {refused}[/color][/b]")

    def _submit_from_sheet(self, do: str, fields: dict) -> None:
        """Submit the sheet's input: accepted, the sheet closes (a peek's hold-to-see it opened
        stays); refused, the sheet stays as it was, every choice kept, saying why."""
        flow = self.flow
        if self.submit(do, **fields):
            if self.flow is flow:
                self.close_sheet()
            return
        if self.flow is flow and flow is not None:
            flow["refused"] = self.app.last_rejection or "the box did not take it"
            self._show_flow()

    @staticmethod
    def _side_words(page) -> str:
        if not page.word:
            return (symbol_markup(page.symbol) + " icon") if page.symbol else "any card"
        return page.word

    def _play(self) -> None:
        fields = self._play_fields(self.flow, self.app.table.current())
        self._submit_from_sheet("play", fields)  # a peek it made opens the peeker's hold-to-see (board.submit)

    def _play_fields(self, flow, state) -> dict:
        card = self._card(flow["word"], flow["colour"])
        fields = {"player": state.turn, "card": card.id, "page": flow["page"]}
        for key in ("to", "peek", "target", "take"):
            if flow.get(key) is not None:
                fields[key] = flow[key]
        if flow["from"] is not None and flow["move_to"] is not None:
            fields["move"] = {"from": flow["from"], "to": flow["move_to"]}
        return fields

    # enchant ---------------------------------------------------------------------------------
    def _sheet_enchant(self, state, flow, cancel) -> None:
        who = state.names[state.turn]
        words = [Option(w, self._pick(word=w), selected=w == flow["word"], font_size=theme.TEXT_FLOOR + sp(1))
                 for w in self._dark_words(state)]
        if state.mode != "vampire":  # there the Mirrors sit at the towers' bases, not in hands
            words.append(Option("[font=DejaVuSans]◑[/font] MIRROR", self._pick(word="MIRROR"),
                                selected=flow["word"] == "MIRROR", font_size=theme.TEXT_FLOOR + sp(1)))  # chosen: the tick and outline alone
        rows = [("Enchantment", words, 5)]
        ready = False
        if flow["word"] == "MIRROR":
            rows.append(("PEEK at whose Knight", self._seat_options("peek", flow["peek"], model.peek_seats(state))))
            ready = flow["peek"] is not None and self._take_row(state, flow, rows)
            if state.mode == "werewolf" and self._dealt(state) and flow["peek"] is not None:
                # the Werewolf may leave an enemy's tower alone: chosen privately (private_flows.py)
                rows.append(("Werewolf", [Option("SPARE their tower\n[size=18sp]the Werewolf only: hold, alone[/size]",
                                                 self._pick(kind="spare"), fill=theme.SILENCE)]))
            detail = "Say the spell forwards, then backwards"
        elif flow["word"]:
            seats = None
            if state.mode == "vampire" and self._dealt(state):
                # BURY (onto your own tower) is the main Vampire's alone: chosen privately, so a
                # refused try never tells the table who is not the Vampire
                seats = [s for s in range(state.setup.count) if s != state.turn]
                rows.append(("BURY", [Option("BURY into your own tower\n[size=18sp]main Vampire only: hold, alone[/size]",
                                             self._pick(kind="bury"), fill=theme.SILENCE)]))
            bury = " (own: BURY)" if state.mode == "vampire" and seats is None else ""
            rows.insert(1, (f"Card from hand onto{bury}", self._seat_options("to", flow["to"], self._open_towers(state, seats))))
            ready = flow["to"] is not None or state.hands[state.turn] <= 1
            detail = "Say the Dark Magic word first, then the Keyhole's words"
        else:
            detail = "Until the game ends the top enchantment binds your spell"
        detail = self._refusal_or(flow, detail)
        go = Option("CAST", self._enchant, fill=theme.SILENCE, disabled=not ready)
        self.sheet.show(f"{who} plays an enchantment", detail, rows, [cancel, go])

    def _dark_words(self, state) -> list[str]:
        return model.dark_words(self._deck(state))

    def _enchant(self) -> None:
        flow, state = self.flow, self.app.table.current()
        if flow["word"] == "MIRROR":
            fields = {"player": state.turn, "card": {"kind": "mirror"}, "peek": flow["peek"]}
            if flow.get("take") is not None:
                fields["take"] = flow["take"]
        else:
            fields = {"player": state.turn, "card": {"kind": "dark_magic", "word": flow["word"]}}
            if flow["to"] is not None:
                fields["to"] = flow["to"]
        self._submit_from_sheet("enchant", fields)  # the peek opens the peeker's hold-to-see (board.submit)

    # punish ----------------------------------------------------------------------------------
    def _sheet_punish(self, state, flow, cancel) -> None:
        # "forgot the enchantment" only for someone bound by one (the engine refuses it otherwise)
        bound = flow["player"] is None or state.top_enchantment(flow["player"]) is not None
        if flow["why"] == "called_out" and not bound:
            flow["why"] = ""
        rows = [("Who", self._seat_options("player", flow["player"])),
                ("Why", [Option(text, self._pick(why=key), selected=flow["why"] == key,
                                disabled=key == "called_out" and not bound) for key, text in WHY.items()])]
        ready = flow["player"] is not None and bool(flow["why"])
        if state.mode == "vampire" and flow["player"] is not None and state.towers[flow["player"]] < 1:
            ready = False  # the Vampire game's punishment takes a card off your own tower: none left
        what = "a card off your own tower into your hand" if state.mode == "vampire" else "+1 tower card from the draw pile"
        go = Option("PUNISH", self._punish, fill=theme.DANGER, disabled=not ready)
        self.sheet.show(f"Punish: {what}", "", rows, [cancel, go])

    # more ------------------------------------------------------------------------------------
    def _sheet_more(self, state, flow, cancel) -> None:
        rows = []
        if self._dealt(state):
            rows.append(("Secret", [Option("MY KNIGHT\n[size=18sp]hold to see yours[/size]", self.open_knights),
                                    Option("MY PEEKS\n[size=18sp]what you saw[/size]", self.open_peeks)]))
        if model.expose_seats(state):  # only a Dragon may, and only while one is hidden in the mix
            rows.append(("Expose", [Option("EXPOSE a Knight\n[size=18sp]a Dragon, any time[/size]", self.open_expose)]))
        rows.append(("Table", [Option("TEAMS\n[size=18sp]exposed so far[/size]", self.open_teams),
                               Option("UNDO", self._undo_from_sheet, disabled=not self.app.table.fold.can_undo())]))
        self.sheet.show("More", "", rows, [cancel])

    def _undo_from_sheet(self) -> None:
        self.undo()

    # the team view ---------------------------------------------------------------------------
    def _sheet_teams(self, state, flow, cancel) -> None:
        rows = []
        for role, shown, total in looks.exposed_counts(state):
            seats = [s for s in range(state.setup.count) if state.teams[s] == role]
            names = [Option(state.names[s] + (" · OUT" if state.escaped[s] else ""), lambda: None,
                            fill=looks.look(role)[2], font_size=theme.TEXT_FLOOR + sp(1)) for s in seats]
            hidden = total - shown
            if hidden > 0:
                names.append(Option(f"{hidden} hidden", lambda: None, disabled=True, font_size=theme.TEXT_FLOOR + sp(1)))
            rows.append((f"{looks.marked(role)}\n[size=18sp]{shown} of {total} exposed[/size]", names))
        self.sheet.show("Teams: exposed characters", "Only what the table has seen", rows,
                        [Option("Done", self.close_sheet, fill=theme.GOOD)])
