"""The Sparkle*Kitty referee: a pure state machine. `apply(state, action)` returns the next state
or raises `Rejected` with the reason (nothing changes); time arrives inside each action.

Inputs (one JSON object each, see docs/games/sparkle-kitty.md). A player is a seat number (0..n-1,
clockwise from the first name) or a name; a card is a catalog id ("jiggle-pink") or
{"word", "colour"|"colours", "symbol"[, "kind", "ability"]}.
- setup {"game": "sparkle_kitty", "players": [{"name", "age"}, ...], "first": P (default: the
  youngest), "options": {"accumulate_dark_magic", "swearing"}, "deck": N, "settle_ms", "window_ms"}
- play {player, card, page: "left"|"right", target: P (ADD 1 / MAX 5 / Fudge)}: on your turn,
  a card into the Spell Book
- dark_magic {player, word (or card: a Dark Magic card), target: P}: on your turn, a Dark Magic card beside your Princess and
  a card from your hand onto target's tower
- pass {player}: on your turn, draw a card (also ends a PLAY ALL streak)
- punish {player, why: "missed_spell" | "called_out" | "swearing" | "mistake"}: +1 tower card
- buzz {player, tick}: a Double race press (any time); double {player, card, page}: the race
  winner (or, with no race, anyone) plays a Double on the page showing the card's word;
  withdraw {player}: a race winner takes back a claim they cannot play
- reveal {player, card | word, target}: with the optional rule "reveal on escape", each other
  player in turn draws a card and shows it; a Dark Magic card (card, or its word) is cast at once
- undo (the fold's): withdraws the last accepted input, a wrong Double claim included
"""

from __future__ import annotations

from dataclasses import replace
from typing import Generic

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.race import RaceRules
from companion.sparkle_kitty import escape, races
from companion.sparkle_kitty.book import SUPER_SPECIAL_ABILITY, TOWER_KINDS, Card, SparkleBook, load_book
from companion.sparkle_kitty.buttons import SparkleKittyButtons
from companion.sparkle_kitty.cards import (
    asked_seat, card_of, matches, opening, page_from_card, page_of, player_of, why_not, with_page,
)
from companion.sparkle_kitty.deck import DeckRules
from companion.sparkle_kitty.needs import SparkleNeeds
from companion.sparkle_kitty.setup import dealt, read_deck, read_first, read_players, read_safe_words
from companion.sparkle_kitty.state import (
    FEWEST_DARK_MAGIC, FEWEST_IN_HAND, PAGES, SMALLEST_TOWER, TOWER_EMPTY, YOUNGEST,
    SparkleSetup, SparkleState, St,
)
from companion.views import NothingPrivate

PUNISHMENTS = ("missed_spell", "called_out", "swearing", "mistake")
BREAKERS = (SMALLEST_TOWER, FEWEST_DARK_MAGIC, FEWEST_IN_HAND, YOUNGEST)


