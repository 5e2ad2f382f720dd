"""Scripted Sparkle*Kitty Nights games for screenshots and UI tests (no Kivy: ui/scenes.py lists
them). Each plays a table on a fake clock to a telling moment and returns the screen showing it.

The box deals the roles from a fixed seed, so every run deals the same characters; the scripts
empty towers the quickest legal way: a card into the Keyhole, then a DOUBLE and a DOUBLE-DOUBLE on
its word (1 + 2 earned tower cards, taken off the tower the script names).
"""

from __future__ import annotations

from typing import Any, Callable

GAME = "sparkle_kitty_nights"
TABLE = [("Ann", 9), ("Ben", 7), ("Cleo", 11), ("Dad", 40), ("Eli", 12), ("Fay", 13), ("Gus", 10), ("Hana", 8)]


def players(n: int) -> list[dict]:
    return [{"name": name, "age": age} for name, age in TABLE[:n]]


def role_of(demo: Any, seat: int) -> str | None:
    from companion.sparkle_kitty import nights

    return nights.private_role(demo.table.current(), seat)


def seats_of(demo: Any, role: str) -> list[int]:
    state = demo.table.current()
    return [s for s in range(state.setup.count) if role_of(demo, s) == role]


class Script:
    """A clock that moves a second per input, and the moves the scenes need."""

    def __init__(self, demo: Any, mode: str | None = None, n: int = 5, seed: int | None = None,
                 roles: str = "dealt", **setup: Any) -> None:
        """A new game (the box deals from `seed`, or real Knight cards with roles="cards"); with
        no mode, the moves go on the game already on the demo's table."""
        self.demo, self.t = demo, 0.0
        if mode is not None:
            dealt = {"seed": seed} if roles == "dealt" else {}
            demo.new_game(GAME, mode=mode, players=players(n), roles=roles, first=0, **dealt, **setup)

    @property
    def state(self):
        return self.demo.table.current()

    def do(self, verb: str, **fields: Any) -> None:
        self.t += 1
        self.demo.do(self.t, verb, **fields)

    def deck(self) -> list:
        """This table's cards, in the book's order: the ones the scanner lists (by the player
        count; Safe Words' pineapples for the symbol they replace, TEAM wilds only if taken), so
        a script never picks a card the engine refuses at this table (nor one played already)."""
        from companion.cards import NightsScanner

        keep, played = NightsScanner(self.demo.table).table_deck(self.state), dict(self.state.played)
        return [c for c in self.demo.table.rules.book.cards if c.id in keep and played.get(c.id, 0) < c.count]

    def play_plain(self, word_not: str = "") -> str:
        """The player on turn plays a plain spell card (no icon) that fits the Keyhole."""
        from companion.sparkle_kitty.nights.cards import playable

        state = self.state
        for card in self.deck():
            if card.kind == "spell" and not card.ability and card.word != word_not \
                    and playable(card, state.pages, state.setup.safe_words):
                side = "left" if _fits(card, state.pages[0]) else "right"
                self.do("play", player=state.turn, card=card.id, page=side)
                return card.word
        raise AssertionError("no plain card fits the Keyhole")

    def strip(self, taker: int, victim: int, cards: int = 3) -> None:
        """A word into the Keyhole, then Doubles on it by `taker`: `cards` tower cards (up to 3)
        come off `victim`'s tower."""
        word = self.play_plain()
        state = self.state
        side = "left" if state.pages[0].word == word and not state.pages[0].doubled else "right"  # the new card
        others = [c for c in self.deck() if c.word == word and c.id != state.page[side].card_id]
        owed = 0
        for card in others[:2 if cards > 1 else 1]:
            self.do("double", player=taker, card=card.id, page=side)
            owed += 1 if self.state.page[side].doubled == 1 else 2
            while self.state.pending and self.state.pending[0].kind == "take" and cards > 0 \
                    and self.state.towers[victim] > 0:
                self.do("take", player=taker, **{"from": victim})
                cards -= 1
            if cards <= 0 or self.state.over:
                break
        self.settle_takes(taker)

    def settle_takes(self, taker: int) -> None:
        """Tower cards still owed (more earned than the script wanted off its victim): off the
        first tower the engine allows, so play can go on."""
        while not self.state.over and self.state.pending and self.state.pending[0].kind == "take":
            owed = self.state.pending[0].player
            sources = self.demo.table.rules.sources(self.state, owed)
            if not sources:
                break
            self.do("take", player=owed, **{"from": sources[0]})


