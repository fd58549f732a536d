"""The standings of a multi-round game as a line chart: each seat's score after every
round (from the start), one coloured line a seat, its name and final score at the end.

:func:`running_totals` reads only the finished rounds' points and the final scores (a
game whose total is not the sum of its rounds, e.g. Play or Pay's tokens, starts each
line at the final score less the rounds' points: the tokens held at the start).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.i18n import pgettext, score

#: One colour a seat (eight seats at most), readable on the dark page.
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (255, 196, 64),
    (96, 170, 255),
    (240, 110, 110),
    (110, 210, 140),
    (200, 140, 255),
    (255, 150, 60),
    (90, 220, 220),
    (230, 230, 230),
)


def running_totals(rounds: Sequence[Sequence[float]], totals: Sequence[float]) -> list[list[float]]:
    """Each seat's score at the start and after every round: ``rounds[k][seat]`` is the
    seat's points in round ``k``; the last value of each line is ``totals[seat]``."""
    out = []
    for seat, total in enumerate(totals):
        points = [float(r[seat]) for r in rounds]
        value = float(total) - sum(points)
        line = [value]
        for p in points:
            value += p
            line.append(value)
        out.append(line)
    return out


def _nice_step(span: float) -> float:
    """A round step (1, 2, 2.5 or 5 times a power of ten) for about four grid lines."""
    raw = max(span, 1.0) / 4
    magnitude = 10.0 ** math.floor(math.log10(raw))
    for k in (1.0, 2.0, 2.5, 5.0):
        if raw <= k * magnitude:
            return k * magnitude
    return 10.0 * magnitude


def column_label(k: int) -> str:
    """The label under the chart's column ``k``: "S" (the start), then "R1", "R2"…"""
    if k == 0:
        return pgettext("short for start", "S")
    return pgettext("short for round", "R{number}").format(number=k)


@dataclass(frozen=True)
class _Plot:
    """The chart's plotting area: ``rect`` spans columns 0…``count`` across and the
    scores ``low``…``high`` up."""

    rect: pygame.Rect
    low: float
    high: float
    count: int

    def at(self, k: int, value: float) -> tuple[int, int]:
        """The point of column ``k`` at score ``value``."""
        x = self.rect.x + self.rect.width * k / self.count
        y = self.rect.bottom - self.rect.height * (value - self.low) / (self.high - self.low)
        return int(x), int(y)


