"""Every registered game is checked, and a game that forgot something is named with the part it
forgot: by mypy (the rules' protocol, the state's contract), when it registers (what its spec
names) and when a table sets it up (what the table reads off its state)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from companion.actions import Action
from companion import conformance, registry
from companion.spine import SpecError
from companion.table import Table
from tiny_game import SPEC as TINY, TinyRules, TinyState

ROOT = Path(__file__).resolve().parents[2]


def test_every_registered_game_passes_every_check():
    assert [str(e) for e in conformance.check_all()] == []


def test_a_registered_game_whose_rules_miss_a_method_is_named_with_the_method():
    spec = replace(TINY, id="forgetful", rules=lambda: _without_needs())
    registry.register(spec)
    try:
        problems = [str(e) for e in conformance.check_all()]
        assert problems == ["forgetful: rules: Forgetful has no needs (companion.spine.Rules)"]
    finally:
        registry.unregister("forgetful")


def _without_needs():
    class Forgetful:  # every member of TinyRules but `needs`
        pass

    for name in conformance.RULES_MEMBERS:
        if name != "needs":
            setattr(Forgetful, name, getattr(TinyRules, name))
    Forgetful.game = "forgetful"
    return Forgetful()


@pytest.mark.parametrize("part, path, why", [
    ("report", "companion.nowhere:report", "report: no module companion.nowhere"),
    ("report", "companion.kites:report_of", None),  # the module is there: its attribute is read when used
    ("summary", "no colon here", "summary: expected 'module:name', got 'no colon here'"),
    ("record", "companion.kites.recorded", "record: no module companion.kites.recorded"),
])
def test_a_spec_naming_a_part_that_is_not_there_is_refused_when_it_registers(part, path, why):
    spec = replace(TINY, id="broken", **{part: path})
    if why is None:
        registry.register(spec)
        registry.unregister("broken")
        with pytest.raises(SpecError, match="^broken: report: companion.kites has no report_of$"):
            spec.part("report")
        return
    with pytest.raises(SpecError, match=f"^broken: {why}$"):
        registry.register(spec)
    assert "broken" not in registry.ids()


def test_a_spec_with_bad_seats_or_no_doc_is_refused_by_name():
    with pytest.raises(SpecError, match=r"^broken: seats: .*not \(0, 9\)"):
        registry.register(replace(TINY, id="broken", seats=(0, 9)))
    with pytest.raises(SpecError, match="^broken: doc: "):
        registry.register(replace(TINY, id="broken", doc=""))


@pytest.fixture
def resultless():
    class NoResult(TinyState):
        result = property(lambda self: (_ for _ in ()).throw(AttributeError("result")))  # type: ignore[assignment]

    class Rules(TinyRules):
        game = "resultless"

        def new_game(self, action):
            state = super().new_game(action)
            return NoResult(state.t, state.points)

    yield registry.register(replace(TINY, id="resultless", rules=Rules))
    registry.unregister("resultless")


def test_a_game_whose_state_lacks_result_is_named_when_a_table_sets_it_up(resultless):
    table = Table(None, clock=lambda: 0.0)
    with pytest.raises(SpecError, match=r"^resultless: state: NoResult has no result \(what the table reads"):
        table.new_game("resultless", players=2)
    assert table.fold is None


BROKEN_GAME = '''
from __future__ import annotations
from companion.spine import GameSpec, Rules
from tiny_game import TinyState

class ForgetfulRules:
    game = "forgetful"
    verbs = ("setup", "undo")
'''


def _mypy(source: str, tmp_path: Path) -> str:
    (tmp_path / "forgetful_spec.py").write_text(textwrap.dedent(source))
    env = dict(os.environ, MYPYPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests' / 'companion'}")
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", os.devnull, "--follow-imports", "silent",
                           "--ignore-missing-imports", str(tmp_path / "forgetful_spec.py")],
                          cwd=tmp_path, env=env, capture_output=True, text=True)
    return done.stdout + done.stderr


def test_mypy_names_a_spec_whose_rules_class_misses_a_method(tmp_path):
    """The spec's rules function says what it returns: a class missing `needs` fails mypy there."""
    source = BROKEN_GAME.replace("class ForgetfulRules:", "from tiny_game import TinyRules\n\nclass ForgetfulRules:")
    body = "\n".join(f"    {name} = TinyRules.{name}" for name in conformance.RULES_MEMBERS
                     if name not in ("needs", "game", "verbs"))
    source = source + body + '''

def rules() -> Rules[TinyState]:
    return ForgetfulRules()

SPEC: GameSpec[TinyState] = GameSpec(id="forgetful", title="Forgetful", seats=(2, 4), rules=rules,
                                     doc="games/forgetful.md", report="tiny_game:report", summary="tiny_game:summary",
                                     example={"players": 2})
'''
    said = _mypy(source, tmp_path)
    assert 'Incompatible return value type (got "ForgetfulRules", expected "Rules[TinyState]")' in said, said
    assert "needs" in said


def test_mypy_names_a_state_that_lacks_what_the_table_reads(tmp_path):
    source = '''
    from __future__ import annotations
    from dataclasses import dataclass
    from companion.spine import GameSpec
    from tiny_game import TinyRules

    @dataclass(frozen=True)
    class EndlessState:
        over: bool = False

    SPEC: GameSpec[EndlessState] = GameSpec(id="endless", title="Endless", seats=(2, 4), rules=TinyRules,
                                            doc="games/endless.md", report="tiny_game:report", summary="tiny_game:summary",
                                            example={"players": 2})
    '''
    said = _mypy(source, tmp_path)
    assert '"EndlessState"' in said and "GameState" in said, said


DOCS = ROOT / "docs"


def test_every_registered_game_names_its_page_and_the_index_links_it():
    index = (DOCS / "games" / "index.md").read_text()
    for spec in registry.registered():
        page = DOCS / spec.doc
        assert page.is_file(), f"{spec.id}: doc: no docs/{spec.doc}"
        assert f"]({page.relative_to(DOCS / 'games').as_posix()})" in index, f"{spec.id}: docs/games/index.md does not link docs/{spec.doc}"
        assert f"`{spec.id}`" in index, f"{spec.id}: docs/games/index.md does not name its id"


def _seats(players) -> int:
    return players if isinstance(players, int) else len(players)


def test_every_registered_game_starts_from_its_example_setup_within_its_seats():
    """The spec's example is the table the tests, fuzzers and benchmarks start it with: it must be
    a setup the rules accept, for a number of players the spec allows."""
    for spec in registry.registered():
        state = spec.make_rules().new_game(Action("setup", 0.0, {"game": spec.id, **spec.example}))
        fewest, most = spec.seats
        assert fewest <= _seats(state.setup.players) <= most, f"{spec.id}: example: {spec.example}"
