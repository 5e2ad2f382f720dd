"""One read per placement, for a camera: a card lying in view is seen in every frame, so it is read
once, when it has been seen steadily, and not again until the view has been empty (the card taken
away). Pure: it is given each frame's sighting and decides; no clock, no camera.

A card the recognizer is unsure of is never read; after `steady` unsure frames in a row the
placement is asked about once (its best two candidates), and asked again only if they change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Verdict:
    kind: str  # "read": `tag` is a new read; "ask": the card in view cannot be read with confidence
    tag: str | None
    sighting: Any


class Placement:
    def __init__(self, steady: int = 2, gone: int = 2):
        if steady < 1 or gone < 1:
            raise ValueError("steady and gone are counts of frames, 1 or more")
        self.steady = steady  # frames the same card must be seen in a row before it is read
        self.gone = gone  # empty frames in a row before the card counts as taken away
        self.held: str | None = None  # the card read and still in view
        self._candidate: str | None = None
        self._seen = 0
        self._empty = 0
        self._unsure = 0
        self._asked: tuple | None = None

    @property
    def settling(self) -> bool:
        """A card is in view that has been neither read nor asked about yet: "hold it still"."""
        return (self._candidate is not None and self._candidate != self.held) or (0 < self._unsure < self.steady)

    def see(self, sighting) -> Verdict | None:
        """One frame's sighting (`seen`, `card`, `candidates`) -> a read, a question, or nothing."""
        if not sighting.seen:
            self._empty += 1
            self._candidate, self._seen, self._unsure = None, 0, 0
            if self._empty >= self.gone:
                self.held, self._asked = None, None
            return None
        self._empty = 0
        if sighting.card is None:
            self._candidate, self._seen = None, 0
            self._unsure += 1
            asked = tuple(code for code, _ in sighting.candidates)
            if self._unsure >= self.steady and self.held is None and asked != self._asked:
                self._asked = asked
                return Verdict("ask", None, sighting)
            return None
        self._unsure = 0
        if sighting.card == self.held:
            self._candidate, self._seen = None, 0
            return None
        if sighting.card == self._candidate:
            self._seen += 1
        else:
            self._candidate, self._seen = sighting.card, 1
        if self._seen >= self.steady:
            self.held, self._candidate, self._seen, self._asked = sighting.card, None, 0, None
            return Verdict("read", sighting.card, sighting)
        return None
