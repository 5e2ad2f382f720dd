"""Cards read by camera: for every game whose spec names a recognizer (through the registry, no
game named here), COUNT generated photographs (companion/camera/testset.py, seed 2026, a seed the
tests and the tuning never used) read by its recognizer as the camera reader does. Reported per
game: correct reads (target >= 98% of cards shown), confident wrong reads (<= 0.1%), the rest
asked or not found, the confusion matrix (only its off-diagonal cells: what each card was misread
or asked as, and each card's totals), the share read under each condition, and the time of one
read (JPEG bytes -> decoded -> recognised) as a ratio against decoding and resizing the same frame
in OpenCV alone, timed side by side in the same run, frame by frame.

Each photograph shows a new placement, so each read is a card's first (a word-reading game runs
its OCR on it); a card lying still is read again from what the recognizer kept, and that second
read of the same frame is timed too (`still`): the reader's cost on every frame after the first.

Then 300 busy tables with no card on them (`testset.empty_tables`, the same seed, photographed in
the same light): on each the recognizer must see nothing (target: none seen).

The Pi 4 figure is an estimate, not a measurement: this machine's ms times PI4_FACTOR, which
assumes one Cortex-A72 core at 1.5 GHz does about a third of this machine's single-core OpenCV
(and Tesseract) work (the ratio against the baseline is the figure that carries over).
"""

from __future__ import annotations

import collections
import statistics
import sys
import time
from typing import Any

from bench.results import record

COUNT = 2000  # photographs per game
EMPTY_COUNT = 300
SEED = 2026
PI4_FACTOR = 3.0  # an assumption (see above), not measured here
CONDITIONS = {
    "glare": lambda c: bool(c["glare"]),
    "thumb": lambda c: bool(c["thumb"]),
    "tilt >= 20": lambda c: c["tilt"] >= 20,
    "warm light": lambda c: c["warmth"] > 0.5,
    "cold light": lambda c: c["warmth"] < -0.5,
    "blur >= 1.5": lambda c: c["blur"] >= 1.5,
    "noise >= 6": lambda c: c["noise"] >= 6,
}


def main(count: int = COUNT, empty_count: int = EMPTY_COUNT, games: list[str] | None = None) -> dict:
    try:
        import cv2
        import numpy as np
    except ModuleNotFoundError:
        print("camera_reads: skipped (OpenCV is the camera extra: pip install 'table-companion[camera]')")
        return {}
    from companion import registry
    from companion.camera import NoRecognizer, recognizer_for

    readable = [spec.id for spec in registry.registered() if spec.recognizer and (not games or spec.id in games)]
    out: dict[str, Any] = {}
    ratios: dict[str, float] = {}
    for game in readable:
        try:
            recognizer = recognizer_for(game, enrolled=False)  # the game's own reads: no looks this machine's table remembered
        except NoRecognizer as exc:
            print(f"camera_reads: {game} skipped: {exc}")
            continue
        out[game] = _game(game, recognizer, count, cv2, np)
        out[game]["empty"] = _empty_tables(game, recognizer, empty_count, cv2, np)
        ratios[game] = out[game]["still_ratio"]
    if ratios:
        # The reader's cost on every frame, the figure Kites' reads were judged by (a Kites card
        # keeps nothing: its first read and its still reads cost alike): the slowest game's.
        slowest = max(ratios, key=lambda game: ratios[game])
        figures = out[slowest]
        record("camera_read_ratio", ratios[slowest], 10.0, "x decode+resize", "lower", game=slowest,
               per_game_still={game: round(r, 2) for game, r in ratios.items()},
               per_game_first_read={game: round(out[game]["ratio"], 2) for game in ratios},
               read_ms_median=figures["still_ms"], first_read_ms_median=figures["read_ms"],
               baseline_ms_median=figures["base_ms"],
               pi4_estimate_ms=round(figures["still_ms"] * PI4_FACTOR, 1), pi4_factor_assumed=PI4_FACTOR,
               frame="640x480 JPEG", baseline="cv2.imdecode + cv2.resize to 320x240")
        total = sum(figures["n"] for figures in out.values())
        print(f"camera_reads: {total} photographs across {len(out)} games; the slowest read: {slowest}")
    return out


