"""Arena with sparring partners: shipped levels against the bots of ``checks/sparring``.

Usage: ``python -m bench.sparring_arena --game nothanks --players 4
--levels hard,ismcts --deals 36 [--option KEY=VALUE] [--seed 1] [--jobs 1]``

The lineup is read as by ``python -m game arena`` (one level per seat, the last one
filling the other seats). Every deal is played once from every rotation of the lineup
(``--deals`` × players games), so each level meets the same cards from every seat.
Levels: the shipped ``random``/``easy``/``medium``/``hard``, the sparring partners
(``threshold``, ``strong`` and ``ismcts`` for No Thanks!; experimental hard bots:
``hard_net``, the learned value function at its leaves, :func:`net_variant`;
``hard_tree``, a tree over its own later decisions, :func:`tree_variant`;
``hard_resp``, the learned response model, :func:`response_variant`; ``hard_resp2``, the
same one card deeper, :func:`deep_response_variant`; ``hard_self:rule=FILE``, its own
later moves by a rule fitted to its play, :func:`self_variant`;
``hard_deny:deny=X:rival=Y:response=R``, the shipped bot with one per-size setting
the same at every size: the other seats in its playouts taking the cards next to its own
more often, its lead measured partly against the best other seat, the response model,
:func:`deny_variant`), and ``hard0``, the
hard bot as it was before issue 16 (to check that a change kept it at least as strong).
Fresh bot objects play every game, so bots that keep a tree for a game start clean.
Prints, per level, the win rate (a win shared by k seats counts 1/k) with a 95% Wilson
interval over the games, the win rate per seat and the mean score. With ``--jobs 1``
each game's result, the first level's running win rate (with its interval) and its mean
score minus the mean of the other seats' (± a 95% half-width) go to stderr as they come,
so a run cut short still tells what it measured. ``--paired LEVEL`` plays every game a
second time with LEVEL in the first level's seats (same deal, seats and decision seeds)
and reports both win rates and their mean paired difference (``--jobs`` pairs at
once). Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from multiprocessing import get_context
from typing import Any

from game.arena import wilson_interval
from game.bots.base import BOT_LEVELS, Bot, make_bot
from game.bots.search import SearchBot
from game.games.nothanks.bots.reward import SearchConfig
from game.games.nothanks.bots.search import HARD_CONFIG
from game.options import options_from_text, parse_option_args
from game.play import play_out
from game.registry import get_game
from game.sim import game_seed

SPARRING = {"nothanks": ("threshold", "strong", "ismcts")}


def baseline_hard(game_id: str) -> Bot:
    """The hard bot as it was before issue 16: the generic search without the game's
    custom search and reward, at the old No Thanks! budget of 600 iterations."""
    hard = make_bot(game_id, "hard")
    assert isinstance(hard, SearchBot)
    game = replace(hard.game, custom=None, reward=None)
    if game_id != "nothanks":
        return SearchBot(game, hard.iterations, hard.shortcut, hard.budget)

    def old_budget(view: Any, legal: Any, iterations: int) -> int:
        # 200 with special cards
        return iterations // 3 if view.specials is not None else iterations

    return SearchBot(game, 600, hard.shortcut, old_budget)


def _settings(spec: str, base: Any, iterations: int) -> tuple[int, dict[str, bool], Any]:
    """Read ``name:key=value:…``: (iterations from ``it``, the on/off flags ``keep`` and
    ``scaled``, ``base`` (a :class:`~checks.sparring.lab.LabConfig`) with the other
    fields replaced; the fields of ``StrongParams`` set the strong playout rule)."""
    from checks.sparring.lab import Playout, Reward
    from checks.sparring.playouts import StrongParams

    flags: dict[str, bool] = {}
    cfg: dict[str, Any] = {}
    strong: dict[str, Any] = {}
    for item in spec.split(":")[1:]:
        key, _, value = item.partition("=")
        if key == "it":
            iterations = int(value)
        elif key in ("keep", "scaled"):
            flags[key] = value == "1"
        elif key in ("paired", "flat", "infer", "endgame"):
            cfg[key] = value == "1"
        elif key in StrongParams.__dataclass_fields__:
            strong[key] = int(value) if key in ("comfort", "jitter") else float(value)
        elif key == "reward":
            cfg[key] = Reward(value)
        elif key == "playout":
            cfg[key] = Playout(value)
        else:
            cfg[key] = float(value)
    return iterations, flags, replace(base, **cfg, strong=StrongParams(**strong))


def hard_variant(spec: str) -> Bot:
    """A No Thanks! hard bot with changed settings, for tuning: ``hard:it=3000:ex=0.4``
    (``it`` iterations with a full stack; any :class:`LabConfig` field, the others
    the hard bot's; ``StrongParams`` fields of the playout rule by name)."""
    from checks.sparring.lab import HARD_LAB, lab_values_with

    hard = make_bot("nothanks", "hard")
    assert isinstance(hard, SearchBot)
    iterations, _, config = _settings(spec, HARD_LAB, hard.iterations)
    game = replace(hard.game, custom=lab_values_with(config))
    return SearchBot(game, iterations, hard.shortcut, hard.budget)


def searcher_variant(spec: str) -> Bot:
    """A No Thanks! integer-model searcher of any settings, for tuning:
    ``ismcts:it=500:keep=0:reward=win:playout=strong:exploration=0.7`` (``it``
    iterations, ``keep`` 1 to keep the tree between decisions, ``scaled`` 1 for ``it``
    at a full stack and more as it shrinks, any :class:`LabConfig`
    field; ``StrongParams`` fields by name); unnamed settings are the ISMCTS sparring
    partner's."""
    from checks.sparring.nothanks import ISMCTS_CONFIG, ISMCTS_ITERATIONS, IsmctsBot

    iterations, flags, config = _settings(spec, ISMCTS_CONFIG, ISMCTS_ITERATIONS)
    return IsmctsBot(iterations, flags.get("keep", True), config, flags.get("scaled", False))


def named_settings(spec: str, kinds: dict[str, Callable[[str], Any]]) -> dict[str, Any]:
    """Read ``name:key=value:…`` into ``{key: kinds[key](value)}``; an unknown key or a
    value that does not read stops the run with a message naming the level."""
    name = spec.split(":")[0]
    found: dict[str, Any] = {}
    for item in spec.split(":")[1:]:
        key, _, value = item.partition("=")
        if key not in kinds:
            raise SystemExit(f"unknown {name} setting '{key}' (known: {', '.join(kinds)})")
        try:
            found[key] = kinds[key](value)
        except (ValueError, OSError, KeyError) as error:
            raise SystemExit(f"bad {name} setting '{item}': {error}") from None
    return found


def net_variant(spec: str) -> Bot:
    """The hard bot with the learned value function at its search's leaves
    (:mod:`checks.sparring.net_search`), for measuring it: ``hard_net`` or
    ``hard_net:depth=2:mix=0.5:it=1000:weights=build/work/value/weights_r0.json`` (``depth``
    takes played before the network values the position, ``mix`` the network's share
    of the leaf value, ``it`` iterations with a full stack, ``weights`` a JSON of
    ``bench.train_value``; defaults: :class:`~checks.sparring.net_search.NetConfig`,
    1,000 iterations, the shipped weights)."""
    from bench.train_value import load_net
    from checks.sparring.net_search import NetConfig, hard_net_bot

    found = named_settings(spec, {"it": int, "depth": int, "mix": float, "weights": load_net})
    iterations = found.pop("it", 1000)
    if "weights" in found:
        found["net"] = found.pop("weights")
    return hard_net_bot(replace(NetConfig(), **found), iterations)


def tree_variant(spec: str) -> Bot:
    """The hard bot with a tree over its own later decisions
    (:mod:`checks.sparring.own_tree`), for measuring it: ``hard_tree`` or
    ``hard_tree:depth=6:prior=20:c=0.25:it=5000`` (``depth`` own decisions in the tree
    at most, ``prior`` visits before a node decides by its own statistics, ``c`` its
    UCB1 exploration, ``it`` iterations with a full stack; defaults:
    :class:`~checks.sparring.own_tree.TreeConfig`, the shipped budget, HARD_ITERATIONS)."""
    from checks.sparring.own_tree import TreeConfig, hard_tree_bot
    from game.games.nothanks.bots.hard import HARD_ITERATIONS

    found = named_settings(spec, {"it": int, "depth": int, "prior": int, "c": float})
    iterations = found.pop("it", HARD_ITERATIONS)
    if "c" in found:
        found["exploration"] = found.pop("c")
    return hard_tree_bot(replace(TreeConfig(), **found), iterations)


def response_variant(spec: str) -> Bot:
    """The hard bot with the learned response model on each card's first laps
    (:mod:`game.games.nothanks.bots.response_search`) at every table size (the shipped hard bot
    uses it only where ``TABLE_SEARCH`` says so): ``hard_resp`` or
    ``hard_resp:weights=FILE:it=5000:scale=30:mix=0.3`` (``weights`` a JSON of
    ``bench.fit_response``, else the shipped network; ``it`` iterations with a full
    stack; ``scale`` and ``mix`` replace the shipped search's reward scale and greedy
    share, :class:`~game.games.nothanks.bots.reward.SearchConfig`)."""
    from bench.train_value import load_net
    from game.games.nothanks.bots.hard import HARD_ITERATIONS, SEARCH_GAME, hard_bot
    from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with

    kinds: dict[str, Callable[[str], Any]] = {
        "it": int,
        "weights": load_net,
        "scale": float,
        "mix": float,
    }
    found = named_settings(spec, kinds)
    search = replace(HARD_CONFIG, **{k: found[k] for k in ("scale", "mix") if k in found})
    cfg = ResponseConfig(search=search)
    if "weights" in found:
        cfg = replace(cfg, net=found["weights"])
    custom = response_values_with(cfg)
    return hard_bot(found.get("it", HARD_ITERATIONS), replace(SEARCH_GAME, custom=custom))


def deep_response_variant(spec: str) -> Bot:
    """The response search one card deeper (:mod:`checks.sparring.response_deep`), for
    measuring it: ``hard_resp2`` or ``hard_resp2:laps=2:budget=1500:it=5000`` (``laps``
    laps of the next card's offers, at most ``budget`` offer lists per search)."""
    from checks.sparring.response_deep import DeepConfig, deep_bot
    from game.games.nothanks.bots.hard import HARD_ITERATIONS

    found = named_settings(spec, {"it": int, "laps": int, "budget": int})
    iterations = found.pop("it", HARD_ITERATIONS)
    return deep_bot(replace(DeepConfig(), **found), iterations)


def load_rule(path: str) -> Any:
    """A take rule (:class:`~game.games.nothanks.bots.fast.TakeRule`) from a JSON file
    ``{"weights": [...], "bias": b}`` of ``bench.fit_own_rule --save-rule``."""
    import json

    from game.games.nothanks.bots.fast import IMITATION_WEIGHTS, TakeRule

    with open(path, encoding="utf-8") as file:
        data = json.load(file)
    weights = tuple(float(w) for w in data["weights"])
    if len(weights) != len(IMITATION_WEIGHTS):
        raise ValueError(f"{len(weights)} weights, the rule has {len(IMITATION_WEIGHTS)}")
    return TakeRule(weights, float(data["bias"]))


def self_variant(spec: str) -> Bot:
    """The hard bot with its own later decisions in the playouts by a take rule fitted to
    its own play, at every table size (``hard_self:rule=FILE:it=5000``, FILE from
    ``bench.fit_own_rule --save-rule``; the response model at the shipped table sizes,
    as the hard bot)."""
    from game.games.nothanks.bots.hard import HARD_ITERATIONS

    found = named_settings(spec, {"rule": load_rule, "it": int})
    if "rule" not in found:
        raise SystemExit("hard_self needs rule=FILE")
    return shipped_with(found.get("it", HARD_ITERATIONS), own=found["rule"])


def shipped_with(iterations: int, search: SearchConfig = HARD_CONFIG, **changes: Any) -> Bot:
    """The shipped hard bot at ``iterations`` (with a full stack) with ``changes`` to its
    per-size settings (:class:`~game.games.nothanks.bots.table_search.TableSearch` fields by
    name) made at every table size, searching with ``search``
    (:class:`~game.games.nothanks.bots.reward.SearchConfig`; the shipped settings unless given)."""
    from game.games.nothanks.bots.hard import SEARCH_GAME, base_game_values, hard_bot
    from game.games.nothanks.bots.table_search import at_every_size

    custom = base_game_values(at_every_size(**changes), search=search)
    return hard_bot(iterations, replace(SEARCH_GAME, custom=custom))


def deny_variant(spec: str) -> Bot:
    """The shipped hard bot with some of its per-size settings
    (:class:`~game.games.nothanks.bots.table_search.TableSearch`) made the same at every table
    size: ``hard_deny:deny=1.0:rival=0.5:response=1:it=5000:mix=0.3:scale=30`` (``deny``
    added to the other seats' take log-odds for a card next to one of its cards in its
    playouts, ``rival`` the best other seat's share in what its lead is measured
    against, ``response`` 1 to play each card's first laps by the response model, 0 by
    the imitation rule; each the shipped one per table size when not given; ``mix`` and
    ``scale`` replace the search's prior greedy share and reward scale at every size,
    :class:`~game.games.nothanks.bots.reward.SearchConfig`)."""
    from game.games.nothanks.bots.hard import HARD_ITERATIONS

    kinds: dict[str, Callable[[str], Any]] = {
        "deny": float,
        "rival": float,
        "response": lambda value: bool(int(value)),
        "it": int,
        "mix": float,
        "scale": float,
    }
    found = named_settings(spec, kinds)
    iterations = found.pop("it", HARD_ITERATIONS)
    search = replace(HARD_CONFIG, **{k: found.pop(k) for k in ("mix", "scale") if k in found})
    return shipped_with(iterations, search, **found)


#: The No Thanks! lab levels by name (the part of a level before its first ``:``).
NOTHANKS_VARIANTS: dict[str, Callable[[str], Bot]] = {
    "ismcts": searcher_variant,
    "hard": hard_variant,
    "hard_net": net_variant,
    "hard_tree": tree_variant,
    "hard_resp": response_variant,
    "hard_deny": deny_variant,
    "hard_self": self_variant,
    "hard_resp2": deep_response_variant,
}
#: Names that are lab levels only with settings (alone, the shipped or sparring bot).
SHIPPED_NAMES = frozenset({"ismcts", "hard", "hard_self"})


def make_level(game_id: str, level: str) -> Bot:
    """A fresh bot of a shipped level or a sparring partner."""
    name, settings, _ = level.partition(":")
    variant = NOTHANKS_VARIANTS.get(name) if game_id == "nothanks" else None
    if variant is not None and (settings or name not in SHIPPED_NAMES):
        return variant(level)
    if level in BOT_LEVELS:
        return make_bot(game_id, level)
    if level == "hard0":
        return baseline_hard(game_id)
    if game_id == "nothanks":
        from checks.sparring.nothanks import IsmctsBot, StrongBot, ThresholdBot

        if level == "ismcts":
            return IsmctsBot()
        if level == "threshold":
            return ThresholdBot()
        if level == "strong":
            return StrongBot()
    raise SystemExit(f"unknown level '{level}' for {game_id}")


def play_one(
    game_id: str, players: int, options: dict[str, Any], seed: int, table: list[str]
) -> tuple[list[int], list[float]]:
    """One game with fresh bots: its winners and final scores."""
    spec = get_game(game_id)
    bots: dict[str, Bot] = {}
    seats = [bots.setdefault(level, make_level(game_id, level)) for level in table]
    state, _ = play_out(spec, players, options, seed, seats)
    return list(state.winners()), list(state.scores())


def play_pair(job: tuple[Any, ...], level: str, other: str) -> dict[str, float]:
    """Play ``job`` twice, with ``level`` in its seats and with ``other`` there instead
    (same deal, seats and decision seeds): each one's wins in that game."""
    game_id, players, options, seed, lineup = job
    result = {}
    for name in (level, other):
        table = [name if seat == level else seat for seat in lineup]
        winners, _ = play_one(game_id, players, options, seed, table)
        result[name] = sum(1.0 / len(winners) for s in winners if table[s] == name)
    return result


def paired(jobs: list[tuple[Any, ...]], level: str, other: str, workers: int = 1) -> int:
    """Play every game twice, once with ``level`` in its seats and once with ``other``
    there instead (same deal, same seats, same decision seeds), and print both win rates
    with 95% Wilson intervals and the mean paired difference (± a 95% half-width),
    running to stderr and in total to stdout. With ``workers`` > 1 the pairs run in
    that many processes (results still come in deal order)."""
    won: dict[str, float] = {level: 0.0, other: 0.0}
    differences: list[float] = []
    start = time.perf_counter()
    count = len(jobs)
    levels, others = [level] * count, [other] * count
    with ProcessPoolExecutor(max(workers, 1), mp_context=get_context("spawn")) as pool:
        for index, result in enumerate(pool.map(play_pair, jobs, levels, others)):
            for name in (level, other):
                won[name] += result[name]
            differences.append(result[level] - result[other])
            done = index + 1
            half = 1.96 * statistics.stdev(differences) / done**0.5 if done > 1 else 0.0
            rates = " · ".join(
                f"{name} {won[name]:g}/{done} [{100 * lo:.1f}, {100 * hi:.1f}]"
                for name in (level, other)
                for lo, hi in [wilson_interval(won[name], done)]
            )
            line = f"{rates} · difference {statistics.fmean(differences):+.3f} ± {half:.3f}"
            print(f"game {done}/{count}: {line}", file=sys.stderr, flush=True)
    print(f"paired, {count} games each, {time.perf_counter() - start:.0f} s: {line}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--levels", required=True)
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument(
        "--first-deal", type=int, default=0, help="deal number to start at (split long runs)"
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--paired",
        metavar="LEVEL",
        help="play every game again with LEVEL in the first level's seats (paired figures)",
    )
    args = parser.parse_args()
    spec = get_game(args.game)
    raw = parse_option_args(args.option)
    options = spec.validate(args.players, options_from_text(spec.options, raw))
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    seats = [*levels, *[levels[-1]] * (args.players - len(levels))]
    n = args.players
    jobs = []
    for deal in range(args.first_deal, args.first_deal + args.deals):
        for shift in range(n):
            table = seats[n - shift :] + seats[: n - shift]
            jobs.append((args.game, n, options, game_seed(args.seed, deal), table))
    if args.paired:
        return paired(jobs, seats[0], args.paired, args.jobs)
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs, mp_context=get_context("spawn")) as pool:
            outcomes = list(pool.map(play_one, *zip(*jobs, strict=True)))
    else:
        outcomes = []
        so_far = 0.0
        margins: list[float] = []
        for index, job in enumerate(jobs):
            outcomes.append(play_one(*job))
            winners, scores = outcomes[-1]
            mine = [s for seat, s in enumerate(scores) if job[4][seat] == seats[0]]
            rest = [s for seat, s in enumerate(scores) if job[4][seat] != seats[0]]
            if mine and rest:
                margins.append(sum(mine) / len(mine) - sum(rest) / len(rest))
            won = sum(1.0 / len(winners) for seat in winners if job[4][seat] == seats[0])
            so_far += won
            low, high = wilson_interval(so_far, index + 1)
            margin = (
                f" · score − others' {statistics.fmean(margins):+.2f} "
                f"± {1.96 * statistics.stdev(margins) / len(margins) ** 0.5:.2f}"
                if len(margins) > 1
                else ""
            )
            print(
                f"game {index + 1}/{len(jobs)}: {seats[0]} won {won:.2f}"
                f"{f' (score − others {margins[-1]:+.2f})' if margins else ''} · so far "
                f"{so_far:g}/{index + 1} = {100 * so_far / (index + 1):.1f}% "
                f"[{100 * low:.1f}, {100 * high:.1f}]{margin}",
                file=sys.stderr,
                flush=True,
            )
    wins = dict.fromkeys(seats, 0.0)
    score = dict.fromkeys(seats, 0.0)
    for (winners, scores), job in zip(outcomes, jobs, strict=True):
        table = job[4]
        for seat in winners:
            wins[table[seat]] += 1.0 / len(winners)
        for seat, value in enumerate(scores):
            score[table[seat]] += value
    games = len(jobs)
    print(
        f"{args.game} · {n} players · {args.deals} deals × {n} seats = {games} games · "
        f"seed {args.seed} · options {raw or 'default'} · {time.perf_counter() - start:.0f} s"
    )
    print(f"{'level':<10}{'seats':>6}{'win rate':>10}{'95% CI':>18}{'per seat':>10}{'mean':>9}")
    for level in dict.fromkeys(seats):
        count = seats.count(level)
        low, high = wilson_interval(wins[level], games)
        ci = f"[{100 * low:.1f}, {100 * high:.1f}]"
        print(
            f"{level:<10}{count:>6}{100 * wins[level] / games:>9.1f}%{ci:>18}"
            f"{100 * wins[level] / games / count:>9.1f}%{score[level] / games / count:>9.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
