"""Compare two folders of screen PNGs by their decoded pixels: python3 compare_screens.py WANT GOT

Every PNG in GOT must have a twin in WANT with the same size and the same RGB pixels, but for
what arm64's llvmpipe rasterizes differently from x86's: a shade off by at most SHADE steps
anywhere, and at most EDGE_SHARE of the pixels (antialiased edges of lines and glyphs) off by
more. Anything beyond that (a missing widget, other words, a moved button) is a difference; for
each it says where (the bounding box) and by how much (the largest channel step), so a real
rendering difference can be told from a broken screen. Exit status 1 if any differ.
Needs Pillow (Debian's python3-pil in the rehearsal root).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageChops

SHADE = 2  # channel steps (of 255) that count as the same colour
EDGE_SHARE = 0.005  # of a screen's pixels: an 800x480 screen may have 1,920 edge pixels shaded otherwise


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
            count = sum(1 for px in diff.getdata() if max(px) > SHADE)
            if count > EDGE_SHARE * a.size[0] * a.size[1]:
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
