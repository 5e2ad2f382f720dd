"""The log's writer: the table's writes to the action log, in order, off the frame loop.

An SD card can hold a commit for hundreds of milliseconds (its fsync). The table must not: an
accepted input is applied to the state in memory at once, and handed here to be made durable.
The writer keeps every write it was handed, oldest first, until the log has taken it: a write
the log refuses (the card went read-only or filled up) stays, with those after it, and `problem`
says why until the log takes them all (every new write tries again, and `retry()` does). Nothing
accepted is dropped.

Not started, it writes on the caller's thread at once (the replay command, the tests, a table
the composition root did not start one for). `start()`, called by the composition root, gives it
a thread of its own; `stop()` writes what is left before the program ends. Readers of the log see
every input handed over: the log's connection waits for the writer first (`ActionLog.db`).

Only the log's own I/O runs on the thread: no engine, no observer, no table state. The table
hears of `problem` on its own thread (`Table.drain`).
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from companion.actions import Action
from companion.errors import LogUnavailable
from companion.log import ActionLog


class LogWriter:
    def __init__(self, log: ActionLog):
        self.log = log
        self._jobs: deque[tuple[str, tuple]] = deque()  # (ActionLog's write method, its args), oldest first
        self._cv = threading.Condition()
        self._due = False  # something to try: a new write, or a retry
        self._busy = False
        self._stopping = False
        self._thread: threading.Thread | None = None
        self.problem: str | None = None  # why the log refuses writes, while it does (set on the writer's thread)
        self.written = 0  # writes the log has taken so far

    # -- the table's thread --------------------------------------------------------------------
    def append(self, game_id: int, action: Action) -> None:
        self._put("append", game_id, action)

    def mark_ended(self, game_id: int, ended_at: float, result: str) -> None:
        self._put("mark_ended", game_id, ended_at, result)

    def mark_open(self, game_id: int) -> None:
        self._put("mark_open", game_id)

    def pending(self) -> list[Action]:
        """The inputs handed over and not yet in the log, oldest first."""
        with self._cv:
            return [args[1] for name, args in self._jobs if name == "append"]

    def retry(self) -> None:
        """Try the writes the log refused again (now, or on the writer's thread at once)."""
        if self._jobs:
            self._kick()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every write handed over so far is in the log, or the log refused one; True
        when none is left. On the writer's own thread, or not started: no wait."""
        thread = self._thread
        if thread is None or threading.current_thread() is thread:
            return not self._jobs
        with self._cv:
            self._cv.wait_for(lambda: not (self._due or self._busy) or not thread.is_alive(), timeout)
            return not self._jobs

    @property
    def started(self) -> bool:
        return self._thread is not None

    @property
    def writing(self) -> bool:
        """A write is in flight on the writer's thread: a read now would wait for it."""
        return self._thread is not None and (self._due or self._busy)

    def start(self) -> None:
        """The writer's own thread (the composition root starts it); the log's readers wait for it."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="log-writer", daemon=True)
        self.log.writer = self
        self._thread.start()
        self.retry()

    def stop(self, timeout: float | None = None) -> bool:
        """Write what is left (one more try where the log refused), then end the thread; True when
        nothing accepted is left out of the log."""
        thread = self._thread
        if thread is None:
            self.retry()
            return not self._jobs
        self.flush(timeout)
        if self._jobs:
            self.retry()
            self.flush(timeout)
        with self._cv:
            self._stopping = True
            self._cv.notify_all()
        thread.join(timeout)
        self._thread = None
        if self.log.writer is self:
            self.log.writer = None
        return not self._jobs

    def _put(self, name: str, *args: Any) -> None:
        with self._cv:
            self._jobs.append((name, args))
        self._kick()

    def _kick(self) -> None:
        if self._thread is None:
            self._work()  # not started: at once, on the caller's thread
            return
        with self._cv:
            self._due = True
            self._cv.notify_all()

    # -- the writer's thread -------------------------------------------------------------------
    def _run(self) -> None:
        while True:
            with self._cv:
                self._cv.wait_for(lambda: self._due or self._stopping)
                if not self._due:
                    return
                self._due, self._busy = False, True
            try:
                self._work()
            finally:
                with self._cv:
                    self._busy = False
                    self._cv.notify_all()

    def _work(self) -> None:
        """The writes, oldest first, each taken off only once the log has it; the first one the
        log refuses stops the run (kept, with every later one, for the next try)."""
        while True:
            with self._cv:
                if not self._jobs:
                    break
                name, args = self._jobs[0]
            try:
                getattr(self.log, name)(*args)
            except LogUnavailable as exc:
                self.problem = str(exc)
                return
            except Exception as exc:  # noqa: BLE001: the writer must outlive any failure, keeping the write
                self.problem = f"the action log cannot be written: {exc}"
                return
            with self._cv:
                self._jobs.popleft()
                self.written += 1
        self.problem = None
