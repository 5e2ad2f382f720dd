"""What bad input meets at the phones' server: a clear 4xx, and nothing changes.

- a body larger than `MAX_BODY` bytes: 413 before it is read in full;
- more than `RATE` requests a second from one address (a burst of `BURST` allowed): 429;
Tokens never reach a log line: the access log is off, and errors name no token.
"""

from __future__ import annotations

import time
from typing import Callable

MAX_BODY = 4096
RATE, BURST = 20.0, 40  # a phone asks a few times a second at most; a flood is not a phone


class RateLimit:
    """A token bucket per client address. `clock` is injectable for tests (monotonic seconds)."""

    def __init__(self, rate: float = RATE, burst: int = BURST, clock: Callable[[], float] = time.monotonic):
        self.rate, self.burst, self.clock = rate, burst, clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, at)

    def allow(self, address: str) -> bool:
        now = self.clock()
        tokens, at = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.rate)
        if tokens < 1.0:
            self._buckets[address] = (tokens, now)
            return False
        self._buckets[address] = (tokens - 1.0, now)
        if len(self._buckets) > 1024:  # forget the quietest addresses, never grow without bound
            for key in sorted(self._buckets, key=lambda k: self._buckets[k][1])[:512]:
                del self._buckets[key]
        return True
