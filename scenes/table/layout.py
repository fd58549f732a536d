"""Table layout by named anchors instead of pixel constants.

Every table has the same frame: a title bar across the top, the move log on the right and
the playing area in between (:func:`table_frame`). Inside the area a game names its parts
in a *layout spec*, a mapping from names to :class:`Anchor` values (centre as fractions
of the area, plus an offset and a size in design pixels, scaled with the window), and
:func:`place` turns the spec into rectangles for the current window size. Seats around
the table come from :func:`seat_rects` and a list of spots per opponent count.

Design pixels are pixels at the 1280×720 design size; ``s`` is the UI scale
(:func:`scenes.core.theme.ui_scale`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from scenes.core.fonts import text_factor

Spot = tuple[float, float]


@dataclass(frozen=True)
class Anchor:
    """A box in the playing area.

    Its centre is at ``(fx, fy)`` of the area plus ``(dx, dy)`` design pixels; its size is
    ``(w, h)`` design pixels, capped at ``max_fw`` / ``max_fh`` of the area's width and
    height. The box is kept inside the area.
    """

    fx: float
    fy: float
    w: float
    h: float
    dx: float = 0.0
    dy: float = 0.0
    max_fw: float = 1.0
    max_fh: float = 1.0

    def rect(self, area: pygame.Rect, s: float) -> pygame.Rect:
        """The box for this area and scale."""
        w = int(min(self.w * s, area.width * self.max_fw))
        h = int(min(self.h * s, area.height * self.max_fh))
        box = pygame.Rect(0, 0, max(1, w), max(1, h))
        box.center = (
            area.x + round(area.width * self.fx + self.dx * s),
            area.y + round(area.height * self.fy + self.dy * s),
        )
        return box.clamp(area)


@dataclass(frozen=True)
class TableFrame:
    """The fixed frame of every table: title bar, log column and playing area.

    ``facts_right`` is where the title bar's own text must end: left of the chrome's
    buttons (:func:`chrome_buttons`, Hint included, whether shown or not)."""

    bar: pygame.Rect
    log: pygame.Rect
    area: pygame.Rect
    facts_right: int = 0


def chrome_buttons(width: int, s: float) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Menu, Undo and Hint at the top right of a window ``width`` wide (Hint stands left
    of Undo, or of Menu when there is no Undo); wider at a larger text size."""
    w = s * text_factor()
    menu = pygame.Rect(width - int(128 * w), int(8 * s), int(116 * w), int(38 * s))
    undo = pygame.Rect(menu.x - int(140 * w), int(8 * s), int(132 * w), int(38 * s))
    hint = pygame.Rect(undo.x - int(112 * w), int(8 * s), int(104 * w), int(38 * s))
    return menu, undo, hint


def table_frame(
    size: tuple[int, int],
    s: float,
    *,
    bar: float = 56,
    log_width: float = 250,
    log_share: float = 0.2,
) -> TableFrame:
    """The frame for a window of ``size``: a ``bar``-high title bar, a log column
    ``log_width`` design pixels wide (at most ``log_share`` of the window) on the right,
    and the playing area left of it, with a margin of 12 design pixels."""
    w, h = size
    margin = int(12 * s)
    top = int(bar * s)
    log_w = int(min(log_width * s, w * log_share))
    log = pygame.Rect(w - log_w - margin, top, log_w, h - top - margin)
    area = pygame.Rect(margin, top, max(1, log.x - 2 * margin), h - top - margin)
    facts_right = min(r.x for r in chrome_buttons(w, s)) - margin
    return TableFrame(pygame.Rect(0, 0, w, top), log, area, facts_right)


def place(spec: Mapping[str, Anchor], area: pygame.Rect, s: float) -> dict[str, pygame.Rect]:
    """Every named box of ``spec`` for this area and scale."""
    return {name: anchor.rect(area, s) for name, anchor in spec.items()}


def seats_clockwise(bottom: int, count: int) -> list[int]:
    """Seats in table order from ``bottom`` (the seat nearest the viewer), clockwise:
    play passes to the left, which is clockwise seen from above."""
    return [(bottom + k) % count for k in range(count)]


def seat_rects(
    seats: Sequence[int],
    spots: Sequence[Spot],
    panel: tuple[int, int],
    area: pygame.Rect,
) -> dict[int, pygame.Rect]:
    """Panels of size ``panel`` centred on ``spots`` (fractions of the area), one per
    seat in order, kept inside the area. Extra seats without a spot get none."""
    rects: dict[int, pygame.Rect] = {}
    for seat, (fx, fy) in zip(seats, spots, strict=False):
        box = pygame.Rect(0, 0, *panel)
        box.center = (area.x + int(fx * area.width), area.y + int(fy * area.height))
        rects[seat] = box.clamp(area)
    return rects
