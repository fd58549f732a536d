"""The daily deal, its duplicate score and its share line (see each module).

* :mod:`.setup`: one deal per game per day (UTC), seeded from the date
  (:func:`daily_setup`, :func:`yesterday_setup`, :func:`today_utc`);
* :mod:`.tag`: the tag a daily record carries in ``meta["daily"]`` (:func:`daily_meta`,
  :func:`daily_tag`);
* :mod:`.status`: one ranked try a day, practice afterwards, streaks
  (:func:`daily_status`);
* :mod:`.duplicate`: the same deal with the hard bot in your seat
  (:func:`play_duplicate`, :func:`duplicate_score`);
* :mod:`.share`: the spoiler-free share line (:func:`share_text`).
"""

from game.daily.duplicate import (
    DUPLICATE_SEAT_NAME,
    DuplicateScore,
    duplicate_score,
    placing,
    play_duplicate,
)
from game.daily.setup import (
    DAILY_SEED_BASE,
    DailySetup,
    daily_games,
    daily_seed,
    daily_setup,
    is_daily_seed,
    parse_day,
    today_utc,
    yesterday_setup,
)
from game.daily.share import share_text
from game.daily.status import DailyStatus, DailyTry, daily_status, ranked_days, streaks
from game.daily.tag import DAILY_META_KEY, DUPLICATE_META_KEY, DailyTag, daily_meta, daily_tag

__all__ = [
    "DAILY_META_KEY",
    "DAILY_SEED_BASE",
    "DUPLICATE_META_KEY",
    "DUPLICATE_SEAT_NAME",
    "DailySetup",
    "DailyStatus",
    "DailyTag",
    "DailyTry",
    "DuplicateScore",
    "daily_games",
    "daily_meta",
    "daily_seed",
    "daily_setup",
    "daily_status",
    "daily_tag",
    "duplicate_score",
    "is_daily_seed",
    "parse_day",
    "placing",
    "play_duplicate",
    "ranked_days",
    "share_text",
    "streaks",
    "today_utc",
    "yesterday_setup",
]