def _fits(card, page) -> bool:
    from companion.sparkle_kitty.nights.cards import matches, opening

    return matches(card, page) if page.word else True


# -- the scenes ---------------------------------------------------------------------------------
def nights_board(demo: Any) -> str:
    """Nights, five players a few plays in: a Naughty Knight's tower emptied (exposed: the team
    shows on the tile), then Mirror-Mirror (that player says the spell forwards and backwards) and
    SLIPPERY cast onto Eli's tower."""
    s = Script(demo, "nights", 5, seed=7)
    naughty = seats_of(demo, "naughty")[0]
    s.strip(taker=naughty, victim=naughty, cards=3)
    s.do("enchant", player=s.state.turn, card={"kind": "mirror"}, peek=3)
    s.do("enchant", player=s.state.turn, card={"kind": "dark_magic", "word": "SLIPPERY"}, to=4)
    return "skn_board"


def werewolf_board(demo: Any) -> str:
    """Werewolf, six players: a freed Knight's guess is due (the sheet asks who the Werewolf is)."""
    s = Script(demo, "werewolf", 6, seed=11)
    knight = next(p for p in range(6) if role_of(demo, p) in ("nice", "naughty"))
    s.strip(taker=knight, victim=knight, cards=3)
    s.strip(taker=knight, victim=knight, cards=1)
    return "skn_board"


def vampire_board(demo: Any) -> str:
    """Vampire, five players: a Mirror at the base of every tower (marked on each tile)."""
    s = Script(demo, "vampire", 5, seed=5)
    s.play_plain()
    s.do("pass", player=s.state.turn)
    return "skn_board"


def mirror_board(demo: Any) -> str:
    """Nights, eight players, Safe Words (the pineapple replaces star): Ben is bound by
    Mirror-Mirror and played TROPICAL onto SNUGGLE: he says it forwards and backwards (two lines
    at 48 px), SQUISHY binds Dad."""
    s = Script(demo, "nights", 8, seed=2, expansions=["safe_words"], pineapple="star")
    s.play_plain()
    s.do("enchant", player=s.state.turn, card={"kind": "mirror"}, peek=0)
    s.play_plain()
    s.do("enchant", player=s.state.turn, card={"kind": "dark_magic", "word": "SQUISHY"}, to=0)
    while s.state.turn != 1:
        s.do("pass", player=s.state.turn)
    s.do("play", player=1, card="snuggle-blue", page="right")
    while s.state.turn != 1:
        s.do("pass", player=s.state.turn)
    s.do("play", player=1, card="tropical-purple", page="left")
    return "skn_board"


def nights_end(demo: Any) -> str:
    """Nights, four players: both Naughty Knights are out of their towers: Team Naughty wins."""
    s = Script(demo, "nights", 4, seed=3)
    for victim in seats_of(demo, "naughty"):
        while not s.state.over and s.state.towers[victim] > 0:
            s.strip(taker=victim, victim=victim, cards=s.state.towers[victim])
    return "skn_end"


def deck_out_reveal(demo: Any) -> str:
    """Nights with real Knight cards, a short deck: the draw pile runs out, so the box asks each
    player in turn to show their Knight (the tie-breakers need every team)."""
    s = Script(demo, "nights", 4, roles="cards", deck=35)
    s.do("punish", player=0, why="missed_spell")
    s.do("pass", player=s.state.turn)
    s.do("pass", player=s.state.turn)
    return "skn_board"


def deck_out_end(demo: Any) -> str:
    """... everyone showed theirs: no Knight is out, and Team Naughty has the fewer tower cards
    (Ann, a Nice Knight, was punished)."""
    deck_out_reveal(demo)
    for seat, role in enumerate(("nice", "naughty", "nice", "naughty")):
        demo.do(10 + seat, "reveal_role", player=seat, role=role)
    return "skn_end"


