"""A camera's unsure card as a question over the board (ui/camera_question.py): its best two
candidates of the game in play, named in words; nothing of another game, nothing made up."""

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
    assert question_for(Ask((), "nothing card-like", "1", 0.0), "kites") is None
