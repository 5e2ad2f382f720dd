"""ui/display.py hands the display found to Kivy: on the box only the picture's turn (the window is
the whole panel), on a desktop a landscape window of the display's size; and the density this
session draws at is the one found for its display (dp(22) is 22 of the display's pixels times it)."""

from __future__ import annotations

from companion.display import parse
from ui.display import configure_window


class Settings:
    """Kivy's Config as configure_window uses it."""

    def __init__(self, rotation: str = "0"):
        self.values = {("graphics", "rotation"): rotation}

    def getdefault(self, section, key, default):
        return self.values.get((section, key), default)

    def set(self, section, key, value):
        self.values[(section, key)] = value


def test_the_box_turns_a_portrait_panel_and_adds_the_settings_turn():
    settings = Settings(rotation="180")  # screen.rotation = 180: the other side of the table
    configure_window(settings, parse("720x1280"), on_the_box=True)
    assert settings.values == {("graphics", "rotation"): "270"}  # full screen: no window size


def test_a_desktop_window_is_the_display_landscape_unturned():
    settings = Settings()
    configure_window(settings, parse("720x1280"), on_the_box=False)
    assert settings.values[("graphics", "width")] == "1280" and settings.values[("graphics", "height")] == "720"
    assert settings.values[("graphics", "rotation")] == "0"


def test_this_session_draws_at_its_display_s_density():
    from kivy.core.window import Window
    from kivy.metrics import dp, sp

    import ui
    from ui import theme

    assert (Window.width, Window.height) == (ui.DISPLAY.width, ui.DISPLAY.height)
    assert dp(1) == sp(1) == ui.DISPLAY.density
    assert theme.TEXT == 22 * ui.DISPLAY.density and theme.TOUCH_MIN == 48 * ui.DISPLAY.density
