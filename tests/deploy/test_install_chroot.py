"""deploy/install.sh where SD-card images are built, a chroot with no systemd and no udevd
running: it enables the unit and writes the rules, says why it does not reload them, and
finishes. After a run that failed halfway, the next run pays the reloads the failed one owed,
though the files they follow are by then "unchanged"."""

from __future__ import annotations

import shutil

import pytest

UNIT = "etc/systemd/system/companion.service"
RULE = "etc/udev/rules.d/90-table-companion.rules"


def test_in_a_chroot_it_enables_without_reloading_and_says_so(box):
    run, root, state = box
    shutil.rmtree(root / "run")  # nothing running: a chroot or an image build
    out, calls = run()
    assert "udevd is not running (a chroot or an image build)" in out
    assert "systemd is not running (a chroot or an image build)" in out
    assert not calls.started("udevadm") and not calls.started("systemctl daemon-reload")
    assert calls.started(f"systemctl --root={root} enable companion.service")  # offline, on the files
    assert calls.started(f"systemctl --root={root} disable getty@tty1.service")
    assert (state / "target").read_text().strip() == "multi-user.target"
    assert (root / UNIT).exists() and (root / RULE).exists()
    assert not list((root / "etc/table-companion").glob("owed-*"))  # the first boot loads them

    out, calls = run()  # and again: nothing left to do
    assert "writing" not in out and not calls.started("udevadm")

    out, calls = run("--uninstall")
    assert calls.started(f"systemctl --root={root} disable companion.service")
    assert not calls.started("systemctl disable --now") and not calls.started("udevadm")
    assert not (root / UNIT).exists() and not (root / RULE).exists()
    assert (state / "target").read_text().strip() == "graphical.target"


@pytest.mark.parametrize("failing, follows, owed", [
    ("udevadm control --reload-rules", RULE, ["udevadm control --reload-rules", "udevadm trigger"]),
    ("systemctl daemon-reload", UNIT, ["systemctl daemon-reload"]),
])
def test_a_run_after_a_failed_one_pays_the_reloads_it_owed(box, failing, follows, owed):
    run, root, state = box
    (state / "fail").write_text(failing)
    run(ok=False)
    out, calls = run()
    assert f"unchanged: {root}/{follows}" in out  # written by the failed run
    for line in owed:
        assert calls.started(line), f"the second run did not pay {line}"
    out, calls = run()  # paid: the third run owes nothing
    for line in owed:
        assert not calls.started(line)