def vampire_end(demo: Any) -> str:
    """Vampire, five players: three Dark Magic cards on the main Vampire's tower make six: Team
    Vampire wins."""
    s = Script(demo, "vampire", 5, seed=5)
    vampire = seats_of(demo, "vampire")[0]
    while not s.state.over:
        if s.state.turn == vampire:
            s.do("pass", player=vampire)
        else:
            s.do("enchant", player=s.state.turn, card={"kind": "dark_magic", "word": "STICKY"}, to=vampire)
    return "skn_end"


def werewolf_end(demo: Any) -> str:
    """Werewolf, five players: the Werewolf empties her own tower and breaks out."""
    s = Script(demo, "werewolf", 5, seed=11)
    wolf = seats_of(demo, "werewolf")[0]
    while not s.state.over:
        s.strip(taker=wolf, victim=wolf, cards=min(3, s.state.towers[wolf]))
    return "skn_end"


def setup_again(demo: Any) -> str:
    """The Nights setup after a Werewolf game with Safe Words: it opens with that table again
    (its people, the mode, the pineapple, who dealt), from the log's last Nights setup input."""
    from ui.screens.history.source import people_for

    people = people_for(demo.table.log)
    names = ["Mum", "Dad", "Lily", "Gran", "Sam"]
    seated = [people.add(name).id for name in names]
    demo.new_game("sparkle_kitty_nights", players=[{"name": n} for n in names], people=seated, first=3,
                  mode="werewolf", roles="cards", expansions=["safe_words"], pineapple="moon")
    return "skn_setup"


SCENES = {
    "skn_setup": lambda demo: "skn_setup",
    "skn_setup_again": setup_again,
    "skn_board": nights_board,
    "skn_board_werewolf": werewolf_board,
    "skn_board_vampire": vampire_board,
    "skn_board_mirror": mirror_board,
    "skn_board_reveal": deck_out_reveal,
    "skn_end_nights": nights_end,
    "skn_end_deck": deck_out_end,
    "skn_end_werewolf": werewolf_end,
    "skn_end_vampire": vampire_end,
}
# By scan (the hooks below): Dad scans SNATCH (which side?), then takes whose enchantment; or he
# scans TICKLE (purple, paw) onto the right side: the Keyhole and the spell.
SCENES.update({"skn_board_scan_side": nights_board, "skn_board_scan_snatch": nights_board,
               "skn_board_scanned": nights_board, "skn_board_enchant": nights_board,
               "skn_board_refused": nights_board})


def _skn_enchant(app: Any) -> None:
    """The ENCHANT sheet, nothing chosen yet: MIRROR looks like every other word until tapped."""
    app.sm.get_screen("skn_board").open_enchant()


def _skn_refused(app: Any) -> None:
    """Dad's NIGHT in a colour neither side shows, put on the left and refused: the sheet stays
    open, every choice kept, with the whole reason."""
    from companion.sparkle_kitty.nights.cards import matches

    board = app.sm.get_screen("skn_board")
    state = app.table.current()
    card = next(c for c in board._deck(state) if c.word == "NIGHT" and not any(matches(c, p) for p in state.pages))
    board.open_play()
    board.flow.update(word="NIGHT", colour=card.colours[0], page="left")
    board._play()


def _skn_scan(code: str, *answers) -> Callable[[Any], None]:
    """Dad's Nights card scanned (a printed code), then the answers tapped."""
    def hook(app: Any) -> None:
        app.scanning.send(f"{GAME}:{code}")
        app.frame()
        for value in answers:
            app.scanning.answer(app.scanning.question, value)
    return hook


HOOKS: dict[str, Callable[[Any], None]] = {
    "skn_board_scan_side": _skn_scan("snatch"),
    "skn_board_scan_snatch": _skn_scan("snatch", "left"),
    "skn_board_scanned": _skn_scan("tickle-purple", "right"),
    "skn_board_enchant": _skn_enchant,
    "skn_board_refused": _skn_refused,
}
