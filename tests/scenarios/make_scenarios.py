"""Write the golden scenario inputs (tests/scenarios/*.jsonl). Run once; the files are committed.

    .venv/bin/python tests/scenarios/make_scenarios.py

Most scenarios are short and written out below; their expected reports (*.expected.json) were
worked out by hand from the rules (the arithmetic is in each scenario's comment). A won game
needs all 53 cards played, so it is generated: a seeded shuffle of the deck in seeds/kites.toml,
dealt to two players who each turn play the card from their own hand that keeps every timer
furthest from running out. This script imports nothing from `companion`: it keeps its own sand
arithmetic, and writes won_game.expected.json from that, so the golden file is an independent
check of the referee rather than a copy of its output.
"""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
SEED_FILE = HERE.parent.parent / "seeds" / "kites.toml"
CAPACITY = {"red": 30, "orange": 45, "yellow": 60, "blue": 75, "purple": 90, "white": 60}
ORDER = list(CAPACITY)


def setup(players: int, **extra) -> dict:
    return {"t": 0, "do": "setup", "game": "kites", "players": players, **extra}


def play(t, player, card):
    return {"t": t, "do": "play", "player": player, "card": card}


def flip(t, timer):
    return {"t": t, "do": "flip", "timer": timer}


def draw(t, player):
    return {"t": t, "do": "draw", "player": player}


def do(t, name):
    return {"t": t, "do": name}


# Two timers empty at the same instant: white (stood up at 0) and red (flipped full at 30) both
# at 60 s. Yellow (flipped at 6), blue (7) and orange (45) are frozen at 6, 22 and 30 s on top.
LOST_TWO_TIMERS = [
    setup(2), do(0, "start"),
    play(5, 0, ["yellow", "blue"]), flip(6, "yellow"), flip(7, "blue"), draw(8, 0),
    play(30, 1, ["red"]), flip(30, "red"), draw(31, 1),
    play(45, 0, ["orange"]), flip(45, "orange"), draw(46, 0),
    play(70, 1, ["red"]),  # rejected: the show ended at 60 s
]

# Warm-up, three players, player 1 starts: 24 cards, 15 dealt, 9 in the pile.
WARMUP = [
    setup(3, mode="warmup", first=1), do(0, "start"),
    play(2, 0, ["red"]),  # rejected: player 1's turn
    play(2, 1, ["orange"]),  # rejected: orange is set aside
    play(3, 1, ["red", "purple"]),  # rejected: purple is set aside
    play(3, 1, ["red", "yellow"]),
    flip(4, "orange"),  # rejected: set aside
    flip(4, "yellow"), flip(5, "red"), draw(6, 1),
    play(10, 2, ["blue"]), flip(11, "blue"), draw(12, 2),
    play(25, 0, ["red"]), flip(25, "red"), draw(26, 0),  # red: 10 on top at 25 -> 20
    flip(30, "purple"),  # rejected: set aside (and it reports the table at 30 s)
]

# Warm-up with one Storm, six players: 25 cards, 18 dealt, 7 in the pile; the seventh draw (37 s)
# starts the grand finale. The storm (45 s) flips the white timer although it is the finale.
STORM_FINALE = [
    setup(6, mode="warmup", challenge={"storm": 1}), do(0, "start"),
    play(1, 0, ["red"]), flip(1, "red"), draw(1, 0),  # red 30 -> empties 31
    play(2, 1, ["yellow"]), flip(2, "yellow"), draw(2, 1),  # yellow 60 -> 62
    play(3, 2, ["blue"]), flip(3, "blue"), draw(3, 2),  # blue 75 -> 78
    play(20, 3, ["red"]), flip(20, "red"), draw(20, 3),  # red 11 on top -> 19, empties 39
    play(35, 4, ["red"]), flip(35, "white"), draw(35, 4),  # white 25 -> 35, empties 70
    # red 3 on top -> 27, empties 63; blue 42 -> 33, empties 69
    play(36, 5, ["red", "blue"]), flip(36, "red"), flip(36, "blue"), draw(36, 5),
    play(37, 0, ["yellow"]), flip(37, "yellow"), draw(37, 0),  # yellow 25 -> 35 (72); the pile is empty
    play(40, 1, ["blue"]),
    flip(40, "white"),  # rejected: locked in the grand finale
    flip(40, "blue"),  # blue 29 -> 46, empties 86
    play(45, 2, "storm"),
    # white 25 on top -> 35, empties 80; red 18 -> 12 (57); yellow 26 -> 34 (80); blue 40 -> 35 (81)
    flip(45, "white"), flip(45, "red"), flip(46, "yellow"), flip(46, "blue"),
    draw(46, 2),  # rejected: the pile is empty
    play(50, 3, ["yellow"]),
    flip(50, "white"),  # rejected: the lock is back for ordinary cards
]

