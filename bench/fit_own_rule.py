"""Fit the hard No Thanks! bot's *own rule*: a logistic model of its own take decisions,
which its playouts follow for its later moves (one round of expert iteration per run).

Usage: ``python -m bench.fit_own_rule --players 3 --games 120 [--level hard] [--seed 77]
[--jobs 2] [--save FILE] [--data FILE ...] [--save-rule FILE] [--install]``

The hard bot's playouts let every seat, the searcher included, take with the chance of
the imitation rule, a model of the ISMCTS sparring partner. The hard bot itself plays
differently (it takes more often), so its playouts misjudge what it will do later.
This tool:

1. **Collects** the take/pass decisions of ``--level`` (the shipped ``hard``, or an
   arena level such as ``hard_self:rule=FILE``: the bot of the previous round) in
   ``--games`` games against the ISMCTS partner at ``--players`` (one seat, ``g mod
   players`` in game ``g``, dealt from ``game_seed(seed, g)``), in ``--jobs`` processes;
   deterministic for a seed. ``--save`` writes them as JSON lines (the layout of
   ``bench.fit_imitation``); ``--data`` reads such files instead of playing.
2. **Fits** the imitation rule's logistic model (:func:`bench.fit_imitation.fit`, the
   same 19 terms) to them, and prints the 5-fold log loss against the imitation rule's
   on the same decisions and the take rates.
3. ``--save-rule`` writes the rule as JSON (``{"weights": [...], "bias": b}``, which the
   arena's ``hard_self:rule=FILE`` reads); ``--install`` writes it to
   :mod:`game.nothanks.bots.own_rule`, the rule the shipped hard bot plays by.

Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from bench.fit_imitation import LoggedBot, Row, features, fit, log_loss
from game.nothanks.bots.fast import IMITATION_BIAS, IMITATION_WEIGHTS

OWN_RULE_MODULE = Path(__file__).resolve().parent.parent / "game/nothanks/bots/own_rule.py"


def play_one(level: str, players: int, seed: int, index: int) -> list[Row]:
    """The decisions of ``level`` in game ``index`` (its seat ``index mod players``, the
    ISMCTS partner in the others)."""
    from bench.sparring_arena import make_level
    from game.play import play_out
    from game.registry import get_game
    from game.sim import game_seed

    spec = get_game("nothanks")
    found: list[Row] = []
    bots: list[Any] = [make_level("nothanks", "ismcts") for _ in range(players)]
    bots[index % players] = LoggedBot(make_level("nothanks", level), found)
    play_out(spec, players, spec.validate(players, {}), game_seed(seed, index), bots)
    return found


def collect(level: str, players: int, games: int, seed: int, jobs: int) -> list[Row]:
    """Every decision of ``level`` in ``games`` games, in game order."""
    rows: list[Row] = []
    started = time.monotonic()
    with ProcessPoolExecutor(max(jobs, 1), mp_context=get_context("spawn")) as pool:
        runs = pool.map(play_one, [level] * games, [players] * games, [seed] * games, range(games))
        for done, found in enumerate(runs, 1):
            rows.extend(found)
            elapsed = time.monotonic() - started
            print(f"game {done}/{games}: {len(rows)} decisions, {elapsed:.0f} s", file=sys.stderr)
    return rows


def rule_module_text(weights: Sequence[float], bias: float, source: str) -> str:
    """The source of :mod:`game.nothanks.bots.own_rule` for a fitted rule (every number
    as Python prints it, so the shipped rule is exactly the fitted one)."""
    lines, line = [], "   "
    for item in (f" {w!r}," for w in weights):
        if len(line) + len(item) > 99:
            lines.append(line)
            line = "   "
        line += item
    lines.append(line)
    about = textwrap.fill(
        "Written by ``python -m bench.fit_own_rule --install``; do not edit. Fitted on "
        f"{source}; docs/bots.md.",
        width=88,
    )
    return (
        '"""The hard No Thanks! bot\'s own rule: a logistic model of its own take decisions on\n'
        "the imitation rule's terms, which its playouts follow for its later moves.\n\n"
        f'{about}\n"""\n\n'
        "from game.nothanks.bots.fast import TakeRule\n\n"
        "# fmt: off\nOWN_RULE = TakeRule(\n    (\n"
        + "\n".join(f"    {line}" for line in lines)
        + f"\n    ),\n    {bias!r},\n)\n# fmt: on\n"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--data", nargs="+", help="read decisions from JSON-lines files")
    parser.add_argument("--save", help="write the collected decisions here")
    parser.add_argument("--save-rule", help="write the fitted rule as JSON here")
    parser.add_argument("--install", action="store_true", help="write game/…/own_rule.py")
    args = parser.parse_args()
    started = time.monotonic()
    if args.data:
        rows = []
        for name in args.data:
            with open(name, encoding="utf-8") as handle:
                rows += [json.loads(line) for line in handle if line.strip()]
        source = "the decisions in " + ", ".join(Path(name).name for name in args.data)
    else:
        rows = collect(args.level, args.players, args.games, args.seed, args.jobs)
        source = (
            f"the decisions of ``{args.level}`` in {args.games} games against the ISMCTS "
            f"partner at {args.players} players, seed {args.seed}"
        )
        if args.save:
            with open(args.save, "w", encoding="utf-8") as handle:
                handle.writelines(json.dumps(row) + "\n" for row in rows)
    rows = [row for row in rows if row["chips"][row["p"]] > 0]
    if len(rows) < 50:
        raise SystemExit(f"only {len(rows)} decisions with a choice: play more games")
    xs = [features(row) for row in rows]
    ys = [bool(row["take"]) for row in rows]
    folds = 5
    held_out = 0.0
    for k in range(folds):
        train = [i for i in range(len(rows)) if i % folds != k]
        test = [i for i in range(len(rows)) if i % folds == k]
        w, b = fit([xs[i] for i in train], [ys[i] for i in train])
        held_out += log_loss([xs[i] for i in test], [ys[i] for i in test], w, b) * len(test)
    weights, bias = fit(xs, ys)
    imitation = log_loss(xs, ys, IMITATION_WEIGHTS, IMITATION_BIAS)
    print(f"{len(rows)} decisions ({source}), take rate {sum(ys) / len(ys):.3f}")
    print(f"5-fold log loss {held_out / len(rows):.3f}; the imitation rule {imitation:.3f}")
    print("weights:", ", ".join(f"{w:.4f}" for w in weights), f"bias: {bias:.4f}")
    print(f"wall time {time.monotonic() - started:.0f} s")
    if args.save_rule:
        with open(args.save_rule, "w", encoding="utf-8") as handle:
            json.dump({"weights": weights, "bias": bias, "decisions": len(rows)}, handle)
    if args.install:
        OWN_RULE_MODULE.write_text(rule_module_text(weights, bias, source), encoding="utf-8")
        print(f"wrote {OWN_RULE_MODULE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
