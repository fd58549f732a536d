"""The hard No Thanks! bot's integer model agrees with the engine, and its search is a
reproducible search of the view it is given."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checks.sparring import lab
from checks.sparring.lab import HARD_LAB, LabConfig, Playout, Reward, TreeNode
from checks.sparring.playouts import STRONG, policy_playout, threshold_playout
from game.bots.base import decision_rng, make_bot
from game.bots.search import best_action
from game.games.nothanks.bots.fast import (
    added,
    imitation_logit,
    imitation_playout,
    mask_of,
    mask_points,
    threshold_take,
)
from game.games.nothanks.bots.heuristics import added_points
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.search import (
    FULL_STACK,
    HARD_CONFIG,
    Node,
    root_values,
    scaled_iterations,
    search,
)
from game.games.nothanks.rules import PASS, TAKE, NoThanksState
from game.games.nothanks.scoring import card_points
from game.games.nothanks.view import counted_chips
from game.registry import get_game
from game.rng import Rng
from tests.nothanks_views import first_draw

hands = st.sets(st.integers(3, 35), max_size=20)


@given(hands)
def test_mask_points_are_the_card_points(cards: set[int]) -> None:
    assert mask_points(mask_of(sorted(cards))) == card_points(cards)


@given(hands, st.integers(3, 35))
def test_added_points_of_a_mask(cards: set[int], card: int) -> None:
    if card not in cards:
        assert added(mask_of(sorted(cards)), card) == added_points(cards, card)


def _threshold_game(seed: int, players: int) -> NoThanksState:
    """An engine game played to the end by the threshold rule."""
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(state, NoThanksState)
    while not state.is_terminal():
        p = state.player
        assert state.card is not None
        take = threshold_take(mask_of(state.hands[p]), state.card, state.pot, state.chips[p])
        state.apply(TAKE if take else PASS)
    return state


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7))
def test_threshold_playout_plays_the_engine_rules(seed: int, players: int) -> None:
    """The allocation-free playout reaches exactly the displays and chips the engine
    reaches with the same decisions on the same stack."""
    spec = get_game("nothanks")
    start = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(start, NoThanksState) and start.card is not None
    hands_now = [mask_of(h) for h in start.hands]
    chips_now = list(start.chips)
    threshold_playout(hands_now, chips_now, start.card, start.pot, start.player, list(start.stack))
    final = _threshold_game(seed, players)
    hands_then, chips_then = final.finished[-1]
    assert hands_now == [mask_of(h) for h in hands_then]
    assert chips_now == list(chips_then)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7), st.integers(0, 1000), st.booleans())
def test_policy_and_imitation_playouts_keep_cards_and_chips(
    seed: int, players: int, draw: int, imitation: bool
) -> None:
    """The strong and the imitation playout end the round with every card in one
    display, no chip made or lost, nobody below 0."""
    spec = get_game("nothanks")
    start = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(start, NoThanksState) and start.card is not None
    masks = [0] * players
    chips = list(start.chips)
    deck = list(start.stack)
    if imitation:
        imitation_playout(masks, chips, start.card, 0, start.player, deck, Rng(draw))
    else:
        policy_playout(masks, chips, start.card, 0, start.player, deck, Rng(draw), STRONG)
    assert not deck and min(chips) >= 0 and sum(chips) == sum(start.chips)
    held = [c for m in masks for c in range(3, 36) if m >> c & 1]
    assert sorted(held) == sorted([start.card, *start.stack])


@settings(max_examples=150, deadline=None)
@given(
    st.integers(3, 7),
    st.lists(st.integers(0, 7), min_size=33, max_size=33),
    st.lists(st.integers(0, 12), min_size=7, max_size=7),
    st.integers(1, 20),
    st.integers(0, 30),
    st.integers(0, 23),
    st.booleans(),
)
def test_imitation_playout_takes_with_the_rule_probability(
    players: int,
    owners: list[int],
    others_chips: list[int],
    chips_left: int,
    pot: int,
    stack: int,
    above: bool,
) -> None:
    """The playout's first decision takes exactly when the generator's 32-bit draw is
    below ``2**32 / (1 + e^-z)``, ``z`` the log-odds of :func:`imitation_logit` (the
    playout's per-card and per-chip shortcuts give the same log-odds): checked with the
    draw just below and just above that bound, over hands with runs, gaps and cards that
    fit, any chips and any stack size."""
    cards = list(range(3, 36))
    card = cards[owners.index(max(owners))]  # an arbitrary card on offer
    hands = [0] * players
    deck: list[int] = []
    for c, owner in zip(cards, owners, strict=True):
        if c == card:
            continue
        if owner < players:
            hands[owner] |= 1 << c
        elif len(deck) < stack:
            deck.append(c)
    chips = [chips_left, *others_chips[: players - 1]]
    z = imitation_logit(hands, chips, card, pot, 0, len(deck))
    if abs(z) > 20.0:
        return  # near the ends of the draw range (from z 30 on, no draw at all)
    bound = 2.0**32 / (1.0 + math.exp(-z))
    draw = math.floor(bound) - 1 if above else math.ceil(bound) + 1
    # the playout stops after the card's take (``until``)
    imitation_playout(hands, chips, card, pot, 0, deck, first_draw(draw), until=len(deck))
    # a take at the first offer: seat 0 holds the card and exactly the pot gained
    took = hands[0] >> card & 1 and chips[0] == chips_left + pot
    assert bool(took) is above


@pytest.mark.parametrize("temper", [0.0, 0.5, 1.5])
@pytest.mark.parametrize("above", [False, True])
def test_a_tempered_playout_draws_against_the_scaled_log_odds(temper: float, above: bool) -> None:
    """With ``temper`` the playout's first decision compares its draw with
    ``2**32 / (1 + e^-(temper·z))`` (the lab's ``temper`` setting; 1 is the shipped rule)."""
    hands = [mask_of([20, 21]), mask_of([30]), 0, mask_of([9])]
    chips = [4, 6, 2, 8]
    card, pot, deck = 22, 3, [5, 6, 7]
    z = temper * imitation_logit(hands, chips, card, pot, 0, len(deck))
    bound = 2.0**32 / (1.0 + math.exp(-z))
    draw = math.floor(bound) - 1 if above else math.ceil(bound) + 1
    rng = first_draw(draw)
    imitation_playout(hands, chips, card, pot, 0, deck, rng, until=len(deck), temper=temper)
    took = hands[0] >> card & 1 and chips[0] == 4 + pot
    assert bool(took) is above
    assert replace(HARD_LAB, temper=temper).shipped() is (HARD_CONFIG if temper == 1.0 else None)


def _positions(seed: int, players: int = 4) -> list[NoThanksState]:
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {"chips": "hidden"}), seed)
    medium = make_bot("nothanks", "medium")
    found = []
    ply = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1 and ply % 7 == 0:
            found.append(state.clone())
        seat = state.current_player
        state.apply(medium.choose(state.view(seat), legal, decision_rng(seed, seat, ply)))
        ply += 1
    assert isinstance(found[0], NoThanksState)
    return [s for s in found if isinstance(s, NoThanksState)]


