"""`companion labels GAME --out FILE`: one QR label per physical card, each with its name."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import segno

from companion.kites.catalog import kites_catalog
from companion.cards.labels import CODE_MM, _qr_path
from companion.cli import main

SVG = "{http://www.w3.org/2000/svg}"


def test_kites_labels_hold_one_qr_per_card_with_its_name(tmp_path, capsys):
    out = tmp_path / "kites.svg"
    assert main(["labels", "kites", "--out", str(out)]) == 0
    root = ET.parse(out).getroot()
    labels = root.iter(f"{SVG}g")
    cells = [g for g in labels if g.get("class") == "label"]
    deck = kites_catalog()
    assert len(cells) == sum(deck.values()) == 65  # 53 kite cards + 12 challenge cards
    codes = [g.get("data-code") for g in cells]
    for card, copies in deck.items():
        assert codes.count(f"kites:{card}") == copies
    by_code = {g.get("data-code"): g for g in cells}
    red_blue = by_code["kites:red+blue"]
    assert [t.text for t in red_blue.iter(f"{SVG}text")] == ["Red + Blue", "kites:red+blue"]
    assert [t.text for t in by_code["kites:crossed_lines"].iter(f"{SVG}text")][0] == "Crossed lines"
    # the drawn modules are the QR of the code itself (what a scanner reads back)
    path = next(p for p in red_blue.iter(f"{SVG}path") if p.get("class") == "qr").get("d")
    dark = sum(sum(1 for m in row if m) for row in segno.make("kites:red+blue", error="m", micro=False).matrix)
    assert path.count("M") == dark
    # three A4 pages of 30, cut marks on each
    assert len([g for g in root.iter(f"{SVG}g") if g.get("class") == "page"]) == 3
    assert root.get("width") == "210.0mm"
    assert "65 labels on 3 A4 page(s)" in capsys.readouterr().err


def test_codes_are_25_mm_and_a_game_without_a_catalog_is_refused(tmp_path, capsys):
    xs = [float(v) for v in re.findall(r"M([\d.]+),", _qr_path("kites:red", 10.0, 0.0, CODE_MM))]
    assert min(xs) == 10.0 and round(max(xs) - min(xs) + CODE_MM / 21, 3) == CODE_MM
    assert main(["labels", "chess", "--out", str(tmp_path / "x.svg")]) == 2
    assert "no card catalog for 'chess'" in capsys.readouterr().err
    assert not (tmp_path / "x.svg").exists()


def test_a_pdf_has_one_a4_page_per_30_labels(tmp_path):
    out = tmp_path / "kites.pdf"
    assert main(["labels", "kites", "--out", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page[^s]", data)) == 3
