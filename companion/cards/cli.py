"""`companion cards`: the tag registry from a terminal (the enrollment screen's twin).

    companion cards status GAME             what is enrolled and what is missing
    companion cards enroll GAME --port URL --protocol lines|rdm6300|pn532
                                            scan a card, type which card it is (blank skips)
GAME: kites, sparkle_kitty, sparkle_kitty_nights or kittens (companion/cards/catalog.py).
    companion cards export [--game GAME]    the registry as JSON lines, to share a deck
    companion cards import FILE|-           enroll every line of an export
All take --registry PATH (default: cards.sqlite3 beside the action log).
"""

from __future__ import annotations

import argparse
import queue
import sys
from pathlib import Path

from companion.cli_files import open_input


def register(subparsers) -> None:
    cards = subparsers.add_parser("cards", help="which tag is which card: status, enroll, export, import")
    sub = cards.add_subparsers(dest="cards_command", required=True)
    status = sub.add_parser("status", help="enrolled and missing cards of a game")
    status.add_argument("game")
    enroll = sub.add_parser("enroll", help="scan cards and say which card each is")
    enroll.add_argument("game")
    enroll.add_argument("--port", required=True)
    enroll.add_argument("--protocol", required=True, choices=("lines", "rdm6300", "pn532"))
    enroll.add_argument("--timeout", type=float, default=None, help="stop waiting for a card after S seconds")
    export = sub.add_parser("export", help="print the registry as JSON lines")
    export.add_argument("--game", default=None)
    imp = sub.add_parser("import", help="enroll the lines of an export")
    imp.add_argument("file")
    for p in (status, enroll, export, imp):
        p.add_argument("--registry", type=Path, default=None, help="default: beside the action log")
    cards.set_defaults(handler=cmd_cards)


def cmd_cards(args: argparse.Namespace) -> int:
    from companion.cards.registry import Registry, default_registry_path
    from companion.errors import LogUnavailable

    try:
        registry = Registry(args.registry or default_registry_path())
    except LogUnavailable as exc:  # root in the service user's folder: the reason, not a traceback
        print(exc, file=sys.stderr)
        return 1
    try:
        return {"status": _status, "enroll": _enroll, "export": _export, "import": _import}[args.cards_command](
            args, registry)
    finally:
        registry.close()


def _status(args, registry) -> int:
    from companion.cards.catalog import coverage

    try:
        rows = coverage(args.game, [code for _, code in registry.enrolled(args.game)])
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    for card, copies, have in rows:
        mark = "ok" if have >= copies else f"missing {copies - have}"
        print(f"{args.game}:{card:<16} {have}/{copies}  {mark}")
    total, have = sum(r[1] for r in rows), sum(min(r[1], r[2]) for r in rows)
    print(f"{have} of {total} cards enrolled")
    return 0


def _enroll(args, registry) -> int:
    from companion.cards.catalog import catalog_for
    from companion.cards.codes import CardCode, looks_like_code
    from hardware.readers import Reader

    try:
        catalog = catalog_for(args.game)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    card_id = catalog.card_id
    example = next(iter(catalog.deck()))
    reads: queue.Queue = queue.Queue()
    enrolled = 0
    with Reader(args.port, args.protocol, reads.put) as reader:
        if not reader.wait_connected(10):
            print(f"{args.port}: {reader.status.error}; still retrying", file=sys.stderr)
        print(f"Scan a card ({args.port}); Ctrl-D to stop.", file=sys.stderr, flush=True)
        while True:
            try:
                tag = reads.get(timeout=args.timeout).tag
            except queue.Empty:
                break
            if looks_like_code(tag):
                print(f"{tag}: a printed code, it needs no enrolling", file=sys.stderr)
                continue
            known = registry.lookup(tag)
            print(f"{tag}: {'now ' + str(known) + '. ' if known else ''}Which card is it? (like {example}; blank skips)",
                  file=sys.stderr, flush=True)
            answer = sys.stdin.readline()
            if not answer:
                break
            answer = answer.strip()
            if not answer:
                continue
            try:
                code = CardCode.parse(answer if ":" in answer else f"{args.game}:{answer}")
                code = CardCode(code.game, card_id(code))  # as the catalog spells it
            except ValueError as exc:
                print(f"not enrolled: {exc}", file=sys.stderr)
                continue
            registry.enroll(tag, code)
            enrolled += 1
            print(f"{tag}\t{code}", flush=True)
    print(f"cards: {enrolled} enrolled, {reader.dropped} dropped frame(s)", file=sys.stderr)
    return 0


def _export(args, registry) -> int:
    for line in registry.export_lines(args.game):
        print(line)
    return 0


def _import(args, registry) -> int:
    stream = open_input(args.file)
    if stream is None:
        return 2
    with stream:
        try:
            n = registry.import_lines(stream)
        except ValueError as exc:
            print(exc, file=sys.stderr)
            return 2
    print(f"{n} tag(s) enrolled", file=sys.stderr)
    return 0