def draw_standings(
    surface: pygame.Surface,
    rect: pygame.Rect,
    names: Sequence[str],
    lines: Sequence[Sequence[float]],
    winners: set[int],
    s: float,
) -> None:
    """The chart in ``rect``: rounds across (S = the start), scores up, a line a seat
    with its name and final score at the right end (labels nudged apart)."""
    # Opaque: nothing drawn under the chart (a row's highlight) shows through it.
    theme.draw_panel(surface, rect, (16, 24, 32, 255), int(10 * s), theme.PANEL_EDGE, 1)
    if not lines or len(lines[0]) < 2:
        return
    label_w = max(theme.text(f"{name} 000", 13 * s, bold=True).get_width() for name in names)
    label_w = min(label_w, rect.width // 3)
    area = pygame.Rect(
        rect.x + int(44 * s),
        rect.y + int(14 * s),
        max(10, rect.width - int(56 * s) - label_w),
        max(10, rect.height - int(36 * s)),
    )
    low = min(min(line) for line in lines)
    high = max(max(line) for line in lines)
    step = _nice_step(high - low)
    low = step * (low // step)
    high = max(low + step, step * -(-high // step))
    plot = _Plot(area, low, high, len(lines[0]) - 1)
    _draw_axes(surface, plot, step, s)
    ends = _draw_lines(surface, plot, lines, winners, s)
    labels = [f"{names[seat]} {score(lines[seat][-1])}" for seat in range(len(lines))]
    _draw_labels(surface, labels, ends, label_box(area, rect, label_w, s), s)


def label_box(area: pygame.Rect, rect: pygame.Rect, width: int, s: float) -> pygame.Rect:
    """Where the seats' end labels go: right of the plotting ``area``, inside the chart's
    ``rect``, from the area's top to its bottom (so they stay clear of the rounds'
    labels under the area and of the frame)."""
    left = area.right + int(8 * s)
    right = min(left + width, rect.right - int(6 * s))
    return pygame.Rect(left, area.top, max(1, right - left), area.height)


def _draw_axes(surface: pygame.Surface, plot: _Plot, step: float, s: float) -> None:
    """A grid line every ``step`` points with its score, and the columns' labels (as
    many as fit)."""
    area = plot.rect
    grid = plot.low
    while grid <= plot.high + 1e-9:
        y = plot.at(0, grid)[1]
        pygame.draw.line(surface, (50, 64, 76), (area.x, y), (area.right, y), 1)
        where = (area.x - int(6 * s), y)
        theme.blit_text(surface, score(grid), 11 * s, where, theme.TEXT_DIM, anchor="midright")
        grid += step
    count = plot.count
    widest = max(theme.text(column_label(k), 11 * s).get_width() for k in range(count + 1))
    every = max(1, -(-count * (widest + int(6 * s)) // max(1, area.width)))
    below = area.bottom + int(4 * s) + theme.pitch(11 * s, 0.9)  # clear of the lowest score
    for k in range(count + 1):
        if (k % every and k != count) or (k != count and count - k < every):
            continue
        where = (plot.at(k, plot.low)[0], below)
        theme.blit_text(surface, column_label(k), 11 * s, where, theme.TEXT_DIM, anchor="center")


def _draw_lines(
    surface: pygame.Surface,
    plot: _Plot,
    lines: Sequence[Sequence[float]],
    winners: set[int],
    s: float,
) -> list[tuple[int, int]]:
    """A line a seat (the winners' thicker, on top); each seat's (seat, y) at its end."""
    order = sorted(range(len(lines)), key=lambda i: i in winners)  # winners on top
    ends: list[tuple[int, int]] = []
    for seat in order:
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        points = [plot.at(k, v) for k, v in enumerate(lines[seat])]
        width = max(2, int((3.5 if seat in winners else 2) * s))
        pygame.draw.lines(surface, colour, False, points, width)
        for point in points:
            pygame.draw.circle(surface, colour, point, max(2, int(3 * s)))
        ends.append((seat, points[-1][1]))
    return ends


def label_rows(ends: Sequence[tuple[int, int]], top: int, bottom: int, gap: int) -> list[int]:
    """The row (centre y) of each end label, in the order of ``ends`` (seat, y): beside
    its line's end, nudged apart downwards to ``gap`` apart, then up to stay above
    ``bottom``, and never above ``top`` (labels may then overlap)."""
    order = sorted(range(len(ends)), key=lambda i: ends[i][1])
    rows = [0] * len(ends)
    limit = top - gap
    for i in order:  # downwards: each at its line's end or a gap below the one above
        rows[i] = limit = max(ends[i][1], limit + gap)
    limit = bottom + gap
    for i in reversed(order):  # upwards: only those pushed past the bottom move up
        rows[i] = limit = max(top, min(rows[i], limit - gap))
    return rows


def _draw_labels(
    surface: pygame.Surface,
    labels: Sequence[str],
    ends: list[tuple[int, int]],
    box: pygame.Rect,
    s: float,
) -> None:
    """Each seat's label beside its line's end, inside ``box`` (:func:`label_box`)."""
    half = int(7 * s)  # half a label's height: its text stays inside the box
    rows = label_rows(ends, box.top + half, box.bottom - half, int(15 * s))
    for (seat, _y), y in zip(ends, rows, strict=True):
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        shown = theme.fit_text(labels[seat], 13 * s, box.width, True)
        theme.blit_text(surface, shown, 13 * s, (box.x, y), colour, True, "midleft")
