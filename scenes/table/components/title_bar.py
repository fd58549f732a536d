"""The strip across the top of every table, with the game's name."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.core import theme
from scenes.table.facts import SEPARATOR, Fact, fit_facts, more_label


def draw_title_bar(
    surface: pygame.Surface, name: str, s: float, height: float, title_px: float
) -> tuple[pygame.Rect, pygame.Rect]:
    """Draw the bar (``height`` design pixels) with ``name`` at ``title_px``; returns
    (bar, title) rects so a game's painter can add its own facts after the title."""
    bar = pygame.Rect(0, 0, surface.get_width(), int(height * s))
    pygame.draw.rect(surface, (10, 30, 24), bar)
    pygame.draw.line(surface, (40, 90, 70), bar.bottomleft, bar.bottomright, max(1, int(2 * s)))
    title = theme.blit_text(
        surface,
        name,
        title_px * s,
        (16 * s, bar.centery),
        theme.ACCENT,
        bold=True,
        anchor="midleft",
    )
    return bar, title


def draw_facts(
    surface: pygame.Surface,
    facts: Sequence[Fact],
    left: float,
    right: float,
    cy: float,
    px: float,
) -> list[Fact]:
    """The facts from ``left`` to at most ``right`` on the line at ``cy``, separated by
    dots, shortened by rank (:func:`fit_facts`); returns those left out (the bar's
    tooltip, :func:`facts_tip`, lists every fact)."""
    gap = theme.text(SEPARATOR, px).get_width()
    shown, hidden = fit_facts(facts, right - left, lambda t: theme.text(t, px).get_width(), gap)
    line = SEPARATOR.join([*shown, *([more_label(len(hidden))] if hidden else [])])
    if line:
        theme.blit_text(surface, line, px, (left, cy), theme.TEXT_DIM, anchor="midleft")
    return hidden


def facts_tip(
    bar: pygame.Rect, span: tuple[float, float], mouse: tuple[int, int], facts: Sequence[Fact]
) -> str | None:
    """Every fact of the bar, one a line, while the mouse is on the bar's facts (``span``:
    from their left end to the buttons), the place to read what a crowded bar left out."""
    if not facts or not bar.collidepoint(mouse) or not span[0] <= mouse[0] < span[1]:
        return None
    return "\n".join(fact.text for fact in facts)


def facts_left(name: str, s: float, title_px: float, gap: float) -> float:
    """Where the facts start: after the game's name drawn by :func:`draw_title_bar` and
    ``gap`` design pixels."""
    return 16 * s + theme.text(name, title_px * s, bold=True).get_width() + gap * s
