"""Golden games, one per mode, replayed through `companion replay` and checked against numbers
worked out by hand from the rules (the comments show the arithmetic)."""

from __future__ import annotations

import json

from companion.replay import replay

NIGHTS = [
    "{\"t\":0,\"do\":\"setup\",\"game\":\"sparkle_kitty_nights\",\"mode\":\"nights\",\"players\":[\"Ann\",\"Bo\",\"Cy\",\"Di\"],\"roles\":\"cards\",\"deck\":52}",
    "{\"t\":1,\"do\":\"play\",\"player\":\"Ann\",\"card\":\"booty-blue\",\"page\":\"left\"}",
    "{\"t\":2,\"do\":\"enchant\",\"player\":\"Bo\",\"card\":\"dm-slippery\",\"to\":\"Di\"}",
    "{\"t\":3,\"do\":\"buzz\",\"player\":\"Cy\",\"tick\":2.95}",
    "{\"t\":3.01,\"do\":\"buzz\",\"player\":\"Ann\",\"tick\":2.97}",
    "{\"t\":4,\"do\":\"double\",\"player\":\"Cy\",\"card\":\"booty-pink\",\"page\":\"left\",\"from\":\"Ann\"}",
    "{\"t\":5,\"do\":\"play\",\"player\":\"Cy\",\"card\":\"knight-pink\",\"page\":\"left\",\"from\":\"Ann\"}",
    "{\"t\":6,\"do\":\"enchant\",\"player\":\"Di\",\"card\":\"mirror-1\",\"peek\":\"Ann\"}",
    "{\"t\":7,\"do\":\"punish\",\"player\":\"Di\",\"why\":\"called_out\"}",
    "{\"t\":8,\"do\":\"play\",\"player\":\"Ann\",\"card\":\"night-pink\",\"page\":\"left\",\"from\":\"Ann\"}",
    "{\"t\":9,\"do\":\"pass\",\"player\":\"Bo\"}",
    "{\"t\":10,\"do\":\"expose\",\"player\":\"Ann\",\"role\":\"nice\"}",
    "{\"t\":11,\"do\":\"double\",\"player\":\"Bo\",\"card\":\"night-green\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":12,\"do\":\"double\",\"player\":\"Di\",\"card\":\"night-yellow\",\"page\":\"left\",\"from\":[\"Di\",\"Di\"]}",
    "{\"t\":13,\"do\":\"double\",\"player\":\"Cy\",\"card\":\"night-orange\",\"page\":\"left\"}",
    "{\"t\":14,\"do\":\"play\",\"player\":\"Bo\",\"card\":\"knight-yellow\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":15,\"do\":\"double\",\"player\":\"Ann\",\"card\":\"knight-green\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":16,\"do\":\"pass\",\"player\":\"Di\"}",
    "{\"t\":17,\"do\":\"expose\",\"player\":\"Cy\",\"role\":\"nice\"}",
    "{\"t\":18,\"do\":\"pass\",\"player\":\"Bo\"}",
]

