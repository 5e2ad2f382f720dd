"""The camera's tests run on the project's own generated photographs (companion/camera/testset.py):
a small set made once per session, in a temporary folder. OpenCV is the optional `camera` extra
(in the `test` extra too): without it these tests fail, never skip."""

from __future__ import annotations

import json

import pytest

import cv2  # noqa: E402,F401  (the test extra has OpenCV: a run without it fails here, it never skips)

SET_SIZE = 300  # a few hundred for the tests' time; bench/camera_reads.py reads 2,000
SET_SEED = 26


@pytest.fixture(scope="session")
def photo_set(tmp_path_factory):
    """(folder, manifest) of SET_SIZE Kites photographs, seed SET_SEED."""
    from companion.camera.testset import write

    folder = tmp_path_factory.mktemp("kites_photos")
    write("kites", SET_SIZE, SET_SEED, folder)
    return folder, json.loads((folder / "manifest.json").read_text())


@pytest.fixture(scope="session")
def kites_recognizer():
    from companion.camera import recognizer_for

    return recognizer_for("kites")