def test_positions_of_views_hold_what_the_seat_may_know() -> None:
    for state in _positions(4):
        view = state.view(state.player)
        assert fast_path_applies(view)
        pos = position_of(view)
        assert list(pos.chips) == state.chips == counted_chips(view)
        assert pos.hands == tuple(mask_of(h) for h in state.hands)
        assert sorted(pos.pool) == sorted(state.stack + state.unseen)
        assert pos.stack_size == len(state.stack) and pos.card == state.card


def test_search_is_reproducible_and_counts_every_iteration() -> None:
    state = _positions(9)[3]
    view = state.view(state.player)
    first = root_values(search(position_of(view), 300, Rng(2), HARD_CONFIG), [TAKE, PASS])
    again = root_values(search(position_of(view), 300, Rng(2), HARD_CONFIG), [TAKE, PASS])
    assert first == again
    assert sum(v.visits for v in first) == 300
    # The lab's tree search (a sparring partner's settings) too.
    ismcts = LabConfig(reward=Reward.POINTS, playout=Playout.THRESHOLD, exploration=30)
    first = root_values(lab.search(position_of(view), 300, Rng(2), ismcts), [TAKE, PASS])
    again = root_values(lab.search(position_of(view), 300, Rng(2), ismcts), [TAKE, PASS])
    assert first == again
    assert sum(v.visits for v in first) == 300


def test_hard_search_pays_for_a_35_at_the_start() -> None:
    spec = get_game("nothanks")
    stack = [35, *range(3, 26)]
    deal = {"rounds": [{"stack": stack, "unseen": list(range(26, 35))}]}
    state = spec.new_state(4, {"first_player": "1"}, 0, deal)
    view = state.view(0)
    values = root_values(search(position_of(view), 400, Rng(1), HARD_CONFIG), [TAKE, PASS])
    taken, passed = values
    assert best_action(values) is PASS and passed.value > taken.value
    assert passed.expected_score < taken.expected_score


