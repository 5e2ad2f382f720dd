"""The table session: the live game in one place.

Inputs from every edge (touch, buttons, scans, a JSON-lines feed) arrive here as `Action`s. The
rules validate; an accepted input is handed to the log's writer (companion/log_writer.py) before
the state changes and before any observer (screen, LEDs, piezo) sees it. Started by the
composition root, the writer commits it on its own thread, so a slow SD card never holds a frame;
not started, it commits at once. Edge threads only `post()`; the main thread (Kivy's, or the
headless loop) calls `drain()`.
"""

from __future__ import annotations

import queue
import time
from dataclasses import dataclass, replace
from typing import Any, Callable

from companion.actions import Action
from companion.errors import LogUnavailable, MalformedInput, Rejected, ResumeFailed
from companion.fold import Fold
from companion.conformance import check_state
from companion.log import ActionLog
from companion.log_writer import LogWriter
from companion.registry import UnknownGame, rules_for, spec_for
from companion.spine import SAME_AGAIN, GameState, Rules

ACCEPTED, REJECTED, ENDED, HELD, RESUMED, NEW_GAME = "accepted", "rejected", "ended", "held", "resumed", "new_game"
# The card stopped taking writes mid-game (read-only or full): the game goes on in memory. And back.
LOG_LOST, LOG_BACK = "log_lost", "log_back"


@dataclass(frozen=True)
class Outcome:
    accepted: bool
    action: Action
    reason: str | None = None
    state: Any = None


@dataclass(frozen=True)
class TableEvent:
    kind: str
    state: Any
    action: Action | None = None
    reason: str | None = None
    button: int | None = None  # a refused press or hold: the box's button it came from


