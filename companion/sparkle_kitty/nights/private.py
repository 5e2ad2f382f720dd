"""The only doors to hidden information, for the hold-to-see flows (the screen warns to turn it
away, shows while held, hides on release), and the public view every shared output is built from.

Nothing in `public_facts` depends on a role that has not been shown: tests check that two deals
that agree on the shown roles give the same public view."""

from __future__ import annotations

from typing import Any

from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.state import NightsState


def private_role(state: NightsState, player: int) -> str | None:
    """The role the box dealt `player` ("sparkle_vampire" once they saw the main Vampire), or
    None when real Knight cards were dealt (the box does not know). For the hold-to-see tile only."""
    if state.secret is None:
        return None
    if state.secret.converted[player]:
        return R.SPARKLE_VAMPIRE
    return state.secret.roles[player]


def private_peeks(state: NightsState, player: int) -> tuple[tuple[int, str], ...]:
    """What `player` saw at each of their peeks: (seat, the Knight card's role), oldest first; empty
    when real Knight cards were dealt (they saw the card itself). For the hold-to-see flow only."""
    if state.secret is None:
        return ()
    return tuple((target, state.secret.roles[target]) for who, target, _ in state.peeks if who == player)


def last_peek(state: NightsState, player: int) -> tuple[int, str] | None:
    seen = private_peeks(state, player)
    return seen[-1] if seen else None


def public_facts(state: NightsState) -> dict[str, Any]:
    """What anyone at the table may know now, as plain values (the report is built from it)."""
    n = state.setup.count
    return {
        "mode": state.mode,
        "roles": state.setup.deal,
        "expansions": list(state.setup.expansions),
        "pineapple": state.setup.replace_symbol or None,
        "team_wild": state.setup.team_wild,
        "cast": sorted(state.setup.composition),
        "phase": state.phase,
        "players": [p.name for p in state.setup.players],
        "turn": state.turn,
        "towers": list(state.towers),
        "hands": list(state.hands),
        "draw_pile": state.draw_pile,
        "exposed": list(state.exposed),
        "escaped": list(state.escaped),
        "teams": list(state.teams),
        "enchantments": [[{"kind": e.kind, "word": e.word or None} for e in stack] for stack in state.enchantments],
        "mirrors": list(state.mirrors),
        "spread": list(state.spread),
        "cleared": list(state.cleared),
        "guesses": [{"player": g.player, "suspect": g.suspect, "right": g.right} for g in state.guesses],
        "peeks": [{"player": a, "at": b, "took": took} for a, b, took in state.peeks],
        "pending": [{"kind": x.kind, "player": x.player, **({"count": x.count} if x.kind == "take" else {})}
                    for x in state.pending],
        "spell": state.spell,
        "spell_by": state.spell_by,
        "spells": [state.spell_for(p) for p in range(n)],
        "last": state.last,
        "winner": state.winner,
        "winners": list(state.winners),
        "win_condition": state.win_condition,
        "swallowed": state.swallowed,
        "tie": list(state.tie),
    }