# Two airplanes: player 0's is covered at 4 s, player 2's is still uncovered at 5 s.
AIRPLANE_SILENCE = [
    setup(3, challenge={"airplane": 2}), do(0, "start"),
    play(1, 0, "airplane"), draw(1, 0),
    play(2, 1, ["red"]), flip(2, "red"), draw(2, 1),
    play(3, 2, "airplane"), draw(3, 2),
    play(4, 0, ["yellow"]), flip(4, "yellow"), draw(4, 0),
    play(5, 1, ["blue"]), flip(5, "blue"), draw(5, 1),
]
# ... and player 2 covers theirs at 20 s: silence lifts. Red had 12 on top at 20 -> 18.
AIRPLANE_COVERED = AIRPLANE_SILENCE + [play(20, 2, ["red"]), flip(20, "red"), draw(20, 2)]

UNDO_CHAIN = [
    setup(2),
    do(0, "undo"),  # rejected: nothing to undo
    do(1, "start"), do(2, "undo"),  # back to ready
    flip(3, "white"),  # rejected: not started
    do(3, "start"),  # white 60 from 3 s: empties 63
    play(10, 0, ["red", "blue"]), flip(11, "red"), do(12, "undo"), do(12, "undo"),  # the flip, then the play
    play(13, 0, ["yellow"]), flip(14, "yellow"), draw(15, 0),  # yellow 60 from 14: empties 74
    do(16, "undo"), draw(16, 0),  # the draw withdrawn and made again
    play(20, 1, ["red"]), flip(21, "white"), do(22, "undo"),  # white back to empties-at-63
    flip(22, "red"), draw(23, 1),  # red 30 from 22: empties 52
]

# One of each kind of refusal; the white timer runs out at 60 s with yellow and blue standing.
REJECTED_LINES = [
    setup(2, first=1),
    play(0, 1, ["red"]), draw(0, 1),  # not started
    do(0, "start"), do(1, "start"),  # already started
    {**setup(2), "t": 1},  # a game is already set up
    play(2, 0, ["red"]),  # player 1's turn
    play(2, 1, ["white"]), play(2, 1, ["red", "red"]), play(2, 1, "storm"), play(2, 2, ["red"]),
    flip(3, "white"), draw(3, 1),
    play(4, 1, ["blue", "yellow"]),
    flip(4, "white"), play(5, 0, ["red"]), draw(5, 1),
    flip(5, "blue"), flip(6, "blue"), flip(6, "purple"), flip(6, "yellow"),  # blue empties 80, yellow 66
    draw(7, 1), draw(7, 1), flip(8, "red"),
    play(60, 0, ["red"]), do(61, "undo"),  # the show is over at 60 s
]


# -- the won game ---------------------------------------------------------------------------------
def kite_deck() -> list[tuple[str, ...]]:
    with open(SEED_FILE, "rb") as fh:
        deck = tomllib.load(fh)["deck"]
    cards = [(colour,) for colour, n in deck["single"].items() for _ in range(n)]
    cards += [tuple(sorted(pair.split("+"), key=ORDER.index)) for pair, n in deck["double"].items() for _ in range(n)]
    assert len(cards) == 53
    return cards


