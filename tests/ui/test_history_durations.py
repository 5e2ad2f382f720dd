"""One length for a game, from one place (issue 23, "the clocks disagree"): a Kites show whose
family took 6 s to stand the white timer up says the same time on its end screen, in History,
and when UNDO takes it back, all on the show's clock (from the moment the sand ran)."""

from __future__ import annotations


def test_a_shows_end_screen_history_and_undo_tell_one_clock(ui):
    demo = ui.demo
    demo.new_game("kites", players=4)
    demo.do(6, "start")  # the sand runs from 6 s after the setup
    demo.turn(7, ["red"], ["red"])
    demo.turn(11, ["blue", "yellow"], ["blue", "yellow"])
    demo.do(16, "play", player=2, card=["orange"])  # the last input: 10 s into the show
    for t in range(17, 200):
        demo.at(t)
        demo.table.tick()
        if demo.table.current().over:
            break
    state = demo.table.current()
    assert state.over and state.started_at == 6
    seconds = round(state.ended_at - 6)
    show = f"{seconds // 60}:{seconds % 60:02d}"  # as a clock reads

    end = ui.show("kites_end")
    assert end.length == show  # the end screen: "show length"

    history = ui.show("history")
    (row,) = [d for d in history.data if d.get("play_id")]
    assert f"  ·  {show}  ·  " in row["detail"]  # History's row: the same length, the same way

    ui.show("kites_end")
    ui.tap(end.ids.undo)
    text = ui.app.sm.get_screen("kites_board")._overlay.text
    assert "UNDO took the show back to 0:10, before it ended" in text  # the show's clock, not 0:16
