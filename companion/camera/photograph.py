"""A camera in software: a card face "photographed" lying on a busy table, for the test set.

Each photograph draws its conditions from the generator it is given (so a seed gives the same
image byte for byte): a table of wood and clutter, the card turned any way and tilted up to 30
degrees away from the camera, warm or cold light with a fall-off, a glare spot, a thumb over a
corner, blur, sensor noise, and the camera's JPEG; or the table with no card, in the same light,
as the camera sees it between cards. The conditions are returned with the image, so a result can
be broken down by what made a card hard to read.
"""

from __future__ import annotations

import math
from typing import Any

import cv2
import numpy as np

FRAME_W, FRAME_H = 640, 480
MAX_TILT = 30.0  # degrees between the card and the camera's view


def table(rng: np.random.Generator, w: int = FRAME_W, h: int = FRAME_H) -> np.ndarray:
    """A busy table: wood grain in a random tone, and clutter (other cards, dice, a mat, pens)."""
    base = np.array([rng.uniform(40, 110), rng.uniform(70, 140), rng.uniform(100, 190)])  # BGR, brownish
    grain = np.sin(np.linspace(0, rng.uniform(20, 60), w)[None, :] + rng.uniform(0, 6)
                   + 0.3 * np.sin(np.linspace(0, 7, h))[:, None])
    image = base[None, None, :] * (0.85 + 0.12 * grain[:, :, None])
    image = np.clip(image + rng.normal(0, 6, (h, w, 1)), 0, 255).astype(np.uint8)
    for _ in range(int(rng.integers(8, 22))):
        colour = tuple(int(c) for c in rng.integers(0, 256, 3))
        kind = rng.integers(0, 4)
        x, y = int(rng.integers(0, w)), int(rng.integers(0, h))
        if kind == 0:  # a box, a mat, another card face down
            box = cv2.boxPoints(((x, y), (float(rng.uniform(10, 120)), float(rng.uniform(10, 90))), float(rng.uniform(0, 180))))
            cv2.fillPoly(image, [box.astype(np.int32)], colour, cv2.LINE_AA)
        elif kind == 1:  # a die, a token, a cup's ring
            cv2.circle(image, (x, y), int(rng.integers(4, 40)), colour, int(rng.choice([-1, 3])), cv2.LINE_AA)
        elif kind == 2:  # a pen, a cable
            end = (x + int(rng.integers(-150, 150)), y + int(rng.integers(-150, 150)))
            cv2.line(image, (x, y), end, colour, int(rng.integers(2, 10)), cv2.LINE_AA)
        else:  # a scrap of pale paper (smaller than a card)
            pale = tuple(int(c) for c in rng.integers(170, 250, 3))
            box = cv2.boxPoints(((x, y), (float(rng.uniform(10, 50)), float(rng.uniform(10, 40))), float(rng.uniform(0, 180))))
            cv2.fillPoly(image, [box.astype(np.int32)], pale, cv2.LINE_AA)
    return image


def _pose(rng: np.random.Generator, card_w: int, card_h: int, w: int, h: int) -> tuple[np.ndarray, dict]:
    """Where the card's corners land in the frame: turned, tilted (a pinhole camera), placed."""
    tilt = float(rng.uniform(0, MAX_TILT))
    tilt_axis = float(rng.uniform(0, 2 * math.pi))  # which way the card leans away
    turn = float(rng.uniform(0, 360))
    height = float(rng.uniform(0.45, 0.78)) * h  # the card's size in the frame
    corners = np.array([[-card_w / 2, -card_h / 2, 0], [card_w / 2, -card_h / 2, 0],
                        [card_w / 2, card_h / 2, 0], [-card_w / 2, card_h / 2, 0]], float)
    a = math.radians(turn)
    turn_m = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    axis = np.array([math.cos(tilt_axis), math.sin(tilt_axis), 0.0])
    tilt_m, _ = cv2.Rodrigues(axis * math.radians(tilt))
    points = corners @ turn_m.T @ tilt_m.T
    focal = 1.2 * w
    distance = focal * card_h / height
    projected = focal * points[:, :2] / (distance + points[:, 2:3])
    span = projected.max(axis=0) - projected.min(axis=0)
    fit = min(1.0, float(np.min((np.array([w, h]) - 12) / span)))  # turned, it must still be in view
    projected, span = projected * fit, span * fit
    room = np.array([w, h]) - span - 8
    offset = -projected.min(axis=0) + 4 + rng.uniform(0, 1, 2) * np.maximum(room, 0)
    return (projected + offset).astype(np.float32), {"tilt": round(tilt, 1), "turn": round(turn, 1)}


