"""The hard No Thanks! bot: the search adapter of :mod:`game.bots.search`.

In the base game (no Hidden Tiger card left to play, no special cards) the search of
:mod:`game.games.nothanks.bots.search` on the integer model of :mod:`game.games.nothanks.bots.fast`
(:data:`HARD_CONFIG`): the unseen order redrawn every iteration, *take* and *pass*
played out on the same draws (paired iterations), every seat then playing the imitation
rule (a model of a strong searcher's take decisions) or, with the chance its moves this
round give, the greedy net-cost rule, a reward on the seat's lead over the other seats'
mean score, and up to 4,000 iterations with a full stack, more as it shrinks, stopping
early once take and pass clearly differ (most decisions take a few hundredths of a
second; the close ones get the budget); per table size (:data:`TABLE_SEARCH`,
:mod:`game.games.nothanks.bots.table_search`) each card's first laps round the table may follow
the learned response model instead of the imitation rule
(:mod:`game.games.nothanks.bots.response_search`), the searcher's own later moves a model of
its own decisions (:mod:`game.games.nothanks.bots.own_rule`), the other seats may take a card
next to one of the searcher's cards more readily than their model says, and its lead may
be measured partly against the best other seat instead of their mean; with at most one
card left to flip the rest of the round is solved exactly instead
(:mod:`game.games.nothanks.bots.endgame`). Otherwise the generic ISMCTS over stacks, set-aside
cards and hidden tigers redrawn consistently with the view (``SPEC.state_from_view``),
with medium-rule playouts (:mod:`game.games.nothanks.bots.heuristics`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from functools import cache, partial

from game.bots.search import ActionValue, SearchBot, SearchGame
from game.contract import Action, State
from game.games.nothanks import SPEC
from game.games.nothanks.bots.endgame import fast_values_with
from game.games.nothanks.bots.heuristics import (
    DEFAULT_PARAMS,
    added_points,
    medium_take,
    special_decision,
    tiger_fits,
)
from game.games.nothanks.bots.position import fast_path_applies
from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with
from game.games.nothanks.bots.reward import SearchConfig
from game.games.nothanks.bots.search import HARD_CONFIG, FastValues, scaled_iterations
from game.games.nothanks.bots.table_search import TABLE_SEARCH, TableSearch, table_search
from game.games.nothanks.bots.value_net import ValueNet
from game.games.nothanks.core import NoThanksCore
from game.games.nothanks.rules import PASS, TAKE, TIGER, NoThanksView
from game.games.nothanks.specials import SPECIAL_BASE
from game.rng import Rng

# Budgets, in iterations (chosen with bench/sparring_arena.py: docs/bots.md).
HARD_ITERATIONS = 4000  # base game with a full stack: the integer-model search (at most)
HARD_ITERATIONS_GENERIC = 600  # Hidden Tiger cards in play: the generic search
HARD_ITERATIONS_SPECIALS = 200  # special-card playouts are slower (they score displays)


def determinise(view: NoThanksView, rng: Rng) -> NoThanksCore:
    """A state whose view for ``view.player`` is ``view``; the stack order, set-aside
    cards and other players' unplayed tigers drawn from ``rng`` (the rules'
    ``SPEC.state_from_view``)."""
    state = SPEC.state_from_view(view, rng)
    assert isinstance(state, NoThanksCore)
    return state


def determiniser(view: NoThanksView, legal: Sequence[Action] = ()) -> Callable[[Rng], NoThanksCore]:
    """A sampler of states consistent with ``view`` (see :func:`determinise`)."""
    return partial(determinise, view)


def _playout(state: State, rng: Rng) -> None:
    """Play a determinised No Thanks! state to the end with the medium rule (each seat's
    threshold jittered by up to ±2 per playout, for variety), fast: a card's offers
    round the table run on local variables, and only the last take of a round goes
    through ``apply`` (which scores the round and deals the next one)."""
    assert isinstance(state, NoThanksCore)
    if state.options.get("specials"):
        _special_playout(state, rng)
        return
    n = state.num_players
    rival_take = DEFAULT_PARAMS.rival_take
    limits = [DEFAULT_PARAMS.base + rng.below(5) - 2 for _ in range(n)]
    steps = range(1, n)
    while state.player >= 0:
        hands = [set(hand) for hand in state.hands]
        chips = state.chips
        tigers = state.tigers
        stack = state.stack
        card = state.card
        assert card is not None
        pot = state.pot
        p = state.player
        while True:
            added = [added_points(hand, card) for hand in hands]
            while True:
                tiger = tigers[p]
                if tiger is not None and added_points(hands[p], tiger) <= 0:
                    tigers[p] = None
                    hands[p].add(tiger)
                    added[p] = added_points(hands[p], card)
                if not chips[p]:
                    break
                mine = added[p]
                if mine <= 0:
                    if any(
                        not chips[(p + s) % n] or added[(p + s) % n] - pot - s <= rival_take
                        for s in steps
                    ):
                        break
                elif mine - pot <= limits[p]:
                    break
                chips[p] -= 1
                pot += 1
                p = (p + 1) % n
            if not stack:
                state.hands = [sorted(hand) for hand in hands]
                state.card = card
                state.pot = pot
                state.player = p
                state.apply(TAKE)
                break
            hands[p].add(card)
            chips[p] += pot
            pot = 0
            card = stack.pop()


def _special_policy(
    state: NoThanksCore, legal: Sequence[Action], number_hands: Sequence[set[int]] | None = None
) -> Action:
    p = state.player
    return special_decision(
        p,
        legal,
        state.card,
        state.pot,
        state.hands,
        state.chips,
        len(state.stack),
        state.tigers[p],
        getattr(state, "pending", None),
        number_hands,
    )


def _special_playout(state: NoThanksCore, rng: Rng) -> None:
    """Playouts with special cards: the medium rule through ``legal_actions``/``apply``."""
    key: tuple[int, ...] = ()
    number_hands: list[set[int]] = []
    while state.player >= 0:
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        now = (state.round, *map(len, state.hands))
        if now != key:
            key = now
            number_hands = [{c for c in h if c < SPECIAL_BASE} for h in state.hands]
        state.apply(_special_policy(state, legal, number_hands))


def _policy(state: State, legal: Sequence[Action], rng: Rng) -> Action:
    assert isinstance(state, NoThanksCore)
    if state.options.get("specials"):
        return _special_policy(state, legal)
    p = state.player
    hands = [set(hand) for hand in state.hands]
    tiger = state.tigers[p]
    if tiger is not None and TIGER in legal and tiger_fits(hands[p], tiger):
        return TIGER
    if PASS not in legal:
        return TAKE
    card = state.card
    assert card is not None
    take = medium_take(p, card, state.pot, hands, state.chips)
    return TAKE if take else PASS


def _public_key(state: State) -> Hashable:
    assert isinstance(state, NoThanksCore)
    return state.card


def base_game_values(
    tables: Mapping[int, TableSearch] = TABLE_SEARCH,
    net: ValueNet | None = None,
    search: SearchConfig = HARD_CONFIG,
) -> FastValues:
    """The hard bot's base-game search (``search``, the shipped :data:`HARD_CONFIG`
    unless given), changed at a table of ``n`` by ``tables[n]``
    (:mod:`game.games.nothanks.bots.table_search`; the plain search at a size it does not
    name): the response model (``net``, else the shipped one, loaded on
    first use) where it says so, the imitation playouts elsewhere; every size solves the
    round's last cards exactly."""

    @cache
    def chosen(table: TableSearch) -> FastValues:
        cfg = replace(search, own=table.own, deny=table.deny, rival=table.rival)
        if not table.response:
            return fast_values_with(cfg)
        learned = ResponseConfig(search=cfg)
        return response_values_with(learned if net is None else replace(learned, net=net))

    def values(
        view: NoThanksView, legal: Sequence[Action], rng: Rng, iterations: int
    ) -> list[ActionValue] | None:
        return chosen(table_search(view.num_players, tables))(view, legal, rng, iterations)

    return values


