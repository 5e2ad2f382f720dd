"""The only place that imports kivy: the app, one folder per screen, widgets, the hardware panel."""
