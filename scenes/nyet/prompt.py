"""The Nyet! prompt bar, for words of any length: the look of
:func:`scenes.table.components.prompt_bar.draw_prompt_bar`, but the headline shrinks
before it is shortened, and the help line shrinks, then takes two lines (German and
French run longer than English)."""

from __future__ import annotations

import pygame

from scenes.core import theme


def fitted_px(text: str, px: float, width: float, bold: bool = False, floor: float = 0.7) -> float:
    """The largest size from ``px`` down to ``floor × px`` at which ``text`` is at most
    ``width`` pixels wide (the smallest if none is)."""
    size = px
    step = max(0.5, px * 0.05)
    while size - step >= px * floor and theme.font(round(size), bold).size(text)[0] > width:
        size -= step
    return size


def draw_fitted_prompt(
    surface: pygame.Surface, rect: pygame.Rect, title: str, detail: str, s: float
) -> None:
    """A dark bar with an accent edge: ``title`` in bold, ``detail`` under it (if any)."""
    theme.draw_panel(surface, rect, (10, 16, 22, 230), int(10 * s), theme.ACCENT, 1)
    room = rect.width - 20 * s
    px = fitted_px(title, 19 * s, room, True)
    title_y = rect.y + 18 * s
    if detail:
        lines, dpx = theme.fit_block(detail, 15 * s, room, rect.height - 30 * s, smallest=0.66)
        if len(lines) > 1:
            px = min(px, 16 * s)
            title_y = rect.y + 12 * s
    theme.blit_text(
        surface,
        theme.fit_text(title, px, room, True),
        px,
        (rect.centerx, title_y),
        theme.ACCENT,
        bold=True,
        anchor="center",
    )
    if detail:
        middle = rect.y + 41 * s if len(lines) == 1 else rect.bottom - 4 * s - dpx * 1.1
        theme.blit_block(surface, lines, dpx, (rect.centerx, middle), theme.TEXT)
