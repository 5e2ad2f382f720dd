"""The boards' view-models (board_model.py of the Sparkle*Kitty, Nights and Kittens boards): what
each board shows, what its sheets offer and whose a sheet is, from states reached through the
fold. No window: plain values in, plain values out."""

from __future__ import annotations

from companion.actions import Action
from companion.fold import Fold
from companion.kittens import KittensRules
from companion.sparkle_kitty import SparkleRules
from companion.sparkle_kitty.nights import NightsRules
from ui.screens.ek_board import board_model as ek
from ui.screens.sk_board import board_model as sk
from ui.screens.skn_board import board_model as skn

FOUR = [{"name": "Ann", "age": 9}, {"name": "Bo", "age": 7}, {"name": "Cy", "age": 11}, {"name": "Di", "age": 40}]
ANN, BO, CY, DI = range(4)


class Game:
    def __init__(self, rules, **setup):
        self.rules, self.fold, self.t = rules, Fold(rules), 0.0
        self.fold.submit(Action("setup", 0.0, setup))

    def __call__(self, do, **data):
        self.t += 1
        return self.fold.submit(Action(do, self.t, data))

    @property
    def state(self):
        return self.fold.state


# -- Exploding Kittens ----------------------------------------------------------------------------
def kittens(players=4):
    return Game(KittensRules(), game="kittens", players=players, expansions=["streaking"])


def test_the_kittens_board_shows_the_odds_whose_turn_and_each_tile():
    game = kittens()
    view = ek.board_view(game.rules.book, game.state)
    assert view.to_act == "P1" and view.owed == "1 turn owed" and not view.pending
    assert view.odds.endswith("%") and view.odds_word in ("SAFE", "LOW", "RISKY", "DANGER", "CERTAIN")
    assert [t.status for t in view.tiles] == ["TURN", "", "", ""]
    assert view.history == "Nothing played yet"
    game("draw", player=0, card="exploding_kitten")
    view = ek.board_view(game.rules.book, game.state)
    assert view.pending and view.owed == "Exploding Kitten!\nDEFUSE or EXPLODE"
    assert view.history.endswith("P1 drew: Exploding Kitten!")


def test_a_kittens_sheet_belongs_to_the_player_to_act_until_the_table_moves_on():
    game = kittens()
    flow = {"kind": "play", "player": 0}
    owner = ek.sheet_owner(game.state, flow)
    assert ek.sheet_owner(game.state, flow) == owner  # the same moment: the sheet still fits
    game("draw", player=0)  # P1 drew a safe card: P2 acts now
    assert ek.sheet_owner(game.state, flow) != owner
    assert ek.stale_notice(game.state, owner) == "P1's entry closed, nothing sent: the table moved on, P2 acts now"
    assert ek.sheet_owner(game.state, {"kind": "play"}) is None  # a sheet for nobody fits any moment


def test_play_offers_no_card_that_has_its_own_button_and_defuse_may_keep_a_drawn_kitten():
    game = kittens()
    offered = ek.play_cards(game.rules.book, game.state)
    assert offered and not set(offered) & {"exploding_kitten", "imploding_kitten", "defuse", "nope"}
    assert "streaking_kitten" not in offered  # only for a player who may own up, or picks blind
    game("draw", player=0, card="exploding_kitten")
    assert ek.may_keep(game.state, 0)  # drawn from the pile, with Streaking Kittens in the game


# -- Sparkle*Kitty --------------------------------------------------------------------------------
def sparkle():
    return Game(SparkleRules(), game="sparkle_kitty", players=FOUR)  # Bo, the youngest, first


def test_the_sparkle_board_shows_whose_turn_and_what_the_opening_book_asks():
    game = sparkle()
    view = sk.turn_view(game.state)
    assert view.turn_name == "Bo" and view.spell_who == "the opening Spell Book: play a card with"
    assert view.spell == "match star or heart"
    game("play", player=BO, card="jiggle-pink", page="left")
    view = sk.turn_view(game.state)
    assert (view.spell, view.spell_who, view.turn_name) == ("JIGGLE", "Bo says", "Cy")
    seats = sk.seat_views(game.state, lambda seat: sk.dark_magic_words(game.state, seat))
    assert [s.turn for s in seats] == [False, False, True, False] and not any(s.lit for s in seats)


