"""The players the box remembers: added once, most recent first, edited, forgotten; the file
upgrades itself from any earlier schema version."""

from __future__ import annotations

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
    assert people.db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 2
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
