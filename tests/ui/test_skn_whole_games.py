"""Two whole Sparkle*Kitty Nights games at a five-player table, every input a tap on the real app:
Home -> setup (the box deals the characters from a fixed seed; each player holds their own tile to
see their Knight) -> board -> end screen. A Werewolf game (plays, Dark Magic, a Mirror-Mirror peek
that takes a card off an enemy's tower, pass & draw, a punishment, Double races on the buzzers'
mock pins, earned tower cards, the Werewolf sparing a tower, a wrong and a right guess) and a
Vampire game (the Mirrors at the towers' bases taken first, the peek that makes a Sparkle*Vampire,
punishment off your own tower, into the sun). UNDO once in each.

After every frame no text anywhere on the window names a character nobody has exposed, unless its
owner is holding a hold-to-see tile (`Watch`). Screenshots: test-artifacts/screens/skn-whole-*.png.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from picker_support import seat_by_touch
from skn_support import reveal_on_cue

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"
NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eli")
# the role words as a screen writes them (KNIGHT is also a card's word and "your Knight": left out)
WORDS = {"nice": "NICE", "naughty": "NAUGHTY", "dragon": "DRAGON", "werewolf": "WEREWOLF",
         "vampire": "VAMPIRE", "sparkle_vampire": "SPARKLE*VAMPIRE"}
PUBLIC_MIX = re.compile(r"^Characters:|of \d+ exposed")  # the dealt mix, which everyone knows


class Watch:
    """After every frame: no text on the window ties a hidden character to anyone. A text leaks if
    it shows a role the way the screens show one (looks.roles_shown), or says a role's word in
    capitals, or puts a player's name beside their own hidden role, for a role nobody has exposed;
    the public mix of characters (setup, the team view's counts) aside. `held` are the roles
    the owner of a held tile may see on it."""

    def __init__(self, ui):
        self.ui, self.held, self.frames = ui, (), 0
        self._frame = ui.app_frame
        ui.app_frame = self.frame  # every app frame: a finger's too, while it is down

    def frame(self) -> None:
        self._frame()
        self.check()

    def texts(self) -> list[str]:
        from ui.widgets.private_reveal import window_texts

        # (and KNIGHT alone: the Night & Knight card's word on the play sheet)
        return [t for t in window_texts(hidden_screens=False) if not PUBLIC_MIX.search(t) and t != "KNIGHT"]

    def check(self) -> None:
        from companion.sparkle_kitty import nights
        from ui.screens.skn_board.looks import roles_shown

        table = self.ui.table
        if table.game != "sparkle_kitty_nights" or table.fold is None:
            return
        state = table.current()
        self.frames += 1
        shown = {r for r in state.teams if r}
        allowed = shown | set(self.held)
        texts = self.texts()
        leaked = roles_shown(texts) - allowed
        for role, word in WORDS.items():
            if role not in allowed and any(re.search(rf"(?<![A-Z*]){re.escape(word)}(?![A-Z])", t) for t in texts):
                leaked.add(role)
        for seat in range(state.setup.count):
            role = nights.private_role(state, seat)
            if state.teams[seat] or role in (None, "knight") or role in self.held:
                continue
            name, word = state.names[seat], re.escape(role.replace("_", "*"))
            if any(re.search(rf"\b{name}\b", t) and re.search(word, t, re.I) for t in texts):
                leaked.add(f"{name}'s {role}")
        assert not leaked, f"hidden on the window: {sorted(leaked)}"


@pytest.fixture(autouse=True)
def reveal_cue(monkeypatch):
    """A held tile's warning ends when the test says, never on Kivy's wall clock (skn_support)."""
    return reveal_on_cue(monkeypatch)


def tap(ui, *texts, root=None):
    """Tap buttons by their words, in order (on the board's sheet unless told; a chosen one's tick
    mark aside)."""
    from kivy.uix.behaviors import ButtonBehavior

    for text in texts:
        tick = "[font=DejaVuSans]✓[/font] "
        found = [w for w in ui.widgets(ButtonBehavior, root if root is not None else ui.screen.sheet)
                 if w.opacity > 0 and w.text.removeprefix(tick).startswith(text)]
        assert len(found) == 1, f"{len(found)} buttons say {text!r}: {[w.text for w in found]}"
        ui.tap(found[0])


def hold(ui, watch, tile, role, *also):
    """The tile's owner holds it past the warning (the screen said to turn it away), sees `role`,
    and lets go: gone from every text."""
    touch = ui.press(tile)
    assert tile.phase == "warn"
    watch.held = (role, *also)
    tile.reveal()  # still held after the warning's moment (no wall-clock waits in tests)
    ui.frame()
    assert tile.phase == "shown" and tile._cover.title == WORDS.get(role, role.upper())
    return touch


def let_go(ui, watch, touch):
    ui.lift(touch)
    watch.held = ()
    watch.check()


def reveal_tiles(root):
    from ui.widgets.private_reveal import PrivateReveal

    return [w for w in root.walk(restrict=True) if isinstance(w, PrivateReveal)]


def race(ui, board, first: int, second: int, at: float) -> None:
    """Two players yell DOUBLE on their DOUBLE buttons (the buzzers' mock pins, not a touch
    stand-in), `first`'s edge first."""
    assert type(board.tiles[first].ids.holder.children[0]).__name__ == "PinButton"
    ui.race_by_edges(board, first, second, at=at)


def set_up(ui, watch, monkeypatch, mode: str, seed: int):
    """Home -> the Nights tile -> the game, five named players, the box deals (seeded) -> each
    player looks at their own Knight, alone -> PLAY."""
    from companion.sparkle_kitty import nights
    from ui.screens.skn_setup import skn_setup

    monkeypatch.setattr(skn_setup.secrets, "randbelow", lambda _n: seed)  # the box's shuffle, fixed
    home = ui.show("home")
    ui.tap(home.ids.sparkle_kitty_nights)
    setup = ui.screen
    ui.tap(setup.ids[f"mode_{mode}"])
    ui.tap(setup.ids.count_5)
    if setup.safe_words:  # the screen keeps the last table's choices
        ui.tap(setup.ids.safe_words)
    rows = {r.seat: r for r in setup.ids.seats.children}
    seat_by_touch(ui, setup, NAMES, opener=ui.find(rows[0].name, rows[0]))  # typed on the picker's keys
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert tuple(rows[seat].name for seat in range(5)) == NAMES
    ui.tap(ui.find("1st" if rows[1].first else "2", rows[1]))  # Ben went to bed the latest last night: he goes first
    ui.studio.save(SHOTS / f"skn-whole-{mode}-setup.png")
    ui.tap(setup.ids.next)
    ui.tap(setup.ids.deal_box)
    ui.tap(setup.ids.deal)
    assert setup.step == "roles"
    state = ui.table.current()
    assert state.mode == mode and state.names == NAMES and state.setup.deal == "dealt"
    for tile, seat in zip(reversed(setup.ids.role_tiles.children), range(5)):
        assert tile.who == NAMES[seat]
        touch = hold(ui, watch, tile, nights.private_role(state, seat))
        if seat == 0:
            ui.studio.save(SHOTS / f"skn-whole-{mode}-my-knight.png")
            watch.held = ()  # the watch itself: a role on show that nobody may see fails it
            with pytest.raises(AssertionError, match="hidden on the window"):
                watch.check()
            watch.held = (nights.private_role(state, seat),)
        let_go(ui, watch, touch)
        assert tile.label.startswith(f"{NAMES[seat]} has looked")  # who has looked, not what
    ui.studio.save(SHOTS / f"skn-whole-{mode}-all-looked.png")
    ui.tap(setup.ids.play)
    assert ui.app.sm.current == "skn_board"
    return ui.screen


@pytest.fixture
def table(ui, mock_box, monkeypatch):
    watch = Watch(ui)
    yield ui, watch, monkeypatch
    assert watch.frames > 30


def in_row(ui, caption: str, text: str, root):
    """The button saying `text` on the sheet's row captioned `caption` (a word in the race sheet)."""
    from kivy.uix.behaviors import ButtonBehavior
    from kivy.uix.label import Label

    for strip in root.walk(restrict=True):
        kids = getattr(strip, "children", [])
        if any(isinstance(k, Label) and not isinstance(k, ButtonBehavior) and k.text.startswith(caption) for k in kids):
            found = [k for k in kids if isinstance(k, ButtonBehavior) and k.text.startswith(text)]
            assert len(found) == 1, f"{caption}: {[k.text for k in kids]}"
            return found[0]
    raise AssertionError(f"no row {caption!r}")


def play(ui, board, word, colour, *more):
    """PLAY, the card's word and colour, then what the card needs (a side, a target), PLAY."""
    ui.tap(board.ids.play)
    tap(ui, word, colour, *more, "PLAY")


def double(ui, board, winner, other, word, colour, at):
    """A Double race (winner's edge first), then the winner taps the card's colour on the word's row."""
    race(ui, board, winner, other, at)
    assert board.sheet.headline == NAMES[winner].upper() and board.tiles[winner].lit
    ui.tap(in_row(ui, word, colour, board.sheet))


def take(ui, board, *towers):
    """The earned tower cards, one tap per tower (the sheet opens by itself)."""
    for seat in towers:
        assert "takes" in board.sheet.headline
        tap(ui, NAMES[seat], "TAKE")


def test_a_werewolf_game_by_taps(table):
    from companion.sparkle_kitty import nights

    ui, watch, monkeypatch = table
    board = set_up(ui, watch, monkeypatch, "werewolf", seed=2)
    state = ui.table.current()
    roles = [nights.private_role(state, s) for s in range(5)]
    assert roles == ["naughty", "nice", "naughty", "werewolf", "nice"]  # what seed 2 deals
    assert ui.app.box.game == "sparkle_kitty_nights" and ui.app.box.mock
    assert state.turn == 1 and state.towers == (4,) * 5 and state.hands == (5,) * 5  # Ben went to bed the latest
    ui.studio.save(SHOTS / "skn-whole-werewolf-board.png")

    # 1. Ben plays BOOTY (blue, moon) on the opening Keyhole's moon
    play(ui, board, "BOOTY", "blue")
    assert board.ids.left.word == "BOOTY" and board.turn_name == "Cleo" and board.tiles[1].hand == 4
    # 2. Cleo casts Dark Magic SLIPPERY: a card from her hand onto Dev's tower
    ui.tap(board.ids.enchant)
    tap(ui, "SLIPPERY", "Dev", "CAST")
    assert board.tiles[3].tower == 5 and "SLIPPERY" in board.tiles[2].enchantment
    assert board.spell.startswith("SLIPPERY BOOTY")
    # 3. Dev plays SLAP blue on the right side (blue matches blue)
    play(ui, board, "SLAP", "blue", "RIGHT")
    assert board.ids.right.word == "SLAP" and board.spell in ("BOOTY SLAP", "SLAP BOOTY")
    # 4. Eli casts Mirror-Mirror at Dev: only Eli sees him (the Werewolf: an enemy), a card off his tower
    ui.tap(board.ids.enchant)
    tap(ui, "[font=DejaVuSans]◑[/font] MIRROR", "Dev", "CAST")
    assert board.tiles[3].tower == 4 and board.tiles[4].hand == 5 and "MIRROR" in board.tiles[4].enchantment
    assert board.sheet.headline == "Eli peeks at Dev"
    peek = reveal_tiles(board.sheet)[0]
    touch = hold(ui, watch, peek, "werewolf")
    ui.studio.save(SHOTS / "skn-whole-werewolf-peek.png")
    let_go(ui, watch, touch)
    tap(ui, "Done")
    ui.studio.save(SHOTS / "skn-whole-werewolf-mirror.png")
    # 5. Ann passes and draws
    ui.tap(board.ids.pass_draw)
    assert board.tiles[0].hand == 6 and board.draw_pile == 32 and board.turn_name == "Ben"
    # Ann and Ben yell DOUBLE BOOTY; Ben's buzzer first: he takes a card off his own tower
    race(ui, board, 1, 0, at=60)
    assert board.sheet.headline == "BEN" and "Ann +" in board.sheet.detail  # the margin, in ms
    ui.studio.save(SHOTS / "skn-whole-werewolf-race.png")
    ui.tap(in_row(ui, "BOOTY", "green", board.sheet))
    ui.studio.save(SHOTS / "skn-whole-werewolf-take.png")
    take(ui, board, 1)
    assert board.tiles[1].tower == 3
    # Cleo forgot SLIPPERY: the table punishes Dev by mistake, UNDO, then Cleo
    ui.tap(board.ids.punish)
    tap(ui, "Dev")
    assert ui.find("forgot the enchantment", board.sheet).disabled  # Dev has none to forget
    tap(ui, "missed the spell", "PUNISH")
    assert board.tiles[3].tower == 5
    ui.tap(board.ids.undo)
    assert board.tiles[3].tower == 4
    ui.tap(board.ids.punish)
    tap(ui, "Cleo", "forgot the enchantment", "PUNISH")
    assert board.tiles[2].tower == 5
    # DOUBLE-DOUBLE BOOTY: Ben again, first by his buzzer: two cards off his own tower
    double(ui, board, 1, 4, "BOOTY", "yellow", at=120)
    take(ui, board, 1, 1)
    assert board.tiles[1].tower == 1
    # 6. Ben's NIGHT on the blue side earns his last tower card: free! First he guesses the Werewolf
    play(ui, board, "NIGHT", "blue")
    take(ui, board, 1)
    assert "is free" in board.sheet.headline
    ui.studio.save(SHOTS / "skn-whole-werewolf-guess.png")
    tap(ui, "Cleo", "GUESS")  # wrong: Cleo is cleared, Ben's Knight is flipped
    state = ui.table.current()
    assert state.cleared[2] and state.teams[1] == "nice" and "NICE" in board.tiles[1].team_text
    assert board.tiles[2].ids.team.text == "not the Werewolf"  # what the table learnt, kept in sight
    ui.studio.save(SHOTS / "skn-whole-werewolf-exposed.png")
    # Cleo thinks of Dark Magic: an exposed Knight's tower takes no more cards, so Ben is not offered
    ui.tap(board.ids.enchant)
    tap(ui, "STICKY")
    assert not ui.has("Ben", board.sheet) and ui.has("Ann", board.sheet)
    tap(ui, "Cancel")
    # 7. Cleo passes instead; 8. Dev, the Werewolf, casts Mirror-Mirror at Ann and, privately, spares her tower
    ui.tap(board.ids.pass_draw)
    ui.tap(board.ids.enchant)
    tap(ui, "[font=DejaVuSans]◑[/font] MIRROR", "Ann")
    ui.studio.save(SHOTS / "skn-whole-werewolf-spare.png")
    tap(ui, "SPARE")
    touch = hold(ui, watch, reveal_tiles(board.sheet)[0], "werewolf")
    assert "no card off the tower" in reveal_tiles(board.sheet)[0]._cover.detail
    let_go(ui, watch, touch)
    assert ui.inputs()[-1][:2] == ("enchant", {"player": 3, "card": {"kind": "mirror"}, "peek": 0, "take": False, "private": True})
    assert board.tiles[0].tower == 4 and board.sheet.headline == "Dev peeks at Ann"
    touch = hold(ui, watch, reveal_tiles(board.sheet)[0], "naughty")
    let_go(ui, watch, touch)
    tap(ui, "Done")
    # 9. Eli's NIGHT on yellow: a card off her tower
    play(ui, board, "NIGHT", "yellow")
    take(ui, board, 4)
    # 10. Ann plays WIGGLE blue (on NIGHT blue); Eli wins two Double races on it: the last three cards of her tower
    play(ui, board, "WIGGLE", "blue")
    double(ui, board, 4, 3, "WIGGLE", "pink", at=180)
    take(ui, board, 4)
    double(ui, board, 4, 0, "WIGGLE", "green", at=240)
    take(ui, board, 4, 4)
    # Eli is free, the last Nice Knight: she names Dev, the Werewolf. Team Nice howls in triumph
    assert "is free" in board.sheet.headline
    tap(ui, "Dev", "GUESS")
    assert ui.app.sm.current == "skn_end"
    end = ui.screen
    assert end.condition == "werewolf_guessed" and end.ids.headline.text.endswith("TEAM NICE wins!")
    assert "named the Werewolf" in end.ids.why.text
    ui.studio.save(SHOTS / "skn-whole-werewolf-end.png")


def test_a_vampire_game_by_taps(table):
    from companion.sparkle_kitty import nights

    ui, watch, monkeypatch = table
    board = set_up(ui, watch, monkeypatch, "vampire", seed=4)
    state = ui.table.current()
    assert [nights.private_role(state, s) for s in range(5)] == ["knight", "knight", "vampire", "knight", "knight"]
    assert state.turn == 1 and state.towers == (3,) * 5 and all(t.mirror for t in board.tiles.values())
    ui.studio.save(SHOTS / "skn-whole-vampire-board.png")
    # 1. Ben plays FIST pink on the moon; 2. Cleo casts STICKY onto Dev's tower
    play(ui, board, "FIST", "pink")
    ui.tap(board.ids.enchant)
    assert not ui.has("[font=DejaVuSans]◑[/font] MIRROR", board.sheet)  # the Mirrors are at the towers' bases
    tap(ui, "STICKY", "Dev", "CAST")
    assert board.tiles[3].tower == 4
    # 3. Dev plays TICKLE pink on the right side; 4. Eli passes and draws
    play(ui, board, "TICKLE", "pink", "RIGHT")
    ui.tap(board.ids.pass_draw)
    # 5. Ann's NIGHT on pink earns a tower card: never her own; Cleo's Mirror comes off first,
    #    Ann plays it and peeks at Cleo, alone
    play(ui, board, "NIGHT", "pink")
    assert not ui.has("Ann", board.sheet) and "takes a tower card" in board.sheet.headline
    assert "a Mirror comes off first" in board.sheet.detail and ui.find("Cleo", board.sheet).text.endswith("▣[/font]")
    ui.studio.save(SHOTS / "skn-whole-vampire-take.png")
    tap(ui, "Cleo", "TAKE")
    assert not board.tiles[2].mirror and board.tiles[2].tower == 3 and "MIRROR" in board.tiles[0].enchantment
    assert board.sheet.headline == "Ann peeks at Cleo"
    peek = reveal_tiles(board.sheet)[0]
    touch = hold(ui, watch, peek, "vampire", "sparkle_vampire")
    assert "you are a Sparkle*Vampire now" in peek._cover.detail  # Look into my eyes!
    ui.studio.save(SHOTS / "skn-whole-vampire-peek.png")
    let_go(ui, watch, touch)
    tap(ui, "Done")
    ui.tap(board.ids.more)  # later, Ann checks her own Knight: it has changed sides
    tap(ui, "MY KNIGHT")
    mine = next(t for t in reveal_tiles(board.sheet) if t.who == "Ann")
    touch = hold(ui, watch, mine, "sparkle_vampire")
    let_go(ui, watch, touch)
    tap(ui, "Done")
    # Ben and Eli yell DOUBLE TICKLE; Ben first. He taps Dev by mistake: UNDO, then Cleo
    double(ui, board, 1, 4, "TICKLE", "green", at=60)
    tap(ui, "Dev", "TAKE")
    assert board.tiles[3].mirror is False and "MIRROR" in board.tiles[1].enchantment
    assert board.sheet.headline == "Ben peeks at Dev"
    tap(ui, "UNDO")  # on the peek's sheet: before Ben looks
    assert board.tiles[3].mirror and "takes a tower card" in board.sheet.headline  # owed again
    tap(ui, "Cleo", "TAKE")
    assert board.tiles[2].tower == 2 and board.tiles[1].hand == 4
    # Dev missed the spell: in the Vampire game a card comes off his own tower into his hand
    ui.tap(board.ids.punish)
    tap(ui, "Dev", "missed the spell", "PUNISH")
    assert board.tiles[3].tower == 3 and board.tiles[3].hand == 5
    ui.studio.save(SHOTS / "skn-whole-vampire-mid.png")
    # 6. Ben passes; 7. Cleo plays KNIGHT pink on the left: a tower card, never off her own tower
    ui.tap(board.ids.pass_draw)
    play(ui, board, "KNIGHT", "pink", "LEFT")
    assert not ui.has("Cleo", board.sheet)
    tap(ui, "Ann", "TAKE")  # Ann's Mirror comes off: Cleo peeks at Ann
    tap(ui, "Done")
    # Eli wins DOUBLE-DOUBLE TICKLE: two cards off Cleo's tower, the last ones: into the sun
    double(ui, board, 4, 3, "TICKLE", "blue", at=120)
    take(ui, board, 2, 2)
    assert ui.app.sm.current == "skn_end"
    end = ui.screen
    assert end.condition == "into_the_sun" and end.ids.headline.text.endswith("THE KNIGHTS win!")
    assert "into the sun" in end.ids.why.text
    ui.studio.save(SHOTS / "skn-whole-vampire-end.png")
