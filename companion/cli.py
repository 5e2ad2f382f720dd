"""The `companion` command: the one composition root.

It wires the pure core to `hardware` (gpiozero, pyserial) and `ui` (Kivy), importing them only
inside the commands that need them, so `companion replay` and `companion log` load neither.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from companion import __version__, cli_config, cli_hardware, cli_history, cli_labels, cli_scan
from companion.cli_files import open_input
from companion.cards import cli as cards_cli
from companion.spine import SpecError


DISPLAY_HELP = "draw for this display: 1280x720, 1024x600, 1280x720@7in (default: the one found)"


def _display(args: argparse.Namespace) -> int:
    """The display asked for (--display or COMPANION_DISPLAY), checked before any window opens."""
    from companion.display import use

    why = use(getattr(args, "display", None))
    if why is not None:
        print(f"display: {why}", file=sys.stderr)
        return 2
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="companion", description="Table Companion: the box beside real cards.")
    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    sub = parser.add_subparsers(dest="command")

    run = sub.add_parser("run", help="start the app (or a headless referee)")
    run.add_argument("game", nargs="?", default=None, help="go straight to a game's setup (its id: companion replay names them)")
    run.add_argument("--headless", action="store_true", help="no screen: buttons and LEDs only")
    run.add_argument("--db", type=Path, default=None, help="the action log (SQLite)")
    run.add_argument("--input", default=None, help="inputs as JSON lines from FILE or - (stdin)")
    run.add_argument("--pins", type=Path, default=None, help="pin map TOML (default: the reference wiring)")
    run.add_argument("--players", type=int, default=4, help="headless without --input: players")
    run.add_argument("--mode", choices=("standard", "warmup"), default="standard")
    run.add_argument("--new", action="store_true", help="do not resume an unfinished game")
    run.add_argument("--display", default=None, metavar="WxH", help=DISPLAY_HELP)

    rp = sub.add_parser("replay", help="fold a JSON-lines game and report the state")
    rp.add_argument("file", help="JSON lines, or - for stdin")
    rp.add_argument("--at", type=float, default=None, help="the moment to report (default: the last line)")
    rp.add_argument("--json", action="store_true", help="one JSON object")

    log = sub.add_parser("log", help="the action log")
    log_sub = log.add_subparsers(dest="log_command")
    exp = log_sub.add_parser("export", help="print a game as replay JSON lines")
    exp.add_argument("--db", type=Path, default=None)
    exp.add_argument("--game", default="last", help="a game id, or last")
    ls = log_sub.add_parser("list", help="the games in the log")
    ls.add_argument("--db", type=Path, default=None)

    doc = sub.add_parser("doctor", help="pin factory, pin map and checks")
    doc.add_argument("--pins", type=Path, default=None)

    snap = sub.add_parser("snapshot", help="save a screenshot of a screen")
    snap.add_argument("screen", nargs="?", default=None)
    snap.add_argument("--out", type=Path, default=None)
    snap.add_argument("--list", action="store_true", help="name the screens")
    snap.add_argument("--display", default=None, metavar="WxH", help=DISPLAY_HELP)
    cli_config.register(sub)
    cli_hardware.register(sub, doc)  # wiring; doctor --interactive
    cli_scan.register(sub)  # card readers
    cards_cli.register(sub)  # the tag registry
    cli_labels.register(sub)  # printable QR labels
    cli_history.register(sub)  # history, stats, export and import of plays
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["run"])
    handler = getattr(args, "handler", None) or COMMANDS[args.command]
    if args.command == "log" and not args.log_command:
        parser.parse_args(["log", "--help"])
    try:
        return handler(args)
    except SpecError as exc:  # a game's spec names a part that is not there: which game, which part
        print(f"companion: a game's spec is wrong: {exc}", file=sys.stderr)
        return 2


def cmd_replay(args: argparse.Namespace) -> int:
    from companion.replay import ReplayError, replay

    stream = open_input(args.file)
    if stream is None:
        return 2
    with stream:
        try:
            run = replay(stream)
            out = json.dumps(run.report(args.at)) if args.json else run.summary(args.at)
        except ReplayError as exc:
            print(exc, file=sys.stderr)
            return 2
        except UnicodeDecodeError:
            print("line 1: the file is not UTF-8 text", file=sys.stderr)
            return 2
    print(out)
    return 0


def _open_log(path: Path | None, must_exist: bool = False):
    from companion.errors import LogUnavailable
    from companion.log import ActionLog, default_db_path

    path = path or default_db_path()
    if must_exist and not path.exists():
        print(f"no action log at {path}", file=sys.stderr)
        return None
    try:
        return ActionLog(path, readonly=True)
    except LogUnavailable as exc:
        print(exc, file=sys.stderr)
        return None


def cmd_log(args: argparse.Namespace) -> int:
    log = _open_log(args.db, must_exist=True)
    if log is None:
        return 1
    if args.log_command == "list":
        for g in log.games():
            status = f"{g.result} at {g.ended_at:g} s" if g.result else "unfinished"
            print(f"{g.id}\t{g.game}\t{status}")
        return 0
    row = log.last_game() if args.game == "last" else (log.game(int(args.game)) if args.game.isdigit() else None)
    if row is None:
        print(f"no game {args.game!r} in {log.path}", file=sys.stderr)
        return 1
    lines = log.export_lines(row.id)
    if row.ended_at is None:  # in progress: no hidden role in the export (docs/games/nights.md)
        from companion.registry import public_export

        lines = public_export(row.game, lines)
    for line in lines:
        print(line)
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from companion.errors import LogUnavailable
    from companion.log import ActionLog, default_db_path
    from companion.table import Table

    if code := cli_config.settings_for_run(args) or _display(args):  # the settings: pin map, headless at boot
        return code
    if not (args.headless and args.input is not None):  # a JSON feed drives no pins
        from hardware.pinmap import PinMapError, load_pinmap

        try:
            args.pins = load_pinmap(args.pins)  # a bad map stops here, before any window opens
        except PinMapError as exc:
            print(f"pin map: {exc}\nCheck it with: companion doctor --pins FILE", file=sys.stderr)
            return 1
    db = args.db or default_db_path()
    try:
        log = ActionLog(db)
    except LogUnavailable as exc:
        print(f"{exc}\nNo game starts without a log that takes writes: free some space or pick --db.",
              file=sys.stderr)
        return 1
    table = Table(log)
    # the log's commits on a thread of their own: a slow SD card never holds a frame or a press
    # (companion/log_writer.py); what is still on its way is written before the program ends
    writer = table.writer
    assert writer is not None, "a table with a log has its writer"
    writer.start()
    stopped = _stop_on_sigterm()
    try:
        if args.headless:
            return _run_headless(args, table, log)
        from companion.cli_devices import device_opener
        from ui.app import run_app

        settings = getattr(args, "settings", None)
        # the box (real pins on a Pi, gpiozero's mock pins elsewhere) and the card reader: opened
        # here, once, right after the app's first frame; the app is handed them and opens no device
        key_file = None if str(db) == ":memory:" else Path(db).with_name("phones.key")  # the phones' links
        return run_app(table, devices=device_opener(args.pins, settings, key_file), game=args.game,
                       resume=not args.new, settings=settings)
    finally:
        stopped()
        if not writer.stop():
            print(f"action log: {table.log_problem or 'not written'}; {len(table.backlog)} inputs of the "
                  "last game never reached it", file=sys.stderr)


def _stop_on_sigterm():
    """systemd stops the box with SIGTERM: end the way Ctrl-C does, through `finally`, so the log's
    writer writes what it still holds (Python's own SIGTERM ends at once). Returns the undo."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return lambda: None

    def stop(_signum, _frame):
        raise SystemExit(0)

    before = signal.signal(signal.SIGTERM, stop)
    return lambda: signal.signal(signal.SIGTERM, before)


def _run_headless(args: argparse.Namespace, table, log) -> int:
    from companion.headless import FeedReader, HeadlessReferee

    box = None
    if args.input is None:
        from companion.cli_devices import open_box
        from companion.kites.book import load_book

        book = load_book()
        # no screen: the white button held says "draw pile empty", "all cards played", "again"
        box, why = open_box(args.pins, getattr(args, "settings", None), held=(book.timer_names.index(book.white),))
        if box is None:
            print(f"a headless referee needs its buttons: {why}", file=sys.stderr)
            return 1
    referee = HeadlessReferee(table, box=box)
    # no screen for the banner: the journal says the game now lives in memory only (or no longer)
    table.observe(lambda e: print(f"action log: {e.reason or 'takes writes again'}", file=sys.stderr)
                  if e.kind in ("log_lost", "log_back") else None)
    resumed = False if args.new else _resume_unfinished(table, log)
    if not resumed and args.input is None:
        from companion.registry import HEADLESS

        table.new_game(HEADLESS, players=args.players, mode=args.mode, referee=False)
    if args.input is not None:
        stream = sys.stdin if args.input == "-" else open(args.input, encoding="utf-8")
        FeedReader(stream, referee.deliver).start()
        return referee.run(until_feed_ends=True)
    assert box is not None, "no --input: the box was opened above, or the command ended there"
    try:
        return referee.run()
    except KeyboardInterrupt:
        return 0
    finally:
        box.close()


def _resume_unfinished(table, log) -> bool:
    """Bring back the last unfinished game, held; a game that no longer replays is set aside."""
    from companion.errors import ResumeFailed

    unfinished = log.unfinished()
    if unfinished is None:
        return False
    try:
        table.resume(unfinished.id)
    except ResumeFailed as exc:
        print(exc, file=sys.stderr)
        return False
    print(f"resumed game {unfinished.id}, held at {table.now():g} s", file=sys.stderr)
    return True


def cmd_doctor(args: argparse.Namespace) -> int:
    from hardware.doctor import doctor

    return doctor(pins=args.pins, out=sys.stdout)


def cmd_snapshot(args: argparse.Namespace) -> int:
    if code := _display(args):
        return code
    from companion.cli_devices import open_box
    from ui.snapshot import snapshot_command

    return snapshot_command(args.screen, args.out, args.list, box_opener=open_box)


COMMANDS = {"replay": cmd_replay, "log": cmd_log, "run": cmd_run, "doctor": cmd_doctor, "snapshot": cmd_snapshot}
