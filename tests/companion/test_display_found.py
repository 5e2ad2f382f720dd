"""The display the box draws on and the density its screens get (companion/display.py): a word and
a button keep the size in mm they have on the original 7" 800x480 Touch Display, and no display
gives the screens less room than the 800x480 dp they were laid out for."""

from __future__ import annotations

import io

import pytest

from companion.display import REFERENCE_PX_PER_MM, Display, DisplayError, find, for_people, from_drm, parse

WORD = 22  # dp: theme.TEXT, a button's word


def mm_tall(display: Display, dp: float) -> float:
    """How many mm a size in dp comes out on this display."""
    return dp * display.density / display.px_per_mm


def edid(mm: tuple[int, int], name: str = "") -> bytes:
    """A minimal EDID 1.3 block: the header, the size in cm, one detailed timing with the size in
    mm, and a monitor-name descriptor."""
    block = bytearray(128)
    block[:8] = b"\x00\xff\xff\xff\xff\xff\xff\x00"
    block[21], block[22] = mm[0] // 10, mm[1] // 10
    block[54], block[55] = 0x01, 0x1D  # a pixel clock: this descriptor is a timing
    block[66], block[67] = mm[0] & 0xFF, mm[1] & 0xFF
    block[68] = (mm[0] >> 8) << 4 | (mm[1] >> 8)
    if name:
        block[72:77] = b"\x00\x00\x00\xfc\x00"
        block[77:90] = (name.encode() + b"\n").ljust(13, b" ")
    return bytes(block)


def connector(root, name: str, mode: str, status: str = "connected", edid_bytes: bytes = b"") -> None:
    folder = root / name
    folder.mkdir(parents=True)
    (folder / "status").write_text(status + "\n")
    (folder / "modes").write_text(f"{mode}\n" if mode else "")
    (folder / "edid").write_bytes(edid_bytes)


def test_the_original_7_inch_touch_display_is_density_1():
    original = parse("800x480@154.08x85.92mm")
    assert original.density == 1
    assert original.dp_size == (800, 480)
    assert mm_tall(original, WORD) == pytest.approx(WORD / REFERENCE_PX_PER_MM)


def test_touch_display_2_turned_landscape_draws_a_word_about_as_tall_as_the_original():
    panel = parse("720x1280@7in")  # Raspberry Pi's Touch Display 2: a 7" portrait panel
    assert (panel.width, panel.height, panel.rotation) == (1280, 720, 90)
    assert 1.5 <= panel.density <= 1.6
    original = parse("800x480@7in")
    # its 8.3 px/mm would want 1.59: capped at 1.5 so the screens keep 800x480 dp (853x480), the word
    # comes out within 6% of its height on the original, never smaller than 90%
    assert panel.dp_size == (853, 480)
    assert mm_tall(panel, WORD) == pytest.approx(mm_tall(original, WORD), rel=0.07)


@pytest.mark.parametrize("spec, density, room", [
    ("1024x600", 1.25, (819, 480)),           # a 7" HDMI panel, size unknown: as large as the room allows
    ("1280x720", 1.5, (853, 480)),
    ("1280x800", 1.6, (800, 500)),
    ("1280x800@10.1in", 1.13, (1132, 707)),   # a 10.1" panel says its size: the same mm, more room
    ("1920x1080@527x296mm", 0.7, (2742, 1542)),  # a 24" monitor: small pixels per mm, lots of room
])
def test_the_density_keeps_the_mm_and_never_gives_less_than_800x480_dp(spec, density, room):
    display = parse(spec)
    assert display.density == pytest.approx(density, abs=0.01)
    assert display.dp_size == room
    assert display.dp_size[0] >= 800 and display.dp_size[1] >= 480


@pytest.mark.parametrize("w, h", [(800, 480), (1024, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768),
                                  (1920, 1080), (2560, 1440), (480, 320)])
def test_no_display_gives_the_screens_less_room_than_800x480_dp(w, h):
    for spec in (f"{w}x{h}", f"{w}x{h}@5in", f"{w}x{h}@7in", f"{w}x{h}@10in"):
        room = parse(spec).dp_size
        assert room[0] >= 799 and room[1] >= 479, spec  # int() of the pixels over the density


@pytest.mark.parametrize("spec", ["1280by720", "", "12x7", "1280x720@big", "1280x720@x3mm"])
def test_a_display_that_cannot_be_one_is_refused_with_the_form_it_takes(spec):
    with pytest.raises(DisplayError, match="COMPANION_DISPLAY") as refused:
        parse(spec)
    assert "WIDTHxHEIGHT" in str(refused.value) or "is not a screen" in str(refused.value)


def test_the_box_reads_its_panel_from_drm_and_its_size_from_the_edid(tmp_path):
    connector(tmp_path, "card1-HDMI-A-1", "1280x800", edid_bytes=edid((217, 136), "WaveShare10"))
    connector(tmp_path, "card1-HDMI-A-2", "", status="disconnected")
    found = find({"SDL_VIDEODRIVER": "kmsdrm"}, tmp_path)
    assert (found.width, found.height, found.mm, found.name) == (1280, 800, (217.0, 136.0), "WaveShare10")
    assert found.density == 1.13
    assert found.source == "DRM HDMI-A-1"


def test_the_box_s_own_ribbon_panel_comes_before_an_hdmi_monitor_and_a_portrait_one_is_turned(tmp_path):
    connector(tmp_path, "card1-HDMI-A-1", "1920x1080", edid_bytes=edid((527, 296)))
    connector(tmp_path, "card1-DSI-1", "720x1280")  # Touch Display 2: no EDID
    found = from_drm(tmp_path)
    assert (found.width, found.height, found.rotation, found.mm) == (1280, 720, 90, None)
    assert found.density == 1.5
    assert "DSI-1 (no EDID)" in found.source


def test_a_desktop_window_is_800x480_at_density_1_and_the_environment_names_another(tmp_path):
    connector(tmp_path, "card0-HDMI-A-1", "2560x1440", edid_bytes=edid((597, 336)))
    assert find({}, tmp_path) == Display(800, 480)  # the desktop's own monitor is not the app's window
    told = find({"COMPANION_DISPLAY": "1024x600"}, tmp_path)
    assert (told.width, told.height, told.density) == (1024, 600, 1.25)


def test_doctor_names_the_display_its_density_and_rotation(monkeypatch):
    from hardware.doctor import doctor

    monkeypatch.setenv("COMPANION_DISPLAY", "720x1280@7in")
    out = io.StringIO()
    doctor(None, out)
    line = next(line for line in out.getvalue().splitlines() if line.startswith("Display:"))
    assert line.startswith("Display: 1280x720 px, 155x87.2 mm (7.0\"), density 1.50 (853x480 dp), rotation 90 "
                           "(a portrait panel, turned landscape)")


def test_doctor_adds_the_settings_turn_for_the_other_side_of_the_table(tmp_path):
    connector(tmp_path, "card1-DSI-1", "720x1280")
    assert "rotation 270" in for_people({}, tmp_path, turn=180)
    assert for_people({}, tmp_path / "none").startswith("no panel connected to DRM")
