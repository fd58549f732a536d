"""The generic bots (game/bots/generic.py), which a game that names no bots of its own
gets at every level: for every registered game (whether or not it names its own) each
level returns a legal action, the same one for the same view and generator, searches
its level's budget, and the hard one analyses every legal action as the review needs."""

from __future__ import annotations

from typing import Any

import pytest

from game.bots.generic import BUDGETS, generic_bot
from game.contract import GameSpec
from game.registry import all_games
from game.rng import Rng


def _decisions(spec: GameSpec, count: int) -> list[tuple[Any, tuple[Any, ...]]]:
    """Up to ``count`` positions with a real choice from one seeded random game."""
    players = spec.min_players
    state = spec.new_state(players, spec.validate(players, {}), 3)
    rng = Rng(3)
    found: list[tuple[Any, tuple[Any, ...]]] = []
    while not state.is_terminal() and len(found) < count:
        legal = tuple(state.legal_actions())
        if len(legal) > 1:
            found.append((state.view(state.current_player), legal))
        state.apply(legal[rng.below(len(legal))])
    return found


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_every_level_plays_legal_moves_deterministically(spec: GameSpec) -> None:
    if spec.rebuild is None:
        pytest.skip(f"{spec.id} has no rebuild (tests/test_rebuild_from_view.py asks for one)")
    for level, budget in BUDGETS.items():
        bot = generic_bot(spec.id, level)
        assert bot.level == level and bot.iterations == budget
        for view, legal in _decisions(spec, 2 if level == "hard" else 3):
            choice = bot.choose(view, legal, Rng(11))
            assert choice in legal
            assert bot.choose(view, legal, Rng(11)) == choice, f"{spec.id} {level}"


@pytest.mark.parametrize("spec", all_games(), ids=lambda spec: spec.id)
def test_the_hard_level_analyses_every_option(spec: GameSpec) -> None:
    if spec.rebuild is None:
        pytest.skip(f"{spec.id} has no rebuild (tests/test_rebuild_from_view.py asks for one)")
    bot = generic_bot(spec.id, "hard")
    view, legal = _decisions(spec, 1)[0]
    values = bot.analyse(view, legal, Rng(5))
    assert [value.action for value in values] == list(legal)
    assert sum(value.visits for value in values) == BUDGETS["hard"]


def test_a_game_that_names_no_bots_gets_the_generic_ones() -> None:
    from dataclasses import replace

    spec = replace(all_games()[0], bot_levels={})
    for level in ("easy", "medium", "hard"):
        factory = spec.bot_factory(level)
        assert factory is not None
        assert factory().level == level
    assert replace(spec, rebuild=None).bot_factory("hard") is None
