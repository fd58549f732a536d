"""The Nyet! layout spec: where the board, the seats, the trick, the hand and the prompt
go in the table's playing area (pure geometry, in design pixels scaled by ``s``).

The playing area is the shared :func:`~scenes.table.layout.table_frame`'s. The board is a
column on the left over the viewer's own panel; right of it the other seats in a row
across the top (:func:`~scenes.table.layout.seat_rects`, evenly spread), the trick in the
middle and the hand along the bottom; the prompt bar sits at the trick area's bottom.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.table.components.prompt_bar import prompt_rect
from scenes.table.layout import Anchor, seat_rects

#: The named boxes of the playing area that have a fixed size.
SPEC = {
    # The bottom band (own panel on the left, hand on the right), full width.
    "band": Anchor(0.5, 1.0, 10_000, 158),
    # The row of the other seats across the top.
    "seat_row": Anchor(0.5, 0.0, 10_000, 118),
}
#: The board column: this wide, at most this share of the area.
BOARD_W, BOARD_SHARE = 360, 0.38
#: The widest panel of another seat.
SEAT_W = 250


@dataclass(frozen=True)
class NyetPlaces:
    """Every box of the Nyet! table for one window size."""

    board: pygame.Rect
    me: pygame.Rect
    seats: dict[int, pygame.Rect]
    trick: pygame.Rect
    hand: pygame.Rect
    prompt: pygame.Rect


def nyet_places(area: pygame.Rect, s: float, bottom: int, others: Sequence[int]) -> NyetPlaces:
    """The boxes for the playing ``area``: ``bottom`` is the viewer's seat (its panel
    under the board), ``others`` the other seats left to right."""
    band = SPEC["band"].rect(area, s)
    left_w = int(min(BOARD_W * s, area.width * BOARD_SHARE))
    top = area.y + int(6 * s)
    board = pygame.Rect(area.x, top, left_w, band.y - int(10 * s) - top)
    me = pygame.Rect(area.x, band.y, left_w, band.height)
    rx = board.right + int(12 * s)
    row = SPEC["seat_row"].rect(area, s)
    row.update(rx, area.y + int(6 * s), area.right - rx, row.height)
    k = max(1, len(others))
    gap = int(10 * s)
    pw = int(min(SEAT_W * s, (row.width - gap * (k - 1)) / k))
    spots = [((i + 0.5) / k, 0.5) for i in range(k)]
    seats = seat_rects(others, spots, (pw, row.height), row)
    seats[bottom] = me
    trick_top = row.bottom + int(8 * s)
    trick = pygame.Rect(rx, trick_top, row.width, band.y - int(8 * s) - trick_top)
    hand = pygame.Rect(rx, band.y, row.width, band.height)
    width = int(min(trick.width - 20 * s, 600 * s))
    prompt = prompt_rect((trick.centerx, trick.bottom - int(2 * s)), width, True, s)
    return NyetPlaces(board, me, seats, trick, hand, prompt)
