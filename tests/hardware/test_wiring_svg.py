"""The wiring diagram names every wired pin, by GPIO and by header pin, with its part."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hardware.header import PHYSICAL
from hardware.pinmap import load_pinmap, parse_pinmap
from hardware.wiring import main, wiring_svg, write_wiring_svg

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return [el.text for el in ET.fromstring(svg).iter(f"{SVG}text")]


def test_the_diagram_shows_every_pin_of_the_map_with_its_part(tmp_path):
    pinmap = load_pinmap()
    path = write_wiring_svg(pinmap, tmp_path / "wiring.svg")
    words = texts(path.read_text(encoding="utf-8"))
    for gpio in pinmap.used():
        assert f"GPIO{gpio}" in words and str(PHYSICAL[gpio]) in words
    for label in ("◆ red · button", "◆ red · lamp", "✚ white · button", "★ purple · lamp", "piezo",
                  "player 7 buzzer · button", "player 8 buzzer · lamp"):
        assert label in words
    assert words.count("270 Ω") == 3 and words.count("68 Ω") == 3 and words.count("220 Ω") == 2
    assert all(str(pin) in words for pin in range(1, 41))  # the whole header, numbered


def test_a_bar_graph_lamp_draws_each_of_its_pins(tmp_path):
    reference = load_pinmap()
    data = {"timers": {n: {"button": w.button, "led": list(w.leds)} for n, w in reference.timers}}
    data["timers"]["red"]["led"] = [17, 7, 8]
    words = texts(wiring_svg(parse_pinmap(data, reference.timer_names, "box.toml")))
    assert {"◆ red · lamp 1/3", "◆ red · lamp 2/3", "◆ red · lamp 3/3", "GPIO7", "GPIO8"} <= set(words)
    assert "piezo" not in words


def test_the_command_writes_the_diagram(tmp_path, capsys):
    out = tmp_path / "w.svg"
    assert main(["--out", str(out)]) == 0
    assert ET.parse(out).getroot().tag == f"{SVG}svg"
