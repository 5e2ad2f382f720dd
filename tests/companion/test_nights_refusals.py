"""Issue 21.2, Nights: no refusal is an oracle for another seat's secret. Each attack is played on
twin games that differ in one secret (the box's deal): the table (and every seat the secret is not
about) must get the same answer, word for word, from both. An outcome that hangs on a hidden fact
is resolved by the rules; a contradiction goes to the contradicted player's private view alone;
what only a hidden role may choose is judged on that player's own Knight, told privately."""

from __future__ import annotations

from companion.errors import MalformedInput, Rejected
from companion.sparkle_kitty.nights.audience import CHOSEN_PRIVATELY
from nights_game import RULES, Game

# Werewolf, 5 seats: Ann nice, Bo naughty, Cy the Werewolf, Di nice, Ed naughty; and its twin with
# Bo and Cy swapped (Bo the Werewolf).
WOLF_CY = ["nice", "naughty", "werewolf", "nice", "naughty"]
WOLF_BO = ["nice", "werewolf", "naughty", "nice", "naughty"]


def answer(g: Game, do: str, **data):
    """What the sender is told: (accepted, the reason's words)."""
    try:
        g(do, **data)
    except (Rejected, MalformedInput) as exc:
        return False, str(exc)
    return True, None


def werewolf(deal):
    g = Game(5, "werewolf", deal=deal, deck=300)
    g.open()
    return g


def public(g: Game):
    return RULES.public_view(g.state)


# -- a freed Knight's guess ----------------------------------------------------------------------
def test_a_guess_said_with_an_answer_is_resolved_by_the_deal_never_refused():
    """Ann is freed and names Bo, the table saying "he is the Werewolf". Refused when he is not,
    that told Ann before her guess counted. Now both twins take the guess; the deal answers it."""
    games = [werewolf(deal) for deal in (WOLF_CY, WOLF_BO)]
    for g in games:
        g.knock(1, 0, 4)  # Bo frees Ann: she owes her guess
        assert [(x.kind, x.player) for x in g.state.pending] == [("guess", 0)]
    assert public(games[0]) == public(games[1])
    answers = [answer(g, "guess", player=0, suspect=1, werewolf=True) for g in games]
    assert answers == [(True, None), (True, None)]
    cy, bo = (g.state for g in games)
    assert [x.right for x in cy.guesses] == [False] and [x.right for x in bo.guesses] == [True]
    # the contradiction goes to the suspect alone: Bo, who knows his own Knight
    assert RULES.private_view(cy, 1)["notices"] and not RULES.private_view(bo, 1)["notices"]
    assert all(not RULES.private_view(cy, p)["notices"] for p in (0, 2, 3, 4))


def test_a_guess_said_not_the_werewolf_of_the_werewolf_is_her_answer_by_the_deal():
    g = werewolf(WOLF_BO)
    g.knock(2, 0, 4)
    s = g("guess", player=0, suspect=1, werewolf=False)
    assert s.guesses[-1].right and s.over and s.win_condition == "werewolf_guessed"


# -- a Mirror's take -----------------------------------------------------------------------------
def test_a_mirror_said_to_take_is_played_by_what_the_peek_showed_never_refused():
    """Di (nice) casts Mirror at Ann, the table saying "an enemy: take". Ann is Di's ally in one
    twin and her enemy in the other: the refusal "not what this Mirror allows" told ally from
    enemy with the Mirror still in hand. Both twins now play the Mirror."""
    ally = ["nice", "naughty", "werewolf", "nice", "naughty"]
    enemy = ["naughty", "nice", "werewolf", "nice", "naughty"]
    games = [werewolf(deal) for deal in (ally, enemy)]
    for g in games:
        g.to_turn(3)
    assert public(games[0]) == public(games[1])
    answers = [answer(g, "enchant", player=3, card="mirror-1", peek=0, take=True) for g in games]
    assert answers == [(True, None), (True, None)]
    spared, taken = (g.state for g in games)
    assert spared.towers[0] == 4 and spared.peeks[-1][2] is False  # an ally: nothing happens
    assert taken.towers[0] == 3 and taken.peeks[-1][2] is True
    assert RULES.private_view(spared, 3)["notices"] and not RULES.private_view(taken, 3)["notices"]
    assert not RULES.private_view(spared, 0)["notices"]


# -- what only a hidden role may choose ----------------------------------------------------------
NIGHTS_BO_DRAGON = ["nice", "dragon", "naughty", "nice", "naughty"]
NIGHTS_CY_DRAGON = ["nice", "naughty", "dragon", "nice", "naughty"]


def nights(deal):
    return Game(5, deal=deal)


