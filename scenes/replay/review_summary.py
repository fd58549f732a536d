"""The review screen's seat panels: per reviewed seat its name, accuracy and decisions
rated at the left; where it finished, what cost it most (the headline,
:mod:`scenes.replay.review_headline`) and its counts of inaccuracies, mistakes and
blunders at the right."""

from __future__ import annotations

import pygame

from game.review import BLUNDER, INACCURACY, MISTAKE, SeatSummary
from scenes.core import theme
from scenes.core.i18n import _, ngettext, percent
from scenes.replay.rating_marks import COLOURS, MARKS, draw_mark
from scenes.replay.review_headline import Headline

COUNTED = (INACCURACY, MISTAKE, BLUNDER)
#: The panel's height and its left column's width, at scale 1.
PANEL_H = 150
LEFT_W = 170


def count_words(rating: str, count: int) -> str:
    """A count of ratings in words: "1 inaccuracy", "2 mistakes", "0 blunders"."""
    if rating == INACCURACY:
        text = ngettext("{count} inaccuracy", "{count} inaccuracies", count)
    elif rating == MISTAKE:
        text = ngettext("{count} mistake", "{count} mistakes", count)
    else:
        text = ngettext("{count} blunder", "{count} blunders", count)
    return text.format(count=count)


def draw_counts(
    surface: pygame.Surface, counts: dict[str, int], at: tuple[int, int, int], s: float
) -> None:
    """The counts of inaccuracies, mistakes and blunders on one line of ``width``
    (as ?!, ?, ?? marks when the words do not fit; the screen's legend says them)."""
    x, y, width = at
    texts = [count_words(r, counts.get(r, 0)) for r in COUNTED]
    font = theme.font(round(14 * s), True)
    if sum(font.size(t)[0] for t in texts) + 78 * s > width:
        texts = [f"{counts.get(r, 0)} {MARKS[r]}" for r in COUNTED]
    for rating, text in zip(COUNTED, texts, strict=True):
        n = counts.get(rating, 0)
        colour = COLOURS[rating] if n else theme.TEXT_DIM
        if n:
            draw_mark(surface, rating, (x + 7 * s, y), 14 * s)
            x += int(18 * s)
        rect = theme.blit_text(
            surface, text, 14 * s, (x, y), colour, bold=bool(n), anchor="midleft"
        )
        x = rect.right + int(12 * s)


def accuracy_words(summary: SeatSummary) -> str:
    """What the accuracy weighs, in one sentence (the points charged for forced moves
    named when there are any)."""
    charged = round(summary.charged)
    if charged < 1:
        return _("Accuracy weighs the points each decision gave away against what was at stake.")
    return ngettext(
        "Accuracy weighs the points each decision gave away against what was at stake; "
        "the {count} point lost in forced moves counts too.",
        "Accuracy weighs the points each decision gave away against what was at stake; "
        "the {count} points lost in forced moves count too.",
        charged,
    ).format(count=charged)


def _draw_left(
    surface: pygame.Surface, rect: pygame.Rect, name: str, summary: SeatSummary, s: float
) -> None:
    """Name, accuracy and the decisions rated, in the panel's left column."""
    width = LEFT_W * s - 20 * s
    x = rect.x + 14 * s
    shown = theme.fit_text(name, 19 * s, width, True)
    theme.blit_text(surface, shown, 19 * s, (x, rect.y + 24 * s), bold=True, anchor="midleft")
    accuracy = "—" if summary.accuracy is None else percent(round(summary.accuracy))
    theme.blit_text(
        surface, accuracy, 34 * s, (x, rect.y + 66 * s), theme.ACCENT, bold=True, anchor="midleft"
    )
    words = ngettext(
        "accuracy · {count} decision", "accuracy · {count} decisions", summary.decisions
    ).format(count=summary.decisions)
    lines, px = theme.fit_block(words, 13 * s, width, 34 * s)
    y = rect.y + 94 * s
    for line in lines:
        theme.blit_text(surface, line, px, (x, y), theme.TEXT_DIM)
        y += theme.pitch(px, 1.15)


def draw_summary(
    surface: pygame.Surface,
    rect: pygame.Rect,
    name: str,
    summary: SeatSummary,
    headline: Headline | None,
    s: float,
) -> None:
    """One seat's panel in ``rect`` (see the module docstring)."""
    theme.draw_panel(surface, rect, radius=int(12 * s))
    _draw_left(surface, rect, name, summary, s)
    x = rect.x + int(LEFT_W * s)
    width = rect.right - int(14 * s) - x
    pygame.draw.line(
        surface, theme.PANEL_EDGE, (x - 8 * s, rect.y + 12 * s), (x - 8 * s, rect.bottom - 12 * s)
    )
    y = rect.y + 12 * s
    note, npx = theme.fit_block(accuracy_words(summary), 13 * s, width, 32 * s, smallest=0.85)
    bottom = rect.bottom - 30 * s - len(note) * theme.pitch(npx, 1.12)
    ny = bottom + 2 * s
    for line in note:
        theme.blit_text(surface, line, npx, (x, ny), theme.TEXT_DIM)
        ny += theme.pitch(npx, 1.12)
    if headline is not None:
        lines, px = theme.fit_block(headline.standing, 16 * s, width, 38 * s, bold=True)
        for line in lines:
            theme.blit_text(surface, line, px, (x, y), theme.TEXT, bold=True)
            y += theme.pitch(px, 1.15)
        y += 4 * s
        for sentence in headline.story:
            room = bottom - y
            if room < 14 * s:
                break
            lines, px = theme.fit_block(sentence, 15 * s, width, room, smallest=0.8)
            for line in lines:
                theme.blit_text(surface, line, px, (x, y), theme.TEXT)
                y += theme.pitch(px, 1.12)
            y += 3 * s
    draw_counts(surface, summary.counts, (x, rect.bottom - int(16 * s), width), s)
