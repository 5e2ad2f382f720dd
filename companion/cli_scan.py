"""`companion scan`: read cards from a reader and print them, the way a user checks a new reader.

    companion scan --port URL --protocol lines|rdm6300|pn532 [--count N] [--timeout S]
                   [--debounce S] [--json]

Each accepted read is printed as it happens (the tag, or with --json one object a line with at
least {"tag": ...}). Exits 0 after N reads, 1 if the timeout passes first; without --count it
reads until the timeout (0 if anything was read) or Ctrl-C. Dropped frames are counted on stderr
at exit, and the port's status (connected, lost, retrying) is shown on stderr as it changes.
"""

from __future__ import annotations

import argparse
import json
import queue
import sys
import time

PROTOCOL_NAMES = ("lines", "rdm6300", "pn532")  # hardware.readers.PROTOCOLS, without importing serial


def register(subparsers) -> None:
    scan = subparsers.add_parser("scan", help="read cards from a serial reader and print them")
    scan.add_argument("--port", required=True, help="a device, loop:// or socket://host:port")
    scan.add_argument("--protocol", required=True, choices=PROTOCOL_NAMES)
    scan.add_argument("--count", type=_positive_int, default=None, help="exit 0 after N reads")
    scan.add_argument("--timeout", type=_seconds, default=None, help="exit 1 if the reads have not come by then")
    scan.add_argument("--debounce", type=_seconds, default=1.0, help="the same card seen again within S seconds is one read (default 1.0)")
    scan.add_argument("--baud", type=_positive_int, default=None, help="default: the reader family's own")
    scan.add_argument("--json", action="store_true", help="one JSON object a line")
    scan.set_defaults(handler=cmd_scan)


def cmd_scan(args: argparse.Namespace) -> int:
    from hardware.readers import Reader

    reads: queue.Queue = queue.Queue()
    started = time.monotonic()
    reader = Reader(
        args.port, args.protocol, reads.put, baudrate=args.baud, debounce=args.debounce,
        on_status=_status_printer(args.port),
    )
    deadline = None if args.timeout is None else started + args.timeout
    got = 0
    reader.start()
    try:
        while args.count is None or got < args.count:
            wait = None if deadline is None else deadline - time.monotonic()
            if wait is not None and wait <= 0:
                break
            try:
                read = reads.get(timeout=wait)
            except queue.Empty:
                break
            got += 1
            if args.json:
                print(json.dumps({"tag": read.tag, "protocol": read.protocol, "n": got,
                                  "t": round(read.at - started, 4)}), flush=True)
            else:
                print(read.tag, flush=True)
    except KeyboardInterrupt:
        pass
    finally:
        reader.close()
        print(f"scan: {got} read(s), {reader.dropped} dropped frame(s)", file=sys.stderr)
    if args.count is not None:
        return 0 if got >= args.count else 1
    return 0 if got else 1


def _status_printer(port: str):
    said: list[str | None] = [None]

    def show(status) -> None:
        line = status.state if status.error is None else f"{status.state}: {status.error}"
        if status.state == "closed" or line == said[0]:
            return
        said[0] = line
        print(f"scan: {port} {line}", file=sys.stderr, flush=True)

    return show


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def _seconds(text: str) -> float:
    value = float(text)
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be a number of seconds, 0 or more")
    return value
