"""The spoiler-free share line of a daily result (no card, no move, only the outcome).

The line is English by default (the CLI and the tests read it so). Its words are
templates marked for the app's catalogue (:func:`game.text.N_`, and ``ngettext`` calls
on :class:`ShareWords`), so the app can pass its own :class:`ShareWords` and copy the
line in the player's language (``scenes.screens.share_words``); ``game/`` itself never
translates.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.daily.duplicate import DuplicateScore
from game.daily.setup import DailySetup
from game.text import N_, number_text, ordinal

APP_NAME = "Play or Pay"


def _english_plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


@dataclass(frozen=True)
class ShareWords:
    """How the share line is worded: a translation of a template, of a counted template,
    a place ("2nd") and a number ("12", "2.5")."""

    gettext: Callable[[str], str] = str
    ngettext: Callable[[str, str, int], str] = _english_plural
    ordinal: Callable[[int], str] = ordinal
    number: Callable[[float], str] = number_text


ENGLISH = ShareWords()


def _count(value: float) -> int:
    """The count a plural rule is chosen by: the value when whole, else "many"."""
    return int(abs(value)) if float(value).is_integer() else 2


#: The minus sign the app writes everywhere (U+2212), never an ASCII hyphen.
MINUS = "\u2212"


def _number(value: float, words: ShareWords) -> str:
    """A number with a true minus sign when negative ("−3"), whatever ``words`` writes."""
    return MINUS + words.number(abs(value)) if value < 0 else words.number(value)


def _points(value: float, words: ShareWords) -> str:
    template = words.ngettext("{points} pt", "{points} pts", _count(value))
    return template.format(points=_number(value, words))


def _signed(value: float, words: ShareWords) -> str:
    if value == 0:
        return "±0"
    return ("+" if value > 0 else MINUS) + words.number(abs(value))


def share_text(
    setup: DailySetup,
    game_name: str,
    score: DuplicateScore,
    streak: int,
    words: ShareWords = ENGLISH,
) -> str:
    """One line, e.g. ``Play or Pay daily 2026-11-26 · No Thanks! · 2nd of 4 · 12 pts
    (bot 19, +7) · streak 5``: the date, the game, your place, your score, the hard
    bot's score in your seat and the margin (positive: you did better; a true minus
    sign "−" when negative, as the app writes numbers), the streak. ``words`` words it
    in another language (English by default). The same inputs give the same line."""
    _ = words.gettext
    parts = [
        _(N_("{app} daily {date}")).format(app=APP_NAME, date=setup.date.isoformat()),
        game_name,
        _(N_("{place} of {players}")).format(
            place=words.ordinal(score.place), players=score.players
        ),
        _(N_("{points} (bot {bot}, {margin})")).format(
            points=_points(score.you, words),
            bot=_number(score.bot, words),
            margin=_signed(score.margin, words),
        ),
        _(N_("streak {streak}")).format(streak=streak),
    ]
    return " · ".join(parts)
