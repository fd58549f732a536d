"""Fit the imitation rule of the hard No Thanks! bot's playouts.

Usage: ``python -m bench.fit_imitation [--decisions 3:4087,4:3841,5:703] [--seed 7]
[--data FILE] [--save FILE]``

1. **Collect**: the public-style ISMCTS sparring partner (``checks/sparring``: 2,000
   iterations, kept tree) plays base-game self-play games at each player count, game
   ``g`` dealt from ``game_seed(seed, g)``, and its first N real take/pass decisions per
   player count are logged as (position, took?). The streams are deterministic, so the
   same ``--decisions`` give the same data; ``--save`` writes them as JSON lines and
   ``--data`` reads such a file instead of playing (collecting costs about 45 ms per
   decision).
2. **Fit**: a logistic regression of *took?* on the features of
   :func:`features` (the same log-odds as :func:`game.games.nothanks.bots.fast.imitation_logit`),
   with an L2 penalty of ``0.5 × |w|² / C`` on the weights (C = 10, not on the bias), by
   Newton's method in pure Python.

Prints the weights and bias in the order of ``IMITATION_WEIGHTS``, the 5-fold
cross-validated log loss, the base-rate log loss, and how far the shipped weights'
log-odds are from the fitted ones on the data. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Sequence
from typing import Any

from game.games.nothanks.bots.fast import IMITATION_BIAS, IMITATION_WEIGHTS, imitation_logit
from game.games.nothanks.bots.response import response_features

PENALTY_C = 10.0

Row = dict[str, Any]


def features(row: Row) -> list[float]:
    """The features of one decision, in the order of ``IMITATION_WEIGHTS``: the first
    terms of :func:`game.games.nothanks.bots.response.response_features`, which reads the same
    facts (the response model adds terms after these)."""
    terms = response_features(
        row["hands"], row["chips"], row["card"], row["pot"], row["p"], row["stack"]
    )
    return terms[: len(IMITATION_WEIGHTS)]


def decision_row(view: Any, legal: Sequence[Any], action: Any) -> Row | None:
    """The logged row of a base-game take/pass decision (with chips to pass) of the seat
    that sees ``view``: the position and whether it took; None for any other decision."""
    from game.games.nothanks.bots.position import fast_path_applies, position_of
    from game.games.nothanks.rules import PASS, TAKE

    if len(legal) < 2 or not fast_path_applies(view) or set(legal) != {TAKE, PASS}:
        return None
    pos = position_of(view)
    return {
        "n": len(pos.hands),
        "card": pos.card,
        "pot": pos.pot,
        "hands": list(pos.hands),
        "chips": list(pos.chips),
        "p": pos.me,
        "stack": pos.stack_size,
        "take": action is TAKE,
    }


class LoggedBot:
    """``bot``, logging its base-game take/pass decisions (:func:`decision_row`) into
    ``found``."""

    def __init__(self, bot: Any, found: list[Row]) -> None:
        self.bot = bot
        self.level = bot.level
        self.found = found

    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any:
        action = self.bot.choose(view, legal, rng)
        row = decision_row(view, legal, action)
        if row is not None:
            self.found.append(row)
        return action


def collect(counts: dict[int, int], seed: int) -> list[Row]:
    """The first ``counts[n]`` decisions of the sparring ISMCTS at ``n`` players."""
    from checks.sparring.nothanks import IsmctsBot
    from game.play import play_out
    from game.registry import get_game
    from game.sim import game_seed

    spec = get_game("nothanks")
    rows: list[Row] = []
    for n, wanted in sorted(counts.items()):
        found: list[Row] = []

        game = 0
        while len(found) < wanted:
            bot = LoggedBot(IsmctsBot(), found)
            play_out(spec, n, spec.validate(n, {}), game_seed(seed, game), [bot] * n)
            game += 1
            print(f"{n} players: game {game}, {len(found)} decisions", file=sys.stderr)
        rows.extend(found[:wanted])
    return rows


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Solve ``matrix · x = vector`` (Gaussian elimination with partial pivoting)."""
    size = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(col + 1, size):
            factor = a[r][col] / a[col][col]
            if factor:
                for k in range(col, size + 1):
                    a[r][k] -= factor * a[col][k]
    x = [0.0] * size
    for r in range(size - 1, -1, -1):
        x[r] = (a[r][size] - sum(a[r][k] * x[k] for k in range(r + 1, size))) / a[r][r]
    return x


