"""How long the duplicate game of a daily takes, per title, on today's daily (UTC).

Run from the repository root (``nice -n 10`` it: at the shipped budget a 5-player Play or
Pay game takes minutes on a busy machine)::

    python -m bench.duplicate_time [--date YYYY-MM-DD] [--game ID] [--iterations N]

For each game with a daily, "your" game is the day's deal with a person in seat 1 and
hard bots in the others (its moves, which do not change the duplicate's cost much, are
the medium bot's in every seat, to be quick); then
:func:`game.daily.play_duplicate` replays it with the hard bot in seat 1, timed
wall-clock and CPU, as the app runs it in its worker. ``--iterations`` lowers every
hard bot's budget (for a quick look; the app uses the shipped budget).
"""

from __future__ import annotations

import argparse
import time

from game.daily import daily_games, daily_setup, parse_day, play_duplicate, today_utc
from game.daily.duplicate import bot_game
from game.records import Seat, loads_record
from game.registry import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--date", help="the day (default: today, UTC)")
    parser.add_argument("--game", help="one game id (default: every game with a daily)")
    parser.add_argument("--iterations", type=int, help="hard bots' budget (default: shipped)")
    args = parser.parse_args()
    day = parse_day(args.date) if args.date else today_utc()
    budget = "shipped budget" if args.iterations is None else f"{args.iterations} iterations"
    print(f"Duplicate game of the daily of {day.isoformat()} ({budget}):")
    for game_id in [args.game] if args.game else daily_games():
        setup = daily_setup(game_id, day)
        mine = bot_game(setup, "medium")  # the moves of the first game (a quick stand-in)
        mine.seats = [Seat("You", "human")] + [
            Seat(f"Bot {n}", "hard") for n in range(1, setup.players)
        ]
        wall, cpu = time.perf_counter(), time.process_time()
        twin = loads_record(
            play_duplicate(mine.dumps(), 0, iterations=args.iterations).encode("utf-8")
        )
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(
            f"  {get_game(game_id).name} ({setup.players} players): {len(twin.actions)} moves, "
            f"{wall:.1f} s wall, {cpu:.1f} s CPU"
        )


if __name__ == "__main__":
    main()
