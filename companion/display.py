"""The display the box draws on, and the density its screens are drawn at (no Kivy here: `companion
doctor` and the installer name it too; ui/display.py hands it to Kivy).

Every size on the screens is in dp: one dp is a pixel of the original 7" Touch Display (800x480 px
over 154.08 x 85.92 mm, 5.19 px/mm), the display the screens were first drawn for. Another display
is drawn at the density that keeps a word and a button as many mm tall as there: Raspberry Pi's
Touch Display 2 (720x1280, used landscape at 1280x720, ~8.3 px/mm) at about 1.6. The density is
capped so the screens never get less room than they were laid out for, 800x480 dp: at most
min(width / 800, height / 480), 1.5 on that panel. A display whose size is not known (a DSI panel
has no EDID; a desktop window) gets the cap: as large as the room allows.

Where the display comes from, first found first:
  COMPANION_DISPLAY=1280x720 (or `companion run --display 1280x720`): told. `@155x87mm` or `@7in`
      after it gives the physical size; a portrait size (720x1280) is a portrait panel turned to
      landscape (rotation 90).
  on the box (SDL on KMS/DRM): the connected DRM connector (/sys/class/drm), its mode and EDID.
  elsewhere: the app's window on a desktop, 800x480.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path

REFERENCE_PX = (800, 480)            # the original 7" Touch Display: what one dp is a pixel of
REFERENCE_MM = (154.08, 85.92)       # its active area (Raspberry Pi's datasheet)
REFERENCE_PX_PER_MM = REFERENCE_PX[0] / REFERENCE_MM[0]
LEAST_DP = REFERENCE_PX              # the room every screen is laid out for, in dp
ENV = "COMPANION_DISPLAY"
DRM = Path("/sys/class/drm")
# the box's own panel first (DSI/DPI ribbon), then HDMI: SDL's first display on a Pi with both
CONNECTOR_ORDER = ("DSI", "DPI", "HDMI", "DP", "eDP", "Composite")

_SPEC = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*(?:@\s*(?:(\d+(?:\.\d+)?)\s*[xX]\s*(\d+(?:\.\d+)?)\s*mm"
                   r"|(\d+(?:\.\d+)?)\s*(?:in|\")))?\s*$")


class DisplayError(ValueError):
    """A display named by hand that cannot be one ("1280by720")."""


@dataclass(frozen=True)
class Display:
    """A display as the app lays out on it: landscape, in pixels."""

    width: int
    height: int
    mm: tuple[float, float] | None = None  # its picture's physical size (landscape), when known
    rotation: int = 0                      # degrees the picture turns from the panel's own way up
    source: str = "a window on this desktop"
    name: str = ""                         # the panel's own name (EDID), if it says one

    @property
    def density(self) -> float:
        """Pixels per dp: the reference's size in mm, never less room than 800x480 dp. Two
        decimals, rounded down (so the cap holds)."""
        cap = min(self.width / LEAST_DP[0], self.height / LEAST_DP[1])
        wanted = cap if self.px_per_mm is None else self.px_per_mm / REFERENCE_PX_PER_MM
        return max(0.01, math.floor(min(wanted, cap) * 100 + 1e-9) / 100)

    @property
    def px_per_mm(self) -> float | None:
        """Across (the reference's too: its datasheet's height gives non-square pixels)."""
        if not self.mm or self.mm[0] <= 0 or self.mm[1] <= 0:
            return None
        return self.width / self.mm[0]

    @property
    def dp_size(self) -> tuple[int, int]:
        return int(self.width / self.density), int(self.height / self.density)

    def describe(self) -> str:
        """One line for people: `companion doctor` and the installer print it."""
        size = "physical size unknown"
        if self.mm:
            inches = math.hypot(*self.mm) / 25.4
            size = f'{self.mm[0]:g}x{self.mm[1]:g} mm ({inches:.1f}")'
        dpw, dph = self.dp_size
        turned = f"rotation {self.rotation}" + (" (a portrait panel, turned landscape)" if self.rotation in (90, 270)
                                                 else "")
        name = f" {self.name}," if self.name else ""
        return (f"{self.width}x{self.height} px,{name} {size}, density {self.density:.2f} "
                f"({dpw}x{dph} dp), {turned}; from {self.source}")


def parse(spec: str, source: str = ENV) -> Display:
    """`1280x720`, `1280x720@155x87mm`, `1280x800@10.1in`; portrait (`720x1280`): turned landscape."""
    match = _SPEC.match(spec or "")
    if match is None:
        raise DisplayError(f"{source}={spec!r}: a display is WIDTHxHEIGHT in pixels, optionally @WxHmm or @Nin "
                           "(1280x720, 1280x720@155x87mm, 1280x800@10.1in)")
    w, h, mmw, mmh, inches = match.groups()
    w, h = int(w), int(h)
    if not (200 <= w <= 8192 and 200 <= h <= 8192):
        raise DisplayError(f"{source}={spec!r}: {w}x{h} px is not a screen (each side 200 to 8192)")
    mm = None
    if mmw:
        mm = (float(mmw), float(mmh))
    elif inches:
        diagonal = float(inches) * 25.4
        mm = (round(diagonal * max(w, h) / math.hypot(w, h), 1), round(diagonal * min(w, h) / math.hypot(w, h), 1))
    if mm is not None and mm[0] < mm[1] and w > h:
        mm = (mm[1], mm[0])
    rotation = 0
    if h > w:  # a portrait panel (Touch Display 2: 720x1280) drawn landscape
        w, h, rotation = h, w, 90
        if mm is not None and mm[1] > mm[0]:
            mm = (mm[1], mm[0])
    return Display(w, h, mm, rotation, source=f"{source}={spec.strip()}")


# -- the box: DRM's connectors --------------------------------------------------------------------
def edid_size(edid: bytes) -> tuple[float, float] | None:
    """The picture's size in mm from an EDID: the first detailed timing's mm, else the base
    block's cm. None for no EDID, a bad header or no size (a projector says 0)."""
    if len(edid) < 128 or edid[:8] != b"\x00\xff\xff\xff\xff\xff\xff\x00":
        return None
    dtd = edid[54:72]
    if dtd[0] or dtd[1]:  # a pixel clock: a timing descriptor, not a text one
        w = dtd[12] | (dtd[14] >> 4) << 8
        h = dtd[13] | (dtd[14] & 0x0F) << 8
        if w and h:
            return float(w), float(h)
    if edid[21] and edid[22]:
        return float(edid[21] * 10), float(edid[22] * 10)
    return None


