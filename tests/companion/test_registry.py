"""The registry: every game by its spec, its parts loaded only when used."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import fields, replace

import pytest

from companion import registry
from companion.appliance import race_setup
from companion.spine import GameSpec


def test_importing_the_registry_loads_no_games_rules():
    code = ("import sys, companion.registry, companion.table, companion.cards; "
            "print(sorted(m for m in sys.modules if m.endswith(('.rules', '.state', '.book'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_spec_names_parts_that_load_and_rules_that_say_their_game():
    assert len(set(registry.ids())) == len(registry.ids()) == len(registry.GAMES)
    for spec in registry.registered():
        rules = spec.make_rules()
        assert rules.game == spec.id and "setup" in rules.verbs
        assert callable(spec.part("report")) and callable(spec.part("summary"))
        lo, hi = spec.seats
        assert 1 <= lo <= hi <= 8 and spec.title and spec.blurb
        if spec.catalog:
            assert spec.part("catalog")().game == spec.id


def test_home_order_is_each_specs_order_then_the_registrys():
    order = registry.specs()
    assert sorted(order, key=lambda s: (s.order, registry.ids().index(s.id))) == order
    assert order[0].tile.get("look") == "feature"  # the big tile comes first


def test_a_new_spec_with_the_default_order_goes_after_every_built_game_and_keeps_registry_order():
    default = next(f.default for f in fields(GameSpec) if f.name == "order")
    first, second = (replace(registry.spec_for("buzzers"), id=name, title=name.title(), order=default)
                     for name in ("late_a", "late_b"))
    try:
        registry.register(first)
        registry.register(second)
        assert [s.id for s in registry.specs()][-2:] == ["late_a", "late_b"]
    finally:
        registry.unregister("late_a")
        registry.unregister("late_b")


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(registry.UnknownGame, match=r"unknown game 'chess' \(known: kites, buzzers, "):
        registry.spec_for("chess")
    assert not registry.known("chess") and not registry.known(None)


def test_the_race_settings_go_to_every_game_whose_spec_races_kittens_too():
    settings = {"timing.race_settle_ms": 40, "timing.race_window_ms": 300}
    for spec in registry.registered():
        assert race_setup(settings, spec.id) == ({"settle_ms": 40, "window_ms": 300} if spec.races else {})
    assert race_setup(settings, "chess") == {}
    assert registry.spec_for("kittens").races  # Nope races too
