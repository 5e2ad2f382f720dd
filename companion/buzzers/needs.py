"""What a Buzzers input still lacks (`Rules.needs`): nothing. A buzz is its seat and its edge's
tick, both carried by the button; arm and reset are the host's taps."""

from __future__ import annotations

from typing import Any, Mapping

from companion.spine import Need


class BuzzersNeeds:
    """Mixed into `BuzzersRules`."""

    def needs(self, state, do: str, data: Mapping[str, Any]) -> Need | None:
        return None
