"""`companion history` and `companion stats`: every game kept, and the numbers, in the terminal;
`companion history export` (CSV or a BG Stats file) and `companion history import FILE` (either).

What could not be read (a damaged line of the log) is said in one sentence on stderr; the rest
is shown. A file that cannot be imported is refused in one sentence, exit status 1, nothing
changed and nobody remembered."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import asdict
from pathlib import Path
from typing import Any

from companion.errors import LogUnavailable


def register(sub: argparse._SubParsersAction) -> None:
    hist = sub.add_parser("history", help="every game played, newest first")
    _common(hist)
    hist.add_argument("--game", default=None, help="only this game (kites, sparkle_kitty, ...)")
    hist.add_argument("--json", action="store_true", help="one JSON list")
    hist.set_defaults(handler=cmd_history)
    what = hist.add_subparsers(dest="history_command")
    exp = what.add_parser("export", help="write the plays to a file")
    _common(exp)
    exp.add_argument("--format", choices=("csv", "bgstats"), default="csv")
    exp.add_argument("--out", type=Path, required=True)
    exp.add_argument("--me", default=None, help="bgstats: the remembered person whose BG Stats app the file is for")
    exp.set_defaults(handler=cmd_export)
    imp = what.add_parser("import", help="bring in the plays of a CSV export or a BG Stats file")
    _common(imp)
    imp.add_argument("file", type=Path)
    imp.set_defaults(handler=cmd_import)

    stats = sub.add_parser("stats", help="plays, wins and records per person and per game")
    _common(stats)
    stats.add_argument("--player", default=None, help="one remembered person, by name")
    stats.add_argument("--json", action="store_true", help="one JSON object")
    stats.set_defaults(handler=cmd_stats)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--db", type=Path, default=argparse.SUPPRESS,
                        help="the action log (SQLite); the people file sits beside it")


def _open(args: argparse.Namespace):
    from companion.history.store import open_history
    from companion.log import default_db_path

    try:
        return open_history(getattr(args, "db", None) or default_db_path())
    except LogUnavailable as exc:
        print(exc, file=sys.stderr)
        return None


def _with_history(command):
    """The command gets the history of `--db` (or says why there is none: exit status 1)."""
    def run(args: argparse.Namespace) -> int:
        history = _open(args)
        if history is None:
            return 1
        code = command(args, history)
        for sentence in history.skipped:
            print(sentence, file=sys.stderr)
        return code
    run.__doc__ = command.__doc__
    return run


def _names(history) -> dict[int, str]:
    return {p.id: p.name for p in history.people.recent()}


@_with_history
def cmd_history(args: argparse.Namespace, history) -> int:
    from companion.history import words

    plays = history.plays(game=args.game)
    if args.json:  # each key said with the names now (as every line is)
        print(json.dumps([{**p.to_dict(), "title": words.title(p.game)} for p in plays]))
        return 0
    if not plays:
        print("no games yet" + (f" of {args.game}" if args.game else ""))
    names = _names(history)
    for play in plays:
        print(words.play_line(play, names))
    return 0


@_with_history
def cmd_stats(args: argparse.Namespace, history) -> int:
    from companion.history import words
    from companion.history.stats import fastest_double_ms, game_stats, person_stats

    plays = history.plays()
    people = person_stats(plays, _names(history))
    games = game_stats(plays)
    if args.player is not None:
        person = history.people.named(args.player)
        if person is None:
            print(f"nobody called {args.player!r} is remembered", file=sys.stderr)
            return 1
        people = [s for s in people if s.person == person.id]
        games = {}
    if args.json:
        out: dict[str, Any] = {"people": [{**asdict(s), "rate": s.rate} for s in people]}
        if args.player is None:
            out["games"] = {g: asdict(s) for g, s in games.items()}
            out["fastest_double_ms"] = fastest_double_ms(plays)
        print(json.dumps(out))
        return 0
    if args.player is not None and not people:
        print(f"{args.player} has no finished games yet")
    for s in people:
        print("\n".join(words.person_lines(s)))
    for g in games.values():
        print("\n".join(words.game_lines(g)))
    return 0


@_with_history
def cmd_export(args: argparse.Namespace, history) -> int:
    plays = history.plays()
    if args.format == "csv":
        text = history.export_csv()
    else:
        me = None
        if args.me is not None:
            person = history.people.named(args.me)
            if person is None:
                print(f"nobody called {args.me!r} is remembered", file=sys.stderr)
                return 1
            me = person.id
        text = json.dumps(history.export_bgstats(me), indent=1)
    try:
        args.out.write_text(text, encoding="utf-8", newline="")
    except OSError as exc:
        print(f"cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"{len(plays)} plays written to {args.out} ({args.format})")
    return 0


MAX_FILE = 64 * 1024 * 1024  # a family's plays for a lifetime fit in far less


@_with_history
def cmd_import(args: argparse.Namespace, history) -> int:
    from companion.history.export import ImportRejected

    try:
        if args.file.stat().st_size > MAX_FILE:
            raise ImportRejected(f"the file is larger than {MAX_FILE // 2**20} MB (not an export of plays)")
        text = args.file.read_text(encoding="utf-8")
        brought = history.import_text(text)
    except (OSError, UnicodeDecodeError) as exc:
        print(f"cannot read {args.file}: {exc}", file=sys.stderr)
        return 1
    except ImportRejected as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    print(f"{len(brought)} plays brought in" + ("" if brought else " (all were already here)"))
    if history.left_out:
        print(history.left_out)
    return 0
