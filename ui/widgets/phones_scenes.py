"""The host's Phones sheet for `companion snapshot` (ui/scenes.py gathers `SCENES` and `HOOKS`):
a Kittens table of three where Ann's phone has joined and Bo's link was just ended. The phones'
server is made but never started (no port is opened for a screenshot); the joins are the seat
tokens' own (a phone's first request marks its seat joined)."""

from __future__ import annotations

from typing import Any, Callable

from ui.demo import Demo


def phones_sheet(demo: Demo) -> str:
    demo.new_game("kittens", players=3, names=["Gran", "Ann", "Bo"])
    return "ek_board"


def _open_sheet(app: Any) -> None:
    from phones.link import PhoneLink
    from ui.widgets.phones_sheet import PhonesSheet

    link = PhoneLink(None, host="127.0.0.1", port=0)
    link.tokens.use_game(app.table.game_id)
    for seat in (1, 2):  # Ann's and Bo's phones join
        link.tokens.grant(link.tokens.token_for(seat))
    sheet = PhonesSheet.open(link, app.table)
    sheet._kick(2)()  # the host ends Bo's link


SCENES: dict[str, Callable[[Demo], str]] = {"phones_sheet": phones_sheet}
HOOKS: dict[str, Callable[[Any], None]] = {"phones_sheet": _open_sheet}