def edid_name(edid: bytes) -> str:
    """The monitor's name descriptor (tag 0xFC), if the EDID has one."""
    if len(edid) < 128:
        return ""
    for start in (54, 72, 90, 108):
        block = edid[start:start + 18]
        if block[:3] == b"\x00\x00\x00" and block[3] == 0xFC:
            return block[5:18].split(b"\n")[0].decode("ascii", "replace").strip()
    return ""


def _connector_rank(name: str) -> tuple[int, str]:
    kind = name.split("-", 1)[-1]  # card1-DSI-1 -> DSI-1
    for i, prefix in enumerate(CONNECTOR_ORDER):
        if kind.startswith(prefix + "-"):
            return i, kind
    return len(CONNECTOR_ORDER), kind


def from_drm(root: Path = DRM) -> Display | None:
    """The first connected connector with a mode (the box's own panel before HDMI), or None."""
    if not root.is_dir():
        return None
    for connector in sorted(root.glob("card*-*"), key=lambda p: _connector_rank(p.name)):
        try:
            if (connector / "status").read_text().strip() != "connected":
                continue
            modes = (connector / "modes").read_text().split()
        except OSError:
            continue
        if not modes:
            continue
        try:
            edid = (connector / "edid").read_bytes()
        except OSError:
            edid = b""
        mode = re.match(r"(\d+)x(\d+)", modes[0])
        if mode is None:
            continue
        w, h = int(mode.group(1)), int(mode.group(2))
        mm, kind = edid_size(edid), _connector_rank(connector.name)[1]
        rotation = 0
        if h > w:
            w, h, rotation = h, w, 90
            if mm is not None:
                mm = (mm[1], mm[0])
        source = f"DRM {kind}" + ("" if edid else " (no EDID)")
        return Display(w, h, mm, rotation, source=source, name=edid_name(edid))
    return None


def on_the_box(env=os.environ) -> bool:
    """SDL draws straight on KMS/DRM (the installed service): the display is the panel itself."""
    return env.get("SDL_VIDEODRIVER") == "kmsdrm"


def find(env=os.environ, root: Path = DRM) -> Display:
    """The display the app will draw on (see the module's doc for the order)."""
    spec = env.get(ENV, "").strip()
    if spec:
        return parse(spec)
    if on_the_box(env):
        found = from_drm(root)
        if found is not None:
            return found
        return Display(*REFERENCE_PX, source="KMS/DRM, no connected display found: drawn for 800x480")
    return Display(*REFERENCE_PX)


def turned(display: Display, degrees: int) -> Display:
    """The display with the settings' turn added (screen.rotation: 180 for the other side of the table)."""
    return replace(display, rotation=(display.rotation + degrees) % 360)


def use(spec: str | None, env=os.environ) -> str | None:
    """`companion run/snapshot --display WxH`: handed to ui (through COMPANION_DISPLAY) before it
    loads. Returns why the display (told here or in the environment) cannot be used, else None."""
    try:
        if spec is not None:
            parse(spec, source="--display")
            env[ENV] = spec
        elif env.get(ENV, "").strip():
            parse(env[ENV])
    except DisplayError as exc:
        return str(exc)
    return None


def for_people(env=os.environ, root: Path = DRM, turn: int = 0) -> str:
    """What `companion doctor` and the installer say: the display the app will draw on. Run from a
    shell on the box (no SDL_VIDEODRIVER there) it still reads DRM: the panel the service draws on."""
    if env.get(ENV, "").strip():
        try:
            return turned(parse(env[ENV]), turn).describe()
        except DisplayError as exc:
            return f"cannot be used: {exc}"
    found = from_drm(root)
    if found is not None:
        return turned(found, turn).describe()
    if on_the_box(env):
        return find(env, root).describe()
    return "no panel connected to DRM: on a desktop the app opens an 800x480 window (density 1)"
