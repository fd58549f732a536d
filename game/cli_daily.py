"""The ``daily`` and ``stats`` commands of the headless command line (:mod:`game.cli`)."""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import GameError
from game.json_data import JsonOut
from game.registry import get_game
from game.text import clean, number_text

if TYPE_CHECKING:
    from game.daily.setup import DailySetup, DailySetupData
    from game.stats.tally import StatLine


def _print_json(data: object) -> None:
    print(json.dumps(data, indent=2, sort_keys=False))


@dataclass(frozen=True)
class _BotRun:
    """The hard bots' game on a daily deal: final scores, winners, how many actions."""

    scores: list[float]
    winners: list[int]
    actions: int

    def to_json(self) -> dict[str, JsonOut]:
        return {"scores": self.scores, "winners": self.winners, "actions": self.actions}


def _bot_result(setup: DailySetup, iterations: int | None) -> _BotRun:
    from game.daily.duplicate import bot_game
    from game.records import replay

    record = bot_game(setup, iterations=iterations)
    state = replay(record)
    return _BotRun(state.scores(), state.winners(), len(record.actions))


def cmd_daily(args: argparse.Namespace) -> int:
    """Print the day's daily deals (seed and settings), with ``--play-bot`` the hard
    bots' result on each."""
    from game.daily import daily_games, daily_setup, parse_day, today_utc

    day = parse_day(args.date) if args.date is not None else today_utc()
    if args.iterations is not None and args.iterations < 2:
        raise GameError("--iterations must be at least 2")
    games = [get_game(args.game).id] if args.game else daily_games()
    found: list[tuple[DailySetupData, _BotRun | None]] = []
    for game_id in games:
        data = daily_setup(game_id, day).to_json()
        bot = _bot_result(daily_setup(game_id, day), args.iterations) if args.play_bot else None
        found.append((data, bot))
    if args.json:
        shown = [data if bot is None else {**data, "bot": bot.to_json()} for data, bot in found]
        _print_json(shown[0] if args.game else {"date": day.isoformat(), "games": shown})
        return 0
    for data, bot in found:
        spec = get_game(data["game"])
        options = " ".join(f"{k}={json.dumps(v)}" for k, v in data["options"].items())
        print(f"{spec.name} daily {data['date']} · {data['players']} players · seed {data['seed']}")
        print(f"    options: {options}")
        if bot is not None:
            scores = ", ".join(number_text(s) for s in bot.scores)
            print(f"    hard bots: {scores} (seats 1 to {data['players']})")
    return 0


def _line_text(line: StatLine) -> str:
    mean = "-" if line.mean_score is None else number_text(round(line.mean_score, 1))
    accuracy = "-" if line.accuracy is None else f"{line.accuracy:.1f}%"
    return (
        f"{line.games} games, {number_text(round(line.wins, 2))} wins, mean {mean}, "
        f"accuracy {accuracy}, hints {line.hints}, undos {line.undos}"
    )


def _game_name(game_id: str) -> str:
    """The game's name, or its id (cleaned) if no such game is installed."""
    try:
        return get_game(game_id).name
    except GameError:
        return clean(game_id, 40)


def cmd_stats(args: argparse.Namespace) -> int:
    """Print the statistics of every finished record in a data folder."""
    from game.profile import read_profile, shown_person
    from game.stats import collect, player_stats, stats_json
    from game.storage import user_data_dir

    folder = Path(args.data) if args.data is not None else user_data_dir()
    if not folder.is_dir():
        raise GameError(f"--data: the folder {clean(str(folder))} does not exist")
    collection = collect(folder)
    profile = read_profile(folder)
    if args.json:
        _print_json(stats_json(collection, shown=lambda name: shown_person(name, profile)))
        return 0
    print(f"{len(collection.games)} finished games in {clean(str(folder))}")
    for name in collection.players(humans_only=False):
        stats = player_stats(collection, name)
        print(f"{clean(shown_person(name, profile))}: {_line_text(stats.overall)}")
        for line in stats.lines:
            print(f"    {_game_name(line.game)} · {clean(line.variant)}: {_line_text(line)}")
        if stats.best_daily_streak:
            print(f"    daily streak {stats.daily_streak} (best {stats.best_daily_streak})")
    return 0
