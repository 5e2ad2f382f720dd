"""The two ways an input can fail, kept apart on purpose.

`Rejected` is a legal-looking input the rules do not allow right now: the player is told why and
nothing changes. `MalformedInput` is an input that does not even say something: bad JSON, an
unknown verb, a missing field.
"""

from __future__ import annotations

from typing import Sequence

from companion.seats import Reason


class Rejected(ValueError):
    """The rules refuse this input; `reason` is the sentence shown to the table.

    A refusal that concerns seats names them as data: `reason` is then a template ("{0} has no
    cards", seats=(2,)) and `names` what the game calls its players, if it names them. The
    `reason` attribute is a `companion.seats.Reason`: in the log's voice ("player 2 has no cards",
    as replay output reads) and told for people by `companion.seats.for_people` ("Player 3 ...")."""

    def __init__(self, reason: str, seats: Sequence[int] = (), names: Sequence[str] | None = None):
        self.reason = Reason(reason, seats, names)
        self.seats = self.reason.seats
        super().__init__(str(self.reason))


class MalformedInput(ValueError):
    """The input cannot be understood at all (not a rules question)."""


class LogUnavailable(RuntimeError):
    """The action log cannot be written: no game may start or go on without it."""


class ResumeFailed(ValueError):
    """A logged game no longer replays (say the deck file was edited mid-game): it is set aside."""
