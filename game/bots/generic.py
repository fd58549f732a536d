"""Bots for a game that brings none of its own: the generic search at three budgets.

A game whose spec names no ``bot_levels`` still has every level (``GameSpec.bot_factory``
builds them here, by name, so the contract never imports the bots). Each is a
:class:`~game.bots.search.SearchBot` over the game's required ``rebuild``: every sample
is a state rebuilt from the seat's view with everything the seat cannot see redrawn, and
playouts pick uniformly random moves to the end of the game. The levels differ only in
their budget (:data:`BUDGETS`), so a stronger level searches more; the hard one is what
the review and the coach search with. A game's own bots, once written, replace all of
this by naming their levels in ``bot_levels``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from game.bots.search import SearchBot, SearchGame, SeatView
from game.contract import GameSpec, State
from game.registry import get_game
from game.rng import Rng

#: Search iterations per decision at each level.
BUDGETS = {"easy": 12, "medium": 48, "hard": 200}


def _random_move(state: State, legal: Sequence[Hashable], rng: Rng) -> Hashable:
    return legal[rng.below(len(legal))]


def search_game(spec: GameSpec) -> SearchGame[SeatView, Hashable]:
    """The generic search's picture of ``spec``: samples from ``rebuild``, random
    playouts, rewards in score units of 1 (the win counts most; see
    :mod:`game.bots.rewards`)."""
    rebuild = spec.rebuild
    if rebuild is None:
        raise ValueError(f"{spec.id} has no rebuild: the generic bots cannot search it")

    def determiniser(view: SeatView, legal: Sequence[Hashable]) -> Callable[[Rng], State]:
        return lambda rng: rebuild(view, rng)

    return SearchGame(determiniser=determiniser, playout_policy=_random_move, score_scale=1.0)


class GenericBot(SearchBot[SeatView, Hashable]):
    """The generic search at one level's budget (``level`` says which)."""

    def __init__(self, spec: GameSpec, level: str) -> None:
        super().__init__(search_game(spec), BUDGETS[level])
        self.level = level


def generic_bot(game_id: str, level: str) -> GenericBot:
    """The ``level`` bot ("easy", "medium" or "hard") of the registered game ``game_id``."""
    return GenericBot(get_game(game_id), level)
