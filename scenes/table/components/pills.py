"""Pills: short labels on a rounded coloured background (badges, tags, ribbons)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from scenes.core import theme

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Pill:
    """One label: its text, background and text colour, and a shorter text (``short``,
    e.g. "HARD" for "BOT · HARD") used when a row is crowded."""

    text: str
    fill: Colour
    fg: Colour = theme.TEXT
    short: str = ""


def pill_rect(pill: Pill, px: float, s: float) -> pygame.Rect:
    """The pill's size (at the origin) for text of ``px`` pixels."""
    surf = theme.text(pill.text, px, pill.fg, bold=True)
    return pygame.Rect(0, 0, surf.get_width() + int(12 * s), surf.get_height() + int(4 * s))


def draw_pill(surface: pygame.Surface, pill: Pill, rect: pygame.Rect, px: float) -> None:
    """Draw ``pill`` filling ``rect`` (as sized by :func:`pill_rect`)."""
    surface.blit(theme.rounded_panel(rect.size, pill.fill, rect.height // 2), rect)
    surf = theme.text(pill.text, px, pill.fg, bold=True)
    surface.blit(surf, surf.get_rect(center=rect.center))


#: The smallest text size (design pixels) a crowded pill row shrinks to.
SMALLEST_PX = 8.5


def _row(
    pills: Sequence[Pill], x: float, y: float, px: float, s: float, gap: float
) -> list[tuple[Pill, pygame.Rect, float]]:
    out = []
    for pill in pills:
        rect = pill_rect(pill, px * s, s)
        rect.midleft = (int(x), int(y))
        out.append((pill, rect, px))
        x = rect.right + gap * s
    return out


def lay_pills(
    pills: Sequence[Pill], start: tuple[float, float], right: float, s: float, px: float = 11
) -> list[tuple[Pill, pygame.Rect, float]]:
    """Where each pill of a row goes, left to right from ``start`` (left x, centre y),
    ending before ``right``: (pill as drawn, rect, text size). No pill is left out: a
    crowded row uses the pills' short texts (last pill first), then closes the gaps,
    then shrinks the text, down to :data:`SMALLEST_PX`; a row still too wide ends in
    a "+N" pill counting the pills it cannot show (never a silent gap)."""
    x, y = start
    shown = list(pills)
    row = _row(shown, x, y, px, s, 5)
    if not row or row[-1][1].right <= right:
        return row
    for index in reversed(range(len(shown))):
        if shown[index].short:
            shown[index] = replace(shown[index], text=shown[index].short)
            row = _row(shown, x, y, px, s, 5)
            if row[-1][1].right <= right:
                return row
    size = px
    while size > SMALLEST_PX:
        size = max(SMALLEST_PX, size - 0.5)
        row = _row(shown, x, y, size, s, 3)
        if row[-1][1].right <= right:
            return row
    # Still too wide: the last pills give way to one "+N" pill that counts them.
    for kept in reversed(range(len(shown))):
        more = Pill(f"+{len(shown) - kept}", (70, 80, 90))
        row = _row([*shown[:kept], more], x, y, size, s, 3)
        if row[-1][1].right <= right or kept == 0:
            return row
    return row


def pill_row(
    surface: pygame.Surface,
    pills: Sequence[Pill],
    start: tuple[float, float],
    right: float,
    s: float,
    px: float = 11,
) -> float:
    """Pills left to right from ``start`` (left x, centre y) laid out by
    :func:`lay_pills` (every pill, shortened or smaller when crowded). Returns the x
    where the row ends."""
    x = start[0]
    for pill, rect, size in lay_pills(pills, start, right, s, px):
        draw_pill(surface, pill, rect, size * s)
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
