"""Sparkle*Kitty setup by taps only: Home's tile opens it, players 3-8, names from a list, ages
with - and +, the youngest goes first unless the table picks someone, options, and the deal."""

from __future__ import annotations


def test_setup_by_taps_deals_the_game(ui, tmp_path):
    home = ui.show("home")
    ui.tap(home.ids.sparkle_kitty)
    assert ui.app.sm.current == "sk_setup"
    setup = ui.screen
    ui.tap(setup.ids.count_3)
    rows = {r.seat: r for r in setup.ids.seats.children}
    assert len(rows) == 3 and rows[1].first  # Player 2 (7) is the youngest of 9, 7, 11
    assert "green-backed" in setup.steps and "36" not in setup.steps
    ui.tap(ui.find("Player 1", rows[0]))
    assert rows[0].name == "Ann"
    for _ in range(3):
        ui.tap(ui.find("−", rows[0]))  # Ann: 9 -> 6, now the youngest
    assert rows[0].age == 6 and rows[0].first and "Ann" in setup.steps
    ui.tap(ui.find("3", rows[2]))  # the table says seat 3 goes first after all
    assert rows[2].first and not rows[0].first
    ui.tap(setup.ids.opt_swearing)
    assert setup.options["swearing"] and "ON" in setup.ids.opt_swearing.text  # words, not just a fill
    ui.tap(setup.ids.opt_escape)
    assert setup.options["escape_reveal"] and "ON  Escape reveal" in setup.ids.opt_escape.text
    ui.studio.save(tmp_path / "sk_setup.png")
    ui.tap(setup.ids.start)
    assert ui.app.sm.current == "sk_board"
    state = ui.table.current()
    assert state.names == ("Ann", "Player 2", "Player 3") and state.turn == 2
    assert state.setup.swearing and state.setup.escape_reveal and state.towers == (4, 4, 4) and state.hands == (5, 5, 5)
    assert state.draw_pile == state.setup.deck - 27


def test_eight_players_use_every_card(ui):
    setup = ui.show("sk_setup")
    ui.tap(setup.ids.count_8)
    assert len(setup.ids.seats.children) == 8
    assert "all" in setup.steps
    ui.tap(setup.ids.start)
    assert ui.table.current().setup.count == 8


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