SEARCH_GAME = SearchGame(
    determiniser=determiniser,
    playout_policy=_policy,
    score_scale=15.0,
    public_key=_public_key,
    playout=_playout,
    custom=base_game_values(),
)


def _budget(view: NoThanksView, legal: Sequence[Action], iterations: int) -> int:
    """The base game searches ``iterations`` with a full stack and more as it shrinks
    (:func:`scaled_iterations`); the slower generic search a share of them."""
    if view.specials is not None:
        return iterations * HARD_ITERATIONS_SPECIALS // HARD_ITERATIONS
    if not fast_path_applies(view):
        return iterations * HARD_ITERATIONS_GENERIC // HARD_ITERATIONS
    return scaled_iterations(view.stack_size, iterations)


def hard_bot(iterations: int = HARD_ITERATIONS, game: SearchGame = SEARCH_GAME) -> SearchBot:
    """The hard No Thanks! bot: at most ``iterations`` for the base game with a full
    stack (the integer-model search), ``HARD_ITERATIONS_GENERIC / HARD_ITERATIONS`` of
    them while Hidden Tiger cards are in play and ``HARD_ITERATIONS_SPECIALS /
    HARD_ITERATIONS`` with special cards (the generic search). ``game`` replaces the
    search's parts (the arena's variants of the hard bot)."""
    return SearchBot(game, iterations, budget=_budget)
