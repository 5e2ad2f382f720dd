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
    assert code == 0 and out.splitlines()[0].startswith("Bo: 2 played, 2 won (100%), 2 wins in a row")
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


# -- BG Stats (issue 22, finding 9) ----------------------------------------------------------------
@pytest.fixture
def evening(tmp_path, monkeypatch):
    """A box whose clock is not UTC, with a Sparkle*Kitty game, a won Kites show and a finished
    Nights game (teams shown at its end)."""
    import time

    from nights_game import Game as NightsGame

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    path = tmp_path / "actions.sqlite3"
    log, people = ActionLog(path), PeopleStore(tmp_path / "people.sqlite3")
    ids = [people.add(name).id for name in ("Ann", "Bo", "Cy", "Di")]
    play_into(log, lines_of("won_game"), people=ids[:2])
    play_into(log, lines_of("sk_golden_four"), people=ids)
    g = NightsGame(4, deal=["nice", "naughty", "nice", "naughty"])
    g.open()
    g.knock(1, 0, 3)
    g.knock(1, 2, 3)
    play_into(log, g.lines, people=ids)
    log.close()
    yield path
    monkeypatch.delenv("TZ")
    time.tzset()


def test_the_bg_stats_file_has_what_real_exports_carry(evening, tmp_path, capsys):
    import time

    out = tmp_path / "bg.json"
    assert run(capsys, "history", "export", "--db", str(evening), "--format", "bgstats", "--out", str(out))[0] == 0
    bg = json.loads(out.read_text())
    players = {p["id"]: p for p in bg["players"]}
    assert bg["userInfo"]["meRefId"] in players  # every real export and both writers carry it
    games = {g["name"]: g for g in bg["games"]}
    assert games["Sparkle*Kitty"]["highestWins"] is False  # fewest tower cards wins
    assert games["Sparkle*Kitty"]["noPoints"] is False
    assert games["Kites"]["noPoints"] is True and games["Kites"]["cooperative"] is True
    assert games["Sparkle*Kitty Nights"]["usesTeams"] is True
    assert all(set(g) >= {"highestWins", "noPoints", "usesTeams", "cooperative", "uuid"} for g in bg["games"])
    nights = next(p for p in bg["plays"] if p["gameRefId"] == games["Sparkle*Kitty Nights"]["id"])
    assert nights["usesTeams"] and all(s["team"] in ("1", "2") for s in nights["playerScores"])
    assert [s["team"] for s in nights["playerScores"]] == ["1", "2", "1", "2"]  # nice, naughty, ...
    assert all("rating" in p for p in bg["plays"])
    history = json.loads(run(capsys, "history", "--db", str(evening), "--json")[1])
    first = min(history, key=lambda p: p["date"])
    assert min(p["playDate"] for p in bg["plays"]) == time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(first["date"]))


def real_shaped_bgstats(me_uuid: str) -> dict:
    """A file as the BG Stats app writes one: its groups, tags, an anonymous player, games of its
    own (none of them ours) beside one of ours by its title, plays with every field it writes."""
    def score(ref, winner, score="", start=False, team=None):
        s = {"winner": winner, "seatOrder": 0, "score": score, "startPlayer": start, "playerRefId": ref,
             "rank": 0, "newPlayer": False}
        return s if team is None else {**s, "team": team}

    def play(uuid, date, game, scores, **extra):
        return {"uuid": uuid, "ignored": False, "rating": 0, "scoringSetting": 0, "playerScores": scores,
                "modificationDate": date, "playDate": date, "manualWinner": False, "locationRefId": 1, "rounds": 0,
                "usesTeams": False, "bggId": 0, "entryDate": date, "playImages": "[]", "importPlayId": 0,
                "durationMin": 25, "expansionPlays": [], "nemestatsId": 0, "gameRefId": game, **extra}

    game = {"highestWins": True, "minPlayTime": 30, "copies": [], "usesTeams": False, "bggYear": 2015,
            "noPoints": False, "modificationDate": "2022-10-25 16:48:25", "cooperative": False, "maxPlayTime": 30,
            "preferredImage": 0, "urlImage": "", "urlThumb": "", "isBaseGame": 1, "maxPlayerCount": 4,
            "minPlayerCount": 2, "minAge": 8, "designers": "", "rating": 0, "isExpansion": 0, "metaData": "{}"}
    return {
        "groups": [{"modificationDate": "2020-07-28 20:23:06", "uuid": "AC76C874-0000-4232-89E2-B3E823426827",
                    "isDefault": True, "isInternal": True, "type": "Basis", "name": "All Games"}],
        "userInfo": {"meRefId": 2},
        "players": [
            {"id": 1, "isAnonymous": True, "modificationDate": "2020-07-28 20:23:06", "name": "Anonymous player",
             "uuid": "63861461-0000-489A-8DF4-EFC4B4EDEBEF"},
            {"id": 2, "isAnonymous": False, "modificationDate": "2022-01-09 19:36:44", "name": "Mum", "bggUsername": "",
             "uuid": me_uuid},
            {"id": 3, "isAnonymous": False, "modificationDate": "2022-12-27 13:35:10", "name": "Gran", "bggUsername": "",
             "uuid": "373CF4FD-0000-4196-B805-7C797672B4CB", "tags": [{"tagRefId": 5, "metaData": "{}"}]},
        ],
        "locations": [{"id": 1, "modificationDate": "2022-01-09 18:05:21", "name": "Kitchen",
                       "uuid": "C8F5F1E4-0000-4A79-80C8-C91DFBF817C3"}],
        "games": [{**game, "id": 1, "name": "Arboretum", "bggName": "Arboretum", "bggId": 140934,
                   "uuid": "9A6E1B7D-0000-4F86-810A-2B060C8C147A"},
                  {**game, "id": 2, "name": "Sparkle*Kitty", "bggName": "Sparkle*Kitty", "bggId": 0, "highestWins": False,
                   "uuid": "11111111-0000-4F86-810A-2B060C8C147A"}],
        "plays": [
            play("B6C70BF9-0000-4C3B-930F-11AAC3679C22", "2022-12-25 15:32:30", 1, [score(2, False, "12"), score(3, True, "15")]),
            play("BAF3F9C9-0000-4C3B-930F-11AAC3679C22", "2022-12-26 18:00:00", 2,
                 [score(2, True, "0", start=True, team="0"), score(3, False, "4", team="0"), score(1, False, "6", team="0")],
                 comments="Mum's first win", board="", metaData="{}"),
        ],
        "tags": [{"isHidden": False, "id": 1, "modificationDate": "2022-10-25 16:48:25", "uuid": "BB72A9DF-0000-4A1B-973C-CFFD14E7C4FD",
                  "isDefault": False, "group": "Default", "isInternal": True, "name": "My games", "type": "Personal"}],
        "challenges": [],
    }


