"""Cards enrolled by showing them once: the look of a card the game's recognizer was unsure of,
remembered when the table says which card it is, so the camera reads it from then on.

A look is what the squared-up card (`find_card`'s image) shows, in two parts:
- a grid of 8 x 11 cells inside its printed border: how much of each cell is ink (a pixel far from
  the paper's colour in Lab) and the ink's colour there (Lab a*, b*): where the colours are;
- its ORB keypoints (cv2.ORB_create on the grey card, up to 300): where they are on the card and
  their 32-byte descriptors: what is printed (a word, a drawing).
No frame or card image is ever stored: a look is 264 numbers and the keypoints.

A card seen agrees with a look when both halves of the grid agree (a card sharing one of its two
kites with another, in the same place, agrees on one half only), either way up, and, for a game
printed with words or drawings (`textured`), when enough of the look's keypoints are matched
(BFMatcher, Hamming, ratio test) by the seen card's at the same place: the squared cards are the
same frame up to a half turn, so a match in place is the geometric check a homography would be.
It is read as an enrolled card only when no other card, enrolled or as printed (the game's own
faces), agrees even loosely: cards printed alike but for their word (Nights' WINK and FIST in
yellow) are asked, never guessed.

Why ORB is not the whole look: on the Kites cards (flat kites on cream paper, 51-213 keypoints a
printed face) ORB with a RANSAC homography found, between two photographs of the same card, no
homography near the identity or a half turn (one pair looked at: 22 ratio-tested matches, 0
inliers), a yellow kite has almost no corner in grey, and in-place ORB lowered same-card agreement
more than another card's. So Kites cards are judged by the grid alone. On the cards printed with
words the grid alone reads nothing safely (every Sparkle*Kitty card has a printed twin in its
colour); ORB in place is what tells the words apart. Measured: tests/camera/test_enrolled.py.

The looks are kept beside the tags (companion/camera/looks.py).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from companion.camera.looks import Looks

GRID = (8, 11)  # cells across and down the card inside its border
BORDER = 14  # px of the squared card (252 x 352) left out at each edge: the printed border line
INK = 35.0  # a pixel this far from the paper's colour (Lab distance) is ink
INKED = 0.12  # a cell with this share of ink (in either look) says something
SAME_INK = 0.5  # two cells agree when the lesser ink is at least this share of the greater ...
SAME_COLOUR = 25.0  # ... and their inks' colours are this close (Lab a*, b*)
ORB_POINTS = 300  # ORB keypoints kept a look (cv2.ORB_create on the grey card)
TEXTURED = 240  # a game whose cards have this many keypoints (words, drawings) is checked by ORB too
NEAR = 12.0  # px: a matched keypoint lands this near its own place (the cards are squared up alike)
# A card reads as an enrolled card's when it agrees with that card's look (both halves of the grid
# at READ or more, and a textured look's keypoints matched in place at ORB_READ or more) and with
# no other card's look, enrolled or printed, even loosely (the grid at READ - MARGIN, ORB at half):
# two cards printed nearly alike (WIGGLE and JIGGLE in one colour) are asked, never guessed.
# Measured: see tests/camera/test_enrolled.py.
READ = 0.6
MARGIN = 0.15
ORB_READ = 0.1
RIVAL = 0.5  # a textured card's rival: its keypoints in place at half the best card's share or more


@dataclass(frozen=True)
class Look:
    """A card's look: per grid cell (row by row from the top left) its ink share and ink colour;
    and its ORB keypoints (where, in the squared card's pixels) and their descriptors."""

    ink: Any  # float32 (cells,)
    colour: Any  # float32 (cells, 2): Lab a*, b* (0 is grey)
    points: Any = None  # float32 (n, 2)
    descriptors: Any = None  # uint8 (n, 32), or None when the card has no corner at all

    @property
    def corners(self) -> int:
        return 0 if self.points is None else len(self.points)

    def turned(self) -> "Look":
        """The grid of the same card upside down (find_card squares a card up either way up)."""
        return Look(self.ink[::-1].copy(), self.colour[::-1].copy(), self.points, self.descriptors)

    def to_bytes(self) -> bytes:
        import numpy as np

        grid = np.concatenate([self.ink, self.colour.ravel()]).astype(np.float32).tobytes()
        n = 0 if self.descriptors is None else len(self.descriptors)
        orb = b""
        if n:
            orb = self.points.astype(np.float32).tobytes() + self.descriptors.astype(np.uint8).tobytes()
        return np.uint32(n).tobytes() + grid + orb

    @classmethod
    def from_bytes(cls, data: bytes) -> "Look":
        import numpy as np

        cells = GRID[0] * GRID[1]
        if not isinstance(data, bytes) or len(data) < 4:
            raise ValueError("not a look")
        n = int(np.frombuffer(data[:4], np.uint32)[0])
        if len(data) != 4 + 12 * cells + n * (8 + 32):
            raise ValueError("not a look")
        values = np.frombuffer(data[4:4 + 12 * cells], np.float32)
        points = descriptors = None
        if n:
            rest = data[4 + 12 * cells:]
            points = np.frombuffer(rest[:8 * n], np.float32).reshape(n, 2).copy()
            descriptors = np.frombuffer(rest[8 * n:], np.uint8).reshape(n, 32).copy()
        return cls(values[:cells].copy(), values[cells:].reshape(cells, 2).copy(), points, descriptors)


_orb_lock = threading.Lock()
_orb: Any = None


def _keypoints(grey: Any) -> tuple[Any, Any]:
    import cv2
    import numpy as np

    global _orb
    with _orb_lock:
        if _orb is None:
            _orb = cv2.ORB.create(nfeatures=ORB_POINTS, edgeThreshold=15, patchSize=21, fastThreshold=12)
        found, descriptors = _orb.detectAndCompute(grey, None)
    if descriptors is None or not found:
        return None, None
    return np.array([k.pt for k in found], np.float32).reshape(-1, 2), descriptors


def look_of(card: Any) -> Look:
    """The look of a squared-up card (BGR, as `find_card` gives it: white-balanced, upright)."""
    import cv2
    import numpy as np

    from companion.camera.card import PAPER_BGR

    paper = cv2.cvtColor(np.array([[PAPER_BGR]], np.uint8), cv2.COLOR_BGR2LAB)[0, 0].astype(np.float32)
    blurred = cv2.GaussianBlur(card, (0, 0), 1.2)  # the sensor's noise and JPEG blocks out
    lab = cv2.cvtColor(blurred, cv2.COLOR_BGR2LAB).astype(np.float32)
    ink = (np.linalg.norm(lab - paper, axis=2) > INK).astype(np.float32)
    h, w = ink.shape
    inner = (slice(BORDER, h - BORDER), slice(BORDER, w - BORDER))

    def cells(values):
        return cv2.resize(np.ascontiguousarray(values[inner]), GRID, interpolation=cv2.INTER_AREA)

    share = cells(ink)
    a = cells((lab[:, :, 1] - 128) * ink) / np.maximum(share, 1e-3)
    b = cells((lab[:, :, 2] - 128) * ink) / np.maximum(share, 1e-3)
    points, descriptors = _keypoints(cv2.GaussianBlur(cv2.cvtColor(card, cv2.COLOR_BGR2GRAY), (0, 0), 1.0))
    return Look(share.ravel().astype(np.float32), np.stack([a.ravel(), b.ravel()], 1).astype(np.float32),
                points, descriptors)


def agreement(a: Look, b: Look) -> float:
    """How much two looks' grids agree, 0 to 1, the same way up: the lesser of the two halves'
    shares of telling cells (inked in either) that agree in ink and colour."""
    import numpy as np

    hi, lo = np.maximum(a.ink, b.ink), np.minimum(a.ink, b.ink)
    telling = hi > INKED
    if telling.sum() < 4:
        return 0.0  # a blank card (or a blank look) matches nothing
    close = np.linalg.norm(a.colour - b.colour, axis=1) < SAME_COLOUR
    agree = (lo >= SAME_INK * hi) & close
    top = np.arange(a.ink.size) // GRID[0] < GRID[1] / 2
    halves = [agree[telling & half].mean() if (telling & half).sum() >= 2 else 1.0 for half in (top, ~top)]
    return float(min(halves))


def likeness(look: Look, seen: Look) -> float:
    """How much a card seen agrees with a look by its grid, either way up."""
    return max(agreement(look, seen), agreement(look, seen.turned()))


_matcher_lock = threading.Lock()
_matcher: Any = None


def keypoints_in_place(look: Look, seen: Look) -> float:
    """The share of a look's ORB keypoints matched (Hamming, ratio test) by a keypoint of the card
    seen at the same place on the card (within NEAR px), either way up; 0 without keypoints."""
    import cv2
    import numpy as np

    global _matcher
    if look.descriptors is None or seen.descriptors is None or len(look.descriptors) < 2 or len(seen.descriptors) < 2:
        return 0.0
    with _matcher_lock:
        if _matcher is None:
            _matcher = cv2.BFMatcher(cv2.NORM_HAMMING)
        pairs = _matcher.knnMatch(seen.descriptors, look.descriptors, k=2)
    good = [m for m, n in (p for p in pairs if len(p) == 2) if m.distance < 0.8 * n.distance]
    if not good:
        return 0.0
    from companion.camera.card import CARD_H, CARD_W

    there = seen.points[[m.queryIdx for m in good]]
    here = look.points[[m.trainIdx for m in good]]
    turned = np.stack([CARD_W - 1 - there[:, 0], CARD_H - 1 - there[:, 1]], 1)
    best = max(int((np.linalg.norm(t - here, axis=1) < NEAR).sum()) for t in (there, turned))
    return best / len(look.descriptors)


def textured(looks: Any) -> bool:
    """A game's cards are printed with words or drawings (its looks' median keypoints reach
    TEXTURED): its looks are judged by their keypoints too. Measured on the printed faces: Kites
    51-213 keypoints (median 136: flat kites), Sparkle*Kitty, Nights, Kittens 244-303 (median 300)."""
    counts = sorted(look.corners for look in looks)
    return bool(counts) and counts[len(counts) // 2] >= TEXTURED


def agrees(look: Look, seen: Look, loosely: bool = False, beside: float = 0.0, keypoints: bool = False) -> float | None:
    """The card seen could be this look's card: None if not, else how well its keypoints agree
    (their share in place; 1.0 without `keypoints`, a card judged by its grid alone). The grid
    must agree at READ (`loosely`: READ - MARGIN); with `keypoints` the look's keypoints at
    ORB_READ (`loosely`: half of it, and at least RIVAL of `beside`, the best card's own share)."""
    grid = likeness(look, seen)
    if grid < (READ - MARGIN if loosely else READ):
        return None
    if not keypoints:
        return 1.0
    share = keypoints_in_place(look, seen)
    bar = max(ORB_READ / 2, RIVAL * beside) if loosely else ORB_READ
    return share if share >= bar else None


# -- reading ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Match:
    card: str | None  # the card read (None: no look agrees, or another card's could be the one)
    agreeing: tuple[str, ...]  # the enrolled cards whose look agrees
    rivals: tuple[str, ...]  # other cards (enrolled or printed) whose look agrees loosely


def match(seen: Look, looks: Any, faces: Any = ()) -> Match:
    """The card a seen look is, among the remembered `looks` ((id, card, look) each), or no card:
    never a guess. `faces`: (card, look) of every card as printed, the rivals a card enrolled alone
    must also stand clear of (a card printed nearly like it, not enrolled, is not it). The card
    read is the enrolled one that agrees best; every other card, enrolled or printed, must not
    agree even loosely (a textured card's keypoints: not within RIVAL of the best's)."""
    keypoints = textured([look for _card, look in faces] or [look for _id, _card, look in looks])
    best: dict[str, float] = {}
    for _id, card, look in looks:
        share = agrees(look, seen, keypoints=keypoints)
        if share is not None:
            best[card] = max(best.get(card, 0.0), share)
    if not best:
        return Match(None, (), ())
    card = max(best, key=best.__getitem__)
    rivals = [other for other in best if other != card and best[other] >= RIVAL * best[card]]
    everyone = [(other, look) for _id, other, look in looks] + list(faces)
    rivals += [other for other, look in everyone
               if other != card and other not in rivals and agrees(look, seen, True, best[card], keypoints) is not None]
    unique = tuple(dict.fromkeys(rivals))
    return Match(None if unique else card, tuple(best), unique)


@dataclass(frozen=True)
class Unsure:
    """The last card the game's recognizer was unsure of: its look (to remember) and candidates."""

    look: Look
    candidates: tuple[str, ...]
    at: float


class EnrolledRecognizer:
    """A game's recognizer with the table's enrolled cards beside it: a frame the game reads is
    its read; a card the game is unsure of is looked up among the looks remembered for the game's
    cards (`match`, with the game's printed faces as rivals), and read only as the one card that
    agrees. Otherwise the game's question stands. The look of the last unsure card is kept (in
    memory) so the table can say which card it was (`teach`)."""

    def __init__(self, game_recognizer: Any, looks: Looks | None = None):
        self.inner = game_recognizer
        self.game = game_recognizer.game
        self._looks = looks
        self._faces: tuple[tuple[str, Look], ...] | None = None
        self.last_unsure: Unsure | None = None

    @property
    def threshold(self) -> float:
        return self.inner.threshold

    @threshold.setter
    def threshold(self, value: float) -> None:  # the Recognizer protocol's is a settable attribute
        self.inner.threshold = value

    @property
    def looks(self) -> Looks:
        from companion.camera.looks import store

        return self._looks if self._looks is not None else store()

    def cards(self) -> tuple[str, ...]:
        return self.inner.cards()

    def __getattr__(self, name: str) -> Any:  # the game recognizer's own parts (`read_card`, ...)
        if name == "inner":
            raise AttributeError(name)
        return getattr(self.inner, name)

    def face(self, card: str) -> Any:
        return self.inner.face(card)

    def read(self, frame: Any) -> Any:
        from companion.camera import Sighting
        from companion.camera.card import find_card

        sighting = self.inner.read(frame)
        if not sighting.unsure:
            return sighting
        found = find_card(frame)
        if found is None:
            return sighting
        seen = look_of(found.image)
        self.last_unsure = Unsure(seen, tuple(code for code, _ in sighting.candidates), time.monotonic())
        remembered = self.looks.of(self.game)
        if not remembered:
            return sighting
        result = match(seen, remembered, self.faces())
        if result.card is None:
            return sighting
        sure = max(likeness(look, seen) for _id, card, look in remembered if card == result.card)
        return Sighting(seen=True, card=result.card, confidence=sure, candidates=((result.card, sure),),
                        why="enrolled look")

    def faces(self) -> tuple[tuple[str, Look], ...]:
        """(card, look) of each of the game's cards as printed (made once, when first needed)."""
        if self._faces is None:
            faces = []
            for card in self.inner.cards():
                try:
                    faces.append((card, look_of(self.inner.face(card))))
                except Exception:  # a card the game cannot draw is no rival
                    continue
            self._faces = tuple(faces)
        return self._faces

    def teach(self, card: str, candidates: tuple[str, ...] | None = None) -> int | None:
        """Remember the last unsure card's look as `card`; its id (to forget it), or None when no
        unsure card was seen (or, given the question's `candidates`, the last unsure card was
        another: the card asked about has gone and a different one was unsure since)."""
        unsure = self.last_unsure
        if unsure is None or (candidates is not None and tuple(candidates) != unsure.candidates):
            return None
        return self.looks.remember(card, unsure.look)
