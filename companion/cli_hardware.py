"""`companion wiring --out FILE.svg`, `companion wiring --layout [--out DIR]` and `companion doctor
--interactive`: drawing the box's wiring diagram and its stripboard layout from its pin map, and
walking a person through every part after wiring it.

Part of the composition root: `hardware` (gpiozero) is imported only inside the handlers.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers, doctor_parser: argparse.ArgumentParser) -> None:
    wiring = subparsers.add_parser("wiring", help="draw the wiring diagram (SVG) or the stripboard layout from a pin map")
    wiring.add_argument("--out", type=Path, default=None,
                        help="the SVG file to write; with --layout a folder (default: this one)")
    wiring.add_argument("--layout", action="store_true",
                        help="the stripboard layout at 1:1: stripboard.pdf (print at 100 %%) and two SVGs")
    wiring.add_argument("--pins", type=Path, default=None, help="pin map TOML (default: settings, else the reference)")
    wiring.set_defaults(handler=cmd_wiring)

    doctor_parser.add_argument("--interactive", action="store_true",
                               help="press each button, watch its lamp, hear the piezo, scan a card")
    doctor_parser.add_argument("--timeout", type=float, default=30.0, help="seconds to wait for each press or card")
    doctor_parser.set_defaults(handler=cmd_doctor)


def _pins(given: Path | None) -> tuple[Path | None, int]:
    """The pin map: --pins, else the settings' pin_map, else None (the reference wiring)."""
    if given is not None:
        return given, 0
    from companion.config import ConfigError, load_config

    try:
        configured = load_config()["pin_map"]
    except ConfigError as exc:
        print(f"settings: {exc}", file=sys.stderr)
        return None, 2
    return (Path(configured) if configured else None), 0


def cmd_wiring(args: argparse.Namespace) -> int:
    from hardware.pinmap import PinMapError, load_pinmap
    from hardware.wiring import write_wiring_svg

    pins, code = _pins(args.pins)
    if code:
        return code
    try:
        pinmap = load_pinmap(pins)
    except PinMapError as exc:
        print(f"pin map: {exc}", file=sys.stderr)
        return 1
    if not args.layout and args.out is None:
        print("companion wiring: give --out FILE.svg (the diagram), or --layout for the stripboard", file=sys.stderr)
        return 2
    try:
        if args.layout:
            from hardware.stripboard import LayoutError
            from hardware.stripboard_drawing import write_layout

            try:
                paths = write_layout(pinmap, args.out or Path("."))
            except LayoutError as exc:
                print(f"stripboard layout: {exc}", file=sys.stderr)
                return 1
        else:
            paths = [write_wiring_svg(pinmap, args.out)]
    except OSError as exc:
        print(f"cannot write {exc.filename or args.out}: {exc.strerror}", file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    if args.layout:
        print("Print stripboard.pdf at 100 % (actual size): page 1 the parts, page 2 the copper side to cut.")
    return 0


def cmd_doctor(args: argparse.Namespace) -> int:
    from hardware.doctor import doctor, interactive

    pins, code = _pins(args.pins)
    if code:
        return code
    if not args.interactive:
        return doctor(pins=pins, out=sys.stdout)
    first = doctor(pins=pins, out=sys.stdout)  # the map and the pins must be right before a person tries
    if first != 0:
        return first
    from hardware.pinmap import load_pinmap

    print()
    try:
        return interactive(load_pinmap(pins), sys.stdout, sys.stdin, timeout=args.timeout, read_card=_card_reader())
    except KeyboardInterrupt:
        print("\nstopped", file=sys.stdout)
        return 1


def _card_reader():
    """read_card(timeout) -> tag or None, for the configured reader; None when there is none."""
    from companion.config import ConfigError, load_config

    try:
        config = load_config()
    except ConfigError:
        return None
    port, protocol = config["reader.port"], config["reader.protocol"]
    if not port or protocol == "none":
        return None

    def read_card(timeout: float) -> str | None:
        import queue

        from hardware.readers import Reader

        tags: queue.Queue = queue.Queue()
        with Reader(port, protocol, on_read=lambda read: tags.put(read.tag)):
            try:
                return tags.get(timeout=timeout)
            except queue.Empty:
                return None

    return read_card
