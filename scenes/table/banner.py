"""The end-of-round panel every table shows: a title and a few lines, faded in.

A line is plain text, ``(text, colour)`` or ``(text, colour, bold)``; an empty text is a
spacer. :class:`~scenes.table.scene.TableScene` shows, dismisses and draws it; a table only says
where (``banner_frame``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.core import theme

Colour = tuple[int, int, int]
BannerLine = str | tuple[str, Colour] | tuple[str, Colour, bool]

LINE_HEIGHT = 28
HINT = "Click or press Enter to continue"


@dataclass
class Banner:
    """A title and its lines; ``alpha`` is tweened from 0 to fade it in."""

    title: str
    lines: list[BannerLine] = field(default_factory=list)
    alpha: float = 0.0

    def styled_lines(self) -> list[tuple[str, Colour, bool]]:
        """Every line as (text, colour, bold)."""
        styled = []
        for line in self.lines:
            if isinstance(line, str):
                styled.append((line, theme.TEXT, False))
            elif len(line) == 2:
                styled.append((line[0], line[1], False))
            else:
                styled.append((line[0], line[1], line[2]))
        return styled


def draw_banner(
    surface: pygame.Surface,
    banner: Banner,
    center: tuple[int, int],
    max_width: int,
    s: float,
) -> pygame.Rect:
    """Draw the panel centred at ``center``, at most ``max_width`` wide; return its rect."""
    lines = banner.styled_lines()
    w = int(max_width)
    h = int(100 * s + LINE_HEIGHT * s * len(lines))
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    theme.draw_panel(
        surface,
        rect,
        (10, 14, 20, int(min(238, banner.alpha))),
        int(16 * s),
        theme.ACCENT,
        2,
        shadow=int(8 * s),
    )
    title = theme.fit_text(banner.title, 24 * s, w - 30 * s, True)
    theme.blit_text(
        surface, title, 24 * s, (rect.centerx, rect.y + 32 * s), theme.ACCENT, True, "center"
    )
    y = rect.y + 64 * s
    for text, colour, bold in lines:
        if text:
            fitted = theme.fit_text(text, 17 * s, w - 30 * s, bold)
            theme.blit_text(
                surface, fitted, 17 * s, (rect.centerx, y), colour, bold=bold, anchor="midtop"
            )
        y += LINE_HEIGHT * s
    theme.blit_text(
        surface, HINT, 13 * s, (rect.centerx, rect.bottom - 16 * s), theme.TEXT_DIM, anchor="center"
    )
    return rect
