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


def test_a_tree_is_published_only_once_laid_out():
    # a sheet rebuilt in a clock event: its new rows have no place until Kivy's layout pass, which
    # runs before the next frame; a snapshot read in between sent a finger to the wrong button
    from kivy.clock import Clock
    from kivy.uix.boxlayout import BoxLayout
    from kivy.uix.label import Label

    class Window:  # what laid_out reads of Kivy's window: its children
        children: list = []

    sheet = BoxLayout()
    Window.children = [sheet]
    Clock.tick()
    assert introspect.laid_out(Window)
    sheet.add_widget(Label(text="JIGGLE pink"))  # the rebuild triggers a layout and a texture
    assert not introspect.laid_out(Window)
    Clock.tick()  # the pass before the frame
    assert introspect.laid_out(Window)
