"""Nyet!: points a bot level's moves gain over the medium moves, decision by decision.

Usage: ``python -m bench.nyet_move_gain [--level hard] [--games 80] [--every 3] [--jobs 2]``

A low-variance companion to the arena. Seeded one-round 4-player games are played by
four medium bots; at every ``every``-th decision with a real choice, the measured level
and the medium bot both choose from the mover's view. Where they differ, each move is
played from the *true* state and the round is finished by medium bots; the move's gain
is the mover's team lead over the other team (points) after the level's move minus
after the medium move. Both continuations are exact (medium bots are deterministic), so
the only noise is which positions were drawn. Prints, per kind of decision, how many
positions, how many moves differed, and the mean gain per decision with its standard
error. Nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.bots.base import decision_rng, make_bot
from game.contract import State
from game.registry import get_game
from game.sim import game_seed

PLAYERS = 4


def _finish(state: State, bot: Any, seed: int, ply: int) -> list[float]:
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        choice = (
            legal[0]
            if len(legal) == 1
            else bot.choose(state.view(seat), legal, decision_rng(seed, seat, ply))
        )
        state.apply(choice)
        ply += 1
    return state.scores()


def _lead(scores: list[float], seat: int) -> float:
    # With four players the partners sit opposite: the next seat is an opponent.
    return scores[seat] - scores[(seat + 1) % PLAYERS]


def gains_of_game(level: str, index: int, every: int) -> list[tuple[str, float]]:
    """(decision kind, gain) for the sampled decisions of one seeded game."""
    spec = get_game("nyet")
    options = spec.validate(PLAYERS, {"rounds": "1"})
    medium, measured = make_bot("nyet", "medium"), make_bot("nyet", level)
    seed = game_seed(99, index)
    state = spec.new_state(PLAYERS, options, seed)
    ply = 0
    out: list[tuple[str, float]] = []
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        view = state.view(seat)
        base = medium.choose(view, legal, decision_rng(seed, seat, ply))
        if len(legal) > 1 and ply % every == index % every:
            mine = measured.choose(view, legal, decision_rng(seed, seat, ply))
            gain = 0.0
            if mine != base:
                after_mine, after_base = state.clone(), state.clone()
                after_mine.apply(mine)
                after_base.apply(base)
                gain = _lead(_finish(after_mine, medium, seed, ply + 1), seat) - _lead(
                    _finish(after_base, medium, seed, ply + 1), seat
                )
            out.append((type(legal[0]).__name__, gain))
        state.apply(base)
        ply += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard", help="level to measure (default hard)")
    parser.add_argument("--games", type=int, default=80, help="seeded games (default 80)")
    parser.add_argument("--every", type=int, default=3, help="sample every Nth decision")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    args = parser.parse_args()
    started = time.perf_counter()
    by_kind: dict[str, list[float]] = defaultdict(list)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        jobs = [pool.submit(gains_of_game, args.level, i, args.every) for i in range(args.games)]
        for done, job in enumerate(jobs, 1):
            for kind, gain in job.result():
                by_kind[kind].append(gain)
                by_kind["all"].append(gain)
            print(f"\r{done}/{args.games} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"{'decisions':<12}{'n':>6}{'differ':>8}{'gain/decision':>15}{'s.e.':>8}")
    for kind, values in sorted(by_kind.items()):
        se = statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        differ = sum(1 for v in values if v)
        print(f"{kind:<12}{len(values):>6}{differ:>8}{statistics.mean(values):>+15.3f}{se:>8.3f}")
    print(f"{time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
