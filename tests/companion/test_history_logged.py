"""A logged game folded apart for History's end screens: the state the live table ended in, read
from the log alone, while another game goes on at the table untouched."""

from __future__ import annotations

import pytest

from companion.history.logged import LoggedGame
from companion.log import ActionLog
from history_support import lines_of, play_into


def test_a_logged_game_is_the_state_the_table_ended_in(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    sk = play_into(log, lines_of("sk_golden_four"))
    lost = play_into(log, lines_of("lost_two_timers"), until=200)
    live = play_into(log, lines_of("won_game"))  # a game still on at the table
    inputs_before = len(log.inputs(live.game_id))
    for table in (sk, lost):
        game = LoggedGame(log, table.game_id)
        assert game.game == table.game and game.current() == table.current() and game.current().over
        assert game.fold is not None and game.rules.book == table.rules.book
    assert LoggedGame(log, lost.game_id).now() == lost.current().ended_at  # the run-out, after its last input
    assert len(log.inputs(live.game_id)) == inputs_before and live.fold is not None  # nothing resumed or written


def test_a_game_the_log_does_not_hold_is_said(tmp_path):
    with pytest.raises(LookupError):
        LoggedGame(ActionLog(tmp_path / "actions.sqlite3"), 7)
