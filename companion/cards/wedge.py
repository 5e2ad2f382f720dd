"""Keyboard-wedge scanners: most USB barcode guns type what they read, like a keyboard, and press
Enter. A burst of keystrokes, each within `max_gap` of the last, ended by Enter is a scan; people
type slower than that, so typing stays typing. Pure: the time of each key is given."""

from __future__ import annotations

ENTER = ("\r", "\n", "enter")


class KeyboardWedge:
    def __init__(self, max_gap: float = 0.05, min_length: int = 3):
        self.max_gap = max_gap  # a gun types a character every few ms; a person every 100+ ms
        self.min_length = min_length
        self.burst: list[str] = []
        self.last_at: float | None = None

    def key(self, key: str, at: float) -> str | None:
        """One keystroke (a character, or Enter). Returns the scanned text when Enter ends a burst
        fast and long enough to be a scanner's; the window should then swallow the burst."""
        quick = self.last_at is not None and at - self.last_at <= self.max_gap
        self.last_at = at
        if key in ENTER:
            text = "".join(self.burst)
            self.burst = []
            return text if quick and len(text) >= self.min_length else None
        if not quick:
            self.burst = []  # a pause: whatever came before was typing
        self.burst.append(key)
        return None
