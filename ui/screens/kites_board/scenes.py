"""Scripted Kites shows for screenshots and UI tests, played up to a telling moment (mid-show,
grand finale, silence, storm, on hold...); home's scenes too, which show a Kites show in play.
Each returns the name of the screen that shows it; `HOOKS` is what is done on that screen after."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo, open_box

FAMILY = ("Mum", "Dad", "Lily", "Grandad", "Sam", "Ava")  # a table that typed its names in


def mid_show(demo: Demo) -> str:
    """Four players 14 s in: red, yellow, blue and white running, orange and purple lying, and
    Lily (seat 2) owes a flip (orange or white), so those two tiles are marked FLIP."""
    demo.new_game("kites", players=4, names=list(FAMILY[:4]))
    demo.do(0, "start")
    demo.turn(1, ["red"], ["red"])
    demo.turn(5, ["blue", "yellow"], ["blue", "yellow"])
    demo.do(10, "play", player=2, card=["orange"])
    demo.at(14)
    return "kites_board"


def ready(demo: Demo) -> str:
    demo.new_game("kites", players=3, challenge={"storm": 2, "airplane": 1})
    return "kites_board"


def choosing(demo: Demo) -> str:
    """Mid-show, Grandad's (seat 3's) turn, nothing owed: the card row is live."""
    mid_show(demo)
    demo.do(14, "flip", timer="orange")
    demo.do(15, "draw", player=2)
    demo.at(17)
    return "kites_board"


def crowded(demo: Demo) -> str:
    """Six players, every challenge card, three draws owed: the most buttons the board shows."""
    demo.new_game("kites", players=6, names=list(FAMILY), challenge={"storm": 1, "crossed_lines": 1, "airplane": 1})
    demo.do(0, "start")
    t = 1.0
    for colour in ("red", "blue", "yellow"):
        t = demo.turn(t, [colour], [colour], draw=False)
    demo.at(t + 3)
    return "kites_board"


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
    demo.new_game("kites", players=4)
    demo.do(0, "start")
    t = _play_down(demo, 0.5, lambda s: s.draw_pile == 0)
    player = demo.table.current().current_player
    card, _ = _best_card(demo, demo.table.rules.book)  # white is locked: it owes its own kites
    demo.do(t, "play", player=player, card=card)
    demo.at(t + 2)
    return "kites_board"


def silence(demo: Demo) -> str:
    demo.new_game("kites", players=3, names=list(FAMILY[:3]), challenge={"airplane": 2})
    demo.do(0, "start")
    t = demo.turn(1, ["red"], ["red"])
    demo.turn(t + 1, "airplane")
    demo.at(t + 6)
    return "kites_board"


def storm(demo: Demo) -> str:
    demo.new_game("kites", players=3, challenge={"storm": 1})
    demo.do(0, "start")
    t = demo.turn(1, ["yellow"], ["yellow"])
    demo.do(t + 1, "play", player=1, card="storm")
    demo.do(t + 2, "flip", timer="red")
    demo.do(t + 2.5, "flip", timer="blue")
    demo.at(t + 4)
    return "kites_board"


def warmup(demo: Demo) -> str:
    demo.new_game("kites", players=2, mode="warmup")
    demo.do(0, "start")
    demo.turn(2, ["blue"], ["blue"])
    demo.at(9)
    return "kites_board"


def timers_only(demo: Demo) -> str:
    demo.new_game("kites", players=5, referee=False)
    demo.do(0, "start")
    for t, name in ((2, "red"), (4, "blue"), (5, "purple"), (9, "red")):
        demo.do(t, "flip", timer=name)
    demo.at(12)
    return "kites_board"


def rejected(demo: Demo) -> str:
    """Mid-show, someone tapped purple although the card owes orange or white."""
    mid_show(demo)
    demo.table.press(demo.table.rules.book.timer_names.index("purple"), origin="touch")  # its tile
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
    demo.new_game("kites", players=4)
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
    """Someone went Home mid-show and held it (the board's Home asks): home leads back to the
    show, held where it stood."""
    mid_show(demo)
    demo.table.hold_at(demo.table.now(), why="home")
    return "home"


def home_restart(demo: Demo) -> str:
    """The box restarted mid-show: home offers to resume the unfinished game from the log."""
    mid_show(demo)
    demo.restart()
    return "home"


def setup(demo: Demo) -> str:
    return "kites_setup"


def setup_again(demo: Demo) -> str:
    """The setup after a show of Mum, Dad and Lily (warm-up, a Storm, Dad started): it opens
    with that table again, from the log (the last setup input of a Kites show)."""
    from ui.screens.history.source import people_for

    people = people_for(demo.table.log)
    seated = [people.add(name).id for name in FAMILY[:3]]
    demo.new_game("kites", players=3, names=list(FAMILY[:3]), people=seated, mode="warmup", first=1,
                  challenge={"storm": 1})
    return "kites_setup"


def _open_panel(app: Any) -> None:
    open_box(app)
    if app.box is not None:
        app.sm.get_screen("kites_board").toggle_panel()


def _choose(*names: str) -> Callable[[Any], None]:
    def hook(app: Any) -> None:
        board = app.sm.get_screen("kites_board")
        for name in names:
            board.choose(name)
    return hook


SCENES: dict[str, Callable[[Demo], str]] = {
    "home": home,
    "home_resume": home_resume,
    "home_restart": home_restart,
    "kites_setup": setup,
    "kites_setup_again": setup_again,
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
}

# What a scene needs done on the screen itself, after the game is scripted.
HOOKS: dict[str, Callable[[Any], None]] = {
    "kites_board_play": _choose("red", "blue"),
    "kites_board_hardware": _open_panel,
    "kites_board_crowded": open_box,
}
