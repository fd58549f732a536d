"""The statistics as plain data (``python -m game stats --json``) and per-person resets."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from datetime import date
from pathlib import Path
from typing import Any

from game.stats.collect import Collection, collect
from game.stats.resets import read_resets, write_resets
from game.stats.tally import StatLine, player_stats


def _line_json(line: StatLine) -> dict[str, Any]:
    data = asdict(line)
    data["placings"] = {str(place): count for place, count in line.placings.items()}
    for key in ("wins", "mean_score", "best_score", "accuracy", "mean_margin"):
        if isinstance(data[key], float):
            data[key] = round(data[key], 6)
    return data


def stats_json(
    collection: Collection, today: date | None = None, shown: Callable[[str], str] = str
) -> dict[str, Any]:
    """``games`` (finished games counted, duplicates aside), ``duplicates``,
    ``daily_tries`` and ``players``: seat name -> ``human`` (sat in a human seat),
    ``overall``, ``lines`` (per game and variant), ``daily_streak``,
    ``best_daily_streak`` and ``dailies``. Every seat name is listed, bots' too, as
    ``shown`` gives it (the profile's key as its name: :func:`game.profile.shown_person`)."""
    humans = set(collection.players())
    players = {}
    for name in collection.players(humans_only=False):
        stats = player_stats(collection, name, today)
        players[shown(name)] = {
            "human": name in humans,
            "overall": _line_json(stats.overall),
            "lines": [_line_json(line) for line in stats.lines],
            "daily_streak": stats.daily_streak,
            "best_daily_streak": stats.best_daily_streak,
            "dailies": [{**asdict(day), "date": day.date.isoformat()} for day in stats.dailies],
        }
    return {
        "games": len(collection.games),
        "duplicates": len(collection.duplicates),
        "daily_tries": len(collection.daily_tries),
        "players": players,
    }


def reset_player(data_dir: Path, name: str) -> None:
    """Hide every game ``name`` has played so far from their statistics (the records
    stay; later games count again). OSError if the resets file cannot be written."""
    collection = collect(data_dir)
    keys = {entry.key for entry in collection.games if name in entry.names}
    resets = dict(read_resets(data_dir))
    resets[name] = frozenset(resets.get(name, frozenset()) | keys)
    write_resets(data_dir, resets)
