"""The stripboard layout as a maker prints it (issue 25): `companion wiring --layout` writes a PDF
of two A4 pages at 1:1 (the parts side; the copper side mirrored, with every cut) and the same
pages as SVG; docs/ holds the reference wiring's."""

from __future__ import annotations

import re
from pathlib import Path

from companion.cli import main
from hardware.drawing import svg
from hardware.pinmap import load_pinmap, reference_path
from hardware.stripboard import layout
from hardware.stripboard_drawing import CUT, FILES, P, pages

DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_docs_hold_the_reference_layout():
    front, back = pages(layout(load_pinmap()), "reference wiring")
    assert (DOCS / FILES[0]).read_text(encoding="utf-8") == svg(front), "python -m hardware.stripboard_drawing"
    assert (DOCS / FILES[1]).read_text(encoding="utf-8") == svg(back), "python -m hardware.stripboard_drawing"


def test_the_pages_are_a4_at_one_to_one():
    board = layout(load_pinmap())
    for page in pages(board, "reference wiring"):
        text = svg(page)
        assert text.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297"')
        outline = next(s for s in page.shapes if s[0] == "rect" and s[5] == "#fbf6ee")
        assert round(outline[3], 3) == round(board.columns * P, 3) == round(board.columns * 2.54, 3)  # mm on paper
        assert round(outline[4], 3) == round(board.rows * 2.54, 3)
    pdf = (DOCS / FILES[2]).read_bytes()
    assert pdf.startswith(b"%PDF") and b"/Count 2" in pdf
    assert b"/MediaBox [0 0 595.28 841.89]" in pdf  # A4 in points: the mm drawing lands at its size


def test_the_copper_page_draws_every_cut():
    board = layout(load_pinmap())
    _, back = pages(board, "reference wiring")
    red = [s for s in back.shapes if s[0] == "line" and s[5] == CUT]
    holes = sum(not c.between for c in board.cuts)
    knives = sum(c.between for c in board.cuts)
    assert knives == 20 and len(red) == 2 * holes + knives
    words = " ".join(s[3] for s in back.shapes if s[0] == "text")
    assert "COPPER side (mirrored)" in words and f"{holes} track cuts" in words and "20 knife cuts" in words


def test_the_parts_page_names_each_strips_job_and_every_wire():
    board = layout(load_pinmap())
    front, _ = pages(board, "reference wiring")
    words = [s[3] for s in front.shapes if s[0] == "text"]
    assert "pin 11 GPIO17: red lamp" in words and "pin 4 5V: to the 5 V rail" in words
    assert "12 V (12 V lamps only)" in words and "empty: keeps 12 V off the 5 V rail" in words
    wires = [p.part.ref for p in board.placed if p.part.kind == "wire"]
    for ref in wires:
        assert any(w.startswith(f"{ref}  to ") for w in words), ref
    assert "W44  to the touchscreen's red 5 V lead" in words
    assert "pin 26 GPIO7: camera ring" in words and "W35  to the camera ring's (-) lead" in words


def test_companion_wiring_layout_writes_the_pdf_and_both_pages(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "missing.toml"))
    out = tmp_path / "board"
    assert main(["wiring", "--layout", "--out", str(out), "--pins", str(reference_path())]) == 0
    printed = capsys.readouterr().out
    assert [Path(p).name for p in re.findall(r"^(\S+\.(?:svg|pdf))$", printed, re.M)] == list(FILES)
    assert "at 100 %" in printed
    assert (out / "stripboard.pdf").read_bytes().startswith(b"%PDF")
    drawn = (out / "stripboard-parts.svg").read_text(encoding="utf-8")
    assert f"pin map: {reference_path()}" in drawn  # says which map it was drawn from
    assert drawn.replace(str(reference_path()), "reference wiring") == (DOCS / FILES[0]).read_text(encoding="utf-8")


def test_companion_wiring_without_out_or_layout_says_what_to_give(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "missing.toml"))
    assert main(["wiring", "--pins", str(reference_path())]) == 2
    assert "--layout" in capsys.readouterr().err
