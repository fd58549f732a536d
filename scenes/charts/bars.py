"""A bar chart of counts (e.g. how often each placing came), a bar a category with its
label under it and its count over it; with colour-blind marks each bar also carries its
category's shape (the same shapes as the line chart's points)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.charts.frame import draw_empty, draw_focus, draw_grid, grid_number, plot_area, y_of
from scenes.charts.line import category_colour
from scenes.charts.marks import draw_mark, shape_for
from scenes.charts.scale import axis_for
from scenes.core import theme


@dataclass(frozen=True)
class Bars:
    """A count a category, with the category's label (e.g. "1st")."""

    labels: list[str]
    counts: list[int]
    empty: str = "Nothing to show yet."


def _bar_rect(plot: pygame.Rect, index: int, count: int, top: int) -> pygame.Rect:
    slot = plot.width / max(1, count)
    width = max(4, int(slot * 0.6))
    x = int(plot.x + slot * index + (slot - width) / 2)
    return pygame.Rect(x, top, width, max(1, plot.bottom - top))


def draw_bars(
    bars: Bars,
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    marks: bool,
    focus: int | None,
) -> list[pygame.Rect]:
    """Draw ``bars`` in ``rect``; the rectangle of each bar in order ([] if no count)."""
    if not bars.counts or not any(bars.counts):
        draw_empty(surface, rect, bars.empty, s)
        return []
    plot = plot_area(rect, s, left=30)
    axis = axis_for([float(c) for c in bars.counts], floor=0.0, whole=True)
    draw_grid(surface, plot, axis, grid_number, s)
    rects = []
    for k, count in enumerate(bars.counts):
        bar = _bar_rect(plot, k, len(bars.counts), y_of(plot, axis, count))
        pygame.draw.rect(surface, category_colour(k), bar, border_radius=max(1, int(3 * s)))
        label = bars.labels[k] if k < len(bars.labels) else str(k + 1)
        under = (bar.centerx, plot.bottom + int(10 * s))
        theme.blit_text(surface, label, 12 * s, under, theme.TEXT, anchor="center")
        if marks:
            draw_mark(
                surface, shape_for(k), (bar.centerx, bar.y - 8 * s), 10 * s, category_colour(k)
            )
        rects.append(bar)
    if focus is not None and 0 <= focus < len(rects):
        draw_focus(surface, rects[focus], s)
    return rects
