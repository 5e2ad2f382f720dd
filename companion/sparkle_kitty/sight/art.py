"""The pictures printed on Sparkle*Kitty and Nights cards, drawn as filled shapes: the six
symbols of the seeds (star, heart, moon, crown, paw, cloud), Safe Words' pineapple, and the art of
the cards that have no symbol: a disc in the card's colour (NIGHT), a shield (KNIGHT), six bars (the cards
that count as every colour), a dark diamond (Dark Magic), a dark oval (MIRROR-MIRROR).

Every picture is one connected shape (a paw's toes touch its pad, a cloud's puffs overlap), so the
recognizer reads it as the largest blot on the card. The faces draw these; the recognizer learns
what each looks like from the same drawings, so the two cannot drift apart."""

from __future__ import annotations

import math
from collections.abc import Callable

import cv2
import numpy as np

Colour = tuple[int, int, int]
SHIFT = 4  # 4 bits of subpixel precision
ONE = 1 << SHIFT


def _pts(points: list[tuple[float, float]], x: float, y: float, r: float) -> np.ndarray:
    return np.round(np.array([(x + px * r, y + py * r) for px, py in points]) * ONE).astype(np.int32)


def _disc(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    cv2.circle(image, (round(x * ONE), round(y * ONE)), round(r * ONE), colour, -1, cv2.LINE_AA, SHIFT)


def _ellipse(image: np.ndarray, x: float, y: float, rx: float, ry: float, colour: Colour, angle: float = 0) -> None:
    cv2.ellipse(image, (round(x * ONE), round(y * ONE)), (round(rx * ONE), round(ry * ONE)), angle, 0, 360,
                colour, -1, cv2.LINE_AA, SHIFT)


def _poly(image: np.ndarray, points: list[tuple[float, float]], x: float, y: float, r: float, colour: Colour) -> None:
    cv2.fillPoly(image, [_pts(points, x, y, r)], colour, cv2.LINE_AA, SHIFT)


def star(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    points = [((1.0 if i % 2 == 0 else 0.42) * math.cos(-math.pi / 2 + i * math.pi / 5),
               (1.0 if i % 2 == 0 else 0.42) * math.sin(-math.pi / 2 + i * math.pi / 5)) for i in range(10)]
    _poly(image, points, x, y + 0.1 * r, r, colour)


def heart(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _disc(image, x - 0.45 * r, y - 0.35 * r, 0.5 * r, colour)
    _disc(image, x + 0.45 * r, y - 0.35 * r, 0.5 * r, colour)
    _poly(image, [(-0.93, -0.2), (0.93, -0.2), (0.0, 0.9)], x, y, r, colour)


def moon(image: np.ndarray, x: float, y: float, r: float, colour: Colour, paper: Colour = (0, 0, 0)) -> None:
    """A crescent opening to the right: a disc with an offset disc of paper taken out."""
    _disc(image, x, y, 0.9 * r, colour)
    _disc(image, x + 0.45 * r, y - 0.15 * r, 0.72 * r, paper)


def crown(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _poly(image, [(-0.95, 0.6), (-0.95, -0.55), (-0.5, -0.05), (0.0, -0.8), (0.5, -0.05), (0.95, -0.55),
                  (0.95, 0.6)], x, y, r, colour)


def paw(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _ellipse(image, x, y + 0.35 * r, 0.55 * r, 0.45 * r, colour)
    for tx, ty, tr in ((-0.62, -0.1, 0.24), (-0.24, -0.42, 0.25), (0.24, -0.42, 0.25), (0.62, -0.1, 0.24)):
        _disc(image, x + tx * r, y + ty * r, tr * r, colour)
        # each toe joined to the pad by a stalk: one shape, as the recognizer reads a picture
        cv2.line(image, (round((x + tx * r) * ONE), round((y + ty * r) * ONE)),
                 (round(x * ONE), round((y + 0.35 * r) * ONE)), colour, max(2, round(0.16 * r)), cv2.LINE_AA, SHIFT)


def cloud(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _ellipse(image, x, y + 0.3 * r, 0.95 * r, 0.3 * r, colour)
    _disc(image, x - 0.45 * r, y + 0.1 * r, 0.38 * r, colour)
    _disc(image, x + 0.1 * r, y - 0.15 * r, 0.52 * r, colour)
    _disc(image, x + 0.6 * r, y + 0.15 * r, 0.32 * r, colour)


def pineapple(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _ellipse(image, x, y + 0.3 * r, 0.5 * r, 0.65 * r, colour)
    _poly(image, [(-0.45, -0.2), (-0.35, -0.95), (-0.12, -0.45), (0.0, -1.05), (0.12, -0.45), (0.35, -0.95),
                  (0.45, -0.2)], x, y, r, colour)


def disc(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _disc(image, x, y, 0.85 * r, colour)


def diamond(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _poly(image, [(0.0, -1.0), (0.75, 0.0), (0.0, 1.0), (-0.75, 0.0)], x, y, r, colour)


def oval(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _ellipse(image, x, y, 0.6 * r, 0.95 * r, colour)


def shield(image: np.ndarray, x: float, y: float, r: float, colour: Colour) -> None:
    _poly(image, [(-0.75, -0.85), (0.75, -0.85), (0.75, 0.05), (0.45, 0.6), (0.0, 0.95), (-0.45, 0.6),
                  (-0.75, 0.05)], x, y, r, colour)


def bars(image: np.ndarray, x: float, y: float, r: float, colours: list[Colour]) -> None:
    """Upright bars side by side, one per colour: the card counts as every colour."""
    width = 1.8 * r / len(colours)
    for n, colour in enumerate(colours):
        left = x - 0.9 * r + n * width
        cv2.rectangle(image, (round(left * ONE), round((y - 0.8 * r) * ONE)),
                      (round((left + width) * ONE) - 1, round((y + 0.8 * r) * ONE)), colour, -1, cv2.LINE_AA, SHIFT)


PICTURES: dict[str, Callable[..., None]] = {
    "star": star, "heart": heart, "moon": moon, "crown": crown, "paw": paw, "cloud": cloud,
    "pineapple": pineapple, "disc": disc, "shield": shield, "diamond": diamond, "oval": oval,
}


def draw(image: np.ndarray, picture: str, x: float, y: float, r: float, colour: Colour, paper: Colour) -> None:
    """One picture (a name of PICTURES) filled in `colour` on `image`, centred at (x, y)."""
    try:
        drawer = PICTURES[picture]
    except KeyError:
        raise ValueError(f"no picture {picture!r} to draw (known: {', '.join(PICTURES)}, bars)") from None
    if drawer is moon:
        moon(image, x, y, r, colour, paper)
    else:
        drawer(image, x, y, r, colour)
