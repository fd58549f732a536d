"""The words of the table's own frame, in the current language: the log's round totals,
the bots' "thinking", the recap's lead, what an undo took back, the seat badges and the
messages of the table's own errors. Whole sentences with named placeholders; counts by
``ngettext``. The games' own words (their log lines, prompts, banners) are the games'.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from scenes.core.i18n import _, ngettext, number, pgettext
from scenes.core.phrases import daily_day, daily_words, level_word, shown_name
from scenes.core.text_fit import unbreakable

if TYPE_CHECKING:
    from scenes.core.session import GameSession


def value(amount: float) -> str:
    """A score or total in the language's way ("12", "2,5")."""
    return number(amount, 0 if float(amount).is_integer() else 1)


def signed_value(amount: float) -> str:
    """A change with its sign: "+5", "−2" (a true minus sign), "0"."""
    if amount == 0:
        return "0"
    return f"+{value(amount)}" if amount > 0 else value(amount)


def round_totals(
    round_no: int, names: Sequence[str], points: Sequence[float], totals: Sequence[float]
) -> str:
    """The log line of a round's scores: "Totals after round 2: Ann 12 (+5), You 7 (−2)"
    (each seat's total, and this round's change)."""
    part = pgettext("one seat in the round's totals", "{name} {total} ({change})")
    parts = [
        part.format(name=shown_name(name), total=value(total), change=signed_value(point))
        for name, point, total in zip(names, points, totals, strict=False)
    ]
    return _("Totals after round {round}: {scores}").format(
        round=round_no, scores=pgettext("between items of a list", ", ").join(parts)
    )


def thinking(dots: int) -> str:
    """A bot deciding: "thinking." to "thinking..." (``dots`` from 1 to 3)."""
    return pgettext("a bot deciding its move", "thinking") + "." * dots


def earlier_moves(count: int) -> str:
    """The recap's count of the moves it leaves out: "3 earlier moves"."""
    return ngettext("{n} earlier move", "{n} earlier moves", count).format(n=count)


def since_your_turn() -> str:
    """The lead of the recap strip and the curtain's recap line (with its colon)."""
    return _("Since your turn:")


def before_your_turn() -> str:
    """The recap strip's lead at a person's first turn of the game (with its colon)."""
    return _("Before your first turn:")


def taken_back_words(line: str, later: int) -> str:
    """What an undo took back, in the game's log words, and how many moves followed it."""
    if not later:
        return _("Taken back: {move}").format(move=line)
    return ngettext(
        "Taken back: {move} (and {n} move after it)",
        "Taken back: {move} (and the {n} moves after it)",
        later,
    ).format(move=line, n=later)


def human_badge() -> str:
    """The badge of a seat a person plays."""
    return pgettext("seat badge", "HUMAN")


def bot_badge(kind: str) -> tuple[str, str]:
    """The badge of a bot's seat, long and short: ("BOT · HARD", "HARD")."""
    level = level_word(kind).upper()
    return pgettext("seat badge", "BOT · {level}").format(level=level), level


def autosave_failed(reason: object) -> str:
    return _("Autosave failed: {reason}").format(reason=reason)


def not_allowed(reason: object) -> str:
    return _("Not allowed: {reason}").format(reason=reason)


def something_went_wrong() -> str:
    return _("Something went wrong")


def seat_cannot_be_played(seat: int, reason: object) -> str:
    return _("Seat {seat} cannot be played by a bot: {reason}").format(seat=seat, reason=reason)


def bot_failed(reason: object) -> str:
    return _("A bot failed: {reason}").format(reason=reason)


def deal_words(tags: Mapping[str, object]) -> str:
    """A daily's deal in words ("Daily deal · 28 Nov", from its tags), "" for a game
    known by its seed."""
    day = daily_day(tags)
    return daily_words(day) if day is not None else ""


def log_heading(session: GameSession) -> str:
    """The log's first line: the game and its seed, or a daily's date."""
    deal = deal_words(session.tags)
    if deal:
        return _("{game} — {deal}").format(game=session.spec.name, deal=deal)
    heading = _("{game} — seed {seed}").format(game=session.spec.name, seed=session.seed)
    return unbreakable(heading)  # the seed kept with its word
