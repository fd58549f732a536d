"""Where the Play or Pay table's parts go: the other seats along the top, the board (one
row per suit, one lane per possible sequence, each card at its rank's column), the pot and
the viewer's own panel with the hand at the bottom.

:data:`SPEC` holds every size in design pixels (scaled by ``s``); :func:`place` turns it
into :class:`Places` for one window. The board is laid out for one and for two decks, as
the number of decks is counted anew at every deal. Positions that depend on the model (a
card of the hand, a seat's token count) are functions of ``(places, model)``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.games.playorpay.cards import suit_of
from scenes.core import theme
from scenes.core.card_surfaces import CARD_RATIO, card_height
from scenes.core.i18n import ngettext
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.table.components.fan import grouped_row
from scenes.table.kit import TableUi
from scenes.table.layout import TableFrame, seat_rects, seats_clockwise, table_frame

#: Suits top to bottom on the table, alternating colours: spades, hearts, clubs, diamonds.
SUIT_ROWS = (3, 2, 0, 1)


@dataclass(frozen=True)
class LayoutSpec:
    """Sizes in design pixels (and shares of the window) of the table's parts."""

    bar: float = 54  # the frame's bar; the title bar drawn is ``title_bar`` high
    title_bar: float = 46
    seat_h: float = 100  # another seat's panel
    seat_w: float = 250
    seat_gap: float = 8
    own_head: float = 52  # the own panel's name and pill rows, above the hand
    own_foot: float = 20
    name_px: float = 16
    own_name_px: float = 18
    hand_cw: float = 76  # the hand's card width, at most ...
    hand_cw_share: float = 0.11  # ... this share of the window below the bar
    pot_w: float = 128
    side_w: float = 176  # the own panel's right end: the button or who is to move
    board_gap: float = 10
    label_w: float = 46  # the suit badges left of the lanes
    lane_gap: float = 18
    lane_pad: float = 6
    board_cw: float = 82  # the board's card width, at most
    step: float = 1.08  # rank columns, card widths apart at most ...
    min_step: float = 0.6  # ... and at least (the cards shrink instead)
    fan_at: tuple[float, float] = (44, 24)  # another seat's fan from its bottom left
    fan_cw: float = 20  # its cards' width
    lift: float = 12  # a playable card of the hand is lifted ...
    lift_focused: float = 24  # ... the chosen or hovered one more
    pot_token: float = 13  # radius of the pot's tokens ...
    flying_token: float = 11  # ... and of those in flight


SPEC = LayoutSpec()


@dataclass(frozen=True)
class Lanes:
    """The board's columns for one number of decks."""

    cw: int
    step: float
    lane_w: int
    label_x: int
    x0: int
    gap: int
    pad: int


@dataclass(frozen=True)
class Places:
    """The table's rectangles for one window size and bottom seat."""

    frame: TableFrame
    s: float
    bottom: int
    seats: dict[int, pygame.Rect]  # every seat; the bottom one is ``own``
    pot: pygame.Rect
    own: pygame.Rect
    hand: pygame.Rect
    side: pygame.Rect
    board: pygame.Rect
    row_h: int
    hand_cw: int
    lanes: tuple[Lanes, Lanes]  # for one deck, for two


def place(size: tuple[int, int], s: float, model: PlayOrPayModel, ui: TableUi) -> Places:
    """The places for a window of ``size`` at scale ``s``, ``ui.bottom`` at the bottom."""
    sp = SPEC
    frame = table_frame(size, s, bar=sp.bar)
    area = frame.area
    bottom = ui.bottom
    others = seats_clockwise(bottom, model.num_players)[1:]
    k = max(1, len(others))
    gap, ph = int(sp.seat_gap * s), int(sp.seat_h * s)
    pw = int(min(sp.seat_w * s, (area.width - (k - 1) * gap) / k))
    seats = seat_rects(others, [((i + 0.5) / k, 0.0) for i in range(k)], (pw, ph), area)
    hand_cw = int(min(sp.hand_cw * s, (size[1] - frame.bar.height) * sp.hand_cw_share))
    bz = int(card_height(hand_cw) + (sp.own_head + sp.own_foot) * s)
    bottom_y = area.bottom - bz
    pot = pygame.Rect(area.x, bottom_y, int(sp.pot_w * s), bz)
    own = pygame.Rect(pot.right + gap, bottom_y, area.right - pot.right - gap, bz)
    seats[bottom] = own
    body_y = own.y + int(sp.own_head * s)
    body_h = own.bottom - int(6 * s) - body_y
    side_w = int(sp.side_w * s)
    side = pygame.Rect(own.right - side_w - int(10 * s), body_y, side_w, body_h - int(4 * s))
    hand = pygame.Rect(own.x + int(14 * s), body_y, side.x - own.x - int(28 * s), body_h)
    by = area.y + ph + int(sp.board_gap * s)
    board = pygame.Rect(area.x, by, area.width, bottom_y - int(sp.board_gap * s) - by)
    row_h = board.height // 4
    lanes = (_lanes(board, row_h, 1, s), _lanes(board, row_h, 2, s))
    return Places(frame, s, bottom, seats, pot, own, hand, side, board, row_h, hand_cw, lanes)