class Sand:
    """(sand on top, since) per timer; None while lying. One second of sand per second."""

    def __init__(self):
        self.timers: dict[str, tuple[float, float] | None] = {name: None for name in ORDER}

    def top(self, name: str, t: float) -> float | None:
        held = self.timers[name]
        return None if held is None else max(0, held[0] - (t - held[1]))

    def flip(self, name: str, t: float) -> None:
        top = self.top(name, t)
        self.timers[name] = (CAPACITY[name] if top is None else CAPACITY[name] - top, t)

    def empties(self, name: str) -> float:
        top, since = self.timers[name]
        return top + since

    def first_empty(self) -> float:
        return min((top + since for top, since in filter(None, self.timers.values())), default=float("inf"))

    def copy(self) -> Sand:
        other = Sand()
        other.timers = dict(self.timers)
        return other


def won_game(seed: int) -> tuple[list[dict], dict] | None:
    """A two-player show that plays all 53 cards, or None if this shuffle runs out of sand."""
    rng = random.Random(seed)
    deck = kite_deck()
    rng.shuffle(deck)
    hands, pile = [deck[0:5], deck[5:10]], deck[10:]
    sand, t = Sand(), 0
    lines = [setup(2), do(0, "start")]
    sand.flip("white", 0)
    player = 0
    while hands[0] or hands[1]:
        if not hands[player]:
            player = 1 - player
            continue
        finale = not pile
        best = None
        for card in sorted(set(hands[player])):
            options = [card] if len(card) == 2 or finale else [card, ("white",)]
            for flips in options:
                trial = sand.copy()
                for i, name in enumerate(flips):
                    trial.flip(name, t + 1 + i)
                # Keep the earliest run-out as far off as possible; near the finale the white
                # timer must also last through everyone's last cards (about 30 s) unflipped.
                score = trial.first_empty()
                if len(pile) <= 3:
                    score = min(score, trial.empties("white") - 35)
                if best is None or score > best[0]:
                    best = (score, card, flips)
        _, card, flips = best
        hands[player].remove(card)
        lines.append(play(t, player, list(card)))
        for name in flips:
            t += 1
            sand.flip(name, t)
            lines.append(flip(t, name))
        if pile:
            t += 1
            hands[player].append(pile.pop())
            lines.append(draw(t, player))
        if sand.first_empty() <= t + 1:
            return None  # the next input would come too late
        t += 1
        player = 1 - player
    ended = lines[-1]["t"]
    return lines, expected_won(sand, ended)


def expected_won(sand: Sand, ended: float) -> dict:
    timers = {}
    for name in ORDER:
        top = sand.top(name, ended)
        timers[name] = {"capacity": CAPACITY[name], "state": "lying" if top is None else "running", "sand_top": top}
    return {
        "game": "kites", "at": ended, "phase": "over", "result": "won", "ended_at": ended, "ran_out": [],
        "timers": timers, "draw_pile": 0, "hands": [0, 0], "cards_left": 0, "score_band": "0",
        "silence": False, "rejected": [],
    }


def write(name: str, lines: list[dict]) -> None:
    text = "".join(json.dumps(line, separators=(",", ":")) + "\n" for line in lines)
    (HERE / f"{name}.jsonl").write_text(text)


def main() -> None:
    for name, lines in {
        "lost_two_timers": LOST_TWO_TIMERS, "warmup": WARMUP, "storm_finale": STORM_FINALE,
        "airplane_silence": AIRPLANE_SILENCE, "airplane_covered": AIRPLANE_COVERED,
        "undo_chain": UNDO_CHAIN, "rejected_lines": REJECTED_LINES,
    }.items():
        write(name, lines)
    for seed in range(1000):
        found = won_game(seed)
        if found:
            lines, expected = found
            write("won_game", lines)
            (HERE / "won_game.expected.json").write_text(json.dumps(expected, indent=1) + "\n")
            print(f"won game: seed {seed}, {len(lines)} lines, ended at {expected['ended_at']} s")
            return
    raise SystemExit("no seed below 1000 gives a won game: improve the players")


if __name__ == "__main__":
    main()
