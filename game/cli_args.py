"""The arguments of the headless command line (``python -m game``, :mod:`game.cli`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

Command = Callable[[argparse.Namespace], int]
if TYPE_CHECKING:  # not subscriptable at run time
    #: What ``add_subparsers()`` returns.
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]


def build_parser(commands: Mapping[str, Command]) -> argparse.ArgumentParser:
    """The ``python -m game`` parser; each subcommand's ``func`` is ``commands[name]``."""
    parser = argparse.ArgumentParser(
        prog="python -m game",
        description="Play or Pay headless engine: list, sim, arena, replay, review, bench, "
        "daily, stats.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p_list = sub.add_parser("list", help="games, player ranges, options with defaults")
    p_list.add_argument("--json", action="store_true", help="print JSON")
    p_list.set_defaults(func=commands["list"])
    _add_sim(sub, commands)
    _add_arena(sub, commands)
    p_replay = sub.add_parser("replay", help="validate a record and print the standings")
    p_replay.add_argument("file", help="record file (.json)")
    p_replay.add_argument("--json", action="store_true", help="print JSON")
    p_replay.set_defaults(func=commands["replay"])
    _add_review(sub, commands)
    _add_daily(sub, commands)
    p_bench = sub.add_parser(
        "bench", help="random playouts per second (--suite: every figure a player waits for)"
    )
    p_bench.add_argument(
        "--suite",
        action="store_true",
        help="review, duplicate, statistics, bot decisions and playouts, each also as a "
        "ratio to a reference timed in the same run (minutes; --game: one title)",
    )
    p_bench.add_argument(
        "--part",
        action="append",
        metavar="PART",
        help="with --suite: only this part (review, duplicate, statistics, decisions, "
        "playouts; repeatable; default: every part)",
    )
    p_bench.add_argument("--game", help="game id (default: every game)")
    p_bench.add_argument("--players", type=int, help="players (default 4, or the nearest)")
    p_bench.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    p_bench.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per game")
    p_bench.add_argument("--json", action="store_true", help="print JSON")
    p_bench.set_defaults(func=commands["bench"])
    return parser


def _add_batch(parser: argparse.ArgumentParser, seats: str, seats_help: str) -> None:
    """The arguments of a batch of seeded games (``sim`` and ``arena``), in help order."""
    parser.add_argument("--game", required=True, help="game id (see 'list')")
    parser.add_argument("--players", type=int, required=True, help="number of players")
    parser.add_argument(seats, required=seats == "--levels", help=seats_help)
    parser.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option")
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the batch (default 1)")


def _add_sim(sub: Subparsers, commands: Mapping[str, Command]) -> None:
    p_sim = sub.add_parser("sim", help="play seeded bot games and print wins and mean scores")
    _add_batch(p_sim, "--seats", "comma-separated seat kinds: random,easy,medium,hard")
    p_sim.add_argument("--records", metavar="DIR", help="write one record per game here")
    p_sim.add_argument("--json", action="store_true", help="print one JSON object")
    p_sim.set_defaults(func=commands["sim"])


def _add_arena(sub: Subparsers, commands: Mapping[str, Command]) -> None:
    p_arena = sub.add_parser(
        "arena", help="bot levels rotated over the seats: win rates with 95%% intervals"
    )
    _add_batch(
        p_arena,
        "--levels",
        "comma-separated levels, one per seat; the last fills the remaining seats "
        "(e.g. hard,medium = one hard against medium bots)",
    )
    p_arena.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="games played at once in worker processes, at most one per CPU "
        "(default 1; same result for any)",
    )
    p_arena.add_argument("--json", action="store_true", help="print one JSON object")
    p_arena.set_defaults(func=commands["arena"])


def _add_review(sub: Subparsers, commands: Mapping[str, Command]) -> None:
    p_review = sub.add_parser(
        "review", help="rate every decision of a seat against the hard bot's analysis"
    )
    p_review.add_argument("file", help="record file (.json)")
    p_review.add_argument(
        "--seat",
        action="append",
        metavar="N",
        help="seat to review, 1 to the player count (repeat or N,M; default: the human seats)",
    )
    p_review.add_argument(
        "--iterations", type=int, help="search budget per decision (default: the hard bot's)"
    )
    p_review.add_argument(
        "--no-store",
        action="store_true",
        help="neither read nor write the stored review (reviews/ in the data folder)",
    )
    p_review.add_argument("--json", action="store_true", help="print one JSON object")
    p_review.set_defaults(func=commands["review"])


def _add_daily(sub: Subparsers, commands: Mapping[str, Command]) -> None:
    """``daily`` (the day's deals) and ``stats`` (a data folder's player statistics)."""
    p_daily = sub.add_parser("daily", help="the daily deal of each game: seed and settings")
    p_daily.add_argument("--date", help="the day, YYYY-MM-DD (default: today, UTC)")
    p_daily.add_argument("--game", help="game id (default: every game with a daily)")
    p_daily.add_argument(
        "--play-bot", action="store_true", help="also play it with hard bots in every seat"
    )
    p_daily.add_argument(
        "--iterations", type=int, help="with --play-bot: search budget per decision"
    )
    p_daily.add_argument("--json", action="store_true", help="print JSON")
    p_daily.set_defaults(func=commands["daily"])
    p_stats = sub.add_parser("stats", help="player statistics of a data folder's records")
    p_stats.add_argument("--data", metavar="DIR", help="data folder (default: the app's)")
    p_stats.add_argument("--json", action="store_true", help="print one JSON object")
    p_stats.set_defaults(func=commands["stats"])


#: Every numeric argument of every command but the player count (each game checks that):
#: destination -> (flag, least, most). A value outside its range (or not finite: nan,
#: inf) is refused by :func:`check_numbers`.
NUMBER_LIMITS: dict[str, tuple[str, float, float]] = {
    "games": ("--games", 1, 10_000_000),
    "seed": ("--seed", -(2**63), 2**64 - 1),
    "jobs": ("--jobs", 1, 1024),
    "iterations": ("--iterations", 2, 10_000_000),
    "seconds": ("--seconds", 0.1, 3600),
}


def check_numbers(args: argparse.Namespace) -> None:
    """Refuse a numeric argument that is not finite or is out of its range
    (:data:`NUMBER_LIMITS`) with one clean error (GameError), before any work starts."""
    import math

    from game.errors import GameError

    for dest, (flag, least, most) in NUMBER_LIMITS.items():
        value = getattr(args, dest, None)
        if value is None:
            continue
        if (isinstance(value, float) and not math.isfinite(value)) or not least <= value <= most:
            raise GameError(
                f"{flag} must be at least {_shown(least)} and at most {_shown(most)}, "
                f"got {_shown(value)}"
            )


def _shown(value: float) -> str:
    """A number as a short line: whole numbers in full (up to 40 digits), others ``%g``."""
    if isinstance(value, int):
        text = str(value)
        return text if len(text) <= 40 else f"{text[:39]}…"
    return f"{value:g}"
