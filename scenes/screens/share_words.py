"""The daily share line in the app's language (``game.daily.share`` words it in
English; here it gets the catalogue's words, places and numbers)."""

from __future__ import annotations

from game.daily import DailySetup, DuplicateScore, share_text
from game.daily.share import ShareWords
from scenes.core.i18n import _, ngettext, number, ordinal


def _number(value: float) -> str:
    """A score as the language writes it: whole numbers bare, others to one decimal."""
    return number(value, 0 if float(value).is_integer() else 1)


def app_share_words() -> ShareWords:
    """The share line's words in the current language."""
    return ShareWords(gettext=_, ngettext=ngettext, ordinal=ordinal, number=_number)


def daily_share_text(setup: DailySetup, game_name: str, score: DuplicateScore, streak: int) -> str:
    """:func:`game.daily.share_text` in the current language."""
    return share_text(setup, game_name, score, streak, app_share_words())
