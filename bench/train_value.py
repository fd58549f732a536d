"""Train the No Thanks! value function (numpy, dev only), with optional expert iteration.

Usage (one command, reproducible from ``--seed``)::

    python -m bench.train_value --work build/work/value --games 120 --players 4 \\
        --bot hard --iterations 300 [--bulk-games 600 --bulk-players 3,4,5,7] \\
        [--expert-rounds 1] [--hidden 32] [--epochs 60] [--install]

Round 0 generates ``--games`` self-play games of ``--bot`` (:mod:`bench.value_data`;
skipped when ``WORK/data0.npz`` exists, or given by ``--data``), with ``--bulk-games``
also that many cheap games of the imitation rule at ``--bulk-players`` (``WORK/bulk.npz``,
seed ``--seed`` + 1000), and trains on them;
each expert round ``r`` then plays ``--games`` more games with the net bot using round
``r − 1``'s weights (:mod:`checks.sparring.net_search`), adds them to the data and
trains again from scratch. The data are split by game (every tenth game validates).

The network: inputs standardised (the mean and spread of the training inputs are folded
into the first layer on export, so the shipped forward pass reads raw features; inputs
that never vary get zero weights), ``--hidden`` ReLU units (one layer, or two with
``--hidden 32,16``), a linear output per seat offset; masked mean squared error on the
seats at the table, Adam, minibatches of 256, the epoch with the lowest validation loss
kept. Prints per epoch the training and validation loss (in squared target units, 1 =
(20 points)²) and, first, the validation loss of predicting 0 and of predicting the
training mean. Writes ``WORK/weights_rR.json`` per round; ``--install`` writes the last
round's weights to :mod:`game.games.nothanks.bots.value_weights`.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from game.games.nothanks.bots.value_net import TARGET_SCALE, ValueNet, net_from_flat

MODULE = Path(__file__).resolve().parent.parent / "game/games/nothanks/bots/value_weights.py"


def load_net(path: str | Path) -> ValueNet:
    """A network from a JSON written by :func:`save_json`."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return net_from_flat(data["shapes"], data["values"])


def load_data(paths: list[Path]) -> dict[str, np.ndarray]:
    """The samples of several ``.npz`` files of :mod:`bench.value_data`, joined."""
    parts = [np.load(path) for path in paths]
    return {
        key: np.concatenate([part[key] for part in parts]) for key in ("x", "y", "mask", "game")
    }


def init_layers(sizes: list[int], rng: np.random.Generator) -> list[list[np.ndarray]]:
    """He-initialised ``[W, b]`` per layer (W is outputs × inputs)."""
    return [
        [rng.normal(0.0, np.sqrt(2.0 / n_in), (n_out, n_in)), np.zeros(n_out)]
        for n_in, n_out in pairwise(sizes)
    ]


