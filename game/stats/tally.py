"""A person's statistics from a :class:`~game.stats.collect.Collection`.

Everything here is a pure function of the collection: per (game, variant) lines and an
overall line (:func:`player_stats`), chart series (:func:`series`,
:func:`placing_counts`, :func:`daily_calendar`). Wins count shared wins as fractions
(a win shared by n seats is 1/n); a place is one more than the seats with a strictly
better score.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
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


def _place(scores: tuple[float, ...], mine: float, lower_wins: bool) -> int:
    """:meth:`GameEntry.place` for the seat scoring ``mine``."""
    ordered = sorted(scores)
    if lower_wins:
        return 1 + bisect_left(ordered, mine)
    return 1 + len(ordered) - bisect_right(ordered, mine)


class _Column:
    """One person's games of one line, a list per figure in the order played (the sums
    are taken over these lists in that order, so they equal a sum game by game)."""

    __slots__ = (
        "accuracy",
        "dailies",
        "games",
        "hints",
        "lower",
        "margins",
        "places",
        "scores",
        "shares",
        "undos",
        "won",
    )

    def __init__(self) -> None:
        self.games: set[str] = set()
        self.scores: list[float] = []
        self.shares: list[float] = []
        self.places: list[int] = []
        self.won: list[bool] = []
        self.accuracy: list[float | None] = []
        self.hints: list[int] = []
        self.undos: list[int] = []
        self.margins: list[float | None] = []
        self.dailies = 0
        self.lower = False

    def line(self, game: str, variant: str) -> StatLine:
        scores = self.scores
        same_game = len(self.games) <= 1
        accuracy, reviewed = _mean(self.accuracy)
        margin, _ = _mean(self.margins)
        current, best = _streaks(self.won)
        return StatLine(
            game=game,
            variant=variant,
            games=len(scores),
            wins=sum(self.shares),
            placings=dict(sorted(Counter(self.places).items())),
            mean_score=sum(scores) / len(scores) if scores and same_game else None,
            best_score=(min(scores) if self.lower else max(scores))
            if scores and same_game
            else None,
            win_streak=current,
            best_win_streak=best,
            accuracy=accuracy,
            reviewed=reviewed,
            hints=sum(self.hints),
            undos=sum(self.undos),
            dailies=self.dailies,
            mean_margin=margin,
        )


def _lines(
    collection: Collection, played: list[tuple[GameEntry, int]]
) -> tuple[dict[tuple[str, str], _Column], _Column]:
    """The columns of every (game, variant) line and of the overall line, in one pass."""
    overall = _Column()
    groups: dict[tuple[str, str], _Column] = {}
    if played:
        overall.lower = played[0][0].lower_wins
    for entry, seat in played:
        group = groups.get((entry.game, entry.variant))
        if group is None:
            group = groups[(entry.game, entry.variant)] = _Column()
            group.lower = entry.lower_wins
        score = entry.scores[seat]
        won = seat in entry.winners
        share = 1.0 / len(entry.winners) if won else 0.0
        place = _place(entry.scores, score, entry.lower_wins)
        accuracy = entry.accuracy[seat]
        hints = entry.hints[seat] if entry.hints else 0
        undos = entry.undos[seat] if entry.undos else 0
        daily = entry.daily is not None
        margin = margin_of(collection, entry, seat) if daily else None
        for column in (overall, group):
            column.games.add(entry.game)
            column.scores.append(score)
            column.shares.append(share)
            column.places.append(place)
            column.won.append(won)
            column.accuracy.append(accuracy)
            column.hints.append(hints)
            column.undos.append(undos)
            if daily:
                column.dailies += 1
                column.margins.append(margin)
    return groups, overall


def _calendar(collection: Collection, played: list[tuple[GameEntry, int]]) -> list[DailyDay]:
    days = []
    for entry, seat in played:
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


def daily_calendar(collection: Collection, name: str) -> list[DailyDay]:
    """``name``'s finished dailies (played in the daily's seat), oldest first."""
    return _calendar(collection, collection.games_of(name))


def player_stats(collection: Collection, name: str, today: date | None = None) -> PlayerStats:
    """``name``'s statistics (empty lines when they have no game). ``today`` ends the
    current daily streak (default: today in UTC)."""
    played = collection.games_of(name)
    groups, overall = _lines(collection, played)
    lines = [column.line(g, v) for (g, v), column in sorted(groups.items())]
    days = {t.tag.date for t in collection.tries_of(name) if t.tag.ranked}
    current, best = streaks(days, today if today is not None else today_utc())
    return PlayerStats(
        name=name,
        lines=lines,
        overall=overall.line("", ""),
        daily_streak=current,
        best_daily_streak=best,
        dailies=_calendar(collection, played),
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
