"""Which card is that? Printed card codes, the tag registry, and scanning in the games."""

from companion.cards.codes import CardCode, kites_card, looks_like_code
from companion.cards.kites_scan import KitesScanner, ScanOutcome
from companion.cards.registry import Registry, default_registry_path
from companion.cards.wedge import KeyboardWedge

__all__ = ["CardCode", "kites_card", "looks_like_code", "KitesScanner", "ScanOutcome", "Registry", "default_registry_path",
           "KeyboardWedge"]
