"""Every game kept: the action log's games as plays, plus imported plays, minus deleted ones.

The log stays the truth and is only read here. Each logged game's play is worked out once and
cached in the people file beside it, keyed by how many inputs the game had, where it ended and
which fold wrote it, so a game that grew (or was undone, or resumed and finished) is folded
again, and opening the history with thousands of games folds only the new ones. The app works
each game out as it ends (`ui.screens.history.source.follow`); a history opened with a fold
budget never waits on more than that many folds: plays an earlier program worked out are shown
as they were, games never worked out are listed as being read, and `catch_up` reads them a few
at a time. Deleting a play hides it (its inputs stay in the log, so the delete can be undone).

A damaged line in the log, or a damaged kept play, costs that play only: it is listed as
unreadable with why, and `skipped` says it in one sentence. An import goes in whole, in one
transaction, or not at all; a play already here (by its stable id) is never brought in twice.
"""

from __future__ import annotations

import gc
from contextlib import contextmanager
from msgspec.structs import replace
from pathlib import Path
from typing import Iterator

from companion.history import pages, words
from companion.history.pages import Page
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.history.tally import Tally
from companion.history.export import Incoming, PersonRef, read_export, to_csv
from companion.history.fold import FOLD, play_of, read_inputs, unreadable
from companion.history.play import PENDING, UNREADABLE, Play, fill_seats
from companion.log import ActionLog
from companion.people import PeopleStore, Person, PersonRejected, people_path


REFRESH = 100  # games caught up between two refreshes of what a screen shows


