"""The hard Play or Pay bot: ISMCTS (:mod:`game.bots.search`) over the other hands redrawn
consistently with the view (sizes and the cards each seat showed it lacks by paying);
playouts use the medium rule (:mod:`.heuristics`) and stop at the end of the round in play
(valued by the token margin).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.search import SearchBot, SearchGame
from game.contract import Action, State
from game.playorpay import SPEC
from game.playorpay.actions import Play
from game.playorpay.bots.heuristics import medium_choice
from game.playorpay.rules import PlayOrPayState
from game.playorpay.views import PlayOrPayView
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


def _policy(state: State, legal: Sequence[Action], rng: Rng) -> Action:
    assert isinstance(state, PlayOrPayState)
    if len(legal) == 1 or not isinstance(legal[0], Play):
        return legal[0]
    return medium_choice(state.masks[state.player], legal, state.seqs)


def _playout(state: State, rng: Rng) -> None:
    """Play the round in play to its end with the medium rule (a tenth of the choices
    uniformly random, for variety)."""
    assert isinstance(state, PlayOrPayState)
    start = state.round
    while state.player >= 0 and state.round == start:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        elif rng.below(10) == 0:
            state.apply(legal[rng.below(len(legal))])
        else:
            state.apply(_policy(state, legal, rng))


SEARCH_GAME = SearchGame(
    determiniser=determiniser,
    playout_policy=_policy,
    score_scale=4.0,
    playout=_playout,
)


def _budget(view: PlayOrPayView, legal: Sequence[Action], iterations: int) -> int:
    """Fewer iterations while more than a deck's worth of cards is in the hands (two-deck
    games): playouts are that much longer."""
    cards = sum(view.hand_sizes)
    return iterations if cards <= 52 else iterations * 52 // cards


def hard_bot(iterations: int = HARD_ITERATIONS) -> SearchBot:
    """The hard Play or Pay bot."""
    return SearchBot(SEARCH_GAME, iterations, budget=_budget)
