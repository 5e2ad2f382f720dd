"""A camera's unsure card as a question over the board (ui/camera_question.py): its best two
candidates of the game in play, named in words; nothing of another game, nothing made up; a card
with no candidate at all: the deck."""

from __future__ import annotations

from hardware.readers.camera import Ask
from ui.camera_question import CameraQuestion, question_for


def test_the_two_candidates_are_the_choices_named_in_words():
    ask = Ask((("kites:red+blue", 0.5), ("kites:red", 0.4)), "one kite hidden?", "7.png", 1.0)
    question = question_for(ask, "kites")
    assert isinstance(question, CameraQuestion) and question.ask == "camera"
    assert [(c.label, c.value) for c in question.need.choices] == [("Red + Blue", "kites:red+blue"), ("Red", "kites:red")]
    assert question.need.prompt == "The camera is not sure: which card is it?"


def test_candidates_of_another_game_or_no_card_are_not_offered():
    assert question_for(Ask((("kittens:nope", 0.5),), "", "1", 0.0), "kites") is None
    assert question_for(Ask((("kites:", 0.5), ("kites:no-such-card", 0.4)), "", "1", 0.0), "kites") is None


def test_a_card_with_no_candidate_is_asked_from_the_whole_deck():
    """A card it cannot read at all (a Kites challenge card has no kite on it): the deck, to say
    which card it is (and teach it), the camera's words with it; a big deck by its words first."""
    question = question_for(Ask((), "no kite symbol on it", "1", 0.0), "kites")
    assert question.need.prompt == "The camera cannot read this card: which is it?" and question.picker == ""
    assert ("Storm", "kites:storm") in [(c.label, c.value) for c in question.need.choices]
    assert len(question.need.choices) == 18 and question.game == "kites" and question.candidates == ()
    words = question_for(Ask((), "", "1", 0.0), "sparkle_kitty")
    assert words.need.prompt.endswith("Its word first") and len(words.need.choices) == 18
