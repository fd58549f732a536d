"""The Nyet! layout spec and its places: where the board, the seats, the trick, the hand,
the prompt and the dialog go for one window size (pure geometry; sizes are design pixels
scaled by ``s``).

The playing area is the shared :func:`~scenes.table.layout.table_frame`'s. The board is a
column on the left over the viewer's own panel; right of it the other seats in a row
across the top (:func:`~scenes.table.layout.seat_rects`, evenly spread), the trick in the
middle and the hand along the bottom; the prompt bar sits at the trick area's bottom.
Positions that depend on the model (the n-th card of the hand) are functions of
``(places, model)``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from game.games.nyet.board import BOX_NAMES
from scenes.core import theme
from scenes.core.card_surfaces import CARD_RATIO, card_height
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.ui import NyetUi
from scenes.table.components.fan import fan_positions
from scenes.table.components.prompt_bar import prompt_rect
from scenes.table.layout import Anchor, TableFrame, seat_rects, seats_clockwise, table_frame

Point = tuple[int, int]

#: The named boxes of the playing area that have a fixed size: the bottom band (own
#: panel on the left, hand on the right) and the row of the other seats across the top.
SPEC = {"band": Anchor(0.5, 1.0, 10_000, 158), "seat_row": Anchor(0.5, 0.0, 10_000, 118)}
#: The board column: this wide, at most this share of the area; the widest other seat.
BOARD_W, BOARD_SHARE, SEAT_W = 360, 0.38, 250
#: The title bar's height (the round's facts are centred on it) and its title's size.
BAR_H, TITLE_PX = 52, 28
#: Board: title height, label height, gaps between boxes and to the panel's edge.
BOARD_HEAD, BOX_LABEL, BOX_GAP, BOX_PAD = 44, 22, 7, 12
#: Card widths: hand (at most), trick (at most), won piles, loot/own rows, backs of others.
HAND_CW, TRICK_CW, PILE_CW, MY_PILE_CW, OWN_CW, OTHER_CW = 88, 92, 20, 30, 30, 18
#: How far playable hand cards rise (and the selected one more).
LIFT, SELECT_LIFT = 16, 8
#: Widths of pieces in flight: (start, end) for a token and the Bonus card; a seat's
#: card, a card flying to a trick from another seat, a card going away, a trick to a pile.
TOKEN_FLY, BONUS_FLY = (22, 30), (30, 24)
SEAT_CARD_W, PLAY_FROM_SEAT_W, GONE_W, TO_PILE_W = 26, 30, 22, 22
#: A discard flies this far right of the discarder's pile.
DISCARD_DX = 60
#: The name line's text size in seat panels (the token sits on it).
NAME_PX = 16


@dataclass(frozen=True)
class NyetPlaces:
    """Every box of the Nyet! table for one window size and viewer.

    ``seats`` has every seat's panel (``bottom``'s is ``me``); ``tokens``, ``hands``
    and ``piles`` are where a seat's token, hand and won tricks are (flights start and
    end there); ``slots`` the centres of the trick's places in playing order."""

    frame: TableFrame
    s: float
    n: int
    bottom: int
    board: pygame.Rect
    me: pygame.Rect
    seats: Mapping[int, pygame.Rect]
    trick: pygame.Rect
    hand: pygame.Rect
    prompt: pygame.Rect
    boxes: Mapping[tuple[int, int], pygame.Rect]
    row_label_y: tuple[int, ...]
    tokens: Mapping[int, Point]
    hands: Mapping[int, Point]
    piles: Mapping[int, Point]
    trick_cw: int
    hand_cw: int
    slots: tuple[Point, ...]


