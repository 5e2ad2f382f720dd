"""Home, Kites setup and Kites end in the real app, driven by simulated touches under Xvfb.

Kivy allows one App per process, so the flow runs once in a child process (this file run as a
script: `python tests/ui/test_screens_flow.py OUT.json`), which taps through the screens of the
real `CompanionApp` on a fake clock, writes what each screen showed to a JSON file and saves
screenshots to test-artifacts/screens/. The tests below read that record. Nothing here is timed:
the fake clock only moves when the script moves it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "test-artifacts" / "screens"
# "flow-" keeps these apart from the scene snapshots other tests write to the same folder
SCREENSHOTS = ("home", "home_resume", "kites_setup", "kites_setup_warmup", "kites_end_lost", "kites_end_counting")


# -- the record of the flow ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def seen(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("flow") / "seen.json"
    cmd = [sys.executable, str(Path(__file__).resolve()), str(out)]
    if not os.environ.get("DISPLAY") and shutil.which("xvfb-run"):
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 800x480x24", *cmd]
    run = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.exists(), f"the flow did not run (exit {run.returncode}):\n{run.stderr[-4000:]}"
    record = json.loads(out.read_text())
    assert "error" not in record, record["error"]
    return record


def test_home_offers_kites_and_says_the_others_are_not_built(seen):
    home = seen["home"]
    assert "Kites" in home["text"]
    for name in ("Sparkle*Kitty", "Exploding Kittens", "Buzzers"):
        assert name in home["text"]
    assert home["text"].count("coming soon") == 3
    assert not home["resume_shown"], "a fresh log has nothing to resume"
    assert seen["after_kites_tile"] == "kites_setup"


def test_five_players_are_dealt_three_cards_each(seen):
    five = seen["five_players"]
    assert five["hand_size"] == "3"
    assert five["draw_pile"] == str(53 - 5 * 3)
    assert "deal 3 face down to each" in five["steps"]


def test_warm_up_halves_the_deck_and_sets_two_timers_aside(seen):
    standard, warm = seen["five_players"], seen["warmup"]
    assert "Shuffle the 53 kite cards" in standard["steps"]
    assert "Shuffle the 24 kite cards" in warm["steps"]  # about half the deck: no orange, no purple
    assert warm["draw_pile"] == str(24 - 5 * 3)
    assert "Lay the 4 timers" in warm["steps"]
    assert "orange" in warm["steps"] and "purple" in warm["steps"]


def test_challenge_cards_and_start_player_show_up_in_the_steps(seen):
    chosen = seen["chosen"]
    assert chosen["draw_pile"] == str(24 + 2 - 5 * 3)
    assert "Shuffle in the 2 challenge cards" in chosen["steps"]
    assert "Player 4 starts" in chosen["steps"]  # the fourth player, on screen counting from 1
    assert "P6" in chosen["start_disabled"] and "P5" not in chosen["start_disabled"]


def test_deal_creates_the_game_with_the_settings_on_screen(seen):
    deal = seen["deal"]
    assert deal["screen"] == "kites_board"
    assert deal["setup"] == {
        "players": 5, "mode": "warmup", "first": 3, "referee": True,
        "challenge": {"storm": 2, "crossed_lines": 0, "airplane": 0},
    }
    assert deal["hands"] == [3] * 5 and deal["draw_pile"] == 11


def test_a_lost_show_ends_on_the_end_screen_with_its_band_and_verdict(seen):
    end = seen["lost"]
    assert end["screen"] == "kites_end"
    assert end["result"] == "LOST"
    assert "Sand ran out" in end["detail"] and "white" in end["detail"]
    assert end["cards_left"] == "26"  # 11 in the pile + 15 in hands
    assert end["band"] == "Score band  21-39"
    assert end["verdict"] == "A light breeze: still warming up."
    assert end["length"] == "1:00"  # the white timer's minute
    assert end["plotted"] == ["red", "yellow", "blue", "white"]  # warm-up: orange, purple aside
    assert "undo" not in end["text"].lower(), "no undo after the end"


def test_play_again_comes_back_to_the_same_setup(seen):
    again = seen["play_again"]
    assert again["screen"] == "kites_setup"
    assert again["players"] == 5 and again["mode"] == "warmup" and again["storm"] == 2 and again["first"] == 3
    assert seen["back_home"] == "home"


def test_home_offers_to_resume_an_unfinished_game(seen):
    resume = seen["resume"]
    assert resume["shown"] and "Resume game 1" in resume["text"]
    assert resume["after_tap"] == "kites_board" and resume["held"]


def test_a_timers_only_table_counts_its_cards_in(seen):
    counting = seen["counting"]
    assert counting["before"]["cards_left"] == "?"
    assert counting["after"]["cards_left"] == "11"
    assert counting["after"]["band"] == "Score band  7-15"


@pytest.mark.parametrize("name", SCREENSHOTS)
def test_screenshots_are_written_and_not_black(seen, name):
    path = SHOTS / f"flow-{name}.png"
    assert path.exists()
    assert distinct_bytes(path) > 16, f"{path} looks blank"


def distinct_bytes(png: Path) -> int:
    """How many different byte values the image's pixel data holds (a black frame holds ~2)."""
    data, pos, pixels = png.read_bytes(), 8, b""
    while pos < len(data):
        length = int.from_bytes(data[pos:pos + 4], "big")
        kind = data[pos + 4:pos + 8]
        if kind == b"IDAT":
            pixels += data[pos + 8:pos + 8 + length]
        pos += 12 + length
    return len(set(zlib.decompress(pixels)))


