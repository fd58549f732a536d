"""Fair deals: every position a player can end up with is uniform, for every registered
game, player count and preset (chi-square over seeded deals; see checks/deal_fairness.py).

The seeds are fixed (0 .. SEEDS-1), so the figures are the same on every run; the
significance level is strict (1e-6), so a fair deal never fails by bad luck while a lean
like the old Hidden Tiger deal (a Tiger card dealt six times as often as it should be)
gives p-values far below it. ``python -m bench.deal_fairness`` prints every figure.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checks.chi_square import chi2_sf
from checks.deal_fairness import (
    SEEDS,
    SIGNIFICANCE,
    GroupTally,
    add_deal,
    describe,
    position_stats,
    tally_deals,
    unfair,
)
from checks.deal_positions import missing_deal_groups
from game.registry import all_games, get_game
from game.rng import Rng
from tests.conformance import setup_id, setups

SETUPS = list(setups())


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_every_dealt_position_is_uniform(setup):
    spec, players, _, options = setup
    stats = position_stats(tally_deals(spec, players, options, SEEDS))
    assert stats, "a deal has at least one random position"
    bad = unfair(stats)
    if bad:
        pytest.fail("deal is not uniform at:\n" + "\n".join(describe(s) for s in bad))


def test_every_registered_game_says_where_its_cards_are_dealt():
    missing = [missing_deal_groups(spec.id) for spec in all_games()]
    assert not any(missing), "\n".join(filter(None, missing))


# The statistic itself -----------------------------------------------------------------------


def _poisson_tail(x: float, df: int) -> float:
    """Closed form of the chi-square tail for even df: P(Poisson(x/2) < df/2)."""
    half = x / 2
    return math.exp(-half) * sum(half**k / math.factorial(k) for k in range(df // 2))


@given(st.floats(0.01, 400), st.integers(1, 60))
def test_chi2_tail_matches_closed_forms(x, half_df):
    df = 2 * half_df
    assert chi2_sf(x, df) == pytest.approx(_poisson_tail(x, df), rel=1e-9, abs=1e-300)
    assert chi2_sf(x, 1) == pytest.approx(math.erfc(math.sqrt(x / 2)), rel=1e-9, abs=1e-300)


def test_chi2_tail_at_known_quantiles():
    # Standard table values: the 95% and 99.9% points of chi-square(10) and (1).
    assert chi2_sf(18.307, 10) == pytest.approx(0.05, rel=1e-3)
    assert chi2_sf(29.588, 10) == pytest.approx(0.001, rel=1e-3)
    assert chi2_sf(3.841, 1) == pytest.approx(0.05, rel=1e-3)
    assert chi2_sf(0.0, 5) == 1.0


def _fake_deals(deals: int, lean: float) -> dict[str, GroupTally]:
    """Deal 10 distinct cards (2 hands of 3, a pile of 4) from a fair shuffle, except that
    with probability ``lean`` card 0 is moved into hand 1."""
    rng = Rng(1)
    tallies: dict[str, GroupTally] = {}
    for seed in range(deals):
        cards = list(range(10))
        rng.shuffle(cards)
        if rng.random() < lean and 0 not in cards[:3]:
            spot = cards.index(0)
            cards[spot], cards[0] = cards[0], cards[spot]
        groups = {"cards": {"hand 1": cards[:3], "hand 2": cards[3:6], "pile": cards[6:]}}
        add_deal(tallies, groups, seed)  # type: ignore[arg-type]
    return tallies


def test_the_statistic_has_the_chi_square_mean_on_fair_deals():
    stats = position_stats(_fake_deals(20_000, 0.0))
    assert [s.df for s in stats] == [9, 9, 9]
    # Mean of chi-square(9) is 9 (standard deviation about 4.2 for one draw).
    assert all(0.5 < s.chi2 / s.df < 3 for s in stats)
    assert not unfair(stats)


def test_a_small_lean_is_caught():
    stats = position_stats(_fake_deals(20_000, 0.1))
    assert [s.position for s in unfair(stats)] == ["hand 1", "hand 2", "pile"]
    assert min(s.p_value for s in stats) < SIGNIFICANCE


# The Hidden Tiger fix -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [3, 4, 7])
def test_the_first_editions_hidden_tiger_deal_is_caught(players):
    """Edition 1 (kept to replay old records) dealt the Tigers from the unmixed part of
    the set-aside pile: the test must see it."""
    spec = get_game("nothanks")
    options = {"hidden_tiger": True, "rules_version": 1}
    bad = unfair(position_stats(tally_deals(spec, players, options, SEEDS)))
    assert "Tiger card of seat 1" in {s.position for s in bad}


@pytest.mark.parametrize("amigo", [False, True])
def test_the_fix_changes_only_the_tigers_and_the_set_aside_cards(amigo):
    spec = get_game("nothanks")
    for seed in range(50):
        old, new = (
            spec.new_state(4, {"hidden_tiger": True, "amigo": amigo, "rules_version": v}, seed)
            for v in (1, 2)
        )
        old_data, new_data = old.to_data(), new.to_data()
        assert (old_data["card"], old_data["stack"]) == (new_data["card"], new_data["stack"])
        old_aside = sorted(old_data["unseen"] + old_data["tigers"])
        assert old_aside == sorted(new_data["unseen"] + new_data["tigers"])
