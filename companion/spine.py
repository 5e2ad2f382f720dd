"""The game spine: the one rules interface every game implements, and what a game registers.

Every layer (the table session, replay, the screens, the scanners, the box, the CLI) reaches a
game only through its `GameSpec` (companion/registry.py) and the `Rules` protocol below, never by
naming it. A new game is a new package with a spec, plus one entry in the registry.

Buttons are numbered from 0, as seats are: on the box, buttons 0-5 are the six timer buttons in
the timer book's order and 6-7 the two extra buzzers; in a seat game button N is seat N.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Mapping, Protocol, Sequence, TypeVar, runtime_checkable

from companion.actions import Action


class GameSetup(Protocol):
    """What the house reads off a game's setup: who plays (a count, or one entry per seat)."""

    @property
    def players(self) -> int | Sequence[Any]: ...


@runtime_checkable
class GameState(Protocol):
    """What the table, the history and the end screens read off any game's state. Every game's
    state has these (a dataclass field or a property does): `Rules` takes only a state that does,
    so mypy finds a game that forgot one, by its name."""

    @property
    def setup(self) -> GameSetup: ...

    @property
    def over(self) -> bool:
        """The game has ended: the table logs when, and the end screen shows it."""
        ...

    @property
    def ended_at(self) -> float | None:
        """Game seconds it ended at (None: not over, or a game that never ends, as a quiz)."""
        ...

    @property
    def result(self) -> str | None:
        """How it ended for the table ("won", "lost", a side's name...), None while playing."""
        ...


S = TypeVar("S", bound=GameState)

# What `Rules.hold` may return besides an input: "the same setup again" (a headless box's next show).
SAME_AGAIN = "new_game"


@dataclass(frozen=True)
class Choice:
    """One answer to a question: the words on the button and the field's value."""

    label: str
    value: Any


@dataclass(frozen=True)
class Need:
    """What an input still lacks before it can go in (`Rules.needs`): which page, whom, which side.
    The touch sheets and the scan questions both ask it from here."""

    key: str  # the field of the input's data it fills: "page", "target", "side", "count"
    prompt: str  # for people: "JIGGLE (pink, star): on which page?"
    choices: tuple[Choice, ...]
    seats: tuple[int, ...] = ()  # the seats the question concerns (names through one formatter)


@runtime_checkable
class Rules(Protocol[S]):
    """A game's referee: pure, value in and value out. Errors are `Rejected` (a reason for the
    table) or `MalformedInput`; nothing here reads a clock, a random source or a device."""

    game: str

    @property
    def verbs(self) -> tuple[str, ...]:
        """Every input `apply` knows ("setup" and "undo" included): replay checks a line's verb."""
        ...

    def new_game(self, action: Action) -> S: ...

    def apply(self, state: S, action: Action) -> S: ...

    def settle(self, state: S, t: float) -> S:
        """The state at game time t (a timer may have run out, a race's verdict come due)."""
        ...

    def check_open(self, state: S, t: float) -> S:
        """The fold asks this before an undo only: raise `Rejected` when nothing may be undone at
        t, else return the settled state. An ended game must still take its undo (the end screen
        has UNDO): refuse here only what no undo may change. The game's own inputs after the end
        are refused by `apply`."""
        ...

    def next_event(self, state: S) -> float | None:
        """Game seconds of the next thing that happens on its own, or None."""
        ...

    def press(self, state: S, button: int, tick: float, t: float) -> Action:
        """What a press of `button` (its edge at game time `tick`, seen at `t`) means now: an input
        for `apply`, or `Rejected` with the reason (never an AttributeError)."""
        ...

    def hold(self, state: S, button: int, t: float) -> Action | str:
        """A button held down: an input, `SAME_AGAIN`, or `Rejected` with the reason."""
        ...

    def lamps(self, state: S, now: float) -> Mapping[int, float]:
        """Each button's lamp level (0-1) at game time `now`; a button left out is dark. Public
        knowledge only: the lamps are seen by the whole table."""
        ...

    def cues(self, before: S | None, after: S, then: float, now: float) -> tuple[str, ...]:
        """The piezo's tunes (names in hardware/sounds.py: "low", "finale", "won", "lost", ...)
        for the state going from `before` (settled to game time `then`; None: nothing seen of this
        game yet) to `after` (settled to `now`). A moment can be a cue as well as a change (a
        timer's sand crossing into its last seconds between `then` and `now`). A refused input's
        chirp is the box's own, for every game."""
        ...

    def needs(self, state: S, do: str, data: Mapping[str, Any]) -> Need | None:
        """What the input `do` with the fields `data` still lacks, or None when it is complete
        (it may still be refused by `apply`)."""
        ...

    def public_view(self, state: S) -> S:
        """The state as the whole table may know it: the same type, every private field emptied
        (a hidden role, the cards one player saw, where a Kitten was put back) and everything
        derived from them worked out again from public knowledge only. All that the shared
        screen, the lamps, reports and the public export read."""
        ...

    def private_view(self, state: S, seat: int) -> Mapping[str, Any]:
        """What only `seat` knows (their role, the cards they saw): for that seat's eyes alone."""
        ...