def test_the_tables_try_to_expose_a_hidden_player_early_is_refused_alike_whoever_is_the_dragon():
    for fields in ({}, {"role": "dragon"}, {"role": "nice"}):
        answers = [answer(nights(deal), "expose", player=1, **fields) for deal in (NIGHTS_BO_DRAGON, NIGHTS_CY_DRAGON)]
        assert answers[0] == answers[1] == (False, CHOSEN_PRIVATELY.format(what="a Dragon's early exposure"))


def test_a_dragon_told_privately_exposes_and_anyone_else_is_told_alone_why_not():
    g = nights(NIGHTS_BO_DRAGON)
    assert answer(g, "expose", player=2, private=True)[1] == \
        "only a Dragon may show their Knight before their tower is empty"  # Cy's own Knight: to Cy alone
    s = g("expose", player=1, private=True)
    assert s.exposed[1] and s.teams[1] == "dragon"


VAMPIRE_ANN = ["vampire", "knight", "knight", "knight", "knight"]
VAMPIRE_BO = ["knight", "vampire", "knight", "knight", "knight"]


def vampire(deal):
    g = Game(5, "vampire", deal=deal, deck=300)
    g.open()
    g.to_turn(0)
    return g


def test_the_tables_bury_is_refused_alike_whoever_is_the_main_vampire():
    """Ann's Dark Magic onto her own tower, from the table: refused only when she was not the
    Vampire (and taken when she was), it told who she is. Now one sentence for both twins."""
    add = {"word": "ADDY", "colour": "blue", "symbol": "moon", "ability": "add"}
    for do, fields in (("enchant", {"card": "dm-slippery", "to": 0}),
                       ("play", {"card": add, "page": "left", "to": 0})):
        answers = [answer(vampire(deal), do, player=0, **fields) for deal in (VAMPIRE_ANN, VAMPIRE_BO)]
        assert answers[0] == answers[1] == (False, CHOSEN_PRIVATELY.format(what="a BURY (a card onto your own tower)"))


def test_the_tables_try_to_show_a_dealt_knight_is_refused_alike_whatever_it_is():
    answers = [answer(vampire(deal), "reveal_role", player=0, role="vampire") for deal in (VAMPIRE_ANN, VAMPIRE_BO)]
    assert answers[0] == answers[1] == (False, CHOSEN_PRIVATELY.format(what="showing a Knight the box dealt"))
    g = vampire(VAMPIRE_ANN)
    assert answer(g, "reveal_role", player=1, role="vampire", private=True) == \
        (False, "that is not the Knight the box dealt you")  # Bo's own Knight: to Bo alone
    assert g("reveal_role", player=0, role="vampire", private=True).teams[0] == "vampire"


def test_a_freed_knights_flip_shows_the_deal_whatever_role_the_table_said():
    """Werewolf, the box's deal: the Werewolf frees a Knight and shows herself, so the Knight
    flips with no guess. A role said with it that is not the deal's is no refusal: the card shows the deal,
    and the freed player alone hears of the contradiction."""
    g = werewolf(WOLF_CY)
    g.knock(2, 0, 4)  # Cy, the Werewolf, frees Ann
    g("reveal_role", player=2, role="werewolf", private=True)  # and shows herself: Ann's guess is lost
    assert [(x.kind, x.player) for x in g.state.pending] == [("expose", 0)]
    s = g("expose", player=0, role="naughty")
    assert s.teams[0] == "nice" and RULES.private_view(s, 0)["notices"]


# -- an early exposure where no Dragon is hidden (issue 23) ---------------------------------------
def test_nobody_may_expose_early_in_a_game_with_no_dragon_hidden_and_the_reason_is_public():
    from companion.sparkle_kitty.nights.needs import early_exposers

    wolf = werewolf(WOLF_CY)  # Werewolf for five: the Werewolf and two teams, no Dragon
    assert early_exposers(wolf.state) == []
    for deal in (WOLF_CY, WOLF_BO):  # alike whoever the Werewolf is: the mix is public
        assert answer(werewolf(deal), "expose", player=1, private=True) == \
            (False, "this game has no Dragon: a Knight shows only once its tower is empty")
    cards = Game(5, "werewolf", roles="cards")
    assert answer(cards, "expose", player=1, role="dragon")[0] is False
    assert early_exposers(Game(4, "nights", dragons=0).state) == []  # Nights for four without Dragons
    assert early_exposers(Game(5, "vampire", deal=["vampire", "knight", "knight", "knight", "knight"]).state) == []
    six = Game(6, "werewolf", roles="cards")  # Werewolf for six: a Dragon in the mix
    assert early_exposers(six.state) == list(range(6))
    six("expose", player=2, role="dragon")
    assert early_exposers(six.state) == []  # the one Dragon is face up: nobody else may
    assert answer(six, "expose", player=3, role="dragon") == \
        (False, "every Dragon is face up: a Knight shows only once its tower is empty")
    nights_game = nights(NIGHTS_CY_DRAGON)  # Nights for five: one Dragon, hidden
    assert early_exposers(nights_game.state) == [0, 1, 2, 3, 4]
