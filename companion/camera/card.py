"""Finding a card in a frame and squaring it up: what every game's recognizer does first.

A card is the largest light, unsaturated four-sided region in the frame that is wholly in view and
of a card's size and proportions (the whole view of an empty table is none). Its outline is taken
from the region's convex hull; a thumb over a corner cuts that corner off, so the corners are
where the four longest sides meet, not the hull's own points. The card is then warped to an
upright portrait image of a fixed size (`CARD_W` x `CARD_H`), and its white balance is set from
its own paper, so warm or cold light does not move a colour.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import cv2
import numpy as np

CARD_W, CARD_H = 252, 352  # a 63 x 88 mm card at 4 px/mm
WORK_WIDTH = 320  # the card's outline is looked for in the frame shrunk to this width (then
# squared up from the full frame): an outline needs no more, and it is a quarter of the work
PAPER_BGR = (228, 240, 245)  # the paper of a card face as printed (cream), blue-green-red
# How much of the frame a card may cover. The mount puts a card at half to three quarters of the
# frame's height (docs/build-guide.md, step 5): 0.11 to 0.33 of a 4:3 frame, less when tilted
# (the generated set: 0.094 to 0.315). A card at a third of the height (0.06) is still read; an
# outline past half the frame is the table itself: with no card in view its wood is the palest
# thing there, so it passes for paper and the whole view for a card.
MIN_AREA, MAX_AREA = 0.06, 0.5
IN_VIEW = 0.05  # how far (a share of the frame's width) a corner may lie outside the view: a card
# is read only whole, but a corner inferred from blurred sides may land a little out (the generated
# set: 18 px of 640); an "outline" whose corners meet far outside is near-parallel clutter edges
SHAPE = (0.5, 0.92)  # its short sides over its long ones: a card is 63 x 88 mm (0.72), tilted up to
# 30 degrees 0.62 to 0.83 (the generated set: 0.61 to 0.82); a pen, a cable's edge is far thinner


@dataclass(frozen=True)
class FoundCard:
    image: np.ndarray  # the card, upright, CARD_W x CARD_H, white-balanced (BGR)
    corners: np.ndarray  # its four corners in the frame (float32, 4 x 2)
    cut: bool  # a corner was hidden (thumb, edge of the view): its corner was inferred


def find_card(frame: np.ndarray, min_area: float = MIN_AREA) -> FoundCard | None:
    """The card in a BGR frame, squared up, or None when nothing card-like is in view."""
    scale = 1.0
    if frame.shape[1] > WORK_WIDTH:
        scale = WORK_WIDTH / frame.shape[1]
        small = cv2.resize(frame, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    else:
        small = frame
    outline = _outline(small, min_area)
    if outline is None:
        return None
    corners, cut = outline
    corners = _portrait(corners / scale)
    target = np.array([[0, 0], [CARD_W - 1, 0], [CARD_W - 1, CARD_H - 1], [0, CARD_H - 1]], np.float32)
    warp = cv2.getPerspectiveTransform(corners.astype(np.float32), target)
    card = cv2.warpPerspective(frame, warp, (CARD_W, CARD_H), flags=cv2.INTER_LINEAR)
    return FoundCard(white_balance(card), corners.astype(np.float32), cut)


def _level(values: np.ndarray, share: float, mask: np.ndarray | None = None) -> int:
    """The value below which `share` of the uint8 `values` (under `mask`) lie: a percentile by
    histogram, a fraction of the time of sorting."""
    counts = cv2.calcHist([values], [0], mask, [256], [0, 256]).ravel()
    return int(np.searchsorted(np.cumsum(counts), share * max(counts.sum(), 1)))


def _outline(small: np.ndarray, min_area: float) -> tuple[np.ndarray, bool] | None:
    # The light's colour from the frame's brightest pixels (mostly the card's paper, the whitest
    # thing on a table): with it taken out, the paper is pale under warm and cold light alike.
    value = cv2.cvtColor(small, cv2.COLOR_BGR2HSV)[:, :, 2]  # a pixel's brightest channel
    top = ((value >= _level(value, 0.92)) * 255).astype(np.uint8)
    level = np.array([_level(small[:, :, c].copy(), 0.5, top) for c in range(3)], np.float32)
    gain = np.clip(np.array(PAPER_BGR, np.float32) / np.maximum(level, 1.0), 0.6, 1.8)
    balanced = cv2.transform(small, np.diag(gain).astype(np.float32))
    hsv = cv2.cvtColor(balanced, cv2.COLOR_BGR2HSV)
    sat, val = hsv[:, :, 1], hsv[:, :, 2]
    bright = _level(val, 0.97)
    mask = cv2.bitwise_and(cv2.inRange(val, max(80, int(0.6 * bright)) + 1, 255), cv2.inRange(sat, 0, 69))
    # Close over the printed border line (and noise), then open away thin table clutter that
    # touches the card (a pale pen, a cable): its long straight edges would pass for a side.
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, np.ones((5, 5), np.uint8))
    mask = cv2.morphologyEx(mask, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (7, 7)))
    contours, _ = cv2.findContours(mask, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_NONE)
    frame_area = small.shape[0] * small.shape[1]
    for contour in sorted(contours, key=cv2.contourArea, reverse=True)[:3]:
        area = cv2.contourArea(contour)
        if area < min_area * frame_area:
            break
        quad = _quad(contour)
        if quad is None or not _card_sized(quad[0], small.shape, min_area):
            continue
        corners, cut = quad
        # The card fills its outline: a quad with a corner of table in it was drawn wrongly.
        inside = np.zeros(mask.shape, np.uint8)
        cv2.fillConvexPoly(inside, np.round(corners).astype(np.int32), 255)
        solid = np.zeros(mask.shape, np.uint8)
        cv2.drawContours(solid, [contour], -1, 255, -1)
        filled = cv2.countNonZero(cv2.bitwise_and(inside, solid)) / max(cv2.countNonZero(inside), 1)
        if filled >= 0.9:
            return corners, cut
    return None


def _card_sized(corners: np.ndarray, shape: tuple[int, ...], min_area: float) -> bool:
    """The four corners (in order around) could be a card's under the camera: wholly in view, as
    large as a card on the scan spot is (MIN_AREA to MAX_AREA of the frame, not the whole view),
    and of a card's proportions."""
    h, w = shape[:2]
    sides = [math.dist(corners[n], corners[(n + 1) % 4]) for n in range(4)]
    across, along = sorted((sides[0] + sides[2], sides[1] + sides[3]))
    if not SHAPE[0] <= across / max(along, 1e-9) <= SHAPE[1]:
        return False
    slack = IN_VIEW * w
    if corners[:, 0].min() < -slack or corners[:, 1].min() < -slack:
        return False
    if corners[:, 0].max() > w - 1 + slack or corners[:, 1].max() > h - 1 + slack:
        return False
    return min_area <= cv2.contourArea(corners.astype(np.float32)) / (w * h) <= MAX_AREA


