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
import random
import sys
from pathlib import Path
from typing import Any

import ui  # noqa: F401  (Kivy's environment and window size, before kivy loads)
from ui.scenes import HOOKS, SCENES, Demo

FRAMES = 3
HOOKED_FRAMES = 20
STAGING = "_staging"  # the empty screen the app stands on while a scene's screens are built afresh


class Studio:
    """One app, one window, many scenes."""

    def __init__(self, box_opener: Any = None) -> None:
        """`box_opener`: how a scene gets its box on mock pins (companion.cli_devices.open_box,
        handed in by the composition root: `companion snapshot`, this module's main, the tests)."""
        from kivy.base import EventLoop

        from ui.app import CompanionApp

        self.loop = EventLoop
        self.app = CompanionApp(Demo().table, first_screen="home", box_opener=box_opener)
        self.app._run_prepare()  # App.run() minus its endless loop: we draw frame by frame
        self.pump()

    def pump(self, frames: int = FRAMES) -> None:
        for _ in range(frames):
            self.loop.idle()

    def stage(self, scene: str) -> Demo:
        """Play `scene` on a fresh table and show its screen, built for it."""
        self._reset()
        self._fresh_screens()
        demo = Demo()
        self.app.use_table(demo.table)
        screen = SCENES[scene](demo)
        if demo.table is not self.app.table:  # the scene restarted the box
            self.app.use_table(demo.table)
        self.app.goto(screen)
        # the screen reads its table before a hook acts on it: going to the screen already shown
        # (Home, after another Home scene or first in a fresh process) enters nothing, and a hook
        # would find what the scene before left there
        self.app.refresh()
        hook = HOOKS.get(scene)
        if hook is not None:
            hook(self.app)
        self.app.refresh()
        # a page a hook switched to (a play opened, a tab) lays out over a few more frames
        self.pump(FRAMES if hook is None else HOOKED_FRAMES)
        return demo

    def _reset(self) -> None:
        # only a board already built can have its panel open (`sm.screens`: the built ones; asking
        # for another would build and import it just to look, at every start of the home snapshot)
        for board in list(self.app.sm.screens):
            if getattr(board, "_panel", None) is not None:
                board.toggle_panel()
        if self.app.box is not None:
            self.app.box.close()
            self.app.box = None
        self.app.phones = None  # a scene's phones (never started), not the next scene's
        self.app.goto("home")

    def _fresh_screens(self) -> None:
        """Every scene on screens built for it, as in a fresh process: a setup remembers what the
        last scene chose (its player count), Home its page, History its scroll. The app stands
        on an empty screen while the built ones go (the shown one cannot be removed)."""
        from kivy.uix.screenmanager import Screen

        sm = self.app.sm
        assert sm is not None  # prepared in __init__
        if STAGING not in sm.screen_names:
            sm.add_widget(Screen(name=STAGING))
        sm.current = STAGING
        for built in list(sm.screens):
            if built.name != STAGING:
                sm.remove_widget(built)

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


def steady_precision() -> None:
    """A race's precision is the machine's frame times: a screenshot of a scripted scene says one
    fixed figure, so docs/screens (and the arm64 rehearsal's comparison) do not follow the load."""
    from ui import race_words

    race_words.SHOWN_AS = 1 / 60


def snapshot_command(screen: str | None, out: Path | None, list_: bool, box_opener: Any = None) -> int:
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
    steady_precision()
    studio = Studio(box_opener)
    try:
        path = studio.shoot(screen, out)
    finally:
        studio.close()
    print(path)
    return 0


def snapshot_all(folder: Path, box_opener: Any = None, shuffle: int | None = None) -> int:
    """Every scene into `folder`; `shuffle` (a seed) draws them in a shuffled order, which must not
    change a pixel: every scene stands alone (tests/ui/test_scenes_stand_alone.py)."""
    steady_precision()
    studio = Studio(box_opener)
    order = list(SCENES)
    if shuffle is not None:
        random.Random(shuffle).shuffle(order)
    try:
        for scene in order:
            print(studio.shoot(scene, Path(folder) / f"{scene}.png"))
    finally:
        studio.close()
    return 0


def main(argv: list[str] | None = None, box_opener: Any = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ui.snapshot", description=__doc__.splitlines()[0])
    parser.add_argument("screen", nargs="?", default=None)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--list", action="store_true", help="name the screens")
    parser.add_argument("--all", type=Path, default=None, metavar="DIR", help="write every screen to DIR")
    parser.add_argument("--shuffle", type=int, default=None, metavar="SEED", help="with --all: in a shuffled order")
    args = parser.parse_args(argv)
    if args.all is not None:
        return snapshot_all(args.all, box_opener, args.shuffle)
    return snapshot_command(args.screen, args.out, args.list, box_opener)


if __name__ == "__main__":  # a composition root of its own: it hands the scenes their box opener
    from companion.cli_devices import open_box

    sys.exit(main(box_opener=open_box))
