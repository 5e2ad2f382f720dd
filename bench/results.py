"""bench/out/results.json: {name: {"value", "target", "unit", "better"}}, merged run by run."""

from __future__ import annotations

import json
import os
from pathlib import Path

OUT = Path(__file__).resolve().parent / "out" / "results.json"


def record(name: str, value: float, target: float | None, unit: str, better: str, **extra) -> dict:
    """One figure into results.json and printed; `target` None: a figure shown beside another
    (a decomposition), judged by none."""
    entry = {"value": round(value, 4), "target": target, "unit": unit, "better": better, **extra}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    results = json.loads(OUT.read_text()) if OUT.exists() else {}
    results[name] = entry
    tmp = OUT.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(results, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, OUT)  # a reader never sees half a file
    if target is None:
        print(f"{name:<28} {value:>10.4g} {unit:<14} (beside the figure above, no target)")
        return entry
    ok = value <= target if better == "lower" else value >= target
    print(f"{name:<28} {value:>10.4g} {unit:<14} target {'<=' if better == 'lower' else '>='} {target:<8} {'ok' if ok else 'MISSED'}")
    return entry
