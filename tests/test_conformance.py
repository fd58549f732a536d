"""Generic conformance: every registered game, every player count, every preset.

Playouts to the end with invariants at every step, determinism, illegal actions rejected
with the state unchanged, record round trips at every step, and views that leak nothing
(a view is unchanged when everything its player cannot see is redrawn).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.contract import TERMINAL
from game.errors import IllegalActionError
from game.events import EventLog
from game.records import loads_record, start_state
from game.rng import Rng
from tests.conformance import (
    json_plain,
    random_playout,
    record_for,
    round_trip,
    scramble,
    setup_id,
    setups,
    view_json,
)

SETUPS = list(setups())
SEEDS = range(6)


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_playouts_end_with_consistent_invariants(setup):
    spec, players, _, options = setup
    for seed in SEEDS:
        state = spec.new_state(players, options, seed)
        rng = Rng(seed + 1000)
        steps = 0
        while not state.is_terminal():
            assert 0 <= state.current_player < players
            legal = state.legal_actions()
            assert legal
            assert list(legal) == list(state.legal_actions()), "legal actions must be stable"
            texts = [state.action_text(a) for a in legal]
            assert len(set(texts)) == len(texts), "notations of legal actions must differ"
            state.apply(legal[rng.below(len(legal))])
            steps += 1
            assert steps < 100_000
        assert state.current_player == TERMINAL
        assert list(state.legal_actions()) == []
        winners = state.winners()
        assert winners and all(0 <= w < players for w in winners)
        assert len(state.scores()) == players
        assert state.round_results(), "a finished game has at least one round result"
        json_plain(state.to_data())


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_same_seed_and_actions_give_the_same_game(setup):
    spec, players, _, options = setup
    first = spec.new_state(players, options, 42)
    actions = random_playout(first, Rng(9))
    second = spec.new_state(players, options, 42)
    assert second.to_data() == spec.new_state(players, options, 42).to_data()
    for text in actions:
        second.apply(second.find_action(text))
    assert first.digest() == second.digest()
    other_seed = spec.new_state(players, options, 43)
    assert other_seed.to_data() != spec.new_state(players, options, 42).to_data()


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_illegal_actions_are_rejected_and_change_nothing(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 5)
    rng = Rng(5)
    for _ in range(40):
        if state.is_terminal():
            break
        before = state.digest()
        for junk in (object(), "not an action", None, 12345):
            with pytest.raises(IllegalActionError):
                state.apply(junk)
            assert state.digest() == before
        with pytest.raises(IllegalActionError):
            state.find_action("no-such-move")
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    random_playout(state, rng)
    before = state.digest()
    with pytest.raises(IllegalActionError):
        state.apply(object())
    assert state.digest() == before


def sampled(step: int) -> bool:
    """Steps checked in depth: every one of the first 150, then every 5th (long games)."""
    return step < 150 or step % 5 == 0


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_record_round_trip_at_every_step(setup):
    spec, players, _, options = setup
    seed = 77
    state = spec.new_state(players, options, seed)
    rng = Rng(3)
    actions: list[str] = []
    digests = [state.digest()]
    full_checks = 0
    while True:
        # A full save → load → replay at the sampled steps (and always at the end) ...
        if (sampled(len(actions)) and len(actions) % 4 == 0) or state.is_terminal():
            record = record_for(spec, state, options, seed, actions)
            assert round_trip(record).digest() == state.digest()
            full_checks += 1
        if state.is_terminal():
            break
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        actions.append(state.action_text(action))
        state.apply(action)
        digests.append(state.digest())
    # ... and at every step: the record of the first k actions replays to the digest seen
    # after k actions (replaying a prefix record is exactly this incremental replay).
    record = loads_record(record_for(spec, state, options, seed, actions).dumps().encode())
    replayed = start_state(record)
    assert replayed.digest() == digests[0]
    for step, text in enumerate(record.actions, start=1):
        replayed.apply(replayed.find_action(text))
        assert replayed.digest() == digests[step]
    assert full_checks >= 2


def leak_checked_seats(step: int, current: int, players: int) -> list[int]:
    """Seats whose views are checked at a step: every seat in the first 20 steps, then
    the seat to move and one other in rotation (each seat many times per game, at a cost
    that grows with the player count, not its square)."""
    if step < 20:
        return list(range(players))
    other = step % players
    return [current] if other == current or current < 0 else [current, other]


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_views_leak_nothing_hidden(setup):
    spec, players, _, options = setup
    for seed in range(3):
        state = spec.new_state(players, options, seed)
        rng = Rng(seed + 50)
        step = 0
        while not state.is_terminal():
            if sampled(step):
                for player in leak_checked_seats(step, state.current_player, players):
                    seen = view_json(state, player)
                    for _ in range(2):
                        other = state.resample(player, rng)
                        assert view_json(other, player) == seen
                        if player == state.current_player:
                            assert [other.action_text(a) for a in other.legal_actions()] == [
                                state.action_text(a) for a in state.legal_actions()
                            ]
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            step += 1


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_resampled_states_play_to_the_end(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 11)
    rng = Rng(11)
    for _ in range(15):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    for player in range(players):
        random_playout(state.resample(player, rng), rng)


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_clone_is_independent(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 8)
    copy = state.clone()
    random_playout(copy, Rng(1))
    assert state.digest() == spec.new_state(players, options, 8).digest()


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_events_describe_every_action(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 21)
    rng = Rng(21)
    while not state.is_terminal():
        events = EventLog()
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events)
        assert events, "every action yields at least one event"
        for event in events:
            json_plain({"kind": event.kind, "player": event.player, "data": event.data})
            json_plain({str(k): v for k, v in event.private.items()})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_seed_plays_to_the_end_and_replays_exactly(data):
    spec, players, _, options = data.draw(st.sampled_from(SETUPS), label="setup")
    seed = data.draw(st.integers(0, 2**64 - 1), label="seed")
    policy = data.draw(st.integers(0, 2**32), label="policy")
    state = spec.new_state(players, options, seed)
    actions = random_playout(state, Rng(policy))
    again = spec.new_state(players, options, seed)
    for text in actions:
        again.apply(again.find_action(text))
    assert again.digest() == state.digest()
    assert round_trip(record_for(spec, state, options, seed, actions)).digest() == state.digest()


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_state_data_cannot_be_used_to_change_the_game(setup):
    """``to_data()`` hands out copies: changing them, however deep, changes nothing."""
    spec, players, _, options = setup
    state = spec.new_state(players, options, 31)
    rng = Rng(31)
    step = 0
    while True:
        if step in (0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89) or state.is_terminal():
            before = state.digest()
            legal = [state.action_text(a) for a in state.legal_actions()]
            views = [view_json(state, seat) for seat in range(players)]
            scramble(state.to_data())
            assert state.digest() == before
            assert [state.action_text(a) for a in state.legal_actions()] == legal
            assert [view_json(state, seat) for seat in range(players)] == views
        if state.is_terminal():
            break
        legal_actions = state.legal_actions()
        state.apply(legal_actions[rng.below(len(legal_actions))])
        step += 1
