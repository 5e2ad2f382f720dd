"""The box announced by mDNS with the real zeroconf library, resolved back by zeroconf's own
browser and lookups (a second Zeroconf on the same interface: what a phone's resolver asks)."""

from __future__ import annotations

import socket
import threading

from zeroconf import AddressResolverIPv4, IPVersion, ServiceBrowser, ServiceListener, Zeroconf

from companion.config import parse_config, show
from companion.cli_devices import open_phones
from phones.mdns import HOST_NAME, SERVICE_NAME, SERVICE_TYPE, Announcement

LOOPBACK = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((LOOPBACK, 0))
        return probe.getsockname()[1]


class Seen(ServiceListener):
    def __init__(self):
        self.names: set[str] = set()
        self.found = threading.Event()

    def add_service(self, zc, type_, name):
        self.names.add(name)
        self.found.set()

    def update_service(self, zc, type_, name):
        pass

    def remove_service(self, zc, type_, name):
        self.names.discard(name)


def test_the_box_is_found_as_table_companion_local_with_its_port():
    port = free_port()
    announcement = Announcement(LOOPBACK, port)
    announcement.start()
    phone = Zeroconf(interfaces=[LOOPBACK], ip_version=IPVersion.V4Only)
    try:
        assert announcement.registered.wait(15), announcement.error
        seen = Seen()
        browser = ServiceBrowser(phone, SERVICE_TYPE, seen)
        assert seen.found.wait(10) and SERVICE_NAME in seen.names
        browser.cancel()
        info = phone.get_service_info(SERVICE_TYPE, SERVICE_NAME, timeout=5000)
        assert info is not None and info.port == port and info.server == HOST_NAME
        assert info.parsed_addresses() == [LOOPBACK]
        host = AddressResolverIPv4(HOST_NAME)  # http://table-companion.local:<port> resolves to the box
        assert host.request(phone, 5000) and host.ip_addresses_by_version(IPVersion.V4Only)[0].exploded == LOOPBACK
    finally:
        phone.close()
        announcement.stop()


def test_an_address_without_multicast_is_one_sentence_and_no_traceback(capsys):
    announcement = Announcement("192.0.2.254", free_port())  # no interface of this machine has it
    announcement.start()
    announcement._thread.join(15)
    assert not announcement.registered.is_set()
    assert announcement.error.startswith("mDNS is unavailable on 192.0.2.254")
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.strip() == announcement.error and "\n" not in announcement.error


def test_the_composition_root_starts_and_stops_the_announcement_with_the_server():
    settings = parse_config({"phones": {"enabled": True, "host": LOOPBACK, "port": free_port()}})
    shown = show(settings)
    assert "[phones]" in shown and "\nmdns = true " in shown and settings["phones.mdns"] is True  # on by default, shown
    link, why = open_phones(settings)
    assert why is None
    try:
        assert link.announcement.registered.wait(15), link.announcement.error
        assert link.announcement.port == link.server.port
    finally:
        link.stop()
    assert link.announcement is None
    quiet, _ = open_phones(parse_config({"phones": {"enabled": True, "host": LOOPBACK, "port": free_port(), "mdns": False}}))
    try:
        assert quiet.announcement is None
    finally:
        quiet.stop()
