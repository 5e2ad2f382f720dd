"""A Spot It! game at a real table (SQLite log): it ends in the log when the pile is empty, the
history keeps who won with each seat's cards, the stats have its lines, and an unfinished game is
kept as not finished."""

from __future__ import annotations

from companion.history.fold import play_of
from companion.history.stats import game_stats
from companion.log import ActionLog
from companion.table import Table


def whole_game(table: Table, now: list[float], takes) -> None:
    for seat in takes:
        now[0] += 1.0
        assert table.submit("buzz", origin="button", player=seat, tick=max(0.0, table.now() - 0.01)).accepted
        now[0] += 0.1
        assert table.submit("right", player=seat).accepted


def test_a_whole_game_ends_in_the_log_and_the_history_keeps_its_winner_and_cards():
    now = [0.0]
    log = ActionLog(":memory:")
    table = Table(log, clock=lambda: now[0])
    table.new_game("spotit", players=3, names=["Ann", "Ben", "Cy"])
    whole_game(table, now, [1] * 30 + [0] * 12 + [2] * 10)
    assert table.current().over
    row = log.last_game()
    assert row.ended_at == now[0] and row.result == "won"

    play = play_of(row.id, "spotit", 0.0, log.inputs(row.id), row.ended_at)
    assert play.finished and play.winners == (1,)
    assert [(s.name, s.score) for s in play.seats] == [("Ann", 13), ("Ben", 31), ("Cy", 11)]
    assert play.key == "{seat1} won with 31 cards; {seat0} 13, {seat1} 31, {seat2} 11"
    stats = game_stats([play])["spotit"]
    assert stats.plays == 1 and stats.extra["most_cards"] == 31 and "most_cards" in stats.labels


def test_a_tie_for_the_most_cards_is_a_shared_win_and_a_game_left_is_not_finished():
    now = [0.0]
    log = ActionLog(":memory:")
    table = Table(log, clock=lambda: now[0])
    table.new_game("spotit", players=2)
    whole_game(table, now, [0, 1] * 26 + [0])  # 53 cards: 28 and 27... one short of a tie
    assert table.current().winners == (0,)
    table.submit("undo")
    table.submit("undo")  # the last RIGHT and its buzz back: 27 and 27, one card left
    assert not table.current().over and table.current().cards == (27, 27)
    row = log.last_game()
    left = play_of(row.id, "spotit", 0.0, log.inputs(row.id), row.ended_at)
    assert not left.finished and left.result == "abandoned"

    table.new_game("spotit", players=2)
    whole_game(table, now, [0, 1] * 26 + [1])
    row = log.last_game()
    play = play_of(row.id, "spotit", 0.0, log.inputs(row.id), row.ended_at)
    assert play.winners == (1,) and play.result == "won"
