"""Nyet! properties: card conservation at every step, hands that empty together,
resampling that keeps everything a player knows, and the constrained deal it uses."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.errors import IllegalActionError
from game.games.nyet.board import DISCARD_EXCEPT_ONE
from game.games.nyet.cards import full_deck, removed_for, round_deck
from game.games.nyet.knowledge import played_by
from game.games.nyet.rules import PASSING, TRICKS, NyetState
from game.games.nyet.sampling import ALL_CATEGORIES, deal_constrained
from game.games.nyet.scenario import covers_for_terms
from game.registry import get_game
from game.rng import Rng

SPEC = get_game("nyet")


def all_cards(state: NyetState) -> Counter[int]:
    """Every card of the round, wherever it is."""
    every: list[int] = list(state.aside)
    for seat in range(state.num_players):
        every += state.hands[seat] + state.discards[seat]
        if state.passing[seat] >= 0:
            every.append(state.passing[seat])
    for trick in state.tricks:
        every += trick.cards
    every += state.trick
    return Counter(every)


def check_conservation(state: NyetState) -> None:
    n = state.num_players
    if n == 3:
        assert Counter(state.aside) == Counter(removed_for(3))
        assert Counter(round_deck(3)) + Counter(state.aside) == Counter(full_deck())
    assert all_cards(state) == Counter(full_deck())
    if state.phase == TRICKS:
        # Everyone holds as many cards as tricks remain (minus any card already played).
        remaining = len(state.hands[state.leader]) + (1 if state.trick else 0)
        for step in range(n):
            seat = (state.leader + step) % n
            played_now = 1 if step < len(state.trick) else 0
            assert len(state.hands[seat]) + played_now == remaining


@settings(max_examples=40, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_cards_are_conserved_at_every_step(n, seed, policy):
    state = SPEC.new_state(n, {"rounds": "2"}, seed)
    assert isinstance(state, NyetState)
    rng = Rng(policy)
    while not state.is_terminal():
        check_conservation(state)
        legal = state.legal_actions()
        assert legal
        state.apply(legal[rng.below(len(legal))])
        if state.phase == TRICKS and not state.trick and state.tricks == []:
            assert all(len(h) == len(state.hands[0]) for h in state.hands)
    assert all(not hand for hand in state.hands)


def check_resample(state: NyetState, player: int, rng: Rng) -> None:
    other = state.resample(player, rng)
    assert isinstance(other, NyetState)
    check_conservation(other)
    n = state.num_players
    assert other.hands[player] == state.hands[player]
    assert other.discards[player] == state.discards[player]
    assert other.passing[player] == state.passing[player]
    if n == 3:
        assert other.aside == state.aside
    for seat in range(n):
        assert len(other.hands[seat]) == len(state.hands[seat])
        assert len(other.discards[seat]) == len(state.discards[seat])
        if seat == player or state.tables is None:
            continue
        # A seat that showed it lacks a colour still lacks it.
        suit = state.tables.suit
        for card in other.hands[seat]:
            assert not state.voids[seat] >> suit[card] & 1
        if state.discard_mode == DISCARD_EXCEPT_ONE:
            assert all(card & 15 != 1 for card in other.discards[seat])
    # The card this player passed stays with the left neighbour until that seat plays one.
    given_card = state.passed[player]
    left = (player + 1) % n
    if given_card >= 0 and not played_by(state, left, given_card):
        assert given_card in other.hands[left]


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32), stop=st.integers(0, 120))
def test_resample_keeps_what_the_player_knows(n, seed, stop):
    state = SPEC.new_state(n, {"rounds": "1"}, seed)
    assert isinstance(state, NyetState)
    rng = Rng(seed ^ 0x5A5A)
    for _ in range(stop):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        if state.phase == TRICKS and rng.below(4) == 0:
            for player in range(n):
                check_resample(state, player, rng)
    if not state.is_terminal():
        for player in range(n):
            check_resample(state, player, rng)


def test_resample_in_the_pass_phase_redraws_pending_cards():
    """Before the passed cards arrive, the others' chosen cards are unknown and redrawn."""
    seen: set[int] = set()
    for seed in range(30):
        state = SPEC.new_state(4, {"first_dealer": "1"}, seed)
        assert isinstance(state, NyetState)
        for cover in covers_for_terms(4, 0, "pass", "red", "blue", 1):
            state.apply(cover)
        state.apply(state.legal_actions()[0])  # the first player's team
        assert state.phase == PASSING
        state.apply(state.legal_actions()[0])  # seat 1 chose a card
        other = state.resample(1, Rng(seed))
        seen.add(other.passing[0])
        assert other.passing[1] == -1 and other.view(1) == state.view(1)
        check_conservation(other)
    assert len(seen) > 3


# The constrained deal ----------------------------------------------------------------


def _valid(places, sizes, allowed, cat, pool):
    assert [len(p) for p in places] == list(sizes)
    assert Counter(c for p in places for c in p) == Counter(pool)
    for place, mask in zip(places, allowed, strict=True):
        assert all(mask >> cat[c] & 1 for c in place)


