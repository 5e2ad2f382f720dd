"""The type checker over the core: mypy, configured in pyproject.toml ([tool.mypy]), finds no
error in companion/ (the rules interface, the registry, the table session, the fold, replay)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_finds_no_type_error_in_the_core():
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", os.devnull], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout
