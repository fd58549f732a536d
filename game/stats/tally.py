"""A person's statistics from a :class:`~game.stats.collect.Collection`.

Everything here is a pure function of the collection: per (game, variant) lines and an
overall line (:func:`player_stats`), chart series (:func:`series`,
:func:`placing_counts`, :func:`daily_calendar`). Wins count shared wins as fractions
(a win shared by n seats is 1/n); a place is one more than the seats with a strictly
better score.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date

from game.daily.setup import today_utc
from game.daily.status import streaks
from game.stats.collect import Collection
from game.stats.entry import GameEntry


@dataclass(frozen=True)
class StatLine:
    """One person's totals over some games (a game and variant, or everything).

    ``placings``: place -> count. ``mean_score``/``best_score``: over the games
    (best by the game's own direction; None for the overall line, whose games score
    differently). ``win_streak``: wins in a row up to the latest game;
    ``best_win_streak``: the longest. ``accuracy``: mean over the games with a stored
    review of that seat (``reviewed`` of them). ``dailies``: daily games among them,
    ``mean_margin``: the mean duplicate margin over those with a duplicate (positive:
    better than the hard bot)."""

    game: str
    variant: str
    games: int
    wins: float
    placings: dict[int, int]
    mean_score: float | None
    best_score: float | None
    win_streak: int
    best_win_streak: int
    accuracy: float | None
    reviewed: int
    hints: int
    undos: int
    dailies: int
    mean_margin: float | None


@dataclass(frozen=True)
class DailyDay:
    """A finished daily of one person: its ``date``, ``game``, their ``score``, the
    duplicate ``margin`` (None without a duplicate game) and whether it was ``ranked``."""

    date: date
    game: str
    score: float
    margin: float | None
    ranked: bool


@dataclass(frozen=True)
class PlayerStats:
    """A person's statistics: one line per (game, variant), the overall line, their
    daily streaks (ranked dailies, resets aside) and their finished dailies."""

    name: str
    lines: list[StatLine]
    overall: StatLine
    daily_streak: int
    best_daily_streak: int
    dailies: list[DailyDay] = field(default_factory=list)


@dataclass(frozen=True)
class GamePoint:
    """One finished game for a chart: when, which game, the score, the stored review's
    accuracy (None if not reviewed), the place and the number of players."""

    when: str
    game: str
    score: float
    accuracy: float | None
    place: int
    players: int


def margin_of(collection: Collection, entry: GameEntry, seat: int) -> float | None:
    """The duplicate margin of ``seat`` in ``entry`` (positive: better than the bot),
    None without a duplicate game of that seat."""
    twin = collection.duplicates.get(entry.key)
    if twin is None or twin.duplicate is None or twin.duplicate.seat != seat:
        return None
    you, bot = entry.scores[seat], twin.scores[seat]
    return (bot - you) if entry.lower_wins else (you - bot)


def _streaks(wins: list[bool]) -> tuple[int, int]:
    best = run = 0
    for won in wins:
        run = run + 1 if won else 0
        best = max(best, run)
    return run, best


def _mean(values: Iterable[float | None]) -> tuple[float | None, int]:
    known = [v for v in values if v is not None]
    return (sum(known) / len(known) if known else None), len(known)


def _line(
    collection: Collection, game: str, variant: str, played: list[tuple[GameEntry, int]]
) -> StatLine:
    scores = [entry.scores[seat] for entry, seat in played]
    lower = bool(played) and played[0][0].lower_wins
    same_game = len({entry.game for entry, _ in played}) <= 1
    accuracy, reviewed = _mean(entry.accuracy[seat] for entry, seat in played)
    margin, _ = _mean(margin_of(collection, e, s) for e, s in played if e.daily is not None)
    current, best = _streaks([seat in entry.winners for entry, seat in played])
    return StatLine(
        game=game,
        variant=variant,
        games=len(played),
        wins=sum(entry.win_share(seat) for entry, seat in played),
        placings=dict(sorted(Counter(entry.place(seat) for entry, seat in played).items())),
        mean_score=sum(scores) / len(scores) if scores and same_game else None,
        best_score=(min(scores) if lower else max(scores)) if scores and same_game else None,
        win_streak=current,
        best_win_streak=best,
        accuracy=accuracy,
        reviewed=reviewed,
        hints=sum(entry.hints[seat] if entry.hints else 0 for entry, seat in played),
        undos=sum(entry.undos[seat] if entry.undos else 0 for entry, seat in played),
        dailies=sum(1 for entry, _ in played if entry.daily is not None),
        mean_margin=margin,
    )


def daily_calendar(collection: Collection, name: str) -> list[DailyDay]:
    """``name``'s finished dailies (played in the daily's seat), oldest first."""
    days = []
    for entry, seat in collection.games_of(name):
        if entry.daily is None or entry.daily.seat != seat:
            continue
        days.append(
            DailyDay(
                date=date.fromisoformat(entry.daily.date),
                game=entry.game,
                score=entry.scores[seat],
                margin=margin_of(collection, entry, seat),
                ranked=entry.daily.ranked,
            )
        )
    return sorted(days, key=lambda d: (d.date, d.game, not d.ranked))


def player_stats(collection: Collection, name: str, today: date | None = None) -> PlayerStats:
    """``name``'s statistics (empty lines when they have no game). ``today`` ends the
    current daily streak (default: today in UTC)."""
    played = collection.games_of(name)
    groups: dict[tuple[str, str], list[tuple[GameEntry, int]]] = {}
    for entry, seat in played:
        groups.setdefault((entry.game, entry.variant), []).append((entry, seat))
    lines = [_line(collection, g, v, items) for (g, v), items in sorted(groups.items())]
    days = {t.tag.date for t in collection.tries_of(name) if t.tag.ranked}
    current, best = streaks(days, today if today is not None else today_utc())
    return PlayerStats(
        name=name,
        lines=lines,
        overall=_line(collection, "", "", played),
        daily_streak=current,
        best_daily_streak=best,
        dailies=daily_calendar(collection, name),
    )


def series(
    collection: Collection, name: str, game: str | None = None, last: int = 50
) -> list[GamePoint]:
    """``name``'s last ``last`` finished games (of ``game`` if given), oldest first."""
    played = collection.games_of(name, game)[-last:] if last > 0 else []
    return [
        GamePoint(
            when=entry.when,
            game=entry.game,
            score=entry.scores[seat],
            accuracy=entry.accuracy[seat],
            place=entry.place(seat),
            players=entry.players,
        )
        for entry, seat in played
    ]


def placing_counts(collection: Collection, name: str, game: str | None = None) -> dict[int, int]:
    """place -> how often ``name`` finished there (of ``game`` if given)."""
    counts = Counter(entry.place(seat) for entry, seat in collection.games_of(name, game))
    return dict(sorted(counts.items()))
