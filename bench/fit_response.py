"""Train the response model of the hard No Thanks! bot (:mod:`game.games.nothanks.bots.response`).

Usage: ``python -m bench.fit_response --data FILE [FILE ...] [--hidden 32] [--epochs 1500]
[--seed 1] [--test FILE ...] [--save weights.json] [--install]``

The data are the ISMCTS sparring partner's take/pass decisions, as JSON lines written by
``python -m bench.fit_imitation --decisions 4:8000 --save FILE`` (deterministic for a
seed). Every fifth decision is held out. A one-hidden-layer ReLU network over
:func:`~game.games.nothanks.bots.response.response_features` (standardised) is trained by
full-batch Adam on the log loss with a small L2 penalty; the epoch with the best
held-out log loss is kept. The standardisation is folded into the first layer, so the
shipped network reads raw features. Prints the held-out log loss of the network, of the
logistic imitation rule and of the base rate, with the wall time. ``--test`` also prints,
per table size, the log loss of the new network, of the shipped one and of the imitation
rule on decisions from other games (files not in ``--data``): rows held out of the same
games flatter a network. ``--save`` writes the
network as JSON (``bench.train_value``'s layout: shapes and one flat list of numbers),
which the arena's ``hard_resp:weights=FILE`` reads; ``--install`` writes it to
:mod:`game.games.nothanks.bots.response_weights`, the network the hard bot ships with.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.train_value import weights_module_text
from game.games.nothanks.bots.fast import imitation_logit
from game.games.nothanks.bots.response import (
    RESPONSE_FEATURES,
    default_response_net,
    response_features,
)
from game.games.nothanks.bots.value_net import net_from_flat

MODULE = Path(__file__).resolve().parent.parent / "game/games/nothanks/bots/response_weights.py"


def load_rows(paths: list[str]) -> list[dict[str, Any]]:
    """Every decision in the JSON-lines files."""
    rows: list[dict[str, Any]] = []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            rows.extend(json.loads(line) for line in handle if line.strip())
    return rows


def _loss(z: np.ndarray, y: np.ndarray) -> float:
    return float(np.mean(np.logaddexp(0.0, -z) * y + np.logaddexp(0.0, z) * (1.0 - y)))


def train(
    x: np.ndarray, y: np.ndarray, held: np.ndarray, hidden: int, epochs: int, seed: int
) -> tuple[list[np.ndarray], int, float]:
    """Adam on the training rows; the parameters (W1, b1, w2, b2) of the best held-out
    epoch (on standardised inputs), that epoch and its held-out log loss."""
    rng = np.random.default_rng(seed)
    xt, yt, xh, yh = x[~held], y[~held], x[held], y[held]
    params = [
        rng.normal(0.0, 1.0 / np.sqrt(x.shape[1]), (x.shape[1], hidden)),
        np.zeros(hidden),
        rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden),
        np.zeros(1),
    ]
    first = [np.zeros_like(p) for p in params]
    second = [np.zeros_like(p) for p in params]
    best: tuple[float, int, list[np.ndarray]] = (np.inf, 0, [p.copy() for p in params])
    rate, decay = 0.01, 1e-4
    for epoch in range(1, epochs + 1):
        w1, b1, w2, b2 = params
        h = np.maximum(xt @ w1 + b1, 0.0)
        p = 1.0 / (1.0 + np.exp(-(h @ w2 + b2[0])))
        d = (p - yt) / len(yt)
        dh = np.outer(d, w2) * (h > 0)
        grads = [xt.T @ dh + decay * w1, dh.sum(0), h.T @ d + decay * w2, np.array([d.sum()])]
        for i, (param, grad) in enumerate(zip(params, grads, strict=True)):
            first[i] = 0.9 * first[i] + 0.1 * grad
            second[i] = 0.999 * second[i] + 0.001 * grad * grad
            step = first[i] / (1 - 0.9**epoch) / (np.sqrt(second[i] / (1 - 0.999**epoch)) + 1e-8)
            param -= rate * step
        if epoch % 10 == 0:
            zh = np.maximum(xh @ params[0] + params[1], 0.0) @ params[2] + params[3][0]
            loss = _loss(zh, yh)
            if loss < best[0]:
                best = (loss, epoch, [q.copy() for q in params])
            if epoch % 250 == 0:
                print(f"epoch {epoch}: held-out log loss {loss:.4f}", file=sys.stderr)
    return best[2], best[1], best[0]


def decision_terms(rows: list[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The response features, the takes (1.0) and the imitation rule's log-odds of
    ``rows``."""
    x = np.array(
        [
            response_features(r["hands"], r["chips"], r["card"], r["pot"], r["p"], r["stack"])
            for r in rows
        ]
    )
    y = np.array([1.0 if r["take"] else 0.0 for r in rows])
    imitation = np.array(
        [
            imitation_logit(r["hands"], r["chips"], r["card"], r["pot"], r["p"], r["stack"])
            for r in rows
        ]
    )
    return x, y, imitation


