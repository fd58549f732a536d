"""The layers of DESIGN.md ("A game is a plugin"; "A game is a folder") hold: the
import-linter contracts in pyproject.toml are all kept (``lint-imports``), and each of them
can fail: an import that breaks its rule, added to the real import graph, breaks it.

The probes pick their modules from the graph (the games are the children of
``game.games`` and ``scenes.games``), so no game is named here either.
"""

from __future__ import annotations

import copy
import functools
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent

grimp = pytest.importorskip("grimp", reason="import-linter is not installed")
api = pytest.importorskip("importlinter.api", reason="import-linter is not installed")
from importlinter.contracts.forbidden import ForbiddenContract  # noqa: E402
from importlinter.contracts.independence import IndependenceContract  # noqa: E402
from importlinter.contracts.layers import LayersContract  # noqa: E402
from importlinter.domain.contract import Contract  # noqa: E402

CONTRACT_TYPES: dict[str, type[Contract]] = {
    "forbidden": ForbiddenContract,
    "independence": IndependenceContract,
    "layers": LayersContract,
}

Probe = tuple[str, str]  # (importer, imported): one import added to the graph


def test_import_contracts_are_kept() -> None:
    tool = shutil.which("lint-imports")
    if tool is None:
        pytest.skip("import-linter is not installed (pip install -e '.[dev]')")
    done = subprocess.run(
        [tool, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


# The graph and the contracts, as lint-imports builds them ---------------------------------


@functools.cache
def _configuration() -> dict[str, Any]:
    return dict(api.read_configuration(str(ROOT / "pyproject.toml")))


@functools.cache
def _graph() -> Any:
    """The import graph of the root packages, built as lint-imports builds it (imports
    inside functions and under ``if TYPE_CHECKING:`` included)."""
    options = _configuration()["session_options"]
    return grimp.build_graph(
        *options["root_packages"],
        include_external_packages=str(options.get("include_external_packages")) == "True",
        cache_dir=None,
    )


def _contract(name: str, **changed: str) -> Contract:
    """The contract called ``name`` in pyproject.toml, with the ``changed`` options."""
    configuration = _configuration()
    for options in configuration["contracts_options"]:
        if options["name"] == name:
            options = dict(options) | changed
            kind = CONTRACT_TYPES[options.pop("type")]
            options.pop("name")
            return kind(name, configuration["session_options"], options)
    raise AssertionError(f"no contract {name!r} in pyproject.toml")


def _kept(contract: Contract, probes: list[Probe]) -> bool:
    """Whether ``contract`` holds on the real graph with ``probes`` added."""
    probed = copy.deepcopy(_graph())
    for importer, imported in probes:
        for module in (importer, imported):
            if module not in probed.modules:
                probed.add_module(module)
        probed.add_import(importer=importer, imported=imported, line_number=1, line_contents="")
    return bool(contract.check(probed, verbose=False).kept)


# Picking modules from the graph -----------------------------------------------------------


def _games(graph: Any, container: str) -> list[str]:
    return sorted(graph.find_children(container))


def _inside(graph: Any, package: str, *, leave_out: str = "") -> str:
    """One module inside ``package`` (the first by name, not under ``leave_out``), or the
    package itself when it has none."""
    found = sorted(
        module
        for module in graph.find_descendants(package)
        if not leave_out or not (module == leave_out or module.startswith(leave_out + "."))
    )
    return found[0] if found else package


def _bots(graph: Any, game: str) -> str:
    """A module of the game's bots package."""
    return _inside(graph, game + ".bots")


def _bots_probes(graph: Any) -> list[list[Probe]]:
    """For each game with bots: its package, then one of its rules modules, importing its
    bots directly; a rules module leading to them through a new helper module; a rules
    module importing the generic bots."""
    probes: list[list[Probe]] = []
    for game in _with_bots(graph):
        bots = _bots(graph, game)
        rules = _inside(graph, game, leave_out=game + ".bots")
        helper = game + ".probe_helper"
        probes += [
            [(game, bots)],
            [(rules, game + ".bots")],
            [(rules, helper), (helper, bots)],
            [(rules, _inside(graph, "game.bots"))],
        ]
    return probes


def _with_bots(graph: Any) -> list[str]:
    """The games that bring bots of their own (a ``bots`` package; the others use the
    generic ones)."""
    return [game for game in _games(graph, "game.games") if game + ".bots" in graph.modules]


def _two(graph: Any, container: str) -> tuple[str, str]:
    games = _games(graph, container)
    assert len(games) >= 2, f"{container} holds fewer than two games"
    return games[0], games[1]


def _probes(graph: Any) -> dict[str, list[list[Probe]]]:
    """Contract name -> imports that each, added alone, must break it."""
    first, second = _two(graph, "game.games")
    scene_a, scene_b = _two(graph, "scenes.games")
    core = _inside(graph, "scenes.core")
    table = _inside(graph, "scenes.table")
    return {
        "game imports no scenes and no pygame": [
            [("game.contract", core)],
            [(_inside(graph, first), "pygame")],
        ],
        "the contract modules import no bots": [
            *([("game.contract", _bots(graph, game))] for game in _with_bots(graph)[:1]),
            [("game.registry", _inside(graph, "game.bots"))],
        ],
        "a game's rules import no bots": _bots_probes(graph),
        "each game's engine imports no other game's": [
            [(_inside(graph, first), _inside(graph, second))],
        ],
        "each game's scenes import no other game's": [
            [(_inside(graph, scene_a), _inside(graph, scene_b))],
        ],
        "the scenes layers": [
            [(core, table)],
            [(table, _inside(graph, "scenes.screens"))],
            [(_inside(graph, scene_a), "scenes.registry")],
            [(_inside(graph, "scenes.screens"), "scenes.app")],
            [("scenes.probe_module", core)],  # a child of scenes no layer places
        ],
        "no generic scenes module imports a game's engine or scenes": [
            [(table, _inside(graph, scene_a))],
            [(_inside(graph, "scenes.screens"), scene_b)],
            [("scenes.registry", _inside(graph, first))],
        ],
        "scenes.core imports no other scenes module and no bots": [
            [(core, "scenes.plugins")],
            [(core, _inside(graph, "game.bots"))],
        ],
        "bench and tests do not import each other": [
            [(_inside(graph, "bench"), "tests.conftest")],
        ],
    }


def test_every_contract_is_kept_and_has_probes() -> None:
    names = [options["name"] for options in _configuration()["contracts_options"]]
    assert sorted(names) == sorted(_probes(_graph())), "a contract without probes here"
    for name in names:
        assert _kept(_contract(name), []), name


CASES = [(name, probe) for name, made in _probes(_graph()).items() for probe in made]


@pytest.mark.parametrize(
    ("name", "probe"),
    CASES,
    ids=[f"{name}: " + "; ".join(f"{a} -> {b}" for a, b in probe) for name, probe in CASES],
)
def test_a_probe_import_breaks_the_contract(name: str, probe: list[Probe]) -> None:
    assert not _kept(_contract(name), probe), f"{name!r} kept with {probe}"


def test_taken_as_packages_a_game_would_hide_its_bots() -> None:
    """Why "a game's rules import no bots" takes every module alone: as packages (the
    import-linter default), a game contains its bots and the pair is skipped."""
    contract = _contract("a game's rules import no bots", as_packages="True")
    game = _with_bots(_graph())[0]
    assert _kept(contract, [(game, _bots(_graph(), game))])
