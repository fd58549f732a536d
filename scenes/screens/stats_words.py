"""The Statistics screen's figures as words and chart inputs (no drawing, no arithmetic):
every number comes from :mod:`game.stats`; here it is only written out (rounded for
display) and handed to the charts with a caption a point."""

from __future__ import annotations

from game.errors import GameError
from game.registry import get_game
from game.stats import DailyDay, GamePoint, StatLine
from scenes.charts import Bars, CalendarCell, Line
from scenes.core import i18n
from scenes.core.i18n import N_, _, ngettext, ordinal
from scenes.screens.setup_options import variant_word

#: The weeks the daily calendar shows (up to the latest daily played).
CALENDAR_WEEKS = 20
#: The heading of the column of placings.
PLACINGS = N_("Placings")
#: The table's columns: heading (translated when drawn) and share of the table's width.
COLUMNS: tuple[tuple[str, float], ...] = (
    (N_("Game · variant"), 0.18),
    (N_("Games"), 0.06),
    (N_("Wins"), 0.06),
    (PLACINGS, 0.14),
    (N_("Mean"), 0.06),
    (N_("Best"), 0.06),
    (N_("Win streak"), 0.11),
    (N_("Accuracy"), 0.09),
    (N_("Hints"), 0.06),
    (N_("Undos"), 0.06),
    (N_("Daily · margin"), 0.12),
)

#: Short day names, Monday first (translated when shown).
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))


def game_name(game_id: str) -> str:
    """The game's name (its id if it is not installed)."""
    try:
        return get_game(game_id).name
    except GameError:
        return game_id


def percent(value: float | None) -> str:
    """A percentage as a whole percent ("–" if unknown)."""
    return "–" if value is None else i18n.percent(value)


def number(value: float | None) -> str:
    """A figure as shown in the table (one decimal at most; "–" if unknown)."""
    if value is None:
        return "–"
    return i18n.number(value, 0 if float(value).is_integer() else 1)


def signed(value: float | None) -> str:
    """A margin with its sign ("–" if unknown)."""
    if value is None:
        return "–"
    shown = i18n.number(value, 0 if float(value).is_integer() else 1)
    return shown if value < 0 else f"+{shown}"


#: The tip of a column's heading, by its heading (translated when shown).
COLUMN_TIPS: dict[str, str] = {
    PLACINGS: N_("How often you finished 1st, 2nd, 3rd… (hover a row for every place)"),
}


def placings_words(placings: dict[int, int]) -> str:
    """The places that came and how often, 1st first ("1st ×3 · 4th ×1"; "–" for none)."""
    said = [
        _("{place} ×{count}").format(place=ordinal(place), count=count)
        for place, count in sorted(placings.items())
        if count
    ]
    return " · ".join(said) or "–"


def placings_tip(placings: dict[int, int]) -> str:
    """Every place up to the last seen with its count, a line each ("2nd: 0 games")."""
    counts = [(place, placings.get(place, 0)) for place in range(1, max(placings, default=0) + 1)]
    lines = [
        ngettext("{place}: {count} game", "{place}: {count} games", n).format(
            place=ordinal(place), count=n
        )
        for place, n in counts
    ]
    return "\n".join([_("Placings"), *lines]) if lines else ""


def table_row(line: StatLine) -> list[str]:
    """A game and variant's cells, in :data:`COLUMNS` order (the overall line: "All")."""
    return [
        f"{game_name(line.game)} · {variant_word(line.variant)}" if line.game else _("All games"),
        str(line.games),
        number(line.wins),
        placings_words(line.placings),
        number(line.mean_score),
        number(line.best_score),
        _("{streak} (best {best})").format(streak=line.win_streak, best=line.best_win_streak),
        percent(line.accuracy),
        str(line.hints),
        str(line.undos),
        _("{dailies} · mean {margin}").format(dailies=line.dailies, margin=signed(line.mean_margin))
        if line.dailies
        else "–",
    ]


def day_words(when: str) -> str:
    """The date of an ISO time stamp ("2026-11-26"), or the stamp if it is not one."""
    return when[:10] if len(when) >= 10 else when


def point_caption(point: GamePoint, value: str) -> str:
    """A game of the series in words: when, which game, the value, the placing."""
    place = _("{place} of {players}").format(place=ordinal(point.place), players=point.players)
    return f"{day_words(point.when)} · {game_name(point.game)} · {value} · {place}"


def points_words(score: float) -> str:
    """A score with its unit: "1 pt", "12 pts" (the language's plural)."""
    count = round(score) if float(score).is_integer() else 2
    return ngettext("{score} pt", "{score} pts", count).format(score=number(score))


def score_line(points: list[GamePoint]) -> tuple[Line, list[str]]:
    """The scores of the series, each marked by its placing, and their captions."""
    line = Line([p.score for p in points], [p.place - 1 for p in points], empty=_("No game yet."))
    return line, [point_caption(p, points_words(p.score)) for p in points]


def accuracy_line(points: list[GamePoint]) -> tuple[Line, list[str]]:
    """The accuracy of the reviewed games of the series and their captions."""
    rated = [p for p in points if p.accuracy is not None]
    line = Line(
        [float(p.accuracy or 0) for p in rated],
        [p.place - 1 for p in rated],
        fmt=percent,
        floor=0.0,
        ceiling=100.0,
        empty=_("No reviewed game yet: Review on the results rates your moves."),
    )
    return line, [
        point_caption(p, _("accuracy {percent}").format(percent=percent(p.accuracy))) for p in rated
    ]


def placing_bars(placings: dict[int, int]) -> tuple[Bars, list[str]]:
    """How often each place came (every place up to the last seen), and the captions
    ("2nd: 6 games")."""
    counts = [placings.get(place, 0) for place in range(1, max(placings, default=0) + 1)]
    labels = [ordinal(k + 1) for k in range(len(counts))]
    captions = [
        ngettext("{place}: {count} game", "{place}: {count} games", n).format(place=label, count=n)
        for label, n in zip(labels, counts, strict=True)
    ]
    return Bars(labels, counts, empty=_("No finished game yet.")), captions


def calendar(
    days: list[DailyDay], weeks: int = CALENDAR_WEEKS
) -> tuple[list[CalendarCell], list[str]]:
    """The daily deals played in the last ``weeks`` weeks up to the latest one, a cell a
    day, and their captions."""
    if days:
        latest = max(d.date for d in days)
        days = [d for d in days if (latest - d.date).days < weeks * 7]
    cells = [CalendarCell(d.date, d.margin, d.ranked) for d in days]
    captions = [day_caption(d) for d in days]
    return cells, captions


def day_caption(day: DailyDay) -> str:
    """A daily of the calendar in words: the date, the game, the score, the margin."""
    if day.margin is None:
        margin = _("no duplicate yet")
    else:
        margin = _("{margin} against the bot").format(margin=signed(day.margin))
    weekday = _(WEEKDAYS[day.date.weekday()])
    parts = [
        f"{weekday} {day.date.isoformat()}",
        game_name(day.game),
        points_words(day.score),
        margin,
    ]
    if not day.ranked:
        parts.append(_("practice"))
    return " · ".join(parts)
