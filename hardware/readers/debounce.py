"""A card held on a reader is read again and again: the same tag seen within `seconds` of the
last time it was seen is one read. Pure: the time of each sighting is given, never read."""

from __future__ import annotations


class Debounce:
    def __init__(self, seconds: float = 1.0):
        self.seconds = seconds
        self.last_seen: dict[str, float] = {}

    def accept(self, tag: str, at: float) -> bool:
        """True if this sighting is a new read; either way it extends the card's hold, so a card
        left on the reader stays one read however long it lies there."""
        if self.seconds <= 0:
            return True  # no debounce: every frame is a read, even two in the same clock tick
        previous = self.last_seen.get(tag)
        self.last_seen[tag] = at
        if len(self.last_seen) > 64:  # forget cards long gone
            self.last_seen = {t: s for t, s in self.last_seen.items() if at - s <= self.seconds}
        return previous is None or at - previous > self.seconds or at < previous
