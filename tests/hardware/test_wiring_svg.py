"""The wiring diagram names every wired pin, by GPIO and by header pin, with its part; it draws
each lamp's transistor stage, each button's resistor and the reader's level shifting; and every
part it draws is a row of the parts list."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

from hardware.header import PHYSICAL
from hardware.parts_list import keys, parts_list
from hardware.pinmap import load_pinmap, parse_pinmap
from hardware.wiring import main, wiring_svg, write_wiring_svg

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return [el.text for el in ET.fromstring(svg).iter(f"{SVG}text")]


def drawn(svg: str) -> Counter:
    """How many times each bought part is drawn (its data-part key)."""
    return Counter(el.get("data-part") for el in ET.fromstring(svg).iter(f"{SVG}g") if el.get("data-part"))


def test_the_diagram_shows_every_pin_of_the_map_with_its_part(tmp_path):
    pinmap = load_pinmap()
    path = write_wiring_svg(pinmap, tmp_path / "wiring.svg")
    words = texts(path.read_text(encoding="utf-8"))
    for gpio in pinmap.used():
        assert f"GPIO{gpio}" in words and str(PHYSICAL[gpio]) in words
    for label in ("◆ red · button", "◆ red · lamp", "✚ white · button", "★ purple · lamp", "piezo",
                  "player 7 buzzer · button", "player 8 buzzer · lamp"):
        assert label in words
    assert words.count("270 Ω") == 3 and words.count("150 Ω") == 3 and words.count("220 Ω") == 2
    assert all(str(pin) in words for pin in range(1, 41))  # the whole header, numbered


def test_every_part_drawn_is_in_the_parts_list():
    pinmap = load_pinmap()
    parts = drawn(wiring_svg(pinmap))
    assert set(parts) <= keys(pinmap), set(parts) - keys(pinmap)
    listed = {p.key: p.quantity for p in parts_list(pinmap)}
    # 8 lamps and the camera's LED ring, each on its own BC337 stage
    assert listed["bc337"] == "9" and listed["resistor-1000"] == "18" and listed["led-ring"] == "1"
    assert [p.quantity for p in parts_list(pinmap) if p.key == "resistor-2200"] == ["9", "(1)"]  # stages, divider
    assert parts["led-ring"] == 1


def test_each_lamp_pin_drives_a_transistor_stage_with_its_pull_down():
    pinmap = load_pinmap()
    parts = drawn(wiring_svg(pinmap))
    lamps = sum(len(w.leds) for _, w in pinmap.timers + pinmap.buzzers)
    assert lamps == 8 and pinmap.ring is not None
    stages = lamps + 1  # the camera's LED ring is switched by a lamp's stage too
    # in every lamp's row and the ring's, once more in inset A's stage and once as the BC337's pinout
    assert parts["bc337"] == stages + 2
    assert parts["resistor-2200"] == stages + 1 + 1  # and the divider's top
    # 1 kΩ: each stage's base, each button (a swapped wire cannot short a pin), the piezo, inset A
    assert parts["resistor-1000"] == stages + len(pinmap.timers + pinmap.buzzers) + 1 + 1
    words = texts(wiring_svg(pinmap))
    assert {"BC337", "C", "B", "E", "flat face to you,", "2.2 kΩ", "ground bus"} <= set(words)
    assert words.count("+5V") == stages
    assert "camera's LED ring (its own resistors)" in words


def test_the_reader_is_drawn_with_its_level_shifting_and_both_lines_of_a_pn532():
    svg = wiring_svg(load_pinmap())
    parts, words = drawn(svg), texts(svg)
    assert parts["rdm6300"] >= 1 and parts["pn532"] >= 1
    assert parts["resistor-3300"] == 1 and parts["resistor-2200"] == 9 + 1 + 1  # the divider (TX side on top), the stages
    assert {"2.2 kΩ", "3.3 kΩ", "GPIO15 · RXD (pin 10)", "GPIO14 · TXD (pin 8)", "+3.3 V (pin 17)",
            "card reader TX (B: level shifting)", "PN532 RX (PN532 only, B)"} <= set(words)
    assert any("3.0 V at the pin" in w for w in words) and any("BSS138" in w for w in words)


def test_the_power_pins_say_what_they_feed():
    words = texts(wiring_svg(load_pinmap()))
    for job in ("5 V → the 5 V rail: lamps, touchscreen, RDM6300", "3.3 V → a PN532's VCC",
                "3.3 V → a BSS138 board's LV", "5 V: not used (the Pi joins it to pin 4)"):
        assert job in words
    assert words.count("GND → the ground bus") == 2
    assert not any("→ the touchscreen" in w for w in words)  # no header pin feeds it: the ribbon covers them
    assert any("LV 3.3 V (pin 1)" in w for w in words)  # the BSS138's low side has its supply


def test_a_bar_graph_lamp_draws_a_stage_for_each_of_its_pins(tmp_path):
    reference = load_pinmap()
    data = {"timers": {n: {"button": w.button, "led": list(w.leds)} for n, w in reference.timers}}
    data["timers"]["red"]["led"] = [17, 7, 8]
    pinmap = parse_pinmap(data, reference.timer_names, "box.toml")
    svg = wiring_svg(pinmap)
    words = texts(svg)
    assert {"◆ red · lamp 1/3", "◆ red · lamp 2/3", "◆ red · lamp 3/3", "GPIO7", "GPIO8"} <= set(words)
    assert "piezo" not in words
    assert drawn(svg)["bc337"] == 8 + 2 and dict((p.key, p.quantity) for p in parts_list(pinmap))["bc337"] == "8"
    assert set(drawn(svg)) <= keys(pinmap)


def test_a_map_that_takes_the_uart_pins_draws_its_parts_there_not_the_reader():
    reference = load_pinmap()
    data = {"reserved": {"pins": []},
            "timers": {n: {"button": w.button, "led": list(w.leds)} for n, w in reference.timers}}
    data["timers"]["red"]["button"] = 15
    words = texts(wiring_svg(parse_pinmap(data, reference.timer_names, "box.toml")))
    assert "card reader TX (B: level shifting)" not in words and "◆ red · button" in words


def test_the_command_writes_the_diagram(tmp_path, capsys):
    out = tmp_path / "w.svg"
    assert main(["--out", str(out)]) == 0
    assert ET.parse(out).getroot().tag == f"{SVG}svg"
