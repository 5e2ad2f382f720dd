"""The reader's UART per Raspberry Pi model, read from a made-up root folder the way the doctor
reads / on the box: the model, the kernel command lines, config.txt and the /dev/serial links."""

from __future__ import annotations

import io
import os
from pathlib import Path

import pytest

from hardware.readers.peers import Pn532Board, SocketPeer
from hardware.uart import check_reader, uart_findings

PI4 = "Raspberry Pi 4 Model B Rev 1.5"
PI3 = "Raspberry Pi 3 Model B Plus Rev 1.3"
ZERO2 = "Raspberry Pi Zero 2 W Rev 1.0"
PI5 = "Raspberry Pi 5 Model B Rev 1.0"
CONSOLE = "console=serial0,115200 console=tty1 root=PARTUUID=1234-02 rootfstype=ext4 fsck.repair=yes rootwait"
QUIET = "console=tty1 root=PARTUUID=1234-02 rootfstype=ext4 fsck.repair=yes rootwait"


def a_pi(root: Path, model: str, serial0: str | None, serial1: str | None = None, cmdline: str = QUIET,
         config: str = "", ttys: tuple[str, ...] = ("ttyS0", "ttyAMA0"), running: str | None = None) -> Path:
    (root / "proc" / "device-tree").mkdir(parents=True)
    (root / "proc" / "device-tree" / "model").write_bytes(model.encode() + b"\0")
    (root / "proc" / "cmdline").write_text(running if running is not None else cmdline)
    (root / "boot" / "firmware").mkdir(parents=True)
    (root / "boot" / "firmware" / "cmdline.txt").write_text(cmdline + "\n")
    (root / "boot" / "firmware" / "config.txt").write_text(config)
    (root / "dev").mkdir()
    for tty in ttys:
        (root / "dev" / tty).write_text("")
    for name, target in (("serial0", serial0), ("serial1", serial1)):
        if target:
            os.symlink(target, root / "dev" / name)
    return root


def levels(found, level: str) -> list[str]:
    return [f.text for f in found if f.level == level]


@pytest.mark.parametrize("model", [PI4, PI3, ZERO2])
def test_after_the_installer_the_pl011_is_on_gpio14_15_and_both_names_are_right(tmp_path, model):
    root = a_pi(tmp_path, model, serial0="ttyAMA0", serial1="ttyS0", config="[all]\nenable_uart=1\ndtoverlay=disable-bt\n")
    for port in ("/dev/serial0", "/dev/ttyAMA0"):
        found = uart_findings(root, port)
        assert levels(found, "warn") == []
        assert levels(found, "ok") == [f"reader.port {port} is the GPIO14/15 UART (ttyAMA0) on this {model}"]


@pytest.mark.parametrize("model", [PI4, PI3, ZERO2])
def test_ttyama0_is_the_bluetooth_uart_while_bluetooth_keeps_it(tmp_path, model):
    root = a_pi(tmp_path, model, serial0="ttyS0", serial1="ttyAMA0", config="enable_uart=1\n")
    found = uart_findings(root, "/dev/ttyAMA0")
    assert any("is ttyAMA0, the Bluetooth chip's UART" in w and 'reader.port = "/dev/serial0"' in w
               for w in levels(found, "warn"))
    assert any("mini UART (ttyS0)" in i and "disable-bt" in i for i in levels(found, "info"))
    assert levels(uart_findings(root, "/dev/serial0"), "ok")  # serial0 is the mini UART on the pins: it reads


def test_on_a_pi_5_serial0_is_the_debug_connector_and_ttyama0_the_pins(tmp_path):
    root = a_pi(tmp_path, PI5, serial0="ttyAMA10", ttys=("ttyAMA10", "ttyAMA0"), config="dtparam=uart0=on\n")
    wrong = uart_findings(root, "/dev/serial0")
    assert any("is ttyAMA10, the UART of the three-pin debug connector" in w and '"/dev/ttyAMA0"' in w
               for w in levels(wrong, "warn"))
    right = uart_findings(root, "/dev/ttyAMA0")
    assert levels(right, "warn") == [] and levels(right, "ok")
    # console=serial0 on a Pi 5 is the debug connector's console: it does not hold the reader's pins
    with_console = a_pi(tmp_path / "b", PI5, serial0="ttyAMA10", ttys=("ttyAMA10", "ttyAMA0"), cmdline=CONSOLE)
    assert levels(uart_findings(with_console, "/dev/ttyAMA0"), "warn") == []


