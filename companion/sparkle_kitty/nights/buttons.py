"""What the box means at a Sparkle*Kitty Nights table: the same Double races on the same state
fields as Sparkle*Kitty (a Nights state is a Sparkle*Kitty state with teams on top), so
`NightsRules` inherits `SparkleKittyButtons` through `SparkleRules`. Named here so a reader of
the game finds what its buttons mean, and so Nights can part ways without touching its parent."""

from __future__ import annotations

from companion.sparkle_kitty.buttons import SparkleKittyButtons


class NightsButtons(SparkleKittyButtons):
    pass