def _quad(contour: np.ndarray) -> tuple[np.ndarray, bool] | None:
    """The card's four corners from its outline: where its four longest straight edges meet.
    A pale scrap touching the card, or a thumb over a corner, adds only short edges (or breaks a
    side in two, which still lie on one line), so the corners come from the card's own sides."""
    perimeter = cv2.arcLength(contour, True)
    poly = cv2.approxPolyDP(contour, 0.005 * perimeter, True).reshape(-1, 2).astype(np.float64)
    if len(poly) < 4:
        return None
    centre = poly.mean(axis=0)
    lines: list[dict] = []  # each: direction angle, offset from the centre, length, its points
    for i in range(len(poly)):
        a, b = poly[i], poly[(i + 1) % len(poly)]
        length = float(np.hypot(*(b - a)))
        if length < 0.025 * perimeter:
            continue
        angle = math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 180
        normal = np.array([-math.sin(math.radians(angle)), math.cos(math.radians(angle))])
        offset = float(np.dot((a + b) / 2 - centre, normal))
        for line in lines:
            gap = abs(line["angle"] - angle)
            # across 0/180 degrees the normal turns round: the same line's offset changes sign
            same_side = offset if gap <= 90 else -offset
            if min(gap, 180 - gap) < 8 and abs(line["offset"] - same_side) < 0.02 * perimeter:
                line["length"] += length
                line["points"] += [a, b]
                break
        else:
            lines.append({"angle": angle, "offset": offset, "length": length, "points": [a, b]})
    if len(lines) < 4:
        return None
    sides = sorted(lines, key=lambda line: -line["length"])[:4]
    if sum(side["length"] for side in sides) < 0.6 * perimeter:
        return None  # not four straight sides: a round thing, a heap of scraps
    fitted = []
    for side in sides:
        points = np.array(side["points"], np.float32)
        vx, vy, x0, y0 = cv2.fitLine(points, cv2.DIST_L2, 0, 0.01, 0.01).ravel()
        middle = points.mean(axis=0)
        fitted.append(((np.array([x0, y0], float), np.array([x0 + vx, y0 + vy], float)),
                       math.atan2(middle[1] - centre[1], middle[0] - centre[0])))
    fitted.sort(key=lambda f: f[1])  # the sides in order around the card
    corners = []
    for n in range(4):
        point = _meet(fitted[n][0], fitted[(n + 1) % 4][0])
        if point is None:
            return None
        corners.append(point)
    quad = np.array(corners)
    if cv2.contourArea(quad.astype(np.float32)) > 1.4 * cv2.contourArea(contour):
        return None
    cut = len(lines) > 4 or len(poly) > 6
    return quad, cut


