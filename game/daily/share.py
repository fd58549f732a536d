"""The spoiler-free share line of a daily result (no card, no move, only the outcome)."""

from __future__ import annotations

from game.daily.duplicate import DuplicateScore
from game.daily.setup import DailySetup
from game.text import number_text, ordinal

APP_NAME = "Play or Pay"


def _points(value: float) -> str:
    return f"{number_text(value)} {'pt' if abs(value) == 1 else 'pts'}"


def _signed(value: float) -> str:
    if value == 0:
        return "±0"
    return ("+" if value > 0 else "-") + number_text(abs(value))


def share_text(setup: DailySetup, game_name: str, score: DuplicateScore, streak: int) -> str:
    """One line, e.g. ``Play or Pay daily 2026-11-26 · No Thanks! · 2nd of 4 · 12 pts
    (bot 19, +7) · streak 5``: the date, the game, your place, your score, the hard
    bot's score in your seat and the margin (positive: you did better), the streak."""
    parts = [
        f"{APP_NAME} daily {setup.date.isoformat()}",
        game_name,
        f"{ordinal(score.place)} of {score.players}",
        f"{_points(score.you)} (bot {number_text(score.bot)}, {_signed(score.margin)})",
        f"streak {streak}",
    ]
    return " · ".join(parts)
