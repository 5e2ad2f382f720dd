"""How a Kites show ends: the grand finale, sand running out, every card played, the score; and
undo, which withdraws an input as if it had never been made."""

import pytest
from kites_game import RULES, Game


def finale_ready(game: Game, t: float = 1) -> None:
    """Player 0 has played and the pile holds one card: their draw starts the grand finale."""
    game.turn(0, ["red"], ["red"], t=t, draw=False)
    game.late(draw_pile=1)


# -- the grand finale -----------------------------------------------------------------------------
def test_the_draw_that_empties_the_pile_starts_the_grand_finale(started):
    finale_ready(started)
    assert started.state.phase == "playing"
    started.do("draw", 2, player=0)
    assert started.state.draw_pile == 0
    assert started.state.phase == "finale"
    assert started.state.in_finale


def test_in_the_grand_finale_a_one_colour_card_flips_only_its_own_timer(started, rules):
    finale_ready(started)
    started.do("draw", 2, player=0)
    started.do("play", 3, player=1, card=["yellow"])
    assert rules.allowed_flips(started.state) == {"yellow"}
    assert "white timer is locked in the grand finale" in started.reject("flip", 3, timer="white")
    started.do("flip", 3, timer="yellow")
    assert started.state.owed is None


def test_players_keep_playing_their_hands_in_the_grand_finale(started):
    finale_ready(started)
    started.do("draw", 2, player=0)
    started.turn(1, ["blue"], ["blue"], t=3, draw=False)
    assert "draw pile is empty" in started.reject("draw", 4, player=1)
    assert started.state.current_player == 0


# -- lost: sand runs out --------------------------------------------------------------------------
def test_the_show_is_lost_at_the_first_instant_a_standing_timer_is_empty(started, rules):
    assert rules.next_event(started.state) == 60
    state = rules.settle(started.state, 59.999)
    assert not state.over
    state = rules.settle(started.state, 75)
    assert state.over and state.result == "lost"
    assert state.ended_at == 60
    assert state.ran_out == ("white",)
    assert state.phase == "over"


def test_every_timer_that_empties_at_that_instant_ran_out(started, rules):
    started.turn(0, ["red"], ["red"], t=30)  # red: 30 s on top from 30 s, white empties at 60 too
    started.turn(1, ["yellow"], ["yellow"], t=31)
    state = rules.settle(started.state, 61)
    assert state.ended_at == 60
    assert state.ran_out == ("red", "white")


def test_timers_that_ran_out_together_are_empty_even_when_float_sums_differ_in_the_last_bit(rules):
    game = Game(2)
    game.do("start", 0.01)  # white empties at 0.01 + 60 = 60.01
    game.turn(0, ["red"], ["red"], t=30.01)  # red at 30.01 + 30 = 60.010000000000005
    report = game.report(70)
    assert report["ran_out"] == ["red", "white"]
    assert report["timers"]["red"] == {"capacity": 30, "state": "empty", "sand_top": 0}
    assert report["timers"]["white"] == {"capacity": 60, "state": "empty", "sand_top": 0}


def test_timers_freeze_where_they_were_when_the_show_ended(started, rules):
    started.turn(0, ["yellow", "blue"], ["yellow", "blue"], t=10)
    state = rules.settle(started.state, 500)
    assert state.ended_at == 60
    yellow, blue = state.timer("yellow"), state.timer("blue")
    for t in (60, 61, 500):
        assert yellow.top_at(t) == 10 and blue.top_at(t) == 25
    assert yellow.state_at(500) == "running"
    assert state.timer("red").state_at(500) == "lying"
    assert rules.next_event(state) is None


def test_an_input_at_the_instant_the_show_ended_is_refused(started):
    reason = started.reject("play", 60, player=0, card=["red"])
    assert reason == "the show is over: sand ran out at 60 s"


@pytest.mark.parametrize(
    "do, fields",
    [
        ("play", {"player": 0, "card": ["red"]}),
        ("flip", {"timer": "white"}),
        ("draw", {"player": 0}),
        ("start", {}),
        ("undo", {}),
    ],
)
def test_every_input_after_the_end_is_refused_undo_included(started, do, fields):
    started.turn(0, ["red"], ["red"], t=1)
    assert "the show is over" in started.reject(do, 61, **fields)


def test_the_live_loop_can_wake_exactly_when_the_next_timer_runs_out(started, rules):
    assert rules.next_event(started.state) == 60
    started.turn(0, ["red"], ["red"], t=40)  # red empties at 70, after the white one
    assert rules.next_event(started.state) == 60
    started.turn(1, ["yellow"], ["white"], t=45)  # white: 15 on top -> 45, empties at 90
    assert rules.next_event(started.state) == 70


