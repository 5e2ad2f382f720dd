"""Cards onto and off towers, and what an emptied tower sets off (escape, a guess, an exposure).

Every function takes and returns a NightsState. Role knowledge comes only from `known_role`: the
box's deal when it dealt the roles, else what the table has shown."""

from __future__ import annotations

from dataclasses import replace

from companion.errors import Rejected
from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.state import (
    DEALT, EXPOSE, GUESS, TAKE, Enchantment, NightsState, Pending,
)


def put(values: tuple, i: int, value) -> tuple:
    return values[:i] + (value,) + values[i + 1:]


def known_role(state: NightsState, p: int) -> str | None:
    """The role as the referee may use it (never for public output): the deal, a conversion
    included, or with real Knight cards only what was shown."""
    if state.secret is not None:
        role = state.secret.roles[p]
        return R.SPARKLE_VAMPIRE if state.secret.converted[p] else role
    return state.teams[p]


def out(state: NightsState, p: int) -> bool:
    """Out of the tower now: freed once, and nothing added back since (by punishment)."""
    return state.escaped[p] and state.towers[p] == 0


def can_take_from(state: NightsState, player: int, source: int) -> str | None:
    """Why `player` may not take a tower card off `source`'s tower (None: they may)."""
    if state.mode == "vampire" and source == player:
        return "in the Vampire game nobody takes cards off their own tower"
    if state.towers[source] <= 0 and not (state.mode == "vampire" and state.mirrors[source]):
        return f"{state.names[source]}'s tower is empty"
    return None


def sources(state: NightsState, player: int) -> tuple[int, ...]:
    """The towers `player` may take a card from now (what a screen offers)."""
    return tuple(s for s in range(state.setup.count) if can_take_from(state, player, s) is None)


def take(state: NightsState, player: int, source: int) -> NightsState:
    """One earned tower card off `source`'s tower into `player`'s hand. In the Vampire game a
    tower's Mirror comes off first: played at once by the taker, a peek at the tower's player."""
    why = can_take_from(state, player, source)
    if why:
        raise Rejected(why)
    names = state.names
    if state.mode == "vampire" and state.mirrors[source]:
        state = replace(state, mirrors=put(state.mirrors, source, False),
                        enchantments=put(state.enchantments, player,
                                         state.enchantments[player] + (Enchantment("mirror"),)))
        state = peek(state, player, source, mirror=True)
        return replace(state, last=f"{names[player]} took {names[source]}'s Mirror and peeked at their Knight")
    state = replace(state, towers=put(state.towers, source, state.towers[source] - 1),
                    hands=put(state.hands, player, state.hands[player] + 1),
                    spread=put(state.spread, player, False))
    whose = "their own" if source == player else f"{names[source]}'s"
    return replace(state, last=f"{names[player]} took a card off {whose} tower")


def add(state: NightsState, player: int, target: int, bury: bool = False) -> NightsState:
    """A card from `player`'s hand onto `target`'s tower (an exposed Knight takes none)."""
    if state.hands[player] < 1:
        raise Rejected(f"{state.names[player]} has no card in hand to add")
    if state.exposed[target] and not bury:
        raise Rejected(f"{state.names[target]} is exposed: no more cards go on their tower (except by punishment)")
    return replace(state, hands=put(state.hands, player, state.hands[player] - 1),
                   towers=put(state.towers, target, state.towers[target] + 1))


def move(state: NightsState, source: int, target: int, player: int | None = None, bury: bool = False) -> NightsState:
    """MOVE / SHAFT: a card off one tower onto another (in the Vampire game not off your own;
    `bury`: the main Vampire's BURY onto her own tower, exposed or not)."""
    if source == target:
        raise Rejected("MOVE takes a card from one tower to another tower")
    if state.mode == "vampire" and source == player:
        raise Rejected("in the Vampire game nobody takes cards off their own tower")
    if state.mode == "vampire" and state.mirrors[source]:
        raise Rejected(f"{state.names[source]}'s Mirror must come off first (take a card from that tower)")
    if state.towers[source] < 1:
        raise Rejected(f"{state.names[source]}'s tower is empty")
    if state.exposed[target] and not bury:
        raise Rejected(f"{state.names[target]} is exposed: no more cards go on their tower (except by punishment)")
    towers = put(state.towers, source, state.towers[source] - 1)
    return replace(state, towers=put(towers, target, towers[target] + 1))


