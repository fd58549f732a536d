"""The Statistics screen's figures as words and chart inputs (no drawing, no arithmetic):
every number comes from :mod:`game.stats`; here it is only written out (rounded for
display) and handed to the charts with a caption a point."""

from __future__ import annotations

from game.errors import GameError
from game.registry import get_game
from game.stats import DailyDay, GamePoint, StatsLine
from scenes.charts import Bars, CalendarCell, Line
from scenes.core.phrases import ordinal

#: The table's columns: heading and share of the table's width.
COLUMNS: tuple[tuple[str, float], ...] = (
    ("Game · variant", 0.22),
    ("Games", 0.06),
    ("Wins", 0.06),
    ("Placings", 0.14),
    ("Mean", 0.06),
    ("Best", 0.06),
    ("Streak · best", 0.1),
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
    """A share 0..1 as a whole percent ("–" if unknown)."""
    return "–" if value is None else f"{value * 100:.0f}%"


def number(value: float | None) -> str:
    """A figure as shown in the table (one decimal at most; "–" if unknown)."""
    return "–" if value is None else f"{value:.1f}".removesuffix(".0")


def signed(value: float | None) -> str:
    """A margin with its sign ("–" if unknown)."""
    return "–" if value is None else f"{value:+.1f}".removesuffix(".0")


def table_row(line: StatsLine) -> list[str]:
    """A game and variant's cells, in :data:`COLUMNS` order."""
    return [
        f"{game_name(line.game)} · {line.variant}",
        str(line.games),
        number(line.wins),
        "·".join(str(n) for n in line.placings),
        number(line.mean_score),
        number(line.best_score),
        f"{line.streak} · {line.best_streak}",
        percent(line.accuracy),
        str(line.hints),
        str(line.undos),
        f"{line.daily_played} · {signed(line.daily_margin)}" if line.daily_played else "–",
    ]


def point_caption(point: GamePoint, value: str) -> str:
    """A game of the series in words: when, which game, the value, the placing."""
    return (
        f"{point.when:%d %b %Y} · {game_name(point.game)} · {value} · "
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
        ceiling=1.0,
        empty="No reviewed game yet: Review on the results rates your moves.",
    )
    return line, [point_caption(p, f"accuracy {percent(p.accuracy)}") for p in rated]


def placing_bars(counts: list[int]) -> tuple[Bars, list[str]]:
    """How often each placing came, and the captions ("2nd: 6 games")."""
    labels = [ordinal(k + 1) for k in range(len(counts))]
    captions = [
        f"{label}: {n} game{'' if n == 1 else 's'}" for label, n in zip(labels, counts, strict=True)
    ]
    return Bars(labels, counts, empty="No finished game yet."), captions


def calendar(days: list[DailyDay]) -> tuple[list[CalendarCell], list[str]]:
    """The daily deals played, a cell a day, and their captions."""
    cells = [CalendarCell(d.date, d.margin, d.ranked) for d in days]
    captions = [
        f"{d.date:%a %d %b %Y} · {game_name(d.game)} · {d.score:g} pts · "
        + ("no duplicate yet" if d.margin is None else f"{signed(d.margin)} against the bot")
        + ("" if d.ranked else " · practice")
        for d in days
    ]
    return cells, captions
