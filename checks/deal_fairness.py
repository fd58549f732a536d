"""Chi-square test that a game's deal is uniform at every position (see deal_positions).

For one setup (game, player count, options) the states dealt from seeds ``0 .. N-1`` are
read through :func:`checks.deal_positions.deal_groups`. For each group (a fixed multiset of
``M`` labels, label ``c`` appearing ``m_c`` times, so ``p_c = m_c / M``) and each position
in it, ``O_c`` counts the copies of ``c`` seen at that position over all seeds.

Under a fair deal the ``k`` labels a position receives in one deal are a uniform draw
without replacement from the group, so their counts are multivariate hypergeometric:
mean ``k p_c`` and covariance ``k (M - k) / (M - 1) (diag(p) - p pᵀ)``, the multinomial
covariance times the finite-population factor. Summed over independent seeds the counts
have mean ``E_c = p_c Σ k`` and covariance ``W (diag(p) - p pᵀ)`` with
``W = Σ k (M - k) / (M - 1)``, so

    X² = Σ_c (O_c - E_c)² / (p_c W)

is asymptotically chi-square with ``C - 1`` degrees of freedom (``C`` distinct labels).
(With ``k = 1`` this is Pearson's statistic; for larger hands the factor corrects for
drawing without replacement.) A position that always receives all or none of the labels
(``W = 0``) or a group with one label says nothing and is skipped. The p-value is
:func:`checks.chi_square.chi2_sf`. Everything is deterministic: the same setup and seed
count give the same figures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from checks.chi_square import chi2_sf
from checks.deal_positions import Groups, deal_groups
from game.contract import GameSpec

#: Seeded deals per setup in the fairness test (and the bench script's default).
SEEDS = 1500
#: p-values below this fail the fairness test (strict: a fixed-seed test must never flake).
SIGNIFICANCE = 1e-6


@dataclass
class PositionTally:
    """What one position received over many deals."""

    seen: list[Hashable] = field(default_factory=list)  # every label, counted at the end
    dealt: int = 0  # Σ k: labels received over all deals
    weight: float = 0.0  # W = Σ k (M - k) / (M - 1)


@dataclass
class GroupTally:
    """One group: its fixed labels and the tallies of its positions."""

    pool: Counter[Hashable]
    key: list[Any]  # the labels in a canonical order, to check every deal cheaply
    positions: dict[str, PositionTally] = field(default_factory=dict)


def _canonical(labels: list[Hashable]) -> list[Any]:
    """The labels sorted (by text when their types do not compare)."""
    try:
        return sorted(labels)
    except TypeError:
        return sorted(labels, key=repr)


@dataclass(frozen=True)
class PositionStat:
    """The test of one position: statistic, degrees of freedom and p-value."""

    group: str
    position: str
    chi2: float
    df: int
    p_value: float


def add_deal(tallies: dict[str, GroupTally], groups: Groups, seed: int) -> None:
    """Fold one deal's groups into the tallies (checking each group's labels)."""
    for name, positions in groups.items():
        every = [label for labels in positions.values() for label in labels]
        key = _canonical(every)
        tally = tallies.get(name)
        if tally is None:
            tally = tallies[name] = GroupTally(Counter(every), key)
        elif key != tally.key:
            raise AssertionError(f"seed {seed}: group '{name}' holds other labels than seed 0")
        total = len(every)
        for position, labels in positions.items():
            slot = tally.positions.setdefault(position, PositionTally())
            slot.seen.extend(labels)
            k = len(labels)
            slot.dealt += k
            if total > 1:
                slot.weight += k * (total - k) / (total - 1)


def tally_deals(
    spec: GameSpec, players: int, options: Mapping[str, Any], seeds: int
) -> dict[str, GroupTally]:
    """Deal ``seeds`` games (seeds 0 .. seeds-1) and count every position's labels."""
    tallies: dict[str, GroupTally] = {}
    for seed in range(seeds):
        state = spec.new_state(players, options, seed)
        add_deal(tallies, deal_groups(state.to_data()), seed)
    return tallies


def position_stats(tallies: Mapping[str, GroupTally]) -> list[PositionStat]:
    """The chi-square test of every informative position, in group and position order."""
    stats = []
    for name, tally in tallies.items():
        total = sum(tally.pool.values())
        if len(tally.pool) < 2:
            continue
        for position, slot in tally.positions.items():
            if slot.weight <= 0:
                continue
            counts = Counter(slot.seen)
            chi2 = 0.0
            for label, copies in tally.pool.items():
                p = copies / total
                expected = p * slot.dealt
                chi2 += (counts[label] - expected) ** 2 / (p * slot.weight)
            df = len(tally.pool) - 1
            stats.append(PositionStat(name, position, chi2, df, chi2_sf(chi2, df)))
    return stats


def unfair(stats: list[PositionStat]) -> list[PositionStat]:
    """The positions whose p-value is below :data:`SIGNIFICANCE`."""
    return [s for s in stats if s.p_value < SIGNIFICANCE]


def describe(stat: PositionStat) -> str:
    """One line: group / position, statistic, degrees of freedom, p-value."""
    return (
        f"{stat.group} / {stat.position}: chi2 = {stat.chi2:.1f} on {stat.df} df, "
        f"p = {stat.p_value:.3g}"
    )
