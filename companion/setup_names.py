"""A setup's optional `"names"`, checked the same way for every game that takes them: what the
table calls each seat, one per seat, all different (the shared player picker writes them).

Games whose engine keeps names only for people (Kites, Buzzers: the rules never read them) keep
them in their setup all the same, so every screen, report and phone page names the seats through
`companion.seats` from the state alone."""

from __future__ import annotations

from companion.actions import Action
from companion.errors import MalformedInput, Rejected

LONGEST = 24  # characters in a name


def setup_names(action: Action, players: int) -> tuple[str, ...]:
    """The setup's names, by seat (() without any: seats are "Player N"). Raises MalformedInput
    (not a list of strings) or Rejected (a count, a length or a repeat the table cannot use)."""
    names = action.get("names")
    if names is None:
        return ()
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise MalformedInput('"names" must be a list of player names, like ["Ann", "Ben"]')
    names = [n.strip() for n in names]
    if len(names) != players:
        raise Rejected(f"{len(names)} names for {players} players")
    if any(not n or len(n) > LONGEST for n in names):
        raise Rejected(f"a player's name is 1 to {LONGEST} characters")
    if len({n.casefold() for n in names}) != len(names):
        raise Rejected("two players have the same name")
    return tuple(names)