class History:
    def __init__(self, log: ActionLog | None, people: PeopleStore, fold_budget: int | None = None):
        """`fold_budget`: None works out every game not yet worked out when read (the CLI and
        the exports: the whole truth); a number, at most that many per read (the screens)."""
        self.log = log
        self.people = people
        self.fold_budget = fold_budget
        self.skipped: list[str] = []  # what could not be read, in sentences (after `plays()`)
        # the plays as last worked out, newest first, and the hidden ones: kept while nothing in
        # the log or the people file changed, so opening the history again reads two numbers
        self._memo: tuple | None = None
        self._logged_memo: tuple | None = None  # the log's plays alone (a delete re-reads none of them)
        self._behind: list[int] = []  # games shown as an earlier program worked them out, or not yet read
        self._folds = 0  # moves whenever the plays this history worked out changed what it shows
        self._caught = 0  # games caught up since the plays shown last moved

    # -- reading -------------------------------------------------------------------------------
    def _logged(self, signature: tuple) -> list[Play]:
        if self.log is None:
            return []
        if self._logged_memo is not None and self._logged_memo[0] == signature:
            return self._logged_memo[1]
        # one index seek per game for its last input (seq counts from 1 with no gaps)
        rows = self.log.db.execute(
            "SELECT g.id, g.game, g.created, g.ended_at, (SELECT MAX(seq) FROM inputs WHERE game_id = g.id) "
            "FROM games g ORDER BY g.id").fetchall()
        cached = self.people.cached()
        kept: list[tuple[int, str]] = []  # (game id, cached play) that still fit the log
        for game_id, game, created, ended_at, count in rows:
            hit = cached.get(game_id)
            if count is not None and hit is not None and hit[0] == count and hit[1] == ended_at:
                kept.append((game_id, hit[3]))
        decoded = _decode(kept)
        folds = self.fold_budget
        plays: list[Play] = []
        fresh: list[tuple] = []
        behind: list[int] = []
        for game_id, game, created, ended_at, count in rows:
            if count is None:
                continue  # a game row whose setup never reached the log
            hit, play = cached.get(game_id), decoded.get(game_id)
            if hit is not None and play is not None and play.date == created:  # not a game of an earlier log
                plays.append(play)
                if hit[2] != FOLD:
                    behind.append(game_id)
                    if self.fold_budget is None:
                        plays[-1] = self._fold(game_id, game, created, ended_at, count, fresh)
                continue
            if folds is not None and folds <= 0:
                plays.append(Play(f"log:{game_id}", game, created, None, PENDING, PENDING, (), (), "being read"))
                behind.append(game_id)
                continue
            folds = None if folds is None else folds - 1
            plays.append(self._fold(game_id, game, created, ended_at, count, fresh))
        self._store(fresh)
        done = {entry[0] for entry in fresh}
        self._behind = [g for g in behind if g not in done]
        self._logged_memo = (signature, plays)
        return plays

    def _fold(self, game_id: int, game: str, created: float, ended_at: float | None, count: int,
              fresh: list) -> Play:
        assert self.log is not None, "only a logged game is folded"
        db = self.log.db
        play = play_of(game_id, game, created, lambda: read_inputs(db, game_id), ended_at)
        fresh.append((game_id, count, ended_at, FOLD, play.to_json()))
        return play

    def _store(self, fresh: list, moved: bool = True) -> None:
        if not fresh:
            return
        highest = max((s.person for entry in fresh for s in Play.from_json(entry[4]).seats if s.person is not None),
                      default=0)
        with self.people.transaction():
            self.people.keep_ids_past(highest)  # a forgotten person's id in the log stays hers
        self.people.cache(fresh)
        self._stores += 1
        self._folds += moved

    def catch_up(self, limit: int = 1) -> int:
        """Work out up to `limit` of the games shown as an earlier program worked them out, or
        not yet read (newest first); returns how many are left. For the app's idle moments: the
        plays worked out replace theirs in what is kept, and the plays as shown move (a screen
        showing them rebuilds) once every `REFRESH` games and when all are done."""
        self.plays(said=False)  # what is kept, no key said (an idle moment's work stays small)
        if not self._behind or self.log is None or self._logged_memo is None:
            return 0
        todo, self._behind = self._behind[-limit:], self._behind[:-limit]
        fresh: list = []
        logged = self._logged_memo[1]
        where = {p.game_id: n for n, p in enumerate(logged)}
        for game_id in reversed(todo):
            row = self.log.db.execute(
                "SELECT game, created, ended_at, (SELECT MAX(seq) FROM inputs WHERE game_id = ?) FROM games WHERE id = ?",
                (game_id, game_id)).fetchone()
            if row is not None and row[3] is not None and game_id in where:
                logged[where[game_id]] = self._fold(game_id, row[0], row[1], row[2], row[3], fresh)
        self._store(fresh, moved=False)
        self._caught += len(todo)
        if not self._behind or self._caught >= REFRESH:
            self._caught = 0
            self._folds += 1
        return len(self._behind)

    @property
    def behind(self) -> int:
        """How many games are shown as an earlier program worked them out, or not yet read."""
        return len(self._behind)

    def plays(self, game: str | None = None, include_hidden: bool = False, said: bool = True) -> list[Play]:
        """Newest first: every game in the log (finished or abandoned) and every imported play.
        `said`: each key with the seats' names as they are now (else as kept, seats by reference)."""
        signature = self._signature()
        key = (signature, self.people.version, self._folds)
        if self._memo is None or self._memo[0] != key:
            people = self.people.recent()
            by_name = {p.name.casefold(): p.id for p in people}
            names = {p.id: p.name for p in people}
            with _collector_paused():
                logged = [p.with_people(by_name) for p in self._logged(signature)]
                imported, twice = self._imported({p.uid for p in logged})
                every = sorted(logged + imported, key=_newest, reverse=True)
            self.skipped = words.skipped([p for p in every if p.status == UNREADABLE], twice)
            # each key said with the names now only when asked for (a screen says its page's)
            self._memo = (key, every, None, self.people.hidden(), names)
        _, kept, spoken, hidden, names = self._memo
        self._read = self._memo[0]
        if said and spoken is None:
            spoken = [_said(p, names) for p in kept]
            self._memo = self._memo[:2] + (spoken,) + self._memo[3:]
        if include_hidden:
            hidden = set()
        return [p for p in (spoken if said else kept) if p.id not in hidden and (game is None or p.game == game)]

    def said(self, play: Play) -> Play:
        """A play of `plays(said=False)` with its key said with the seats' names now."""
        if self._memo is None:
            self.plays(said=False)
        assert self._memo is not None, "plays() keeps what it read"
        return _said(play, self._memo[4])

    def _imported(self, logged: set[str]) -> tuple[list[Play], int]:
        """The imported plays (one that is damaged: unreadable; one the log has too: left out)."""
        rows = self.people.imported()
        try:
            plays = Play.many_from_json([text for _, text in rows])
        except ValueError:
            plays = [_one(number, text) for number, text in rows]
        out, twice = [], 0
        for (number, _), play in zip(rows, plays):
            if play.uid in logged:
                twice += 1
                continue
            own = f"import:{number}"
            out.append(play if play.id == own else replace(play, id=own))  # kept with its id since version 3
        return out, twice

    @property
    def revision(self) -> tuple | None:
        """Changes whenever `plays()` or `page()` may answer differently (read after calling
        one): a screen showing the plays rebuilds only when it moved."""
        return self._read

    _read: tuple | None = None  # the key of what was read last

    def unchanged_since(self, revision: tuple | None) -> bool:
        """Nothing a page or the stats read moved since `revision` (a screen's, as it read it)."""
        return revision is not None and revision == self._key()

    def _key(self) -> tuple:
        return (self._signature(), self.people.version, self._folds)

    # -- one page, from SQL ---------------------------------------------------------------------
    def page(self, start: int, count: int, game: str | None = None) -> Page:
        """`count` plays from the `start`-th, newest first, said with the names now, and how many
        there are (hidden ones left out; `game`: that game's alone). Read in SQL: only the plays
        on the page are decoded (or worked out, within the fold budget), however many are kept."""
        key = self._key()
        if self._memo is not None and self._memo[0] == key:  # everything read already
            every = self.plays()
            games = sorted({p.game for p in every})
            shown = [p for p in every if game is None or p.game == game]
            self._read = key
            return Page(shown[start:start + count], len(shown), games)
        found = pages.read(self, start, count, game)
        self._read = self._key()
        return found

    def tally(self) -> Tally:
        """The Stats, counted in SQL (companion/history/tally.py): no play decoded."""
        from companion.history.tally import tally

        found = tally(self)
        self._read = self._key()
        return found

    def _index(self) -> pages.Index:
        """The logged games, light (no play decoded), as of the log and the cache now."""
        key = (self._signature(), self._folds, self._stores)
        if self._index_memo is None or self._index_memo[0] != key:
            self._index_memo = (key, pages.index(self))
        return self._index_memo[1]

    _index_memo: tuple | None = None
    _stores = 0  # moves whenever plays are written to the cache

    def _signature(self) -> tuple:
        """What changes whenever a logged game's play could: an input (undo included: it is an
        input too), a game added, or a game's end marked or taken back."""
        if self.log is None:
            return ()
        games = self.log.db.execute("SELECT COUNT(*), MAX(id), TOTAL(ended_at), COUNT(ended_at) FROM games").fetchone()
        return games + self.log.db.execute("SELECT MAX(rowid) FROM inputs").fetchone()

    def play(self, play_id: str) -> Play | None:
        """One play by its id (a hidden one too), said with the names now."""
        if self._memo is not None and self._memo[0] == self._key():
            found = next((p for p in self.plays(include_hidden=True, said=False) if p.id == play_id), None)
            return None if found is None else self.said(found)
        return pages.one(self, play_id)

    def delete(self, play_id: str) -> None:
        """Hide a play from the history and the stats; `undelete` brings it back."""
        self.people.hide(play_id)

    def undelete(self, play_id: str) -> None:
        self.people.unhide(play_id)

    # -- taking plays out, bringing plays in ---------------------------------------------------
    def roster(self) -> dict[int, Person]:
        """Everyone remembered, by id (a seat of anyone else is a guest in an export)."""
        return {p.id: p for p in self.people.recent()}

    def export_csv(self) -> str:
        return to_csv(self.plays(said=False), self.roster())

    def export_bgstats(self, me: int | None = None) -> dict:
        from companion.history.bgstats import to_bgstats

        return to_bgstats(self.plays(said=False), self.roster(), me)

    def import_text(self, text: str) -> list[Play]:
        """The plays of a CSV export or a BG Stats file, all of them or none (ImportRejected says
        why and nothing changes, nobody is remembered). A play already here is skipped, so
        importing a box's own export changes nothing."""
        incoming, self.left_out = read_export(text)
        return self.bring_in(incoming)

    import_csv = import_text  # an earlier name

    def bring_in(self, incoming: list[Incoming]) -> list[Play]:
        """Keep plays read from an export, each under a new "import:N" id, in one transaction."""
        have = {p.uid for p in self.plays(include_hidden=True)} | self.people.imported_uids()
        out = []
        with self.people.transaction():
            for entry in incoming:
                play = entry.play
                if play.uid in have:
                    continue
                have.add(play.uid)
                seats = tuple(replace(s, person=self._person_for(ref)) for s, ref in zip(play.seats, entry.who))
                number = self.people.add_imported(play.uid, "{}")
                play = replace(play, id=f"import:{number}", seats=seats, linked=True)
                self.people.set_imported(number, play.to_json())  # the same transaction: never "{}" alone
                out.append(play)
        return out

    def _person_for(self, ref: PersonRef | None) -> int | None:
        """This box's person for a seat that was a remembered person in the export: the same
        identity, else the same name here, else remembered anew under her identity. A guest
        stays a guest; someone forgotten here stays forgotten."""
        if ref is None:
            return None
        if ref.uuid is not None:
            if self.people.forgotten(ref.uuid):
                return None
            known = self.people.by_uuid(ref.uuid)
            if known is not None:
                return known.id
        person = self.people.named(ref.name)
        if person is not None:
            return person.id
        try:
            return self.people.add(ref.name, uuid=ref.uuid).id
        except PersonRejected:  # a name the picker could not hold: that seat is a guest here
            return None

    left_out: str = ""  # the last import's sentence about plays it left out (other games), if any


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cycle collector held off while thousands of rows are read and decoded: the rows
    (tuples of numbers and text) and the plays (untracked structs) make no cycles, but allocating
    them sets off full collections that walk every object the app holds (in the app on a box of
    5,000 plays, four fifths of opening History went there)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def _decode(kept: list[tuple[int, str]]) -> dict[int, Play]:
    """Cached plays at once; one that is damaged (or written by a program with other fields) is
    left out, and its game is folded again from the log."""
    try:
        plays = Play.many_from_json([text for _, text in kept])
        return {game_id: play for (game_id, _), play in zip(kept, plays)}
    except ValueError:
        out = {}
        for game_id, text in kept:
            try:
                out[game_id] = Play.from_json(text)
            except ValueError:
                continue
        return out


def _one(number: int, text: str) -> Play:
    try:
        return Play.from_json(text)
    except ValueError as exc:
        return replace(unreadable(f"import:{number}", "?", 0.0, f"imported play {number} is damaged ({exc})"),
                       uid=f"unreadable:{number}")


def _said(play: Play, names: dict[int, str]) -> Play:
    """The play with its key said with the seats' names now (a seat of a remembered person: her
    name now; any other seat: the name it had)."""
    if "{seat" not in play.key:
        return play

    def name_of(seat: int) -> str:
        if not 0 <= seat < len(play.seats):
            return "?"
        s = play.seats[seat]
        return names.get(s.person, s.name) if s.person is not None else s.name

    return replace(play, key=fill_seats(play.key, name_of))


def _newest(play: Play) -> tuple:
    kind, _, number = play.id.partition(":")
    return (play.date, kind, int(number) if number.isdigit() else 0)


def open_history(log_path: str | Path, fold_budget: int | None = None) -> History:
    """The history of the log at `log_path` (read only; a missing log is an empty history) with
    the people file beside it."""
    log_path = Path(log_path)
    log = ActionLog(log_path, readonly=True) if log_path.exists() else None
    return History(log, PeopleStore(people_path(log_path)), fold_budget)