def test_sparring_ismcts_walks_its_tree_down_the_true_public_steps() -> None:
    """The kept-tree sparring bot rebuilds, from views alone, exactly the moves and flips
    that happened between two of its decisions (or gives up, never guesses wrong)."""
    from checks.sparring.nothanks import _Kept, public_steps

    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 12)
    assert isinstance(state, NoThanksState)
    medium = make_bot("nothanks", "medium")
    kept: dict[int, tuple[_Kept, int]] = {}
    history: list[tuple[bool, int | None]] = []
    rebuilt = 0
    ply = 0
    while not state.is_terminal():
        seat = state.player
        view = state.view(seat)
        legal = state.legal_actions()
        if len(legal) > 1 and seat in kept:
            before, at = kept[seat]
            steps = public_steps(before, view)
            if steps is not None:
                assert steps == history[at:]
                rebuilt += 1
        if len(legal) > 1:
            assert view.card is not None
            kept[seat] = (
                _Kept(view.round, view.moves, view.cards, view.card, TreeNode()),
                len(history),
            )
        action = medium.choose(view, legal, decision_rng(12, seat, ply))
        state.apply(action)
        history.append((action is TAKE, state.card if action is TAKE else None))
        ply += 1
    assert rebuilt > 40


def test_paired_search_gives_take_and_pass_the_same_iterations() -> None:
    state = _positions(11)[2]
    view = state.view(state.player)
    taken, passed = root_values(search(position_of(view), 300, Rng(5), HARD_CONFIG), [TAKE, PASS])
    assert taken.visits == passed.visits == 150
    # Unpaired, the same budget is split by UCB, not in halves.
    unpaired = LabConfig(reward=Reward.RELATIVE, scale=30.0, exploration=0.5)
    values = root_values(lab.search(position_of(view), 301, Rng(5), unpaired), [TAKE, PASS])
    assert sum(v.visits for v in values) == 301


def test_scaled_budget_grows_as_the_stack_shrinks() -> None:
    budgets = [scaled_iterations(size, 3000) for size in range(FULL_STACK, -1, -1)]
    assert budgets[0] == 3000 == scaled_iterations(FULL_STACK + 5, 3000)
    assert budgets == sorted(budgets) and budgets[-1] == 3000 * 7


def test_the_hard_bot_searches_the_scaled_budget_in_the_base_game() -> None:
    hard = make_bot("nothanks", "hard")
    for state in _positions(12)[:6]:
        view = state.view(state.player)
        expected = scaled_iterations(view.stack_size, hard.iterations)  # type: ignore[attr-defined]
        assert hard.iterations_for(view, state.legal_actions()) == expected  # type: ignore[attr-defined]


def test_a_prior_tries_the_heuristic_move_first_and_favours_it() -> None:
    node = Node()
    assert lab.select(node, 0.5, Rng(1), hint=True, prior=1.0) == (True, True)
    assert lab.select(node, 0.5, Rng(1), hint=False, prior=1.0) == (False, True)
    node.tn, node.tw, node.pn, node.pw = 10, 5.0, 10, 5.5
    assert lab.select(node, 0.5, Rng(1)) == (False, False)
    assert lab.select(node, 0.5, Rng(1), hint=True, prior=1.0) == (True, False)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7), st.integers(0, 1000))
def test_greedy_seats_of_the_imitation_playout_play_the_threshold_rule(
    seed: int, players: int, draw: int
) -> None:
    """With every seat marked greedy the imitation playout is the threshold playout."""
    spec = get_game("nothanks")
    start = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(start, NoThanksState) and start.card is not None
    both = []
    for greedy in (True, False):
        masks = [mask_of(h) for h in start.hands]
        chips = list(start.chips)
        deck = list(start.stack)
        if greedy:
            imitation_playout(
                masks, chips, start.card, 0, start.player, deck, Rng(draw), [True] * players
            )
        else:
            threshold_playout(masks, chips, start.card, 0, start.player, deck)
        both.append((masks, chips))
    assert both[0] == both[1]