# -- the flow itself (runs in the child process) ----------------------------------------------------
def drive(out: Path) -> None:
    import traceback

    record: dict = {}
    try:
        _flow(record)
    except Exception:
        record["error"] = traceback.format_exc()
    out.write_text(json.dumps(record, indent=1))


def _flow(record: dict) -> None:
    sys.path.insert(0, str(ROOT))
    import ui  # noqa: F401  (Kivy's environment before kivy loads)
    from kivy.base import EventLoop
    from kivy.core.window import Window
    from kivy.input.motionevent import MotionEvent
    from kivy.uix.behaviors import ButtonBehavior
    from kivy.uix.label import Label

    from ui.scenes import Demo, mid_show
    from ui.snapshot import Studio

    class Touch(MotionEvent):
        def __init__(self, *args, **kwargs):
            kwargs.setdefault("is_touch", True)
            kwargs.setdefault("type_id", "touch")
            super().__init__(*args, **kwargs)
            self.profile = ["pos"]

        def depack(self, args):
            self.sx, self.sy = args["x"], args["y"]
            super().depack(args)

    studio = Studio()
    app = studio.app
    taps = iter(range(1, 10_000))

    def tap(widget) -> None:
        """A finger down and up at the widget's centre, through the window like a real touch."""
        studio.pump(2)  # let the layout settle first: a row just shown may still be moving
        x, y = widget.to_window(*widget.center)
        touch = Touch("flow", next(taps), {"x": x / Window.width, "y": y / Window.height})
        EventLoop.post_dispatch_input("begin", touch)
        EventLoop.post_dispatch_input("end", touch)
        studio.pump(2)

    def text_of(widget) -> str:
        """Every word a person can see in `widget`, markup removed."""
        words = []
        for w in widget.walk(restrict=True):
            if isinstance(w, Label) and w.opacity > 0 and w.height > 0 and w.text:
                words.append(re.sub(r"\[/?[a-z]+(=[^\]]*)?\]", "", w.text))
        return "\n".join(words)

    def frame() -> None:
        """One frame of the app's loop, run now rather than when the wall clock says so."""
        app.frame()
        studio.pump(2)

    def button(widget, text: str):
        """The button in `widget` that reads `text`."""
        return next(w for w in widget.walk(restrict=True) if isinstance(w, ButtonBehavior) and w.text == text)

    def shot(name: str) -> None:
        studio.pump(2)
        studio.save(SHOTS / f"flow-{name}.png")

    def fresh() -> Demo:
        demo = Demo()
        app.use_table(demo.table)
        return demo

    # HOME, fresh log
    demo = fresh()
    app.goto("kites_setup")
    app.goto("home")
    studio.pump()
    home = app.sm.get_screen("home")
    record["home"] = {"text": text_of(home), "resume_shown": home.ids.resume.opacity > 0}
    shot("home")
    tap(home.ids.kites)
    record["after_kites_tile"] = app.sm.current

    # SETUP: five players, then warm-up, then challenge cards and start player
    setup = app.sm.get_screen("kites_setup")

    def setup_seen() -> dict:
        return {
            "hand_size": text_of(setup.ids.hand_size).split("\n")[0],
            "draw_pile": text_of(setup.ids.draw_pile).split("\n")[0],
            "steps": text_of(setup.ids.steps).replace("\n", " "),
        }

    tap(setup.ids.players_5)
    record["five_players"] = setup_seen()
    tap(setup.ids.mode_warmup)
    record["warmup"] = setup_seen()
    shot("kites_setup_warmup")
    for _ in range(2):
        tap(button(setup.ids.storm, "+"))
    tap(setup.ids.first_4)
    record["chosen"] = {
        **setup_seen(),
        "start_disabled": [f"P{i}" for i in range(1, 7) if setup.ids[f"first_{i}"].disabled],
    }
    shot("kites_setup")
    tap(setup.ids.deal)
    state = demo.table.state
    record["deal"] = {
        "screen": app.sm.current,
        "setup": {
            "players": state.setup.players, "mode": state.setup.mode, "first": state.setup.first,
            "referee": state.setup.referee, "challenge": dict(state.setup.challenge),
        },
        "hands": list(state.hands), "draw_pile": state.draw_pile,
    }

    # The show: the white timer stands up and nobody plays; a minute later it runs out.
    demo.do(0, "start")
    demo.at(61)
    frame()  # the app's frame notices the end and shows the end screen
    end = app.sm.get_screen("kites_end")
    record["lost"] = {
        "screen": app.sm.current,
        "result": end.ids.result.text,
        "detail": text_of(end.ids.detail),
        "cards_left": text_of(end.ids.cards_left).split("\n")[0],
        "length": text_of(end.ids.length).split("\n")[0],
        "band": end.ids.band.text,
        "verdict": end.ids.verdict.text,
        "plotted": list(end.ids.plot.series),
        "text": text_of(end),
    }
    shot("kites_end_lost")
    tap(end.ids.again)
    record["play_again"] = {
        "screen": app.sm.current, "players": setup.players, "mode": setup.mode,
        "storm": setup.storm, "first": setup.first,
    }
    tap(setup.ids.back)
    record["back_home"] = app.sm.current

    # HOME after a restart left a show unfinished
    demo = fresh()
    mid_show(demo)
    app.goto("kites_setup")
    app.goto("home")
    studio.pump()
    record["resume"] = {"shown": home.ids.resume.opacity > 0 and not home.ids.resume.disabled,
                        "text": text_of(home.ids.resume)}
    shot("home_resume")
    tap(home.ids.resume)
    record["resume"].update(after_tap=app.sm.current, held=demo.table.held)

    # A timers-only table: the box never saw the cards, so the table counts them in.
    demo = fresh()
    demo.new_game(players=3, referee=False)
    app.goto("kites_board")
    demo.do(0, "start")
    demo.do(2, "flip", timer="red")
    demo.at(40)
    frame()
    before = {"cards_left": text_of(end.ids.cards_left).split("\n")[0], "band": end.ids.band.text}
    for label in ("+5", "+5", "+1"):
        tap(button(end, label))
    record["counting"] = {
        "screen": app.sm.current, "before": before,
        "after": {"cards_left": text_of(end.ids.cards_left).split("\n")[0], "band": end.ids.band.text},
    }
    shot("kites_end_counting")
    studio.close()


if __name__ == "__main__":
    drive(Path(sys.argv[1]))
