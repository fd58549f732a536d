"""The canary's bots: two one-line heuristics and the generic search."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.search import SearchBot, SearchGame
from game.rng import Rng
from tests.games.canary.rules import rebuild
from tests.games.canary.rules.state import CanaryState, CanaryView

__all__ = ["HighBot", "LowBot", "hard_bot"]


class LowBot:
    """Easy: always the lowest card."""

    level = "easy"

    def choose(self, view: CanaryView, legal: Sequence[int], rng: Rng) -> int:
        return min(legal)


class HighBot:
    """Medium: the lowest card that takes the trick so far, else the lowest."""

    level = "medium"

    def choose(self, view: CanaryView, legal: Sequence[int], rng: Rng) -> int:
        best = max((card for _, card in view.trick), default=0)
        return min((card for card in legal if card > best), default=min(legal))


def _sampler(view: CanaryView, legal: Sequence[int]) -> Callable[[Rng], CanaryState]:
    state = rebuild(view, Rng(0))
    return lambda rng: state.resample(view.player, rng)


SEARCH = SearchGame(
    determiniser=_sampler,
    playout_policy=lambda state, legal, rng: legal[rng.below(len(legal))],
    score_scale=1.0,
)


def hard_bot() -> SearchBot[CanaryView, int]:
    """Hard: the generic search, a small budget (the canary must stay fast)."""
    return SearchBot(SEARCH, 48)
