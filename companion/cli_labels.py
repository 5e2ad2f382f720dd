"""`companion labels GAME --out FILE`: a printable sheet of QR codes for a deck without tags."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(subparsers) -> None:
    labels = subparsers.add_parser("labels", help="print QR labels (SVG or PDF) for a game's cards")
    labels.add_argument("game", help="the game whose cards to print, by its id (kites, kittens, ...)")
    labels.add_argument("--out", type=Path, required=True, help="FILE.svg (all pages) or FILE.pdf (A4 pages)")
    labels.set_defaults(handler=cmd_labels)


def cmd_labels(args: argparse.Namespace) -> int:
    from companion.cards.labels import labels_for, pages, sheet_svg, write_pdf

    try:
        labels = labels_for(args.game)
    except ValueError as exc:
        print(f"labels: {exc}", file=sys.stderr)
        return 2
    try:
        if args.out.suffix.lower() == ".pdf":
            write_pdf(labels, args.out)
        else:
            args.out.write_text(sheet_svg(labels), encoding="utf-8")
    except (OSError, RuntimeError) as exc:
        print(f"labels: cannot write {args.out}: {exc}", file=sys.stderr)
        return 1
    print(f"{len(labels)} labels on {len(pages(labels))} A4 page(s): {args.out}", file=sys.stderr)
    return 0