def losses_on(network: dict[str, Any], paths: list[str]) -> list[str]:
    """Lines giving, per table size, the log loss of ``network`` (raw-feature layout),
    of the shipped response network and of the imitation rule on the decisions in
    ``paths``."""
    rows = load_rows(paths)
    if not rows:
        raise SystemExit("no decisions in the test data")
    x, y, imitation = decision_terms(rows)
    nets = {"network": net_from_flat(network["shapes"], network["values"])}
    nets["shipped"] = default_response_net()
    sizes = np.array([len(r["hands"]) for r in rows])
    lines = []
    for n in sorted(set(sizes.tolist())):
        pick = sizes == n
        found = {
            name: _loss(np.array([net.forward(list(v))[0] for v in x[pick]]), y[pick])
            for name, net in nets.items()
        }
        found["imitation rule"] = _loss(imitation[pick], y[pick])
        shown = ", ".join(f"{name} {loss:.4f}" for name, loss in found.items())
        lines.append(f"test, {n} players ({int(pick.sum())} decisions): log loss {shown}")
    return lines


def flat_network(params: list[np.ndarray], mean: np.ndarray, spread: np.ndarray) -> dict[str, Any]:
    """The network on raw features, in the flat layout of
    :func:`game.games.nothanks.bots.value_net.net_from_flat`."""
    w1, b1, w2, b2 = params
    raw_w1 = w1 / spread[:, None]
    raw_b1 = b1 - (mean / spread) @ w1
    hidden = w1.shape[1]
    values = [*raw_w1.T.ravel(), *raw_b1, *w2, *b2]
    return {
        "shapes": [[hidden, RESPONSE_FEATURES], [1, hidden]],
        "values": [round(float(v), 6) for v in values],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", nargs="+", required=True)
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--epochs", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--test", nargs="+", default=[], help="decisions of other games")
    parser.add_argument("--save")
    parser.add_argument("--install", action="store_true", help="write the shipped weights")
    args = parser.parse_args()
    start = time.perf_counter()
    rows = load_rows(args.data)
    if not rows:
        raise SystemExit("no decisions in the data")
    x, y, imitation = decision_terms(rows)
    held = np.arange(len(rows)) % 5 == 0
    mean, spread = x[~held].mean(0), x[~held].std(0) + 1e-9
    params, epoch, loss = train((x - mean) / spread, y, held, args.hidden, args.epochs, args.seed)
    rate = float(y[~held].mean())
    base = _loss(np.full(int(held.sum()), np.log(rate / (1 - rate))), y[held])
    seconds = time.perf_counter() - start
    print(
        f"{len(rows)} decisions ({int(held.sum())} held out); best epoch {epoch}; held-out "
        f"log loss: network {loss:.4f}, imitation rule {_loss(imitation[held], y[held]):.4f}, "
        f"base rate {base:.4f}; {seconds:.0f} s"
    )
    network = flat_network(params, mean, spread)
    if args.test:
        print("\n".join(losses_on(network, args.test)))
    meta = {
        "data": [Path(p).name for p in args.data],
        "decisions": len(rows),
        "hidden": args.hidden,
        "epoch": epoch,
        "held_out_log_loss": round(loss, 4),
        "seed": args.seed,
    }
    if args.save:
        Path(args.save).write_text(json.dumps({**network, "meta": meta}), encoding="utf-8")
    if args.install:
        what = "the No Thanks! response model (:mod:`game.games.nothanks.bots.response`)"
        text = weights_module_text(
            network["shapes"], network["values"], meta, what, "bench.fit_response"
        )
        MODULE.write_text(text, encoding="utf-8")
        print(f"installed {MODULE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
