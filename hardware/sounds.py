"""The piezo's few tunes, played on a small daemon thread so rendering never waits for a note.

A tune is a list of (note, seconds); None is a rest. The thread is an edge like the button
callbacks: the main thread only queues a tune's name, the thread alone drives the piezo.
"""

from __future__ import annotations

import threading
from collections import deque
from typing import Any

from gpiozero.tones import Tone

Tune = list[tuple[str | None, float]]

# The piezo is a TonalBuzzer on mid_tone A5 with two octaves: notes from A3 to A7. Small piezos
# are loudest around 2-4 kHz, so the tunes that must cut through table talk sit high.
MID_TONE, OCTAVES = "A5", 2

TUNES: dict[str, Tune] = {
    "refused": [("E4", 0.08), (None, 0.04), ("E4", 0.08)],  # a low double buzz: not that one
    "low": [("A6", 0.07), (None, 0.05), ("A6", 0.07)],  # a timer has 10 s of sand left
    "finale": [("C6", 0.12), ("E6", 0.12), ("G6", 0.12), ("C7", 0.35)],  # the draw pile is empty
    "won": [("C6", 0.14), ("E6", 0.14), ("G6", 0.14), ("C7", 0.2), (None, 0.06), ("G6", 0.12), ("C7", 0.5)],
    "lost": [("G5", 0.25), ("E5", 0.25), ("C5", 0.25), ("C4", 0.7)],  # sand ran out
}

# Chirps are dropped rather than queued behind a backlog: a warning heard a second late is noise.
SKIPPABLE = ("refused", "low")
MAX_WAITING = 2


class Tunes:
    """Plays tunes by name on a TonalBuzzer (or only records them when the box has no piezo)."""

    def __init__(self, buzzer: Any | None, enabled: bool = True, volume: int = 100):
        self.buzzer = buzzer
        self.enabled, self.volume = enabled, volume  # the settings' sound.enabled / sound.volume
        self.played: list[str] = []  # every tune asked for, in order (what a test or log checks)
        self._waiting: deque[str] = deque()
        self._busy = False
        self._closing = False
        self._cond = threading.Condition()
        self._stop = threading.Event()
        self._thread = None
        if buzzer is not None:
            self._thread = threading.Thread(target=self._run, name="piezo", daemon=True)
            self._thread.start()

    def play(self, name: str) -> None:
        if name not in TUNES:
            raise KeyError(f"no tune called {name!r} (tunes: {', '.join(TUNES)})")
        self.played.append(name)
        if self._thread is None or not self.enabled or self.volume <= 0:
            return
        with self._cond:
            if name in SKIPPABLE and len(self._waiting) >= MAX_WAITING:
                return
            self._waiting.append(name)
            self._cond.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every queued tune has finished; False if `timeout` came first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._waiting and not self._busy, timeout)

    def close(self) -> None:
        if self._thread is None:
            return
        with self._cond:
            self._closing = True
            self._waiting.clear()
            self._cond.notify_all()
        self._stop.set()
        self._thread.join(timeout=2)
        self._thread = None

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._waiting or self._closing)
                if self._closing:
                    return
                name = self._waiting.popleft()
                self._busy = True
            try:
                self._sound(TUNES[name])
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _sound(self, tune: Tune) -> None:
        for note, seconds in tune:
            if self._stop.is_set():
                break
            if note is None:
                self.buzzer.stop()
            else:
                self._note(note)
            self._stop.wait(seconds)
        self.buzzer.stop()

    def _note(self, note: str) -> None:
        if self.volume >= 100:
            self.buzzer.play(note)
            return
        # A piezo is loudest at a 50 % duty (TonalBuzzer.play's); a shorter pulse gives it less
        # energy, so it is quieter. Rough, but it needs no extra parts. Set as play() would,
        # with that duty, so the pin never sounds a note at full volume first.
        tone = Tone(note)
        if not self.buzzer.min_tone.frequency <= tone.frequency <= self.buzzer.max_tone.frequency:
            raise ValueError(f"{note} is out of the piezo's range")
        self.buzzer.pwm_device.pin.frequency = tone.frequency
        self.buzzer.pwm_device.value = 0.5 * self.volume / 100
