"""Scenes of the shared player picker as the setups hold it (no Kivy): empty on a new box, with
the family remembered and two seated, with the keyboard open for a new name; and Sparkle*Kitty's
page asking an age nobody knows yet. Each scene's hook opens the picker on its setup."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo
from ui.screens.history.scenes import _family, staged


def _open(app: Any, screen: str, *names: str):
    from ui.screens.history.source import people_for

    setup = app.sm.get_screen(screen)
    setup.open_picker()
    people = people_for(app.table.log)
    for name in names:
        setup.picker.take(people.named(name).id)
    return setup


def _empty(app: Any) -> None:
    """A new box: nobody remembered yet, the picker on the Kites setup."""
    _open(app, "kites_setup")


def _people(app: Any) -> None:
    """Sparkle*Kitty: Ben and Dad seated, Ann and Cleo still to tap."""
    _open(app, "sk_setup", "Ben", "Dad")


def _keyboard(app: Any) -> None:
    """Exploding Kittens: Ann seated, a new name half typed on the big keys."""
    setup = _open(app, "ek_setup", "Ann")
    setup.picker.new_name()
    for key in "ZO":
        setup.picker.ids.keyboard.press(key)


def _named(app: Any) -> None:
    """The Sparkle*Kitty setup after the picker: four remembered people with their ages."""
    setup = _open(app, "sk_setup", "Ben", "Ann", "Cleo", "Dad")
    setup.ready()


def _ages(app: Any) -> None:
    """Sparkle*Kitty: a guest's age is not known, so Deal asks it on its own page first."""
    setup = _open(app, "sk_setup", "Ann", "Ben")
    setup.picker.guest()
    setup.ready()
    setup.start()


SCENES: dict[str, Callable[[Demo], str]] = {
    "picker_empty": staged(lambda demo: None, "kites_setup",
                           "A new box: nobody remembered yet, the picker open on the Kites setup."),
    "picker_people": staged(_family, "sk_setup",
                            "The family remembered: Ben and Dad seated for Sparkle*Kitty, Ann and Cleo still to tap."),
    "picker_keyboard": staged(_family, "ek_setup", "Exploding Kittens: Ann seated, a new name half typed on the "
                              "big keys (in the people's place)."),
    "sk_setup_named": staged(_family, "sk_setup", "The Sparkle*Kitty setup after the picker: four remembered "
                             "people, their ages from birth years."),
    "sk_setup_ages": staged(_family, "sk_setup", "Sparkle*Kitty: a guest's age is not known, so Deal & play asks "
                            "it on its own page first."),
}
HOOKS: dict[str, Callable[[Any], None]] = {
    "picker_empty": _empty,
    "picker_people": _people,
    "picker_keyboard": _keyboard,
    "sk_setup_named": _named,
    "sk_setup_ages": _ages,
}
