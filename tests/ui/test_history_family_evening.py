"""Issue 15's "done means", in the real app by touches, on a log in a file: a family enters its
names once on the shared picker (the on-screen keys), plays a Kites show and a Sparkle*Kitty game,
sees both in History with the right winners (each opening on its own end screen), opens Stats and
finds who wins most, and exports the plays with the `companion history export` command to a BG
Stats file whose players are those names."""

from __future__ import annotations

import json

from picker_support import picker_button, seat_by_touch

FAMILY = ["Mum", "Dad", "Zoe"]


def on_a_file_log(ui, tmp_path):
    """The table on a log in a file (its people file beside it), the test's clock as before."""
    from companion.log import ActionLog
    from companion.table import Table

    log_path = tmp_path / "companion.sqlite3"
    ui.demo.table = Table(ActionLog(log_path), clock=ui.demo.clock)
    ui.app.use_table(ui.demo.table)
    return log_path


def test_a_family_evening_from_names_to_a_bg_stats_file(ui, tmp_path):
    from companion.cli import main
    from ui.screens.history.source import people_for

    log_path = on_a_file_log(ui, tmp_path)
    people = people_for(ui.table.log)
    assert people.recent() == []  # a new box

    # -- Kites: the names typed once, on the picker's keys -----------------------------------------
    home = ui.show("home")
    ui.tap(home.ids.kites)
    setup = ui.screen
    ui.tap(setup.ids.players_2)
    seat_by_touch(ui, setup, FAMILY, opener=setup.ids.names)  # each typed letter by letter
    assert setup.players == 3 and "Mum, Dad, Zoe" in setup.ids.names.text
    assert sorted(p.name for p in people.recent()) == sorted(FAMILY)  # remembered from now on
    ui.tap(setup.ids.deal)
    assert ui.app.sm.current == "kites_board"
    ui.demo.do(0, "start")
    ui.at(61)  # nobody played: the white timer's minute ran out
    assert ui.app.sm.current == "kites_end" and ui.screen.result == "LOST"

    # -- Sparkle*Kitty: the same family tapped in (no typing), their ages asked once ---------------
    ui.tap(ui.screen.ids.home)
    ui.tap(ui.screen.ids.sparkle_kitty)
    setup = ui.screen
    assert ui.app.sm.current == "sk_setup"
    rows = {r.seat: r for r in setup.ids.seats.children}
    ui.tap(ui.find(rows[0].name, rows[0]))
    picker = setup.picker
    pool = [w.text for w in picker.ids.pool.children][::-1]
    assert pool == FAMILY  # most recent first, in the order they sat
    for name in ("Zoe", "Mum", "Dad"):
        ui.tap(picker_button(picker, name))
    ui.tap(picker_button(picker, "Ready >"))
    assert setup.players == 3
    ui.tap(setup.ids.start)
    for name, taps in (("Zoe", ("−1",) * 3), ("Mum", ("+10",) * 3), ("Dad", ("+10",) * 3 + ("+1",) * 2)):
        page = setup._ages_page
        assert page.name == name and page.parent is setup
        for label in taps:
            ui.tap(picker_button(page, label))
        ui.tap(page.ids.next)
    assert ui.app.sm.current == "sk_board"
    state = ui.table.current()
    assert state.names == ("Zoe", "Mum", "Dad") and [p.age for p in state.setup.players] == [7, 40, 42]
    assert state.turn == 0  # Zoe, the youngest
    board = ui.screen
    for _ in range(100):  # everyone passes and draws until the draw pile runs out
        if ui.app.sm.current != "sk_board":
            break
        ui.tap(board.ids.pass_draw)
    end = ui.screen
    assert ui.app.sm.current == "sk_end"
    winner = ui.table.current().names[ui.table.current().winner]
    assert end.headline == f"{winner} wins!"

    # -- History: both games, newest first, with their winners -------------------------------------
    ui.tap(ui.find("Home", end))
    ui.tap(ui.screen.ids.history)
    history = ui.screen
    assert [row["head"] for row in history.data] == [f"Sparkle*Kitty  ·  {winner} won", "Kites  ·  lost"]
    rows = [w for w in history.walk(restrict=True) if type(w).__name__ == "HistoryRow"]
    ui.tap(next(r for r in rows if r.head.startswith("Sparkle")))
    assert ui.app.sm.current == "history_end_sparkle_kitty" and ui.screen.headline == f"{winner} wins!"
    ui.tap(ui.find("< History", ui.screen))

    # -- Stats: who wins most ----------------------------------------------------------------------
    ui.tap(ui.find("Stats", history))
    stats = ui.screen
    assert ui.app.sm.current == "stats" and stats.bars[0] == (winner, 1)

    # -- the BG Stats file, by the CLI command ----------------------------------------------------
    out = tmp_path / "plays.bgstats.json"
    assert main(["history", "export", "--format", "bgstats", "--out", str(out), "--db", str(log_path)]) == 0
    backup = json.loads(out.read_text())
    assert sorted(p["name"] for p in backup["players"]) == sorted(FAMILY)
    assert not any(p["isAnonymous"] for p in backup["players"])
    by_name = {p["id"]: p["name"] for p in backup["players"]}
    games = {g["id"]: g["name"] for g in backup["games"]}
    assert sorted(games.values()) == ["Kites", "Sparkle*Kitty"]
    sk = next(p for p in backup["plays"] if games[p["gameRefId"]] == "Sparkle*Kitty")
    assert [by_name[s["playerRefId"]] for s in sk["playerScores"] if s["winner"]] == [winner]
    assert [by_name[s["playerRefId"]] for s in sorted(sk["playerScores"], key=lambda s: s["seatOrder"])] == ["Zoe", "Mum", "Dad"]
    kites = next(p for p in backup["plays"] if games[p["gameRefId"]] == "Kites")
    assert not any(s["winner"] for s in kites["playerScores"])  # a lost show: nobody won
