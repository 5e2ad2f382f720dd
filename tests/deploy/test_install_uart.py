"""deploy/install.sh sets up the card reader's UART per model, in boot files under --root: the
UART on GPIO14/15, the serial console off it, Bluetooth off the PL011 where it sits; a second
run changes nothing; the uninstall takes the settings back out; no Pi firmware, no change."""

from __future__ import annotations

from pathlib import Path

import pytest


CMDLINE = "console=serial0,115200 console=tty1 root=PARTUUID=1234-02 rootfstype=ext4 fsck.repair=yes rootwait"
STOCK = "# For more options and information see\n# http://rptl.io/configtxt\ndtparam=audio=on\n\n[cm4]\notg_mode=1\n"


def firmware(root: Path, model: str) -> Path:
    (root / "proc/device-tree").mkdir(parents=True)
    (root / "proc/device-tree/model").write_bytes(model.encode() + b"\0")
    boot = root / "boot/firmware"
    boot.mkdir(parents=True)
    (boot / "config.txt").write_text(STOCK)
    (boot / "cmdline.txt").write_text(CMDLINE + "\n")
    return boot


@pytest.mark.parametrize("model", ["Raspberry Pi 4 Model B Rev 1.5", "Raspberry Pi 3 Model B Plus Rev 1.3",
                                   "Raspberry Pi Zero 2 W Rev 1.0"])
def test_bluetooth_models_get_the_pl011_on_the_pins_and_no_console(box, model):  # noqa: F811
    run, root, _ = box
    boot = firmware(root, model)
    out, calls = run()
    config = (boot / "config.txt").read_text()
    assert config.startswith(STOCK)  # the Pi's own lines stay, the block goes at the end under [all]
    assert config.endswith("[all]\nenable_uart=1\ndtoverlay=disable-bt\n# end of Table Companion's UART settings\n")
    assert (boot / "cmdline.txt").read_text() == CMDLINE.replace("console=serial0,115200 ", "") + "\n"
    assert "systemctl disable hciuart.service" in calls
    assert "reboot for the serial port to change" in out

    out, calls = run()  # again: nothing to do
    assert (boot / "config.txt").read_text() == config
    assert f"unchanged: {boot}/config.txt" in out and f"unchanged: {boot}/cmdline.txt" in out
    assert "reboot for the serial port" not in out

    run("--uninstall")
    assert (boot / "config.txt").read_text() == STOCK
    assert (boot / "cmdline.txt").read_text() == CMDLINE.replace("console=serial0,115200 ", "") + "\n"


def test_a_pi_5_gets_uart0_and_keeps_its_debug_console(box):  # noqa: F811
    run, root, _ = box
    boot = firmware(root, "Raspberry Pi 5 Model B Rev 1.0")
    (boot / "cmdline.txt").write_text("console=ttyAMA0,115200 " + CMDLINE + "\n")
    _, calls = run()
    assert (boot / "config.txt").read_text().endswith("[all]\ndtparam=uart0=on\n# end of Table Companion's UART settings\n")
    assert (boot / "cmdline.txt").read_text() == CMDLINE + "\n"  # console=serial0 is the debug connector there
    assert not any("hciuart" in c for c in calls)


def test_without_pi_firmware_it_says_so_and_changes_nothing(box):  # noqa: F811
    run, root, _ = box
    out, _ = run()
    assert "skipped: no Raspberry Pi firmware here (a chroot or a rehearsal)" in out
    assert not (root / "boot").exists()
