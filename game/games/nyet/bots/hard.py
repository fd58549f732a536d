"""The hard Nyet! bot: the search adapter of :mod:`game.bots.search`.

ISMCTS (:mod:`game.bots.search`) over the other hands, discards and pass
cards redrawn consistently with the view (sizes, shown voids, "except 1" discards, the
card passed left); in the tricks, samples are weighed by how well the plays made so far
fit them (:mod:`game.games.nyet.bots.infer`). Playouts use the medium rules (the tricks
through the engine's fast :meth:`~game.games.nyet.rules.NyetState.play_tricks`) and stop at
the end of the round in play (valued by the team's margin, see
:mod:`game.games.nyet.bots.reward`). 700 iterations per trick, 350 per discard or pass, with a
low exploration constant: the searched moves differ by little, and more exploration
spread the budget evenly over them. Covers with 2 or 4 players weigh the open terms by
trial rounds (:mod:`game.games.nyet.bots.terms`); with 3 or 5 players, where the teams are not
known before they are picked, they are searched (200 iterations). Team and Bonus choices
follow the medium rules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from game.bots.search import ActionValue, SearchBot, SearchGame
from game.contract import Action, State
from game.games.nyet import SPEC
from game.games.nyet.actions import PLAYS, ChooseTeam, Cover, Discard, GiveBonus, PassLeft, Play
from game.games.nyet.bots.heuristics import (
    MediumNyetBot,
    action_for,
    cards_of,
    junk_card,
    medium_cover,
    medium_play,
    medium_team,
    medium_trick_chooser,
    top_outstanding,
)
from game.games.nyet.bots.infer import weighted_sampler
from game.games.nyet.bots.reward import team_rewards
from game.games.nyet.bots.terms import (
    TERMS_SAMPLES,
    Trials,
    terms_apply,
    trial_rounds,
    values_from_trials,
)
from game.games.nyet.rules import OVER, TRICKS, NyetState, NyetView
from game.games.nyet.tricks import TrickTables
from game.rng import Rng, derive_seed

HARD_ITERATIONS = 700  # tricks
# Covers, discards and passes: every playout plays (most of) a whole round and their
# search gains little over the medium moves (docs/bots.md), so these decisions get a
# smaller share of the budget.
HARD_COVER_ITERATIONS = 200
HARD_DISCARD_ITERATIONS = 350
HARD_EXPLORATION = 0.3  # move values differ by little: explore less than the default
INFER = True  # weigh trick samples by the plays made (game.games.nyet.bots.infer)
PRIOR_WEIGHT = 2.0  # progressive bias towards the medium move at the root


def determiniser(view: NyetView, legal: Sequence[Action]) -> Callable[[Rng], NyetState]:
    """A sampler of states whose view for ``view.player`` is ``view``: the engine's
    ``SPEC.state_from_view`` builds one consistent state once, and each sample is its
    :meth:`NyetState.resample` (the unknown cards redealt under everything the player
    knows: sizes, shown voids, "except 1" discards, the card passed left)."""
    template = SPEC.state_from_view(view, Rng(0))
    assert isinstance(template, NyetState)
    me = view.player

    def sample(rng: Rng) -> NyetState:
        return template.resample(me, rng)

    if INFER and view.phase == "tricks" and (view.tricks or view.trick):
        return weighted_sampler(sample, me)
    return sample


def _top_of_others(state: NyetState, seat: int, t: TrickTables) -> list[int]:
    """:func:`top_outstanding` of the other hands of a determinised state (a sample)."""
    return top_outstanding(
        [card for other, hand in enumerate(state.hands) if other != seat for card in hand], t
    )


def _policy(state: State, legal: Sequence[Action], rng: Rng) -> Action:
    assert isinstance(state, NyetState)
    p = state.player
    first = legal[0]
    t = state.tables
    if isinstance(first, Play):  # the most asked: the tricks (in the tree, the prior)
        assert t is not None

        def top() -> list[int]:  # only when the rule asks for it
            return _top_of_others(state, p, t)

        cards = [a.card for a in legal if isinstance(a, Play)]
        card = medium_play(p, cards, state.trick, state.leader, state.team, state.value, t, top)
        return PLAYS[card]
    hand = state.hands[p]
    if isinstance(first, Cover):
        return medium_cover(p, hand, legal)
    if isinstance(first, ChooseTeam):
        return medium_team(p, hand, state.board, legal)
    if isinstance(first, GiveBonus):
        return first
    assert t is not None
    card = junk_card(hand, cards_of(legal), t)
    return action_for(legal, card)


def _playout(state: State, rng: Rng) -> None:
    """Play the round in play to its end with the medium rules (the tricks through the
    engine's fast :meth:`NyetState.play_tricks`, which then deals no next round: the
    reward reads only the totals and round results)."""
    assert isinstance(state, NyetState)
    start = state.round
    while state.phase != OVER and state.round == start:
        if state.phase == TRICKS:
            state.play_tricks(medium_trick_chooser(state), deal_next=False)
            return
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
        else:
            state.apply(_policy(state, legal, rng))


def _terms_covers(
    view: NyetView, legal: Sequence[Action], rng: Rng, iterations: int
) -> list[ActionValue] | None:
    """Covers weighed by their terms (:mod:`game.games.nyet.bots.terms`) when the
    partnerships are known (the trial redeals drawn from :func:`terms_rng`, not from
    ``rng``); None (the generic search) otherwise."""
    if not isinstance(legal[0], Cover) or not terms_apply(view):
        return None
    return values_from_trials(view, legal, cover_trials(view), iterations)


@lru_cache(maxsize=4)
def cover_trials(view: NyetView) -> Trials:
    """The trial rounds weighing the covers at ``view`` (:func:`trial_rounds`, redeals
    from :func:`determiniser`, drawn from :func:`terms_rng`): a function of the view
    alone, so kept for the last few views — a review searches a cover twice (every
    cover, then the played one against the best) and both read the same trials."""
    return trial_rounds(view, determiniser(view, ()), terms_rng(view), TERMS_SAMPLES)


def terms_rng(view: NyetView) -> Rng:
    """The generator of a cover's trial redeals, seeded from what the seat sees (its
    hand and the board), so the bot and a review of its cover weigh the same redeals."""
    return Rng(derive_seed(0, "nyet-terms", view.player, repr(view.hand), repr(view.board)))


SEARCH_GAME = SearchGame(
    determiniser=determiniser,
    playout_policy=_policy,
    score_scale=6.0,
    playout=_playout,
    prior=lambda view, legal: MediumNyetBot().choose(view, legal, Rng(0)),
    prior_weight=PRIOR_WEIGHT,
    exploration=HARD_EXPLORATION,
    reward=team_rewards,
    custom=_terms_covers,
)


def _shortcut(view: NyetView, legal: Sequence[Action]) -> Action | None:
    """Team and Bonus choices follow the medium rules (the partnership convention)."""
    if isinstance(legal[0], ChooseTeam | GiveBonus):
        return MediumNyetBot().choose(view, legal, Rng(0))
    return None


def _budget(view: NyetView, legal: Sequence[Action], iterations: int) -> int:
    """Covers search ``HARD_COVER_ITERATIONS / HARD_ITERATIONS`` of the budget, discards
    and passes ``HARD_DISCARD_ITERATIONS / HARD_ITERATIONS``, tricks all of it."""
    if isinstance(legal[0], Cover):
        return iterations * HARD_COVER_ITERATIONS // HARD_ITERATIONS
    if isinstance(legal[0], Discard | PassLeft):
        return iterations * HARD_DISCARD_ITERATIONS // HARD_ITERATIONS
    return iterations


def hard_bot(iterations: int = HARD_ITERATIONS) -> SearchBot:
    """The hard Nyet! bot: search for covers, discards, passes and tricks."""
    return SearchBot(SEARCH_GAME, iterations, shortcut=_shortcut, budget=_budget)
