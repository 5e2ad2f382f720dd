"""History you can trust (issue 22): people never mixed, a damaged line costs one play, imports
all or nothing and idempotent, a forgotten person stays forgotten, names as they are now."""

from __future__ import annotations

import csv
import io
import json

import pytest

from companion.history import words
from companion.history.export import ImportRejected
from companion.history.stats import person_stats
from companion.history.store import History
from companion.log import ActionLog
from companion.people import PeopleStore
from history_support import lines_of, play_into


@pytest.fixture
def box(tmp_path):
    log = ActionLog(tmp_path / "actions.sqlite3")
    people = PeopleStore(tmp_path / "people.sqlite3")
    return log, people, History(log, people)


def names(people: PeopleStore) -> dict[int, str]:
    return {p.id: p.name for p in people.recent()}


def counts(history: History) -> dict[str, tuple[int, int]]:
    return {s.name: (s.plays, s.wins) for s in person_stats(history.plays(), names(history.people))}


def family_evening(log, people):
    """Ann, Bo, Cy, Di at a Sparkle*Kitty game (Bo wins) and Ann and Bo at a won Kites show."""
    ids = [people.add(n).id for n in ("Ann", "Bo", "Cy", "Di")]
    play_into(log, lines_of("sk_golden_four"), people=ids)
    play_into(log, lines_of("won_game"), people=ids[:2])
    return ids


# 1 -----------------------------------------------------------------------------------------------
def test_a_person_remembered_after_someone_was_forgotten_inherits_none_of_her_plays(box):
    log, people, history = box
    ids = family_evening(log, people)
    people.delete(ids[3])  # Di, the last one remembered, is forgotten...
    eve = people.add("Eve")  # ...and Eve, who never played, is remembered next
    assert eve.id not in ids
    assert "Eve" not in counts(history)
    assert all(s.person != eve.id for p in history.plays() for s in p.seats)


# 2 -----------------------------------------------------------------------------------------------
def test_one_corrupted_log_line_costs_one_play_shown_as_unreadable_with_why(box, tmp_path):
    log, people, history = box
    family_evening(log, people)
    log.db.execute("UPDATE inputs SET line = '{\"t\": 1, \"do\"' WHERE game_id = 1 AND seq = 3")
    fresh = History(ActionLog(tmp_path / "actions.sqlite3", readonly=True), PeopleStore(tmp_path / "p2.sqlite3"))
    kites, sk = fresh.plays()
    assert kites.finished and kites.game == "kites"  # the rest reads
    assert sk.status == "unreadable" and "input 3" in sk.key and not sk.finished
    assert fresh.skipped == ["1 play could not be read (input 3 of game 1 is damaged): it is left out of the stats."]
    assert "unreadable" in words.play_line(sk, {})


def test_a_damaged_imported_play_is_skipped_with_a_sentence(box):
    log, people, history = box
    family_evening(log, people)
    other = History(None, PeopleStore(":memory:"))
    other.import_text(history.export_csv())
    other.people.db.execute("UPDATE imported_plays SET play = '{\"game\": 3' WHERE id = 1")
    plays = other.plays()
    assert {p.id: p.status for p in plays} == {"import:1": "unreadable", "import:2": "finished"}
    assert other.skipped and "could not be read" in other.skipped[0]


# 3 -----------------------------------------------------------------------------------------------
def test_an_import_that_fails_half_way_changes_nothing(box, monkeypatch):
    log, people, history = box
    family_evening(log, people)
    text = history.export_csv()
    other = History(None, PeopleStore(":memory:"))
    calls = []
    real = other.people.db

    class Dying:
        """The connection dies at the second play written (as a kill would stop it there)."""
        def __getattr__(self, name):
            return getattr(real, name)

        def execute(self, sql, *args):
            if sql.startswith("INSERT INTO imported_plays"):
                calls.append(sql)
                if len(calls) == 2:
                    raise KeyboardInterrupt("killed")
            return real.execute(sql, *args)

    monkeypatch.setattr(other.people, "db", Dying())
    with pytest.raises(KeyboardInterrupt):
        other.import_text(text)
    monkeypatch.setattr(other.people, "db", real)
    assert other.plays() == [] and other.people.recent() == []  # nobody remembered, no play kept
    assert len(other.import_text(text)) == 2  # and the same file goes in whole afterwards


