"""Hold-to-see: a quick tap shows nothing secret, and the tile then says to keep holding, in its
own place (nothing moves), for a moment. Real touches (tests/ui/conftest.py); the warning and the
hint end when the test says (skn_support.reveal_on_cue)."""

from __future__ import annotations

from pathlib import Path

import pytest
from skn_support import reveal_on_cue

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"


@pytest.fixture(autouse=True)
def cue(monkeypatch):
    return reveal_on_cue(monkeypatch)


def tile_words(tile) -> str:
    return tile.children[0].text.split("[/font] ")[-1]


def test_a_quick_tap_on_a_nights_knight_tile_says_to_keep_holding(ui, cue):
    from ui.widgets.private_reveal import HINT, PrivateReveal

    setup = ui.show("skn_setup")
    setup.deal = "box"
    setup.start()  # the box deals: each player holds their own tile to see their Knight
    ui.frame()
    tiles = [w for w in ui.widgets(PrivateReveal, setup) if w.opacity > 0]
    tile = tiles[0]
    label = tile_words(tile)
    place = (tuple(tile.pos), tuple(tile.size))
    ui.lift(ui.press(tile))  # a quick tap: let go during the warning
    assert tile.phase == "hidden" and tile_words(tile) == HINT
    assert (tuple(tile.pos), tuple(tile.size)) == place, "the hint takes the tile's own place"
    assert all(tile_words(t) != HINT for t in tiles[1:]), "only the tapped tile says it"
    ui.studio.save(SHOTS / "skn-hold-hint.png")
    cue.fire()  # the hint's moment has passed
    ui.frame()
    assert tile_words(tile) == label


def test_a_hold_that_showed_the_secret_gives_no_hint(ui, cue):
    from ui.widgets.private_reveal import HINT, PrivateReveal

    setup = ui.show("skn_setup")
    setup.deal = "box"
    setup.start()
    ui.frame()
    tile = next(w for w in ui.widgets(PrivateReveal, setup) if w.opacity > 0)
    touch = ui.press(tile)
    cue.fire()  # the warning is over: the secret shows
    ui.frame()
    assert tile.phase == "shown"
    ui.lift(touch)
    assert tile.phase == "hidden" and tile_words(tile) != HINT
