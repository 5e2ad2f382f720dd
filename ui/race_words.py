"""How a race's margin reads on every screen that shows one (Buzzers, Sparkle*Kitty's Doubles)."""

from __future__ import annotations


def margin_text(margin: float) -> str:
    """Seconds behind the leader, in ms as the table reads it: "+8 ms", "+0.3 ms"."""
    ms = margin * 1000
    return f"+{ms:.0f} ms" if ms >= 10 or ms == 0 else f"+{ms:.1f} ms"