# 4 -----------------------------------------------------------------------------------------------
def test_a_csv_with_a_huge_field_is_refused_in_a_sentence(box):
    log, people, history = box
    family_evening(log, people)
    text = history.export_csv()
    rows = list(csv.reader(io.StringIO(text, newline="")))
    rows[1][rows[0].index("key")] = "x" * (32 * 1024 * 1024)
    out = io.StringIO(newline="")
    csv.writer(out).writerows(rows)
    other = History(None, PeopleStore(":memory:"))
    with pytest.raises(ImportRejected, match=r"row 2: a field is longer than"):
        other.import_text(out.getvalue())
    assert other.plays() == [] and other.people.recent() == []


# 5 -----------------------------------------------------------------------------------------------
def test_a_refused_import_remembers_nobody(box):
    log, people, history = box
    family_evening(log, people)
    text = history.export_csv()
    broken = text.rstrip("\r\n").rsplit("\r\n", 1)[0] + "\r\n" + "log:2,junk,not a time,kites\r\n"
    other = History(None, PeopleStore(":memory:"))
    with pytest.raises(ImportRejected, match="row"):
        other.import_text(broken)
    assert other.people.recent() == [] and other.plays() == []


# 6 -----------------------------------------------------------------------------------------------
def test_importing_a_boxs_own_export_after_a_rename_and_a_differently_typed_name_adds_nothing(box):
    log, people, history = box
    hugo = people.add("Hugo")
    cal = people.add("Cal")
    # a game set up by typing names (no picker): "hugo" is matched to Hugo when read
    play_into(log, lines_of("sk_golden_four"), people=[hugo.id, cal.id, None, None])
    play_into(log, ['{"t":0,"do":"setup","game":"kites","players":2,"names":["hugo","Cal"]}'] + lines_of("won_game")[1:])
    people.edit(hugo.id, name="Hugh")
    text = history.export_csv()
    assert history.import_text(text) == []
    assert len(history.plays()) == 2


# 7 -----------------------------------------------------------------------------------------------
def test_a_forgotten_person_stays_forgotten_after_the_round_trip(box, tmp_path):
    log, people, history = box
    ids = family_evening(log, people)
    people.delete(ids[1])  # Bo is forgotten
    text = history.export_csv()
    other = History(None, PeopleStore(tmp_path / "other.sqlite3"))
    other.import_text(text)
    assert "Bo" not in counts(other) and other.people.named("Bo") is None
    assert counts(other) == counts(history)
    # and back again: the first box does not remember her anew either
    history.import_text(other.export_csv())
    assert people.named("Bo") is None and "Bo" not in counts(history)


def test_a_person_keeps_her_identity_across_boxes_whatever_her_name(box, tmp_path):
    log, people, history = box
    ids = family_evening(log, people)
    other = History(None, PeopleStore(tmp_path / "other.sqlite3"))
    other.import_text(history.export_csv())
    people.edit(ids[1], name="Bobby")  # renamed on the first box only
    play_into(log, lines_of("won_game"), people=ids[:2])
    other.import_text(history.export_csv())
    assert other.people.named("Bobby") is None  # the same Bo, not a new person
    assert counts(other)["Bo"] == (3, 3)


# 8 -----------------------------------------------------------------------------------------------
def test_a_renamed_player_shows_under_the_new_name_everywhere(box):
    log, people, history = box
    ids = family_evening(log, people)
    history.plays()  # worked out (and cached) under the old name
    people.edit(ids[1], name="Bobby")
    sk = next(p for p in history.plays() if p.game == "sparkle_kitty")
    line = words.play_line(sk, names(people))
    assert "Bobby won: tower empty" in line and "Bo " not in line.replace("Bobby", "")
    row = next(r for r in csv.DictReader(io.StringIO(history.export_csv())) if r["winner"] == "1" and r["game"] == "sparkle_kitty")
    assert row["player"] == "Bobby" and row["key"] == "Bobby won: tower empty"


