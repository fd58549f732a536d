"""The seeded generator (:mod:`game.rng`): its inlined steps draw as its plain ones."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from game.rng import LCG_INCREMENT, LCG_MULTIPLIER, MASK64, Rng


@given(st.integers(0, MASK64), st.lists(st.floats(0.0, 1.0), max_size=8))
def test_below_each_draws_as_random_does(state: int, odds: list[float]) -> None:
    inlined, plain = Rng.from_state(state), Rng.from_state(state)
    assert inlined.below_each(odds) == [plain.random() < x for x in odds]
    assert inlined.state == plain.state


@given(st.integers(0, MASK64))
def test_one_step_is_the_published_linear_congruence(state: int) -> None:
    rng = Rng.from_state(state)
    after = (state * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64
    assert rng.next_u32() == after >> 32
    assert rng.state == after
