"""Player statistics from the finished records of a data folder (see each module).

* :mod:`.collect`: :func:`collect` reads ``autosave.json`` (once finished),
  ``saves/*.json`` and ``records/*.json`` into a :class:`Collection`, through the index
  cache of :mod:`.index` and the lines kept with each kept game (:mod:`.lines`);
* :mod:`.tally`: :func:`player_stats`, :func:`series`, :func:`placing_counts`,
  :func:`daily_calendar`;
* :mod:`.export`: :func:`stats_json` (the CLI's ``--json``) and :func:`reset_player`.
"""

from game.stats.collect import Collection, collect
from game.stats.entry import GameEntry
from game.stats.export import reset_player, stats_json
from game.stats.index import INDEX_NAME
from game.stats.resets import RESETS_NAME
from game.stats.scan import variant_label
from game.stats.tally import (
    DailyDay,
    GamePoint,
    PlayerStats,
    StatLine,
    daily_calendar,
    margin_of,
    placing_counts,
    player_stats,
    series,
)

__all__ = [
    "INDEX_NAME",
    "RESETS_NAME",
    "Collection",
    "DailyDay",
    "GameEntry",
    "GamePoint",
    "PlayerStats",
    "StatLine",
    "collect",
    "daily_calendar",
    "margin_of",
    "placing_counts",
    "player_stats",
    "reset_player",
    "series",
    "stats_json",
    "variant_label",
]
