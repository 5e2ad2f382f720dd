"""The box announced on the table's Wi-Fi by multicast DNS (zeroconf), so a phone's browser finds
it as `http://table-companion.local:<port>` without typing an address: an `_http._tcp` service
named "Table Companion" and the host name `table-companion.local.`, both on the address the
phones' server listens on.

Zeroconf runs its own threads; registering probes the network for a second or two, so it is done
in a thread of its own and never holds up the app or the server. Where multicast is unavailable
(no network, a container, a firewall) the announcement says so in one sentence and the box plays
on: the QR codes carry the address itself.
"""

from __future__ import annotations

import socket
import sys
import threading
from typing import Any

HOST_NAME = "table-companion.local."
SERVICE_TYPE = "_http._tcp.local."
SERVICE_NAME = f"Table Companion.{SERVICE_TYPE}"


class Announcement:
    """`start()` registers the service (in its own thread), `stop()` withdraws it; `error` holds
    why it could not, in one sentence."""

    def __init__(self, address: str, port: int, host_name: str = HOST_NAME, name: str = SERVICE_NAME):
        self.address, self.port, self.host_name, self.name = address, port, host_name, name
        self.error: str | None = None
        self.registered = threading.Event()
        self._zeroconf: Any = None
        self._info: Any = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._stopped = False

    def start(self) -> None:
        self._thread = threading.Thread(target=self._register, name="phones-mdns", daemon=True)
        self._thread.start()

    def _register(self) -> None:
        try:
            from zeroconf import IPVersion, ServiceInfo, Zeroconf

            info = ServiceInfo(SERVICE_TYPE, self.name, addresses=[socket.inet_aton(self.address)], port=self.port,
                               server=self.host_name, properties={"path": "/"})
            zeroconf = Zeroconf(interfaces=[self.address], ip_version=IPVersion.V4Only)
            with self._lock:
                self._zeroconf, self._info = zeroconf, info
                if self._stopped:
                    return
            zeroconf.register_service(info, allow_name_change=True)
        except Exception as exc:  # no multicast here: the box plays on, the codes carry the address
            if self._stopped:
                return  # stopped while it probed: nothing to say
            self.error = f"mDNS is unavailable on {self.address} ({exc or type(exc).__name__}): phones use the address in the codes"
            print(self.error, file=sys.stderr)
            self.stop()
            return
        self.registered.set()

    def stop(self) -> None:
        with self._lock:
            self._stopped = True
            zeroconf, info, self._zeroconf = self._zeroconf, self._info, None
        if zeroconf is None:
            return
        try:
            if self.registered.is_set():
                zeroconf.unregister_service(info)
        finally:
            zeroconf.close()
