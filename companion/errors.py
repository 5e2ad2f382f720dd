"""The two ways an input can fail, kept apart on purpose.

`Rejected` is a legal-looking input the rules do not allow right now: the player is told why and
nothing changes. `MalformedInput` is an input that does not even say something: bad JSON, an
unknown verb, a missing field.
"""


class Rejected(ValueError):
    """The rules refuse this input; `reason` is the sentence shown to the table."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class MalformedInput(ValueError):
    """The input cannot be understood at all (not a rules question)."""


class LogUnavailable(RuntimeError):
    """The action log cannot be written: no game may start or go on without it."""


class ResumeFailed(ValueError):
    """A logged game no longer replays (say the deck file was edited mid-game): it is set aside."""
