"""The Statistics screen's figures as words and chart inputs (no drawing, no arithmetic):
every number comes from :mod:`game.stats`; here it is only written out (rounded for
display) and handed to the charts with a caption a point."""

from __future__ import annotations

from game.errors import GameError
from game.registry import get_game
from game.stats import DailyDay, GamePoint, StatLine
from game.text import ordinal
from scenes.charts import Bars, CalendarCell, Line

#: The weeks the daily calendar shows (up to the latest daily played).
CALENDAR_WEEKS = 20
#: The table's columns: heading and share of the table's width.
COLUMNS: tuple[tuple[str, float], ...] = (
    ("Game · variant", 0.22),
    ("Games", 0.06),
    ("Wins", 0.06),
    ("1st·2nd·3rd…", 0.12),
    ("Mean", 0.06),
    ("Best", 0.06),
    ("Win streak", 0.12),
    ("Accuracy", 0.08),
    ("Hints", 0.05),
    ("Undos", 0.05),
    ("Daily · margin", 0.12),
)


def game_name(game_id: str) -> str:
    """The game's name (its id if it is not installed)."""
    try:
        return get_game(game_id).name
    except GameError:
        return game_id


def percent(value: float | None) -> str:
    """A percentage as a whole percent ("–" if unknown)."""
    return "–" if value is None else f"{value:.0f}%"


def number(value: float | None) -> str:
    """A figure as shown in the table (one decimal at most; "–" if unknown)."""
    return "–" if value is None else f"{value:.1f}".removesuffix(".0")


def signed(value: float | None) -> str:
    """A margin with its sign ("–" if unknown)."""
    return "–" if value is None else f"{value:+.1f}".removesuffix(".0")


def placings_words(placings: dict[int, int]) -> str:
    """How often each place came, 1st first ("3·1·0·2"), up to the last place seen."""
    last = max(placings, default=0)
    return "·".join(str(placings.get(place, 0)) for place in range(1, last + 1)) or "–"


def table_row(line: StatLine) -> list[str]:
    """A game and variant's cells, in :data:`COLUMNS` order (the overall line: "All")."""
    return [
        f"{game_name(line.game)} · {line.variant}" if line.game else "All games",
        str(line.games),
        number(line.wins),
        placings_words(line.placings),
        number(line.mean_score),
        number(line.best_score),
        f"{line.win_streak} (best {line.best_win_streak})",
        percent(line.accuracy),
        str(line.hints),
        str(line.undos),
        f"{line.dailies} · mean {signed(line.mean_margin)}" if line.dailies else "–",
    ]


def day_words(when: str) -> str:
    """The date of an ISO time stamp ("2026-11-26"), or the stamp if it is not one."""
    return when[:10] if len(when) >= 10 else when


def point_caption(point: GamePoint, value: str) -> str:
    """A game of the series in words: when, which game, the value, the placing."""
    return (
        f"{day_words(point.when)} · {game_name(point.game)} · {value} · "
        f"{ordinal(point.place)} of {point.players}"
    )


def score_line(points: list[GamePoint]) -> tuple[Line, list[str]]:
    """The scores of the series, each marked by its placing, and their captions."""
    line = Line([p.score for p in points], [p.place - 1 for p in points], empty="No game yet.")
    return line, [point_caption(p, f"{p.score:g} pts") for p in points]


def accuracy_line(points: list[GamePoint]) -> tuple[Line, list[str]]:
    """The accuracy of the reviewed games of the series and their captions."""
    rated = [p for p in points if p.accuracy is not None]
    line = Line(
        [float(p.accuracy or 0) for p in rated],
        [p.place - 1 for p in rated],
        fmt=percent,
        floor=0.0,
        ceiling=100.0,
        empty="No reviewed game yet: Review on the results rates your moves.",
    )
    return line, [point_caption(p, f"accuracy {percent(p.accuracy)}") for p in rated]


def placing_bars(placings: dict[int, int]) -> tuple[Bars, list[str]]:
    """How often each place came (every place up to the last seen), and the captions
    ("2nd: 6 games")."""
    counts = [placings.get(place, 0) for place in range(1, max(placings, default=0) + 1)]
    labels = [ordinal(k + 1) for k in range(len(counts))]
    captions = [
        f"{label}: {n} game{'' if n == 1 else 's'}" for label, n in zip(labels, counts, strict=True)
    ]
    return Bars(labels, counts, empty="No finished game yet."), captions


def calendar(
    days: list[DailyDay], weeks: int = CALENDAR_WEEKS
) -> tuple[list[CalendarCell], list[str]]:
    """The daily deals played in the last ``weeks`` weeks up to the latest one, a cell a
    day, and their captions."""
    if days:
        latest = max(d.date for d in days)
        days = [d for d in days if (latest - d.date).days < weeks * 7]
    cells = [CalendarCell(d.date, d.margin, d.ranked) for d in days]
    captions = [
        f"{d.date:%a %Y-%m-%d} · {game_name(d.game)} · {d.score:g} pts · "
        + ("no duplicate yet" if d.margin is None else f"{signed(d.margin)} against the bot")
        + ("" if d.ranked else " · practice")
        for d in days
    ]
    return cells, captions
