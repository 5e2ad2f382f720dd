"""Which card is that? Printed card codes, the tag registry, and scanning in the games."""

from companion.cards.codes import CardCode, kites_card, looks_like_code
from companion.cards.kites_scan import KitesScanner
from companion.cards.kittens_scan import KittensScanner
from companion.cards.nights_scan import NightsScanner
from companion.cards.registry import Registry, default_registry_path
from companion.cards.scanner import Question, ScanOutcome, Scanner
from companion.cards.sk_scan import SparkleScanner
from companion.cards.wedge import KeyboardWedge

SCANNERS: dict[str, type[Scanner]] = {"kites": KitesScanner, "sparkle_kitty": SparkleScanner,
                                      "kittens": KittensScanner, "sparkle_kitty_nights": NightsScanner}


def scanner_for(table, registry: Registry | None = None, origin: str = "scan") -> Scanner | None:
    """The scanner of the game in play on `table` (None: no game, or a game played without cards)."""
    kind = SCANNERS.get(getattr(table, "game", None) or "")
    return kind(table, registry, origin) if kind is not None else None


__all__ = ["CardCode", "kites_card", "looks_like_code", "KitesScanner", "KittensScanner", "SparkleScanner", "NightsScanner",
           "Scanner", "ScanOutcome", "Question", "SCANNERS", "scanner_for", "Registry", "default_registry_path",
           "KeyboardWedge"]
