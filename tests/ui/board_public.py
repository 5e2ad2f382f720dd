"""The shared board rendered twice at one moment (issue 20, "secrets on the board itself"): from the
live table, and from the public transcript (`companion log export`: registry.public_export of the
logged lines) folded into a table of its own on the same clock. Every text on the window must be
the same: what the board shows can come from the public view alone."""

from __future__ import annotations


def public_table(live):
    """A table folded from the live game's public transcript, at the live table's moment."""
    from companion import registry
    from companion.actions import Action
    from companion.log import ActionLog
    from companion.table import Table

    lines = [a.to_json() for a in live.log.inputs(live.game_id)]
    public = registry.public_export(live.game, lines)
    assert not any('"seed"' in line or '"deal"' in line for line in public) or live.current().over
    table = Table(ActionLog(":memory:"), clock=live.clock)
    setup = dict(Action.from_json(public[0]).data)
    table.new_game(setup.pop("game"), **setup)
    for line in public[1:]:
        outcome = table.submit_action(Action.from_json(line))
        assert outcome.accepted, f"the public transcript replays: {line} ({outcome.reason})"
    table._origin, table._held_at = live._origin, live._held_at  # the same moment (one clock)
    return table


def texts(ui) -> list[str]:
    from ui.widgets.private_reveal import window_texts

    return sorted(window_texts(hidden_screens=False))


def same_as_public(ui, board) -> list[str]:
    """Render the board from the live table, then from its public transcript: the same texts.
    A sheet of the live table's own (a peek's hold tile, a flow) is closed first; a race's sheet
    stays, as the board opens it from the state on either table."""
    sheet = getattr(board, "sheet", None)
    race = ui.table.current().open_race is not None
    if sheet is not None and sheet.parent is not None and not race:
        board.close_sheet()
    ui.frame()
    live_table, live = ui.table, texts(ui)
    ui.app.use_table(public_table(live_table))
    ui.frame()
    public = texts(ui)
    ui.app.use_table(live_table)
    ui.frame()
    assert live == public, f"the board shows what the public transcript does not: {set(live) ^ set(public)}"
    return live