def _thumb(image: np.ndarray, corners: np.ndarray, rng: np.random.Generator) -> str:
    """A thumb over one corner, coming in from outside the card."""
    i = int(rng.integers(0, 4))
    corner, centre = corners[i], corners.mean(axis=0)
    outward = (corner - centre) / np.linalg.norm(corner - centre)
    size = float(np.linalg.norm(corners[1] - corners[0])) * rng.uniform(0.13, 0.22)
    tip = corner - outward * size * rng.uniform(0.3, 0.8)
    base = tip + outward * size * 3
    skin = np.array([rng.uniform(90, 150), rng.uniform(120, 175), rng.uniform(170, 235)])  # BGR
    mid = (tip + base) / 2
    angle = math.degrees(math.atan2(outward[1], outward[0]))
    cv2.ellipse(image, (int(mid[0]), int(mid[1])), (int(size * 1.6), int(size * 0.7)), angle, 0, 360,
                tuple(float(c) for c in skin), -1, cv2.LINE_AA)
    cv2.ellipse(image, (int(tip[0] + outward[0] * size * 0.35), int(tip[1] + outward[1] * size * 0.35)),
                (int(size * 0.45), int(size * 0.35)), angle, 0, 360, tuple(float(c) * 1.08 for c in skin), -1, cv2.LINE_AA)
    return f"corner {i}"


def photograph(face: np.ndarray | None, rng: np.random.Generator, w: int = FRAME_W, h: int = FRAME_H,
               quality: int | None = None) -> tuple[bytes, dict[str, Any]]:
    """The card `face` (BGR) photographed: JPEG bytes, and the conditions it was taken in.
    `face` None: the busy table with no card on it, in the same light, blur, noise and JPEG (what
    the camera sees between cards: it must see no card there)."""
    image: np.ndarray = table(rng, w, h).astype(np.float32)
    if face is None:
        return _shoot(image, rng, None, None, {"thumb": None}, quality)
    card_h, card_w = face.shape[:2]
    corners, conditions = _pose(rng, card_w, card_h, w, h)
    source = np.array([[0, 0], [card_w - 1, 0], [card_w - 1, card_h - 1], [0, card_h - 1]], np.float32)
    warp = cv2.getPerspectiveTransform(source, corners)
    paper = cv2.warpPerspective(face, warp, (w, h), flags=cv2.INTER_LINEAR).astype(np.float32)
    mask = cv2.warpPerspective(np.full((card_h, card_w), 255, np.uint8), warp, (w, h)).astype(np.float32)[:, :, None] / 255
    shadow = cv2.GaussianBlur(np.roll(mask, (4, 5), axis=(0, 1)), (0, 0), 5)  # the card's own shadow
    image = image * (1 - 0.35 * shadow[:, :, None])
    image = image * (1 - mask) + paper * mask
    conditions["thumb"] = _thumb(image, corners, rng) if rng.uniform() < 0.3 else None
    return _shoot(image, rng, corners, mask, conditions, quality)


def _shoot(image: np.ndarray, rng: np.random.Generator, corners: np.ndarray | None, mask: np.ndarray | None,
           conditions: dict[str, Any], quality: int | None) -> tuple[bytes, dict[str, Any]]:
    """The scene (float BGR, the card on it if any: its `corners` and `mask`) through the light,
    the lens and the sensor: JPEG bytes, and the conditions added to `conditions`."""
    h, w = image.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    # Light: warm (tungsten) or cold (daylight LEDs), brighter or dimmer, falling off to one side.
    warmth = float(rng.uniform(-1, 1))
    gains = np.array([1 - 0.22 * warmth, 1.0 - 0.03 * abs(warmth), 1 + 0.2 * warmth])  # B, G, R
    level = float(rng.uniform(0.65, 1.1))
    fall = 1 - float(rng.uniform(0, 0.35)) * ((xx - rng.uniform(0, w)) ** 2 + (yy - rng.uniform(0, h)) ** 2) / (w * w + h * h)
    image = image * gains[None, None, :] * level * fall[:, :, None]
    conditions.update(warmth=round(warmth, 2), light=round(level, 2))
    glare = None
    if rng.uniform() < 0.3 and corners is not None:  # a lamp's reflection on the card's gloss
        gx, gy = corners.mean(axis=0) + rng.uniform(-0.35, 0.35, 2) * (corners.max(axis=0) - corners.min(axis=0))
        radius = float(rng.uniform(8, 35))
        strength = float(rng.uniform(120, 260))
        spot = np.exp(-((xx - gx) ** 2 + (yy - gy) ** 2) / (2 * radius ** 2)) * strength
        image = image + spot[:, :, None] * mask
        glare = round(radius, 1)
    conditions["glare"] = glare
    sigma = float(rng.choice([0, rng.uniform(0.3, 2.2)]))
    if sigma:
        image = cv2.GaussianBlur(image, (0, 0), sigma)
    noise = float(rng.uniform(0, 9))
    image = image + rng.normal(0, noise, image.shape).astype(np.float32)
    conditions.update(blur=round(sigma, 2), noise=round(noise, 1))
    frame = np.clip(image, 0, 255).astype(np.uint8)
    jpeg = int(quality if quality is not None else rng.integers(70, 95))
    ok, data = cv2.imencode(".jpg", frame, [cv2.IMWRITE_JPEG_QUALITY, jpeg])
    if not ok:  # pragma: no cover - OpenCV always encodes a uint8 BGR image
        raise RuntimeError("JPEG encoding failed")
    return data.tobytes(), conditions
