"""A game in progress is never dropped: starting another asks first, Home lists every game still
in progress (newest first) in a strip of its own, each a tap away, and one can be set aside (with
an UNDO). Real touches on the real app (tests/ui/conftest.py)."""

from __future__ import annotations

import re
import time


def question(ui):
    """The question sheet up over the window, if any."""
    from kivy.core.window import Window  # (not at import: the window takes its size from ui first)

    from ui.widgets.confirm import ConfirmSheet

    sheets = [w for w in Window.children if isinstance(w, ConfirmSheet)]
    return sheets[0] if sheets else None


# a game as people name it: its people, then when it was played ("today 19:40", "Tue 1 Dec 19:40")
WHEN = r"{} · (today|yesterday|\w{{3}} \d+ \w{{3}}) \d+:\d\d"


def towers(ui):
    return [t.tower for t in ui.screen.tiles.values()]


def test_starting_kittens_mid_sparkle_kitty_asks_and_home_leads_back_to_it(ui):
    ui.scene("sk_board")  # a Sparkle*Kitty game a few plays in
    sparkle = ui.table.game_id
    ui.show("ek_setup")
    ui.tap(ui.screen.ids.start)
    sheet = question(ui)
    # it says what it does (the game is kept, not ended) and names the game as people know it
    assert sheet is not None and sheet.headline == "Keep this game for later?"
    assert sheet.go_text == "Keep it for later\nand start Exploding Kittens"
    assert re.match(WHEN.format("Sparkle\\*Kitty with Ann, Ben, Cleo, Dad"), sheet.detail)
    assert "Back to the game" in sheet.detail and "game 1" not in sheet.detail
    assert ui.table.game == "sparkle_kitty", "nothing starts before the answer"
    ui.tap(sheet.ids.stay)  # Keep playing
    assert question(ui) is None and ui.app.sm.current == "sk_board"
    assert ui.table.game_id == sparkle and towers(ui) == [5, 2, 4, 4]

    ui.show("ek_setup")
    ui.tap(ui.screen.ids.start)
    ui.tap(question(ui).ids.go)  # Keep it for later and start Exploding Kittens
    assert ui.app.sm.current == "ek_board" and ui.table.game == "kittens"
    assert ui.table.log.game(sparkle).ended_at is None, "left unfinished, not ended"

    home = ui.show("home")
    assert [o.game_id for o in home.offers] == [ui.table.game_id, sparkle]  # newest first
    sparkle_slot = home.ids.slot1
    assert "Back to the game\nSparkle*Kitty" in sparkle_slot.text.replace("[b]", "").replace("[/b]", "")
    ui.tap(sparkle_slot.ids.back)
    # nothing was played in the Kittens game: it is set aside without a question
    assert question(ui) is None
    assert ui.app.sm.current == "sk_board" and ui.table.game_id == sparkle
    assert towers(ui) == [5, 2, 4, 4], "rebuilt from the log as it was"


def test_deal_over_a_running_show_asks_to_keep_it_for_later(ui):
    ui.scene("kites_board")  # mid-show
    show = ui.table.game_id
    ui.show("kites_setup")
    ui.tap(ui.screen.ids.deal)
    sheet = question(ui)
    assert sheet.headline == "Keep this show for later?" and "Back to the show" in sheet.detail
    assert re.match(WHEN.format("Kites with Mum, Dad, Lily, Grandad"), sheet.detail)
    ui.tap(sheet.ids.stay)
    assert ui.app.sm.current == "kites_board" and ui.table.game_id == show
    ui.show("kites_setup")
    ui.tap(ui.screen.ids.deal)
    ui.tap(question(ui).ids.go)
    assert ui.table.game_id != show and ui.app.sm.current == "kites_board"
    assert [o.game_id for o in ui.show("home").offers] == [ui.table.game_id, show]


def test_a_game_with_nothing_played_or_a_quiz_is_replaced_without_asking_and_set_aside(ui):
    ui.app.start("kites", players=3)  # dealt, never started
    dealt = ui.table.game_id
    ui.app.start("buzzers", show=False, players=4, host=True)
    assert question(ui) is None and ui.table.game == "buzzers"
    ui.table.submit("arm", origin="touch")
    quiz = ui.table.game_id
    ui.app.start("kites", players=4)
    assert question(ui) is None, "a quiz never ends: it is not asked about"
    log = ui.table.log
    assert log.game(dealt).result == "abandoned" and log.game(quiz).result == "abandoned"
    assert [o.game_id for o in ui.show("home").offers] == [ui.table.game_id]


