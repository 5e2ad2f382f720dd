"""Reading a command's input file: a path, or "-" for standard input."""

from __future__ import annotations

import sys
from typing import IO


def open_input(path: str) -> IO[str] | None:
    """The file as UTF-8 text (stdin for "-"), or None after saying on stderr why it cannot be read."""
    if path == "-":
        return sys.stdin
    try:
        return open(path, encoding="utf-8")
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror}", file=sys.stderr)
        return None
