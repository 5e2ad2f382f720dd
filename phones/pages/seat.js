// The seat's page: its private view behind a hold, the public table, live by server-sent events.
// EventSource reconnects by itself after the phone sleeps, the Wi-Fi drops or the box restarts.
"use strict";
const token = location.pathname.split("/").pop();
const api = `/api/s/${encodeURIComponent(token)}`;
const $ = (id) => document.getElementById(id);
let last = null;

function words(key) {
  return key.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function text(value) {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length ? value.map(text).join(", ") : "none";
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${words(k)}: ${text(v)}`).join("; ");
  return String(value);
}

function show(view) {
  last = view;
  const pub = view.public || {};
  const names = pub.names || [];
  $("who").textContent = `${names[view.seat] || `Player ${view.seat + 1}`} · ${pub.title || ""}`;
  $("summary").textContent = pub.summary || "No game on the table yet.";
  $("note").textContent = view.note || "";
  const mine = $("mine");
  mine.replaceChildren();
  const entries = Object.entries(view.private || {});
  if (!entries.length) {
    const dd = document.createElement("dd");
    dd.textContent = "Nothing secret yet.";
    mine.append(dd);
  }
  for (const [key, value] of entries) {
    const dt = document.createElement("dt");
    dt.textContent = words(key);
    const dd = document.createElement("dd");
    dd.textContent = text(value);
    mine.append(dt, dd);
  }
}

function status(words) { $("status").textContent = words; }

function ended(message) {
  status(message);
  $("mine").hidden = true;
  $("hold").disabled = true;
}

async function first() {
  const reply = await fetch(api, { cache: "no-store" }).catch(() => null);
  if (!reply) return status("cannot reach the box: is this phone on the table's Wi-Fi?");
  if (!reply.ok) {
    const body = await reply.json().catch(() => ({}));
    return ended(body.error || "this link does not work");
  }
  show(await reply.json());
  listen();
}

function listen() {
  const events = new EventSource(`${api}/events`);
  events.onopen = () => status("live");
  events.onmessage = (event) => { show(JSON.parse(event.data)); status("live"); };
  events.addEventListener("ended", () => { events.close(); ended("this link has ended: scan your seat's code on the box again"); });
  events.onerror = () => status("reconnecting…");
}

// Hold to see: shown only while a finger (or the mouse button) stays down.
const hold = $("hold");
const reveal = (on) => { $("mine").hidden = !on; hold.classList.toggle("held", on); hold.textContent = on ? "Let go to hide" : "Hold to see"; };
hold.addEventListener("pointerdown", (e) => { e.preventDefault(); hold.setPointerCapture(e.pointerId); reveal(true); });
for (const end of ["pointerup", "pointercancel", "lostpointercapture"]) hold.addEventListener(end, () => reveal(false));
document.addEventListener("visibilitychange", () => { if (document.hidden) reveal(false); });

first();
