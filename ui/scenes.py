"""Scripted Kites shows for screenshots and UI tests: a table on an in-memory log and a fake
clock, played up to a telling moment (mid-show, grand finale, silence, storm, on hold...).

No Kivy here: a scene is a game state, the screen shows it. Each scene returns the name of the
screen that shows it. Game time is set explicitly (`demo.at(t)`), so every screenshot is the same.
"""

from __future__ import annotations

from typing import Callable

from companion.log import ActionLog
from companion.table import Table


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class Demo:
    """A table whose clock only moves when the script says so."""

    def __init__(self) -> None:
        self.clock = FakeClock()
        self.table = Table(ActionLog(":memory:"), clock=self.clock)
        self._base = self.clock.t

    def new_game(self, game: str = "kites", **setup) -> None:
        self._base = self.clock.t
        self.table.new_game(game, **setup)

    def restart(self) -> None:
        """The box restarts: a new table session on the same log (and the same clock)."""
        self.table = Table(self.table.log, clock=self.clock)

    def at(self, t: float) -> "Demo":
        """Game time t seconds (the table's clock moves there)."""
        self.clock.t = self._base + t
        return self

    def do(self, t: float, verb: str, **fields) -> None:
        self.at(t)
        outcome = self.table.submit(verb, origin="test", **fields)
        if not outcome.accepted:
            raise AssertionError(f"scene input {verb} {fields} at {t}: {outcome.reason}")

    def turn(self, t: float, card, flips=(), draw: bool = True, step: float = 0.5) -> float:
        """The current player plays `card`, flips `flips`, draws; returns the time after."""
        player = self.table.current().current_player
        self.do(t, "play", player=player, card=card)
        for name in flips:
            t += step
            self.do(t, "flip", timer=name)
        if draw and self.table.current().draw_pile > 0:
            t += step
            self.do(t, "draw", player=player)
        return t + step


def mid_show(demo: Demo) -> str:
    """Four players 14 s in: red, yellow, blue and white running, orange and purple lying, and
    player 3 owes a flip (orange or white), so those two tiles are marked FLIP."""
    demo.new_game(players=4)
    demo.do(0, "start")
    demo.turn(1, ["red"], ["red"])
    demo.turn(5, ["blue", "yellow"], ["blue", "yellow"])
    demo.do(10, "play", player=2, card=["orange"])
    demo.at(14)
    return "kites_board"


def ready(demo: Demo) -> str:
    demo.new_game(players=3, challenge={"storm": 2, "airplane": 1})
    return "kites_board"


def choosing(demo: Demo) -> str:
    """Mid-show, player 4's turn, nothing owed: the card row is live."""
    mid_show(demo)
    demo.do(14, "flip", timer="orange")
    demo.do(15, "draw", player=2)
    demo.at(17)
    return "kites_board"


def crowded(demo: Demo) -> str:
    """Six players, every challenge card, three draws owed: the most buttons the board shows."""
    demo.new_game(players=6, challenge={"storm": 1, "crossed_lines": 1, "airplane": 1})
    demo.do(0, "start")
    t = 1.0
    for colour in ("red", "blue", "yellow"):
        t = demo.turn(t, [colour], [colour], draw=False)
    demo.at(t + 3)
    return "kites_board"


def _lowest(demo: Demo, names) -> str:
    state = demo.table.current()
    now = demo.table.now()

    def sand(name):
        top = state.timer(name).top_at(now)
        return -1 if top is None else top
    return min(names, key=sand)


def _play_down(demo: Demo, t: float, until: Callable[[object], bool], step: float = 0.2) -> float:
    """Keep the show alive until `until(state)`: each turn plays, of the cards the deck still
    holds, the one whose flips leave the most sand on the emptiest timer."""
    book = demo.table.rules.book
    while not until(demo.table.current()):
        card, flips = _best_card(demo, book)
        t = demo.turn(t, card, flips, step=step)
    return t


def _best_card(demo: Demo, book) -> tuple[list[str], list[str]]:
    state, now = demo.table.current(), demo.table.now()
    kites = [n for n in state.in_play() if n != book.white]

    def top(name):
        timer = state.timer(name)
        sand = timer.top_at(now)
        return (timer.capacity if sand is None else sand), sand is not None

    def after(flips):  # the least sand on top of any standing timer once `flips` are turned
        tops = {}
        for name in state.in_play():
            sand, standing = top(name)
            if name in flips:
                tops[name] = state.timer(name).capacity - sand if standing else sand
            elif standing:
                tops[name] = sand
        return min(tops.values())

    choices = []
    for colour in kites:
        if state.kites_played_of(frozenset({colour})) < book.singles[colour]:
            choices.append(([colour], [colour]))
            if not state.in_finale:
                choices.append(([colour], [book.white]))
    for pair, copies in book.doubles.items():
        if pair <= set(kites) and state.kites_played_of(pair) < copies:
            choices.append((sorted(pair), sorted(pair)))
    return max(choices, key=lambda c: after(c[1]))


def finale(demo: Demo) -> str:
    """The draw pile is empty: the white timer is locked; player owes a flip of their card's kite."""
    demo.new_game(players=4)
    demo.do(0, "start")
    t = _play_down(demo, 0.5, lambda s: s.draw_pile == 0)
    player = demo.table.current().current_player
    card, _ = _best_card(demo, demo.table.rules.book)  # white is locked: it owes its own kites
    demo.do(t, "play", player=player, card=card)
    demo.at(t + 2)
    return "kites_board"


