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
  return String(value).replace(/_/g, " ");  // a card's id as words: exploding kitten
}

function el(tag, className, words) {  // every text from the box goes in as text, never as markup
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (words !== undefined) node.textContent = words;
  return node;
}

function said(list, lines) {  // labelled lines: [{label, text, big}] as the box's board words them
  list.replaceChildren();
  for (const line of lines) {
    if (line.label) list.append(el("dt", "", line.label));
    list.append(el("dd", line.big ? "big" : "", line.text || "—"));
  }
}

// The public table as the box's board shows it (view.public.board: phones/boards.py).
function drawBoard(board) {
  $("headline").textContent = board.headline || "";
  $("over").hidden = !board.over;
  $("over").textContent = board.over || "";
  $("figures").replaceChildren(...(board.figures || []).map((figure) => {
    const box = el("div", "figure");
    box.append(el("span", "label", figure.label), el("span", "value", figure.value));
    if (figure.word) box.append(el("span", "word", figure.word));
    if (figure.note) box.append(el("span", "note", figure.note));
    return box;
  }));
  said($("lines"), board.lines || []);  // what to say and do first, over the players
  said($("more"), board.more || []);  // what was played, under them
  $("seats").replaceChildren(...(board.seats || []).map((seat) => {
    const li = el("li", seat.turn ? "seat turn" : "seat");
    const head = el("div", "seat-head");
    head.append(el("span", "name", seat.name));
    if (seat.turn) head.append(el("span", "now", "\u25B6 TURN"));  // the turn in words, never an outline alone
    li.append(head, el("div", "facts", (seat.facts || []).join(" \u00B7 ")));
    const marks = (seat.marks || []).filter((m) => m !== "TURN");
    if (marks.length) li.append(el("div", "marks", marks.join(" \u00B7 ")));
    return li;
  }));
}

function show(view) {
  last = view;
  const pub = view.public || {};
  const names = pub.names || [];
  $("who").textContent = `${names[view.seat] || `Player ${view.seat + 1}`} · ${pub.title || ""}`;
  $("summary").textContent = pub.summary || "No game on the table yet.";
  $("summary").hidden = Boolean(pub.board);
  $("board").hidden = !pub.board;
  if (pub.board) drawBoard(pub.board);
  $("note").textContent = view.note || "";
  owe(view.form);
  const mine = $("mine");
  const priv = view.private || {};
  if (Array.isArray(priv.said)) {  // in the box's words: what this seat's hold on the box says
    said(mine, priv.said.length ? priv.said : [{ label: "", text: "Nothing secret yet." }]);
    return;
  }
  mine.replaceChildren();
  const entries = Object.entries(priv);
  if (!entries.length) mine.append(el("dd", "", "Nothing secret yet."));
  for (const [key, value] of entries) mine.append(el("dt", "", words(key)), el("dd", "", text(value)));
}

function status(words) { $("status").textContent = words; }

function ended(message) {
  status(message);
  $("mine").hidden = true;
  $("hold").disabled = true;
  $("form").hidden = true;
  owing = null;
}

// A private input this seat owes (view.form: {do, data, need}): the rules' questions one at a
// time, each answer sent back to the box for the next (POST .../ask), then SEND (POST .../input).
let owing = null;  // {key, do, data, first, need, picked, says}

function owe(form) {
  const key = form ? JSON.stringify([form.do, form.data]) : null;
  if (!form) { owing = null; $("form").hidden = true; return; }
  if (owing && owing.key === key) return;  // the same input: keep the answers given so far
  owing = { key, do: form.do, data: { ...form.data }, first: form.need, need: form.need, picked: [], says: form.says || "" };
  $("refused").textContent = "";
  $("sent").textContent = "";
  ask();
}

function ask() {
  const form = $("form");
  form.hidden = false;
  const need = owing.need;
  $("prompt").textContent = need ? need.prompt : owing.says ? `${owing.says}?` : "Ready: send it to the box?";
  const picked = $("picked");
  picked.replaceChildren(...owing.picked.map((label) => { const li = document.createElement("li"); li.textContent = label; return li; }));
  const choices = $("choices");
  choices.replaceChildren();
  for (const choice of need ? need.choices : []) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = choice.label;
    button.addEventListener("click", () => answer(need.key, choice));
    choices.append(button);
  }
  $("send").hidden = Boolean(need);
  $("again").hidden = owing.picked.length === 0;
}

async function post(path, body) {
  const reply = await fetch(`${api}/${path}`, { method: "POST", cache: "no-store",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).catch(() => null);
  if (!reply) return { error: "cannot reach the box: try again" };
  const json = await reply.json().catch(() => ({}));
  return reply.ok ? json : { error: json.error || `the box said no (${reply.status})` };
}

function busy(on) {  // one answer at a time: a double tap must not pick a card twice
  for (const button of document.querySelectorAll("#form button")) button.disabled = on;
}

async function answer(key, choice) {
  const data = { ...owing.data, [key]: choice.value };
  busy(true);
  const reply = await post("ask", { do: owing.do, ...data });
  busy(false);
  if (!owing) return;  // the box withdrew it meanwhile
  if (reply.error) { $("refused").textContent = reply.error; return; }
  $("refused").textContent = "";
  owing.data = data;
  owing.picked.push(choice.label);
  owing.need = reply.need;
  ask();
}

$("again").addEventListener("click", () => {
  if (!owing) return;
  const form = JSON.parse(owing.key);
  owing = { ...owing, data: { ...form[1] }, need: owing.first, picked: [] };
  $("refused").textContent = "";
  ask();
});

$("send").addEventListener("click", async () => {
  if (!owing) return;
  busy(true);
  const reply = await post("input", { do: owing.do, ...owing.data });
  busy(false);
  if (reply.error) { $("refused").textContent = reply.error; return; }
  owing = null;  // done: the same question again later is a new one
  $("form").hidden = true;
  $("sent").textContent = "Sent: the box took it. What only you know is under Hold to see.";
});

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
  events.addEventListener("ended", () => { events.close(); ended("this link was ended: hold your seat on the box for a new code"); });
  events.onerror = () => status("reconnecting…");
}

// Hold to see: shown only while a finger (or the mouse button) stays down.
const hold = $("hold");
const reveal = (on) => { $("mine").hidden = !on; hold.classList.toggle("held", on); hold.textContent = on ? "Let go to hide" : "Hold to see"; };
hold.addEventListener("pointerdown", (e) => { e.preventDefault(); hold.setPointerCapture(e.pointerId); reveal(true); });
for (const end of ["pointerup", "pointercancel", "lostpointercapture"]) hold.addEventListener(end, () => reveal(false));
document.addEventListener("visibilitychange", () => { if (document.hidden) reveal(false); });

first();
