"""The card reader's status in words (connected, retrying, not found, the last read and what it
did), for every screen: a small muted line that takes no room when there is nothing to say (no
reader configured and nothing scanned yet), so a table without a scanner sees no change.

A camera says its name and what it is doing in the same line ("Camera /dev/video0: reading Kites
cards", "...: hold it still", "...: not sure: red+blue or red?"; after a read, "Camera /dev/video0
· played Red + Blue, 2 s ago": hardware/readers/camera.py `CameraStatus`), short enough for the
two lines a board gives it.

The app keeps the words in `CompanionApp.reader_status`, computed once a frame from
`ui.scanning.Scanning.status_line`; each screen only places a `ReaderStatus` where it has room and
sets how wide it may grow (`room`).
"""

from __future__ import annotations

from pathlib import Path

from kivy.lang import Builder
from kivy.properties import NumericProperty
from kivy.uix.label import Label
from kivy.metrics import dp, sp

Builder.load_file(str(Path(__file__).with_suffix(".kv")))


class ReaderStatus(Label):
    room = NumericProperty(dp(280))  # its width while it has something to say (0 otherwise)
