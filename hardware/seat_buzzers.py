"""Buzzer boxes for the tracked games (Sparkle*Kitty Doubles, Exploding Kittens Nopes).

The same buttons, lamps and piezo as the quiz buzzers, with what these engines ask for: the box
numbers its buzzers from 1 (player 1 = the first timer button) and the engines seat players from
0, so a press on buzzer N posts `buzz` for seat N-1 with its edge tick; buzzers beyond the
table's seats are ignored (nobody sits there). Every presser's lamp flashes once; a game may keep
one lamp lit (a Double's winner until they confirm it; a Kittens winner once the game is won);
the piezo sounds each fresh verdict, and a Kittens win with the same fanfare.
"""

from __future__ import annotations

from typing import Any

from hardware.buzzers import FLASH, TIE, WON, BuzzerBox
from hardware.pinmap import PinMap, load_pinmap
from hardware.pins import choose_pin_factory


class SeatBuzzerBox(BuzzerBox):
    game = ""

    def seats(self, state: Any) -> int:
        raise NotImplementedError

    def lit_seat(self, state: Any) -> int | None:
        """A seat whose lamp stays lit (none by default)."""
        return None

    def _ours(self, table: Any) -> bool:
        return table.fold is not None and getattr(table.rules, "game", None) == self.game

    def _press_handler(self, player: int):
        post = super()._press_handler(player - 1)  # buzzer N is seat N-1

        def pressed(ticks: Any) -> None:
            if not self._ours(self.table) or player - 1 >= self.seats(self.table.fold.state):
                return  # another game, or nobody sits there
            post(ticks)

        return pressed

    def levels(self, table: Any = None) -> dict[int, float]:
        table = table or self.table
        out = {player: 0.0 for player in self.leds}
        if not self._ours(table):
            return out
        state, now = table.current(), table.now()
        if state.races:
            for buzz in state.races[-1].race.buzzes:
                if buzz.player + 1 in out and 0 <= now - buzz.tick < FLASH:
                    out[buzz.player + 1] = 1.0
        lit = self.lit_seat(state)
        if lit is not None and lit + 1 in out:
            out[lit + 1] = 1.0
        return out

    def _race_key(self, table: Any) -> tuple | None:
        if not self._ours(table):
            return None
        state = table.current()
        if not state.races or not state.races[-1].decided:
            return None
        return (table.game_id, id(table.fold), len(state.races), state.races[-1].race.opened_at)

    def _announce(self, table: Any) -> None:
        key = self._race_key(table)
        if key is None or key == self._announced:
            return
        self._announced = key
        self.tunes.play(TIE if table.current().races[-1].verdict.tie else WON)


class SparkleKittyBuzzers(SeatBuzzerBox):
    game = "sparkle_kitty"

    def seats(self, state: Any) -> int:
        return state.setup.count

    def lit_seat(self, state: Any) -> int | None:
        claim = state.open_race  # the winner still to confirm (not always the last race)
        return claim.verdict.winner if claim is not None and claim.pending else None


class KittensBuzzers(SeatBuzzerBox):
    game = "kittens"

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self._won = self._win_key(self.table)  # opened on a won game: its fanfare is old news

    def seats(self, state: Any) -> int:
        return state.setup.players

    def lit_seat(self, state: Any) -> int | None:
        """The winner's lamp stays lit once the game is won (until a new game or an undo)."""
        return state.winner

    def _win_key(self, table: Any) -> tuple | None:
        if not self._ours(table):
            return None
        state = table.current()
        if state.winner is None:
            return None
        return (table.game_id, state.winner, state.ended_at)

    def _announce(self, table: Any) -> None:
        """The game's winner gets the fanfare once, as a race winner does; a Nope race's verdict
        sounds as in every seat game. A win is old news when the box opens on a won game, and
        an undone win forgets it, so winning again sounds again."""
        key = self._win_key(table)
        fresh = key is not None and key != self._won
        self._won = key
        if fresh:
            self.tunes.play(WON)
        super()._announce(table)


class NightsBuzzers(SparkleKittyBuzzers):
    """Sparkle*Kitty Nights: the same Double races, on the same state fields (a Nights state is a
    Sparkle*Kitty state with teams on top)."""

    game = "sparkle_kitty_nights"


BOXES = {box.game: box for box in (SparkleKittyBuzzers, KittensBuzzers, NightsBuzzers)}


def open_seat_box(table: Any, game: str, pins: PinMap | str | None = None) -> SeatBuzzerBox:
    pinmap = pins if isinstance(pins, PinMap) else load_pinmap(pins)
    return BOXES[game](table, pinmap, choose_pin_factory())