WEREWOLF = [
    "{\"t\":0,\"do\":\"setup\",\"game\":\"sparkle_kitty_nights\",\"mode\":\"werewolf\",\"players\":[\"Ann\",\"Bo\",\"Cy\",\"Di\",\"Ed\"],\"roles\":\"dealt\",\"seed\":4}",
    "{\"t\":1,\"do\":\"play\",\"player\":\"Ann\",\"card\":\"booty-blue\",\"page\":\"left\"}",
    "{\"t\":2,\"do\":\"enchant\",\"player\":\"Bo\",\"card\":\"mirror-1\",\"peek\":\"Cy\"}",
    "{\"t\":3,\"do\":\"enchant\",\"player\":\"Cy\",\"card\":\"mirror-2\",\"peek\":\"Ed\"}",
    "{\"t\":4,\"do\":\"play\",\"player\":\"Di\",\"card\":\"night-blue\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":5,\"do\":\"double\",\"player\":\"Ann\",\"card\":\"night-green\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":6,\"do\":\"double\",\"player\":\"Ed\",\"card\":\"night-yellow\",\"page\":\"left\",\"from\":[\"Cy\",\"Ed\"]}",
    "{\"t\":7,\"do\":\"pass\",\"player\":\"Ed\"}",
    "{\"t\":8,\"do\":\"guess\",\"player\":\"Cy\",\"suspect\":\"Di\"}",
    "{\"t\":9,\"do\":\"play\",\"player\":\"Ed\",\"card\":\"knight-yellow\",\"page\":\"left\",\"from\":\"Ed\"}",
    "{\"t\":10,\"do\":\"pass\",\"player\":\"Ann\"}",
    "{\"t\":11,\"do\":\"punish\",\"player\":\"Bo\",\"why\":\"called_out\"}",
    "{\"t\":12,\"do\":\"pass\",\"player\":\"Bo\"}",
    "{\"t\":13,\"do\":\"double\",\"player\":\"Cy\",\"card\":\"knight-green\",\"page\":\"left\",\"from\":\"Ed\"}",
    "{\"t\":14,\"do\":\"double\",\"player\":\"Ed\",\"card\":\"knight-orange\",\"page\":\"left\",\"from\":[\"Ed\",\"Di\"]}",
    "{\"t\":15,\"do\":\"guess\",\"player\":\"Ed\",\"suspect\":\"Bo\"}",
    "{\"t\":16,\"do\":\"pass\",\"player\":\"Cy\"}",
]

VAMPIRE = [
    "{\"t\":0,\"do\":\"setup\",\"game\":\"sparkle_kitty_nights\",\"mode\":\"vampire\",\"players\":[\"Ann\",\"Bo\",\"Cy\",\"Di\",\"Ed\"],\"roles\":\"dealt\",\"seed\":7}",
    "{\"t\":1,\"do\":\"play\",\"player\":\"Ann\",\"card\":\"booty-blue\",\"page\":\"left\"}",
    "{\"t\":2,\"do\":\"play\",\"player\":\"Bo\",\"card\":\"night-blue\",\"page\":\"left\",\"from\":\"Cy\"}",
    "{\"t\":3,\"do\":\"play\",\"player\":\"Cy\",\"card\":\"knight-blue\",\"page\":\"left\",\"from\":\"Bo\"}",
    "{\"t\":4,\"do\":\"play\",\"player\":\"Di\",\"card\":\"fist-blue\",\"page\":\"left\",\"peek\":\"Ann\"}",
    "{\"t\":5,\"do\":\"punish\",\"player\":\"Ed\",\"why\":\"missed_spell\"}",
    "{\"t\":6,\"do\":\"enchant\",\"player\":\"Ed\",\"card\":\"dm-slippery\",\"to\":\"Bo\"}",
    "{\"t\":7,\"do\":\"enchant\",\"player\":\"Ann\",\"card\":\"dm-sticky\",\"to\":\"Ann\",\"private\":true}",
    "{\"t\":8,\"do\":\"play\",\"player\":\"Ann\",\"card\":\"booty-green\",\"page\":\"right\"}",
    "{\"t\":9,\"do\":\"enchant\",\"player\":\"Bo\",\"card\":\"dm-squishy\",\"to\":\"Bo\",\"private\":true}",
    "{\"t\":10,\"do\":\"pass\",\"player\":\"Cy\"}",
    "{\"t\":11,\"do\":\"double\",\"player\":\"Di\",\"card\":\"fist-pink\",\"page\":\"left\",\"from\":\"Bo\"}",
    "{\"t\":12,\"do\":\"double\",\"player\":\"Ed\",\"card\":\"fist-purple\",\"page\":\"left\",\"from\":[\"Bo\",\"Bo\"]}",
    "{\"t\":13,\"do\":\"play\",\"player\":\"Di\",\"card\":\"knight-purple\",\"page\":\"left\",\"from\":\"Bo\"}",
    "{\"t\":14,\"do\":\"play\",\"player\":\"Ed\",\"card\":\"night-purple\",\"page\":\"left\",\"from\":\"Bo\"}",
]


