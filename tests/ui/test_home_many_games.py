"""Home lays out any number of registered games (issue 24): a full page (six) and two pages (nine):
the built ones and test-only specs, at 800x480, every title and blurb whole, every tile a finger's size,
nothing off the screen; a tile keeps its place on its page, and "More games" pages through."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from companion import registry
from screen_checks import measure
from ui.scenes import SCENES
from ui.screens.home import layout

SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens"

EXTRA = [("Ticket to Ride", "Trains across the map"), ("Codenames", "Spymasters and their clues"),
         ("Sparkle*Kitty Nights Deluxe", "The long name a spec may have"), ("Dixit", "Stories told by pictures")]


@pytest.fixture
def games(monkeypatch):
    """`n` registered games: the built ones, then test-only specs (Buzzers' parts, other names)."""
    added = []

    def register(n: int) -> list[str]:
        base = registry.spec_for("buzzers")
        for i in range(n - len(registry.ids())):  # none when the built games are n already
            title, blurb = EXTRA[i]
            spec = replace(base, id=f"extra_{i}", title=title, blurb=blurb, order=100, tile={"verb": "set up"})
            added.append(registry.register(spec).id)
        monkeypatch.setitem(SCENES, f"home_{n}", lambda demo: "home")
        return list(registry.ids())

    yield register
    for game in added:
        registry.unregister(game)


def _whole(seen) -> None:
    for kind in ("cut", "readable", "touch"):
        assert not seen.problems[kind], f"{seen.name}: " + "\n  ".join(seen.problems[kind])


def _on_screen(home, game: str) -> bool:
    tile = home.tiles[game]
    if tile.parent is None:
        return False
    x, y = tile.to_window(tile.x, tile.y)
    return x >= 0 and y >= 0 and x + tile.width <= 800 and y + tile.height <= 480 and min(tile.size) >= 48


def test_six_games_all_show_on_one_page_whole(studio, mock_pins, games):
    ids = games(layout.PLACES)  # six: a page full (or the built games, past six: their first page)
    seen = measure(studio, f"home_{layout.PLACES}")
    studio.save(SHOTS / "home-six-games.png")
    _whole(seen)
    home = studio.app.sm.get_screen("home")
    first = layout.pages(ids)[0]
    assert [game for game in ids if _on_screen(home, game)] == first
    if first == ids:
        assert "more_games" not in home.ids or home.ids.more_games.parent is None


def test_nine_games_page_through_more_games_each_whole_and_in_place(studio, mock_pins, games, monkeypatch):
    ids = games(9)
    first = measure(studio, "home_9")
    studio.save(SHOTS / "home-nine-games.png")
    _whole(first)
    home = studio.app.sm.get_screen("home")
    order = [spec.id for spec in registry.specs()]
    shown = [game for game in order if _on_screen(home, game)]
    assert shown == order[:layout.PER_PAGE]
    assert "More games" in home.ids.more_games.text and _on_screen_widget(home.ids.more_games)
    places = {game: tuple(home.tiles[game].pos) for game in shown}
    more_at = tuple(home.ids.more_games.pos)
    monkeypatch.setitem(SCENES, "home_9_more", lambda demo: "home")
    from ui.scenes import HOOKS

    monkeypatch.setitem(HOOKS, "home_9_more", lambda app: app.sm.get_screen("home").next_games())
    second = measure(studio, "home_9_more")
    studio.save(SHOTS / "home-nine-games-more.png")
    _whole(second)
    home = studio.app.sm.get_screen("home")  # each scene is drawn on screens built for it
    rest = [game for game in order if _on_screen(home, game)]
    assert rest == order[layout.PER_PAGE:] and "First games" in home.ids.more_games.text
    assert tuple(home.ids.more_games.pos) == more_at  # in its place on every page
    home.next_games()  # back to the first page: every tile where it was
    studio.pump(2)
    assert {game: tuple(home.tiles[game].pos) for game in shown} == places


def _on_screen_widget(widget) -> bool:
    x, y = widget.to_window(widget.x, widget.y)
    return x >= 0 and y >= 0 and x + widget.width <= 800 and y + widget.height <= 480 and min(widget.size) >= 48


def test_the_built_games_keep_their_designed_places_while_five_fit_and_are_a_grid_past_that():
    looks = [spec.tile for spec in registry.specs()]
    assert layout.designed(looks[:5]) and not layout.designed(looks[:5] + [{}])
    assert layout.designed(looks) == (len(looks) <= 5)  # the built games' own looks, whatever their count
    assert layout.pages(list(range(6))) == [list(range(6))]
    assert layout.pages(list(range(9))) == [list(range(5)), list(range(5, 9))]
