"""Real base-game No Thanks! take/pass decisions for the tests of the hard bot's searches."""

from __future__ import annotations

from game.nothanks.rules import PASS, TAKE, NoThanksView
from game.registry import get_game


def decision_views(seed: int, count: int, players: int = 4) -> list[NoThanksView]:
    """Up to ``count`` views of the seat to act at its take/pass decisions in one game of
    ``players`` (seeded; every other decision is kept, and everyone passes while it can,
    with a take every fourth move)."""
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    views: list[NoThanksView] = []
    ply = 0
    while len(views) < count and not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1 and ply % 2 == 0:
            views.append(state.view(state.current_player))
        state.apply(PASS if PASS in legal and ply % 4 else TAKE)
        ply += 1
    return views
