"""Training data for the No Thanks! value function: positions from self-play with their
final outcomes.

Usage: ``python -m bench.value_data --out DIR/data.npz --games 200 --players 4
[--bot hard --iterations 500] [--rivals imitation] [--seed 1] [--jobs 2]``

Plays one-round base games (seeded: game ``i`` is dealt from ``game_seed(seed, i)``,
the player count cycles through ``--players``) with one bot in every seat, or, with
``--rivals``, ``--bot`` in one seat (seat ``i`` mod the players, so it plays from every
seat) and the rivals' bot in the others:

* ``hard`` — the shipped hard bot at ``--iterations`` (its search budget with a full
  stack; 5,000 shipped, less for speed);
* ``net`` — the hard bot with the network at its leaves
  (:mod:`checks.sparring.net_search`; ``--weights`` a JSON written by
  ``bench.train_value``, else the shipped :mod:`game.games.nothanks.bots.value_weights`): the
  next round of expert iteration;
* ``imitation`` — every seat samples the imitation rule (fast, for smoke runs);
* any level of ``bench.sparring_arena`` (``ismcts``, ``hard_net:mix=0.5:weights=…``).

Every decision with a card on offer is a position; each position is stored once per
seat (with ``--rivals``, only from ``--bot``'s seat: the network then learns what a
position is worth to a seat that goes on playing as that bot), as the features seen
from that seat (:func:`game.games.nothanks.bots.features.position_features`), with, per
seat offset, the points the seat gained from then to the round's end in units of
:data:`game.games.nothanks.bots.value_net.TARGET_SCALE` (the network's target). Writes an
``.npz`` with ``x`` (samples × features), ``y`` and ``mask`` (samples × 7 offsets; mask
0 beyond the table) and ``game`` (the game each sample comes from, so the trainer
splits by game). numpy is a dev-only dependency.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from contextlib import ExitStack
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np

from game.bots.base import Bot
from game.games.nothanks.bots.fast import imitation_logit, mask_of, mask_points
from game.games.nothanks.bots.features import FEATURES, MAX_SEATS, position_features
from game.games.nothanks.bots.position import Position, fast_path_applies, position_of
from game.games.nothanks.bots.value_net import TARGET_SCALE
from game.games.nothanks.rules import PASS, TAKE, NoThanksView
from game.play import bot_move
from game.registry import get_game
from game.rng import Rng
from game.sim import game_seed


class ImitationBot:
    """Every decision sampled from the imitation rule (the hard bot's playout rule)."""

    level = "imitation"

    def choose(self, view: NoThanksView, legal: Any, rng: Rng) -> Any:
        if len(legal) == 1:
            return legal[0]
        pos = position_of(view)
        z = imitation_logit(pos.hands, pos.chips, pos.card, pos.pot, pos.player, pos.stack_size)
        return TAKE if rng.random() < 1.0 / (1.0 + math.exp(-z)) else PASS


def make_bot(name: str, iterations: int, weights: str | None) -> Bot:
    """The bot of ``name`` (see the module docstring); any other name is a level of
    :func:`bench.sparring_arena.make_level` (``ismcts``, ``hard_net:mix=0.5:weights=…``)."""
    if name == "imitation":
        return ImitationBot()
    if name == "hard":
        from game.games.nothanks.bots.hard import hard_bot

        return hard_bot(iterations)
    if name == "net":
        from bench.train_value import load_net
        from checks.sparring.net_search import NetConfig, hard_net_bot

        net = load_net(weights) if weights else None
        return hard_net_bot(NetConfig(net=net), iterations)
    from bench.sparring_arena import make_level

    return make_level("nothanks", name)


def play_game(
    players: int, seed: int, bot: Bot | list[Bot]
) -> tuple[list[tuple[Position, list[int]]], list[int]]:
    """One one-round base game (``bot`` in every seat, or one bot per seat): every
    position with a card on offer (with each seat's round points then) and each seat's
    round points at the end."""
    seats = bot if isinstance(bot, list) else [bot] * players
    spec = get_game("nothanks")
    state = spec.new_state(players, spec.validate(players, {}), seed)
    positions: list[tuple[Position, list[int]]] = []
    ply = 0
    while not state.is_terminal():
        view = state.view(state.current_player)
        assert isinstance(view, NoThanksView)
        if fast_path_applies(view):
            pos = position_of(view)
            now = [mask_points(m) - c for m, c in zip(pos.hands, pos.chips, strict=True)]
            positions.append((pos, now))
        state.apply(bot_move(state, seats[state.current_player], seed, ply))
        ply += 1
    return positions, [int(s) for s in state.scores()]


def samples_of(
    positions: list[tuple[Position, list[int]]], final: list[int], only: int | None = None
) -> tuple[list[list[float]], list[list[float]], list[list[float]]]:
    """Every position once per seat (only from seat ``only`` if given): features,
    targets and target mask."""
    xs, ys, masks = [], [], []
    for pos, now in positions:
        n = len(pos.hands)
        pool = mask_of(pos.pool)
        for me in range(n) if only is None else (only,):
            xs.append(
                position_features(
                    me, pos.player, pos.card, pos.pot, pos.hands, pos.chips,
                    pos.stack_size, pool, pos.totals, pos.last_round,
                )
            )  # fmt: skip
            y = [0.0] * MAX_SEATS
            mask = [0.0] * MAX_SEATS
            for offset in range(n):
                seat = (me + offset) % n
                y[offset] = (final[seat] - now[seat]) / TARGET_SCALE
                mask[offset] = 1.0
            ys.append(y)
            masks.append(mask)
    return xs, ys, masks


@dataclass(frozen=True)
class Plan:
    """What :func:`generate` plays: the player counts (cycled by game), the seed, the
    bot (``bot_name`` at ``iterations``, ``weights`` for the net bot) and the rivals'."""

    players: tuple[int, ...]
    seed: int
    bot_name: str
    iterations: int
    weights: str | None = None
    rivals: str | None = None


def game_samples(
    plan: Plan, index: int
) -> tuple[list[list[float]], list[list[float]], list[list[float]], int]:
    """Game ``index`` of ``plan`` with fresh bots (a bot that keeps a tree starts
    clean, so a game's samples do not depend on which process plays it): its features,
    targets, masks and number of positions."""
    n = plan.players[index % len(plan.players)]
    bot = make_bot(plan.bot_name, plan.iterations, plan.weights)
    only = index % n if plan.rivals else None
    lineup: Bot | list[Bot] = bot
    if plan.rivals:
        rival = make_bot(plan.rivals, plan.iterations, plan.weights)
        lineup = [bot if seat == only else rival for seat in range(n)]
    positions, final = play_game(n, game_seed(plan.seed, index), lineup)
    return (*samples_of(positions, final, only), len(positions))


def generate(
    out: Path,
    games: int,
    players: list[int],
    seed: int,
    bot_name: str,
    iterations: int,
    weights: str | None = None,
    first_game: int = 0,
    log: Callable[[str], None] = print,
    rivals: str | None = None,
    jobs: int = 1,
) -> dict[str, Any]:
    """Play ``games`` games (in ``jobs`` processes) and write their samples to ``out``
    (an ``.npz``); returns ``{"samples", "positions", "games", "seconds"}``. With
    ``rivals`` the bot plays one seat (seat ``index`` mod the players) against that bot
    in the others, and only its own seat's samples are kept. The samples are the same
    for any ``jobs``."""
    plan = Plan(tuple(players), seed, bot_name, iterations, weights, rivals)
    xs: list[list[float]] = []
    ys: list[list[float]] = []
    masks: list[list[float]] = []
    game_ids: list[int] = []
    start = time.perf_counter()
    count = 0
    indices = range(first_game, first_game + games)
    with ExitStack() as stack:
        results: Iterable[tuple[Any, Any, Any, int]]
        if jobs > 1:
            pool = stack.enter_context(ProcessPoolExecutor(jobs, mp_context=get_context("spawn")))
            results = pool.map(game_samples, [plan] * games, indices)
        else:
            results = (game_samples(plan, index) for index in indices)
        for done, (index, (x, y, m, found)) in enumerate(zip(indices, results, strict=True), 1):
            xs += x
            ys += y
            masks += m
            game_ids += [index] * len(x)
            count += found
            if done % 10 == 0:
                log(f"  {done}/{games} games, {len(xs)} samples, "
                    f"{time.perf_counter() - start:.0f} s")  # fmt: skip
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(
        out,
        x=np.asarray(xs, dtype=np.float64).reshape(-1, FEATURES),
        y=np.asarray(ys, dtype=np.float64).reshape(-1, MAX_SEATS),
        mask=np.asarray(masks, dtype=np.float64).reshape(-1, MAX_SEATS),
        game=np.asarray(game_ids, dtype=np.int64),
    )
    seconds = time.perf_counter() - start
    return {"samples": len(xs), "positions": count, "games": games, "seconds": seconds}


def player_counts(text: str) -> list[int]:
    """``"3,4,5,7"`` as a list of player counts (3 to 7)."""
    counts = [int(part) for part in text.split(",") if part.strip()]
    if not counts or any(not 3 <= n <= MAX_SEATS for n in counts):
        raise SystemExit("--players takes counts from 3 to 7, e.g. 4 or 3,4,5,7")
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-game", type=int, default=0)
    parser.add_argument("--players", default="4")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot", default="hard", help="hard, net, imitation or an arena level")
    parser.add_argument("--iterations", type=int, default=500)
    parser.add_argument("--weights", help="a JSON of bench.train_value (for --bot net)")
    parser.add_argument(
        "--rivals", help="the other seats' bot (default: --bot in every seat); only --bot's samples"
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played at once")
    args = parser.parse_args()
    stats = generate(
        args.out, args.games, player_counts(args.players), args.seed, args.bot,
        args.iterations, args.weights, args.first_game,
        lambda line: print(line, file=sys.stderr, flush=True), args.rivals, args.jobs,
    )  # fmt: skip
    print(
        f"{stats['games']} games, {stats['positions']} positions, {stats['samples']} samples "
        f"in {stats['seconds']:.0f} s -> {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
