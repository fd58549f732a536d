"""A calendar of days: a column a week (Monday at the top), a square a day played,
coloured by the sign of its margin (green ahead, red behind, grey level or unknown);
with colour-blind marks an arrow up or down (and a bar for level) says the sign too.
Practice days (unranked) are drawn hollow."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta

import pygame

from scenes.charts.frame import draw_empty, draw_focus
from scenes.charts.marks import draw_arrow_mark
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.core.phrases import MONTHS  # over the columns, January first
from scenes.core.shapes import INK

AHEAD = (96, 200, 120)
BEHIND = (232, 96, 88)
LEVEL = (150, 160, 172)
#: The weekday labels down the side, Monday first (translated when drawn).
WEEKDAYS = (N_("Mon"), "", N_("Wed"), "", N_("Fri"), "", "")


@dataclass(frozen=True)
class CalendarCell:
    """One day played: its date, its margin (positive: better than the bot; None: not
    known) and whether it was ranked."""

    day: date
    margin: float | None
    ranked: bool = True


def cell_colour(margin: float | None) -> tuple[int, int, int]:
    """Green for a positive margin, red for a negative one, grey otherwise."""
    if margin is None or margin == 0:
        return LEVEL
    return AHEAD if margin > 0 else BEHIND


def _grid(rect: pygame.Rect, first: date, last: date, s: float) -> tuple[int, int, int]:
    """(x of the first week, y of Monday, cell pitch) for the weeks from ``first`` to
    ``last``, as large as fits ``rect``."""
    weeks = (last - first).days // 7 + 1
    left, top = int(16 * s), int(8 * s)
    room = rect.height - top - 44 * s  # the months' row and the legend under the grid
    pitch = int(min((rect.width - left - 6 * s) / max(1, weeks), room / 7))
    pitch = max(4, min(pitch, int(30 * s)))
    x0 = rect.x + left + (rect.width - left - pitch * weeks) // 2
    return x0, rect.y + top, pitch


def _cell_rect(cell: CalendarCell, first: date, x0: int, y0: int, pitch: int) -> pygame.Rect:
    week, weekday = (cell.day - first).days // 7, cell.day.weekday()
    return pygame.Rect(x0 + week * pitch + 1, y0 + weekday * pitch + 1, pitch - 2, pitch - 2)


def _draw_cell(surface: pygame.Surface, cell: CalendarCell, box: pygame.Rect, marks: bool) -> None:
    colour = cell_colour(cell.margin)
    if cell.ranked:
        pygame.draw.rect(surface, colour, box, border_radius=2)
    else:
        pygame.draw.rect(surface, colour, box, max(1, box.width // 6), border_radius=2)
    if not marks or box.width < 7:
        return
    ink = INK if cell.ranked else colour
    if cell.margin is None or cell.margin == 0:
        mid = box.centery
        pygame.draw.line(
            surface, ink, (box.x + box.width // 4, mid), (box.right - box.width // 4, mid), 2
        )
    else:
        draw_arrow_mark(surface, cell.margin > 0, box.center, box.width * 0.7, ink)


def draw_calendar(
    cells: list[CalendarCell],
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    marks: bool,
    focus: int | None,
) -> list[pygame.Rect]:
    """Draw the weeks from the first day in ``cells`` to the last; the rectangle of each
    cell in the order given ([] when there are none)."""
    if not cells:
        draw_empty(surface, rect, _("No daily deal played yet."), s)
        return []
    first = min(c.day for c in cells)
    first -= timedelta(days=first.weekday())
    x0, y0, pitch = _grid(rect, first, max(c.day for c in cells), s)
    for k, name in enumerate(WEEKDAYS):
        if name:
            where = (x0 - int(4 * s), y0 + k * pitch + pitch // 2)
            theme.blit_text(surface, _(name), 11 * s, where, theme.TEXT_DIM, anchor="midright")
    rects = []
    for cell in cells:
        box = _cell_rect(cell, first, x0, y0, pitch)
        _draw_cell(surface, cell, box, marks)
        rects.append(box)
    if focus is not None and 0 <= focus < len(rects):
        draw_focus(surface, rects[focus], s)
    _draw_months(surface, cells, first, x0, y0 + 7 * pitch + int(9 * s), pitch, s)
    _draw_legend(surface, rect, s, marks)
    return rects


#: The legend's samples: (margin, ranked, word).
LEGEND = (
    (1.0, True, N_("ahead of the bot")),
    (-1.0, True, N_("behind the bot")),
    (1.0, False, N_("practice")),
)


def _draw_legend(surface: pygame.Surface, rect: pygame.Rect, s: float, marks: bool) -> None:
    """A sample cell and its word for ahead, behind and practice, along the bottom; the
    words shrink (to 70 %) when a long language would run past the chart's sides."""
    size, gap, pad = int(13 * s), int(5 * s), int(14 * s)
    said = [_(word) for _m, _r, word in LEGEND]
    px = 12 * s
    room = rect.width - int(8 * s)
    for _step in range(4):
        words = [theme.text(word, px, theme.TEXT_DIM) for word in said]
        total = sum(size + gap + w.get_width() for w in words) + pad * (len(words) - 1)
        if total <= room or px <= 12 * s * 0.7:
            break
        px = max(12 * s * 0.7, px * room / total)
    x = rect.centerx - total // 2
    y = rect.bottom - int(12 * s)
    for (margin, ranked, _word), label in zip(LEGEND, words, strict=True):
        box = pygame.Rect(x, y - size // 2, size, size)
        _draw_cell(surface, CalendarCell(date.min, margin, ranked), box, marks)
        surface.blit(label, label.get_rect(midleft=(box.right + gap, y)))
        x = box.right + gap + label.get_width() + pad


def _draw_months(
    surface: pygame.Surface,
    cells: list[CalendarCell],
    first: date,
    x0: int,
    y: int,
    pitch: int,
    s: float,
) -> None:
    """The month's short name under the week its first day played falls in."""
    seen: set[tuple[int, int]] = set()
    last_x = -10_000
    for cell in sorted(cells, key=lambda c: c.day):
        key = (cell.day.year, cell.day.month)
        x = x0 + (cell.day - first).days // 7 * pitch
        if key in seen or x - last_x < 30 * s:
            seen.add(key)
            continue
        seen.add(key)
        last_x = x
        theme.blit_text(
            surface, _(MONTHS[cell.day.month - 1]), 11 * s, (x, y), theme.TEXT_DIM, anchor="midleft"
        )
