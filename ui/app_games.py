"""What the screens ask the app for about games: start one, resume one, and leave the one in
progress first (asked where something was played in it). A mixin of `CompanionApp` (ui/app.py),
which holds the table, the screen manager and the settings these use."""

from __future__ import annotations

from typing import Any, Callable

from companion import registry
from companion.appliance import race_setup
from companion.errors import LogUnavailable, MalformedInput, Rejected, ResumeFailed
from companion.seats import for_people
from ui.games import board_of, called


class GameDoors:
    """The doors into a game: `start`, `resume_game`, `leave_then`. Needs `table`, `settings`,
    `goto` and `last_rejection` of the app."""

    table: Any
    settings: Any
    last_rejection: str
    goto: Callable[[str], None]

    def start(self, game: str, show: bool = True, then: Callable[[], None] | None = None, **setup: Any) -> bool:
        """A new game of `game` (its setup fields, plus the race settings where its spec races)
        on its board; `show=False` stays on the screen that asked (the Nights setup, where each
        player first looks at their dealt Knight; the quiz screen); `then` runs once it started.
        On a refusal stay, say why and return False.

        A game in progress is never dropped silently: with anything played in it, the table is
        asked first (`leave_then`) and True comes back while the question is up; the game starts
        only on yes, and the one left stays unfinished in the log, for home to offer back."""
        same = self.table.fold is not None and self.table.game == game
        title = registry.spec_for(game).title if registry.known(game) else game
        doing = f"start a new {called(game)}" if same else f"start {title}"
        return self.leave_then(lambda: self._start(game, show, then, setup), doing)

    def _start(self, game: str, show: bool, then: Callable[[], None] | None, setup: dict) -> bool:
        screen = board_of(game) if show else None
        try:
            self.table.new_game(game, **{**race_setup(self.settings, game), **setup})
        except LogUnavailable as exc:
            self.last_rejection = f"{exc}. No game starts without a log that takes writes."
            return False
        except (Rejected, MalformedInput) as exc:
            self.last_rejection = for_people(getattr(exc, "reason", str(exc)))
            return False
        if screen is not None:
            self.goto(screen)
        if then is not None:
            then()
        return True

    def leave_then(self, go: Callable[[], bool], doing: str) -> bool:
        """`go` (start or resume another game: `doing`, in words) once the game in progress may be
        left; asks first where something was played in it (ui/leaving.py)."""
        from ui.leaving import leave_then

        return leave_then(self, go, doing)

    def resume_game(self, game_id: int) -> None:
        """A logged unfinished game, back on the board, held until the table restarts it. The show
        already live on this table (someone went Home mid-show and held it) just comes back as it
        stands: rebuilding it from the log would put it back at its last input. Another game in
        progress is left first (`leave_then`: it asks)."""
        live = self.table.fold is not None and self.table.game_id == game_id and not self.table.state.over
        if live:
            self._show_board()
            return
        row = self.table.log.game(game_id) if self.table.log is not None else None
        title = registry.spec_for(row.game).title if row is not None and registry.known(row.game) else f"game {game_id}"
        self.leave_then(lambda: self._resume(game_id), f"go back to {title}")

    def _resume(self, game_id: int) -> bool:
        try:
            self.table.resume(game_id)
        except ResumeFailed as exc:
            self.last_rejection = str(exc)  # set aside in the log; home no longer offers it
            return False
        self._show_board()
        return True

    def _show_board(self) -> None:
        board = board_of(self.table.game)
        if board is not None:
            self.goto(board)

