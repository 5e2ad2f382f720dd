"""Table Companion: the pure core (rules engines, sand timers, action log, the table session).

Nothing in this package imports kivy, gpiozero or serial; `companion.cli` is the one place that
wires the core to `hardware` and `ui`, and it imports them only inside the commands that need them.
"""

__version__ = "0.1.0"
