"""The registry: every game by its spec, its parts loaded only when used."""

from __future__ import annotations

import subprocess
import sys

import pytest

from companion import registry
from companion.appliance import race_setup


def test_importing_the_registry_loads_no_games_rules():
    code = ("import sys, companion.registry, companion.table, companion.cards; "
            "print(sorted(m for m in sys.modules if m.endswith(('.rules', '.state', '.book'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_spec_names_parts_that_load_and_rules_that_say_their_game():
    assert registry.ids() == ("kites", "buzzers", "sparkle_kitty", "sparkle_kitty_nights", "kittens")
    for spec in registry.registered():
        rules = spec.make_rules()
        assert rules.game == spec.id and "setup" in rules.verbs
        assert callable(spec.part("report")) and callable(spec.part("summary"))
        lo, hi = spec.seats
        assert 1 <= lo <= hi <= 8 and spec.title and spec.blurb
        if spec.catalog:
            assert spec.part("catalog")().game == spec.id


def test_home_order_puts_kites_first_and_the_quiz_last():
    assert [s.id for s in registry.specs()] == ["kites", "sparkle_kitty_nights", "sparkle_kitty", "kittens", "buzzers"]


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(registry.UnknownGame, match=r"unknown game 'chess' \(known: kites, buzzers, "):
        registry.spec_for("chess")
    assert not registry.known("chess") and not registry.known(None)


def test_the_race_settings_go_to_every_game_whose_spec_races_kittens_too():
    settings = {"timing.race_settle_ms": 40, "timing.race_window_ms": 300}
    for game in ("buzzers", "sparkle_kitty", "sparkle_kitty_nights", "kittens"):
        assert race_setup(settings, game) == {"settle_ms": 40, "window_ms": 300}
    assert race_setup(settings, "kites") == {} and race_setup(settings, "chess") == {}
