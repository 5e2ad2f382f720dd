"""The buzzer box serving a Sparkle*Kitty table: the same buttons, lamps and piezo as the quiz
buzzers, with two differences the engine asks for.

- The box numbers its buzzers from 1 (player 1 = the first timer button); Sparkle*Kitty names
  seats from 0. A press on buzzer N posts `buzz` for seat N-1, with its edge tick as always.
  Buzzers beyond the table's seats are ignored (nobody sits there).
- The lamps follow the Double race: every presser's lamp flashes once, then the winner's stays
  lit while their Double waits to be confirmed; the piezo sounds each fresh verdict.

Imported only when a Sparkle*Kitty game opens the box (it pulls in gpiozero via hardware/).
"""

from __future__ import annotations

from typing import Any

from hardware.buzzers import FLASH, TIE, WON, BuzzerBox, open_buzzer_box
from hardware.pinmap import PinMap, load_pinmap
from hardware.pins import choose_pin_factory

GAME = "sparkle_kitty"


class SeatBuzzerBox(BuzzerBox):
    game = GAME

    def _press_handler(self, player: int):
        post = super()._press_handler(player - 1)  # buzzer N is seat N-1

        def pressed(ticks: Any) -> None:
            fold = self.table.fold
            if fold is None or getattr(fold.rules, "game", None) != GAME:
                return
            if player - 1 >= fold.state.setup.count:
                return  # an empty seat's button
            post(ticks)

        return pressed

    def _sk(self, table) -> bool:
        return table.fold is not None and getattr(table.rules, "game", None) == GAME

    def levels(self, table=None) -> dict[int, float]:
        table = table or self.table
        out = {player: 0.0 for player in self.leds}
        if not self._sk(table):
            return out
        state, now = table.current(), table.now()
        if not state.races:
            return out
        record = state.races[-1]
        for buzz in record.race.buzzes:
            if buzz.player + 1 in out and 0 <= now - buzz.tick < FLASH:
                out[buzz.player + 1] = 1.0
        claim = state.open_race  # the winner still to confirm (not always the last race)
        if claim is not None and claim.pending and claim.verdict.winner + 1 in out:
            out[claim.verdict.winner + 1] = 1.0
        return out

    def _race_key(self, table) -> tuple | None:
        if not self._sk(table):
            return None
        state = table.current()
        if not state.races or not state.races[-1].decided:
            return None
        return (table.game_id, id(table.fold), len(state.races), state.races[-1].opened_at)

    def _announce(self, table) -> None:
        key = self._race_key(table)
        if key is None or key == self._announced:
            return
        self._announced = key
        self.tunes.play(TIE if table.current().races[-1].verdict.tie else WON)


def open_seat_box(table: Any, pins: PinMap | str | None = None) -> SeatBuzzerBox:
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    return SeatBuzzerBox(table, pinmap, choose_pin_factory())


__all__ = ["SeatBuzzerBox", "open_seat_box", "open_buzzer_box"]