def test_home_keeps_its_tiles_in_place_whatever_is_in_progress(ui):
    def places(home):
        strip = {f"{slot}.{b}": home.ids[slot].ids[b] for slot in ("slot0", "slot1") for b in ("back", "aside")}
        widgets = {**home.tiles, **strip, "more": home.ids.more}
        return {name: tuple(w.to_window(*w.pos)) + tuple(w.size) for name, w in widgets.items()}

    empty = places(ui.show("home"))
    strip = ui.screen.ids.in_progress
    height = strip.height
    assert ui.screen.ids.slot0.empty_text == "No game in progress"
    busy = places(ui.scene("home_games"))  # three games in progress
    assert busy == empty
    assert strip.height == height >= 48


def test_three_games_in_progress_page_and_one_is_set_aside_and_back(ui):
    home = ui.scene("home_games")
    texts = [o.text for o in home.offers]
    assert len(texts) == 3 and "Kites" in texts[0] and "Exploding Kittens" in texts[1] and "Sparkle*Kitty" in texts[2]
    assert "playing now" in texts[0] and "Ann, Ben, Cleo +1" in texts[1]
    assert not home.ids.slot0.can_set_aside, "the game on the table is not set aside from here"
    assert home.more_text == "1\nmore"
    ui.tap(home.ids.more)
    assert "Sparkle*Kitty" in home.ids.slot0.text and home.ids.slot1.offer is None
    ui.tap(home.ids.more)  # round again
    kittens = home.ids.slot1
    assert "Exploding Kittens" in kittens.text
    kittens_id = kittens.offer.game_id
    ui.tap(kittens.ids.aside)
    log = ui.table.log
    assert log.game(kittens_id).result == "abandoned"  # kept in History as abandoned
    assert home.ids.slot0.undo and "Exploding Kittens" in home.ids.slot0.text
    assert re.search(WHEN.format("with Ann, Ben \\+2"), home.ids.slot0.text) and "game 2" not in home.ids.slot0.text
    assert kittens_id not in [o.game_id for o in home.offers if not o.undo]
    ui.tap(home.ids.slot0.ids.back)  # UNDO
    assert log.game(kittens_id).ended_at is None
    assert [o.game_id for o in home.offers] == [3, kittens_id, 1]


def test_going_back_to_another_game_mid_show_asks_first(ui):
    home = ui.scene("home_games")  # the Kites show is live, 14 s in
    show = ui.table.game_id
    ui.tap(home.ids.more)  # the Sparkle*Kitty game is on the next page
    ui.tap(home.ids.slot0.ids.back)
    sheet = question(ui)
    assert sheet.headline == "Keep this show for later?" and "go back to Sparkle*Kitty" in sheet.go_text
    ui.tap(sheet.ids.go)
    assert ui.app.sm.current == "sk_board" and ui.table.game == "sparkle_kitty"
    assert [t.tower for t in ui.screen.tiles.values()] == [5, 2, 4, 4]
    assert show in [o.game_id for o in ui.show("home").offers], "the show waits on Home"


def test_every_offer_fits_its_button(ui):
    from kivy.core.text.markup import MarkupLabel

    home = ui.scene("home_games")
    for page in range(2):
        for slot in (home.ids.slot0, home.ids.slot1):
            for button in (slot.ids.back, slot.ids.aside):
                if button.opacity == 0:
                    continue
                pad_x, pad_y = button.padding[0], button.padding[1]
                # laid out freely in the button's width: no line wraps, and the lines fit its height
                free = MarkupLabel(text=button.text, font_size=button.font_size, bold=button.bold,
                                   line_height=button.line_height, text_size=(button.width - 2 * pad_x, None))
                free.refresh()
                assert len(free._cached_lines) == len(button.text.split("\n")), f"{button.text!r} wraps"
                assert free.content_height <= button.height - 2 * pad_y, f"{button.text!r} is cut"
                assert button.width >= 48 and button.height >= 48
        ui.tap(home.ids.more)


def test_a_game_is_named_by_when_it_was_played_as_people_say_it():
    from ui.leaving import when_words

    evening = time.mktime((2026, 12, 1, 19, 40, 0, 0, 0, -1))
    assert when_words(evening, evening + 3600) == "today 19:40"
    assert when_words(evening, evening + 86400) == "yesterday 19:40"
    assert when_words(evening, evening + 6 * 86400) == "Tue 1 Dec 19:40"
