"""Two boxes of one family pass their plays back and forth while people are renamed, forgotten
and remembered: whatever the order, each box's stats equal a count done by hand over what it
holds (issue 22: people never mixed, a forgotten person stays forgotten, nothing twice)."""

from __future__ import annotations

from hypothesis import example, given, settings, strategies as st

from companion.history.export import Incoming, PersonRef, to_csv
from companion.history.play import Play, Seat
from companion.history.stats import person_stats
from companion.history.store import History
from companion.people import PeopleStore, Person
from test_history_stats import NAMES, histories

IDENTITY = {person: f"0000000{person}-0000-4000-8000-000000000000" for person in NAMES}

steps = st.lists(st.one_of(
    st.tuples(st.just("export"), st.sampled_from("AB"), st.sampled_from("AB")),
    st.tuples(st.just("forget"), st.sampled_from("AB"), st.integers(0, 5)),
    st.tuples(st.just("rename"), st.sampled_from("AB"), st.integers(0, 5)),
    st.tuples(st.just("remember"), st.sampled_from("AB"), st.just(0)),
    st.tuples(st.just("play"), st.sampled_from("AB"), st.integers(0, 3)),
), max_size=12)


class Model:
    """By hand: each box's plays (uid -> finished, seats as (identity or None, won)) and who it
    remembers (identity -> name now) and has forgotten."""

    def __init__(self):
        self.plays = {"A": {}, "B": {}}
        self.names = {"A": {}, "B": {}}
        self.forgotten = {"A": set(), "B": set()}

    def bring(self, box, plays, remembered_there):
        for uid, (finished, seats, names) in plays.items():
            if uid in self.plays[box]:
                continue
            kept = []
            for (who, won), name in zip(seats, names):
                if who is not None and who in remembered_there and who not in self.forgotten[box]:
                    self.names[box].setdefault(who, remembered_there[who])
                    kept.append((who, won))
                else:
                    kept.append((None, won))
            self.plays[box][uid] = (finished, kept)

    def counts(self, box):
        out = {}
        for who, name in self.names[box].items():
            rows = [won for finished, seats in self.plays[box].values() if finished for w, won in seats if w == who]
            if rows:
                out[name] = (len(rows), sum(rows))
        return out


def counts(history: History) -> dict:
    names = {p.id: p.name for p in history.people.recent()}
    return {s.name: (s.plays, s.wins) for s in person_stats(history.plays(), names)}


@settings(max_examples=40, deadline=None)
@given(histories, steps)
@example((), [("remember", "A", 0), ("play", "A", 0), ("export", "A", "B"), ("forget", "B", 0), ("play", "A", 0),
              ("export", "A", "B"), ("export", "B", "A")])  # forgotten on B: never back, on neither box
def test_export_forget_rename_import_in_any_order_stats_equal_the_count_by_hand(history, steps):
    boxes = {"A": History(None, PeopleStore(":memory:")), "B": History(None, PeopleStore(":memory:"))}
    model = Model()
    roster = {p: Person(p, name, uuid=IDENTITY[p]) for p, name in NAMES.items()}
    boxes["A"].import_text(to_csv(list(history), roster))
    model.bring("A", {p.uid: (p.finished, [(IDENTITY.get(s.person), p.won(n)) for n, s in enumerate(p.seats)],
                              [s.name for s in p.seats]) for p in history},
                {IDENTITY[p]: name for p, name in NAMES.items()})
    fresh = iter(range(10_000))
    for what, box, arg in steps:
        people = boxes[box].people
        if what == "export":
            there = {p.uuid: p.name for p in people.recent()}
            theirs = {p.uid: p for p in boxes[box].plays(said=False)}
            by_id = {p.id: p.uuid for p in people.recent()}
            model.bring(arg, {uid: (p.finished, [(by_id.get(s.person), p.won(n)) for n, s in enumerate(p.seats)],
                                    [s.name for s in p.seats]) for uid, p in theirs.items()}, there)
            boxes[arg].import_text(boxes[box].export_csv())
        elif what in ("forget", "rename"):
            known = sorted(people.recent(), key=lambda p: p.uuid)
            if not known:
                continue
            person = known[arg % len(known)]
            if what == "forget":
                people.delete(person.id)
                model.names[box].pop(person.uuid, None)
                model.forgotten[box].add(person.uuid)
            else:
                name = f"{person.name[:3]}{next(fresh)}"
                people.edit(person.id, name=name)
                model.names[box][person.uuid] = name
        elif what == "play":  # a game at this box: its remembered people, then a guest; seat `arg` wins
            seated = sorted(people.recent(), key=lambda p: p.uuid)[:3]
            seats = tuple(Seat(p.name, p.id) for p in seated) + (Seat("Guest", None),)
            won = min(arg, len(seats) - 1)
            play = Play("", "sparkle_kitty", 2e9 + next(fresh), 60.0, "finished", "won", seats, (won,), "{seat0} won")
            boxes[box].bring_in([Incoming(play, tuple(PersonRef(p.uuid, p.name) for p in seated) + (None,))])
            model.plays[box][play.uid] = (True, [(p.uuid, n == won) for n, p in enumerate(seated)] + [(None, won == len(seated))])
        else:  # someone new, who never played: she inherits nobody's plays
            new = people.add(f"New{next(fresh)}")
            model.names[box][new.uuid] = new.name
        for side in "AB":
            assert counts(boxes[side]) == model.counts(side), (what, box, arg, side)
            uids = [p.uid for p in boxes[side].plays()]
            assert len(uids) == len(set(uids)) == len(model.plays[side])
