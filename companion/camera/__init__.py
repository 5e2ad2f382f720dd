"""Cards read by a camera: what a game's recognizer answers for one frame, and how to find one.

A game that can be read by camera names a `recognizer` part in its spec ("module:function", a
factory with no arguments); the recognizer looks at one frame (a BGR image, as OpenCV decodes it)
and says what it sees as a `Sighting`: one card with its confidence, or, when it is not sure, its
best two candidates and no card. It never guesses: a card below its threshold is asked about.
The pieces every game shares (finding the card in the frame, squaring it up) are in
`companion.camera.card`; the software camera that makes the test set is `photograph`.

OpenCV is the optional `camera` extra: nothing here imports it until a recognizer is made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Sighting:
    """What one frame shows. `card` is a printed code ("kites:red+blue") only when the recognizer
    is confident; `candidates` are its best guesses, best first (at most two when unsure)."""

    seen: bool  # a card is in view (False: an empty spot, or nothing card-like)
    card: str | None = None
    confidence: float = 0.0
    candidates: tuple[tuple[str, float], ...] = ()
    why: str = ""  # for people, when unsure: "one kite hidden?", "colour and shape disagree"

    @property
    def unsure(self) -> bool:
        return self.seen and self.card is None


NOTHING = Sighting(seen=False, why="no card in view")


class Recognizer(Protocol):
    """A game's card reader by sight (its spec's `recognizer` part makes one)."""

    game: str
    threshold: float  # the confidence a read needs; below it the candidates are asked about

    def cards(self) -> tuple[str, ...]:
        """Every card id it can read (the catalog's, as `kites:red+blue`)."""
        ...

    def read(self, frame: Any) -> Sighting:
        """One BGR frame -> what it shows."""
        ...

    def face(self, card: str) -> Any:
        """The card's face as the game prints it (BGR), drawn from the catalog: the generated
        test set photographs these."""
        ...


class NoRecognizer(ValueError):
    """The game has no camera recognizer (its spec names none), or OpenCV is not installed."""


def recognizer_for(game: str, enrolled: bool = True) -> Recognizer:
    """The game's recognizer, through the registry (no game is named here), with the cards the
    table enrolled by showing them beside it (`companion.camera.enrolled`): a card the game's
    recognizer is unsure of is read when it agrees with a remembered look of one card. Only then:
    the games' own reads are measured at no wrong card, a remembered look is only ever taken from
    a card the game was unsure of, and a frame the game reads costs no more. `enrolled=False`: the
    game's recognizer alone (its own measurements)."""
    from companion import registry

    spec = registry.spec_for(game)
    make = spec.part("recognizer")
    if make is None:
        readable = [s.id for s in registry.registered() if s.recognizer]
        raise NoRecognizer(f"{game} cards cannot be read by camera yet (readable: {', '.join(readable) or 'none'})")
    try:
        recognizer = make()
        if not enrolled:
            return recognizer
        from companion.camera.enrolled import EnrolledRecognizer

        return EnrolledRecognizer(recognizer)
    except ModuleNotFoundError as exc:
        if exc.name in ("cv2", "numpy"):
            raise NoRecognizer("the camera needs OpenCV: pip install 'table-companion[camera]'") from None
        raise