def forward(layers: list[list[np.ndarray]], x: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
    """Outputs and every layer's input (for the backward pass)."""
    inputs = []
    h = x
    for index, (w, b) in enumerate(layers):
        inputs.append(h)
        h = h @ w.T + b
        if index < len(layers) - 1:
            h = np.maximum(h, 0.0)
    return h, inputs


def masked_loss(out: np.ndarray, y: np.ndarray, mask: np.ndarray) -> float:
    """Mean squared error over the seats at the table."""
    return float(((out - y) ** 2 * mask).sum() / mask.sum())


def lead_rmse(out: np.ndarray, y: np.ndarray, mask: np.ndarray) -> float:
    """The root mean squared error, in points, of the viewing seat's lead gained over the
    mean of the other seats (what the search's reward reads)."""
    others = mask[:, 1:].sum(axis=1)

    def lead(v: np.ndarray) -> np.ndarray:
        return (v[:, 1:] * mask[:, 1:]).sum(axis=1) / others - v[:, 0]

    return float(TARGET_SCALE * np.sqrt(np.mean((lead(out) - lead(y)) ** 2)))


def gradients(
    layers: list[list[np.ndarray]], x: np.ndarray, y: np.ndarray, mask: np.ndarray
) -> list[list[np.ndarray]]:
    """The masked squared error's gradient per layer parameter."""
    out, inputs = forward(layers, x)
    delta = 2.0 * (out - y) * mask / mask.sum()
    grads: list[list[np.ndarray]] = []
    for index in range(len(layers) - 1, -1, -1):
        w, _ = layers[index]
        grads.append([delta.T @ inputs[index], delta.sum(axis=0)])
        if index:
            delta = (delta @ w) * (inputs[index] > 0.0)
    return grads[::-1]


def train(
    data: dict[str, np.ndarray], hidden: list[int], epochs: int, seed: int, lr: float = 2e-3,
    l2: float = 1e-5, log: Any = print,
) -> tuple[list[list[np.ndarray]], dict[str, float]]:  # fmt: skip
    """Train a network on ``data`` (see the module docstring); the exported layers (the
    input standardisation folded in) and the losses."""
    rng = np.random.default_rng(seed)
    val = data["game"] % 10 == 0
    x, y, mask = data["x"], data["y"], data["mask"]
    mean = x[~val].mean(axis=0)
    spread = x[~val].std(axis=0)
    scale = np.where(spread > 1e-9, 1.0 / np.maximum(spread, 1e-9), 0.0)
    xs = (x - mean) * scale
    train_x, train_y, train_m = xs[~val], y[~val], mask[~val]
    val_x, val_y, val_m = xs[val], y[val], mask[val]
    target_mean = (train_y * train_m).sum(axis=0) / np.maximum(train_m.sum(axis=0), 1.0)
    figures = {
        "train_samples": float(len(train_x)),
        "val_samples": float(len(val_x)),
        "val_zero": masked_loss(np.zeros_like(val_y), val_y, val_m),
        "val_mean": masked_loss(np.broadcast_to(target_mean, val_y.shape), val_y, val_m),
    }
    log(f"  {len(train_x)} training / {len(val_x)} validation samples; validation loss "
        f"of 0: {figures['val_zero']:.4f}, of the mean: {figures['val_mean']:.4f}")  # fmt: skip
    layers = init_layers([x.shape[1], *hidden, y.shape[1]], rng)
    moments = [[np.zeros_like(p) for p in layer] for layer in layers]
    squares = [[np.zeros_like(p) for p in layer] for layer in layers]
    best = (float("inf"), [[p.copy() for p in layer] for layer in layers], 0)
    step = 0
    for epoch in range(1, epochs + 1):
        order = rng.permutation(len(train_x))
        for start in range(0, len(order), 256):
            batch = order[start : start + 256]
            grads = gradients(layers, train_x[batch], train_y[batch], train_m[batch])
            step += 1
            for layer, grad, m1, m2 in zip(layers, grads, moments, squares, strict=True):
                for i in range(2):
                    g = grad[i] + (l2 * layer[i] if i == 0 else 0.0)
                    m1[i] = 0.9 * m1[i] + 0.1 * g
                    m2[i] = 0.999 * m2[i] + 0.001 * g * g
                    corrected = m1[i] / (1 - 0.9**step)
                    layer[i] -= lr * corrected / (np.sqrt(m2[i] / (1 - 0.999**step)) + 1e-8)
        train_loss = masked_loss(forward(layers, train_x)[0], train_y, train_m)
        val_loss = masked_loss(forward(layers, val_x)[0], val_y, val_m)
        log(f"  epoch {epoch}: train {train_loss:.4f} · validation {val_loss:.4f}")
        if val_loss < best[0]:
            best = (val_loss, [[p.copy() for p in layer] for layer in layers], epoch)
            figures["train"] = train_loss
    figures["val"], layers, figures["epoch"] = best[0], best[1], float(best[2])
    out = forward(layers, val_x)[0]
    figures["val_lead_rmse"] = lead_rmse(out, val_y, val_m)
    figures["val_lead_rmse0"] = lead_rmse(np.zeros_like(val_y), val_y, val_m)
    log(
        "  the viewing seat's lead gained over the others' mean, validation RMSE: "
        f"{figures['val_lead_rmse']:.2f} points (0: {figures['val_lead_rmse0']:.2f})"
    )
    # fold the standardisation into the first layer: W (x − mean) · scale + b
    w0, b0 = layers[0]
    layers[0] = [w0 * scale, b0 - (w0 * scale) @ mean]
    return layers, figures


def flat_of(layers: list[list[np.ndarray]]) -> tuple[list[list[int]], list[float]]:
    """The shapes and the flat numbers of the value net's ``net_from_flat``."""
    shapes = [[int(w.shape[0]), int(w.shape[1])] for w, _ in layers]
    values: list[float] = []
    for w, b in layers:
        values += [float(f"{v:.6g}") for v in w.ravel()]
        values += [float(f"{v:.6g}") for v in b]
    return shapes, values


def save_json(layers: list[list[np.ndarray]], path: Path, meta: dict[str, Any]) -> None:
    """Write the network (and how it was made) as JSON."""
    shapes, values = flat_of(layers)
    path.write_text(json.dumps({"shapes": shapes, "values": values, "meta": meta}), "utf-8")


def module_text(layers: list[list[np.ndarray]], meta: dict[str, Any]) -> str:
    """:mod:`game.games.nothanks.bots.value_weights`'s source for a network."""
    shapes, values = flat_of(layers)
    what = "the No Thanks! value function (:mod:`game.games.nothanks.bots.value_net`)"
    return weights_module_text(shapes, values, meta, what, "bench.train_value")


def weights_module_text(
    shapes: list[list[int]], values: list[float], meta: dict[str, Any], what: str, command: str
) -> str:
    """The source of a weights module (``SHAPES`` and one flat ``VALUES`` tuple, the
    layout of the value net's ``net_from_flat``) for the network of
    ``what``, written by ``python -m command --install``, with ``meta`` (how it was
    made) in its docstring."""
    lines, line = [], "   "
    for v in values:
        item = f" {v!r},"
        if len(line) + len(item) > 99:
            lines.append(line)
            line = "   "
        line += item
    lines.append(line)
    about = [f"{key}: {json.dumps(meta[key])}" for key in sorted(meta)]
    return (
        f'"""The trained weights of {what}.\n\nWritten by ``python -m {command} '
        "--install``; do not edit. How they were made:\n\n"
        + "\n".join(f"    {line[:90]}" for line in about)
        + '\n"""\n\n'
        + f"SHAPES: tuple[tuple[int, int], ...] = {tuple(tuple(s) for s in shapes)!r}\n"
        + "# fmt: off\nVALUES: tuple[float, ...] = (\n"
        + "\n".join(lines)
        + "\n)\n# fmt: on\n"
    )


def first_data(args: argparse.Namespace, players: list[int], log: Any) -> list[Path]:
    """Round 0's data files in ``args.work``, generated unless they exist: ``--games`` of
    ``--bot`` and, with ``--bulk-games``, that many of the imitation rule."""
    from bench.value_data import generate, player_counts

    first = args.work / "data0.npz"
    if not first.exists():
        log(f"round 0: {args.games} games of {args.bot} at {args.iterations} iterations")
        stats = generate(first, args.games, players, args.seed, args.bot, args.iterations,
                         log=log, rivals=args.rivals, jobs=args.jobs)  # fmt: skip
        print(f"data round 0: {stats}")
    paths = [first]
    if args.bulk_games:
        bulk = args.work / "bulk.npz"
        if not bulk.exists():
            log(f"bulk: {args.bulk_games} games of the imitation rule")
            stats = generate(bulk, args.bulk_games, player_counts(args.bulk_players),
                             args.seed + 1000, "imitation", 0, log=log,
                             jobs=args.jobs)  # fmt: skip
            print(f"data bulk: {stats}")
        paths.append(bulk)
    return paths


def main() -> int:
    from bench.value_data import generate, player_counts

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--work", type=Path, default=Path("build/work/value"))
    parser.add_argument("--data", type=Path, action="append", default=[])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", default="4")
    parser.add_argument("--bot", default="hard", help="round 0's bot (bench.value_data)")
    parser.add_argument("--rivals", help="the other seats' bot (bench.value_data --rivals)")
    parser.add_argument(
        "--expert-bot", default="net", help="expert rounds' bot; hard_net:… gets :weights=…"
    )
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--bulk-games", type=int, default=0)
    parser.add_argument("--bulk-players", default="3,4,5,7")
    parser.add_argument("--expert-rounds", type=int, default=0)
    parser.add_argument("--hidden", default="32")
    parser.add_argument("--epochs", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--install", action="store_true")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    args.work.mkdir(parents=True, exist_ok=True)
    hidden = [int(h) for h in args.hidden.split(",")]
    players = player_counts(args.players)
    log = lambda line: print(line, file=sys.stderr, flush=True)  # noqa: E731
    paths = list(args.data) or first_data(args, players, log)
    weights: Path | None = None
    for rnd in range(args.expert_rounds + 1):
        if rnd:
            path = args.work / f"data{rnd}.npz"
            if not path.exists():
                bot = args.expert_bot
                if bot.startswith("hard_net"):
                    bot = f"{bot}:weights={weights}"
                log(f"round {rnd}: {args.games} games of {bot} ({weights})")
                stats = generate(path, args.games, players, args.seed, bot, args.iterations,
                                 str(weights), first_game=rnd * args.games, log=log,
                                 rivals=args.rivals, jobs=args.jobs)  # fmt: skip
                print(f"data round {rnd}: {stats}")
            paths.append(path)
        start = time.perf_counter()
        layers, figures = train(load_data(paths), hidden, args.epochs, args.seed + rnd, log=log)
        figures["seconds"] = time.perf_counter() - start
        print(f"training round {rnd}: " + ", ".join(f"{k} {v:.4g}" for k, v in figures.items()))
        meta = {"round": rnd, "data": [p.name for p in paths], "hidden": hidden,
                "epochs": args.epochs, "seed": args.seed, "bot": args.bot,
                "rivals": args.rivals, "expert_bot": args.expert_bot,
                "iterations": args.iterations, "players": players,
                "bulk_games": args.bulk_games, "bulk_players": args.bulk_players,
                **{k: round(v, 5) for k, v in figures.items()}}  # fmt: skip
        weights = args.work / f"weights_r{rnd}.json"
        save_json(layers, weights, meta)
        if args.install and rnd == args.expert_rounds:
            MODULE.write_text(module_text(layers, meta), encoding="utf-8")
            print(f"installed {MODULE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
