"""Root never leaves files in someone else's data folder.

The box's games live in /var/lib/table-companion, the service user's. `companion run` (or `log`,
or `cards`) started once by root would create `actions.sqlite3`, its `-wal` and `-shm` or
`cards.sqlite3` there as root's, and the service would then meet "attempt to write a readonly
database". So root is refused, with the way to run it as the folder's owner. (The installed
`companion` command never gets here as root: it switches to the service user first.)
"""

from __future__ import annotations

import os
import pwd
from pathlib import Path

from companion.errors import LogUnavailable


def foreign_folder(path: str | Path, euid: int | None = None) -> str | None:
    """Why `euid` (this process's) must not write at `path`, or None. Only root is refused, and
    only in a folder that belongs to another user (the nearest one that exists)."""
    euid = os.geteuid() if euid is None else euid
    text = str(path)
    if euid != 0 or text == ":memory:" or text.startswith("file:"):
        return None
    folder = Path(path).absolute().parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    owner = folder.stat().st_uid
    if owner == 0:
        return None
    try:
        name = pwd.getpwuid(owner).pw_name
    except KeyError:
        name = str(owner)
    return (f"{folder} belongs to {name}, and files root made there would lock {name} out of them "
            f"(the service would find a read-only log). Run it as {name}: sudo -u {name} companion ...")


def refuse_foreign_folder(path: str | Path) -> None:
    """Raise LogUnavailable with the reason when root would write into another user's folder."""
    reason = foreign_folder(path)
    if reason is not None:
        raise LogUnavailable(reason)
