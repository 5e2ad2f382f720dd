"""Tiny's screens (tests/companion/tiny_game.py), one folder each as ui/screens/ has them."""