class Table:
    def __init__(self, log: ActionLog | None, clock: Callable[[], float] = time.monotonic):
        self.log = log
        # the log's writes, in order; the composition root starts its thread (`writer.start()`)
        self.writer = LogWriter(log) if log is not None else None
        self.clock = clock
        self.fold: Fold | None = None
        self.game: str | None = None
        self.game_id: int | None = None
        self._origin = 0.0
        self._held_at: float | None = None
        self.held_why = ""  # while held: "restart" (a logged game resumed) or "undo" (`hold_at`)
        self._inbox: queue.SimpleQueue = queue.SimpleQueue()
        self._observers: list[Callable[[TableEvent], None]] = []
        self._ended_logged = False
        self._last_t = 0.0  # the moment of the last logged input: the log's t never goes back
        self.log_problem: str | None = None  # why the log refuses writes, while it does (as last heard)
        self._pending: list[tuple[str, str | None]] = []  # events to tell once the input is applied
        # The box's buttons are on the screen (mock pins): each buzz says how long its race waits
        # (`settle_ms`, companion/race.py), the app's frames being coarser than an edge's tick.
        self.screen_settle: Callable[[], int] | None = None

    # -- observers ------------------------------------------------------------------------------
    def observe(self, callback: Callable[[TableEvent], None]) -> None:
        self._observers.append(callback)

    def _tell(self, kind: str, action: Action | None = None, reason: str | None = None,
              button: int | None = None) -> None:
        event = TableEvent(kind, self.state if self.fold else None, action, reason, button)
        for callback in list(self._observers):
            callback(event)

    # -- the game clock -------------------------------------------------------------------------
    def now(self) -> float:
        """Game seconds. Held after a restart: the clock stands at the last logged moment."""
        if self._held_at is not None:
            return self._held_at
        return self.clock() - self._origin

    @property
    def held(self) -> bool:
        return self._held_at is not None

    @property
    def rules(self) -> Rules:
        return self._fold().rules

    @property
    def state(self) -> Any:
        return self._fold().state

    def _fold(self) -> Fold:
        if self.fold is None:
            raise LookupError("no game is set up")
        return self.fold

    def current(self) -> Any:
        """The state now (a timer may have run out since the last input)."""
        return self.rules.settle(self.state, self.now())

    # -- games ----------------------------------------------------------------------------------
    def new_game(self, game: str, **setup: Any) -> Any:
        """Set up a new game at t = 0. Raises Rejected/MalformedInput (bad setup) or
        LogUnavailable (no game may start without a log that takes writes)."""
        rules = rules_for(game)
        action = Action("setup", 0.0, {"game": game, **setup}, origin="touch")
        self._must_flush()
        fold = Fold(rules)
        check_state(spec_for(game), fold.next(action)[1])  # validate before anything is written
        game_id = self.log.new_game(action) if self.log is not None else None
        fold.submit(action)
        self.fold, self.game, self.game_id = fold, game, game_id
        self._setup = dict(action.data)  # "the same again" (a headless box's next show)
        self._origin, self._held_at, self._ended_logged = self.clock(), None, False
        self._last_t = 0.0
        self._tell(NEW_GAME, action)
        return self.state

    def resume(self, game_id: int) -> Any:
        """Rebuild a logged game; its timers stay held at the last logged moment until `release()`."""
        self._must_flush()
        if self.log is None:
            raise ResumeFailed("no action log to resume a game from")
        log = self.log
        actions = log.inputs(game_id)
        game = actions[0].get("game")
        try:
            fold = Fold(rules_for(game))
            for number, action in enumerate(actions, start=1):
                fold.submit(action)
        except (Rejected, MalformedInput, UnknownGame) as exc:
            # Never a crash at boot: set the game aside (marked abandoned) and say why.
            try:
                log.set_aside(game_id)
            except LogUnavailable:
                pass
            reason = getattr(exc, "reason", None) or str(exc)
            raise ResumeFailed(f"game {game_id} no longer replays (input {number}: {reason}); "
                               "it is set aside and a new game can start") from None
        self.fold, self.game, self.game_id = fold, game, game_id
        self._setup = dict(actions[0].data)
        self._held_at = self._last_t = actions[-1].t
        self.held_why = "restart"
        self._ended_logged = False
        self._tell(HELD)
        return self.state

    def hold_at(self, t: float, why: str = "undo") -> None:
        """Hold the game clock at t until `release()` (as after a restart): a show an UNDO took
        back from its end (`why` "undo"), or one the table held to go Home mid-show ("home")."""
        self._held_at, self.held_why = t, why

    def release(self) -> None:
        """The table restarts the held timers: game time goes on from where it stood."""
        if self._held_at is None:
            return
        self._origin = self.clock() - self._held_at
        self._held_at = None
        self._tell(RESUMED)

    # -- inputs ---------------------------------------------------------------------------------
    def post(self, do: str, origin: str = "button", **data: Any) -> None:
        """Thread-safe: queue an input from an edge thread; `drain()` handles it. The input is
        stamped with the moment it reached the box, not the moment the main thread gets round to
        it: a race's settle window is judged by arrival, so one slow frame cannot split a race."""
        self._inbox.put((do, origin, data, self._stamp()))

    def _stamp(self) -> tuple[int | None, float]:
        return self.game_id, self.now()

    def _arrival(self, stamp: tuple[int | None, float]) -> float:
        """Game time of a queued input: its arrival, if it arrived in this game (else now)."""
        game_id, t = stamp
        now = self.now()
        return min(t, now) if (self.fold is not None and game_id == self.game_id) else now

    def drain(self) -> list[Outcome | None]:
        self._hear_log()  # the writer's news since the last frame: the card refusing writes, or back
        self._tell_pending()
        outcomes = []
        while True:
            try:
                do, origin, data, stamp = self._inbox.get_nowait()
            except queue.Empty:
                break
            t = self._arrival(stamp)
            if do == "press":
                outcomes.append(self.press(data["button"], tick=data["tick"], origin=origin, t=t))
            elif do == "hold":
                outcomes.append(self.hold(data["button"], origin=origin, t=t))
            else:
                outcomes.append(self.submit_action(Action(do, t, data, origin)))
        return outcomes

    def press(self, button: int, tick: float | None = None, origin: str = "touch",
              t: float | None = None) -> Outcome | None:
        """A button of the box (or its twin on the screen) pressed: what the game's rules mean by
        it (`Rules.press`), submitted; a press the rules refuse is a rejected outcome with their
        reason. `tick`: the edge's moment in game seconds (None: the moment it arrived).

        Held after a restart, any press restarts the table."""
        if self.fold is None:
            return None
        if self.held:
            self.release()
            return None
        t = self.now() if t is None else t
        try:
            action = self.rules.press(self.current(), button, t if tick is None else tick, t)
        except Rejected as exc:
            return self._reject(Action("press", t, {"button": button}, origin), exc.reason, button)
        if action.do == "buzz" and self.screen_settle is not None:
            action = replace(action, data={**action.data, "settle_ms": self.screen_settle()})
        return self.submit_action(replace(action, origin=origin), button=button)

    def post_press(self, button: int, tick: float | None = None, origin: str = "button",
                   at: tuple | None = None) -> None:
        """Thread-safe twin of `press` for edge threads; `at` is a `mark()` taken at the edge when
        the press is posted later (a button that acts on release keeps its press's moment)."""
        self._inbox.put(("press", origin, {"button": button, "tick": tick}, at or self._stamp()))

    def post_hold(self, button: int, origin: str = "button") -> None:
        """Thread-safe: a button held down (see `hold`)."""
        self._inbox.put(("hold", origin, {"button": button}, self._stamp()))

    def mark(self) -> tuple:
        """This moment, for an input posted later (thread-safe)."""
        return self._stamp()

    def hold(self, button: int, origin: str = "button", t: float | None = None) -> Outcome | None:
        """A button held down: what the rules mean by it (`Rules.hold`), an input or `SAME_AGAIN`
        (the same setup again, a headless box's next show). A hold that means nothing is refused
        with the reason (the box chirps), so the table knows it was felt."""
        if self.fold is None:
            return None
        if self.held:
            self.release()
            return None
        t = self.now() if t is None else t
        try:
            means = self.rules.hold(self.current(), button, t)
        except Rejected as exc:
            return self._reject(Action("hold", t, {"button": button}, origin), exc.reason, button)
        if means == SAME_AGAIN:
            setup = dict(self._setup)
            try:
                self.new_game(setup.pop("game"), **setup)
            except (Rejected, MalformedInput, LogUnavailable) as exc:
                return self._reject(Action("setup", t, {}, origin), getattr(exc, "reason", str(exc)), button)
            return None
        assert isinstance(means, Action), f"`Rules.hold` means an input or SAME_AGAIN, not {means!r}"
        return self.submit_action(replace(means, origin=origin), button=button)

    def submit(self, do: str, origin: str = "touch", **data: Any) -> Outcome:
        return self.submit_action(Action(do, self.now(), data, origin))

    def submit_action(self, action: Action, button: int | None = None) -> Outcome:
        """`button`: the box's button this input came from (a refusal names it, so its lamp says so)."""
        if self.fold is None:
            return self._reject(action, "no game is set up", button)
        if self.held:
            return self._reject(action, "the show is on hold after a restart: resume it first", button)
        if action.t < self._last_t:
            # A late edge never goes back in time. (Not state.t: after an undo the state is an
            # older one, but the log already holds the undo's moment.)
            action = action.at(self._last_t)
        try:
            new = self.fold.submit(action, before_commit=self._commit)
        except (Rejected, MalformedInput) as exc:
            return self._reject(action, getattr(exc, "reason", str(exc)), button)
        except LogUnavailable as exc:
            return self._reject(action, str(exc), button)
        self._last_t = action.t
        self._tell_pending()
        self._tell(ACCEPTED, action)
        self._note_end()
        return Outcome(True, action, state=new)

    # -- the log, and memory only when it fails mid-game -----------------------------------------
    @property
    def memory_only(self) -> bool:
        """The game goes on in memory: the log refused a write after the game started."""
        return self.log_problem is not None

    @property
    def backlog(self) -> list[Action]:
        """The accepted inputs not in the log yet, oldest first (while it refuses writes: kept in
        memory, and written back in order as soon as it takes writes again). None is dropped."""
        return self.writer.pending() if self.writer is not None else []

    def _commit(self, action: Action) -> None:
        if self.writer is None or self.game_id is None:
            return
        # Mid-game, a log that refuses writes must not stop the table (the SD card went
        # read-only or filled up): the writer keeps the input, and every input tries again.
        # Only a game's *start* needs a writable log.
        self.writer.append(self.game_id, action)
        self._hear_log()

    def _hear_log(self) -> None:
        """What the writer met (on its thread, if started): the log refusing writes, or taking
        them again once every input kept in memory is written back. Told as LOG_LOST / LOG_BACK."""
        problem = self.writer.problem if self.writer is not None else None
        if problem is not None and self.log_problem is None:
            self._pending.append((LOG_LOST, problem))
        elif problem is None and self.log_problem is not None:
            self._pending.append((LOG_BACK, None))
        self.log_problem = problem

    def retry_log(self) -> bool:
        """Try to write the inputs kept in memory back to the log now (every input tries too;
        the app tries now and then while nothing is pressed). True when none is left. With the
        writer's thread started it tries there and this does not wait: the next frame hears."""
        if self.writer is not None:
            self.writer.retry()
        self._hear_log()
        self._tell_pending()
        return self.writer is None or not self.writer.pending() and self.log_problem is None

    def written(self, timeout: float | None = None) -> bool:
        """Wait until every input accepted so far is in the log (the writer says written); False
        while the log refuses writes (the inputs are kept in memory)."""
        done = self.writer.flush(timeout) if self.writer is not None else True
        self._hear_log()
        self._tell_pending()
        return done

    def _must_flush(self) -> None:
        """Before another game replaces this one, what it holds in memory goes to the log."""
        if self.writer is not None:
            self.writer.flush()
            if self.writer.problem is not None:  # one more try, and wait for it
                self.writer.retry()
                self.writer.flush()
            self._hear_log()
            if self.writer.pending() or self.log_problem is not None:
                self._tell_pending()
                raise LogUnavailable(f"{self.log_problem}; the game in play is kept in memory "
                                     "until the log takes writes again")
        self._tell_pending()

    def _tell_pending(self) -> None:
        pending, self._pending = self._pending, []
        for kind, reason in pending:
            self._tell(kind, reason=reason)

    def _reject(self, action: Action, reason: str, button: int | None = None) -> Outcome:
        self._tell(REJECTED, action, reason, button)
        return Outcome(False, action, reason=reason, state=self.state if self.fold else None)

    def tick(self) -> Any:
        """Bring the game up to now; call it when `next_wake()` comes (or every frame)."""
        if self.fold is None or self.held:
            return None
        self.fold.settle(self.now())
        self._note_end()
        return self.state

    def _reopen(self) -> None:
        """An undo took the end back: the log's index must not call the game finished, or a
        restart would not offer to resume it."""
        self._ended_logged = False
        if self.writer is None or self.game_id is None:
            return
        self.writer.mark_open(self.game_id)  # after the inputs before it, as every write
        self._hear_log()
        self._tell_pending()

    def next_wake(self) -> float | None:
        """Game seconds of the next thing that happens on its own (a timer running out)."""
        if self.fold is None or self.held:
            return None
        return self.rules.next_event(self.state)

    def _end_of(self, state: GameState) -> tuple[float, str]:
        """When and how a game that is over ended (a game that says neither: its last input)."""
        return (self._last_t if state.ended_at is None else state.ended_at), state.result or "ended"

    def _note_end(self) -> None:
        state: GameState = self.state  # (the typed contract: companion.spine.GameState)
        if self._ended_logged and not state.over:
            self._reopen()
        elif state.over and not self._ended_logged:
            self._ended_logged = True
            if self.writer is not None and self.game_id is not None:
                # refused, it waits with the inputs: only the index of finished games lags
                self.writer.mark_ended(self.game_id, *self._end_of(state))
                self._hear_log()
            self._tell_pending()
            self._tell(ENDED)
