"""The players' phones: a small web server on the table's Wi-Fi, each seat's private view on its
own phone. No kivy here (the server runs beside the app, in its own thread, and in tests alone).

- `seats.py`: the per-game, per-seat tokens a QR code carries (unguessable, revocable).
- `hub.py`: what each phone is shown, worked out after every change from a frozen moment of the
  table (the server never reads the live table) and handed out as finished bytes.
- `link.py`: all of it as the app holds it, and the private inputs a seat owes (their forms).
- `mdns.py`: the box announced as table-companion.local.
- `server.py`: the Starlette app (pages, JSON, server-sent events) and its uvicorn thread.
- `guard.py`: what bad input meets: size limits, a rate limit per address.
- `strict.py`: a body as strict JSON into bounded values (msgspec), before anything recurses.
- `forms.py`: a phone's input taken only as the answer to the form the box asked of that seat.
- `deadlines.py`: a client too slow with its headers or body is cut off.
"""