def _lanes(board: pygame.Rect, row_h: int, decks: int, s: float) -> Lanes:
    sp = SPEC
    label_w, gap, pad = int(sp.label_w * s), int(sp.lane_gap * s), int(sp.lane_pad * s)
    cw = int(min((row_h - 10 * s) / CARD_RATIO, sp.board_cw * s))
    while True:
        lane_w = (board.width - label_w - (decks - 1) * gap) / decks
        step = min(cw * sp.step, (lane_w - 2 * pad - cw) / 12)
        if step >= cw * sp.min_step or cw <= 16:
            break
        cw -= 1
    width = int(12 * step + cw + 2 * pad)
    label_x = board.x + (board.width - (label_w + decks * width + (decks - 1) * gap)) // 2
    return Lanes(cw, step, width, label_x, label_x + label_w, gap, pad)


def lanes_of(places: Places, model: PlayOrPayModel) -> Lanes:
    """The board's columns for the model's number of decks."""
    return places.lanes[min(max(model.decks, 1), 2) - 1]


def lane_rect(places: Places, lanes: Lanes, row: int, lane: int) -> pygame.Rect:
    """Lane ``lane`` of suit row ``row`` (see :data:`SUIT_ROWS`)."""
    x = lanes.x0 + lane * (lanes.lane_w + lanes.gap)
    y = places.board.y + row * places.row_h + int(places.row_h * 0.04)
    return pygame.Rect(x, y, lanes.lane_w, int(places.row_h * 0.92))


def slot_rect(places: Places, lanes: Lanes, suit: int, lane: int, rank: int) -> pygame.Rect:
    """Where the card of ``rank`` sits in lane ``lane`` of ``suit``'s row."""
    lane_r = lane_rect(places, lanes, SUIT_ROWS.index(suit), lane)
    ch = card_height(lanes.cw)
    x = lane_r.x + lanes.pad + int(rank * lanes.step)
    return pygame.Rect(x, lane_r.centery - ch // 2, lanes.cw, ch)


def seat_anchor(places: Places, seat: int) -> tuple[int, int]:
    """Where a seat's cards are (the centre of its fan, or of the hand)."""
    if seat == places.bottom:
        return places.hand.center
    r = places.seats.get(seat)
    if r is None:
        return places.board.center
    dx, dy = SPEC.fan_at
    return (r.x + int(dx * places.s), r.bottom - int(dy * places.s))


def score_text(model: PlayOrPayModel, seat: int) -> str:
    """A seat's tokens (its Sevens points in Sevens), as its panel shows them."""
    if model.sevens:
        points = model.totals[seat]
        return ngettext("{score} pt", "{score} pts", points).format(score=points)
    return str(model.tokens[seat])


def token_anchor(places: Places, model: PlayOrPayModel, seat: int) -> tuple[int, int]:
    """Where a seat's tokens are (the chip before its count, top right)."""
    r = places.seats.get(seat)
    if r is None:
        return pot_center(places)
    s = places.s
    px = (SPEC.own_name_px if seat == places.bottom else SPEC.name_px) * s
    count = theme.text(score_text(model, seat), px, bold=True)
    line_y = r.y + int(8 * s) + count.get_height() // 2
    return (r.right - int(12 * s) - count.get_width() - int(13 * s), line_y)


def pot_center(places: Places) -> tuple[int, int]:
    return (places.pot.centerx, places.pot.centery + int(places.s * 8))


def hand_layout(places: Places, cards: list[int]) -> tuple[int, list[tuple[int, int, int]]]:
    """Card width and (card, x, y) top-left positions of a hand fitted to the hand area:
    suits grouped, the row centred, the cards' bottoms on the area's bottom."""
    groups: list[int] = []
    for i, card in enumerate(cards):
        if i and suit_of(cards[i - 1]) == suit_of(card):
            groups[-1] += 1
        else:
            groups.append(1)
    rect = places.hand
    cw, spots = grouped_row(groups, rect, places.hand_cw, min_cw=24, step=0.62, gap=0.06)
    if not spots:
        return cw, []
    dx = (rect.right - (spots[-1][0] + cw)) // 2
    y = rect.bottom - card_height(cw)
    return cw, [(card, x + dx, y) for card, (x, _) in zip(cards, spots, strict=True)]