def _meet(a: tuple[np.ndarray, np.ndarray], b: tuple[np.ndarray, np.ndarray]) -> np.ndarray | None:
    (p, q), (r, s) = a, b
    d1, d2 = q - p, s - r
    cross = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(cross) < 1e-6 * (np.hypot(*d1) * np.hypot(*d2) + 1e-9):
        return None  # parallel: two opposite sides, not neighbours
    t = ((r - p)[0] * d2[1] - (r - p)[1] * d2[0]) / cross
    return p + t * d1


def _portrait(corners: np.ndarray) -> np.ndarray:
    """The corners clockwise from the top left of the card held upright (long sides vertical)."""
    centre = corners.mean(axis=0)
    angles = np.arctan2(corners[:, 1] - centre[1], corners[:, 0] - centre[0])
    ordered = corners[np.argsort(angles)]  # clockwise on screen (y grows down)
    start = int(np.argmin(ordered.sum(axis=1)))
    ordered = np.roll(ordered, -start, axis=0)
    top = math.dist(ordered[0], ordered[1]) + math.dist(ordered[2], ordered[3])
    side = math.dist(ordered[1], ordered[2]) + math.dist(ordered[3], ordered[0])
    if top > side:  # lying on its side: start one corner on so the long sides stand
        ordered = np.roll(ordered, -1, axis=0)
    return ordered


def white_balance(card: np.ndarray) -> np.ndarray:
    """Scale each channel so the card's paper is the printed cream. The paper is most of a card
    and its least saturated part: the median of its palest pixels is the light's colour on it."""
    inner = np.ascontiguousarray(card[16:-16, 16:-16])
    sat = cv2.cvtColor(inner, cv2.COLOR_BGR2HSV)[:, :, 1]
    paper = cv2.inRange(sat, 0, _level(sat, 0.6))
    if cv2.countNonZero(paper) < 500:
        return card
    level = np.array([_level(inner[:, :, c].copy(), 0.5, paper) for c in range(3)], np.float32)
    gain = np.array(PAPER_BGR, np.float32) / np.maximum(level, 1.0)
    return cv2.transform(card, np.diag(gain).astype(np.float32))
