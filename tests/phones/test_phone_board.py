"""The table on a phone (issue 23): as the box's board shows it, not a report dump, and nothing in
it that the whole table does not know.

- The public part a phone is sent (the board's words, the summary, the report) is the same for
  any two games that differ only in what is hidden: a Nights game dealt by the box and the same
  game folded from its public transcript (no deal at all); Kittens with every private input
  said, and the same game with them said to nobody.
- In a real browser at a phone's size: whose turn, the odds with their word, the draw pile, the
  spell to say, the towers; the secret under the hold in the box's words (WEREWOLF, not
  "werewolf"); no "(nights) at 0.16 s" anywhere. Screenshots in test-artifacts/screens/phone/.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from types import SimpleNamespace

from hypothesis import HealthCheck, given, settings, strategies as st
from phone_browser import phone_browser
from test_phone_secrets import GAMES, Clock  # the observers' generated inputs; a settable clock

from companion import registry
from companion.actions import Action
from companion.errors import MalformedInput, Rejected
from companion.fold import Fold
from companion.kittens.views import as_told
from companion.log import ActionLog
from companion.table import Table
from live_table import LiveTable
from phones.views import describe

FEW = settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SHOTS = Path(__file__).resolve().parents[2] / "test-artifacts" / "screens" / "phone"




def public_part(game: str, rules, state, t: float) -> dict:
    """What every phone is sent of the table at `t` (phones/views.py, as the hub reads a moment)."""
    moment = SimpleNamespace(rules=rules, current=lambda: state, now=lambda: t, game=game, game_id=1)
    public, _private = describe(moment)
    return public


def public_twin(live: Table, clock: Clock) -> Table:
    """The same game folded from its public transcript (`companion log export`): every hidden
    thing left out (no deal, no secret), the public knowledge the same."""
    lines = registry.public_export(live.game, [a.to_json() for a in live.log.inputs(live.game_id)])
    twin = Table(ActionLog(":memory:"), clock=clock)
    setup = dict(Action.from_json(lines[0]).data)
    twin.new_game(setup.pop("game"), **setup)
    for line in lines[1:]:
        assert twin.submit_action(Action.from_json(line)).accepted, line
    return twin


@FEW
@given(st.sampled_from([("nights", 5), ("werewolf", 5), ("vampire", 5), ("werewolf", 6)]),
       st.integers(0, 2**31), st.integers(0, 2**31), st.integers(1, 30))
def test_a_nights_deal_and_its_public_transcript_show_every_phone_the_same_table(game, seed, deal, steps):
    mode, n = game
    clock = Clock()
    live = Table(ActionLog(":memory:"), clock=clock)
    live.new_game("sparkle_kitty_nights", mode=mode, players=GAMES.NAMES[:n], roles="dealt", seed=deal, deck=8 * n + 40)
    r = random.Random(seed)
    for i in range(1, steps + 1):
        if live.state.over:
            break
        clock.t = float(i)
        try:
            live.submit_action(GAMES.nights_input(live.state, r, float(i)))
        except (Rejected, MalformedInput):
            pass
    twin = public_twin(live, clock)
    rules = live.rules
    assert public_part("sparkle_kitty_nights", rules, live.current(), clock.t)["board"] == \
        public_part("sparkle_kitty_nights", rules, twin.current(), clock.t)["board"]


@FEW
@given(st.integers(2, 5), st.integers(0, 2**31), st.integers(1, 30))
def test_what_one_kittens_player_saw_changes_nothing_on_any_phones_table(players, seed, steps):
    setup = {"players": players, "expansions": ["streaking"]}
    rules = registry.rules_for("kittens")
    told = Fold(rules)
    told.submit(Action("setup", 0.0, {"game": "kittens", **setup}))
    known = 0
    for _, state, lines in GAMES.play("kittens", setup, GAMES.kittens_input, seed, steps):
        for text in lines[known + 1:]:
            told.submit(as_told(Action.from_json(text)))  # the same input, its secret said to nobody
        known = len(lines) - 1
        t = float(len(lines))
        assert public_part("kittens", rules, state, t) == public_part("kittens", rules, told.state, t)


def _hold(page):
    box = page.locator("#hold").bounding_box()
    page.mouse.move(box["x"] + 20, box["y"] + 20)
    page.mouse.down()


def _live(page):
    page.wait_for_function("() => document.getElementById('status').textContent === 'live'")  # no eval: CSP


def test_a_kittens_phone_reads_like_the_box(tmp_path):
    live = LiveTable(tmp_path, "kittens", {"players": 3, "names": ["Mum", "Dad", "Lily"], "expansions": ["streaking"]})
    try:
        with phone_browser() as page:
            page.goto(live.link.server.url(live.token(1)))
            _live(page)
            assert page.inner_text("#headline") == "Mum's turn"
            figures = page.inner_text("#figures")
            assert "The next draw explodes" in figures and "7%" in figures and "LOW" in figures and "3 in 44" in figures
            assert "Draw pile" in figures and "44" in figures
            seats = page.locator("#seats li")
            assert seats.count() == 3 and "Mum" in seats.nth(0).inner_text() and "TURN" in seats.nth(0).inner_text()
            assert "8 cards" in seats.nth(1).inner_text()
            text = page.inner_text("body")
            assert not re.search(r"\(kittens\)| at \d+(\.\d+)? s|\[b\]|\[font", text)  # no report dump, no markup
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(SHOTS / "kittens-table.png"), full_page=True)
            live.on_table(lambda: live.table.submit("draw", origin="touch", player=0))
            page.wait_for_function("() => document.getElementById('headline').textContent === \"Dad's turn\"")
            live.on_table(lambda: live.table.submit("play", origin="touch", player=1, card="see_the_future",
                                                    cards=["tacocat", "exploding_kitten", "skip"], private=True))
            page.wait_for_function("() => document.getElementById('more').textContent.includes('Future')")
            _hold(page)
            mine = page.inner_text("#mine")
            page.screenshot(path=str(SHOTS / "kittens-hold.png"), full_page=True)
            page.mouse.up()
            assert "You saw, top first" in mine and "Tacocat, Exploding Kitten, Skip" in mine
            assert "Your odds the next draw explodes" in mine and "0% SAFE" in mine
    finally:
        live.close()


def test_a_nights_phone_says_the_secret_as_the_box_does_and_the_spell_to_say(tmp_path):
    from companion.sparkle_kitty import nights

    live = LiveTable(tmp_path, "sparkle_kitty_nights")
    try:
        role = live.on_table(lambda: nights.private_role(live.table.current(), 0))
        with phone_browser() as page:
            page.goto(live.link.server.url(live.token(0)))
            _live(page)
            assert page.inner_text("#headline") == "Ann's turn"
            lines = page.inner_text("#lines")
            assert "The opening Keyhole: play a card with" in lines and "match" in lines
            assert "Keyhole: left" in lines and "no colour yet" in lines
            assert page.locator("#lines dd.big").count() == 1  # the spell, in the biggest type
            seats = page.locator("#seats li")
            assert seats.count() == 5 and "tower 4" in seats.nth(2).inner_text()
            assert not re.search(r"\(werewolf\)| at \d+(\.\d+)? s|icon\)", page.inner_text("body"))
            _hold(page)
            mine = page.inner_text("#mine")
            page.screenshot(path=str(SHOTS / "sparkle_kitty_nights-hold.png"), full_page=True)
            page.mouse.up()
            word = {"nice": "NICE", "naughty": "NAUGHTY", "dragon": "DRAGON", "werewolf": "WEREWOLF"}[role]
            assert "Your Knight" in mine and re.search(rf"\b{word}\b", mine)  # as the box's hold says it
            assert not re.search(rf"\b{role}\b", mine)  # never the engine's lower-case id
            page.screenshot(path=str(SHOTS / "sparkle_kitty_nights-table.png"), full_page=True)
    finally:
        live.close()
