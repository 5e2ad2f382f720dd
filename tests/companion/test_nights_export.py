"""`companion log export` and `companion replay --json` of a Nights game the box dealt: while the
game is on, the export is the public transcript (no seed, no role nobody has shown) and replays to
the same public state; once it is over, the log as it is (every role is shown by then)."""

from __future__ import annotations

import json
import subprocess
import sys

from companion.log import ActionLog
from companion.replay import replay
from companion.sparkle_kitty.nights.roles import deal
from companion.table import Table

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed"]
SEED = 2024


def companion(*args: str) -> subprocess.CompletedProcess:
    """The command itself, in its own process (as a user runs it)."""
    return subprocess.run([sys.executable, "-m", "companion", *args], capture_output=True, text=True, timeout=120)


def roles():
    return deal("werewolf", 5, SEED)


def test_log_export_of_a_game_in_progress_holds_no_seed_and_no_hidden_role(tmp_path):
    db = tmp_path / "log.db"
    now = [0.0]
    table = Table(ActionLog(db), clock=lambda: now[0])
    table.new_game("sparkle_kitty_nights", mode="werewolf", players=NAMES, roles="dealt", seed=SEED, deck=300)
    dealt = roles()
    seer = dealt.index("nice")
    enemy = dealt.index("naughty")

    def go(do, **data):
        now[0] += 1
        out = table.submit(do, **data)
        assert out.accepted, out.reason

    go("play", player=0, card="booty-blue", page="left")
    while table.state.turn != seer:
        go("pass", player=table.state.turn)
    go("enchant", player=seer, card="mirror-1", peek=enemy)  # an enemy: a card comes off their tower
    done = companion("log", "export", "--db", str(db))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    text = "\n".join(lines)
    assert str(SEED) not in text and '"seed"' not in text and '"dealt"' not in text
    assert json.loads(lines[0])["roles"] == "cards"
    assert json.loads(lines[-1])["take"] is True  # the Mirror's outcome, as the table saw it
    public = replay(lines).report()
    assert public["teams"] == [None] * 5 and public["towers"][enemy] == 3
    # the replay of the full log agrees on everything public
    full = replay(table.log.export_lines(table.game_id)).report()
    for out in (full, public):
        out.pop("roles"), out.pop("last")
    assert full == public


def test_replay_json_of_a_dealt_game_shows_only_shown_teams(tmp_path):
    lines = [json.dumps({"t": 0, "do": "setup", "game": "sparkle_kitty_nights", "mode": "nights",
                         "players": NAMES[:4], "roles": "dealt", "seed": SEED})]
    path = tmp_path / "g.jsonl"
    path.write_text("\n".join(lines) + "\n")
    done = companion("replay", "--json", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    for key in ("phase", "towers", "hands", "exposed", "teams", "enchantments", "winner", "win_condition",
                "races", "rejected"):
        assert key in out
    assert out["teams"] == [None] * 4 and str(SEED) not in json.dumps(out)


def test_a_finished_game_exports_as_logged(tmp_path):
    db = tmp_path / "log.db"
    now = [0.0]
    table = Table(ActionLog(db), clock=lambda: now[0])
    table.new_game("sparkle_kitty_nights", mode="nights", players=NAMES[:4], roles="dealt", seed=SEED, deck=32 + 1)
    now[0] = 1
    assert table.submit("pass", player=0).accepted  # the draw pile is out: the game ends
    assert table.state.over
    done = companion("log", "export", "--db", str(db))
    first = json.loads(done.stdout.splitlines()[0])
    assert first["seed"] == SEED and first["roles"] == "dealt"


def test_an_end_undone_makes_the_export_public_again(tmp_path):
    db = tmp_path / "log.db"
    now = [0.0]
    table = Table(ActionLog(db), clock=lambda: now[0])
    table.new_game("sparkle_kitty_nights", mode="nights", players=NAMES[:4], roles="dealt", seed=SEED, deck=32 + 1)
    now[0] = 1
    assert table.submit("pass", player=0).accepted and table.state.over
    now[0] = 2
    assert table.submit("undo").accepted and not table.state.over
    done = companion("log", "export", "--db", str(db))
    assert '"seed"' not in done.stdout and json.loads(done.stdout.splitlines()[0])["roles"] == "cards"


def test_the_public_transcript_of_a_bury_by_an_add_icon_replays_cleanly():
    # A BURY shows the Vampire by itself, whichever card did it: the transcript adds no second
    # exposure that the replay would have to refuse.
    from companion.sparkle_kitty.nights.transcript import public_lines

    lines = [
        '{"t":0,"do":"setup","game":"sparkle_kitty_nights","mode":"vampire","players":["Ann","Bo","Cy","Di","Ed"],'
        '"roles":"dealt","deal":["knight","vampire","knight","knight","knight"],"deck":300}',
        '{"t":1,"do":"play","player":0,"card":"booty-blue","page":"left"}',
        '{"t":2,"do":"play","player":1,"card":{"word":"ADDY","colour":"blue","symbol":"moon","ability":"add"},'
        '"page":"left","to":1,"private":true}',
    ]
    public = public_lines(lines)
    out = replay(public).report()
    assert out["rejected"] == [] and out["teams"][1] == "vampire" and out["towers"][1] == 4
