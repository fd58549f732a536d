"""Pills: short labels on a rounded coloured background (badges, tags, ribbons)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.core import theme

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Pill:
    """One label: its text, background and text colour."""

    text: str
    fill: Colour
    fg: Colour = theme.TEXT


def pill_rect(pill: Pill, px: float, s: float) -> pygame.Rect:
    """The pill's size (at the origin) for text of ``px`` pixels."""
    surf = theme.text(pill.text, px, pill.fg, bold=True)
    return pygame.Rect(0, 0, surf.get_width() + int(12 * s), surf.get_height() + int(4 * s))


def draw_pill(surface: pygame.Surface, pill: Pill, rect: pygame.Rect, px: float) -> None:
    """Draw ``pill`` filling ``rect`` (as sized by :func:`pill_rect`)."""
    surface.blit(theme.rounded_panel(rect.size, pill.fill, rect.height // 2), rect)
    surf = theme.text(pill.text, px, pill.fg, bold=True)
    surface.blit(surf, surf.get_rect(center=rect.center))


def pill_row(
    surface: pygame.Surface,
    pills: Sequence[Pill],
    start: tuple[float, float],
    right: float,
    s: float,
    px: float = 11,
) -> float:
    """Pills left to right from ``start`` (left x, centre y), each whole or not at all
    (a pill that would pass ``right`` and every pill after it are left out). Returns the
    x where the row ends."""
    x, y = start
    for pill in pills:
        rect = pill_rect(pill, px * s, s)
        rect.midleft = (int(x), int(y))
        if rect.right > right:
            break
        draw_pill(surface, pill, rect, px * s)
        x = rect.right + 5 * s
    return x


def ribbons(
    surface: pygame.Surface, pills: Sequence[Pill], top_right: tuple[float, float], s: float
) -> None:
    """Pills right to left along a panel's top edge, centred on it (never over the
    panel's own text)."""
    x, y = top_right
    for pill in pills:
        rect = pill_rect(pill, 12 * s, s)
        rect.midright = (int(x), int(y))
        draw_pill(surface, pill, rect, 12 * s)
        x = rect.x - 6 * s
