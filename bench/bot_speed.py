"""Bot decision time per level and game: median, 95th percentile and maximum.

Usage: ``python -m bench.bot_speed [--games N] [--game ID] [--levels easy,medium,hard]
[--cpu]``

For each game setup and level, plays seeded games in which one seat (rotating over the
games) is the measured level and the others are medium bots, and times every
decision of the measured seat that has a real choice (more than one legal action), in
wall-clock seconds with ``time.perf_counter`` (``--cpu``: CPU seconds of this process,
what the wall clock shows on an idle machine while others load this one). Nyet! plays
one- or two-round games (a decision's cost does not depend on the round count: the
search looks to the end of the round in play). Prints a table; nothing here is a pass/fail test.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench.sparring_arena import make_level
from game.bots.base import decision_rng, make_bot
from game.registry import all_games, get_game

# (game id, label, players, options)
SETUPS: list[tuple[str, str, int, dict[str, Any]]] = [
    ("nothanks", "No Thanks! base 3p", 3, {}),
    ("nothanks", "No Thanks! base 4p", 4, {}),
    ("nothanks", "No Thanks! base 5p", 5, {}),
    ("nothanks", "No Thanks! base 6p", 6, {}),
    ("nothanks", "No Thanks! base 7p", 7, {}),
    ("nothanks", "No Thanks! Amigo 3p", 3, {"amigo": True}),
    ("nothanks", "No Thanks! Hidden Tiger 4p", 4, {"hidden_tiger": True}),
    ("nothanks", "No Thanks! specials 4p", 4, {"specials": True, "green": 3, "red": 3}),
    ("nyet", "Nyet! 4p (2 rounds)", 4, {"rounds": "2"}),
    ("nyet", "Nyet! 5p (1 round)", 5, {"rounds": "1"}),
    ("playorpay", "Play or Pay 4p", 4, {}),
    ("playorpay", "Play or Pay 6p (2 decks)", 6, {"rounds": 2}),
    ("playorpay", "Play or Pay 8p (2 decks)", 8, {"rounds": 1}),
    ("playorpay", "Play or Pay Sevens 4p", 4, {"sevens": True}),
]


def time_level(
    game_id: str,
    options: dict[str, Any],
    level: str,
    games: int,
    players: int = 4,
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    spec = get_game(game_id)
    full = spec.validate(players, options)
    measured = make_level(game_id, level)
    other = make_bot(game_id, "medium")
    times: list[float] = []
    for index in range(games):
        seed = 1000 + index
        seat_under_test = index % players
        state = spec.new_state(players, full, seed)
        ply = 0
        while not state.is_terminal():
            seat = state.current_player
            legal = state.legal_actions()
            view = state.view(seat)
            rng = decision_rng(seed, seat, ply)
            if seat == seat_under_test and len(legal) > 1:
                start = clock()
                action = measured.choose(view, legal, rng)
                times.append(clock() - start)
            else:
                action = other.choose(view, legal, rng)
            state.apply(action)
            ply += 1
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="games per setup and level")
    parser.add_argument("--game", help="only this game id")
    parser.add_argument("--players", type=int, help="only the setups of this table size")
    parser.add_argument(
        "--levels",
        default="easy,medium,hard",
        help="levels to time (also the arena's, e.g. hard_net:depth=2)",
    )
    parser.add_argument(
        "--cpu",
        action="store_true",
        help="time CPU seconds of this process (time.process_time) instead of wall-clock "
        "seconds: the figure a bot would take on an idle machine when others load it",
    )
    args = parser.parse_args()
    known = {spec.id for spec in all_games()}
    levels = [level.strip() for level in args.levels.split(",") if level.strip()]
    print(f"{'setup':<28}{'level':<8}{'decisions':>10}{'median':>10}{'p95':>10}{'max':>10}")
    for game_id, name, players, options in SETUPS:
        if game_id not in known or (args.game and args.game != game_id):
            continue
        if args.players is not None and args.players != players:
            continue
        for level in levels:
            clock = time.process_time if args.cpu else time.perf_counter
            times = sorted(time_level(game_id, options, level, args.games, players, clock))
            if not times:
                continue
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(
                f"{name:<28}{level:<8}{len(times):>10}"
                f"{1000 * statistics.median(times):>8.2f}ms{1000 * p95:>8.2f}ms"
                f"{1000 * times[-1]:>8.2f}ms",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
