"""The card reader's serial port on a Raspberry Pi: which UART is wired to GPIO14/15 on this
model, and whether the serial console or Bluetooth still holds it; `companion doctor` prints it.

Everything is read from files under a root folder (/ on the box, a made-up one in tests):
/proc/device-tree/model (the model), /proc/cmdline (the running kernel's console),
/boot/firmware/cmdline.txt and config.txt (or /boot/... before Bookworm: the next boot), and the
/dev/serial0 and /dev/serial1 links Raspberry Pi OS makes (serial0: the primary UART, on GPIO14/15
on every model before the Pi 5; serial1: the Bluetooth one). docs/install.md has the table.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO

# Model names (the start of /proc/device-tree/model) whose PL011 UART (ttyAMA0) goes to the
# Bluetooth chip unless config.txt moves it: GPIO14/15 then get the mini UART (ttyS0).
BLUETOOTH_ON_PL011 = ("Raspberry Pi 3 Model B", "Raspberry Pi 3 Model A Plus", "Raspberry Pi 4",
                      "Raspberry Pi 400", "Raspberry Pi Zero W", "Raspberry Pi Zero 2 W",
                      "Raspberry Pi Compute Module 4")
# The Pi 5 family: GPIO14/15 are UART0 (ttyAMA0) once `dtparam=uart0=on`; serial0 is the UART on
# the three-pin debug connector (ttyAMA10).
PI5 = ("Raspberry Pi 5", "Raspberry Pi 500", "Raspberry Pi Compute Module 5")
PROBE_SECONDS = 3.0  # how long the doctor waits for a PN532 to give its firmware version


@dataclass(frozen=True)
class Finding:
    level: str  # ok | warn | info
    text: str


@dataclass(frozen=True)
class Pi:
    """What the files under `root` say about this Pi's UARTs."""

    root: Path
    model: str

    @property
    def pi5(self) -> bool:
        return self.model.startswith(PI5)

    @property
    def bluetooth_on_pl011(self) -> bool:
        return self.model.startswith(BLUETOOTH_ON_PL011)

    def link(self, name: str) -> str | None:
        """/dev/NAME -> the tty it names ("ttyS0"), following links; None if it is not there."""
        path = self.root / "dev" / name
        for _ in range(8):  # serial0 -> ttyS0; a loop of links gives up
            if not path.is_symlink():
                break
            path = self.root / "dev" / Path(os.readlink(path)).name
        return path.name if path.exists() else None

    def gpio_uart(self) -> str | None:
        """The tty on GPIO14/15 now, or None if no UART is switched on there."""
        if self.pi5:
            return "ttyAMA0" if (self.root / "dev" / "ttyAMA0").exists() else None
        return self.link("serial0")

    def what_is(self, tty: str) -> str:
        """In words, what a tty that is not the GPIO UART is on this model."""
        if self.pi5 and tty == "ttyAMA10":
            return "the UART of the three-pin debug connector, not GPIO14/15"
        if tty == self.link("serial1") or (self.bluetooth_on_pl011 and tty == "ttyAMA0"):
            return "the Bluetooth chip's UART"
        return "not the UART on GPIO14/15"

    def boot_file(self, name: str) -> Path:
        firmware = self.root / "boot" / "firmware" / name
        return firmware if firmware.exists() else self.root / "boot" / name

    def consoles(self, cmdline: Path) -> list[str]:
        """The ttys a kernel command line puts a console on (serial0 resolved)."""
        try:
            words = cmdline.read_text(encoding="utf-8", errors="replace").split()
        except OSError:
            return []
        names = [w.split("=", 1)[1].split(",", 1)[0] for w in words if w.startswith("console=")]
        return [self.link(n) or n if n.startswith("serial") else n for n in names]


def read_pi(root: Path) -> Pi | None:
    try:
        model = (root / "proc" / "device-tree" / "model").read_bytes().rstrip(b"\0").decode("utf-8", "replace")
    except OSError:
        return None
    return Pi(root, model.strip()) if model.startswith("Raspberry Pi") else None