def moves(state: NightsState, player: int, onto=None) -> tuple[tuple[tuple[int, int], ...], str]:
    """The (from, to) towers a MOVE / SHAFT of `player`'s may use now, as `move` allows them (what
    the board and the scanner offer), and why the other towers give none (one reason a tower,
    each said once: the whole refusal when no card can move).
    `onto`: the towers a caller offers as targets (all, by default). Onto your own tower in the
    Vampire game it is a BURY, tried as one: who may BURY is checked from the roles when it goes
    in, never here, so the choices are the same whoever the Vampire is."""
    seats = range(state.setup.count)
    onto = seats if onto is None else onto
    found: list[tuple[int, int]] = []
    why: list[str] = []
    for src in seats:
        refused = None
        for dst in onto:
            if dst == src:
                continue
            try:
                move(state, src, dst, player, bury=state.mode == "vampire" and dst == player)
            except Rejected as exc:
                refused = refused or str(exc)
            else:
                found.append((src, dst))
        if refused and not any(a == src for a, _b in found) and refused not in why:
            why.append(refused)
    return tuple(found), "; ".join(why)


def peek(state: NightsState, player: int, target: int, took: bool | None = None, mirror: bool = False) -> NightsState:
    """`player` looks at `target`'s Knight. Who peeked at whom is public; what they saw is not.
    In the Vampire game a Knight who sees the main Vampire in a Mirror becomes a Sparkle*Vampire
    (secretly; a PEEK icon is no Mirror)."""
    state = replace(state, peeks=state.peeks + ((player, target, took),))
    secret = state.secret
    if mirror and state.mode == "vampire" and secret is not None and secret.roles[target] == R.VAMPIRE \
            and secret.roles[player] == R.KNIGHT:
        state = replace(state, secret=replace(secret, converted=put(secret.converted, player, True)))
    return state


def reveal(state: NightsState, p: int, role: str) -> NightsState:
    return replace(state, teams=put(state.teams, p, role))


def expose(state: NightsState, p: int, role: str) -> NightsState:
    """The Knight is flipped: everyone sees the card (a Sparkle*Vampire's card still says Knight)."""
    return replace(state, exposed=put(state.exposed, p, True), teams=put(state.teams, p, role))


def freed(before: NightsState, state: NightsState, actor: int | None) -> tuple[NightsState, list[tuple[int, int | None]]]:
    """Towers this input emptied: each newly freed player escapes and, as the game has it, owes a
    guess or an exposure, or (the box's deal) is exposed at once. Returns the state and the
    exposures done here (player, by) for the win checks."""
    n = state.setup.count
    start = actor if actor is not None else 0
    done: list[tuple[int, int | None]] = []
    for p in ((start + i) % n for i in range(n)):
        if not (before.towers[p] > 0 and state.towers[p] == 0):
            continue
        if state.escaped[p]:
            done.append((p, actor))  # out again after a punishment: no new flip, the wins re-checked
            continue
        state = replace(state, escaped=put(state.escaped, p, True))
        if state.setup.deal == DEALT:
            if state.secret is None:
                raise ValueError("a dealt game is played on with its secret deal, never on a public view")
            role = state.secret.roles[p]
            if state.mode == "werewolf" and role in R.KNIGHT_TEAMS:
                state = replace(state, pending=state.pending + (Pending(GUESS, p, by=actor),))
            else:
                state = expose(state, p, role)
                done.append((p, actor))
        else:
            kind = GUESS if state.mode == "werewolf" else EXPOSE
            state = replace(state, pending=state.pending + (Pending(kind, p, by=actor),))
    return state, done


def owe(state: NightsState, player: int, count: int, refill: bool) -> NightsState:
    """Tower cards earned: owed as a `take` the player settles tower by tower (or refilled now)."""
    if count > 0 and sources(state, player):
        return replace(state, pending=(Pending(TAKE, player, count=count, refill=refill),) + state.pending)
    return refill_hand(state, player) if refill else state


def refill_hand(state: NightsState, player: int, hand_max: int = 5) -> NightsState:
    """The combo rule: after the tower cards, an emptied hand draws from the deck up to five."""
    drawn = min(max(hand_max - state.hands[player], 0), state.draw_pile)
    if drawn <= 0:
        return state
    return replace(state, hands=put(state.hands, player, state.hands[player] + drawn),
                   draw_pile=state.draw_pile - drawn, spread=put(state.spread, player, False))
