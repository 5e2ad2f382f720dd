"""The Sparkle*Kitty Nights referee (Nights, Werewolf, Vampire; Safe Words): the Sparkle*Kitty
engine with what differs overridden. Pure: `apply(state, action)` returns the next state or raises
`Rejected` (nothing changes); time, the seed of the box's deal and every choice arrive as inputs.

Inputs (JSON objects; docs/games/nights.md has the table). A player is a seat 0..n-1 or a name.
- setup {"game": "sparkle_kitty_nights", "mode": "nights"|"werewolf"|"vampire", "players": [...],
  "first", "roles": "dealt"|"cards", "seed" (dealt), "dragons" (Nights, even: 0|2),
  "expansions": ["safe_words"], "pineapple": SYMBOL, "options": {"team_wild"}, "deck", "settle_ms", "window_ms"}
- play {player, card, page, to (ADD), peek (PEEK), move {"from","to"} (MOVE/SHAFT), target
  (STEAL/SNATCH, then the stolen enchantment's to/peek/take), from (optional earned-card towers)}
- enchant {player, card (Dark Magic / Mirror-Mirror), to (Dark Magic; yourself = Vampire BURY),
  peek (Mirror), take (Werewolf Mirror)}
- take {player, from}: one owed tower card (see `pending`)
- pass {player}; punish {player, why: missed_spell|called_out|mistake}
- buzz {player, tick}; double {player, card, page, from}; withdraw {player}
- expose {player, role}: a freed player's Knight flipped (role needed with real cards), a Dragon any time
- guess {player, suspect, werewolf (bool, needed with real cards)}: Werewolf game, before exposing
- reveal_role {player, role}: a role shown to the table (claims, the reveals at the end)
- undo (the fold's)
Any input may carry "private": true: told to the box alone by its `player` (their phone, a hold-to-see
tile). With the box's deal a Dragon's early `expose`, a BURY and a `reveal_role` must be (the table's
is refused in one sentence whoever tries); a said `werewolf` or Mirror `take` never refuses: the deal
answers, and a contradiction goes to that player's private view (nights/audience.py).
"""

from __future__ import annotations

from dataclasses import replace

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty import races
from companion.sparkle_kitty.cards import asked_seat, player_of
from companion.sparkle_kitty.nights import ending, roles as R, setup as nights_setup, towers as T
from companion.sparkle_kitty.nights.audience import CHOSEN_PRIVATELY, notify, told_privately
from companion.sparkle_kitty.nights.book import (
    ENCHANTMENTS, TOWER_KINDS, NightsBook, NightsCard, load_book,
)
from companion.sparkle_kitty.nights.buttons import NightsButtons
from companion.sparkle_kitty.nights.cards import card_of, page_from_card, playable
from companion.sparkle_kitty.nights.needs import ABILITY_OF_KIND, NightsNeeds
from companion.sparkle_kitty.nights.reveals import RevealInputs
from companion.sparkle_kitty.nights.views import NightsViews
from companion.sparkle_kitty.nights.state import (
    DEALT, EXPOSE, GUESS, REVEAL_ALL, TAKE, Enchantment, NightsState,
)
from companion.sparkle_kitty.rules import SparkleRules
from companion.sparkle_kitty.state import PAGES

PUNISHMENTS = ("missed_spell", "called_out", "mistake")
WHILE_PENDING = ("take", "expose", "guess", "reveal_role", "buzz", "withdraw")


