"""The house's doors (issue 24): the app is handed every device it uses and opens none; the
screens read game facts from the game. No module of the ui imports the hardware or the
composition root's device opener, except a command's own entry point (`if __name__ ==
"__main__":`, the root of `python -m ui.snapshot`); and ui/scan_sheets.py and ui/scanning.py do
not import each other in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "ui"
CLOSED = ("hardware", "companion.cli_devices", "companion.cli")


def _imports(tree: ast.AST, skip: set[int]) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.append((node.lineno, node.module))
    return found


def _main_blocks(tree: ast.AST) -> set[int]:
    """Every node inside an `if __name__ == "__main__":` block."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test):
            inside |= {id(n) for child in node.body for n in ast.walk(child)}
    return inside


def test_no_ui_module_opens_a_device_itself():
    opened = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for line, module in _imports(tree, _main_blocks(tree)):
            if any(module == door or module.startswith(door + ".") for door in CLOSED):
                opened.append(f"{path.relative_to(UI.parent)}:{line}: imports {module}")
    assert not opened, "\n".join(opened)


def test_the_scan_sheets_and_the_scanning_are_no_import_circle():
    def imported(name: str) -> set[str]:
        tree = ast.parse((UI / f"{name}.py").read_text())
        return {module for _, module in _imports(tree, set())}

    assert not ("ui.scanning" in imported("scan_sheets") and "ui.scan_sheets" in imported("scanning"))
