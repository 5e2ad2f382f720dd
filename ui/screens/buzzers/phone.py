"""The quiz buzzers on a phone (phones/boards.py), as the board shows them (board_model.py): the
headline (ARMED, the winner's name, TIE), the margins, and each player's lamp in words. The
buzzing itself stays on the box's buttons. No Kivy here."""

from __future__ import annotations

from companion.seats import seat_list, seat_name
from phones.boards import Said, Seat, Table
from ui.screens.buzzers.board_model import buzzers_view


def table(rules, state, now: float) -> Table:
    view = buzzers_view(rules.settle(state, now), seat_name, seat_list)
    seats = tuple(Seat(seat_name(lamp.seat), lamp.level >= 1.0,
                       marks=tuple(m for m in ("won" if lamp.level >= 1.0 else "", "pressed" if lamp.pressed else "") if m))
                  for lamp in view.lamps)
    return Table(headline=view.headline, lines=(Said("", view.detail),) if view.detail else (), seats=seats)
