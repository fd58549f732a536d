"""Drawing a guided game's callout: the box of words in the log column, the ring round the
part it explains and the arrow to it, routed round what it must not cross
(:mod:`scenes.table.components.route`); and the closing panel. What a callout showed is
kept as a :class:`Shown` (the tests read where the arrow ends)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.boxes import note_box
from scenes.core.i18n import _
from scenes.core.widgets import Button
from scenes.table.components.callout import (
    ARROW,
    draw_arrow,
    draw_ring,
    exit_span,
    place_box,
    straight,
)
from scenes.table.components.route import Point, route

#: Callout text size and box width (before the window's scale).
TEXT_PX = 19
BOX_WIDTH = 400
#: The header's, the hint's and the Esc line's size.
SMALL_PX = 15


@dataclass(frozen=True)
class Words:
    """A callout's words: its header, text, refusal (if any), the hint of the move it
    waits for (none for a note to read: it has a Next button)."""

    header: str
    text: str
    refusal: str
    hint: str


@dataclass(frozen=True)
class Shown:
    """What a callout showed: its box, the part it explains and the arrow's corners
    (the tip last; none without an arrow)."""

    box: pygame.Rect
    target: pygame.Rect | None
    arrow: tuple[Point, ...]


@dataclass(frozen=True)
class Way:
    """Where the arrow may go: the playing ``area``, the log ``column`` the box stands
    in, and the parts the arrow must not cross."""

    area: pygame.Rect
    column: pygame.Rect
    avoid: tuple[pygame.Rect, ...]


class Callouts:
    """Draws callouts; remembers the last arrow's way (a route is searched once for a
    target, box and obstacles)."""

    def __init__(self) -> None:
        self._way: tuple[object, ...] | None = None
        self._points: list[Point] | None = None

    def arrow(
        self, target: pygame.Rect, way: Way, box: tuple[int, int], s: float
    ) -> list[Point] | None:
        """The arrow's corners from a box ``box`` = (left edge, height) to ``target``,
        round ``way.avoid`` (None: no way round)."""
        gap, corner = int(8 * s), int(14 * s)
        left, _height = box
        bounds = way.area.clip(pygame.Rect(way.area.x, way.area.y, left - way.area.x, 10**5))
        key = (tuple(target), tuple(map(tuple, way.avoid)), tuple(bounds), box, s)
        if key != self._way:
            self._way = key
            span = exit_span(way.column, gap, corner)
            obstacles = [r for r in way.avoid if not r.contains(target)]
            self._points = route(target, left, span, bounds, obstacles, s)
        return self._points

    def draw(
        self,
        surface: pygame.Surface,
        words: Words,
        target: pygame.Rect | None,
        way: Way,
        next_button: Button | None,
        s: float,
    ) -> Shown:
        """A callout in ``way.column`` explaining ``target`` (ringed, the arrow to it),
        with ``next_button`` at its foot for a note to read."""
        pad, px, small = int(14 * s), TEXT_PX * s, SMALL_PX * s
        width = int(min(BOX_WIDTH * s, way.column.width - 16 * s))
        inner = width - 2 * pad
        header = theme.wrap_text(words.header, small, inner)
        lines = theme.wrap_text(words.text, px, inner)
        bad = theme.wrap_text(words.refusal, px * 0.9, inner, bold=True) if words.refusal else []
        hints = theme.wrap_text(words.hint, small, inner) if words.hint else []
        leave = theme.wrap_text(_("Esc: leave"), small, inner)
        foot = len(hints) * small * 1.3 if next_button is None else 42 * s
        height = int(
            pad * 2
            + (len(header) + len(leave)) * small * 1.3
            + len(lines) * px * 1.25
            + len(bad) * px * 1.15
            + foot
            + 16 * s
        )
        box, points = self._place((width, height), target, way, s)
        if target is not None:
            draw_ring(surface, target, s)
            draw_arrow(surface, points, s)
        theme.draw_panel(surface, box, (24, 32, 44), int(12 * s), ARROW, max(2, int(2 * s)), 6)
        note_box("callout", words.header, box)
        y = _lines(surface, header, small, 1.3, (box.x + pad, box.y + pad), theme.TEXT_DIM)
        y = _lines(surface, lines, px, 1.25, (box.x + pad, y + 4 * s), theme.TEXT)
        y = _lines(surface, bad, px * 0.9, 1.15, (box.x + pad, y), theme.BAD, bold=True)
        y += int(6 * s)
        if next_button is None:
            y = _lines(surface, hints, small, 1.3, (box.x + pad, y), theme.GOOD)
        else:
            bw, bh = int(120 * s), int(34 * s)
            next_button.place((box.right - pad - bw, int(y), bw, bh), s)
            next_button.font_px = 18
            next_button.draw(surface)
            y += int(42 * s)
        _lines(
            surface,
            leave,
            small,
            1.3,
            (box.x + pad, box.bottom - pad - len(leave) * small * 1.3),
            theme.TEXT_DIM,
        )
        return Shown(box, target, tuple(points))

    def _place(
        self, size: tuple[int, int], target: pygame.Rect | None, way: Way, s: float
    ) -> tuple[pygame.Rect, list[Point]]:
        """The box, level with where its arrow leaves it, and the arrow's corners."""
        gap = int(8 * s)
        if target is None:
            return place_box(size, None, way.column, gap), []
        left = place_box(size, target.centery, way.column, gap).left
        points = self.arrow(target, way, (left, size[1]), s)
        if points is None:
            box = place_box(size, target.centery, way.column, gap)
            return box, straight(box, target)
        return place_box(size, points[0][1], way.column, gap), points


def _lines(
    surface: pygame.Surface,
    lines: Sequence[str],
    px: float,
    leading: float,
    at: tuple[float, float],
    colour: theme.Color,
    bold: bool = False,
) -> float:
    """Draw ``lines`` from ``at`` down; the height under the last."""
    x, y = at
    for line in lines:
        theme.blit_text(surface, line, px, (x, y), colour, bold)
        y += int(px * leading)
    return y


def draw_end(
    surface: pygame.Surface, area: pygame.Rect, ending: str, buttons: list[Button], s: float
) -> None:
    """The closing panel over the dimmed table: "Well played!", ``ending`` and the
    buttons side by side."""
    pad = int(22 * s)
    width = int(min(560 * s, area.width * 0.8))
    px = TEXT_PX * s
    lines = theme.wrap_text(ending, px, width - 2 * pad)
    bh = int(46 * s)
    height = int(pad * 3 + 30 * s + len(lines) * px * 1.25 + bh)
    box = pygame.Rect(0, 0, width, height)
    box.center = area.center
    surface.blit(theme.dim_overlay(area.size, 110), area.topleft)
    theme.draw_panel(surface, box, (24, 32, 44), int(14 * s), ARROW, max(2, int(2 * s)), 8)
    note_box("callout", "the end", box)
    y = box.y + pad
    theme.blit_text(surface, _("Well played!"), 26 * s, (box.centerx, y), ARROW, True, "midtop")
    _lines(surface, lines, px, 1.25, (box.x + pad, y + int(40 * s)), theme.TEXT)
    bw = (width - 3 * pad) // 2
    for k, button in enumerate(buttons):
        button.place((box.x + pad + k * (bw + pad), box.bottom - pad - bh, bw, bh), s)
        button.font_px = 20
        button.draw(surface)
