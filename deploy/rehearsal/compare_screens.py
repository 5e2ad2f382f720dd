"""Compare two folders of screen PNGs by their decoded pixels: python3 compare_screens.py WANT GOT

Every PNG in GOT must have a twin in WANT with the same size and the same RGB pixels; for each
one that differs it says where (the bounding box) and by how much (the largest channel step),
so a real rendering difference can be told from a broken screen. Exit status 1 if any differ.
Needs Pillow (Debian's python3-pil in the rehearsal root).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageChops


def compare(want: Path, got: Path) -> list[str]:
    problems = []
    for shot in sorted(got.glob("*.png")):
        twin = want / shot.name
        if not twin.exists():
            problems.append(f"{shot.name}: not in {want}")
            continue
        a, b = Image.open(twin).convert("RGBA"), Image.open(shot).convert("RGBA")
        if a.size != b.size:
            problems.append(f"{shot.name}: {b.size[0]}x{b.size[1]}, not {a.size[0]}x{a.size[1]}")
            continue
        # RGB: an RGBA image's getbbox looks at the alpha channel alone, which a screenshot never
        # changes (a difference in colour would pass unseen)
        diff = ImageChops.difference(a.convert("RGB"), b.convert("RGB"))
        box = diff.getbbox()
        if box:
            step = max(high for _, high in diff.getextrema())
            count = sum(1 for px in diff.getdata() if any(px))
            problems.append(f"{shot.name}: {count} pixels differ in {box}, by up to {step}/255")
    return problems


def main(argv: list[str]) -> int:
    want, got = Path(argv[0]), Path(argv[1])
    problems = compare(want, got)
    for line in problems:
        print(f"    {line}")
    print(f"    {len(list(got.glob('*.png'))) - len(problems)} screens identical, {len(problems)} differ")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
