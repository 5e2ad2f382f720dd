"""Plays and stats in words, the same on the terminal and on the screens."""

from __future__ import annotations

import time
from typing import Any, Mapping

from companion.history.clock import clock
from companion.history.play import PENDING, UNREADABLE, Play, fill_seats
from companion.history.records import title
from companion.history.stats import GameStats, PersonStats


def when(ts: float) -> str:
    """The local date and time a play was set up, as a table says it."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def length(seconds: float | None) -> str:
    """How long a game was played, as its end screen says it (m:ss): `clock.clock`."""
    return clock(seconds)


def seat_name(play: Play, seat: int, names: Mapping[int, str]) -> str:
    """A seat by the remembered person's name now (renamed since? the new name), else as seated."""
    s = play.seats[seat]
    return names.get(s.person, s.name) if s.person is not None else s.name


def key(play: Play, names: Mapping[int, str]) -> str:
    """The play's key figure, its seats said by the names they have now."""
    return fill_seats(play.key, lambda s: seat_name(play, s, names) if 0 <= s < len(play.seats) else "?")


def players(play: Play, names: Mapping[int, str]) -> str:
    # one pass over the seats (a history opened cold says this for thousands of plays)
    return ", ".join([names.get(s.person, s.name) if s.person is not None else s.name for s in play.seats]) or "-"


def winner(play: Play, names: Mapping[int, str]) -> str:
    """Who won, or what became of the game."""
    if play.status in (UNREADABLE, PENDING):
        return play.status
    if not play.finished:
        return "not finished"
    if play.result == "lost":
        return "lost"
    if len(play.winners) == len(play.seats) and play.winners:
        return "won together" if play.result == "won" else play.result
    if play.winners:
        seats = play.seats
        return " & ".join([seats[w].name if seats[w].person is None else names.get(seats[w].person, seats[w].name)  # type: ignore[arg-type]
                           for w in play.winners])
    return play.result


def outcome(play: Play, names: Mapping[int, str]) -> str:
    """The result as a headline: "Ben won", "won together", "lost", "not finished"."""
    who = winner(play, names)
    return f"{who} won" if play.finished and play.winners and who != "won together" else who


def play_line(play: Play, names: Mapping[int, str]) -> str:
    return (f"{when(play.date)}  {title(play.game):<20} {players(play, names)}  -> {winner(play, names)}"
            f"  ({length(play.duration)}; {key(play, names)})")


def figure(key: str, value: Any) -> str:
    """One of a game's stat lines: milliseconds, seconds or counts, readable."""
    if value is None:
        return "-"
    if isinstance(value, dict):
        return ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in sorted(value.items(), key=lambda kv: -kv[1])) or "-"
    if key.endswith("_ms"):
        return f"{value:g} ms"
    if key.endswith("_s"):
        return length(value)
    return str(value)


def streak(kind: str, n: int) -> str:
    """ "Won the last game", "3 wins in a row", "2 losses in a row" ("" for none)."""
    if not n:
        return ""
    if n == 1:
        return f"{'Won' if kind == 'won' else 'Lost'} the last game"
    return f"{n} {'wins' if kind == 'won' else 'losses'} in a row"


def person_lines(s: PersonStats) -> list[str]:
    streak_said = streak(*s.streak)
    streak_said = f", {streak_said[:1].lower() + streak_said[1:]}" if streak_said else ""
    lines = [f"{s.name}: {s.plays} played, {s.wins} won ({s.rate:.0%}){streak_said}"]
    for game, line in s.per_game.items():
        lines.append(f"  {title(game):<20} {line.plays} played, {line.wins} won ({line.rate:.0%})")
    return lines


def game_lines(g: GameStats) -> list[str]:
    lines = [f"{title(g.game)}: {g.plays} played, {length(g.average_s)} on average"]
    for key, value in g.extra.items():
        lines.append(f"  {g.labels.get(key, key)}: {figure(key, value)}")
    return lines


def skipped(damaged: list[Play], twice: int) -> list[str]:
    """What could not be read, in sentences (`History.skipped`)."""
    out = []
    if damaged:
        why = "; ".join(p.key.removeprefix("unreadable: ") for p in damaged[:3]) + ("; ..." if len(damaged) > 3 else "")
        one = len(damaged) == 1
        out.append(f"{len(damaged)} play{'' if one else 's'} could not be read ({why}): "
                   f"{'it is' if one else 'they are'} left out of the stats.")
    if twice:
        out.append(f"{twice} imported play{'' if twice == 1 else 's'} the log holds too {'is' if twice == 1 else 'are'} shown once.")
    return out
