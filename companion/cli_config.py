"""`companion config --show`: the effective settings, each with where it came from.

A bad value stops with exit code 2 and names its key (and the file or variable it came from).
"""

from __future__ import annotations

import argparse
import os
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


def settings_for_run(args: argparse.Namespace) -> int:
    """Fill in what `companion run` was not told on its command line from the settings: the pin
    map, a headless start at boot, and the screen's rotation (for Kivy). Keeps the settings on `args.settings` for the app.
    Returns 0, or 2 when a setting is bad (named, before any window or pin opens)."""
    from companion.config import ConfigError, load_config

    try:
        config = load_config()
    except ConfigError as exc:
        print(f"settings: {exc}\nCheck them with: companion config --show", file=sys.stderr)
        return 2
    if args.pins is None and config["pin_map"]:
        args.pins = Path(config["pin_map"])
    if config["app.headless"]:
        args.headless = True
    if config["screen.rotation"]:
        # Kivy reads KCFG_<section>_<key> when it loads, which is after this; it turns touches
        # with the picture. A rotation given in the environment by hand wins.
        os.environ.setdefault("KCFG_GRAPHICS_ROTATION", str(config["screen.rotation"]))
    args.settings = config
    return 0
