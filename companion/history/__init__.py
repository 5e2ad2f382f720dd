"""Every game kept: plays folded from the action log, the stats, export and import."""
