"""The players' phones: a small web server on the table's Wi-Fi, each seat's private view on its
own phone. No kivy here (the server runs beside the app, in its own thread, and in tests alone).

- `seats.py`: the per-game, per-seat tokens a QR code carries (unguessable, revocable).
- `hub.py`: what each phone is shown, worked out on the table's thread after every change and
  handed to the server's thread as finished bytes (the server never reads a game state).
- `server.py`: the Starlette app (pages, JSON, server-sent events) and its uvicorn thread.
- `guard.py`: what bad input meets: size limits, a rate limit per address.
"""
