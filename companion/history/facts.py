"""What SQL knows of each kept play, so a History page and the Stats are read from the people
file without decoding thousands of plays.

Each kept play (a logged game's play in `play_cache`, an imported one in `imported_plays`) is
JSON. Beside it, SQLite keeps its facts in columns (game, date, finished, duration, figures,
linked; and the uid of a logged play) and one row per seat in `play_seats` (who sat there, did
that seat win). Triggers write them from the JSON whenever a play is written, replaced or
dropped, so every writer (the history, an import, an earlier program's file being migrated, a
bench filling a box in SQL) keeps them right, in the same transaction as the play. A play whose
JSON is damaged gets no facts (game NULL): it is counted nowhere, and the page that shows it
says it is unreadable.
"""

from __future__ import annotations

LOG, IMPORT = 0, 1  # `play_seats.source`: which table the play is in


# who sits in a seat, to count a person once per play (her first seat): the person, or for a
# play set up without the picker (matched to names when read) the name
WHO = ("(CASE WHEN COALESCE(json_extract(NEW.play, '$.linked'), 1) THEN json_extract({v}, '$.person') "
       "ELSE lower(json_extract({v}, '$.name')) END)")


def _facts(table: str, key: str, source: int, uid: bool) -> str:
    ok = "json_valid(NEW.play)"
    col = lambda path: f"CASE WHEN {ok} THEN json_extract(NEW.play, '$.{path}') END"  # noqa: E731
    sets = [f"game = {col('game')}", f"date = {col('date')}", f"duration = {col('duration')}",
            f"finished = CASE WHEN {ok} THEN json_extract(NEW.play, '$.status') = 'finished' END",
            f"figures = CASE WHEN {ok} THEN json_extract(NEW.play, '$.figures') END",
            f"linked = CASE WHEN {ok} THEN COALESCE(json_extract(NEW.play, '$.linked'), 1) END"]
    if uid:
        sets.append(f"uid = {col('uid')}")
    seats = f"""
        DELETE FROM play_seats WHERE source = {source} AND number = NEW.{key};
        INSERT INTO play_seats (source, number, seat, person, name, won, game, date, finished, linked, first)
            SELECT {source}, NEW.{key}, s.key, json_extract(s.value, '$.person'), json_extract(s.value, '$.name'),
                   EXISTS (SELECT 1 FROM json_each(NEW.play, '$.winners') w WHERE w.value = s.key),
                   json_extract(NEW.play, '$.game'), json_extract(NEW.play, '$.date'),
                   json_extract(NEW.play, '$.status') = 'finished', COALESCE(json_extract(NEW.play, '$.linked'), 1),
                   NOT EXISTS (SELECT 1 FROM json_each(NEW.play, '$.seats') t WHERE t.key < s.key
                               AND {WHO.format(v='t.value')} = {WHO.format(v='s.value')})
            FROM json_each(CASE WHEN {ok} AND json_type(NEW.play, '$.seats') = 'array' THEN NEW.play ELSE '{{"seats": []}}' END,
                           '$.seats') s;"""
    body = f"UPDATE {table} SET {', '.join(sets)} WHERE {key} = NEW.{key};{seats}"
    return f"""
    CREATE TRIGGER {table}_facts_in AFTER INSERT ON {table} BEGIN {body} END;
    CREATE TRIGGER {table}_facts_up AFTER UPDATE OF play ON {table} BEGIN {body} END;
    CREATE TRIGGER {table}_facts_out AFTER DELETE ON {table} BEGIN
        DELETE FROM play_seats WHERE source = {source} AND number = OLD.{key};
    END;
    """


def _columns(table: str, uid: bool) -> str:
    cols = ["game TEXT", "date REAL", "duration REAL", "finished INTEGER", "figures TEXT", "linked INTEGER"]
    cols += ["uid TEXT"] if uid else []
    return "".join(f"ALTER TABLE {table} ADD COLUMN {c};\n" for c in cols)


# people file v3 -> v4: the facts, their triggers and indexes, and the facts of every play kept
# so far (re-writing each play's JSON in place fires the triggers)
MIGRATION = (
    _columns("play_cache", uid=True) + _columns("imported_plays", uid=False) + """
    CREATE TABLE play_seats (
        source INTEGER NOT NULL, number INTEGER NOT NULL, seat INTEGER NOT NULL,
        person INTEGER, name TEXT, won INTEGER NOT NULL,
        game TEXT, date REAL, finished INTEGER, linked INTEGER,
        first INTEGER NOT NULL,  -- the first seat of whoever sits here (a person counts once a play)
        PRIMARY KEY (source, number, seat)) WITHOUT ROWID;
    -- covering, in the order the Stats read a person's plays: newest first
    CREATE INDEX play_seats_tally ON play_seats (finished, linked, first, person, date DESC, source, number DESC, won, game);
    -- covering: a list or a count reads the index alone, never the plays' JSON
    CREATE INDEX play_cache_meta ON play_cache (game_id, inputs, ended_at, fold, date, uid);
    CREATE INDEX play_cache_uid ON play_cache (uid);
    CREATE INDEX imported_plays_date ON imported_plays (date, game, uid);
    CREATE INDEX imported_plays_game ON imported_plays (game, date, uid);
    CREATE INDEX play_cache_stats ON play_cache (finished, game, game_id, date, duration, figures);
    CREATE INDEX imported_plays_stats ON imported_plays (finished, game, uid, date, duration, figures);
    """ + _facts("play_cache", "game_id", LOG, uid=True) + _facts("imported_plays", "id", IMPORT, uid=False) + """
    UPDATE play_cache SET play = play;
    UPDATE imported_plays SET play = play;
    """)


def statements(script: str) -> list[str]:
    """The script's statements (a trigger's body holds semicolons of its own)."""
    import sqlite3

    out, part = [], ""
    for line in script.splitlines(keepends=True):
        part += line
        if sqlite3.complete_statement(part):
            if part.strip():
                out.append(part)
            part = ""
    return out + ([part] if part.strip() else [])
