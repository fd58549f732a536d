"""The parts every chart shares: its plot area inside a panel, the value grid with its
labels, an empty chart's note and the focus ring around a point."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.charts.scale import Axis
from scenes.core import theme
from scenes.core.i18n import number

GRID = (50, 64, 76)
#: How a value is written on the grid and in captions (e.g. ``"{:g}"``, ``"{:.0%}"``).
Format = Callable[[float], str]


def grid_number(value: float) -> str:
    """A grid value in the language's way: whole numbers as they are, others to one
    decimal (decimal comma in German and French), a true minus sign."""
    return number(value, 0 if float(value).is_integer() else 1)


def plot_area(rect: pygame.Rect, s: float, left: float = 40, bottom: float = 18) -> pygame.Rect:
    """The drawing area inside a chart's ``rect``: room at the left for the grid's
    labels and at the bottom for the axis words (``left`` / ``bottom`` in design pixels)."""
    return pygame.Rect(
        rect.x + int(left * s),
        rect.y + int(10 * s),
        max(10, rect.width - int((left + 12) * s)),
        max(10, rect.height - int((bottom + 14) * s)),
    )


def y_of(plot: pygame.Rect, axis: Axis, value: float) -> int:
    """The pixel row of ``value`` in ``plot``."""
    return int(plot.bottom - plot.height * axis.fraction(value))


def draw_grid(
    surface: pygame.Surface, plot: pygame.Rect, axis: Axis, fmt: Format, s: float
) -> None:
    """A line at every grid value across ``plot``, its value at the left."""
    for value in axis.ticks():
        y = y_of(plot, axis, value)
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
        where = (plot.x - int(5 * s), y)
        theme.blit_text(surface, fmt(value), 12 * s, where, theme.TEXT_DIM, anchor="midright")


def draw_empty(surface: pygame.Surface, rect: pygame.Rect, note: str, s: float) -> None:
    """The note an empty chart shows in its middle (wrapped to fit)."""
    lines, px = theme.fit_block(note, 14 * s, rect.width - 20 * s, rect.height - 10 * s)
    theme.blit_block(surface, lines, px, rect.center, theme.TEXT_DIM)


def draw_focus(surface: pygame.Surface, around: pygame.Rect, s: float) -> None:
    """The ring around the focused (or hovered) point."""
    ring = around.inflate(int(8 * s), int(8 * s))
    pygame.draw.rect(surface, theme.ACCENT, ring, max(2, int(2 * s)), max(3, int(4 * s)))
