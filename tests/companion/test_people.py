"""The players the box remembers: added once, most recent first, edited, forgotten; the file
upgrades itself from any earlier schema version."""

from __future__ import annotations

import json
import sqlite3

import pytest

from companion.people import MIGRATIONS, VERSION, PeopleStore, PersonRejected, migrate, people_path


def store(tmp_path, clock=None):
    now = clock or [1000.0]
    return PeopleStore(tmp_path / "people.sqlite3", clock=lambda: now[0]), now


def test_people_file_sits_beside_the_action_log(tmp_path):
    assert people_path(tmp_path / "data" / "actions.sqlite3") == tmp_path / "data" / "people.sqlite3"


def test_a_name_is_remembered_once_with_its_birth_year_and_symbol(tmp_path):
    people, _ = store(tmp_path)
    mum = people.add("  Mum ", birth_year=1984, symbol="star")
    assert (mum.name, mum.birth_year, mum.symbol) == ("Mum", 1984, "star")
    assert mum.age(2026) == 42
    with pytest.raises(PersonRejected, match="already"):
        people.add("mum")
    with pytest.raises(PersonRejected, match="name"):
        people.add("   ")
    with pytest.raises(PersonRejected, match="birth year"):
        people.add("Ann", birth_year=26)


def test_the_picker_lists_the_most_recently_seated_first_in_seat_order(tmp_path):
    people, now = store(tmp_path)
    ann, bo, cy = people.add("Ann"), people.add("Bo"), people.add("Cy")
    now[0] = 2000.0
    people.seated([cy.id, None, ann.id])  # a guest in the middle seat
    assert [p.name for p in people.recent()] == ["Cy", "Ann", "Bo"]
    now[0] = 3000.0
    people.seated([bo.id])
    assert [p.name for p in people.recent()] == ["Bo", "Cy", "Ann"]


def test_edit_changes_only_what_is_given_and_delete_forgets(tmp_path):
    people, _ = store(tmp_path)
    kid = people.add("Kid", birth_year=2016, symbol="moon")
    kid = people.edit(kid.id, name="Ella")
    assert (kid.name, kid.birth_year, kid.symbol) == ("Ella", 2016, "moon")
    kid = people.edit(kid.id, birth_year=None, symbol=None)
    assert (kid.birth_year, kid.symbol) == (None, None)
    people.add("Dad")
    with pytest.raises(PersonRejected, match="already"):
        people.edit(kid.id, name="dad")
    people.delete(kid.id)
    assert people.get(kid.id) is None and [p.name for p in people.recent()] == ["Dad"]


def test_a_version_1_file_is_migrated_and_keeps_its_people(tmp_path):
    path = tmp_path / "people.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(MIGRATIONS[0])
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO people (name, birth_year, symbol, last_used) VALUES ('Gran', 1950, NULL, 5)")
    db.close()
    people = PeopleStore(path)
    assert people.db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 4
    assert [p.name for p in people.recent()] == ["Gran"]
    people.hide("log:1")  # the version 2 tables are there
    assert people.hidden() == {"log:1"}
    assert migrate(people.db) == VERSION  # nothing left to do


def test_a_newer_file_than_the_program_is_refused_not_damaged(tmp_path):
    path = tmp_path / "people.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    from companion.errors import LogUnavailable

    with pytest.raises(LogUnavailable, match="newer"):
        PeopleStore(path)


# What this program's earlier version (people file version 2) wrote, as it wrote it: a box that
# already has a file is migrated in place.
VERSION_2 = """
CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                     birth_year INTEGER, symbol TEXT, last_used REAL NOT NULL);
CREATE TABLE hidden_plays (play TEXT PRIMARY KEY, hidden_at REAL NOT NULL);
CREATE TABLE imported_plays (id INTEGER PRIMARY KEY, play TEXT NOT NULL);
CREATE TABLE play_cache (game_id INTEGER PRIMARY KEY, inputs INTEGER NOT NULL, ended_at REAL, play TEXT NOT NULL);
PRAGMA user_version = 2;
"""


def seat(name, person):
    return {"name": name, "person": person, "score": None, "side": None}


def old_play(play_id, game, date, seats):
    return json.dumps({"id": play_id, "game": game, "date": date, "duration": 60.0, "status": "finished",
                       "result": "won", "seats": seats, "winners": [0], "key": "k", "figures": {}, "start": None,
                       "linked": True})


def version_2_file(path):
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(VERSION_2)
    for name in ("Gran", "Hugo", "Cal"):
        db.execute("INSERT INTO people (name, birth_year, symbol, last_used) VALUES (?, NULL, NULL, 5)", (name,))
    db.execute("DELETE FROM people WHERE name = 'Cal'")  # Cal (id 3) forgotten: her plays keep id 3
    db.execute("INSERT INTO play_cache VALUES (1, 9, 12.0, ?)",
               (old_play("log:1", "kites", 1.7e9, [seat("Hugo", 2), seat("Cal", 3)]),))
    db.execute("INSERT INTO hidden_plays VALUES ('log:7', 1.0)")
    db.execute("INSERT INTO imported_plays (play) VALUES (?)",
               (old_play("import:1", "kites", 1.6e9, [seat("Gran", 1)]),))
    db.execute("INSERT INTO imported_plays (play) VALUES ('{}')")  # an import killed half-way
    db.close()


def test_a_forgotten_persons_id_is_never_given_to_someone_else(tmp_path):
    people, _ = store(tmp_path)
    ann, bo = people.add("Ann"), people.add("Bo")
    people.delete(bo.id)
    assert people.add("Cy").id not in (ann.id, bo.id)


def test_a_version_2_file_from_a_box_is_migrated_in_place_and_never_reuses_an_id(tmp_path):
    path = tmp_path / "people.sqlite3"
    version_2_file(path)
    people = PeopleStore(path)
    assert people.db.execute("PRAGMA user_version").fetchone()[0] == VERSION
    assert [(p.id, p.name) for p in sorted(people.recent(), key=lambda p: p.id)] == [(1, "Gran"), (2, "Hugo")]
    assert all(p.uuid for p in people.recent()) and len({p.uuid for p in people.recent()}) == 2
    assert people.add("Eve").id == 4  # not Cal's 3, which her plays still carry
    assert people.hidden() == {"log:7"}
    assert [text for _, text in people.imported()] == [old_play("import:1", "kites", 1.6e9, [seat("Gran", 1)])]
    assert set(people.cached()) == {1}
    again = PeopleStore(path)  # opened again: nothing left to do, nothing changed
    assert [p.uuid for p in again.recent()] == [p.uuid for p in people.recent()]


def test_forgetting_keeps_who_was_forgotten_so_an_import_cannot_bring_her_back(tmp_path):
    people, _ = store(tmp_path)
    bo = people.add("Bo")
    people.delete(bo.id)
    assert people.forgotten(bo.uuid) and people.by_uuid(bo.uuid) is None
