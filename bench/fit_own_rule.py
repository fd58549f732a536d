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
   :mod:`game.games.nothanks.bots.own_rule` as the rule for ``--players`` (the rules of the
   other table sizes stay); the shipped hard bot plays a size's rule where that size's
   settings name it (``own=OWN_RULES[n]`` in
   :data:`game.games.nothanks.bots.table_search.TABLE_SEARCH`).

Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from bench.fit_imitation import LoggedBot, Row, features, fit, held_out_log_loss, log_loss
from game.games.nothanks.bots.fast import IMITATION_BIAS, IMITATION_WEIGHTS

OWN_RULE_MODULE = Path(__file__).resolve().parent.parent / "game/games/nothanks/bots/own_rule.py"


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


def _rule_source(weights: Sequence[float], bias: float) -> str:
    """One ``TakeRule(...)`` of the module, indented for the mapping (every number as
    Python prints it, so the shipped rule is exactly the fitted one)."""
    lines, line = [], " " * 11
    for item in (f" {w!r}," for w in weights):
        if len(line) + len(item) > 99:
            lines.append(line)
            line = " " * 11
        line += item
    lines.append(line)
    return "TakeRule(\n        (\n" + "\n".join(lines) + f"\n        ),\n        {bias!r},\n    )"


def _chunks(text: str, width: int) -> list[str]:
    """``text`` in pieces of about ``width`` characters that join back to ``text``."""
    words = text.split(" ")
    pieces = [" ".join(line) for line in _lines(words, width)]
    return [piece + " " for piece in pieces[:-1]] + pieces[-1:]


def _lines(words: list[str], width: int) -> list[list[str]]:
    """``words`` in lines of at most ``width`` characters (a longer word alone)."""
    lines: list[list[str]] = [[]]
    for word in words:
        if lines[-1] and len(" ".join([*lines[-1], word])) > width:
            lines.append([])
        lines[-1].append(word)
    return lines


def rule_module_text(rules: Mapping[int, tuple[Sequence[float], float, str]]) -> str:
    """The source of :mod:`game.games.nothanks.bots.own_rule` for ``rules``: per table size,
    the fitted weights, bias and what they were fitted on."""
    sizes = sorted(rules)
    sources = "".join(
        f"    {n}: (\n"
        + "".join(f"        {json.dumps(chunk)}\n" for chunk in _chunks(rules[n][2], 80))
        + "    ),\n"
        for n in sizes
    )
    entries = "".join(f"    {n}: {_rule_source(rules[n][0], rules[n][1])},\n" for n in sizes)
    return (
        '"""The hard No Thanks! bot\'s own rules: per table size, a logistic model of its own\n'
        "take decisions at that size on the imitation rule's terms, which its playouts follow\n"
        "for its later moves.\n\n"
        "Written by ``python -m bench.fit_own_rule --install``; do not edit. What each rule\n"
        'was fitted on is in :data:`OWN_RULE_SOURCES`; docs/bots.md.\n"""\n\n'
        "from collections.abc import Mapping\n\n"
        "from game.games.nothanks.bots.fast import TakeRule\n\n"
        "#: What each table size's rule was fitted on.\n"
        f"OWN_RULE_SOURCES: Mapping[int, str] = {{\n{sources}}}\n\n"
        "#: Per table size, the searcher's own rule.\n"
        f"# fmt: off\nOWN_RULES: Mapping[int, TakeRule] = {{\n{entries}}}\n# fmt: on\n"
    )


def installed_rules() -> dict[int, tuple[Sequence[float], float, str]]:
    """The rules of :mod:`game.games.nothanks.bots.own_rule` as it is now, in the form of
    :func:`rule_module_text`."""
    from game.games.nothanks.bots.own_rule import OWN_RULE_SOURCES, OWN_RULES

    return {
        n: (rule.weights, rule.bias, OWN_RULE_SOURCES.get(n, "")) for n, rule in OWN_RULES.items()
    }


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
    parser.add_argument(
        "--install",
        action="store_true",
        help="write the rule for --players to game/…/own_rule.py (other sizes kept)",
    )
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
    sizes = {len(row["chips"]) for row in rows}
    if args.data and len(sizes) == 1:
        args.players = sizes.pop()
    elif len(sizes) > 1:
        raise SystemExit(f"decisions of {len(sizes)} table sizes: fit one size at a time")
    rows = [row for row in rows if row["chips"][row["p"]] > 0]
    if len(rows) < 50:
        raise SystemExit(f"only {len(rows)} decisions with a choice: play more games")
    xs = [features(row) for row in rows]
    ys = [bool(row["take"]) for row in rows]
    held_out = held_out_log_loss(xs, ys)
    weights, bias = fit(xs, ys)
    imitation = log_loss(xs, ys, IMITATION_WEIGHTS, IMITATION_BIAS)
    print(f"{len(rows)} decisions ({source}), take rate {sum(ys) / len(ys):.3f}")
    print(f"5-fold log loss {held_out:.3f}; the imitation rule {imitation:.3f}")
    print("weights:", ", ".join(f"{w:.4f}" for w in weights), f"bias: {bias:.4f}")
    print(f"wall time {time.monotonic() - started:.0f} s")
    if args.save_rule:
        with open(args.save_rule, "w", encoding="utf-8") as handle:
            json.dump({"weights": weights, "bias": bias, "decisions": len(rows)}, handle)
    if args.install:
        rules = installed_rules()
        rules[args.players] = (weights, bias, source)
        OWN_RULE_MODULE.write_text(rule_module_text(rules), encoding="utf-8")
        print(f"wrote the {args.players}-player rule to {OWN_RULE_MODULE}")
        n = args.players
        print(f"the hard bot plays it where TABLE_SEARCH[{n}] has own=OWN_RULES[{n}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
