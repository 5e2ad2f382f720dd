"""`companion config --show`: the effective settings, each with where it came from.

A bad value stops with exit code 2 and names its key (and the file or variable it came from).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers) -> None:
    cfg = subparsers.add_parser("config", help="the box's settings (config.toml)")
    cfg.add_argument("--show", action="store_true", help="print the effective settings and where each came from")
    cfg.add_argument("--path", action="store_true", help="print where the settings file is looked for")
    cfg.add_argument("--file", type=Path, default=None, help="read this settings file instead")
    cfg.set_defaults(handler=cmd_config)


def cmd_config(args: argparse.Namespace) -> int:
    from companion.config import ConfigError, config_path, load_config, show

    if args.path:
        print(args.file or config_path())
        return 0
    try:
        config = load_config(args.file)
    except ConfigError as exc:
        print(f"settings: {exc}", file=sys.stderr)
        return 2
    print(show(config))
    return 0
