"""Play or Pay properties (hypothesis): cards and tokens are conserved at every step,
sequences stay well-formed, and resampled states respect what each seat knows."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.playorpay import SPEC, PlayOrPayState
from game.games.playorpay.cards import SEVEN
from game.rng import Rng

VARIANTS = st.sampled_from(
    [{}, {"sevens": True}, {"tokens": 2, "rounds": 12}, {"tokens": 1, "rounds": 30}, {"rounds": 2}]
)


def check_invariants(state: PlayOrPayState, total_tokens: int) -> None:
    view = state.view(0)
    decks = view.decks
    n = state.num_players
    on_table: Counter[int] = Counter()
    for suit, sequences in enumerate(view.sequences):
        assert len(sequences) <= decks, "never more sequences of a suit than decks"
        for low, high in sequences:
            assert suit * 13 <= low <= high < suit * 13 + 13
            if view.sevens:
                assert low % 13 <= SEVEN <= high % 13, "Sevens sequences grow from a 7"
            on_table.update(range(low, high + 1))
    in_hands: Counter[int] = Counter()
    for seat in range(n):
        hand = state.hand(seat)
        assert len(hand) == view.hand_sizes[seat]
        assert state.view(seat).hand == tuple(hand)
        in_hands.update(hand)
        if not view.in_game[seat]:
            assert view.tokens[seat] == 0
            if not state.is_terminal():
                assert not hand, "a player out of the game is dealt no cards"
    everything = on_table + in_hands
    assert all(everything[card] == decks for card in range(52)), "every card exactly once per deck"
    if not state.is_terminal() and not view.sevens:
        assert sum(view.hand_sizes) + sum(on_table.values()) == 52 * decks
    assert all(t >= 0 for t in view.tokens) and view.pot >= 0
    assert sum(view.tokens) + view.pot == total_tokens, "tokens are conserved"


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(3, 8),
    options=VARIANTS,
    seed=st.integers(0, 2**64 - 1),
    choices=st.integers(0, 2**32),
)
def test_cards_and_tokens_are_conserved_at_every_step(players, options, seed, choices):
    state = SPEC.new_state(players, options, seed)
    assert isinstance(state, PlayOrPayState)
    full = SPEC.validate(players, options)
    total = 0 if full["sevens"] else players * int(full["tokens"])
    rng = Rng(choices)
    check_invariants(state, total)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        check_invariants(state, total)
    assert state.winners()
    scores = state.scores()
    in_game = [s for s in range(players) if state.view(0).in_game[s]]
    best = max(scores[s] for s in in_game)
    assert state.winners() == [s for s in in_game if scores[s] == best]
    if not full["sevens"]:
        assert scores == [float(t) for t in state.view(0).tokens]
        rounds = len(state.round_results())
        all_broke = not any(scores[s] for s in in_game)
        assert len(in_game) == 1 or rounds == state.view(0).rounds or all_broke
        if len(in_game) == 1:
            assert scores[in_game[0]] == total, "the last player in holds every token"
        if all_broke:
            assert state.view(0).pot == total, "everyone broke: the pot belongs to nobody"


@settings(max_examples=30, deadline=None)
@given(
    players=st.integers(3, 8),
    sevens=st.booleans(),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 300),
)
def test_resampled_hands_respect_what_the_seat_knows(players, sevens, seed, steps):
    state = SPEC.new_state(players, {"sevens": sevens}, seed)
    assert isinstance(state, PlayOrPayState)
    rng = Rng(seed ^ 0x5EED)
    for _ in range(steps):
        if state.is_terminal():
            return
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    if state.is_terminal():
        return
    for player in range(players):
        other = state.resample(player, rng)
        assert isinstance(other, PlayOrPayState)
        assert other.hand(player) == state.hand(player)
        view = state.view(player)
        pool_before: Counter[int] = Counter()
        pool_after: Counter[int] = Counter()
        for seat in range(players):
            assert len(other.hand(seat)) == len(state.hand(seat))
            if seat != player:
                pool_before.update(state.hand(seat))
                pool_after.update(other.hand(seat))
                for card in other.hand(seat):
                    assert not view.cannot_hold[seat] >> card & 1
        assert pool_before == pool_after
