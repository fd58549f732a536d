"""Chi-square figures of the deal-fairness test, per game, player count and preset.

Usage: ``python -m bench.deal_fairness [--seeds N] [--game ID] [--all]``

Deals seeds 0 .. N-1 (default: the test's count) of every setup the conformance tests
play and tests every dealt position for uniformity (see ``checks/deal_fairness.py`` for
the statistic). For each setup it prints how many positions were tested, the smallest
p-value with its position, statistic and degrees of freedom, and the mean of chi2/df over
the positions (about 1 for a fair deal). ``--all`` prints every position. The test fails
below p = 1e-6. Deterministic: the same arguments print the same figures.
"""

from __future__ import annotations

import argparse
import sys
import time

from checks.deal_fairness import SEEDS, SIGNIFICANCE, describe, position_stats, tally_deals
from checks.setups import setups


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=SEEDS, help="deals per setup")
    parser.add_argument("--game", help="only this game id")
    parser.add_argument("--all", action="store_true", help="print every position")
    args = parser.parse_args(argv)
    print(f"{args.seeds} seeded deals per setup; a position fails below p = {SIGNIFICANCE:g}")
    print(f"{'setup':<58} {'tested':>6} {'mean chi2/df':>12}  smallest p (position)")
    started = time.perf_counter()
    failures = 0
    for spec, players, name, options in setups():
        if args.game and spec.id != args.game:
            continue
        stats = position_stats(tally_deals(spec, players, options, args.seeds))
        worst = min(stats, key=lambda s: s.p_value)
        mean = sum(s.chi2 / s.df for s in stats) / len(stats)
        label = f"{spec.id} {players}p {name}"
        print(f"{label:<58} {len(stats):>6} {mean:>12.3f}  {describe(worst)}")
        if args.all:
            for stat in stats:
                print(f"    {describe(stat)}")
        failures += sum(s.p_value < SIGNIFICANCE for s in stats)
    print(f"{failures} position(s) below {SIGNIFICANCE:g}; {time.perf_counter() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
