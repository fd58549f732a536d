"""A line chart: one value a game in order, each point marked by its category (e.g. the
placing) in colour and, with colour-blind marks, in shape too."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.charts.frame import (
    Format,
    draw_empty,
    draw_focus,
    draw_grid,
    grid_number,
    plot_area,
    y_of,
)
from scenes.charts.marks import draw_mark, shape_for
from scenes.charts.scale import axis_for
from scenes.core import theme
from scenes.core.i18n import _

#: Colours of categories 0, 1, 2, ... (first place gold, then blue, orange, red).
CATEGORY_COLOURS: tuple[tuple[int, int, int], ...] = (
    (255, 214, 90),
    (110, 170, 240),
    (240, 150, 70),
    (232, 96, 88),
)
LINE = (150, 170, 190)


@dataclass(frozen=True)
class Line:
    """Values in order with a category each; ``floor`` / ``ceiling`` stretch the axis
    (e.g. 0 and 1 for a share); ``fmt`` writes a grid value."""

    values: list[float]
    categories: list[int] = field(default_factory=list)
    fmt: Format = grid_number
    floor: float | None = None
    ceiling: float | None = None
    empty: str = "Nothing to show yet."


def category_colour(category: int) -> tuple[int, int, int]:
    """The colour of a point's category (the last colour for any beyond)."""
    return CATEGORY_COLOURS[min(max(category, 0), len(CATEGORY_COLOURS) - 1)]


def _positions(line: Line, plot: pygame.Rect) -> list[tuple[int, int]]:
    axis = axis_for(line.values, line.floor, line.ceiling)
    count = max(1, len(line.values) - 1)
    return [
        (
            int(plot.x + plot.width * (k / count if len(line.values) > 1 else 0.5)),
            y_of(plot, axis, v),
        )
        for k, v in enumerate(line.values)
    ]


def draw_line(
    line: Line,
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    marks: bool,
    focus: int | None,
) -> list[pygame.Rect]:
    """Draw ``line`` in ``rect`` (grid, segments, a mark a point, the ring around point
    ``focus``); the rectangle of each point in order ([] when there are no values)."""
    if not line.values:
        draw_empty(surface, rect, line.empty, s)
        return []
    plot = plot_area(rect, s)
    draw_grid(surface, plot, axis_for(line.values, line.floor, line.ceiling), line.fmt, s)
    points = _positions(line, plot)
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, max(1, int(2 * s)))
    size = max(7 * s, min(12 * s, plot.width / max(1, len(points)) * 1.8))
    rects = []
    for k, centre in enumerate(points):
        category = line.categories[k] if k < len(line.categories) else 0
        shape = shape_for(category) if marks else "disc"
        rects.append(draw_mark(surface, shape, centre, size, category_colour(category)))
    if focus is not None and 0 <= focus < len(rects):
        draw_focus(surface, rects[focus], s)
    _draw_ends(surface, plot, len(points), s)
    return rects


def _draw_ends(surface: pygame.Surface, plot: pygame.Rect, count: int, s: float) -> None:
    """ "oldest" and "latest" under the two ends of the line."""
    y = plot.bottom + int(10 * s)
    if count > 1:
        theme.blit_text(surface, _("older"), 11 * s, (plot.x, y), theme.TEXT_DIM, anchor="midleft")
    theme.blit_text(
        surface, _("latest"), 11 * s, (plot.right, y), theme.TEXT_DIM, anchor="midright"
    )