def run(lines):
    return replay(lines).report()


def test_nights_with_real_cards_the_nice_team_escapes():
    out = run(NIGHTS)
    assert out["phase"] == "over" and out["winner"] == "nice" and out["win_condition"] == "team_escaped"
    assert out["winners"] == [0, 2] and out["teams"] == ["nice", None, "nice", None]  # Bo, Di never shown
    # Ann: Cy's Double, Cy's KNIGHT, her own NIGHT. Cy: Bo's Double, Bo's KNIGHT, Ann's Double.
    # Di: 3 + SLIPPERY + called out - her own Double-Double = 3.
    assert out["towers"] == [0, 3, 0, 3]
    assert out["hands"] == [4, 3, 5, 5]  # every NIGHT/KNIGHT/Double gives back what it costs
    assert out["draw_pile"] == 52 - 32 - 1  # one punishment
    assert out["enchantments"] == [[], [{"kind": "dark_magic", "word": "SLIPPERY"}], [],
                                   [{"kind": "mirror", "word": None}]]
    assert [(r["winner"], r["confirmed"]) for r in out["races"]] == [(2, True)]
    assert [r["line"] for r in out["rejected"]] == [11, 15, 18, 20]  # waits for the flips; a 3rd Double; the end


def test_werewolf_dealt_by_the_box_a_right_guess_wins_for_the_nice_team():
    out = run(WEREWOLF)  # seed 4: Ann naughty, Bo the Werewolf, Cy nice, Di naughty, Ed nice
    assert out["winner"] == "nice" and out["win_condition"] == "werewolf_guessed" and out["winners"] == [2, 4]
    assert out["teams"] == ["naughty", "werewolf", "nice", "naughty", "nice"]  # all shown at the end
    assert out["cleared"] == [False, False, False, True, False]  # Cy's wrong guess
    # Cy: Bo's Mirror (an enemy), Di's NIGHT, Ann's Double, Ed's Double-Double = 4 off
    assert out["towers"] == [4, 5, 0, 3, 0]
    assert out["hands"] == [5, 6, 4, 5, 7] and out["draw_pile"] == 33 - 3
    assert out["peeks"] == [{"player": 1, "at": 2, "took": True}, {"player": 2, "at": 4, "took": False}]
    assert [r["line"] for r in out["rejected"]] == [8, 17]  # Ed's turn waits for Cy's guess; after the end


def test_vampire_dealt_by_the_box_the_knights_drag_her_into_the_sun():
    out = run(VAMPIRE)  # seed 7: Bo is the main Vampire
    assert out["winner"] == "knights" and out["win_condition"] == "into_the_sun"
    assert out["winners"] == [0, 3, 4]  # Cy saw Bo in her Mirror: a Sparkle*Vampire
    assert out["teams"] == ["knight", "vampire", "sparkle_vampire", "knight", "knight"]
    assert out["mirrors"] == [True, False, False, True, True]
    # Bo: 3 + Ed's Dark Magic + her BURY - Di's Double - Ed's Double-Double (2) - Di's KNIGHT - Ed's NIGHT
    assert out["towers"] == [3, 0, 3, 3, 2]  # Ed's punishment took a card off his own tower
    assert out["hands"] == [3, 2, 5, 4, 5] and out["draw_pile"] == 72 - 40 - 1
    assert out["rejected"] == [{"line": 8, "reason": "only the main Vampire may add cards to her own tower (BURY)"}]


def test_a_dealt_game_in_progress_replays_with_no_role_shown():
    out = run(WEREWOLF[:8])
    assert out["phase"] == "playing" and out["teams"] == [None] * 5
    assert out["pending"] == [{"kind": "guess", "player": 2}]
    rest = {k: v for k, v in out.items() if k not in ("mode", "cast")}  # the game and its public mix of roles
    assert not any(f'"{role}"' in json.dumps(rest) for role in ("nice", "naughty", "werewolf"))