def test_kittens_key_names_the_winner_and_those_out_as_they_are_now(box):
    log, people, history = box
    ids = [people.add(n).id for n in ("Hugo", "Cal", "Rob", "Bobby")]
    play_into(log, lines_of("ek_whole_game"), people=ids, names=["Hugo", "Cal", "Rob", "Bobby"])
    (ek,) = history.plays()
    out = [ids[p] for p in ek.figures["out_order"]]
    people.edit(ids[ek.winners[0]], name="Winnie")
    people.edit(out[0], name="Olly")
    (ek,) = history.plays()
    assert ek.key.startswith("Winnie won; out: Olly, ")
    assert words.key(history.plays(said=False)[0], names(people)) == ek.key


# the CLI ---------------------------------------------------------------------------------------
def test_history_json_says_the_key_with_names_now(box, tmp_path, capsys):
    from companion.cli import main

    log, people, history = box
    ids = family_evening(log, people)
    people.edit(ids[1], name="Bobby")
    assert main(["history", "--db", str(tmp_path / "actions.sqlite3"), "--json"]) == 0
    sk = next(p for p in json.loads(capsys.readouterr().out) if p["game"] == "sparkle_kitty")
    assert sk["key"] == "Bobby won: tower empty"


# 10 ----------------------------------------------------------------------------------------------
def folds_counted(monkeypatch) -> list:
    import companion.history.store as store

    folded = []
    real = store.play_of

    def counting(game_id, *args):
        folded.append(game_id)
        return real(game_id, *args)

    monkeypatch.setattr(store, "play_of", counting)
    return folded


def test_after_an_upgrade_the_history_opens_without_refolding_and_catches_up_later(box, tmp_path, monkeypatch):
    log, people, history = box
    for name in ("sk_golden_four", "won_game", "ek_whole_game", "sk_tie_breakers", "lost_two_timers"):
        play_into(log, lines_of(name), until=500)
    first = history.plays()
    people.db.execute("UPDATE play_cache SET fold = 0")  # written by an earlier program
    folded = folds_counted(monkeypatch)
    screen = History(ActionLog(tmp_path / "actions.sqlite3", readonly=True), PeopleStore(tmp_path / "people.sqlite3"),
                     fold_budget=2)
    assert [p.uid for p in screen.plays()] == [p.uid for p in first] and folded == []  # shown as they were
    assert screen.behind == 5
    while screen.catch_up(2):
        pass
    assert sorted(folded) == [1, 2, 3, 4, 5] and screen.behind == 0
    assert screen.plays() == first
    assert History(log, PeopleStore(tmp_path / "people.sqlite3"), fold_budget=0).plays() == first  # all kept


def test_a_log_never_worked_out_opens_with_at_most_the_budget_folded(box, tmp_path, monkeypatch):
    log, people, history = box
    for name in ("sk_golden_four", "won_game", "ek_whole_game", "sk_tie_breakers"):
        play_into(log, lines_of(name))
    folded = folds_counted(monkeypatch)
    screen = History(log, PeopleStore(tmp_path / "fresh.sqlite3"), fold_budget=1)
    plays = screen.plays()
    assert len(folded) == 1 and len(plays) == 4
    assert sorted(p.status for p in plays).count("being read") == 3 and screen.behind == 3
    assert all(words.winner(p, {}) == "being read" for p in plays if p.status == "being read")
    while screen.catch_up(1):
        pass
    assert len(folded) == 4 and all(p.status == "finished" or p.status == "abandoned" for p in screen.plays())
    assert [p.to_json() for p in screen.plays()] == [p.to_json() for p in history.plays()]