def test_a_pi_5_without_uart0_is_told_the_line_and_the_reboot(tmp_path):
    off = a_pi(tmp_path / "off", PI5, serial0="ttyAMA10", ttys=("ttyAMA10",))
    assert any("dtparam=uart0=on in" in w and "then reboot" in w for w in levels(uart_findings(off, "/dev/ttyAMA0"), "warn"))
    pending = a_pi(tmp_path / "set", PI5, serial0="ttyAMA10", ttys=("ttyAMA10",), config="[all]\ndtparam=uart0=on\n")
    assert any("it is set in config.txt: reboot" in w for w in levels(uart_findings(pending, "/dev/ttyAMA0"), "warn"))


def test_the_serial_console_on_the_readers_uart_is_a_warning_with_the_fix(tmp_path):
    root = a_pi(tmp_path, PI4, serial0="ttyAMA0", serial1="ttyS0", cmdline=CONSOLE)
    warnings = levels(uart_findings(root, "/dev/serial0"), "warn")
    assert any("the serial console still owns ttyAMA0" in w and "do_serial_cons 1" in w and "reboot" in w
               for w in warnings)


def test_a_console_switched_off_for_the_next_boot_asks_for_the_reboot(tmp_path):
    root = a_pi(tmp_path, PI3, serial0="ttyS0", serial1="ttyAMA0", cmdline=QUIET,
                running="coherent_pool=1M console=ttyS0,115200 console=tty1 root=PARTUUID=1234-02")
    assert any("off from the next boot but still owns ttyS0 now: reboot" in w
               for w in levels(uart_findings(root, "/dev/serial0"), "warn"))


def test_no_uart_at_all_says_enable_uart(tmp_path):
    root = a_pi(tmp_path, ZERO2, serial0=None, serial1="ttyAMA0")
    assert any("enable_uart=1 in" in w for w in levels(uart_findings(root, "/dev/serial0"), "warn"))


def test_usb_readers_urls_and_other_machines_are_not_checked(tmp_path):
    root = a_pi(tmp_path, PI4, serial0="ttyAMA0", serial1="ttyS0")
    for port in ("/dev/ttyUSB0", "/dev/serial/by-id/usb-1a86_USB_Serial-if00-port0", "socket://127.0.0.1:7000"):
        assert levels(uart_findings(root, port), "warn") == []
    assert levels(uart_findings(tmp_path / "laptop", "/dev/ttyAMA0"), "info")[0].startswith("not a Raspberry Pi")


def test_the_doctor_says_a_pn532_is_there_and_its_firmware(tmp_path):
    peer = SocketPeer(Pn532Board())
    try:
        out = io.StringIO()
        assert check_reader(out, tmp_path, peer.url, "pn532") == 0
    finally:
        peer.close()
    assert f"ok    PN532 firmware 1.6 answers on {peer.url}" in out.getvalue()


def test_the_doctor_warns_when_no_pn532_answers(tmp_path):
    peer = SocketPeer()  # something on the line that never answers
    try:
        out = io.StringIO()
        assert check_reader(out, tmp_path, peer.url, "pn532") == 1
    finally:
        peer.close()
    assert "no PN532 answered" in out.getvalue() and "mode switches (HSU: both off)" in out.getvalue()


def test_companion_doctor_has_the_reader_section(monkeypatch, tmp_path):
    from hardware.doctor import doctor

    monkeypatch.setenv("COMPANION_CONFIG", str(tmp_path / "none.toml"))
    out = io.StringIO()
    assert doctor(None, out) == 0
    assert "Card reader:\n  info  none set" in out.getvalue()