class SpecError(ValueError):
    """A game's spec names a part that is not there (or not what it should be): the message
    says which game and which part ("spotit: screens.scenes: no module ui.screens.spotit.scenes")."""

    def __init__(self, game: str, part: str, why: str):
        super().__init__(f"{game}: {part}: {why}")
        self.game, self.part, self.why = game, part, why


def load(path: str, game: str = "", part: str = "") -> Any:
    """"package.module:attribute" -> the attribute, imported now (specs name their parts by
    path so the registry loads no game's code until it is used). A path that does not load raises
    `SpecError` naming `game` and `part` (an error inside the module itself is left as it is)."""
    module, _, attribute = path.partition(":")
    where = (game or "?", part or path)
    try:
        loaded = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name is None or not module.startswith(exc.name):
            raise  # the module is there: something it imports is not
        raise SpecError(*where, f"no module {module}") from None
    if not attribute:
        return loaded
    try:
        return getattr(loaded, attribute)
    except AttributeError:
        raise SpecError(*where, f"{module} has no {attribute}") from None


@dataclass(frozen=True)
class GameScreens:
    """A game's screens by name, each as "module:Class" (the ui package; companion imports none)."""

    board: str
    setup: str | None = None
    end: str | None = None
    extra: Mapping[str, str] = field(default_factory=dict)  # more screens the game's flows go to
    scenes: str | None = None  # a module of scripted demo tables for `companion snapshot`: SCENES, HOOKS


@dataclass(frozen=True, kw_only=True)
class GameSpec(Generic[S]):
    """Everything the house needs to know about one game (docs/adding-a-game.md). Its rules come
    from a typed function, so mypy checks every registered game's rules against `Rules` of its own
    state: the function imports its rules class inside (the registry loads no game's code until a
    table plays it) and says what it returns:

        def rules() -> Rules[KitesState]:
            from companion.kites.rules import KitesRules
            return KitesRules()   # mypy: "KitesRules" is missing ... "Rules" member: needs

    The other parts are named by "module:attr" paths and loaded at first use (`part`). The
    registry checks a spec when it registers (companion/conformance.py)."""

    id: str  # the setup line's "game", the log's and the CLI's name for it
    title: str  # for people: "Sparkle*Kitty Nights"
    seats: tuple[int, int]  # fewest and most players
    rules: Callable[[], Rules[S]]  # a new referee (see above)
    doc: str  # the game's page for people, under docs/ ("games/kites.md"), linked from docs/games/index.md
    report: str  # "module:function": state -> the report's lines
    summary: str  # "module:function": state -> one line
    # A setup input a table plays (the docs' example): the tests, the fuzzers and the benchmarks
    # start every registered game from it, so no game can be left out of them
    # (tests/companion/test_conformance.py: it starts a game, within `seats`)
    example: Mapping[str, Any]
    screens: GameScreens | None = None
    public_export: str | None = None  # "module:function": log lines -> what the table may see
    catalog: str | None = None  # "module:function" -> the game's card catalog
    scanner: str | None = None  # "module:Class": the game's card scanner
    recognizer: str | None = None  # "module:function" -> its cards read by camera (companion/camera)
    record: str | None = None  # "module": what the history keeps of a finished game (companion/history)
    names: str | None = None  # "module:function": state -> each seat's name for people (the phones)
    inputs: str | None = None  # "module:function": (input, seats' names) -> it in one sentence, or None (History)
    races: bool = False  # its setup takes the race settings (timing.race_settle_ms / _window_ms)
    # The private inputs a seat's phone may send (phones/forms.py), each only as the answer to the
    # form the box asked of that seat: its fields are the ones the box set and the rules' `needs`
    # ask. A race, a table input or any other verb never comes from a phone.
    phone_verbs: tuple[str, ...] = ()
    blurb: str = ""  # one line on the home tile
    order: int = 100  # place on the home screen: lower first, equal ones in the registry's order
    # How the home tile looks, for the ui alone (companion reads none of it): "look" ("feature":
    # the big tile, "short": under it, "row": the right column), "title_size" (points off the
    # title size), "title_width"/"blurb_width" (the two labels' shares), "players" (the seats in
    # words, where `seats` alone would mislead), "verb" ("set up", "tap to play"), "banner"
    # ("module:function" -> markup over the title), "start" (the setup of a game with no setup
    # screen, started by the tap), "called" (what a game of it is called: "show", default
    # "game"), "asks" (False: another game replaces one in progress without asking: a quiz).
    tile: Mapping[str, Any] = field(default_factory=dict)

    def make_rules(self) -> Rules[S]:
        return self.rules()

    def part(self, name: str) -> Any:
        """A named part loaded ("report", "summary", "catalog", "scanner", ...), or None; one that
        does not load raises `SpecError` naming this game and the part."""
        path: str | None = getattr(self, name)
        return load(path, self.id, name) if path else None

    def screen_paths(self) -> dict[str, str]:
        """Its screens' parts by name ("screens.board" -> "module:Class"), the scenes included."""
        s = self.screens
        if s is None:
            return {}
        named = {"screens.setup": s.setup, "screens.board": s.board, "screens.end": s.end, "screens.scenes": s.scenes}
        named.update({f"screens.extra.{k}": v for k, v in s.extra.items()})
        return {k: v for k, v in named.items() if v}

