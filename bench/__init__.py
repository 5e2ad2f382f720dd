"""Benchmarks: ratios measured side by side in one run (absolute times here are noise)."""
