"""The only place that imports gpiozero and serial: pin map, buttons, LEDs, piezo, readers."""
