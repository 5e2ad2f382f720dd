"""`companion history`, `companion stats`, `history export` and `history import` on a real log."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent / "companion"))
from history_support import lines_of, play_into  # noqa: E402

from companion.cli import main  # noqa: E402
from companion.log import ActionLog  # noqa: E402
from companion.people import PeopleStore  # noqa: E402


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "actions.sqlite3"
    log, people = ActionLog(path), PeopleStore(tmp_path / "people.sqlite3")
    ids = [people.add(name).id for name in ("Ann", "Bo", "Cy", "Di")]
    play_into(log, lines_of("won_game"), people=ids[:2])
    play_into(log, lines_of("sk_golden_four"), people=ids)
    log.close()
    return path


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_history_lists_every_game_newest_first_with_its_winner(db, capsys):
    code, out, _ = run(capsys, "history", "--db", str(db))
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2
    assert "Sparkle*Kitty" in lines[0] and "-> Bo" in lines[0] and "tower empty" in lines[0]
    assert "Kites" in lines[1] and "-> won together" in lines[1] and "Ann, Bo" in lines[1]


def test_history_json_filtered_by_game(db, capsys):
    code, out, _ = run(capsys, "history", "--db", str(db), "--game", "kites", "--json")
    (play,) = json.loads(out)
    assert code == 0 and play["title"] == "Kites" and play["result"] == "won" and play["winners"] == [0, 1]


def test_stats_finds_who_wins_most_and_one_player_alone(db, capsys):
    code, out, _ = run(capsys, "stats", "--db", str(db))
    assert code == 0 and out.splitlines()[0].startswith("Bo: 2 played, 2 won (100%), 2 won in a row")
    code, out, _ = run(capsys, "stats", "--db", str(db), "--player", "ann", "--json")
    (ann,) = json.loads(out)["people"]
    assert (ann["name"], ann["plays"], ann["wins"]) == ("Ann", 2, 1)
    code, _, err = run(capsys, "stats", "--db", str(db), "--player", "Zed")
    assert code == 1 and "Zed" in err


def test_export_bgstats_and_csv_then_import_into_another_box(db, tmp_path, capsys):
    out = tmp_path / "bg.json"
    assert run(capsys, "history", "export", "--db", str(db), "--format", "bgstats", "--out", str(out))[0] == 0
    backup = json.loads(out.read_text())
    assert len(backup["plays"]) == 2 and all("playDate" in p and "durationMin" in p for p in backup["plays"])
    csv_file = tmp_path / "plays.csv"
    assert run(capsys, "history", "export", "--db", str(db), "--format", "csv", "--out", str(csv_file))[0] == 0
    other = tmp_path / "other" / "actions.sqlite3"
    code, out_text, _ = run(capsys, "history", "import", str(csv_file), "--db", str(other))
    assert code == 0 and out_text.startswith("2 plays brought in")
    code, out_text, _ = run(capsys, "history", "--db", str(other))
    assert "-> Bo" in out_text.splitlines()[0]


def test_import_of_a_file_that_is_not_an_export_says_why(db, tmp_path, capsys):
    bad = tmp_path / "bad.csv"
    bad.write_text("name,score\nAnn,3\n")
    code, _, err = run(capsys, "history", "import", str(bad), "--db", str(db))
    assert code == 1 and "not a Table Companion CSV export" in err
