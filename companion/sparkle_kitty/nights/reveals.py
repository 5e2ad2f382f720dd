"""The inputs by which roles come into the open: `expose` (a freed player's Knight, a Dragon's
choice), `guess` (the Werewolf game's guess before exposing) and `reveal_role` (claims, and the
reveals the end of a real-card game needs). A mixin of NightsRules."""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.cards import player_of
from companion.sparkle_kitty.nights import ending, roles as R, towers as T
from companion.sparkle_kitty.nights.audience import CHOSEN_PRIVATELY, notify, told_privately
from companion.sparkle_kitty.nights.needs import early_exposers, no_dragon_words
from companion.sparkle_kitty.nights.state import EXPOSE, GUESS, WEREWOLF_GUESSED, Guess, NightsState


class RevealInputs:
    def _do_expose(self, state: NightsState, action: Action) -> NightsState:
        player = player_of(state, action)
        name = state.names[player]
        if state.exposed[player]:
            raise Rejected(f"{name}'s Knight is already face up")
        owed = next((x for x in state.pending if x.player == player and x.kind in (GUESS, EXPOSE)), None)
        if owed is None and player not in early_exposers(state):
            raise Rejected(no_dragon_words(state))  # public: the mix and the exposures say it
        if state.secret is None:
            role = self._role_said(state, player, action)
            if owed is None and role != R.DRAGON:
                raise Rejected("only a Dragon may show their Knight before their tower is empty")
        elif owed is None:
            # A Dragon's choice, and hers alone: the table is refused in one sentence, whoever
            # the player is; told privately, it is judged on what she knows (her own Knight).
            if not told_privately(action):
                raise Rejected(CHOSEN_PRIVATELY.format(what="a Dragon's early exposure"))
            role = self._role_said(state, player, action)
            if role != R.DRAGON:
                raise Rejected("only a Dragon may show their Knight before their tower is empty")
        else:
            state, role = self._flipped(state, player, action)
        # (the box's deal owes a guess only of a Knight: the pending guess alone says so, publicly)
        knight = state.secret is not None or role in R.KNIGHT_TEAMS
        if owed is not None and owed.kind == GUESS and knight and not self._werewolf_shown_by(state, owed.by):
            raise Rejected(f"{name} is free: first they guess who the Werewolf is (guess)")
        state = T.expose(state, player, role)
        state = replace(state, pending=tuple(x for x in state.pending if x is not owed),
                        last=_after_guess(state, player, f"{name} shows their Knight"))
        if owed is None:
            return state
        if any(g.player == player and g.right for g in state.guesses):
            return ending.finish(state, role, WEREWOLF_GUESSED, action.t)
        return ending.after_exposure(state, player, owed.by, action.t)

    def _werewolf_shown_by(self, state: NightsState, by: int | None) -> bool:
        return by is not None and state.teams[by] == R.WEREWOLF

    def _flipped(self, state: NightsState, player: int, action: Action) -> tuple[NightsState, str]:
        """The box's deal, a Knight the rules flip (a freed player's): the card shows what the box
        dealt, whatever the table said; a role said that contradicts it goes to the player alone."""
        said = self._claimed(state, action)
        dealt = state.secret.roles[player] if state.secret is not None else None
        assert dealt is not None, "only a game the box dealt flips the box's Knight"
        if said == R.SPARKLE_VAMPIRE and state.secret is not None and state.secret.converted[player]:
            return state, said
        if said is not None and said != dealt:
            state = notify(state, player, f"the table said your Knight was {said}: the box dealt you "
                                          f"{dealt}, and that is what the table saw")
        return state, dealt

    def _claimed(self, state: NightsState, action: Action) -> str | None:
        """The role an input names, if any: one of this game's (the mix is public)."""
        role = action.get("role")
        allowed = set(state.setup.composition) | ({R.SPARKLE_VAMPIRE} if state.mode == "vampire" else set())
        if role is not None and role not in allowed:
            raise Rejected(f"no {role!r} in this game (roles: {', '.join(sorted(allowed))})")
        return role

    def _role_said(self, state: NightsState, player: int, action: Action) -> str:
        """The role an input says. With real Knight cards, checked against what the table has
        shown; with the box's deal (an input told privately by that player: callers refuse the
        table's), against the player's own Knight, which only they are told of."""
        role = self._claimed(state, action)
        if state.secret is None:
            if role is None:
                raise Rejected(f"which Knight is {state.names[player]}'s? (role)")
            shown = sum(1 for p in range(state.setup.count) if p != player and state.teams[p] == role)
            if role != R.SPARKLE_VAMPIRE and shown >= state.setup.composition.count(role):
                raise Rejected(f"this game has {state.setup.composition.count(role)} {role} card(s), all shown already")
            return role
        assert told_privately(action), "the table's input is never judged on the box's deal"
        dealt = state.secret.roles[player]
        if role is not None and role != dealt and not (role == R.SPARKLE_VAMPIRE and state.secret.converted[player]):
            raise Rejected("that is not the Knight the box dealt you")
        return dealt if role is None else role

    def _do_guess(self, state: NightsState, action: Action) -> NightsState:
        player = player_of(state, action)
        name = state.names[player]
        if state.mode != "werewolf":
            raise Rejected("guessing the Werewolf is for the Werewolf game")
        owed = next((x for x in state.pending if x.player == player and x.kind == GUESS), None)
        if owed is None:
            raise Rejected(f"{name} has no guess to make: a player guesses when freed from their tower")
        suspect = player_of(state, action, "suspect")
        if suspect == player:
            raise Rejected("the guess names another player")
        said = action.get("werewolf")
        if said is not None and not isinstance(said, bool):
            raise MalformedInput('"werewolf" must be true or false')
        if state.secret is None:
            if said is None:
                raise Rejected(f"is {state.names[suspect]} the Werewolf? (werewolf: true or false)")
            right = said
        else:
            # The box dealt: the suspect's answer is the deal's, whatever the table said. A said
            # answer that contradicts it is the suspect's knowledge: told to them alone.
            right = state.secret.roles[suspect] == R.WEREWOLF
            if said is not None and said != right:
                state = notify(state, suspect, f"the table said you {'were' if said else 'were not'} the "
                                               f"Werewolf when {name} guessed: the box answered by your Knight")
        by_dragon = owed.by is not None and T.known_role(state, owed.by) == R.DRAGON and T.out(state, owed.by)
        state = replace(state, guesses=state.guesses + (Guess(player, suspect, right),))
        if by_dragon and owed.by is not None and owed.by != player:
            # The freed Dragon swallowed this Knight before the guess could count.
            return ending.finish(state, R.DRAGON, "dragon_swallowed", action.t, seats=(owed.by,), swallowed=player)
        if right:
            state = T.reveal(state, suspect, R.WEREWOLF)
        else:
            state = replace(state, cleared=T.put(state.cleared, suspect, True))
        state = replace(state, last=f"{name} named {state.names[suspect]}: "
                        + ("the Werewolf!" if right else "not the Werewolf"))
        rest = tuple(x for x in state.pending if x is not owed)
        if state.secret is None:
            return replace(state, pending=rest + (replace(owed, kind=EXPOSE),))
        role = state.secret.roles[player]
        # (the same words as the guess then the flip told to the box with real Knight cards: the
        # public transcript writes it so, and the shared screen says one thing either way)
        state = replace(T.expose(state, player, role), pending=rest,
                        last=_after_guess(state, player, f"{name} shows their Knight"))
        if right:
            return ending.finish(state, role, WEREWOLF_GUESSED, action.t)
        return ending.after_exposure(state, player, owed.by, action.t)

    def _do_reveal_role(self, state: NightsState, action: Action) -> NightsState:
        player = player_of(state, action)
        if "role" not in action.data:
            raise Rejected(f"which role does {state.names[player]} show? (role)")
        if state.secret is not None and not told_privately(action):
            # The box dealt: nobody shows another's Knight; a player shows their own privately
            raise Rejected(CHOSEN_PRIVATELY.format(what="showing a Knight the box dealt"))
        role = self._role_said(state, player, action)
        shown = state.teams[player]
        if shown is not None and shown != role and not (shown == R.KNIGHT and role == R.SPARKLE_VAMPIRE):
            raise Rejected(f"{state.names[player]} already showed {shown}")
        state = ending.drop_reveal(T.reveal(state, player, role), player)
        if role == R.WEREWOLF:  # a Knight she just freed loses the guess: she tears them apart
            state = replace(state, pending=tuple(replace(x, kind=EXPOSE) if x.kind == GUESS and x.by == player else x
                                                 for x in state.pending))
        return replace(state, last=f"{state.names[player]} shows their role")


def _after_guess(state: NightsState, player: int, shows: str) -> str:
    """The flip's words; right after the player's own guess, the guess's words before them."""
    guessed = state.guesses and state.guesses[-1].player == player
    said = f"{state.names[player]} named "
    return f"{state.last}; {shows}" if guessed and state.last.startswith(said) else shows
