"""The buzzer box serving an Exploding Kittens table: buzzer N is player N-1 (the engine counts
from 0), so a press posts `buzz` for that player with its edge tick; buzzers beyond the table's
players are ignored. Every presser's lamp flashes; the piezo sounds each fresh verdict.

Imported only when a Kittens game opens the box (it pulls in gpiozero via hardware/)."""

from __future__ import annotations

from typing import Any

from hardware.buzzers import FLASH, TIE, WON, BuzzerBox
from hardware.pinmap import PinMap, load_pinmap
from hardware.pins import choose_pin_factory

GAME = "kittens"


class KittensBuzzerBox(BuzzerBox):
    game = GAME

    def _ours(self, table) -> bool:
        return table.fold is not None and getattr(table.rules, "game", None) == GAME

    def _press_handler(self, player: int):
        post = super()._press_handler(player - 1)  # buzzer N is player N-1

        def pressed(ticks: Any) -> None:
            if not self._ours(self.table) or player - 1 >= self.table.fold.state.setup.players:
                return  # another game, or nobody sits there
            post(ticks)

        return pressed

    def levels(self, table=None) -> dict[int, float]:
        table = table or self.table
        out = {player: 0.0 for player in self.leds}
        if not self._ours(table):
            return out
        state, now = table.current(), table.now()
        if state.races:
            for buzz in state.races[-1].race.buzzes:
                if buzz.player + 1 in out and 0 <= now - buzz.tick < FLASH:
                    out[buzz.player + 1] = 1.0
        return out

    def _race_key(self, table) -> tuple | None:
        if not self._ours(table):
            return None
        state = table.current()
        if not state.races or not state.races[-1].decided:
            return None
        return (table.game_id, id(table.fold), len(state.races), state.races[-1].race.opened_at)

    def _announce(self, table) -> None:
        key = self._race_key(table)
        if key is None or key == self._announced:
            return
        self._announced = key
        self.tunes.play(TIE if table.current().races[-1].verdict.tie else WON)


def open_kittens_box(table: Any, pins: PinMap | str | None = None) -> KittensBuzzerBox:
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    return KittensBuzzerBox(table, pinmap, choose_pin_factory())