def _game(game: str, recognizer: Any, count: int, cv2: Any, np: Any) -> dict:
    from companion.camera.testset import images

    started = time.perf_counter()
    frames = [(card, data, conditions) for _name, card, data, conditions in images(game, count, SEED)]
    made = time.perf_counter() - started
    confusion: dict[str, collections.Counter] = {card: collections.Counter() for card in recognizer.cards()}
    by_condition = {name: [0, 0] for name in CONDITIONS}
    read_ms, base_ms, still_ms = [], [], []
    outcome: collections.Counter = collections.Counter()
    for truth, data, conditions in frames:
        buffer = np.frombuffer(data, np.uint8)
        t0 = time.perf_counter()
        frame = cv2.imdecode(buffer, cv2.IMREAD_COLOR)
        cv2.resize(frame, (320, 240), interpolation=cv2.INTER_AREA)
        t1 = time.perf_counter()
        sighting = recognizer.read(cv2.imdecode(buffer, cv2.IMREAD_COLOR))
        t2 = time.perf_counter()
        recognizer.read(cv2.imdecode(buffer, cv2.IMREAD_COLOR))  # the card still there: the next frame
        t3 = time.perf_counter()
        base_ms.append((t1 - t0) * 1000)
        read_ms.append((t2 - t1) * 1000)
        still_ms.append((t3 - t2) * 1000)
        if sighting.card == truth:
            said, kind = truth, "right"
        elif sighting.card is not None:
            said, kind = sighting.card, "wrong"
        elif sighting.seen:
            said, kind = "asked", "asked"
        else:
            said, kind = "not found", "not found"
        outcome[kind] += 1
        confusion[truth][said] += 1
        for name, holds in CONDITIONS.items():
            if holds(conditions):
                by_condition[name][0] += 1
                by_condition[name][1] += kind == "right"
    n = len(frames)
    read_med, base_med, still_med = statistics.median(read_ms), statistics.median(base_ms), statistics.median(still_ms)
    p95 = statistics.quantiles(read_ms, n=20)[18]
    off = {truth: {said: k for said, k in sorted(row.items()) if said != truth}
           for truth, row in confusion.items() if any(said != truth for said in row)}
    totals = {truth: {"shown": sum(row.values()), "right": row[truth]} for truth, row in confusion.items()}
    shares = {name: {"shown": shown, "read": round(right / shown, 4) if shown else None}
              for name, (shown, right) in by_condition.items()}
    print(f"camera_reads: {game}: {n} photographs of {len(confusion)} cards made in {made:.0f} s; "
          f"{outcome['right']} right, {outcome['asked']} asked, {outcome['not found']} not found, {outcome['wrong']} wrong")
    _print_off_diagonal(off)
    for name, share in shares.items():
        if share["shown"]:
            print(f"  {name:<12} {share['shown']:>5} shown, {share['read']:.1%} read")
    print(f"  read {read_med:.1f} ms median (p95 {p95:.1f}), a still card's next frame {still_med:.1f} ms, "
          f"decode+resize {base_med:.2f} ms: {read_med / base_med:.1f}x")
    extra = {"n": n, "seed": SEED, "asked": outcome["asked"], "not_found": outcome["not found"],
             "wrong": outcome["wrong"], "right": outcome["right"]}
    record(f"camera_{game}_correct", outcome["right"] / n, 0.98, "share", "higher", **extra, conditions=shares)
    record(f"camera_{game}_wrong", outcome["wrong"] / n, 0.001, "share", "lower", **extra, confusion=off,
           totals=totals)
    record(f"camera_{game}_asked", (outcome["asked"] + outcome["not found"]) / n, None, "share", "lower", **extra)
    record(f"camera_{game}_read_ratio", read_med / base_med, None, "x decode+resize", "lower",
           read_ms_median=round(read_med, 3), read_ms_p95=round(p95, 3), baseline_ms_median=round(base_med, 3),
           pi4_estimate_ms=round(read_med * PI4_FACTOR, 1), pi4_factor_assumed=PI4_FACTOR)
    record(f"camera_{game}_still_ratio", still_med / base_med, 10.0, "x decode+resize", "lower",
           still_ms_median=round(still_med, 3), baseline_ms_median=round(base_med, 3),
           pi4_estimate_ms=round(still_med * PI4_FACTOR, 1), pi4_factor_assumed=PI4_FACTOR)
    return {"outcome": dict(outcome), "confusion": off, "read_ms": round(read_med, 3), "base_ms": round(base_med, 3),
            "still_ms": round(still_med, 3), "ratio": read_med / base_med, "still_ratio": still_med / base_med, "n": n}


def _empty_tables(game: str, recognizer: Any, count: int, cv2: Any, np: Any) -> dict:
    """What the recognizer sees on busy tables with no card: nothing, a card (read), something it
    asks about (with candidates), or something card-like with none ("hold it still", then asked)."""
    from companion.camera.testset import empty_tables

    seen: collections.Counter = collections.Counter()
    for _name, data, _conditions in empty_tables(count, SEED):
        sighting = recognizer.read(cv2.imdecode(np.frombuffer(data, np.uint8), cv2.IMREAD_COLOR))
        if sighting.card is not None:
            seen["read"] += 1
        elif sighting.seen:
            seen["asked" if sighting.candidates else "card-like"] += 1
        else:
            seen["nothing"] += 1
    n = sum(seen.values())
    false = n - seen["nothing"]
    print(f"camera_reads: {game}: {n} empty busy tables: {seen['nothing']} nothing seen, {seen['read']} read as a "
          f"card, {seen['asked']} asked about, {seen['card-like']} card-like with no candidate")
    record(f"camera_{game}_empty_seen", false / n, 0.0, "share", "lower", n=n, seed=SEED, read=seen["read"],
           asked=seen["asked"], card_like=seen["card-like"])
    return dict(seen)


def _print_off_diagonal(off: dict[str, dict[str, int]]) -> None:
    """Each card read as something else, or asked, or not found: `true -> read x n`."""
    if not off:
        print("  confusion: every card shown was read as itself")
        return
    print("  confusion (true -> read x times; the diagonal left out):")
    for truth, row in off.items():
        cells = ", ".join(f"{said.partition(':')[2] or said} x{k}" for said, k in row.items())
        print(f"    {truth.partition(':')[2]:<18} -> {cells}")


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else COUNT, games=args[1:] or None)
