"""Screenshots of every screen, from scripted shows (`ui.scenes`) on a fake clock.

    companion snapshot kites_board --out /tmp/board.png
    companion snapshot --list
    python -m ui.snapshot --all docs/screens

It drives the real app without `App.run()`: the app is prepared once, then for each scene a fresh
table is played to the scene's moment, the screen is shown, a few frames are drawn (a screenshot
before the first frame is black) and the window is saved at exactly 800x480. Needs a display;
headless, run it under `xvfb-run -a -s "-screen 0 800x480x24"`.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Callable

import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)
from ui.scenes import SCENES, Demo

FRAMES = 3


def _open_box(app: Any) -> None:
    """The box on gpiozero's mock pins (off a Pi), as `companion run` opens it and hands it to the
    app: the board offers its on-screen hardware."""
    from companion.cli_devices import open_box

    app.box, _why = open_box()
    app.refresh()


def _open_panel(app: Any) -> None:
    _open_box(app)
    if app.box is not None:
        app.sm.get_screen("kites_board").toggle_panel()


def _choose(*names: str) -> Callable[[Any], None]:
    def hook(app: Any) -> None:
        board = app.sm.get_screen("kites_board")
        for name in names:
            board.choose(name)
    return hook


def _sk_pick(app: Any) -> None:
    """Cleo's PLAY sheet with a card chosen: word, colour, the page it fits, its icon's target."""
    board = app.sm.get_screen("sk_board")
    board.open_play()
    board.flow.update(word="PANDA", colour="yellow")
    board.flow["target"] = 0
    board._show_flow()


def _ek_pick(app: Any) -> None:
    """P3's PLAY sheet: Favor chosen, whom to ask."""
    board = app.sm.get_screen("ek_board")
    board.open_play()
    board.flow.update(card="favor", target=0)
    board._show_play()


def _sk_scan(*answers) -> Callable[[Any], None]:
    """Cleo's card scanned (the virtual scanner's path: a printed code), then the answers tapped."""
    def hook(app: Any) -> None:
        app.scanning.send("sparkle_kitty:twinkle-yellow")
        app.frame()
        for value in answers:
            app.scanning.answer(app.scanning.question, value)
    return hook


def _skn_scan(code: str, *answers) -> Callable[[Any], None]:
    """Dad's Nights card scanned (a printed code), then the answers tapped."""
    def hook(app: Any) -> None:
        app.scanning.send(f"sparkle_kitty_nights:{code}")
        app.frame()
        for value in answers:
            app.scanning.answer(app.scanning.question, value)
    return hook


def _ek_future(app: Any) -> None:
    """Grandad's See the Future (5x): two of the five cards entered, top first."""
    board = app.sm.get_screen("ek_board")
    board.open_play()
    board.flow.update(card="see_the_future_5")
    board._next()
    board.flow["cards"][:] = ["tacocat", "exploding_kitten"]
    board._show_future()


def _ek_defuse(app: Any) -> None:
    board = app.sm.get_screen("ek_board")
    board.open_defuse()
    board.flow["at"] = 8
    board._show_position()


def _ek_names(app: Any) -> None:
    setup = app.sm.get_screen("ek_setup")
    setup.names[:2] = ["Ann", "Grandad"]
    setup.open_names()
    setup.seat = 2
    setup._show_names()


# What a scene needs done on the screen itself, after the game is scripted.
HOOKS: dict[str, Callable[[Any], None]] = {
    "kites_board_play": _choose("red", "blue"),
    "kites_board_hardware": _open_panel,
    "kites_board_crowded": _open_box,
    "buzzers_hardware": _open_box,  # the buzzer box on mock pins: lamps and buttons on screen
    "sk_board_play": _sk_pick,
    "ek_board_play": _ek_pick,
    "ek_board_future": _ek_future,
    "ek_board_defuse": _ek_defuse,
    "ek_setup_names": _ek_names,
    "sk_board_scan_page": _sk_scan(),
    "sk_board_scanned": _sk_scan("right", 0),
    "skn_board_scan_side": _skn_scan("snatch"),
    "skn_board_scan_snatch": _skn_scan("snatch", "left"),
    "skn_board_scanned": _skn_scan("tickle-purple", "right"),
}


class Studio:
    """One app, one window, many scenes."""

    def __init__(self) -> None:
        from kivy.base import EventLoop

        from ui.app import CompanionApp

        self.loop = EventLoop
        self.app = CompanionApp(Demo().table, first_screen="home")
        self.app._run_prepare()  # App.run() minus its endless loop: we draw frame by frame
        self.pump()

    def pump(self, frames: int = FRAMES) -> None:
        for _ in range(frames):
            self.loop.idle()

    def stage(self, scene: str) -> Demo:
        """Play `scene` on a fresh table and show its screen."""
        self._reset()
        demo = Demo()
        self.app.use_table(demo.table)
        screen = SCENES[scene](demo)
        if demo.table is not self.app.table:  # the scene restarted the box
            self.app.use_table(demo.table)
        self.app.goto(screen)
        hook = HOOKS.get(scene)
        if hook is not None:
            hook(self.app)
        self.app.refresh()
        self.pump()
        return demo

    def _reset(self) -> None:
        # only a board already built can have its panel open: `get_screen` would build (and
        # import) the Kites board just to look, at every start of the home snapshot
        if "kites_board" in self.app.sm.screen_names:
            board = self.app.sm.get_screen("kites_board")
            if getattr(board, "_panel", None) is not None:
                board.toggle_panel()
        if self.app.box is not None:
            self.app.box.close()
            self.app.box = None
        self.app.goto("home")

    def save(self, out: Path) -> Path:
        from kivy.core.window import Window

        out = Path(out).resolve()
        out.parent.mkdir(parents=True, exist_ok=True)
        # Window.screenshot appends a counter to the name it is given: write, then rename
        written = Window.screenshot(name=str(out.with_name(f".{out.stem}-shot.png")))
        os.replace(written, out)
        return out

    def shoot(self, scene: str, out: Path) -> Path:
        self.stage(scene)
        return self.save(out)

    def close(self) -> None:
        self._reset()
        self.app.stop()


def snapshot_command(screen: str | None, out: Path | None, list_: bool) -> int:
    """`companion snapshot SCREEN --out FILE.png` and `companion snapshot --list`."""
    if list_:
        for name, scene in SCENES.items():
            doc = (scene.__doc__ or "").strip().splitlines()
            print(f"{name:<26} {doc[0] if doc else ''}".rstrip())
        return 0
    if screen is None:
        print("name a screen (companion snapshot --list shows them)", file=sys.stderr)
        return 2
    if screen not in SCENES:
        print(f"no screen {screen!r}; one of: {', '.join(SCENES)}", file=sys.stderr)
        return 2
    out = Path(out) if out is not None else Path(f"{screen}.png")
    studio = Studio()
    try:
        path = studio.shoot(screen, out)
    finally:
        studio.close()
    print(path)
    return 0


def snapshot_all(folder: Path) -> int:
    studio = Studio()
    try:
        for scene in SCENES:
            print(studio.shoot(scene, Path(folder) / f"{scene}.png"))
    finally:
        studio.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui.snapshot", description=__doc__.splitlines()[0])
    parser.add_argument("screen", nargs="?", default=None)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--list", action="store_true", help="name the screens")
    parser.add_argument("--all", type=Path, default=None, metavar="DIR", help="write every screen to DIR")
    args = parser.parse_args(argv)
    if args.all is not None:
        return snapshot_all(args.all)
    return snapshot_command(args.screen, args.out, args.list)


if __name__ == "__main__":
    sys.exit(main())
