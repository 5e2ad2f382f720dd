"""The `companion replay` contract as a user meets it: exit statuses, `line N: ...` errors, --at,
and the readable summary. Every call is a real subprocess of `python -m companion`."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

SCENARIOS = Path(__file__).resolve().parent / "scenarios"
SETUP = '{"t":0,"do":"setup","game":"kites","players":2}'
START = '{"t":0,"do":"start"}'


def companion(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "companion", *args], input=stdin, capture_output=True, text=True, timeout=60
    )


def replay_file(tmp_path: Path, *lines: str, args=("--json",)) -> subprocess.CompletedProcess:
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return companion("replay", str(path), *args)


# -- malformed input: exit 2 and `line N: what is wrong` ------------------------------------------
@pytest.mark.parametrize(
    "lines, error",
    [
        ((SETUP, START, '{"t":1,"do":"play","player":0,"card":["red"]'), "line 3: not JSON"),
        ((SETUP, '{"t":1,"do":"dance"}'), "line 2: unknown input 'dance'"),
        ((SETUP, START, '{"t":1,"do":"play","card":["red"]}'), 'line 3: "play" needs the field "player"'),
        ((SETUP, START, '{"t":1,"do":"flip"}'), 'line 3: "flip" needs the field "timer"'),
        ((SETUP, '{"t":1,"timer":"red"}'), 'line 2: missing field "do"'),
        ((SETUP, '{"t":5,"do":"start"}', '{"t":4,"do":"undo"}'), "line 3: t goes backwards (4 after 5)"),
        ((SETUP, '{"t":-1,"do":"start"}'), 'line 2: "t" must be a number of seconds >= 0'),
        ((SETUP, '{"t":"soon","do":"start"}'), 'line 2: "t" must be a number'),
        ((SETUP, START, '{"t":1,"do":"play","player":0,"card":[]}'), 'line 3: "card" must list one or two'),
        ((START,), "line 1: the first input must be the setup"),
        (('{"t":0,"do":"setup","game":"chess","players":2}',), "line 1: unknown game 'chess'"),
        (('{"t":0,"do":"setup","game":"kites","players":9}',), "line 1: Kites is for 2 to 6 players, not 9"),
        (('{"t":0,"do":"setup","game":"kites"}',), 'line 1: "setup" needs the field "players"'),
        (("[1, 2]",), "line 1: an input must be a JSON object"),
        (("", "  "), "line 1: the file holds no inputs"),
    ],
)
def test_malformed_input_exits_2_naming_the_line(tmp_path, lines, error):
    done = replay_file(tmp_path, *lines)
    assert done.returncode == 2
    assert done.stderr.startswith(error), done.stderr
    assert done.stdout == ""


def test_a_missing_field_is_malformed_even_after_the_show_is_over(tmp_path):
    done = replay_file(tmp_path, SETUP, START, '{"t":70,"do":"play","card":["red"]}')
    assert done.returncode == 2
    assert done.stderr.startswith('line 3: "play" needs the field "player"')


def test_blank_lines_still_count_in_line_numbers(tmp_path):
    done = replay_file(tmp_path, SETUP, "", START, '{"t":1,"do":"dance"}')
    assert done.stderr.startswith("line 4: unknown input 'dance'")


def test_a_missing_t_takes_the_moment_of_the_line_before(tmp_path):
    done = replay_file(tmp_path, SETUP, '{"t":10,"do":"start"}', '{"do":"play","player":0,"card":["red"]}')
    assert done.returncode == 0
    assert json.loads(done.stdout)["at"] == 10


def test_a_file_that_cannot_be_read_exits_2(tmp_path):
    done = companion("replay", str(tmp_path / "nowhere.jsonl"), "--json")
    assert done.returncode == 2 and "cannot read" in done.stderr


# -- rejected inputs are not errors ---------------------------------------------------------------
def test_rejected_inputs_exit_0_and_are_listed_with_their_line(tmp_path):
    done = replay_file(tmp_path, SETUP, START, '{"t":1,"do":"flip","timer":"red"}', '{"t":2,"do":"undo"}',
                       '{"t":3,"do":"undo"}')
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert [r["line"] for r in report["rejected"]] == [3, 5]
    assert report["rejected"][1]["reason"] == "nothing to undo"
    assert report["phase"] == "ready"


# -- --at -----------------------------------------------------------------------------------------
def test_at_defaults_to_the_last_line(tmp_path):
    done = replay_file(tmp_path, SETUP, START, '{"t":12.5,"do":"play","player":0,"card":["red"]}')
    report = json.loads(done.stdout)
    assert report["at"] == 12.5
    assert report["timers"]["white"]["sand_top"] == 47.5


def test_at_a_later_moment_lets_the_sand_run(tmp_path):
    done = replay_file(tmp_path, SETUP, START, args=("--json", "--at", "20"))
    assert json.loads(done.stdout)["timers"]["white"] == {"capacity": 60, "state": "running", "sand_top": 40}


def test_at_after_a_timer_runs_out_reports_the_show_lost_at_that_instant():
    done = companion("replay", str(SCENARIOS / "warmup.jsonl"), "--json", "--at", "50")
    report = json.loads(done.stdout)
    assert (report["phase"], report["result"], report["ended_at"], report["ran_out"]) == ("over", "lost", 45, ["red"])
    assert report["at"] == 50
    assert report["timers"]["white"] == {"capacity": 60, "state": "running", "sand_top": 15}  # frozen at 45
    assert report["score_band"] == "21-39"


def test_at_earlier_than_the_last_line_is_an_error(tmp_path):
    done = replay_file(tmp_path, SETUP, '{"t":5,"do":"start"}', args=("--json", "--at", "4"))
    assert done.returncode == 2
    assert "before the last input" in done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize("at", ["nan", "inf"])
def test_at_must_be_a_finite_moment(tmp_path, at):
    done = replay_file(tmp_path, SETUP, START, args=("--json", f"--at={at}"))
    assert done.returncode == 2 and "--at must be a number of seconds" in done.stderr


def test_at_the_last_line_itself_is_fine(tmp_path):
    assert replay_file(tmp_path, SETUP, '{"t":5,"do":"start"}', args=("--json", "--at", "5")).returncode == 0


# -- output ---------------------------------------------------------------------------------------
def test_json_output_is_one_object_with_every_contract_field():
    done = companion("replay", str(SCENARIOS / "undo_chain.jsonl"), "--json")
    assert len(done.stdout.strip().splitlines()) == 1
    report = json.loads(done.stdout)
    assert list(report) == ["game", "at", "phase", "result", "ended_at", "ran_out", "timers", "draw_pile", "hands",
                            "cards_left", "score_band", "silence", "rejected"]
    assert list(report["timers"]) == ["red", "orange", "yellow", "blue", "purple", "white"]


def test_without_json_a_readable_summary():
    done = companion("replay", str(SCENARIOS / "lost_two_timers.jsonl"))
    assert done.returncode == 0
    text = done.stdout
    assert "over, lost at 60 s" in text
    assert "ran out: red, white" in text
    assert "yellow  running 6 s on top of 60" in text
    assert "purple  lying" in text
    assert "cards left 50" in text
    assert "score band 40-60" in text
    assert "line 13 rejected: the show is over: sand ran out at 60 s" in text
    assert not text.lstrip().startswith("{")


def test_the_summary_says_when_silence_holds():
    done = companion("replay", str(SCENARIOS / "airplane_silence.jsonl"))
    assert "silence" in done.stdout


def test_replay_reads_stdin_with_a_dash():
    done = companion("replay", "-", "--json", stdin=SETUP + "\n" + START + "\n")
    assert done.returncode == 0
    assert json.loads(done.stdout)["phase"] == "playing"
