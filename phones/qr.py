"""A seat's join code: its link as a QR code (segno), as PNG bytes for the box's private hold."""

from __future__ import annotations

import io

import segno


def qr_png(link: str, scale: int = 8) -> bytes:
    """The link as a black-on-white QR code with a quiet zone phones' cameras read at arm's length."""
    code = segno.make(link, error="m", micro=False)
    out = io.BytesIO()
    code.save(out, kind="png", scale=scale, border=4, dark="black", light="white")
    return out.getvalue()
