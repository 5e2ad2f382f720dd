"""The Nights `setup` input: which game, who plays, how the roles are dealt, Safe Words; and the
state right after the deal."""

from __future__ import annotations

from companion.actions import Action, require
from companion.errors import MalformedInput, Rejected
from companion.race import RaceRules
from companion.sparkle_kitty.nights import roles as R
from companion.sparkle_kitty.nights.book import NightsBook
from companion.sparkle_kitty.nights.state import CARDS, DEALT, NightsSetup, NightsState, Secret
from companion.sparkle_kitty.setup import dealt, read_deck, read_first, read_players, read_safe_words


def parse_setup(book: NightsBook, action: Action) -> tuple[NightsSetup, tuple[str, ...] | None]:
    """The setup, and the box's deal (None when real Knight cards are dealt)."""
    mode = action.get("mode", "nights")
    if mode not in R.MODES:
        raise MalformedInput(f'"mode" must be one of {", ".join(R.MODES)}, not {mode!r}')
    spec = book.modes[mode]
    players = read_players(action, spec.min_players, spec.max_players, spec.name, ages=False)
    first = read_first(action, players, 0)
    n = len(players)
    dragons = action.get("dragons", 1 if n % 2 else 0)
    if mode == "nights":
        allowed = (1,) if n % 2 else (0, 2)
        if dragons not in allowed or isinstance(dragons, bool):
            raise Rejected(f"Nights with {n} players has {' or '.join(map(str, allowed))} Dragon(s), not {dragons!r}")
    composition = R.composition(mode, n, dragons if mode == "nights" else 1)

    expansions, pineapple = read_safe_words(action, book.symbols)
    safe_words = bool(pineapple)
    options = action.get("options", {}) or {}
    if not isinstance(options, dict) or any(k != "team_wild" or not isinstance(v, bool) for k, v in options.items()):
        raise MalformedInput('"options" may only be {"team_wild": true|false}')
    team_wild = safe_words and options.get("team_wild", True)

    how = action.get("roles", CARDS)
    if how not in (DEALT, CARDS):
        raise MalformedInput(f'"roles" must be "{DEALT}" (the box deals) or "{CARDS}" (real Knight cards), not {how!r}')
    deal = None
    if how == DEALT:
        if "deal" in action.data:  # an explicit deal (tests, a table re-entering a known deal)
            deal = tuple(action["deal"]) if isinstance(action["deal"], list) else None
            if deal is None or sorted(deal) != sorted(composition):
                raise Rejected(f"the deal must be the role cards {sorted(composition)} in seat order")
        else:
            seed = require(action, "seed", int)
            deal = R.deal(mode, n, seed, dragons if mode == "nights" else 1)

    deck_cards = book.deck(n, safe_words, pineapple, team_wild)
    mirrors_out = sum(c.count for c in deck_cards if c.kind == "mirror") if mode == "vampire" else 0
    if mode == "vampire" and mirrors_out < n:
        raise Rejected(f"the Vampire game needs a Mirror card for each of the {n} players; the deck has {mirrors_out}")
    deck = read_deck(action, sum(c.count for c in deck_cards) - mirrors_out)
    setup = NightsSetup(
        players=players, first=first, deck=deck, race=RaceRules.from_setup(action),
        mode=mode, deal=how, tower=spec.tower, hand=book.hand,
        dragons=dragons if mode == "nights" else composition.count(R.DRAGON),
        expansions=expansions, replace_symbol=pineapple, team_wild=team_wild,
        composition=composition,
    )
    return setup, deal


def new_game(book: NightsBook, action: Action) -> NightsState:
    """The Sparkle*Kitty deal (the mode's towers), with Nights' fields: nobody exposed, out or
    enchanted; in the Vampire game a Mirror at every tower's base; the box's deal kept secret."""
    setup, deal = parse_setup(book, action)
    no = (False,) * setup.count
    return dealt(
        NightsState, setup, action.t, setup.tower, setup.hand, book.opening,
        exposed=no, escaped=no, teams=(None,) * setup.count, enchantments=((),) * setup.count,
        mirrors=(setup.mode == "vampire",) * setup.count, spread=no, cleared=no,
        secret=Secret(roles=deal, converted=no) if deal is not None else None,
    )
