"""A package's names imported from their modules on first use (PEP 562), not with the package:
the registry imports every game's `spec` module, which must not load the game's rules with it."""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def exports(package: str, where: Mapping[str, str]) -> Callable[[str], Any]:
    """A module `__getattr__` for `package`: name -> its submodule in `where` ("rules")."""
    namespace = importlib.import_module(package).__dict__

    def __getattr__(name: str) -> Any:
        if name not in where:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{where[name]}"), name)
        namespace[name] = value
        return value

    return __getattr__
