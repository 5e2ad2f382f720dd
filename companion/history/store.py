"""Every game kept: the action log's games as plays, plus imported plays, minus deleted ones.

The log stays the truth and is only read here. Each logged game's play is worked out once and
cached in the people file beside it, keyed by how many inputs the game had and where it ended,
so a game that grew (or was undone, or resumed and finished) is folded again, and opening the
history with thousands of games folds only the new ones. Deleting a play hides it (its inputs
stay in the log, so the delete can be undone, even after a restart).
"""

from __future__ import annotations

from pathlib import Path

from companion.history.export import from_csv
from companion.history.fold import play_of
from companion.history.play import Play
from companion.log import ActionLog
from companion.people import PeopleStore, PersonRejected, people_path


class History:
    def __init__(self, log: ActionLog | None, people: PeopleStore):
        self.log = log
        self.people = people
        # the plays as last worked out, newest first, and the hidden ones: kept while nothing in
        # the log or the people file changed, so opening the history again reads two numbers
        self._memo: tuple | None = None
        self._logged_memo: tuple | None = None  # the log's plays alone (a delete re-reads none of them)

    def _logged(self, signature: tuple) -> list[Play]:
        if self.log is None:
            return []
        if self._logged_memo is not None and self._logged_memo[0] == signature:
            return self._logged_memo[1]
        rows = self.log.db.execute(
            "SELECT g.id, g.game, g.created, g.ended_at, COUNT(i.seq) FROM games g "
            "JOIN inputs i ON i.game_id = g.id GROUP BY g.id ORDER BY g.id").fetchall()
        cached = self.people.cached()
        plays, fresh = [], []
        for game_id, game, created, ended_at, count in rows:
            hit = cached.get(game_id)
            if hit is not None and hit[0] == count and hit[1] == ended_at:
                play = _from_cache(hit[2])
                if play is not None and play.date == created:  # not a game of an earlier log
                    plays.append(play)
                    continue
            play = play_of(game_id, game, created, self.log.inputs(game_id), ended_at)
            fresh.append((game_id, count, ended_at, play.to_json()))
            plays.append(play)
        self.people.cache(fresh)
        self._logged_memo = (signature, plays)
        return plays

    def plays(self, game: str | None = None, include_hidden: bool = False) -> list[Play]:
        """Newest first: every game in the log (finished or abandoned) and every imported play."""
        signature = self._signature()
        key = (signature, self.people.version)
        if self._memo is None or self._memo[0] != key:
            by_name = {p.name.casefold(): p.id for p in self.people.recent()}
            imported = [Play.from_json(text) for _, text in self.people.imported()]
            every = [p.with_people(by_name) for p in self._logged(signature)] + imported
            self._memo = (key, sorted(every, key=_newest, reverse=True), self.people.hidden())
        _, every, hidden = self._memo
        if include_hidden:
            hidden = set()
        return [p for p in every if p.id not in hidden and (game is None or p.game == game)]

    @property
    def revision(self) -> tuple | None:
        """Changes whenever `plays()` may answer differently (read after calling it): a screen
        showing the plays rebuilds only when it moved."""
        return None if self._memo is None else (self._memo[0], len(self._memo[2]))

    def _signature(self) -> tuple:
        """What changes whenever a logged game's play could: an input (undo included: it is an
        input too), a game added, or a game's end marked or taken back."""
        if self.log is None:
            return ()
        games = self.log.db.execute("SELECT COUNT(*), MAX(id), TOTAL(ended_at), COUNT(ended_at) FROM games").fetchone()
        return games + self.log.db.execute("SELECT MAX(rowid) FROM inputs").fetchone()

    def play(self, play_id: str) -> Play | None:
        return next((p for p in self.plays(include_hidden=True) if p.id == play_id), None)

    def delete(self, play_id: str) -> None:
        """Hide a play from the history and the stats; `undelete` brings it back."""
        self.people.hide(play_id)

    def undelete(self, play_id: str) -> None:
        self.people.unhide(play_id)

    def import_csv(self, text: str) -> list[Play]:
        """Bring in the plays of a CSV export; a play already in the history (same game, moment
        and players) is skipped, so importing a box's own export changes nothing."""
        plays = from_csv(text, self._person_for)
        have = {_same(p) for p in self.plays(include_hidden=True)}
        return self.add_imported([p for p in plays if _same(p) not in have])

    def _person_for(self, name: str) -> int | None:
        person = self.people.named(name)
        if person is not None:
            return person.id
        try:
            return self.people.add(name).id
        except PersonRejected:  # a name the picker could not hold: that seat is a guest here
            return None

    def add_imported(self, plays: list[Play]) -> list[Play]:
        """Keep plays read from an export, each under a new "import:N" id."""
        out = []
        for play in plays:
            number = self.people.add_imported("{}")
            kept = Play(**{**play.__dict__, "id": f"import:{number}"})
            self.people.set_imported(number, kept.to_json())
            out.append(kept)
        return out


def _newest(play: Play) -> tuple:
    kind, _, number = play.id.partition(":")
    return (play.date, kind, int(number) if number.isdigit() else 0)


def _same(play: Play) -> tuple:
    return (play.game, play.date, tuple(s.name for s in play.seats))


def open_history(log_path: str | Path) -> History:
    """The history of the log at `log_path` (read only; a missing log is an empty history) with
    the people file beside it."""
    log_path = Path(log_path)
    log = ActionLog(log_path, readonly=True) if log_path.exists() else None
    return History(log, PeopleStore(people_path(log_path)))


def _from_cache(text: str) -> Play | None:
    """A cached play, or None when it was written by a program with other Play fields (it is
    folded again from the log)."""
    try:
        return Play.from_json(text)
    except (TypeError, KeyError, ValueError):
        return None