def silence(demo: Demo) -> str:
    demo.new_game(players=3, challenge={"airplane": 2})
    demo.do(0, "start")
    t = demo.turn(1, ["red"], ["red"])
    demo.turn(t + 1, "airplane")
    demo.at(t + 6)
    return "kites_board"


def storm(demo: Demo) -> str:
    demo.new_game(players=3, challenge={"storm": 1})
    demo.do(0, "start")
    t = demo.turn(1, ["yellow"], ["yellow"])
    demo.do(t + 1, "play", player=1, card="storm")
    demo.do(t + 2, "flip", timer="red")
    demo.do(t + 2.5, "flip", timer="blue")
    demo.at(t + 4)
    return "kites_board"


def warmup(demo: Demo) -> str:
    demo.new_game(players=2, mode="warmup")
    demo.do(0, "start")
    demo.turn(2, ["blue"], ["blue"])
    demo.at(9)
    return "kites_board"


def timers_only(demo: Demo) -> str:
    demo.new_game(players=5, referee=False)
    demo.do(0, "start")
    for t, name in ((2, "red"), (4, "blue"), (5, "purple"), (9, "red")):
        demo.do(t, "flip", timer=name)
    demo.at(12)
    return "kites_board"


def rejected(demo: Demo) -> str:
    """Mid-show, someone tapped purple although the card owes orange or white."""
    mid_show(demo)
    demo.table.press("purple", origin="touch")
    return "kites_board"


def hold(demo: Demo) -> str:
    """The box restarted mid-show: the game is back from the log, its timers frozen."""
    mid_show(demo)
    demo.do(15, "flip", timer="orange")
    game_id = demo.table.game_id
    demo.at(40)
    demo.restart()
    demo.table.resume(game_id)  # what `companion run` does with an unfinished game
    return "kites_board"


def won(demo: Demo) -> str:
    """Four players play every card the deck holds, in 86 s."""
    demo.new_game(players=4)
    demo.do(0, "start")
    _play_down(demo, 0.5, lambda s: s.over, step=0.5)
    assert demo.table.current().result == "won"
    return "kites_end"


def lost(demo: Demo) -> str:
    """Mid-show, then nobody flipped red in time: it ran out at 32 s."""
    mid_show(demo)
    demo.at(33)
    demo.table.tick()
    return "kites_end"


def home(demo: Demo) -> str:
    return "home"


def home_resume(demo: Demo) -> str:
    """Someone went Home mid-show: home leads back to the live show."""
    mid_show(demo)
    return "home"


def home_restart(demo: Demo) -> str:
    """The box restarted mid-show: home offers to resume the unfinished game from the log."""
    mid_show(demo)
    demo.restart()
    return "home"


def setup(demo: Demo) -> str:
    return "kites_setup"


def buzzers_armed(demo: Demo) -> str:
    """A four-player quiz, armed: the question has been asked, nobody has buzzed yet."""
    demo.new_game("buzzers", players=4, host=True)
    demo.do(1, "arm")
    demo.at(2)
    return "buzzers"


def buzzers_winner(demo: Demo) -> str:
    """Five players; player 3's edge came first (its callback last): the others' margins in ms."""
    demo.new_game("buzzers", players=5, host=True)
    demo.do(1, "arm")
    demo.do(2.014, "buzz", player=1, tick=2.0123)
    demo.do(2.018, "buzz", player=3, tick=2.0041)
    demo.do(2.060, "buzz", player=5, tick=2.0470)
    demo.at(3)
    return "buzzers"


def buzzers_tie(demo: Demo) -> str:
    """Players 2 and 4 pressed in the same tick: a tie, and only they re-race."""
    demo.new_game("buzzers", players=4, host=True)
    demo.do(1, "arm")
    demo.do(2.01, "buzz", player=2, tick=2.0)
    demo.do(2.01, "buzz", player=4, tick=2.0)
    demo.do(2.02, "buzz", player=1, tick=2.009)
    demo.at(3)
    return "buzzers"


SCENES: dict[str, Callable[[Demo], str]] = {
    "home": home,
    "home_resume": home_resume,
    "home_restart": home_restart,
    "kites_setup": setup,
    "kites_board": mid_show,
    "kites_board_ready": ready,
    "kites_board_play": choosing,
    "kites_board_crowded": crowded,
    "kites_board_rejected": rejected,
    "kites_board_finale": finale,
    "kites_board_silence": silence,
    "kites_board_storm": storm,
    "kites_board_warmup": warmup,
    "kites_board_timers_only": timers_only,
    "kites_board_hold": hold,
    "kites_board_hardware": mid_show,
    "kites_end_won": won,
    "kites_end_lost": lost,
    "buzzers_armed": buzzers_armed,
    "buzzers_winner": buzzers_winner,
    "buzzers_tie": buzzers_tie,
    "buzzers_hardware": buzzers_winner,
}

# Sparkle*Kitty and Kittens, and Nights (Nights, Werewolf, Vampire): scripted in their own modules.
from ui.scenes_trackers import SCENES as _TRACKERS, SK_TABLE  # noqa: E402,F401  (SK_TABLE: for tests)

SCENES.update(_TRACKERS)
from ui.screens.skn_board.demo_games import SCENES as _NIGHTS  # noqa: E402

SCENES.update(_NIGHTS)
# Nights by scan (hooks in ui/snapshot.py): Dad scans SNATCH (which side?), then takes whose
# enchantment; or he scans TICKLE (purple, paw) onto the right side: the Keyhole and the spell.
SCENES.update({"skn_board_scan_side": _NIGHTS["skn_board"], "skn_board_scan_snatch": _NIGHTS["skn_board"],
               "skn_board_scanned": _NIGHTS["skn_board"]})
