"""The Sparkle*Kitty Nights board in the real app: after a few plays it shows towers, hands and
enchantments, the spell with the speaker's enchantment applied, and a character only once exposed
(its word and glyph); cards, enchantments, earned tower cards, punishments and a Werewolf guess go
in by taps; a peek shows only to the peeker, only while held; the team view lists the exposed.
Screenshots: test-artifacts/screens/skn-board-*.png."""

from __future__ import annotations

from skn_support import SHOTS, roles_on_window, scene


def test_the_board_after_a_few_plays_shows_only_the_exposed_character(ui):
    from companion.sparkle_kitty import nights

    board = scene(ui, "skn_board")
    state = ui.table.current()
    tiles = board.tiles
    exposed = [s for s in range(5) if state.teams[s]]
    assert len(exposed) == 1 and state.teams[exposed[0]] == "naughty"
    out = tiles[exposed[0]]
    assert out.tower == 0 and out.out and "NAUGHTY" in out.team_text and "☠" in out.team_text  # word + glyph
    for seat, tile in tiles.items():
        assert tile.tower == state.towers[seat] and tile.hand == state.hands[seat]
        if seat not in exposed:
            assert tile.team_text == "" and tile.ids.team.text == "hidden"
    hidden_roles = {nights.private_role(state, s) for s in range(5) if s not in exposed}
    assert roles_on_window() & hidden_roles <= {"naughty"}  # only the exposed team's word
    for seat, tile in tiles.items():  # each top enchantment, in words with a glyph
        top = state.top_enchantment(seat)
        want = "" if top is None else ("MIRROR" if top.kind == "mirror" else top.word)
        assert want in tile.enchantment and bool(want) == bool(tile.enchantment)
    assert sum(1 for t in tiles.values() if "MIRROR" in t.enchantment) == 1
    assert board.spell == state.spell and board.spell.startswith("SLIPPERY ")
    assert board.ids.spell.font_size >= 48 and board.ids.draw_pile.font_size >= 48
    assert "1 of 5 exposed" in board.teams_text
    ui.studio.save(SHOTS / "skn-board-nights.png")


def test_a_card_is_played_by_taps_and_earned_tower_cards_are_taken_by_taps(ui):
    board = scene(ui, "skn_board")
    turn = ui.table.current().turn
    ui.tap(board.ids.play)
    sheet = board.sheet
    left = ui.table.current().pages[0]
    ui.tap(ui.find("NIGHT", sheet))
    ui.tap(ui.find(left.colours[0], sheet))  # Night on the Keyhole's colour: a tower card earned
    ui.studio.save(SHOTS / "skn-board-play.png")
    ui.tap(ui.find("PLAY", sheet))
    assert ui.inputs()[-1][:2] == ("play", {"player": turn, "card": f"night-{left.colours[0]}", "page": "left"})
    state = ui.table.current()
    assert state.pending and state.pending[0].kind == "take"
    assert sheet.parent is board and "takes a tower card" in sheet.headline  # the sheet opened by itself
    ui.studio.save(SHOTS / "skn-board-take.png")
    victim = (turn + 1) % 5
    before = state.towers[victim]
    ui.tap(ui.find(state.names[victim], sheet))
    ui.tap(ui.find("TAKE", sheet))
    assert ui.table.current().towers[victim] == before - 1 and not ui.table.current().pending
    assert board.tiles[victim].tower == before - 1
    ui.tap(board.ids.undo)
    assert ui.table.current().towers[victim] == before


def test_a_mirror_peek_shows_only_to_the_peeker_only_while_held(ui):
    from companion.sparkle_kitty import nights

    board = scene(ui, "skn_board")
    state = ui.table.current()
    me = state.turn
    other = next(s for s in range(5) if s != me and not state.teams[s])
    ui.tap(board.ids.enchant)
    ui.tap(ui.find("[font=DejaVuSans]◑[/font] MIRROR", board.sheet))
    ui.tap(ui.find(state.names[other], board.sheet))
    ui.tap(ui.find("CAST", board.sheet))
    assert ui.inputs()[-1][:2] == ("enchant", {"player": me, "card": {"kind": "mirror"}, "peek": other})
    assert "MIRROR" in board.tiles[me].enchantment
    from ui.widgets.private_reveal import PrivateReveal

    tiles = [w for w in board.sheet.walk() if isinstance(w, PrivateReveal)]
    assert len(tiles) == 1 and state.names[other] in tiles[0].label
    seen = nights.private_role(ui.table.current(), other)
    assert seen not in roles_on_window()
    touch = ui.press(tiles[0])
    tiles[0].reveal()
    ui.frame()
    assert seen in roles_on_window()
    ui.studio.save(SHOTS / "skn-board-peek.png")
    ui.lift(touch)
    assert seen not in roles_on_window() or ui.table.current().teams[other]
    ui.tap(ui.find("Done", board.sheet))
    assert board.sheet.parent is None


