"""The kite symbols as outlines: one per colour (seeds/kites.toml `symbol`), in the card's own
frame (x right, y down, centred on the symbol, radius 1). The faces draw them; the recognizer
learns what each looks like from the same outlines, so the two cannot drift apart."""

from __future__ import annotations

import math

Points = list[tuple[float, float]]


def _star(points: int = 5, inner: float = 0.45) -> Points:
    out = []
    for i in range(2 * points):
        r = 1.0 if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        out.append((r * math.cos(a), r * math.sin(a)))
    return out


def _circle(r: float = 0.85, n: int = 72) -> Points:
    return [(r * math.cos(2 * math.pi * i / n), r * math.sin(2 * math.pi * i / n)) for i in range(n)]


# A diamond stands tall (a kite's own shape), so it is never a box turned 45 degrees.
OUTLINES: dict[str, Points] = {
    "diamond": [(0.0, -1.0), (0.6, 0.0), (0.0, 1.0), (-0.6, 0.0)],
    "delta": [(0.0, -0.95), (0.95, 0.7), (-0.95, 0.7)],
    "sun": _circle(),
    "box": [(-0.75, -0.75), (0.75, -0.75), (0.75, 0.75), (-0.75, 0.75)],
    "star": _star(),
    "cross": [(-0.3, -0.9), (0.3, -0.9), (0.3, -0.3), (0.9, -0.3), (0.9, 0.3), (0.3, 0.3), (0.3, 0.9),
              (-0.3, 0.9), (-0.3, 0.3), (-0.9, 0.3), (-0.9, -0.3), (-0.3, -0.3)],
}


def outline(symbol: str) -> Points:
    try:
        return OUTLINES[symbol]
    except KeyError:
        raise ValueError(f"no outline for the kite symbol {symbol!r} (known: {', '.join(OUTLINES)})") from None
