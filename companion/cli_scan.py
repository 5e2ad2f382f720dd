"""`companion scan`: read cards from a reader and print them, the way a user checks a new reader.

    companion scan --port URL --protocol lines|rdm6300|pn532 [--count N] [--timeout S]
                   [--debounce S] [--json]
    companion scan --camera SOURCE [--game GAME] [--steady N] [--gone N] [--count N] [--timeout S] [--json]

A camera SOURCE is a V4L2 camera (0, /dev/video0), the Pi's camera (picamera2), a video file or a
folder of images; it reads the cards of GAME (default: the first game whose cards a camera can
read) through that game's recognizer, one read per placement. A card it is not sure of is not
read: its best two candidates are said on stderr. A video or folder ends the scan when it ends.
With --json a camera's read also has "confidence" and "frame" (the image's name, or the video
frame's number).

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
    scan = subparsers.add_parser("scan", help="read cards from a serial reader or a camera and print them")
    where = scan.add_mutually_exclusive_group(required=True)
    where.add_argument("--port", help="a serial reader: a device, loop:// or socket://host:port")
    where.add_argument("--camera", metavar="SOURCE", help="a camera (0, /dev/video0, picamera2), a video file or a folder of images")
    scan.add_argument("--protocol", choices=PROTOCOL_NAMES, help="the serial reader's family (with --port)")
    scan.add_argument("--game", default=None, help="with --camera: whose cards to read (a game's id)")
    scan.add_argument("--steady", type=_positive_int, default=None,
                      help="with --camera: frames a card must be seen in before it reads (default 3; a folder 1)")
    scan.add_argument("--gone", type=_positive_int, default=None,
                      help="with --camera: empty frames before the same card may read again (default 3; a folder 1)")
    scan.add_argument("--count", type=_positive_int, default=None, help="exit 0 after N reads")
    scan.add_argument("--timeout", type=_seconds, default=None, help="exit 1 if the reads have not come by then")
    scan.add_argument("--debounce", type=_seconds, default=1.0, help="the same card seen again within S seconds is one read (default 1.0)")
    scan.add_argument("--baud", type=_positive_int, default=None, help="default: the reader family's own")
    scan.add_argument("--json", action="store_true", help="one JSON object a line")
    scan.set_defaults(handler=cmd_scan)


def cmd_scan(args: argparse.Namespace) -> int:
    reads: queue.Queue = queue.Queue()
    started = time.monotonic()
    if args.camera is not None:
        reader = _camera(args, reads)
        if reader is None:
            return 2
    else:
        if args.protocol is None:
            print("scan: --port needs --protocol (lines, rdm6300 or pn532)", file=sys.stderr)
            return 2
        from hardware.readers import Reader

        reader = Reader(
            args.port, args.protocol, reads.put, baudrate=args.baud, debounce=args.debounce,
            on_status=_status_printer(args.port),
        )
    deadline = None if args.timeout is None else started + args.timeout
    finished = getattr(reader, "finished", None)  # a video or a folder ends by itself
    got = 0
    reader.start()
    try:
        while args.count is None or got < args.count:
            wait = None if deadline is None else deadline - time.monotonic()
            if wait is not None and wait <= 0:
                break
            try:
                read = reads.get(timeout=0.1 if wait is None else min(wait, 0.1))
            except queue.Empty:
                if finished is not None and finished.is_set() and reads.empty():
                    break
                continue
            got += 1
            if args.json:
                line = {"tag": read.tag, "protocol": read.protocol, "n": got, "t": round(read.at - started, 4)}
                if hasattr(read, "frame"):
                    line.update(confidence=round(read.confidence, 4), frame=read.frame)
                print(json.dumps(line), flush=True)
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


def _camera(args: argparse.Namespace, reads: queue.Queue):
    """The camera reader for --camera, or None after saying why it cannot be."""
    from companion import registry
    from companion.camera import NoRecognizer, recognizer_for

    game = args.game or next((s.id for s in registry.registered() if s.recognizer), None)
    if game is None:
        print("scan: no game's cards can be read by camera", file=sys.stderr)
        return None
    try:
        recognizer = recognizer_for(game)
        from hardware.readers.camera import CameraReader
    except (NoRecognizer, registry.UnknownGame, ModuleNotFoundError) as exc:
        print(f"scan: {exc}", file=sys.stderr)
        return None

    def ask(question) -> None:
        options = " or ".join(f"{code} ({share:.0%})" for code, share in question.candidates) or "no candidate"
        print(f"scan: not sure ({question.frame}): {options}: {question.why}", file=sys.stderr, flush=True)

    return CameraReader(args.camera, recognizer, reads.put, steady=args.steady, gone=args.gone,
                        on_status=_status_printer(args.camera, closed_why=True), on_ask=ask)


def _status_printer(port: str, closed_why: bool = False):
    """Print each change of the status; `closed_why`: a source closed with a reason says it (a
    camera's folder that is not there), where a serial port's close at exit says nothing."""
    said: list[str | None] = [None]

    def show(status) -> None:
        line = status.state if status.error is None else f"{status.state}: {status.error}"
        if (status.state == "closed" and not (closed_why and status.error)) or line == said[0]:
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
