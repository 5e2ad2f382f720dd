"""One read per placement (hardware/readers/placement.py), fed sightings: no camera, no thread."""

from __future__ import annotations

import pytest

from companion.camera import NOTHING, Sighting
from hardware.readers.placement import Placement


def card(code: str) -> Sighting:
    return Sighting(seen=True, card=code, confidence=0.99, candidates=((code, 0.99),))


def unsure(*codes: str) -> Sighting:
    return Sighting(seen=True, candidates=tuple((c, 0.4) for c in codes), why="not sure")


def run(placement: Placement, frames: list[Sighting]) -> list[tuple[str, str | None]]:
    out = []
    for sighting in frames:
        verdict = placement.see(sighting)
        if verdict is not None:
            out.append((verdict.kind, verdict.tag if verdict.kind == "read" else verdict.sighting.candidates[0][0]))
    return out


def test_a_card_lying_in_view_reads_once_and_again_only_after_it_left():
    red = card("kites:red")
    assert run(Placement(steady=2, gone=2), [red] * 10 + [NOTHING] * 2 + [red] * 3) == [
        ("read", "kites:red"), ("read", "kites:red")]


def test_a_card_must_be_seen_steadily_before_it_reads():
    red, blue = card("kites:red"), card("kites:blue")
    # a card passing through the view for one frame, then another laid down and held
    assert run(Placement(steady=3, gone=2), [red, blue, blue, NOTHING, blue, blue, blue]) == [("read", "kites:blue")]


def test_one_empty_frame_is_not_the_card_leaving():
    red = card("kites:red")
    assert run(Placement(steady=1, gone=3), [red, NOTHING, red, NOTHING, NOTHING, red]) == [("read", "kites:red")]
    assert run(Placement(steady=1, gone=3), [red, NOTHING, NOTHING, NOTHING, red]) == [("read", "kites:red")] * 2


def test_another_card_put_in_place_of_the_first_reads_at_once():
    red, blue = card("kites:red"), card("kites:blue")
    assert run(Placement(steady=1, gone=2), [red, red, blue, blue, red]) == [
        ("read", "kites:red"), ("read", "kites:blue"), ("read", "kites:red")]


def test_an_unsure_card_is_never_read_and_asked_about_once():
    maybe = unsure("kites:red", "kites:red+orange")
    assert run(Placement(steady=2, gone=2), [maybe] * 8) == [("ask", "kites:red")]
    # held still until it is sure: then it reads; a card already read is not asked about
    red = card("kites:red")
    assert run(Placement(steady=2, gone=2), [maybe, maybe, red, red, maybe, maybe, red]) == [
        ("ask", "kites:red"), ("read", "kites:red")]


def test_counts_below_one_are_refused():
    with pytest.raises(ValueError, match="1 or more"):
        Placement(steady=0)