def place(size: tuple[int, int], s: float, model: NyetModel, ui: NyetUi) -> NyetPlaces:
    """The places for a window of ``size`` at scale ``s``; the model's seat at the bottom."""
    frame = table_frame(size, s)
    area = frame.area
    n, bottom = int(model.num_players), int(model.player)
    others = seats_clockwise(bottom, n)[1:]
    band = SPEC["band"].rect(area, s)
    left_w = int(min(BOARD_W * s, area.width * BOARD_SHARE))
    top = area.y + int(6 * s)
    board = pygame.Rect(area.x, top, left_w, band.y - int(10 * s) - top)
    me = pygame.Rect(area.x, band.y, left_w, band.height)
    rx = board.right + int(12 * s)
    row = SPEC["seat_row"].rect(area, s)
    row.update(rx, area.y + int(6 * s), area.right - rx, row.height)
    k = max(1, len(others))
    pw = int(min(SEAT_W * s, (row.width - int(10 * s) * (k - 1)) / k))
    seats = seat_rects(others, [((i + 0.5) / k, 0.5) for i in range(k)], (pw, row.height), row)
    seats[bottom] = me
    trick_top = row.bottom + int(8 * s)
    trick = pygame.Rect(rx, trick_top, row.width, band.y - int(8 * s) - trick_top)
    hand = pygame.Rect(rx, band.y, row.width, band.height)
    width = int(min(trick.width - 20 * s, 600 * s))
    prompt = prompt_rect((trick.centerx, trick.bottom - int(2 * s)), width, True, s)
    boxes, label_y = _board_boxes(board, s)
    line_y = int(8 * s + theme.font(round(NAME_PX * s), True).size("Ag")[1] / 2)
    tokens = {seat: (r.x + int(22 * s), r.y + line_y) for seat, r in seats.items()}
    hands = {seat: (r.right - int(40 * s), r.bottom - int(32 * s)) for seat, r in seats.items()}
    hands[bottom] = hand.center
    piles = {seat: (r.x + int(22 * s), r.bottom - int(32 * s)) for seat, r in seats.items()}
    piles[bottom] = (me.x + int(29 * s), me.bottom - int(52 * s))
    fit = (trick.width - 16 * s * (n + 1)) / n
    trick_cw = int(min(TRICK_CW * s, fit, trick.height * 0.5 / CARD_RATIO))
    gap = int(20 * s)
    x0 = trick.centerx - (n * trick_cw + (n - 1) * gap) // 2
    y = trick.y + int(trick.height * 0.47)
    slots = tuple((x0 + i * (trick_cw + gap) + trick_cw // 2, y) for i in range(n))
    hand_cw = int(min(HAND_CW * s, (hand.height - 30 * s) / CARD_RATIO))
    return NyetPlaces(
        frame, s, n, bottom, board, me, seats, trick, hand, prompt, boxes, label_y,
        tokens, hands, piles, trick_cw, hand_cw, slots,
    )  # fmt: skip


def _board_boxes(
    r: pygame.Rect, s: float
) -> tuple[dict[tuple[int, int], pygame.Rect], tuple[int, ...]]:
    """The board's boxes by (line, box), and the y of each line's label."""
    head, label_h, gap, pad = (int(v * s) for v in (BOARD_HEAD, BOX_LABEL, BOX_GAP, BOX_PAD))
    row_h = (r.height - head - int(8 * s)) / len(BOX_NAMES)
    bw = int((r.width - 2 * pad - 4 * gap) / 5)
    bh = int(min(bw, row_h - label_h - int(6 * s)))
    boxes = {
        (line, box): pygame.Rect(
            r.x + pad + box * (bw + gap), int(r.y + head + line * row_h + label_h), bw, bh
        )
        for line, names in enumerate(BOX_NAMES)
        for box in range(len(names))
    }
    return boxes, tuple(int(r.y + head + line * row_h) for line in range(len(BOX_NAMES)))


def hand_layout(p: NyetPlaces, cards: Sequence[int]) -> list[tuple[pygame.Rect, int]]:
    """Rects (at rest, not lifted) of the viewer's hand cards, with their codes."""
    cw, ch = p.hand_cw, card_height(p.hand_cw)
    xs = fan_positions(len(cards), p.hand.inflate(-int(16 * p.s), 0), cw, cw * 0.78)
    y = p.hand.bottom - ch - int(8 * p.s)
    return [(pygame.Rect(x, y, cw, ch), card) for x, card in zip(xs, cards, strict=True)]


def dialog_rect(p: NyetPlaces, count: int) -> pygame.Rect:
    """The panel of the team or Bonus dialog with ``count`` buttons, over the trick (the
    buttons centred in it)."""
    s = p.s
    cols = 1 if count <= 4 else 2
    rows = math.ceil(count / cols)
    bw, bh, gap, head = _dialog_sizes(p, cols)
    # As wide as the buttons, or wider for the heading (German and French run longer).
    w = max(cols * bw + (cols - 1) * gap, int(min(p.trick.width - 40 * s, 460 * s))) + int(40 * s)
    rect = pygame.Rect(0, 0, w, head + rows * bh + (rows - 1) * gap + int(22 * s))
    rect.center = p.trick.center
    return rect.clamp(p.trick.inflate(0, int(120 * s)))


def _dialog_sizes(p: NyetPlaces, cols: int) -> tuple[int, int, int, int]:
    """Button width and height, the gap between buttons, the dialog's heading height."""
    s = p.s
    bw = int(min(250 * s, (p.trick.width - 60 * s) / cols))
    return bw, int(46 * s), int(10 * s), int(84 * s)


def place_buttons(p: NyetPlaces, count: int, ui: NyetUi) -> list[pygame.Rect]:
    """The dialog's buttons (one column, two past four), inside :func:`dialog_rect`."""
    if not count or p.trick.width <= 0:
        return []
    cols = 1 if count <= 4 else 2
    rows = math.ceil(count / cols)
    bw, bh, gap, head = _dialog_sizes(p, cols)
    rect = dialog_rect(p, count)
    left = rect.centerx - (cols * bw + (cols - 1) * gap) // 2
    out = []
    for i in range(count):
        col, row = (i // rows, i % rows) if cols > 1 else (0, i)
        x = left + col * (bw + gap)
        out.append(pygame.Rect(x, rect.y + head + row * (bh + gap), bw, bh))
    return out


def banner_frame(p: NyetPlaces, ui: NyetUi) -> tuple[Point, int]:
    """The round banner: centred over the trick and hand, at most 600 design pixels."""
    area = p.frame.area
    region = pygame.Rect(p.trick.x, area.y, p.trick.width, p.hand.bottom - area.y)
    return region.center, int(min(600 * p.s, region.width - 20 * p.s))