def _opening_35() -> Position:
    """Seat 0 to act on a 35 with no chips on it, the whole stack to come."""
    spec = get_game("nothanks")
    stack = [35, *range(3, 26)]
    deal = {"rounds": [{"stack": stack, "unseen": list(range(26, 35))}]}
    state = spec.new_state(4, {"first_player": "1"}, 0, deal)
    return position_of(state.view(0))


def test_a_flat_search_grows_no_tree_below_the_root() -> None:
    root = search(_opening_35(), 200, Rng(3), HARD_CONFIG)
    assert root.tn == root.pn == 100
    # The lab's search with the hard settings is the shipped search: same statistics,
    # and no node below the root.
    tree = lab.search(_opening_35(), 200, Rng(3), HARD_LAB)
    assert not tree.takes and tree.passed is None
    assert (tree.tn, tree.tw, tree.ts, tree.pn, tree.pw, tree.ps) == (
        root.tn, root.tw, root.ts, root.pn, root.pw, root.ps
    )  # fmt: skip


def test_a_clear_decision_stops_early_and_a_close_one_does_not() -> None:
    """Passing a bare 35 at the start is clear: the search stops after the least pairs.
    Without ``sure`` every pair is searched."""
    pos = _opening_35()
    sure = replace(HARD_CONFIG, sure=2.5, least_pairs=100)
    root = search(pos, 4000, Rng(3), sure)
    assert root.tn == root.pn == 100 and root.pw > root.tw
    never = replace(HARD_CONFIG, sure=0.0)
    root = search(pos, 1000, Rng(3), never)
    assert root.tn == root.pn == 500


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7), st.integers(0, 40), st.integers(1, 20))
def test_strong_take_is_the_strong_playout_rule_without_jitter(
    seed: int, players: int, pot: int, chips_left: int
) -> None:
    """The one-decision strong rule (the ``strong`` sparring level) makes the first move
    of the strong playout with no jitter (the others have no chips: a pass hands the
    card to the next seat at once)."""
    spec = get_game("nothanks")
    start = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(start, NoThanksState) and start.card is not None
    hands = [mask_of(h) for h in start.hands]
    chips = [chips_left] + [0] * (players - 1)
    from checks.sparring.nothanks import strong_take

    took = strong_take(hands, chips, start.card, pot, 0)
    steady = replace(STRONG, jitter=0)
    policy_playout(hands, chips, start.card, pot, 0, [], Rng(seed), steady)
    assert bool(hands[0] >> start.card & 1) is took


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 6))
def test_the_lab_reward_with_the_shipped_settings_is_the_shipped_reward(
    seed: int, players: int
) -> None:
    """The lab keeps every reward that was tried; with the hard bot's settings its
    reward is the shipped one, on any round's points (last round or not)."""
    from game.games.nothanks.bots.reward import rewards_of_points

    shipped = HARD_LAB.shipped()
    assert shipped == HARD_CONFIG
    state = _positions(seed % 50)[0]
    pos = position_of(state.view(state.player))
    rng = Rng(seed)
    points = [rng.below(60) - 20 for _ in range(len(pos.hands))]
    for last in (False, True):
        at = replace(pos, last_round=last, totals=tuple(rng.below(40) for _ in pos.hands))
        assert lab.rewards_of_points(at, points, HARD_LAB) == rewards_of_points(at, points, shipped)


def test_the_lab_solves_endings_for_its_own_reward() -> None:
    """A lab searcher with another reward and ``endgame`` on takes the exact values of
    the endgame solve for that reward where the solve applies."""
    from game.games.nothanks.bots.endgame import endgame_applies, endgame_values_by

    cfg = replace(HARD_LAB, reward=Reward.WIN, win_weight=0.0)
    values_of = lab.lab_values_with(cfg)
    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 5)
    assert isinstance(state, NoThanksState)
    checked = 0
    while not state.is_terminal():
        p = state.player
        view = state.view(p)
        legal = state.legal_actions()
        if set(legal) == {TAKE, PASS} and endgame_applies(position_of(view)):
            pos = position_of(view)
            took, passed = endgame_values_by(
                pos, lambda at, pts: lab.rewards_of_points(at, pts, cfg)
            )
            values = values_of(view, legal, Rng(1), 100)
            assert values is not None
            by_action = {v.action: v.value for v in values}
            assert by_action[TAKE] == took[0] and by_action[PASS] == passed[0]
            checked += 1
        take = threshold_take(mask_of(state.hands[p]), state.card or 0, state.pot, state.chips[p])
        state.apply(TAKE if take or PASS not in legal else PASS)
    assert checked
