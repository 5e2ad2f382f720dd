"""ui/introspect.py without a window: off unless asked, and texts without their markup."""

from __future__ import annotations

import threading

from ui import introspect


def test_off_unless_the_variable_asks(monkeypatch):
    monkeypatch.delenv(introspect.ENV, raising=False)
    threads = threading.active_count()
    assert introspect.enable(object()) is None
    assert threading.active_count() == threads  # no socket, no thread, nothing scheduled


def test_texts_lose_their_markup_not_their_words():
    assert introspect.plain("[b]PLAYER 2[/b]  [color=#ffcc00]+3 ms[/color]") == "PLAYER 2  +3 ms"
    assert introspect.plain("[size=20sp]5[/size] in &bl;19&br;") == "5 in [19]"