def uart_findings(root: Path, port: str | None) -> list[Finding]:
    """What stands between `port` (the reader.port setting) and a reader on GPIO14/15."""
    pi = read_pi(root)
    if pi is None:
        return [Finding("info", "not a Raspberry Pi (no model in /proc/device-tree/model): no UART to check")]
    found: list[Finding] = []
    uart = pi.gpio_uart()
    config = pi.boot_file("config.txt")
    if uart is None:
        line = "dtparam=uart0=on" if pi.pi5 else "enable_uart=1"
        pending = line in _lines(config)
        found.append(Finding("warn", f"no UART is switched on at GPIO14/15 on this {pi.model}: "
                             + ("it is set in config.txt: reboot" if pending else
                                f"{line} in {config} (sudo deploy/install.sh sets it), then reboot")))
    else:
        cmdline = pi.boot_file("cmdline.txt")
        if uart in pi.consoles(cmdline):
            found.append(Finding("warn", f"the serial console still owns {uart} (console= in {cmdline}): the "
                                 "reader's bytes would go to a login prompt. Turn it off with "
                                 "sudo raspi-config nonint do_serial_cons 1 (or sudo deploy/install.sh), then reboot"))
        elif uart in pi.consoles(root / "proc" / "cmdline"):
            found.append(Finding("warn", f"the serial console is off from the next boot but still owns {uart} now: reboot"))
        if pi.bluetooth_on_pl011 and uart == "ttyS0":
            moved = any(line.startswith(("dtoverlay=disable-bt", "dtoverlay=miniuart-bt")) for line in _lines(config))
            found.append(Finding("info", f"GPIO14/15 have the mini UART (ttyS0): Bluetooth holds the PL011 (ttyAMA0)"
                                 + ("; config.txt moves it at the next boot: reboot" if moved else
                                    "; it reads an RDM6300 at 9600 baud, but dtoverlay=disable-bt (as "
                                    "deploy/install.sh sets) gives the reader the steadier PL011")))
    found += _port_findings(pi, uart, port)
    return found


def _port_findings(pi: Pi, uart: str | None, port: str | None) -> list[Finding]:
    if not port:
        return []
    if "://" in port or Path(port).name.startswith(("ttyUSB", "ttyACM")) or "/serial/by-id/" in port:
        return [Finding("info", f"reader.port {port} is not a UART on the header: nothing to check there")]
    relative = port[len("/dev/"):] if port.startswith("/dev/") else None
    tty = pi.link(relative) if relative else None
    if tty is None:
        return [Finding("warn", f"reader.port {port} does not exist on this Pi")]
    if uart is not None and tty == uart:
        return [Finding("ok", f"reader.port {port} is the GPIO14/15 UART ({tty}) on this {pi.model}")]
    right = "/dev/ttyAMA0" if pi.pi5 else "/dev/serial0"
    return [Finding("warn", f"reader.port {port} is {tty}, {pi.what_is(tty)}, on this {pi.model}: "
                    f"set reader.port = \"{right}\" (docs/install.md, the reader's serial port)")]


def _lines(path: Path) -> list[str]:
    try:
        return [line.strip() for line in path.read_text(encoding="utf-8", errors="replace").splitlines()]
    except OSError:
        return []


def probe_pn532(port: str, seconds: float = PROBE_SECONDS) -> Finding:
    """Open the port as the app does and wait for the board to give its firmware version."""
    import time

    from hardware.readers import Reader

    with Reader(port, "pn532", backoff=(0.1, 0.5)) as reader:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and reader.status.device is None:
            time.sleep(0.02)
        status = reader.status
    if status.device:
        return Finding("ok", f"{status.device} answers on {port}")
    why = f" ({status.error})" if status.error else ""
    return Finding("warn", f"no PN532 answered on {port} in {seconds:g} s{why}: check its TX to GPIO15 and its "
                   "RX to GPIO14, its mode switches (HSU: both off) and its 3.3 V supply (docs/build-guide.md)")


def check_reader(out: IO[str], root: Path, port: str | None, protocol: str) -> int:
    """Print the reader's section of the doctor; returns how many warnings it gave."""
    print("\nCard reader:", file=out)
    if protocol == "none" or not port:
        print("  info  none set (reader.port, reader.protocol): every card is entered by touch", file=out)
        return 0
    print(f"  info  {protocol} on {port}", file=out)
    found = uart_findings(root, port)
    if protocol == "pn532":
        found.append(probe_pn532(port))
    elif protocol == "rdm6300":
        found.append(Finding("info", "an RDM6300 only speaks when a card is near: "
                             "companion doctor --interactive reads one"))
    for finding in found:
        print(f"  {finding.level:<6}{finding.text}", file=out)
    return sum(f.level == "warn" for f in found)


def report_reader(out: IO[str], root: Path = Path("/")) -> int:
    """The doctor's one call: the settings' reader, checked on this machine."""
    from companion.config import ConfigError, load_config

    try:
        config = load_config()
    except ConfigError as exc:
        print(f"\nCard reader:\n  warn  settings: {exc}", file=out)
        return 1
    return check_reader(out, root, config["reader.port"], config["reader.protocol"])
