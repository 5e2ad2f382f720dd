"""A serial card reader and a camera at once, handed to the app as one reader (`Devices.reader`):
the reads of both go to the one `on_read`, the status says both, a camera's `follow` reaches it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class PairStatus:
    statuses: tuple[Any, ...]

    @property
    def connected(self) -> bool:
        return any(status.connected for status in self.statuses)

    def describe(self, now: float) -> str:
        return " · ".join(status.describe(now) for status in self.statuses)


class ReaderPair:
    def __init__(self, *readers: Any):
        self.readers = readers
        self.clock = readers[0].clock

    @property
    def on_read(self) -> Callable:
        return self.readers[0].on_read

    @on_read.setter
    def on_read(self, callback: Callable) -> None:
        for reader in self.readers:
            reader.on_read = callback

    @property
    def on_ask(self) -> Callable:
        return self.camera.on_ask

    @on_ask.setter
    def on_ask(self, callback: Callable) -> None:
        self.camera.on_ask = callback

    @property
    def status(self) -> PairStatus:
        return PairStatus(tuple(reader.status for reader in self.readers))

    @property
    def camera(self) -> Any:
        """The camera of the pair (its latest frame is a screen's preview), or None."""
        return next((reader for reader in self.readers if hasattr(reader, "follow")), None)

    def follow(self, game: str | None) -> None:
        if (camera := self.camera) is not None:
            camera.follow(game)

    def close(self) -> None:
        for reader in self.readers:
            reader.close()
