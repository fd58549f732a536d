"""The Nyet! prompt bar, for words of any length: the look of
:func:`scenes.table.components.prompt_bar.draw_prompt_bar`, but the headline shrinks
before it is shortened, and the help line shrinks, then takes two lines (German and
French run longer than English)."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.boxes import note_box


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
    note_box("prompt", title, rect)
    room = rect.width - 20 * s
    grown = theme.text_factor()
    px = fitted_px(title, 19 * s, room, True)
    title_y = rect.y + 18 * s * grown if detail else rect.centery  # alone: in the middle
    if detail:
        lines, dpx = help_lines(detail, 15 * s, room, rect.height / grown - 30 * s)
        if len(lines) > 1:
            px = min(px, 16 * s)
            title_y = rect.y + 11 * s * grown
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
        # One line under the headline; two close under a smaller headline.
        below = 41 * s if len(lines) == 1 else 27 * s + dpx * 0.55
        middle = rect.y + below * grown
        theme.blit_block(surface, lines, dpx, (rect.centerx, middle), theme.TEXT)


def help_lines(text: str, px: float, width: float, height: float) -> tuple[list[str], float]:
    """The help line at ``px``: one line, shrunk to at most 15 % smaller; else two lines
    as large as ``height`` allows (at least 66 % of ``px``); only then shortened."""
    one = fitted_px(text, px, width, floor=0.85)
    if theme.font(round(one)).size(text)[0] <= width:
        return [text], one
    size = min(px * 0.8, height / 2.2)
    while True:
        lines = theme.wrap_text(text, size, width)
        if len(lines) <= 2 or size <= px * 0.66:
            break
        size -= max(0.5, px * 0.04)
    if len(lines) > 2:
        lines = [lines[0], theme.fit_text(" ".join(lines[1:]), size, width)]
    return lines, size
