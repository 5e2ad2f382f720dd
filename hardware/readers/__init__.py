"""Card readers on serial ports: one protocol class per device family (bytes in, tags out) and
the Reader that runs one on pyserial's threaded reader with debounce, status and reconnects."""

from hardware.readers.debounce import Debounce
from hardware.readers.lines import LineProtocol
from hardware.readers.pn532 import Pn532Protocol
from hardware.readers.rdm6300 import Rdm6300Protocol
from hardware.readers.reader import PROTOCOLS, Read, Reader, ReaderStatus

__all__ = ["Debounce", "LineProtocol", "Pn532Protocol", "Rdm6300Protocol", "PROTOCOLS", "Read", "Reader", "ReaderStatus"]