def test_a_double_is_offered_on_the_page_showing_the_word_with_the_cards_in_hands():
    game = sparkle()
    game("play", player=BO, card="jiggle-pink", page="left")
    rows = sk.double_rows(game.rules, game.state)
    assert [(r.side, r.word, r.call) for r in rows] == [("left", "JIGGLE", "DOUBLE")]
    assert "jiggle-pink" not in [c.id for c in rows[0].cards]  # the card on the page is in nobody's hand
    assert all(c.word == "JIGGLE" for c in rows[0].cards)


def test_a_play_sheet_is_the_on_turn_players_and_a_punishment_anyones():
    game = sparkle()
    owner = sk.sheet_owner(game.state, {"kind": "play"})
    assert sk.sheet_owner(game.state, {"kind": "punish"}) is None
    game("pass", player=BO)
    assert sk.sheet_owner(game.state, {"kind": "play"}) != owner
    assert sk.stale_notice(game.state, owner) == "Bo's entry closed, nothing sent: the table moved on, Cy plays now"
    assert sk.punish_reasons(game.state) == ["missed_spell", "called_out"]  # swearing: an optional rule


def test_play_offers_each_word_once_and_a_card_by_word_and_colour():
    cards = SparkleRules().book.cards
    words = sk.play_words(cards)
    assert len(words) == len(set(words)) and "JIGGLE" in words
    assert sk.card_for(cards, "JIGGLE", "pink").id == "jiggle-pink"
    assert sk.card_for(cards, "JIGGLE", "") is None


# -- Nights ---------------------------------------------------------------------------------------
def nights():
    return Game(NightsRules(), game="sparkle_kitty_nights", mode="nights", players=["Ann", "Bo", "Cy", "Di"])


def test_a_nights_tile_shows_only_what_the_table_has_seen():
    game = nights()
    views = [skn.knight_view(game.state, seat) for seat in range(4)]
    assert all(v.team_text == "" and v.team_role is None for v in views)  # no Knight exposed yet
    assert all(not v.out and v.enchantment == "" for v in views)
    assert skn.pending_words(game.state) == ""


def test_nights_sheets_offer_the_rules_seats():
    game = nights()
    turn = game.state.turn
    assert turn not in skn.peek_seats(game.state) and len(skn.peek_seats(game.state)) == 3
    assert skn.steal_seats(game.state) == []  # nobody has an enchantment to take yet
    assert skn.towers_open(game.state) == [0, 1, 2, 3]
    assert skn.sheet_owner(game.state, {"kind": "enchant"}) == ("turn", turn)
    assert skn.sheet_owner(game.state, {"kind": "teams"}) is None


# -- Buzzers --------------------------------------------------------------------------------------
def test_the_buzzers_view_names_the_winner_and_the_others_margins_through_the_formatter():
    from companion.buzzers.rules import BuzzersRules
    from ui.screens.buzzers import board_model as bz

    game = Game(BuzzersRules(), game="buzzers", players=3)
    first, second = game.state.players[:2]
    name = lambda seat: f"Seat {seat}"  # noqa: E731  (the screen hands in the one seat formatter)
    listed = lambda seats: " and ".join(name(s) for s in seats)  # noqa: E731
    assert bz.buzzers_view(game.state, name, listed).phase == "armed"  # free arming: the default
    game("buzz", player=second, tick=0.5)
    game.fold.submit(Action("buzz", 1.504, {"player": first, "tick": 0.508}))
    from ui.race_words import FRAMES

    FRAMES.clear()
    FRAMES.note(0.0333)  # the app's frames: an on-screen margin is good to one (said with it)
    view = bz.buzzers_view(game.rules.settle(game.state, 5.0), name, listed)
    assert view.headline == f"SEAT {second}" and view.detail == (  # under 10 ms: a tenth shown (held together)
        f"Seat\u00a0{first}\u00a0+8.0\u00a0ms (on\u00a0screen:\u00a0±\u00a034\u00a0ms)")
    assert [lamp.level for lamp in view.lamps if lamp.seat == second] == [1.0]
    assert {lamp.seat for lamp in view.lamps if lamp.pressed} == {first, second}
    assert view.can_reset and bz.margin_text(0.0003) == "+0.3 ms"
