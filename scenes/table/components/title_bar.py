"""The strip across the top of every table, with the game's name."""

from __future__ import annotations

import pygame

from scenes.core import theme


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