def test_the_team_view_lists_the_exposed_and_counts_the_hidden(ui):
    board = scene(ui, "skn_board")
    ui.tap(board.ids.teams)
    sheet = board.sheet
    state = ui.table.current()
    out = next(s for s in range(5) if state.teams[s])
    assert ui.has(state.names[out] + " · OUT", sheet)
    assert ui.has("2 hidden", sheet) and ui.has("1 hidden", sheet)  # Nice 2 hidden, Naughty 1, Dragon 1
    ui.studio.save(SHOTS / "skn-board-teams.png")
    ui.tap(ui.find("Done", sheet))


def test_a_freed_knight_guesses_the_werewolf_by_taps(ui):
    board = scene(ui, "skn_board_werewolf")
    state = ui.table.current()
    item = state.pending[0]
    assert item.kind == "guess" and board.sheet.parent is board
    assert "is free" in board.sheet.headline
    ui.studio.save(SHOTS / "skn-board-werewolf-guess.png")
    from companion.sparkle_kitty import nights

    wrong = next(s for s in range(6) if s != item.player and nights.private_role(state, s) != "werewolf")
    ui.tap(ui.find(state.names[wrong], board.sheet))
    ui.tap(ui.find("GUESS", board.sheet))
    assert ui.inputs()[-1][:2] == ("guess", {"player": item.player, "suspect": wrong})
    after = ui.table.current()
    assert after.cleared[wrong] and after.teams[item.player]  # wrong: the suspect cleared, the guesser exposed
    assert board.tiles[item.player].team_text


def test_vampire_towers_show_their_mirror_and_punishment_takes_a_card_off(ui):
    board = scene(ui, "skn_board_vampire")
    assert all(tile.mirror for tile in board.tiles.values())
    assert all(any("mirror" in getattr(w, "text", "") for w in tile.walk()) for tile in board.tiles.values())
    ui.studio.save(SHOTS / "skn-board-vampire.png")
    ui.tap(board.ids.punish)
    state = ui.table.current()
    ui.tap(ui.find(state.names[1], board.sheet))
    ui.tap(ui.find("missed the spell", board.sheet))
    assert "own tower" in board.sheet.headline
    ui.tap(ui.find("PUNISH", board.sheet))
    assert ui.table.current().towers[1] == state.towers[1] - 1  # Vampire: off your own tower


def test_a_vampire_tower_gives_its_mirror_first_and_the_taker_peeks_privately(ui):
    from companion.sparkle_kitty import nights

    board = scene(ui, "skn_board_vampire")
    state = ui.table.current()
    taker = (state.turn + 1) % 5
    word = state.pages[0].word
    twin = next(c for c in ui.table.rules.book.cards if c.word == word and c.id != state.pages[0].card_id)
    ui.table.submit("double", player=taker, card=twin.id, page="left")  # a Double earns a tower card
    ui.frame()
    assert "takes a tower card" in board.sheet.headline
    victim = next(s for s in ui.table.rules.sources(ui.table.current(), taker))
    assert victim != taker  # never your own tower in the Vampire game
    ui.tap(ui.find(state.names[victim], board.sheet))
    ui.tap(ui.find("TAKE", board.sheet))
    after = ui.table.current()
    assert not after.mirrors[victim] and after.towers[victim] == state.towers[victim]  # the Mirror came first
    assert board.tiles[victim].mirror is False
    assert "MIRROR" in board.tiles[taker].enchantment  # played at once onto the taker's stack
    assert f"{state.names[taker]} peeks at {state.names[victim]}" == board.sheet.headline
    from ui.widgets.private_reveal import PrivateReveal

    tile = next(w for w in board.sheet.walk() if isinstance(w, PrivateReveal))
    seen = nights.private_role(after, victim)
    assert seen not in roles_on_window()
    touch = ui.press(tile)
    tile.reveal()
    ui.frame()
    assert seen in roles_on_window()
    ui.lift(touch)
    assert seen not in roles_on_window()


def test_with_knight_cards_a_freed_player_tells_the_box_their_knight(ui):
    from ui.screens.skn_board.demo_games import Script

    s = Script(ui.demo, "nights", 4, roles="cards")
    s.strip(taker=0, victim=0, cards=3)  # Ann empties her own tower
    board = ui.show("skn_board")
    state = ui.table.current()
    assert state.pending and state.pending[0].kind == "expose" and state.teams[0] is None
    assert "flip the Knight" in board.sheet.headline
    ui.studio.save(SHOTS / "skn-board-expose-cards.png")
    ui.tap(ui.find("[font=DejaVuSans]☀[/font] NICE", board.sheet))
    ui.tap(ui.find("EXPOSE", board.sheet))
    assert ui.inputs()[-1][:2] == ("expose", {"player": 0, "role": "nice"})
    assert ui.table.current().teams[0] == "nice" and "NICE" in board.tiles[0].team_text


