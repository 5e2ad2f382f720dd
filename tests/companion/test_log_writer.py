"""The log's writer (companion/log_writer.py): an SD card that holds a commit for hundreds of ms
never holds the table. An accepted input is applied at once and committed on the writer's
thread, in order; once the writer says written it survives a kill; a read waits for it; the
program's end writes what is left; a card that refuses writes is heard by the table's own thread.

A held commit is an `Event` the test opens, never a sleep: every assertion is on order."""

from __future__ import annotations

import queue
import signal
import sqlite3
import subprocess
import sys
import textwrap
import threading

from companion.log import ActionLog
from companion.table import LOG_BACK, LOG_LOST, Table

WAIT = 30  # seconds: a writer that never answers fails the test instead of hanging it


class HeldLog(ActionLog):
    """A log whose commits wait until the test lets them go (an SD card holding its fsync), and
    that notes in `order` when each began and ended."""

    def __init__(self, path):
        super().__init__(path)
        self.held = threading.Event()
        self.held.set()  # commits go through until a test holds them
        self.began = threading.Event()
        self.order: list[str] = []

    def hold(self) -> None:
        self.held.clear()
        self.began.clear()

    def append(self, game_id, action):
        self.order.append(f"commit {action.do} begins")
        self.began.set()
        self.held.wait(WAIT)
        self.order.append(f"commit {action.do} ends")
        return super().append(game_id, action)


def logged(path, game_id: int = 1) -> list[str]:
    """The log as another process sees it (its own connection to the file)."""
    other = sqlite3.connect(path)
    try:
        return [do for (do,) in other.execute("SELECT do FROM inputs WHERE game_id = ? ORDER BY seq", (game_id,))]
    finally:
        other.close()


def timers_table(log: ActionLog, now: list[float]) -> Table:
    table = Table(log, clock=lambda: now[0])
    table.writer.start()  # as the composition root does (companion/cli.py)
    table.new_game("kites", players=4, referee=False)  # timers only: flips need no card
    return table


def test_a_held_commit_holds_neither_the_inputs_nor_the_table_s_loop(tmp_path):
    now = [0.0]
    log = HeldLog(tmp_path / "log.sqlite3")
    table = timers_table(log, now)
    try:
        log.hold()
        now[0] = 1
        assert table.submit("start").accepted
        assert log.began.wait(WAIT)  # the writer is inside the start's commit, and the card holds it
        for t in (31, 32):  # buttons pressed meanwhile: the edge threads' queue, then the loop's turn
            now[0] = t
            table.post_press(5, origin="button")  # the white timer
            outcomes = table.drain()
            assert [o.accepted for o in outcomes] == [True]
            table.tick()
            log.order.append(f"loop turn at {t} s")
        flips = table.state
        assert [a.do for a in table.backlog] == ["start", "flip", "flip"]  # in memory, in order
        assert log.order == ["commit start begins", "loop turn at 31 s", "loop turn at 32 s"]
        assert not table.memory_only  # held is not refused: no banner
    finally:
        log.held.set()
    assert table.written(WAIT)
    assert log.order[:4] == ["commit start begins", "loop turn at 31 s", "loop turn at 32 s", "commit start ends"]
    assert logged(log.path) == ["setup", "start", "flip", "flip"]
    assert table.state == flips and table.backlog == []
    table.writer.stop()


def test_a_read_waits_for_every_input_handed_to_the_writer(tmp_path):
    now = [0.0]
    log = HeldLog(tmp_path / "log.sqlite3")
    table = timers_table(log, now)
    log.hold()
    now[0] = 1
    table.submit("start")
    now[0] = 31
    table.submit("flip", timer="white")
    seen: list[list[str]] = []
    reader = threading.Thread(target=lambda: seen.append([a.do for a in log.inputs(table.game_id)]))
    reader.start()  # History, an export, a setup's last table: they read the log
    reader.join(0.5)
    assert reader.is_alive() and not seen  # it waits: the log does not yet hold what the table accepted
    log.held.set()
    reader.join(WAIT)
    assert seen == [["setup", "start", "flip"]]
    table.writer.stop()


def test_the_program_s_end_writes_what_the_writer_still_holds(tmp_path):
    now = [0.0]
    log = HeldLog(tmp_path / "log.sqlite3")
    table = timers_table(log, now)
    log.hold()
    now[0] = 1
    table.submit("start")
    for t in (31, 32, 33):
        now[0] = t
        table.submit("flip", timer="white")
    assert log.began.wait(WAIT)
    threading.Thread(target=log.held.set).start()  # the card answers, some time during the stop
    assert table.writer.stop(WAIT)
    assert logged(log.path) == ["setup", "start", "flip", "flip", "flip"]


def test_a_card_gone_read_only_is_heard_by_the_table_s_thread_and_caught_up(tmp_path):
    now = [0.0]
    table = timers_table(ActionLog(tmp_path / "log.sqlite3"), now)
    events: list = []
    table.observe(lambda e: events.append(e.kind) if e.kind in (LOG_LOST, LOG_BACK) else None)
    table.log.db.execute("PRAGMA query_only = ON")  # the card turned read-only
    now[0] = 1
    assert table.submit("start").accepted
    now[0] = 31
    assert table.submit("flip", timer="white").accepted
    assert not table.written(WAIT)  # the writer met it on its thread ...
    assert table.memory_only and "readonly" in table.log_problem and events == [LOG_LOST]  # ... told here
    assert [a.do for a in table.backlog] == ["start", "flip"]
    table.log.db.execute("PRAGMA query_only = OFF")  # the card takes writes again
    table.retry_log()  # the app's retry: on the writer's thread, the frame does not wait for it
    assert table.written(WAIT)
    assert events == [LOG_LOST, LOG_BACK] and not table.memory_only
    assert logged(table.log.path) == ["setup", "start", "flip"]
    table.writer.stop()


CHILD = textwrap.dedent("""
    import sys, threading
    from companion.log import ActionLog
    from companion.table import Table

    class CardStops(ActionLog):
        stuck = False
        def append(self, game_id, action):
            if self.stuck:
                threading.Event().wait()  # the card never answers this commit
            return super().append(game_id, action)

    now = [0.0]
    log = CardStops(sys.argv[1])
    table = Table(log, clock=lambda: now[0])
    table.writer.start()
    table.new_game("kites", players=4, referee=False)
    table.submit("start")
    now[0] = 30
    table.submit("flip", timer="white")
    assert table.written()
    print("written", flush=True)
    log.stuck = True
    now[0] = 31
    outcome = table.submit("flip", timer="white")
    print("accepted" if outcome.accepted and len(table.backlog) == 1 else "not accepted", flush=True)
    threading.Event().wait()
""")


def test_an_input_survives_a_kill_once_the_writer_says_written(tmp_path):
    path = tmp_path / "log.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], stdout=subprocess.PIPE, text=True)

    lines: queue.Queue[str] = queue.Queue()  # a thread reads them: select() on a buffered pipe misses
    threading.Thread(target=lambda: [lines.put(line.strip()) for line in proc.stdout], daemon=True).start()

    def said() -> str:  # the child's next line, or "" if it says nothing in WAIT seconds
        try:  # (both lines can come in one read: the second is then in the file's buffer, not the pipe)
            return lines.get(timeout=WAIT)
        except queue.Empty:
            return ""

    try:
        assert said() == "written"
        assert said() == "accepted"  # the table took it while its commit hangs
    finally:
        proc.send_signal(signal.SIGKILL)  # the power goes
        proc.wait(WAIT)
    assert logged(path) == ["setup", "start", "flip"]  # every written input; the hung one never half
