"""Sparkle*Kitty setup by taps only: Home's tile opens it, players 3-8, names from the shared
picker (remembered or typed on the on-screen keys), ages remembered or said with - and + (an
unknown one asked on its own page before the deal), the youngest goes first unless the table picks
someone, options, Safe Words, and the deal."""

from __future__ import annotations


def test_setup_by_taps_deals_the_game(ui, tmp_path):
    from picker_support import picker_button, seat_by_touch
    from ui.screens.history.source import people_for
    from ui.widgets.player_picker import this_year

    year = this_year()
    people = people_for(ui.table.log)
    people.add("Ann", birth_year=year - 9)  # remembered with her age
    people.add("Dad")  # remembered, no age yet
    home = ui.show("home")
    ui.tap(home.ids.sparkle_kitty)
    assert ui.app.sm.current == "sk_setup"
    setup = ui.screen
    ui.tap(setup.ids.count_3)
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert len(rows) == 3 and "green-backed" in setup.steps and "36" not in setup.steps
    # a tap on a seat's name opens the shared picker: two remembered, one typed on the keys
    seat_by_touch(ui, setup, ["Ann", "Dad", "Zoe"], opener=ui.find(rows[0].name, rows[0]))
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert [rows[i].name for i in range(3)] == ["Ann", "Dad", "Zoe"]
    assert (rows[0].age, rows[1].age, rows[2].age) == (9, None, None)  # "?" until someone says
    assert rows[0].first and "asks each age not known yet" in setup.steps  # said, not guessed
    ui.tap(setup.ids.opt_swearing)
    assert setup.options["swearing"] and "ON" in setup.ids.opt_swearing.text  # words, not just a fill
    ui.tap(setup.ids.opt_escape)
    assert setup.options["escape_reveal"] and "ON  Escape reveal" in setup.ids.opt_escape.text
    # Safe Words with the base game: the table picks the symbol the pineapple replaces
    ui.tap(setup.ids.safe_words)
    ui.tap(ui.find("[font=DejaVuSans]♥[/font] heart", setup.sheet))
    ui.tap(ui.find("DONE", setup.sheet))
    assert "ON  Safe Words" in setup.ids.safe_words.text and "heart" in setup.ids.safe_words.text
    assert "take out every" in setup.steps and "heart" in setup.steps
    ui.studio.save(tmp_path / "sk_setup.png")
    # Deal & play: the ages nobody knows are asked first, one large page each
    ui.tap(setup.ids.start)
    assert ui.app.sm.current == "sk_setup" and ui.table.fold is None
    page = setup._ages_page
    assert page.parent is setup and page.name == "Dad" and page.ids.next.disabled
    for _ in range(3):
        ui.tap(picker_button(page, "+10"))
    assert page.age == 40
    ui.studio.save(tmp_path / "sk_setup_ages.png")
    ui.tap(page.ids.next)
    assert page.name == "Zoe" and page.ids.next.text == "Deal & play"
    for _ in range(4):
        ui.tap(picker_button(page, "−1"))
    ui.tap(page.ids.next)
    assert ui.app.sm.current == "sk_board"
    state = ui.table.current()
    assert state.names == ("Ann", "Dad", "Zoe") and [p.age for p in state.setup.players] == [9, 40, 6]
    assert state.turn == 2  # Zoe, 6, the youngest
    assert state.setup.swearing and state.setup.escape_reveal and state.towers == (4, 4, 4) and state.hands == (5, 5, 5)
    assert state.setup.safe_words and state.setup.replace_symbol == "heart"
    assert ui.table.log.inputs(ui.table.game_id)[0].data["people"] == [people.named(n).id for n in ("Ann", "Dad", "Zoe")]
    assert people.named("Dad").birth_year == year - 40 and people.named("Zoe").birth_year == year - 6  # remembered
    assert [p.name for p in people.recent()] == ["Ann", "Dad", "Zoe"]  # first next time, in seat order


def test_the_table_may_pick_who_goes_first(ui):
    from picker_support import seat_by_touch
    from ui.screens.history.source import people_for
    from ui.widgets.player_picker import this_year

    for name, age in (("Ann", 9), ("Ben", 7), ("Cleo", 11)):
        people_for(ui.table.log).add(name, birth_year=this_year() - age)
    setup = ui.show("sk_setup")
    seat_by_touch(ui, setup, ["Ann", "Ben", "Cleo"])
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert setup.players == 3 and rows[1].first  # Ben, 7, the youngest
    for _ in range(3):
        ui.tap(ui.find("−", rows[0]))  # Ann: 9 -> 6, now the youngest
    assert rows[0].age == 6 and rows[0].first
    ui.tap(ui.find("3", rows[2]))  # the table says seat 3 goes first after all
    assert rows[2].first and not rows[0].first
    ui.tap(setup.ids.start)  # every age known: no question, the deal
    assert ui.app.sm.current == "sk_board" and ui.table.current().turn == 2


def test_eight_players_use_every_card(ui):
    setup = ui.show("sk_setup")
    ui.tap(setup.ids.count_8)
    assert len(setup.ids.seats.children) == 8
    assert "all" in setup.steps
    for seat in range(8):
        setup.tell_age(seat, 20 + seat)
    ui.tap(setup.ids.start)
    assert ui.table.current().setup.count == 8
    assert ui.table.current().names[7] == "Player 8"  # a seat nobody named keeps its number


def wide_lines(widget) -> int:
    """The wide (stencilled when not opaque) Lines a widget's own canvases draw."""
    from kivy.graphics import Line

    def walk(group):
        for i in getattr(group, "children", []):
            yield i
            yield from walk(i)

    canvases = [widget.canvas.before, widget.canvas] + ([widget.canvas.after] if widget.canvas.has_after else [])
    found = {id(i): i for c in canvases for i in walk(c)}  # (a Canvas lists its before / after too)
    return sum(1 for i in found.values() if isinstance(i, Line) and i.width > 1)


def test_only_the_chosen_count_draws_its_outline(ui):
    """The chosen player count has its 3 px outline; the others draw no outline at all (an
    invisible wide line would still go through a stencil on every redraw)."""
    setup = ui.show("sk_setup")
    for n in (5, 3):
        ui.tap(setup.ids[f"count_{n}"])
        assert {c: wide_lines(setup.ids[f"count_{c}"]) for c in range(3, 9)} == {c: int(c == n) for c in range(3, 9)}


def test_a_refused_deal_shows_its_reason_in_the_steps_place_until_a_change(ui):
    """A refusal of Deal & play takes the steps' place in the legible red; the next change of the
    setup brings the steps back (both together would not fit at 18 px)."""
    from kivy.uix.label import Label

    def steps_label(setup):
        return next(w for w in setup.walk() if isinstance(w, Label) and "the log takes no writes" in w.text
                    or isinstance(w, Label) and w.text.startswith("1. "))

    setup = ui.show("sk_setup")
    setup.message = "the log takes no writes"
    ui.frame()
    shown = steps_label(setup)
    assert "the log takes no writes" in shown.text and "1. " not in shown.text
    setup.set_players(5)
    ui.frame()
    assert "the log takes no writes" not in shown.text and shown.text.startswith("1. ")