def test_a_double_race_on_the_mock_buzzers_names_the_earliest(ui):
    from companion.cli_devices import open_box

    ui.app.box, _why = open_box()  # what `companion run` opens and hands the app
    assert ui.app.start("sparkle_kitty_nights", mode="nights", roles="dealt", seed=4, first=0,
                                            players=[{"name": n, "age": a} for n, a in
                                                     [("Ann", 9), ("Ben", 7), ("Cleo", 11), ("Dad", 40), ("Eli", 12)]])
    box = ui.app.box
    assert box.game == "sparkle_kitty_nights" and box.mock  # the same pins, buzzers now
    board = ui.screen
    assert ui.app.sm.current == "skn_board"
    from ui.screens.skn_board.demo_games import Script

    Script(ui.demo).play_plain()  # a word in the Keyhole to double
    ui.at(30)
    buttons = {seat: tile.ids.holder.children[0] for seat, tile in board.tiles.items()}
    touches = ui.fingers_down(buttons[3], buttons[1])
    ui.lift(*touches)
    ui.at(31)
    assert [data["player"] for do, data, _ in ui.inputs() if do == "buzz"] == [3, 1]
    assert board.sheet.headline == "DAD" and "Ben +" in board.sheet.detail
    assert board.tiles[3].lit
    ui.studio.save(SHOTS / "skn-board-race.png")
    ui.tap(ui.find("No Double", board.sheet))
    assert board.sheet.parent is None


def test_a_mirror_bound_spell_forwards_and_backwards_stays_at_48_px_on_two_lines(ui):
    board = scene(ui, "skn_board_mirror")
    assert board.spell == "TROPICAL SNUGGLE, SNUGGLE TROPICAL" and board.spell_who == "Ben says"
    assert board.long_spell and board.ids.spell.font_size >= 48
    assert len(board.tiles) == 8 and "MIRROR" in board.tiles[1].enchantment and "SQUISHY" in board.tiles[3].enchantment
    assert (board.ids.left.word, board.ids.right.word) == ("TROPICAL", "SNUGGLE")
    assert "pineapple" in board.ids.left.symbol  # a symbol without a glyph says its name
    ui.studio.save(SHOTS / "skn-board-mirror.png")


def test_through_a_whole_game_the_board_never_shows_a_role_before_its_exposure(ui):
    from ui.screens.skn_board.demo_games import Script, seats_of

    board = ui.show("home")
    s = Script(ui.demo, "nights", 4, seed=3)
    board = ui.show("skn_board")
    checked = 0
    for victim in seats_of(ui.demo, "naughty"):
        while not s.state.over and s.state.towers[victim] > 0:
            s.strip(taker=victim, victim=victim, cards=1)
            ui.frame()
            if ui.app.sm.current != "skn_board":
                break
            shown = {r for r in ui.table.current().teams if r}
            assert roles_on_window() <= shown, f"{roles_on_window()} on the board, only {shown} exposed"
            checked += 1
    assert checked >= 4 and ui.table.current().over and ui.app.sm.current == "skn_end"


def test_with_knight_cards_the_draw_pile_out_asks_each_player_to_show_their_knight(ui):
    board = scene(ui, "skn_board_reveal")
    ui.frame()
    assert ui.table.current().phase == "reveal"
    assert board.sheet.headline == "Ann: show your Knight"
    ui.studio.save(SHOTS / "skn-board-reveal.png")
    for seat, role in enumerate(("nice", "naughty", "nice", "naughty")):
        assert board.sheet.headline.startswith(ui.table.current().names[seat])
        ui.tap(ui.find(f"[font=DejaVuSans]{'☀' if role == 'nice' else '☠'}[/font] {role.upper()}", board.sheet))
        ui.tap(ui.find("SHOW", board.sheet))
        assert ui.inputs()[-1][:2] == ("reveal_role", {"player": seat, "role": role})
    assert ui.app.sm.current == "skn_end"
    end = ui.screen
    assert end.condition == "fewest_tower_cards" and "fewest tower cards" in end.ids.why.text
    assert end.ids.headline.text.endswith("TEAM NAUGHTY wins!")
    assert "0 out · 6 in towers" in end.standings and "0 out · 7 in towers" in end.standings  # what was compared


def test_only_the_chosen_options_of_a_sheet_draw_their_outline(ui):
    """The PLAY sheet: each chosen option (card, colour, side) has its 3 px outline, the others
    none at all (an invisible one is a stencil pass every redraw)."""
    from test_sk_setup import wide_lines

    from ui.widgets.sheet import OptionButton as Choice

    board = scene(ui, "skn_board")
    ui.tap(board.ids.play)
    ui.tap(ui.find("SHAFT", board.sheet))
    ui.tap(ui.find("all colours", board.sheet))
    choices = [w for w in board.sheet.walk(restrict=True) if isinstance(w, Choice)]
    assert sum(c.selected for c in choices) == 3  # SHAFT, all colours, a side
    assert [wide_lines(c) for c in choices] == [int(c.selected) for c in choices]