# -- won: every card played -----------------------------------------------------------------------
def last_cards(game: Game, hands=(1, 0)) -> None:
    game.late(draw_pile=0, hands=hands)


def test_the_show_is_won_when_the_last_card_is_played_and_its_flips_are_done(started):
    last_cards(started)
    started.do("play", 5, player=0, card=["red", "blue"])
    started.do("flip", 6, timer="red")
    assert not started.state.over  # blue is still owed
    started.do("flip", 7, timer="blue")
    state = started.state
    assert (state.result, state.ended_at, state.cards_left, state.phase) == ("won", 7, 0, "over")
    assert started.report(9)["score_band"] == "0"
    assert started.report(9)["timers"]["white"]["sand_top"] == 53  # frozen at 7 s


def test_the_show_is_not_won_while_cards_wait_in_the_pile(started):
    started.late(draw_pile=3, hands=(1, 0))
    started.turn(0, ["red"], ["red"], t=1, draw=False)
    assert not started.state.over
    started.do("draw", 2, player=0)
    assert started.state.hands == (1, 0)


# -- the score ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "left, band",
    [(0, "0"), (1, "1-6"), (6, "1-6"), (7, "7-15"), (15, "7-15"), (16, "16-20"), (20, "16-20"),
     (21, "21-39"), (39, "21-39"), (40, "40-60"), (60, "40-60"), (65, "40-60")],
)
def test_a_lost_show_is_scored_by_the_cards_left(started, left, band):
    started.late(draw_pile=left, hands=(0, 0))
    report = started.report(60)
    assert report["cards_left"] == left
    assert report["score_band"] == band
    assert RULES.book.band_for(left).verdict


def test_no_score_while_the_show_goes_on(started):
    assert started.report(10)["score_band"] is None


# -- undo -----------------------------------------------------------------------------------------
def test_undo_with_nothing_to_withdraw_is_refused():
    game = Game(2)
    assert game.reject("undo", 0) == "nothing to undo"


def test_undo_withdraws_the_last_input_as_if_it_had_never_been_made(started):
    started.do("play", 10, player=0, card=["red"])
    before_flip = started.report(20)
    started.do("flip", 12, timer="white")
    started.do("undo", 20)
    assert started.report(20) == before_flip
    assert started.state.owed is not None  # the card still owes its flip
    started.do("flip", 21, timer="red")


def test_undos_in_a_row_go_further_back(started):
    started.turn(0, ["red"], ["red"], t=5)
    for _ in range(3):  # the draw, the flip, the play
        started.do("undo", 6)
    assert started.state.hands == (5, 5) and started.state.draw_pile == 43
    assert started.state.timer("red").state_at(6) == "lying"
    started.do("undo", 7)  # the start
    assert started.state.phase == "ready"
    assert started.reject("undo", 8) == "nothing to undo"


def test_undoing_the_draw_that_started_the_finale_reopens_the_pile(started):
    finale_ready(started)
    started.do("draw", 2, player=0)
    started.do("undo", 3)
    assert started.state.phase == "playing" and started.state.draw_pile == 1


def test_undoing_the_last_flip_of_a_won_show_at_its_moment_takes_the_win_back(started):
    last_cards(started)
    started.turn(0, ["red"], ["red"], t=5, draw=False)
    assert started.state.result == "won"
    assert "the show is over: every card was played" in started.reject("undo", 6)
    started.do("undo", 5)  # the end screen's UNDO: the red flip is owed again
    assert not started.state.over and started.state.owed is not None


def test_undoing_a_flip_that_kept_a_timer_alive_loses_the_show_when_it_would_have_run_out(started, rules):
    # Withdrawn "as if it had never been made": without the flip the white timer emptied at 60 s,
    # so an undo at 65 s finds the show lost at 60 s.
    started.turn(0, ["red"], ["white"], t=50, draw=False)
    started.do("undo", 65)
    state = started.state
    assert (state.result, state.ended_at, state.ran_out) == ("lost", 60, ("white",))


def test_an_undo_stamped_at_the_last_input_takes_the_show_back_from_its_end(started):
    started.turn(0, ["red"], ["red"], t=1)  # red empties at 31, white at 60
    started.fold.settle(61)  # the live loop saw the sand run out
    assert started.state.over and started.state.input_at == 1
    assert "the show is over" in started.reject("undo", 61)  # later, it would only run out again
    started.do("undo", started.state.input_at)  # the end screen's UNDO: back to before the draw
    state = started.state
    assert not state.over and state.owes_draw(0) and started.top("red", 1) == 30