def test_a_real_shaped_bg_stats_file_is_read(tmp_path, capsys):
    me = "A1637A2A-0000-49F1-B05C-60CCB21B8B31"
    path = tmp_path / "bgstats.json"
    path.write_text(json.dumps(real_shaped_bgstats(me)))
    box = tmp_path / "box" / "actions.sqlite3"
    code, out, err = run(capsys, "history", "import", str(path), "--db", str(box))
    assert code == 0 and out.startswith("1 plays brought in") and "1 play of games this box does not have was left out (Arboretum)" in out
    (sk,) = json.loads(run(capsys, "history", "--db", str(box), "--json")[1])
    assert sk["game"] == "sparkle_kitty" and sk["winners"] == [0] and sk["start"] == 0 and sk["duration"] == 25 * 60
    assert [s["name"] for s in sk["seats"]] == ["Mum", "Gran", "Anonymous player"]
    assert [s["score"] for s in sk["seats"]] == [0, 4, 6] and sk["seats"][2]["person"] is None  # anonymous: a guest
    people = PeopleStore(box.with_name("people.sqlite3"))
    assert people.named("Mum").uuid == me  # remembered under her own identity
    assert run(capsys, "history", "import", str(path), "--db", str(box))[1].startswith("0 plays brought in")


def test_a_bg_stats_file_read_back_adds_nothing_and_nobody(evening, tmp_path, capsys):
    out = tmp_path / "bg.json"
    run(capsys, "history", "export", "--db", str(evening), "--format", "bgstats", "--out", str(out))
    other = tmp_path / "other" / "actions.sqlite3"
    assert run(capsys, "history", "import", str(out), "--db", str(other))[1].startswith("3 plays brought in")
    back = tmp_path / "back.json"
    run(capsys, "history", "export", "--db", str(other), "--format", "bgstats", "--out", str(back))
    assert run(capsys, "history", "import", str(back), "--db", str(evening))[1].startswith("0 plays brought in")
    assert sorted(p.name for p in PeopleStore(evening.with_name("people.sqlite3")).recent()) == ["Ann", "Bo", "Cy", "Di"]


@pytest.mark.parametrize("content, why", [
    ("\x00\x01junk", "not a Table Companion CSV export"),
    ('{"games": [', "not JSON"),
    ('{"plays": 3}', "not a BG Stats file"),
    ('{"games": [{"id": 1, "name": "Kites"}], "players": [], '
     '"plays": [{"uuid": "x", "playDate": "yesterday", "gameRefId": 1, "playerScores": []}]}',
     "not a moment"),
    ("play,date,timestamp\n", "not a Table Companion CSV export"),
])
def test_a_bad_file_gets_one_sentence_exit_1_and_changes_nothing(db, tmp_path, capsys, content, why):
    bad = tmp_path / "bad"
    bad.write_text(content)
    before = run(capsys, "history", "--db", str(db))[1]
    code, out, err = run(capsys, "history", "import", str(bad), "--db", str(db))
    assert code == 1 and why in err and len(err.strip().splitlines()) == 1
    assert run(capsys, "history", "--db", str(db))[1] == before
