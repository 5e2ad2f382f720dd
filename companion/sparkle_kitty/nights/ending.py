"""Every way a Nights, Werewolf or Vampire game ends, checked after each accepted input.

With the box's deal the referee uses the secret roles (and reveals them all at the end); with
real Knight cards it uses only what the table has shown, and asks for the reveals it needs."""

from __future__ import annotations

from dataclasses import replace

from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.state import (
    DRAGON_SWALLOWED, FEWEST_ENCHANTMENTS, FEWEST_TOWER_CARDS, GUESS, MOST_KNIGHTS_OUT, OUTNUMBERED,
    REVEAL_ALL, SIX_TOWER_CARDS, TEAM_ESCAPED, TEAM_OUT_UNGUESSED, TORN_APART, INTO_THE_SUN,
    VAMPIRE_SURVIVED, WEREWOLF_FREED, NightsState, Pending,
)
from companion.sparkle_kitty.nights.towers import known_role, out, put

BREAKERS = (MOST_KNIGHTS_OUT, FEWEST_TOWER_CARDS, FEWEST_ENCHANTMENTS)


def finish(state: NightsState, side: str | None, condition: str | None, t: float,
           seats: tuple[int, ...] = (), swallowed: int | None = None, tie: tuple[int, ...] = ()) -> NightsState:
    """The end: with the box's deal every role is shown now (Sparkle*Vampires as such)."""
    teams = state.teams
    if state.secret is not None:
        teams = tuple(known_role(state, p) for p in range(state.setup.count))
    if side is not None and not seats:
        seats = tuple(p for p in range(state.setup.count) if R.SIDE.get(known_role(state, p) or "") == side)
    return replace(state, winner=side, winners=seats, win_condition=condition, decided_by=condition,
                   swallowed=swallowed, tie=tie, ended_at=t, pending=(), teams=teams, play_all=False)


def team_out(state: NightsState, role: str) -> bool:
    """Every Knight of this team is out of their tower (the team's size is public)."""
    size = state.setup.composition.count(role)
    return size > 0 and sum(1 for p in range(state.setup.count)
                            if known_role(state, p) == role and out(state, p)) == size


def after_exposure(state: NightsState, p: int, by: int | None, t: float) -> NightsState:
    """A freed player's role is now known to the referee: the wins that hang on it."""
    role = known_role(state, p)
    if not out(state, p):
        return state
    if by is not None and by != p and R.is_knight(role) and known_role(state, by) == R.DRAGON and out(state, by):
        return finish(state, R.DRAGON, DRAGON_SWALLOWED, t, seats=(by,), swallowed=p)
    if state.mode == "nights" and role in R.KNIGHT_TEAMS and team_out(state, role):
        return finish(state, role, TEAM_ESCAPED, t)
    if state.mode == "werewolf":
        if role == R.WEREWOLF:
            return finish(state, R.WEREWOLF, WEREWOLF_FREED, t)
        if role in R.KNIGHT_TEAMS and team_out(state, role):
            torn = by is not None and known_role(state, by) == R.WEREWOLF and not _guessed(state, p)
            return finish(state, R.WEREWOLF, TORN_APART if torn else TEAM_OUT_UNGUESSED, t)
    if state.mode == "vampire" and role == R.VAMPIRE:
        return finish(state, "knights", INTO_THE_SUN, t)
    return state


def _guessed(state: NightsState, p: int) -> bool:
    return any(g.player == p for g in state.guesses)


def torn_apart(state: NightsState, p: int, by: int | None, t: float) -> NightsState | None:
    """Werewolf game, the box's deal: the Werewolf freed the last Knight of a team herself, before
    they could guess (also a freed Dragon swallowing a Knight ends it before the guess)."""
    role = known_role(state, p)
    if by is None or by == p or role not in R.KNIGHT_TEAMS:
        return None
    if known_role(state, by) == R.DRAGON and out(state, by):
        return finish(state, R.DRAGON, DRAGON_SWALLOWED, t, seats=(by,), swallowed=p)
    if known_role(state, by) == R.WEREWOLF and team_out(state, role):
        return finish(state, R.WEREWOLF, TORN_APART, t)
    return None


def check(state: NightsState, t: float) -> NightsState:
    """The wins that can come at any moment, then the empty draw pile."""
    if state.over:
        return state
    if state.mode == "vampire":
        state = _vampires(state, t)
        if state.over:
            return state
    if state.draw_pile > 0 or any(x.kind != REVEAL_ALL for x in state.pending):
        return state
    return _deck_out(state, t)


def _vampires(state: NightsState, t: float) -> NightsState:
    n = state.setup.count
    main = next((p for p in range(n) if known_role(state, p) == R.VAMPIRE), None)
    if main is not None and state.towers[main] >= 6:
        return finish(state, "vampires", SIX_TOWER_CARDS, t)
    vampires = sum(1 for p in range(n) if R.SIDE.get(known_role(state, p) or "") == "vampires")
    trapped = sum(1 for p in range(n) if R.SIDE.get(known_role(state, p) or "") != "vampires" and not out(state, p))
    if vampires > trapped:
        return finish(state, "vampires", OUTNUMBERED, t)
    return state


def _deck_out(state: NightsState, t: float) -> NightsState:
    """The draw pile is out. Nights and Werewolf: the team with the most Knights out, then the
    fewest tower cards, then the fewest enchantments in play. Vampire (ruling): the main Vampire
    lived through the night, so Team Vampire wins."""
    state = replace(state, draw_pile=0)
    if state.mode == "vampire":
        return finish(state, "vampires", VAMPIRE_SURVIVED, t)
    n = state.setup.count
    outs = {team: sum(1 for p in range(n) if state.teams[p] == team and out(state, p)) for team in R.KNIGHT_TEAMS}
    hidden = [p for p in range(n) if known_role(state, p) is None]
    if hidden and outs["nice"] == outs["naughty"]:
        # Real Knight cards: the tie-breakers need every team, so everyone still hidden shows theirs.
        waiting = tuple(Pending(REVEAL_ALL, p) for p in hidden)
        return replace(state, pending=waiting, last="the draw pile is out: everyone still hidden shows their Knight")
    if not hidden:
        stand = {team: _standing(state, team) for team in R.KNIGHT_TEAMS}
    else:
        stand = {team: (-outs[team], 0, 0) for team in R.KNIGHT_TEAMS}
    a, b = stand["nice"], stand["naughty"]
    if a == b:
        seats = tuple(p for p in range(n) if known_role(state, p) in R.KNIGHT_TEAMS)
        return finish(state, None, None, t, tie=seats)
    best = "nice" if a < b else "naughty"
    breaker = next(i for i in range(3) if a[i] != b[i])
    return finish(state, best, BREAKERS[breaker], t)


def _standing(state: NightsState, team: str) -> tuple[int, int, int]:
    seats = [p for p in range(state.setup.count) if known_role(state, p) == team]
    return (-sum(1 for p in seats if out(state, p)), sum(state.towers[p] for p in seats),
            sum(len(state.enchantments[p]) for p in seats))


def drop_reveal(state: NightsState, p: int) -> NightsState:
    return replace(state, pending=tuple(x for x in state.pending if not (x.kind == REVEAL_ALL and x.player == p)))


__all__ = ["check", "after_exposure", "torn_apart", "finish", "team_out", "drop_reveal", "GUESS", "put"]
