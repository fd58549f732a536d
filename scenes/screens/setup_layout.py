"""Where the New game screen's parts go: two columns (the game and its options on the
left, the seats on the right) above a note line and the Back / Start buttons.

Plain geometry from the window size and the widgets to place; no words and no rules.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scenes.core import theme
from scenes.core.widgets import Widget

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class SetupGeometry:
    """The screen's frame for a window ``size``: the columns, the note line, the buttons."""

    scale: float
    top: int
    first: int
    floor: int
    col_w: int
    left_x: int
    right_x: int
    note_y: int
    start_rect: Rect
    back_rect: Rect

    @classmethod
    def of(cls, size: tuple[int, int]) -> SetupGeometry:
        s = theme.ui_scale(size)
        w, h = size
        top = int(120 * s)
        col_w = int(min(520 * s, w * 0.42))
        gap = int(40 * s)
        bw, bh = int(220 * s), int(58 * s)
        buttons_y = h - bh - int(24 * s)
        # The hint / error line sits above the buttons; both columns end above it.
        note_y = buttons_y - int(22 * s)
        return cls(
            scale=s,
            top=top,
            first=top + int(34 * s),
            floor=note_y - int(16 * s),
            col_w=col_w,
            left_x=w // 2 - col_w - gap // 2,
            right_x=w // 2 + gap // 2,
            note_y=note_y,
            start_rect=(w // 2 + int(10 * s), buttons_y, bw, bh),
            back_rect=(w // 2 - bw - int(10 * s), buttons_y, bw, bh),
        )


@dataclass(frozen=True)
class PlacedOptions:
    """What :func:`place_options` leaves to draw: text rows' labels, the seed row."""

    text_labels: list[tuple[str, tuple[int, int]]]
    seed_label: tuple[int, int]
    seed_rect: Rect
    dice_rect: Rect


def place_options(
    g: SetupGeometry, rows: Sequence[Widget], labelled: Mapping[int, str]
) -> PlacedOptions:
    """Place the option rows down the left column (a text field, keyed by ``id`` in
    ``labelled``, gets its label drawn beside it), then the seed row under them."""
    s = g.scale
    pitch = min(int(50 * s), (g.floor - g.first - int(10 * s)) // (len(rows) + 1))
    row_h = min(int(40 * s), pitch - max(2, int(5 * s)))
    value_x = g.left_x + int(g.col_w * 0.42)
    labels: list[tuple[str, tuple[int, int]]] = []
    y = g.first
    for row in rows:
        if id(row) in labelled:
            row.place((value_x, y, g.left_x + g.col_w - value_x, row_h), s)
            labels.append((labelled[id(row)], (g.left_x, y + row_h // 2)))
        else:
            row.place((g.left_x, y, g.col_w, row_h), s)
        y += pitch
    y += int(10 * s)
    dice_x = g.left_x + int(g.col_w * 0.74)
    return PlacedOptions(
        text_labels=labels,
        seed_label=(g.left_x, y + row_h // 2),
        seed_rect=(value_x, y, int(g.col_w * 0.3), row_h),
        dice_rect=(dice_x, y, g.left_x + g.col_w - dice_x, row_h),
    )


def place_seats(
    g: SetupGeometry, count_row: Widget, seat_rows: Sequence[tuple[Widget, Widget]]
) -> None:
    """Place the player count, then one row a seat (name, then kind) down the right
    column, numbered on the left."""
    s = g.scale
    pitch = min(int(50 * s), (g.floor - g.first - int(6 * s)) // (len(seat_rows) + 1))
    seat_h = min(int(40 * s), pitch - max(2, int(5 * s)))
    count_row.place((g.right_x, g.first, g.col_w, seat_h), s)
    name_x = g.right_x + int(36 * s)
    name_w = int(g.col_w * 0.45)
    kind_x = name_x + name_w + int(10 * s)
    kind_w = g.col_w - name_w - int(46 * s)
    y = g.first + pitch + int(6 * s)
    for name, kind in seat_rows:
        name.place((name_x, y, name_w, seat_h), s)
        kind.place((kind_x, y, kind_w, seat_h), s)
        y += pitch
