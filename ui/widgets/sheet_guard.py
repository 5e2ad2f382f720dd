"""The stale-sheet guard every board's sheets share: a sheet is opened for one moment of the table.

The table can move on under an open sheet (a race won on the buzzers, an undo, a scanned card):
then whoever acts now is someone else, and an input sent from the sheet would go in under their
name. So the moment a board puts a new sheet up it notes whose it is (`sheet_owner(state, flow)`,
from the board's view-model: a seat, a pending Kitten, a reveal due; None for a sheet anyone may
use at any time, a punishment, a race's verdict). Every frame checks the sheet against the table
(`keep_sheet_current`); every tap on it first lets the table take in what is queued (the app's
frame) and then checks again. A sheet that no longer fits closes, nothing is sent, and the board's
message line says why (`notice`, from the view-model's `stale_notice`) until the board's next input;
a touch landing where it was before a frame has shown it gone does nothing (`on_touch_down`).

A mixin of the boards' `SeatBoard` (it needs `app`, `flow`, `sheet`, `_table`, `close_sheet`).
"""

from __future__ import annotations

from typing import Any



class SheetGuard:
    notice = ""  # why a sheet closed by itself: on the message line until the board's next input
    _owned: Any = None  # the flow whose owner is noted
    _owner: Any = None

    # what the board's view-model says ---------------------------------------------------------
    def sheet_owner(self, state, flow: dict) -> Any:
        """Whom the sheet `flow` belongs to at `state`: any value, compared as the table moves
        on; None: the sheet fits any moment."""
        return None

    def stale_notice(self, state, owner: Any) -> str:
        return "the entry closed, nothing sent: the table moved on"

    # the guard ---------------------------------------------------------------------------------
    def own_sheet(self) -> None:
        """A sheet going up: a new flow's owner is noted (a redrawn one keeps its own)."""
        if self.flow is self._owned:
            return
        self._owned = self.flow
        state = self._shown()
        self._owner = self.sheet_owner(state, self.flow) if state is not None and self.flow else None
        if self._owner is not None:
            if self.notice and getattr(self, "message", None) == self.notice:
                self.message = ""  # off the message line now, not at the board's next refresh
            self.notice = ""  # someone's new entry: the notice of the one closed has been read
        self.sheet.guard = self.sheet_fits_now

    def _shown(self):
        """The state as the board shows it (the rules' public view), the one owners are read from."""
        table = self._table()
        return table.rules.public_view(table.current()) if table is not None else None

    def still_theirs(self, state) -> bool:
        """Whether the open sheet still fits the table."""
        flow = self.flow
        if not isinstance(flow, dict) or flow is not self._owned or self._owner is None:
            return True
        return self.sheet_owner(state, flow) == self._owner

    def keep_sheet_current(self, state) -> None:
        """Every frame: a sheet the table has moved on from closes, and the board says why."""
        if self.flow is None or self.still_theirs(state):
            return
        owner = self._owner
        band = self.sheet.in_band
        self.close_sheet()
        self.notice = self.stale_notice(state, owner)
        self._shield_until_drawn(band)

    # a sheet that closed by itself ---------------------------------------------------------
    _shielded = None  # while set: the closed sheet's `in_band`, until a frame has shown it gone

    def _shield_until_drawn(self, in_band) -> None:
        """A finger already on its way to the sheet lands on the board beneath it before any frame
        has shown the sheet gone (Kivy's loop takes input after the frame that closed it and
        before the drawing): until the next frame is on the screen, a touch where the sheet was
        does nothing (the message line says why), never a board button nobody saw."""
        from kivy.core.window import Window

        if self._shielded is None:
            Window.bind(on_flip=self._drawn)
        self._shielded = in_band

    def _drawn(self, *_args) -> None:
        from kivy.core.window import Window

        Window.unbind(on_flip=self._drawn)
        self._shielded = None

    def on_touch_down(self, touch) -> bool:
        shielded = self._shielded
        if shielded is not None and self.sheet.parent is None and not shielded(touch.y):
            return True  # (a race's clear band stays open: a press there is a buzz)
        return super().on_touch_down(touch)

    def sheet_fits_now(self) -> bool:
        """Before a tap: the table takes in what is queued (a Nope pressed on the buzzers a moment
        ago), which may close the sheet or put another up; then the tap does nothing."""
        flow = self.flow
        self.app.frame()
        state = self._shown()
        if state is not None:
            self.keep_sheet_current(state)
        now = self.flow
        # the same sheet, or one of its kind drawn again this frame (a race's verdict is redrawn)
        return flow is not None and now is not None and (now is flow or now.get("kind") == flow.get("kind"))