class NightsRules(NightsViews, NightsNeeds, RevealInputs, NightsButtons, SparkleRules[NightsState]):
    game = "sparkle_kitty_nights"
    verbs: tuple[str, ...] = ("setup", "play", "enchant", "take", "pass", "punish", "buzz", "double", "withdraw",
             "expose", "guess", "reveal_role", "undo")
    # What differs from Sparkle*Kitty, read by the inputs NightsRules inherits (punish, DOUBLE, play)
    punishments = PUNISHMENTS
    nothing_to_forget = "has no enchantment to forget: only an enchantment's spell can be called out"
    book_name, side = "Keyhole", "side"
    cast_kinds = ENCHANTMENTS
    cast_elsewhere = "{word} is an enchantment: it goes beside your Knight (enchant), not into the Keyhole"

    def __init__(self, book: NightsBook | None = None):
        self.book = book or load_book()

    def new_game(self, action: Action) -> NightsState:
        return nights_setup.new_game(self.book, action)

    # -- views for the screens -----------------------------------------------------------------
    def playable_pages(self, state: NightsState, card: NightsCard) -> tuple[str, ...]:
        return PAGES if playable(card, state.pages, state.setup.safe_words) else ()

    def sources(self, state: NightsState, player: int) -> tuple[int, ...]:
        """Towers `player` may take an earned card from now."""
        return T.sources(state, player)

    def moves(self, state: NightsState, player: int, onto=None) -> tuple[tuple[tuple[int, int], ...], str]:
        """The (from, to) towers a MOVE / SHAFT of `player`'s may use now, and why no others."""
        return T.moves(state, player, onto)

    def private_role(self, state: NightsState, player: int) -> str | None:
        from companion.sparkle_kitty.nights.private import private_role

        return private_role(state, player)

    def private_peeks(self, state: NightsState, player: int) -> tuple[tuple[int, str], ...]:
        from companion.sparkle_kitty.nights.private import private_peeks

        return private_peeks(state, player)

    # -- inputs --------------------------------------------------------------------------------
    def _waiting(self, state: NightsState, action: Action) -> str | None:
        return waiting(state) if state.pending and action.do not in WHILE_PENDING else None

    def _after(self, before: NightsState, state: NightsState, action: Action) -> NightsState:
        actor = player_of(before, action) if "player" in action.data else None
        return self._resolve(before, state, actor, action.t)

    def _verdict(self, state: NightsState) -> str:
        return verdict(state)

    def _resolve(self, before: NightsState, state: NightsState, actor: int | None, t: float) -> NightsState:
        """What the input set off: freed players, then every win condition."""
        if state.over:
            return state
        state, exposed = T.freed(before, state, actor)
        if state.mode == "werewolf" and state.setup.deal == DEALT:
            for x in state.pending:
                if x.kind == GUESS and not before.escaped[x.player]:
                    done = ending.torn_apart(state, x.player, x.by, t)
                    if done is not None:
                        return done
        for p, by in exposed:
            state = ending.after_exposure(state, p, by, t)
            if state.over:
                return state
        return ending.check(state, t)

    def _not_in_deck(self, setup, card: NightsCard) -> str:
        """The TEAM wilds are in only if the table took them; the rest as in Sparkle*Kitty."""
        if card.kind == "team" and not setup.team_wild:
            return "this table plays without the TEAM wild cards (Safe Words, team_wild)"
        return super()._not_in_deck(setup, card)

    # -- your turn -----------------------------------------------------------------------------
    def _do_play(self, state: NightsState, action: Action) -> NightsState:
        player, card, page = self._card_played(state, action)
        state = self._spent(state, card)
        name = state.names[player]
        coloured = any(set(card.colours) & set(p.colours) for p in state.pages)
        earned = 1 if card.kind in TOWER_KINDS and coloured else 0
        state = replace(state, hands=T.put(state.hands, player, state.hands[player] - 1),
                        pages=T.put(state.pages, page, page_from_card(card)), last=f"{name} played {card.text()}")
        ability = card.ability or ABILITY_OF_KIND.get(card.kind, "")
        said = state.last
        state, extra = self._ability(state, player, ability, action)
        state = replace(state, spell=state.spell_for(player), spell_by=player, last=said + extra)
        state = self._earn(state, player, earned + (1 if ability == "take" else 0), action)
        return races.lapse(self._next_turn(state))

    def _ability(self, state: NightsState, player: int, ability: str, action: Action) -> tuple[NightsState, str]:
        names = state.names
        if ability == "add":
            if state.hands[player] < 1:
                return state, ""
            to = asked_seat(state, action, "to", "ADD: say whose tower gets a card from your hand")
            if to == player and state.mode == "vampire":
                return self._bury(state, player, action), "; BURIED a card in her own tower"
            return T.add(state, player, to), f"; added a card to {names[to]}'s tower"
        if ability == "peek":
            target = asked_seat(state, action, "peek", "PEEK: say whose Knight you look at")
            if target == player:
                raise Rejected("a peek is at another player's Knight")
            return T.peek(state, player, target), f"; peeked at {names[target]}'s Knight"
        if ability == "move":
            move = action.get("move")
            if not isinstance(move, dict) or "from" not in move or "to" not in move:
                raise Rejected('MOVE: say which tower loses a card and which gains it ("move": {"from", "to"})')
            src = player_of(state, Action("move", action.t, move), "from")
            dst = player_of(state, Action("move", action.t, move), "to")
            if dst == player and state.mode == "vampire" and src != player:
                return T.move(self._burying(state, player, action), src, dst, player, bury=True), \
                    f"; moved a card from {names[src]}'s tower onto her own (BURY)"
            return T.move(state, src, dst, player), f"; moved a card from {names[src]}'s tower to {names[dst]}'s"
        if ability == "show":
            shown = tuple(p != player for p in range(state.setup.count))
            return replace(state, spread=tuple(a or b for a, b in zip(state.spread, shown))), \
                "; everyone else shows their hand"
        if ability == "steal":
            return self._steal(state, player, action)
        return state, ""

    def _steal(self, state: NightsState, player: int, action: Action) -> tuple[NightsState, str]:
        """STEAL / SNATCH: another player's top enchantment, played at once on yourself."""
        holders = [p for p in range(state.setup.count) if p != player and state.enchantments[p]]
        if not holders:
            return state, "; nobody had an enchantment to take"
        victim = asked_seat(state, action, "target", "take whose enchantment? (target)")
        if victim == player or not state.enchantments[victim]:
            raise Rejected(f"{state.names[victim]} has no enchantment to take")
        top = state.enchantments[victim][-1]
        stacks = T.put(state.enchantments, victim, state.enchantments[victim][:-1])
        state = replace(state, enchantments=T.put(stacks, player, stacks[player] + (top,)))
        state, said = self._enchantment_effect(state, player, top, action)
        what = top.word if top.kind == "dark_magic" else "Mirror-Mirror"
        return state, f"; took {state.names[victim]}'s {what}{said}"

    def _do_enchant(self, state: NightsState, action: Action) -> NightsState:
        player = self._on_turn(state, action)
        value = require(action, "card", (str, dict))
        if isinstance(value, dict) and value.get("kind") == "dark_magic" and "word" in value and not value.get("colours"):
            word = str(value["word"]).strip().upper()
            if not word:
                raise MalformedInput('"word" must be the Dark Magic word')
            spell = Enchantment("dark_magic", word)
        else:
            card = card_of(self.book, action)
            if card.kind not in ENCHANTMENTS:
                raise Rejected(f"{card.text()} is no enchantment: play it into the Keyhole")
            self._check_deck(state, card)
            state = self._spent(state, card)
            spell = Enchantment(card.kind, card.word if card.kind == "dark_magic" else "", card.id)
        if spell.kind == "mirror" and state.mode == "vampire":
            raise Rejected("in the Vampire game the Mirror cards sit at the towers' bases, not in hands")
        state = replace(state, hands=T.put(state.hands, player, state.hands[player] - 1),
                        enchantments=T.put(state.enchantments, player, state.enchantments[player] + (spell,)))
        state, said = self._enchantment_effect(state, player, spell, action)
        cast = f"cast {spell.word}" if spell.kind == "dark_magic" else "cast Mirror-Mirror"
        state = replace(state, spell=state.spell_for(player), spell_by=player,
                        last=f"{state.names[player]} {cast}{said}")
        state = self._earn(state, player, 0, action)
        return races.lapse(self._next_turn(state))

    def _enchantment_effect(self, state: NightsState, player: int, spell: Enchantment,
                            action: Action) -> tuple[NightsState, str]:
        names = state.names
        if spell.kind == "dark_magic":
            if state.hands[player] < 1:
                return state, ""
            to = asked_seat(state, action, "to", "Dark Magic: say whose tower gets a card from your hand (to)")
            if to == player and state.mode == "vampire":
                return self._bury(state, player, action), " and BURIED a card in her own tower"
            return T.add(state, player, to), f" and added a card to {names[to]}'s tower"
        target = asked_seat(state, action, "peek", "Mirror-Mirror: say whose Knight you peek at (peek)")
        if target == player:
            raise Rejected("a peek is at another player's Knight")
        said = f" and peeked at {names[target]}'s Knight"
        took = None
        if state.mode == "werewolf":
            takes, notice = self._mirror_takes(state, player, target, action)
            took = takes and state.towers[target] > 0
            if notice:
                state = notify(state, player, notice)
        state = T.peek(state, player, target, took, mirror=True)
        if took:
            state = replace(state, towers=T.put(state.towers, target, state.towers[target] - 1),
                            hands=T.put(state.hands, player, state.hands[player] + 1),
                            spread=T.put(state.spread, player, False))
            said += f", then took a card off {names[target]}'s tower"
        return state, said

    def _mirror_takes(self, state: NightsState, player: int, target: int,
                      action: Action) -> tuple[bool, str | None]:
        """Werewolf: an enemy seen means a card off their tower; an ally, nothing. The Werewolf
        chooses; the Dragon has no allies. With real cards the table says (`take`). Also the
        notice for the peeker when the table's `take` contradicted what the peek showed."""
        take = action.get("take")
        if take is not None and not isinstance(take, bool):
            raise MalformedInput('"take" must be true or false')
        if state.secret is None:
            if take is None:
                raise Rejected("Mirror: did the peek show an enemy? say take: true (a card off their tower) or false")
            return take, None
        seer, seen = state.secret.roles[player], state.secret.roles[target]
        if seer == R.WEREWOLF:
            return (True if take is None else take), None
        # A Knight's (or the Dragon's) Mirror does what the peek showed, whatever the table said:
        # resolved by the rules, never refused (a refusal would tell ally from enemy unplayed).
        enemy = R.enemies("werewolf", seer, seen)
        if take is not None and take != enemy:
            return enemy, (f"the table said your Mirror showed {state.names[target]} as "
                           f"{'an enemy' if take else 'an ally'}: the box played it by {state.names[target]}'s Knight")
        return enemy, None

    def _bury(self, state: NightsState, player: int, action: Action) -> NightsState:
        """Vampire BURY: the main Vampire adds a card from her hand to her own tower (Dark Magic,
        an ADD icon), and is exposed."""
        return T.add(self._burying(state, player, action), player, player, bury=True)

    def _burying(self, state: NightsState, player: int, action: Action) -> NightsState:
        """In the Vampire game any card onto your own tower is a BURY: only the main Vampire may,
        and it shows her (whatever card does it, or it would be a BURY without its price). The box
        dealt: the BURY is her choice, told privately (the table's try is refused in one sentence
        whoever tried, and a private one is judged on the player's own Knight)."""
        if state.secret is not None:
            if not told_privately(action):
                raise Rejected(CHOSEN_PRIVATELY.format(what="a BURY (a card onto your own tower)"))
            if state.secret.roles[player] != R.VAMPIRE:
                raise Rejected("only the main Vampire may add cards to her own tower (BURY)")
        else:
            shown = [p for p in range(state.setup.count) if state.teams[p] == R.VAMPIRE and p != player]
            if shown:
                raise Rejected(f"{state.names[shown[0]]} is the main Vampire: only she may BURY")
            if state.teams[player] not in (None, R.VAMPIRE):
                raise Rejected(f"{state.names[player]} showed a {state.teams[player]}: only the main Vampire may BURY")
        return T.expose(state, player, R.VAMPIRE) if not state.exposed[player] else state

    def _drew(self, state: NightsState, player: int) -> NightsState:
        return replace(state, spread=T.put(state.spread, player, False))  # a drawn card hides a shown hand

    # -- tower cards earned --------------------------------------------------------------------
    def _earn(self, state: NightsState, player: int, earned: int, action: Action, cap: int | None = None) -> NightsState:
        """An emptied hand earns a tower card too; one play earns at most 2 (3: DOUBLE-DOUBLE TEAM).
        Taken now from `from` (a seat or a list), else owed as a pending `take`."""
        emptied = state.hands[player] == 0
        count = min(earned + (1 if emptied else 0), cap or self.book.max_tower_cards)
        given = action.get("from")
        if given is not None and count:
            seats = given if isinstance(given, list) else [given]
            if len(seats) > count:
                raise Rejected(f"this play earns {count} tower card(s), not {len(seats)}")
            said = [state.last]
            for s in seats:
                state = T.take(state, player, player_of(state, Action("take", action.t, {"from": s}), "from"))
                said.append(state.last)
                count -= 1
            state = replace(state, last="; ".join(said))
        return T.owe(state, player, count, emptied)

    def _do_take(self, state: NightsState, action: Action) -> NightsState:
        player = player_of(state, action)
        owed = next((i for i, x in enumerate(state.pending) if x.kind == TAKE and x.player == player), None)
        if owed is None:
            raise Rejected(f"{state.names[player]} has no tower card to take now")
        source = player_of(state, action, "from")
        x = state.pending[owed]
        state = T.take(state, player, source)
        rest = state.pending[:owed] + state.pending[owed + 1:]
        if x.count > 1 and T.sources(state, player):
            return replace(state, pending=rest[:owed] + (replace(x, count=x.count - 1),) + rest[owed:])
        state = replace(state, pending=rest)
        return T.refill_hand(state, player, self.book.hand_max) if x.refill else state

    # -- any time ------------------------------------------------------------------------------
    def _punish(self, state: NightsState, player: int, why: str) -> NightsState:
        name = state.names[player]
        if state.mode == "vampire":
            if state.towers[player] < 1:
                raise Rejected(f"{name} has no tower card to remove")
            return replace(state, towers=T.put(state.towers, player, state.towers[player] - 1),
                           hands=T.put(state.hands, player, state.hands[player] + 1),
                           spread=T.put(state.spread, player, False),
                           last=f"{name} is punished: a card off their own tower into their hand")
        return replace(state, towers=T.put(state.towers, player, state.towers[player] + 1),
                       draw_pile=state.draw_pile - 1,
                       last=f"{name} is punished: +1 tower card from the draw pile")

    def _earn_double(self, state: NightsState, player: int, card: NightsCard, doubled: int,
                     action: Action) -> NightsState:
        # TEAM "raises the max cards you can take off a tower to 3": for a TEAM Double, combos included
        team = card.kind == "team"
        earned = (self.book.team_tower_cards if team else self.book.double_tower_cards)[doubled]
        return self._earn(state, player, earned, action,
                          cap=max(self.book.team_tower_cards) if team else self.book.max_tower_cards)

def waiting(state: NightsState) -> str:
    x = state.pending[0]
    name = state.names[x.player]
    return {TAKE: f"{name} first takes {x.count} tower card(s) (take)",
            GUESS: f"{name} is free: first they guess who the Werewolf is",
            EXPOSE: f"{name} is free: first they show their Knight (expose)",
            REVEAL_ALL: "the draw pile is out: everyone still hidden shows their role (reveal_role)"}[x.kind]


def verdict(state: NightsState) -> str:
    if state.winner is None:
        return "a tie"
    side = {"vampires": "Team Vampire", "knights": "the Knights", "nice": "the Nice team",
            "naughty": "the Naughty team"}.get(state.winner, f"the {state.winner.title()}")
    return f"{side} won ({(state.win_condition or '').replace('_', ' ')})"
