"""The Phase protocol (game/phase.py), over every registered game built on phases: at
every decision of random games (every preset, the fewest and the most seats) the phase in
play lists exactly the state's legal actions, the game ends in ENDED, and no module that
holds a phase imports the module of the game's state class (the rules sit on top of the
phases, never the other way round). Nyet!'s table also has one phase per value of its
``phase`` field."""

from __future__ import annotations

import importlib

import pytest

from game.contract import GameSpec
from game.errors import IllegalActionError, OptionError
from game.options import OptionValue
from game.phase import ENDED, Phase, Phased
from game.registry import all_games
from game.rng import Rng

grimp = pytest.importorskip("grimp", reason="import-linter is not installed")


def _setups(spec: GameSpec) -> list[tuple[int, dict[str, OptionValue]]]:
    setups = []
    for _, preset in (("default", {}), *spec.presets):
        for players in {spec.min_players, spec.max_players}:
            try:
                setups.append((players, dict(spec.validate(players, dict(preset)))))
            except OptionError:
                continue
    return setups


def _phases_seen(spec: GameSpec) -> set[Phase[object, object]]:
    """Every phase met in random games of ``spec``, checked on the way."""
    seen: set[Phase[object, object]] = set()
    for number, (players, options) in enumerate(_setups(spec)):
        rng = Rng(number)
        for seed in range(2):
            state = spec.new_state(players, options, seed)
            if not isinstance(state, Phased):
                pytest.skip(f"{spec.id} is not built on phases")
            for _ in range(100_000):
                phase = state.phase_in_play()
                seen.add(phase)
                legal = state.legal_actions()
                assert tuple(phase.legal(state)) == tuple(legal), spec.id
                if not legal:
                    break
                state.apply(legal[rng.below(len(legal))])
            assert state.is_terminal() and state.phase_in_play() is ENDED
            with pytest.raises(IllegalActionError, match="the game is over"):
                state.apply(object())
    return seen


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_the_phase_in_play_lists_the_legal_actions(spec: GameSpec) -> None:
    seen = _phases_seen(spec)
    assert len(seen) >= 2  # a live phase and ENDED


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_no_phase_module_imports_the_rules(spec: GameSpec) -> None:
    players = spec.min_players
    state = spec.new_state(players, spec.validate(players, {}), 0)
    if not isinstance(state, Phased):
        pytest.skip(f"{spec.id} is not built on phases")
    rules = type(state).__module__
    package = rules.split(".")[0]
    graph = grimp.build_graph(package, exclude_type_checking_imports=False, cache_dir=None)
    for phase in _phases_seen(spec) - {ENDED}:
        holder = type(phase).__module__
        importlib.import_module(holder)
        assert holder != rules, f"{spec.id}: {type(phase).__name__} is in the rules module"
        chain = graph.find_shortest_chain(importer=holder, imported=rules)
        assert chain is None, f"{spec.id}: a phase module imports the rules: {chain}"


def test_nyet_has_one_phase_per_phase_value() -> None:
    from game.games.nyet.fields import OVER, PHASES
    from game.games.nyet.phases.table import PHASE_TABLE

    assert len(PHASE_TABLE) == len(PHASES)
    assert PHASE_TABLE[OVER] is ENDED