@pytest.mark.parametrize("greedy", [True, False])
def test_constrained_deal_tight_case(greedy, monkeypatch):
    """Two places that each accept only one category, which together fill them exactly."""
    import game.games.nyet.sampling as sampling

    if not greedy:
        monkeypatch.setattr(sampling, "GREEDY_ATTEMPTS", 0)
    cat = [card % 4 for card in range(40)]
    pool = list(range(40))
    sizes = [10, 10, 5, 15]
    allowed = [1 << 0, 1 << 1, (1 << 2) | (1 << 3), ALL_CATEGORIES]
    for seed in range(20):
        places = deal_constrained(pool, sizes, allowed, cat, Rng(seed))
        _valid(places, sizes, allowed, cat, pool)
        assert sorted(places[0]) == [c for c in pool if c % 4 == 0]


def test_constrained_deal_falls_back_to_flow(monkeypatch):
    import game.games.nyet.sampling as sampling

    monkeypatch.setattr(sampling, "GREEDY_ATTEMPTS", 0)
    cat = [card % 8 for card in range(48)]
    pool = list(range(48))
    sizes = [12, 12, 12, 12]
    allowed = [0b00001111, 0b11110000, 0b00111100, ALL_CATEGORIES]
    rng = Rng(1)
    for _ in range(20):
        _valid(deal_constrained(pool, sizes, allowed, cat, rng), sizes, allowed, cat, pool)


def test_constrained_deal_rejects_impossible_constraints():
    cat = [0] * 4 + [1] * 4
    with pytest.raises(ValueError):
        deal_constrained(list(range(8)), [5, 3], [1, 2], cat, Rng(0))
    with pytest.raises(ValueError):
        deal_constrained(list(range(8)), [5, 5], [3, 3], cat, Rng(0))


# Rebuilding a state from a view (determinisation for search) ---------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_from_view_rebuilds_a_consistent_state(n):
    for seed in range(2):
        state = SPEC.new_state(n, {"rounds": "2"}, seed)
        assert isinstance(state, NyetState)
        rng = Rng(seed + 99)
        step = 0
        while not state.is_terminal():
            for player in range(n):
                view = state.view(player)
                rebuilt = SPEC.state_from_view(view, Rng(step))
                assert rebuilt.view(player) == view
                check_conservation(rebuilt)
                if player == state.current_player:
                    assert [a.text for a in rebuilt.legal_actions()] == [
                        a.text for a in state.legal_actions()
                    ]
                    if step % 37 == 0:
                        check_resample(rebuilt, player, rng)
                        copy = rebuilt.resample(player, rng)
                        while copy.round == state.round and not copy.is_terminal():
                            legal = copy.legal_actions()
                            copy.apply(legal[rng.below(len(legal))])
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            step += 1
        final = SPEC.state_from_view(state.view(0), Rng(0))
        assert final.is_terminal() and final.scores() == state.scores()


def _chooser(salt: int):
    """A deterministic trick chooser that depends on everything it is given."""

    def choose(seat: int, cards: list[int], trick: list[int], leader: int) -> int:
        return cards[(salt + 7 * seat + 3 * len(trick) + sum(trick) + leader) % len(cards)]

    return choose


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(2, 5),
    rounds=st.integers(1, 2),
    seed=st.integers(0, 2**32),
    policy=st.integers(0, 2**32),
    extra=st.integers(0, 12),
)
def test_play_tricks_reaches_the_state_apply_reaches(n, rounds, seed, policy, extra):
    """The search playouts' fast path equals applying the same plays one by one, from
    the start of the tricks or from the middle of a trick, in the last round or not."""
    state = SPEC.new_state(n, {"rounds": str(rounds)}, seed)
    assert isinstance(state, NyetState)
    rng = Rng(policy)
    # Random play into the tricks of the last round, then a few random cards more.
    while not (state.phase == TRICKS and state.round == rounds):
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    for _ in range(extra):
        if state.phase != TRICKS or state.round != rounds:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    if state.phase != TRICKS:
        return
    fast, slow = state.clone(), state.clone()
    choose = _chooser(policy)
    fast.play_tricks(choose)
    start = slow.round
    while slow.phase == TRICKS and slow.round == start:
        legal = slow.legal_actions()
        cards = [action.card for action in legal]
        card = cards[0] if len(cards) == 1 else choose(slow.player, cards, slow.trick, slow.leader)
        slow.apply(next(action for action in legal if action.card == card))
    assert fast.to_data() == slow.to_data()
    assert fast.legal_actions() == slow.legal_actions()
    assert fast.is_terminal() == slow.is_terminal()


def test_play_tricks_needs_the_tricks_phase():
    state = SPEC.new_state(4, {}, 1)
    assert isinstance(state, NyetState)
    with pytest.raises(IllegalActionError):
        state.play_tricks(_chooser(0))
