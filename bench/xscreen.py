"""The X display seen and touched from this process, through libX11 and libXtst (ctypes: no
Python package needed): a rectangle's pixels read back (XGetImage on the root window, what the X
server shows now) and a finger sent as XTest events, the same requests xdotool sends, timed here
to the microsecond instead of behind a process start-up."""

from __future__ import annotations

import ctypes
import ctypes.util
import zlib

ZPIXMAP = 2
ALL_PLANES = ctypes.c_ulong(~0 & 0xFFFFFFFFFFFFFFFF)


class _XImage(ctypes.Structure):
    pass


_DESTROY = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(_XImage))
_XImage._fields_ = [
    ("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int), ("format", ctypes.c_int),
    ("data", ctypes.POINTER(ctypes.c_char)), ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
    ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
    ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int),
    ("red_mask", ctypes.c_ulong), ("green_mask", ctypes.c_ulong), ("blue_mask", ctypes.c_ulong),
    ("obdata", ctypes.c_char_p),
    ("create_image", ctypes.c_void_p), ("destroy_image", _DESTROY), ("get_pixel", ctypes.c_void_p),
    ("put_pixel", ctypes.c_void_p), ("sub_image", ctypes.c_void_p), ("add_pixel", ctypes.c_void_p),
]


def _lib(name: str) -> ctypes.CDLL:
    path = ctypes.util.find_library(name)
    if path is None:
        raise RuntimeError(f"lib{name} not found: apt-get install lib{name.lower()}6 (it comes with xdotool)")
    return ctypes.CDLL(path)


class XScreen:
    """One connection to the display named `name` (":140"...)."""

    def __init__(self, name: str):
        self.x11, self.xtst = _lib("X11"), _lib("Xtst")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XDefaultRootWindow.restype = ctypes.c_ulong
        self.x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self.x11.XGetImage.restype = ctypes.POINTER(_XImage)
        self.x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                       ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.xtst.XTestFakeButtonEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeMotionEvent.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int,
                                                   ctypes.c_ulong]
        self.name = name
        self.dpy = self.x11.XOpenDisplay(name.encode())
        if not self.dpy:
            raise RuntimeError(f"cannot open the X display {name}")
        self.root = self.x11.XDefaultRootWindow(self.dpy)

    def grab(self, x: int, y: int, w: int, h: int) -> bytes:
        """The rectangle's pixels as the X server has them now (a round trip: the server answers
        after every request sent before it, the app's last swap included)."""
        image = self.x11.XGetImage(self.dpy, self.root, x, y, w, h, ALL_PLANES, ZPIXMAP)
        if not image:
            raise RuntimeError(f"XGetImage {x},{y} {w}x{h} failed")
        try:
            return ctypes.string_at(image.contents.data, image.contents.bytes_per_line * h)
        finally:
            image.contents.destroy_image(image)

    def crc(self, rect: tuple[int, int, int, int]) -> int:
        return zlib.crc32(self.grab(*rect))

    def move(self, x: int, y: int) -> None:
        self.xtst.XTestFakeMotionEvent(self.dpy, -1, x, y, 0)
        self.x11.XSync(self.dpy, 0)

    def button(self, down: bool) -> None:
        """Button 1 down or up, sent and in the server's hands when this returns."""
        self.xtst.XTestFakeButtonEvent(self.dpy, 1, 1 if down else 0, 0)
        self.x11.XSync(self.dpy, 0)

    def close(self) -> None:
        if self.dpy:
            self.x11.XCloseDisplay(self.dpy)
            self.dpy = None
