"""The Streaking Kitten on the Kittens board, by taps: OWN UP shows only on the tiles of players
who may have kept a Kitten drawn unseen (the engine's `own_up` says who), and a blind player
with two Kittens in front of them sees how many and defuses them one at a time."""

from __future__ import annotations

from ek_support import board, last, play, put_back


def _board(ui, players=3, **setup):
    return board(ui, players, **setup)


_play, _last = play, last


def _owning_up(screen) -> list[int]:
    return [p for p, tile in screen.tiles.items() if tile.may_own_up and tile.ids.own_up.opacity == 1]


def test_own_up_is_offered_only_to_players_who_drew_unseen(ui, tmp_path):
    screen = _board(ui, players=3)
    assert _owning_up(screen) == []  # nobody drew yet
    ui.tap(screen.ids.play)
    assert not ui.has("Streaking Kitten", screen.sheet)  # P1 has nothing to own up to
    ui.tap(ui.find("Cancel", screen.sheet))
    ui.tap(screen.ids.draw)  # P1 and P2 draw unseen: either may have kept a Kitten
    ui.tap(screen.ids.draw)
    assert screen.kittens == "2-3"
    assert _owning_up(screen) == [0, 1]  # P3, to act, drew nothing
    ui.tap(screen.ids.play)
    assert not ui.has("Streaking Kitten", screen.sheet)
    ui.tap(ui.find("Cancel", screen.sheet))
    ui.studio.save(tmp_path / "ek_own_up.png")
    ui.tap(screen.tiles[1].ids.own_up)  # P2 owns up, out of turn
    assert _last(ui) == ("play", {"player": 1, "card": "streaking_kitten"})
    assert "KITTEN KEPT" in screen.tiles[1].status and screen.kittens == "2"
    assert _owning_up(screen) == [] and screen.to_act == "P3"  # the doubt is over
    ui.tap(screen.ids.undo)
    assert _owning_up(screen) == [0, 1]


def test_the_drawer_may_own_up_from_play_too(ui):
    screen = _board(ui, players=2)
    ui.tap(screen.ids.draw)  # P1 draws unseen
    ui.tap(screen.ids.draw)  # P2 draws unseen: now P1 acts, and may own up
    _play(ui, screen, "Streaking Kitten")
    assert _last(ui) == ("play", {"player": 0, "card": "streaking_kitten"})
    assert "KITTEN KEPT" in screen.tiles[0].status and screen.message == ""


def test_a_blind_player_with_two_kittens_defuses_them_one_at_a_time(ui, tmp_path):
    screen = _board(ui, players=3)
    ui.tap(screen.ids.kitten)  # P1 draws a Kitten and keeps it with the Streaking Kitten
    ui.tap(screen.ids.defuse)
    ui.tap(ui.find("KEEP it", screen.sheet))
    _play(ui, screen, "Curse of the Cat Butt", target="P1")  # P2 curses P1
    ui.tap(screen.ids.draw)
    ui.tap(screen.ids.draw)
    assert screen.to_act == "P1" and "BLIND" in screen.tiles[0].status
    ui.tap(screen.ids.kitten)  # blind P1 draws a Kitten, face up
    _play(ui, screen, "Exploding Kitten")  # and picks the kept one from the hand: loose too
    assert _last(ui) == ("play", {"player": 0, "card": "exploding_kitten"})
    assert screen.owed.startswith("2 Kittens to defuse") and "2 Kittens to defuse" in screen.history
    assert screen.ids.defuse.text.startswith("DEFUSE") and "1 of 2" in screen.ids.defuse.text
    ui.studio.save(tmp_path / "ek_two_kittens.png")
    ui.tap(screen.ids.defuse)
    assert "DEFUSES 1 of 2 Kittens" in screen.sheet.headline and not ui.has("KEEP it", screen.sheet)
    ui.studio.save(tmp_path / "ek_two_kittens_defuse.png")
    put_back(ui, screen, "top")
    assert _last(ui) == ("defuse", {"player": 0, "position": 0, "private": True})
    assert screen.pending and screen.to_act == "P1" and screen.owed.startswith("Exploding Kitten!")
    assert screen.ids.defuse.text == "DEFUSE" and "BLIND" in screen.tiles[0].status
    ui.tap(screen.ids.defuse)
    put_back(ui, screen, "bottom")
    assert not screen.pending and screen.to_act == "P2" and "BLIND" not in screen.tiles[0].status
