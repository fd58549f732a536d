"""Reading how each No Thanks! seat plays from the round's public moves."""

from __future__ import annotations

import math
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.nothanks.bots.fast import imitation_logit, mask_of, threshold_take
from game.games.nothanks.bots.infer import greedy_odds, past_decisions
from game.games.nothanks.rules import PASS, TAKE, NoThanksState
from game.registry import get_game
from game.rng import Rng

Chooser = Callable[[NoThanksState, Rng], bool]


def _greedy(state: NoThanksState, rng: Rng) -> bool:
    p = state.player
    assert state.card is not None
    return threshold_take(mask_of(state.hands[p]), state.card, state.pot, state.chips[p])


def _imitating(state: NoThanksState, rng: Rng) -> bool:
    """Takes with the imitation rule's probability."""
    p = state.player
    assert state.card is not None
    hands = [mask_of(h) for h in state.hands]
    z = imitation_logit(hands, state.chips, state.card, state.pot, p, len(state.stack))
    return rng.random() < 1.0 / (1.0 + math.exp(-z))


def _play(seed: int, players: int, choose: Chooser, plies: int) -> tuple[NoThanksState, list]:
    """A base game played ``plies`` moves by ``choose``; the real decisions made (seat,
    imitation log-odds, greedy rule's take?, took?)."""
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    assert isinstance(state, NoThanksState)
    rng = Rng(seed)
    made = []
    for _ in range(plies):
        if state.is_terminal() or state.round > 1:
            break
        p = state.player
        assert state.card is not None
        if state.chips[p]:
            hands = [mask_of(h) for h in state.hands]
            z = imitation_logit(hands, state.chips, state.card, state.pot, p, len(state.stack))
            greedy = _greedy(state, rng)
            take = choose(state, rng)
            made.append((p, z, greedy, take))
        else:
            take = True
        state.apply(TAKE if take else PASS)
    return state, made


def test_the_view_names_the_cards_taken_in_order() -> None:
    spec = get_game("nothanks")
    state = spec.new_state(4, spec.validate(4, {}), 3)
    assert isinstance(state, NoThanksState)
    order: list[int | None] = []
    rng = Rng(1)
    while not state.is_terminal() and len(order) < 15:
        take = _greedy(state, rng) or not state.chips[state.player]
        if take:
            order.append(state.card)
        state.apply(TAKE if take else PASS)
    view = state.view(2)
    assert list(view.taken) == order
    assert sorted(view.taken) == sorted(c for cards in view.cards for c in cards)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(3, 7), st.integers(5, 120))
def test_past_decisions_are_the_real_decisions_of_the_round(
    seed: int, players: int, plies: int
) -> None:
    """Replaying the view's public moves finds every real decision of the round so far,
    with the log-odds and greedy move the true positions had."""
    state, made = _play(seed, players, _imitating, plies)
    if state.is_terminal():
        return
    found = past_decisions(state.view(0))
    assert found is not None
    assert [(s, g, t) for s, _, g, t in found] == [(s, g, t) for s, _, g, t in made]
    assert all(abs(a[1] - b[1]) < 1e-9 for a, b in zip(found, made, strict=True))


def test_greedy_players_are_recognised_and_imitation_players_are_not() -> None:
    """Some 70 moves into a round the seats that play the greedy rule come out greedy
    and those that play the imitation rule do not (on average over seeds and seats,
    from a prior of 0.3; the searching seat is always 0)."""
    for choose, low, high in ((_greedy, 0.85, 1.0), (_imitating, 0.0, 0.15)):
        seen: list[float] = []
        for seed in range(6):
            state, _ = _play(seed, 4, choose, 70)
            odds = greedy_odds(state.view(0), 0.3)
            assert odds[0] == 0.0
            seen.extend(odds[1:])
        assert low <= sum(seen) / len(seen) <= high, seen


def test_no_moves_leave_every_other_seat_at_the_prior() -> None:
    spec = get_game("nothanks")
    state = spec.new_state(5, spec.validate(5, {}), 8)
    assert greedy_odds(state.view(2), 0.3) == (0.3, 0.3, 0.0, 0.3, 0.3)
