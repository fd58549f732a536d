"""The hard Play or Pay bot: ISMCTS (:mod:`game.bots.search`) over the other hands redrawn
consistently with the view (sizes and the cards each seat showed it lacks by paying);
playouts use the medium rule (:mod:`.heuristics`, on play codes: :mod:`.playout`) and stop
at the end of the round in play (valued by the token margin).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.search import SearchBot, SearchGame
from game.contract import Action
from game.games.playorpay import SPEC
from game.games.playorpay.bots.playout import playout, policy
from game.games.playorpay.rules import PlayOrPayState
from game.games.playorpay.views import PlayOrPayView
from game.rng import Rng

HARD_ITERATIONS = 400  # the median decision under 0.3 s at 4-8 players (bench/bot_speed.py)


def determiniser(view: PlayOrPayView, legal: Sequence[Action]) -> Callable[[Rng], PlayOrPayState]:
    """A sampler of states whose view for ``view.player`` is ``view``: a state is
    rebuilt from the view once (:meth:`GameSpec.state_from_view`); each sample is the
    engine's :meth:`PlayOrPayState.resample` of it, which depends only on the view and
    the sample's generator."""
    me = view.player
    state = SPEC.state_from_view(view, Rng(0))
    assert isinstance(state, PlayOrPayState)

    def sample(rng: Rng) -> PlayOrPayState:
        return state.resample(me, rng)

    return sample


SEARCH_GAME = SearchGame(
    determiniser=determiniser,
    playout_policy=policy,
    score_scale=4.0,
    playout=playout,
)


def _budget(view: PlayOrPayView, legal: Sequence[Action], iterations: int) -> int:
    """Fewer iterations while more than a deck's worth of cards is in the hands (two-deck
    games): playouts are that much longer."""
    cards = sum(view.hand_sizes)
    return iterations if cards <= 52 else iterations * 52 // cards


def hard_bot(iterations: int = HARD_ITERATIONS) -> SearchBot:
    """The hard Play or Pay bot."""
    return SearchBot(SEARCH_GAME, iterations, budget=_budget)