def fit(xs: Sequence[Sequence[float]], ys: Sequence[bool]) -> tuple[list[float], float]:
    """Penalised logistic regression by Newton's method: (weights, bias)."""
    width = len(xs[0])
    theta = [0.0] * (width + 1)  # bias last
    for _ in range(40):
        grad = [0.0] * (width + 1)
        hess = [[0.0] * (width + 1) for _ in range(width + 1)]
        for x, y in zip(xs, ys, strict=True):
            row = [*x, 1.0]
            z = sum(t * v for t, v in zip(theta, row, strict=True))
            p = 1.0 / (1.0 + math.exp(-z))
            g = PENALTY_C * ((1.0 if y else 0.0) - p)
            h = PENALTY_C * p * (1.0 - p)
            for i, vi in enumerate(row):
                grad[i] += g * vi
                hi = hess[i]
                hv = h * vi
                for j in range(i + 1):
                    hi[j] += hv * row[j]
        for i in range(width + 1):
            for j in range(i):
                hess[j][i] = hess[i][j]
        for i in range(width):  # the penalty, not on the bias
            grad[i] -= theta[i]
            hess[i][i] += 1.0
        step = _solve(hess, grad)
        theta = [t + s for t, s in zip(theta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return theta[:width], theta[width]


def held_out_log_loss(xs: Sequence[Sequence[float]], ys: Sequence[bool], folds: int = 5) -> float:
    """The log loss of :func:`fit` on data it was not fitted on: ``folds``-fold cross
    validation (row ``i`` in fold ``i mod folds``), the mean over every row."""
    total = 0.0
    for k in range(folds):
        train = [i for i in range(len(xs)) if i % folds != k]
        test = [i for i in range(len(xs)) if i % folds == k]
        w, b = fit([xs[i] for i in train], [ys[i] for i in train])
        total += log_loss([xs[i] for i in test], [ys[i] for i in test], w, b) * len(test)
    return total / len(xs)


def log_loss(
    xs: Sequence[Sequence[float]], ys: Sequence[bool], weights: Sequence[float], bias: float
) -> float:
    """Mean negative log-likelihood of ``ys`` under the model."""
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        z = bias + sum(w * v for w, v in zip(weights, x, strict=True))
        p = 1.0 / (1.0 + math.exp(-z))
        total -= math.log(max(p if y else 1.0 - p, 1e-15))
    return total / len(ys)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", default="3:4087,4:3841,5:703")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--data", help="read decisions from this JSON-lines file")
    parser.add_argument("--save", help="write the collected decisions here")
    args = parser.parse_args()
    if args.data:
        with open(args.data, encoding="utf-8") as handle:
            rows = [json.loads(line) for line in handle if line.strip()]
    else:
        counts = {
            int(k): int(v) for k, v in (item.split(":") for item in args.decisions.split(","))
        }
        rows = collect(counts, args.seed)
        if args.save:
            with open(args.save, "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(row) + "\n" for row in rows)
    xs = [features(row) for row in rows]
    ys = [bool(row["take"]) for row in rows]
    held_out = held_out_log_loss(xs, ys)
    weights, bias = fit(xs, ys)
    rate = sum(ys) / len(ys)
    base = -(rate * math.log(rate) + (1 - rate) * math.log(1 - rate))
    print(f"{len(rows)} decisions, take rate {rate:.3f}")
    print("weights:", ", ".join(f"{w:.4f}" for w in weights))
    print(f"bias: {bias:.4f}")
    print(f"5-fold log loss {held_out:.3f} (base rate {base:.3f})")
    shipped = log_loss(xs, ys, IMITATION_WEIGHTS, IMITATION_BIAS)
    print(
        f"log loss on these data: fitted {log_loss(xs, ys, weights, bias):.3f}, "
        f"shipped {shipped:.3f}"
    )
    gaps = []
    for row, x in zip(rows, xs, strict=True):
        z_fit = bias + sum(w * v for w, v in zip(weights, x, strict=True))
        z_ship = imitation_logit(
            row["hands"], row["chips"], row["card"], row["pot"], row["p"], row["stack"]
        )
        gaps.append(abs(z_fit - z_ship))
    gaps.sort()
    print(f"|log-odds, fitted − shipped|: median {gaps[len(gaps) // 2]:.3f}, max {gaps[-1]:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