class SparkleRules(DeckRules[St], SparkleKittyButtons, SparkleNeeds[St], NothingPrivate, Generic[St]):
    """Generic in its state (`St`): Sparkle*Kitty plays `SparkleRules[SparkleState]`, and Nights,
    whose state is a Sparkle*Kitty state with teams on top, inherits every input and view as
    `SparkleRules[NightsState]`: what it takes is a Nights state, and a Nights state comes back."""

    game = "sparkle_kitty"
    verbs: tuple[str, ...] = ("setup", "play", "dark_magic", "pass", "punish", "buzz", "double", "withdraw",
                              "reveal", "undo")
    # A variant (Nights) overrides these and the hooks `_drew`, `_punish` and `_earn_double`
    # rather than repeating the inputs that use them.
    punishments = PUNISHMENTS
    nothing_to_forget = "has no Dark Magic word to forget: only Dark Magic can be called out"
    book_name, side = "Spell Book", "page"  # the table's words for the book and its halves, in refusals
    cast_kinds = ("dark_magic",)  # cards cast beside a player, never played into the book
    cast_elsewhere = "{word} is Dark Magic: it goes beside your Princess (dark_magic), not into the Spell Book"
    book: SparkleBook  # (its mixins need only a `Book`; Nights' own is a `NightsBook`)

    def __init__(self, book: SparkleBook | None = None):
        self.book = book or load_book()

    # -- setting up ----------------------------------------------------------------------------
    def new_game(self, action: Action) -> SparkleState:  # the base game's deal (Nights deals its own)
        return dealt(SparkleState, self.parse_setup(action), action.t, self.book.tower, self.book.hand,
                     self.book.opening)

    def parse_setup(self, action: Action) -> SparkleSetup:
        players = read_players(action, self.book.min_players, self.book.max_players, "Sparkle*Kitty")
        youngest = min(range(len(players)), key=lambda i: players[i].age)
        first = read_first(action, players, youngest)
        options = action.get("options", {}) or {}
        if not isinstance(options, dict):
            raise MalformedInput('"options" must be an object like {"swearing": true}')
        expansions, pineapple = read_safe_words(action, self.book.symbols)
        if options.get("team_wild"):
            raise Rejected("the TEAM wild cards (Safe Words) are refereed only in Nights so far: "
                           "leave them in the box for Sparkle*Kitty")
        options = {k: v for k, v in options.items() if k != "team_wild"}
        for key, on in options.items():
            if key not in self.book.options:
                raise MalformedInput(f"unknown option {key!r} (known: {', '.join(self.book.options)})")
            if not isinstance(on, bool):
                raise MalformedInput(f'option "{key}" must be true or false')
            if on and not self.book.options[key].supported:
                raise Rejected(f"the optional rule {self.book.options[key].name!r} is not refereed yet")
        deck = read_deck(action, self.book.deck_size(len(players), pineapple))
        return SparkleSetup(
            players=tuple(players), first=first, deck=deck, expansions=expansions, replace_symbol=pineapple,
            accumulate_dark_magic=options.get("accumulate_dark_magic", False),
            swearing=options.get("swearing", False),
            escape_reveal=options.get("escape_reveal", False),
            race=RaceRules.from_setup(action),
        )

    # -- time ----------------------------------------------------------------------------------
    def settle(self, state: St, t: float) -> St:
        return races.settle(state, t)

    def next_event(self, state: St) -> float | None:
        """When a Double race's verdict is due, so the live loop wakes exactly then."""
        return races.next_event(state)

    def check_open(self, state: St, t: float) -> St:
        return self.settle(state, t)  # undo stays open after the end: a wrong last input can go

    # -- what a player may do (a view, like python-chess's legal moves) ------------------------
    def playable_pages(self, state: St, card: Card) -> tuple[str, ...]:
        """The pages this card may go on now: both if it matches either page, else none. With
        Safe Words the opening Spell Book has no symbol to match."""
        if card.kind == "dark_magic":
            return ()
        if state.setup.safe_words and opening(state.pages):
            return PAGES
        return PAGES if any(matches(card, p) for p in state.pages) else ()

    def doublable_pages(self, state: St, word: str) -> tuple[str, ...]:
        return tuple(name for name, p in zip(PAGES, state.pages)
                     if p.word and p.word == word.upper() and p.doubled < self.book.doubles_per_word)

    # -- inputs --------------------------------------------------------------------------------
    def apply(self, state: St, action: Action) -> St:
        # Only this game's verbs: a variant inherits handlers (dark_magic, reveal) it does not use.
        handler = getattr(self, f"_do_{action.do}", None) if action.do in self.verbs else None
        if handler is None:
            if action.do == "setup":
                raise Rejected("a game is already set up")
            raise MalformedInput(f'unknown input "{action.do}"')
        if not races.holds_open(state, action):  # one delivery of buzzes: one race
            state = self.settle(state, action.t)
        if state.over:
            raise Rejected(f"the game is over: {self._verdict(state)}")
        waiting = self._waiting(state, action)
        if waiting:
            raise Rejected(waiting)
        before = replace(state, t=action.t)
        return self._after(before, handler(before, action), action)

    def _waiting(self, state: St, action: Action) -> str | None:
        """What the table must settle before this input (None: nothing): an escape's reveals."""
        return escape.waiting(state) if state.to_reveal and action.do != "reveal" else None

    def _after(self, before: St, state: St, action: Action) -> St:
        """What an accepted input set off: here, the end of the game."""
        return self._check_end(state, action.t)

    def _verdict(self, state: St) -> str:
        return _verdict(state)

    def _on_turn(self, state: St, action: Action) -> int:
        player = player_of(state, action)
        if player != state.turn:
            raise Rejected(f"it is {state.names[state.turn]}'s turn, not {state.names[player]}'s")
        if state.hands[player] < 1 and action.do != "pass":
            raise Rejected(f"{state.names[player]} has no card in hand: pass to draw one")
        return player

    def _card_played(self, state: St, action: Action) -> tuple[int, Card, int]:
        """Who plays which card on which page: the checks every play into the book makes."""
        player = self._on_turn(state, action)
        card = card_of(self.book, action)
        if card.kind in self.cast_kinds:
            raise Rejected(self.cast_elsewhere.format(word=card.word))
        page = page_of(action)
        self._check_deck(state, card)  # a card the deck lacks: that, before where it would go
        if not self.playable_pages(state, card):
            raise Rejected(why_not(card, state.pages, self.book_name, self.side))
        return player, card, page

    def _do_play(self, state: St, action: Action) -> St:
        player, card, page = self._card_played(state, action)
        state = self._spent(state, card)
        name = state.names[player]
        ability = card.ability or SUPER_SPECIAL_ABILITY.get(card.kind, "")
        towers, hands = list(state.towers), list(state.hands)
        hands[player] -= 1
        earned = 1 if card.kind in TOWER_KINDS else 0  # Sparkle/Kitty on a matching colour
        draw_pile, said = state.draw_pile, f"{name} played {card.text()}"
        if ability == "take_1_off":
            earned += 1
        elif ability == "add_1" and hands[player] > 0:
            target = _target(state, action, "ADD 1: say whose tower gets the card")
            hands[player] -= 1
            towers[target] += 1
            said += f"; added a card to {state.names[target]}'s tower"
        elif ability == "max_5":
            target = _target(state, action, "MAX 5: say which player draws up to five")
            drawn = min(max(self.book.hand_max - hands[target], 0), draw_pile)
            hands[target] += drawn
            draw_pile -= drawn
            said += f"; {state.names[target]} drew {drawn}"
        state = replace(state, towers=tuple(towers), hands=tuple(hands), draw_pile=draw_pile,
                        pages=with_page(state.pages, page, page_from_card(card)))
        state = replace(state, spell=state.spell_for(player), spell_by=player, last=said)
        state = self._earn(state, player, earned, fast=ability == "fast_2")
        # PLAY ALL (and Infinite) keep the turn until the player must draw or their hand empties.
        streak = (ability == "play_all" or state.play_all) and hands[player] > 0
        return races.lapse(self._next_turn(state, stay=streak))

    def _do_dark_magic(self, state: St, action: Action) -> St:
        player = self._on_turn(state, action)
        card: Card | None  # a Dark Magic word the catalog lacks is still cast, with no card to count
        if "card" in action.data and "word" not in action.data:  # a scanned Dark Magic card
            card = card_of(self.book, action)
            if card.kind != "dark_magic":
                raise Rejected(f"{card.text()} is no Dark Magic card: play it into the Spell Book")
            word = card.word
        else:
            word = require(action, "word", str).strip().upper()
            card = self.book.find(word, (), "") if word else None
        if not word:
            raise MalformedInput('"word" must be the Dark Magic word')
        if card is not None and card.kind == "dark_magic":
            self._check_deck(state, card)
            state = self._spent(state, card)
        hands, towers = list(state.hands), list(state.towers)
        hands[player] -= 1
        piles = list(state.dark_magic)
        piles[player] = piles[player] + (word,)
        said = f"{state.names[player]} cast {word}"
        if hands[player] > 0:
            target = _target(state, action, "Dark Magic: say whose tower gets a card from your hand")
            hands[player] -= 1
            towers[target] += 1
            said += f" and added a card to {state.names[target]}'s tower"
        state = replace(state, hands=tuple(hands), towers=tuple(towers), dark_magic=tuple(piles))
        state = replace(state, spell=state.spell_for(player), spell_by=player, last=said)
        state = self._earn(state, player, 0)
        return races.lapse(self._next_turn(state))

    def _do_pass(self, state: St, action: Action) -> St:
        player = self._on_turn(state, action)
        hands = list(state.hands)
        hands[player] += 1
        state = replace(state, hands=tuple(hands), draw_pile=state.draw_pile - 1,
                        last=f"{state.names[player]} passed and drew a card")
        return races.lapse(self._next_turn(self._drew(state, player)))

    def _drew(self, state: St, player: int) -> St:
        """What a player drawing a card changes besides the counts: nothing here (Nights: a hand
        shown by SPREAD is taken up again)."""
        return state

    def _do_punish(self, state: St, action: Action) -> St:
        player = player_of(state, action)
        why = action.get("why")
        if why not in self.punishments:
            raise MalformedInput(f'"why" must be one of {", ".join(self.punishments)}, not {why!r}')
        if why == "called_out" and not state.can_be_called_out(player):
            raise Rejected(f"{state.names[player]} {self.nothing_to_forget}")
        return self._punish(state, player, why)

    def _punish(self, state: St, player: int, why: str) -> St:
        name = state.names[player]
        if why in ("swearing", "mistake") and not state.setup.swearing:
            raise Rejected("punishing swearing and Spell Book mistakes is an optional rule this table "
                           "did not switch on")
        towers = list(state.towers)
        towers[player] += 1
        words = {"missed_spell": "did not say the spell", "called_out": "forgot their Dark Magic word",
                 "swearing": "swore", "mistake": "made a Spell Book mistake"}[why]
        return replace(state, towers=tuple(towers), draw_pile=state.draw_pile - 1,
                       last=f"{name} {words}: +1 tower card from the draw pile")

    def _do_buzz(self, state: St, action: Action) -> St:
        return races.buzz(state, action)

    def _do_withdraw(self, state: St, action: Action) -> St:
        return races.withdraw(state, action)

    def _do_reveal(self, state: St, action: Action) -> St:
        return escape.reveal(self.book, state, action)

    def _do_double(self, state: St, action: Action) -> St:
        player = player_of(state, action)
        name = state.names[player]
        card = card_of(self.book, action)
        self._check_deck(state, card)
        page = page_of(action) if "page" in action.data else self._page_showing(state, card.word)
        top = state.pages[page]
        if top.word != card.word:
            raise Rejected(f"DOUBLE needs the same word: the {PAGES[page]} {self.side} shows "
                           f"{top.word or 'no word'}, not {card.word}")
        if top.doubled >= self.book.doubles_per_word:
            raise Rejected(f"{top.word} was already doubled twice: a word doubles at most twice")
        if state.hands[player] < 1:
            raise Rejected(f"{name} has no card in hand")
        state = self._spent(races.claim(state, player), card)
        call = "DOUBLE" if top.doubled == 0 else "DOUBLE-DOUBLE"
        pages = with_page(state.pages, page, replace(page_from_card(card), doubled=top.doubled + 1))
        hands = list(state.hands)
        hands[player] -= 1
        state = replace(state, hands=tuple(hands), pages=pages, spell=f"{call} {card.word}!",
                        spell_by=player, last=f"{name}: {call} {card.word}")
        # Ability icons are ignored on Doubles; play resumes where it left off (the turn stays).
        return self._earn_double(state, player, card, top.doubled, action)

    def _page_showing(self, state: St, word: str) -> int:
        """The one page a Double that names no page goes on."""
        same = [i for i, p in enumerate(state.pages) if p.word == word]
        if not same:
            raise Rejected(f"DOUBLE needs a {self.side} showing {word}: the {self.book_name} shows {_words(state)}")
        if len(same) > 1:
            raise MalformedInput(f'both {self.side}s show this word: say which "page"')
        return same[0]

    def _earn_double(self, state: St, player: int, card: Card, doubled: int,
                     action: Action) -> St:
        """The tower cards a Double earns (`doubled`: Doubles already on the word)."""
        return self._earn(state, player, self.book.double_tower_cards[doubled])

    # -- effects -------------------------------------------------------------------------------
    def _earn(self, state: St, player: int, earned: int, fast: bool = False) -> St:
        """Tower cards earned by a play, with the empty-hand rule and the combo rule: an emptied
        hand earns one tower card (two with FAST 2); all earned tower cards come first, then the
        hand refills from the draw pile up to five."""
        emptied = state.hands[player] == 0
        if emptied:
            earned += 2 if fast else 1
        towers, hands = list(state.towers), list(state.hands)
        off = min(earned, towers[player])
        towers[player] -= off
        hands[player] += off
        draw_pile = state.draw_pile
        if emptied and towers[player] > 0:
            drawn = min(max(self.book.hand_max - hands[player], 0), draw_pile)
            hands[player] += drawn
            draw_pile -= drawn
        return replace(state, towers=tuple(towers), hands=tuple(hands), draw_pile=draw_pile)

    def _next_turn(self, state: St, stay: bool = False) -> St:
        if stay:
            return replace(state, play_all=True)
        return replace(state, turn=(state.turn + 1) % state.setup.count, play_all=False)

    def _check_end(self, state: St, t: float) -> St:
        """An emptied tower wins at once; an empty draw pile ends the game on the tie-breakers."""
        if state.over or state.to_reveal:
            return state  # ended by the reveals, or an escape waits for the others' reveals (optional rule)
        free = [p for p in range(state.setup.count) if state.towers[p] == 0]
        if free:
            winner = state.spell_by if state.spell_by in free else free[0]
            if state.setup.escape_reveal and state.escaping is None and state.draw_pile > 0:
                return escape.begin(state, winner)
            return replace(state, winner=winner, decided_by=TOWER_EMPTY, ended_at=t, play_all=False,
                           escaping=None)
        if state.draw_pile <= 0:
            ranking = state.ranking()
            best = state.standing(ranking[0])
            level = tuple(p for p in ranking if state.standing(p) == best)
            if len(level) > 1:
                return replace(state, draw_pile=0, tie=level, ended_at=t, play_all=False)  # level on all
            second = state.standing(ranking[1])
            breaker = next(i for i in range(4) if best[i] != second[i])
            return replace(state, draw_pile=0, winner=ranking[0], decided_by=BREAKERS[breaker],
                           ended_at=t, play_all=False)
        return state


def _target(state: SparkleState, action: Action, ask: str) -> int:
    return asked_seat(state, action, "target", f"{ask} (target)")


def _words(state: SparkleState) -> str:
    return " and ".join(p.word for p in state.pages if p.word) or "no words yet"


def _verdict(state: SparkleState) -> str:
    if state.tie:
        return "a tie between " + ", ".join(state.names[p] for p in state.tie)
    winner, why = state.winner, state.decided_by
    assert winner is not None and why is not None, "a game over with no tie ended with a winner, and why"
    return f"{state.names[winner]} won ({why.replace('_', ' ')})"

