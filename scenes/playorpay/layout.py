"""The Play or Pay table's layout: where the seats, the board (one row per suit, one lane
per possible sequence, each card at its rank's column), the pot and the viewer's hand go,
and the display model the table draws (kept by :meth:`PlayOrPayLayout.sync_display`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.playorpay.actions import Play
from game.playorpay.views import PlayOrPayView
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.widgets import Button
from scenes.playorpay.art import (
    SUIT_SYMBOLS,
    PlayingCardArt,
    rank_of,
    suit_ink,
    suit_of,
)
from scenes.playorpay.model import PlayOrPayModel, model_from_view
from scenes.table.scene import TableScene

#: Suits top to bottom on the table, alternating colours: spades, hearts, clubs, diamonds.
SUIT_ROWS = (3, 2, 0, 1)

ART = PlayingCardArt()


def hand_sort_key(card: int) -> tuple[int, int]:
    """Hand order: by suit as on the table (spades, hearts, clubs, diamonds), then rank."""
    return (SUIT_ROWS.index(suit_of(card)), rank_of(card))


@dataclass
class Status:
    """A short word shown on a seat ("pays 1", "passes", "out · 1st") until ``until``."""

    text: str
    color: tuple[int, int, int]
    until: float


class PlayOrPayLayout(TableScene):
    """Layout, positions and the display model of the Play or Pay table."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.model: PlayOrPayModel = model_from_view(self.view())
        self.status: dict[int, Status] = {}
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.board = pygame.Rect(0, 0, 0, 0)
        self.board_bg: pygame.Surface | None = None
        self._board_layer: pygame.Surface | None = None
        self._board_key: object = None
        self.pot_rect = pygame.Rect(0, 0, 0, 0)
        self.own_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.controls_rect = pygame.Rect(0, 0, 0, 0)
        self.board_cw = 40
        self.board_step = 30.0
        self.lane_w = 0
        self.lane_x0 = 0
        self.row_h = 0
        self.hand_cw = 60
        self.hand_hits: list[tuple[pygame.Rect, int]] = []
        self.target_hits: list[tuple[pygame.Rect, Play]] = []
        self.sel_card: int | None = None
        self.sel_target = 0
        self.hover_card: int | None = None
        self.forced_at: float | None = None
        self.forced_ply = -1
        self.synced_ply = -1
        #: When the last piece in flight lands (the model is re-read from the view after).
        self.landing_until = 0.0
        self._plays_cache: tuple[int, dict[int, list[Play]]] = (-2, {})

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.model.num_players

    @property
    def sevens(self) -> bool:
        return self.model.sevens

    @property
    def decks(self) -> int:
        return self.model.decks

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def seat_order(self) -> list[int]:
        """Seats in playing order starting with the bottom seat (play passes left)."""
        b = self.bottom_seat()
        return [(b + k) % self.n for k in range(self.n)]

    # Display model ----------------------------------------------------------------------
    def sync_display(self) -> None:
        """The model rebuilt from the viewer's view (at start, after the animations of an
        action, on a change of viewer); flying pieces are dropped."""
        view: PlayOrPayView = self.view()
        self.model = model_from_view(view)
        self.sprites = []
        self.synced_ply = self.session.ply
        if self._laid_out is not None:
            self.layout_table()

    def shown_hand(self) -> list[int]:
        """The bottom seat's hand in table order, if the person looking may see it."""
        if not self.sees_private(self.model.seat):
            return []
        return sorted(self.model.hand, key=hand_sort_key)

    def legal_plays(self) -> dict[int, list[Play]]:
        """The human's legal plays by card (empty unless the viewer is to move now)."""
        if not self.human_to_move():
            return {}
        ply = self.session.ply
        if self._plays_cache[0] != ply:
            plays: dict[int, list[Play]] = {}
            for action in self.state.legal_actions():
                if isinstance(action, Play):
                    plays.setdefault(action.card, []).append(action)
            self._plays_cache = (ply, plays)
        return self._plays_cache[1]

    def must_pay(self) -> bool:
        """True when the viewer is to move and no card of theirs fits."""
        if not self.human_to_move():
            return False
        legal = self.state.legal_actions()
        return bool(legal) and not isinstance(legal[0], Play)

    # Layout -----------------------------------------------------------------------------
    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        top = int(54 * s)
        log_w = int(min(250 * s, w * 0.2))
        self.log.place((w - log_w - int(10 * s), top, log_w, h - top - int(10 * s)), s)
        area = self.area = pygame.Rect(
            int(10 * s), top, self.log.rect.x - int(20 * s), h - top - int(10 * s)
        )
        # The other seats, in playing order from left to right along the top.
        others = self.seat_order()[1:]
        k = max(1, len(others))
        gap = int(8 * s)
        ph = int(96 * s)
        pw = int(min(250 * s, (area.width - (k - 1) * gap) / k))
        slot = area.width / k
        self.seat_rects = {}
        for i, seat in enumerate(others):
            r = pygame.Rect(0, 0, pw, ph)
            r.midtop = (int(area.x + slot * (i + 0.5)), area.y)
            self.seat_rects[seat] = r
        # The bottom: the pot, then the hand of the person looking, with the action button.
        self.hand_cw = int(min(76 * s, (h - top) * 0.11))
        bz = int(card_height(self.hand_cw) + 60 * s)
        bottom_y = area.bottom - bz
        self.pot_rect = pygame.Rect(area.x, bottom_y, int(128 * s), bz)
        own = self.own_rect = pygame.Rect(
            self.pot_rect.right + gap, bottom_y, area.right - self.pot_rect.right - gap, bz
        )
        self.seat_rects[self.bottom_seat()] = own
        cw_right = int(176 * s)
        self.controls_rect = pygame.Rect(
            own.right - cw_right - int(10 * s),
            own.y + int(40 * s),
            cw_right,
            own.height - int(50 * s),
        )
        self.hand_rect = pygame.Rect(
            own.x + int(14 * s),
            own.y + int(34 * s),
            self.controls_rect.x - own.x - int(28 * s),
            own.height - int(40 * s),
        )
        # The board: one row per suit, one lane per possible sequence of that suit.
        by = area.y + ph + int(10 * s)
        self.board = pygame.Rect(area.x, by, area.width, bottom_y - int(10 * s) - by)
        self.layout_board(s)

    def layout_board(self, s: float) -> None:
        board = self.board
        lanes = self.decks
        label_w = int(46 * s)
        lane_gap = int(18 * s)
        self.row_h = board.height // 4
        cw = int(min((self.row_h - 10 * s) / 1.42, 82 * s))
        pad = int(6 * s)
        while True:
            lane_w = (board.width - label_w - (lanes - 1) * lane_gap) / lanes
            step = min(cw * 1.08, (lane_w - 2 * pad - cw) / 12)
            if step >= cw * 0.6 or cw <= 16:
                break
            cw -= 1
        self.board_cw = cw
        self.board_step = step
        self.lane_w = int(12 * step + cw + 2 * pad)
        total = label_w + lanes * self.lane_w + (lanes - 1) * lane_gap
        self.board_label_x = board.x + (board.width - total) // 2
        self.lane_x0 = self.board_label_x + label_w
        self.lane_gap = lane_gap
        self.lane_pad = pad
        self.board_bg = self.render_board_bg(s)
        self._board_layer = None

    def lane_rect(self, row: int, lane: int) -> pygame.Rect:
        x = self.lane_x0 + lane * (self.lane_w + self.lane_gap)
        y = self.board.y + row * self.row_h + int(self.row_h * 0.04)
        return pygame.Rect(x, y, self.lane_w, int(self.row_h * 0.92))

    def slot_rect(self, suit: int, lane: int, rank: int) -> pygame.Rect:
        """Where the card of ``rank`` sits in lane ``lane`` of ``suit``'s row."""
        lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane)
        ch = card_height(self.board_cw)
        x = lane_r.x + self.lane_pad + int(rank * self.board_step)
        return pygame.Rect(x, lane_r.centery - ch // 2, self.board_cw, ch)

    def render_board_bg(self, s: float) -> pygame.Surface:
        """The board's fixed parts (suit badges, lanes, rank marks), drawn once per layout."""
        board = self.board
        surf = pygame.Surface(board.size, pygame.SRCALPHA)
        colourblind = self.app.settings.colourblind
        for row, suit in enumerate(SUIT_ROWS):
            for lane in range(self.decks):
                r = self.lane_rect(row, lane).move(-board.x, -board.y)
                pygame.draw.rect(surf, (6, 40, 28, 120), r, border_radius=int(10 * s))
                pygame.draw.rect(surf, (60, 120, 92, 90), r, 1, border_radius=int(10 * s))
                for rank in range(13):
                    sr = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                    label = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")[rank]
                    t = theme.text(label, 13 * s, (90, 150, 120), bold=True)
                    cx = sr.x + min(self.board_step, self.board_cw) / 2
                    surf.blit(t, t.get_rect(center=(int(cx), r.centery)))
                if self.decks > 1:
                    t = theme.text(f"{SUIT_SYMBOLS[suit]}{lane + 1}", 11 * s, (90, 150, 120))
                    surf.blit(
                        t, t.get_rect(bottomright=(r.right - int(5 * s), r.bottom - int(2 * s)))
                    )
            # The suit badge.
            lane0 = self.lane_rect(row, 0).move(-board.x, -board.y)
            badge = pygame.Rect(0, 0, int(38 * s), int(min(56 * s, lane0.height)))
            badge.midright = (lane0.x - int(6 * s), lane0.centery)
            pygame.draw.rect(surf, (246, 242, 230), badge, border_radius=int(8 * s))
            ink = suit_ink(suit, colourblind)
            sym = theme.font(int(28 * s), bold=True).render(SUIT_SYMBOLS[suit], True, ink)
            surf.blit(sym, sym.get_rect(center=badge.center))
        return surf

    def place_controls(self, buttons: list[Button]) -> None:
        if not buttons or not self.controls_rect.width:
            return
        s = theme.ui_scale(self.size)
        r = self.controls_rect
        bh = int(min(60 * s, r.height))
        for i, button in enumerate(buttons):
            button.place((r.x, r.centery - bh // 2 + i * (bh + int(8 * s)), r.width, bh), s)
            button.font_px = 21

    # Positions used by animations -------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards are (centre of its fan)."""
        if seat == self.bottom_seat():
            return self.hand_rect.center
        r = self.seat_rects.get(seat)
        if r is None:
            return self.board.center
        s = theme.ui_scale(self.size)
        return (r.x + int(44 * s), r.y + int(52 * s))

    def token_anchor(self, seat: int) -> tuple[int, int]:
        s = theme.ui_scale(self.size)
        if seat == self.bottom_seat():
            return (self.own_rect.x + int(24 * s), self.own_rect.y + int(18 * s))
        r = self.seat_rects.get(seat)
        if r is None:
            return self.pot_center()
        return (r.x + int(20 * s), r.bottom - int(16 * s))

    def pot_center(self) -> tuple[int, int]:
        return (self.pot_rect.centerx, self.pot_rect.centery + int(theme.ui_scale(self.size) * 8))

    def hand_layout(self, cards: list[int]) -> tuple[int, list[tuple[int, int, int]]]:
        """Card width and (card, x, y) top-left positions of a hand fitted to the hand area."""
        rect = self.hand_rect
        cw = self.hand_cw
        if not cards:
            return cw, []
        groups: list[list[int]] = []
        for card in cards:
            if groups and suit_of(groups[-1][-1]) == suit_of(card):
                groups[-1].append(card)
            else:
                groups.append([card])
        n_cards, n_groups = len(cards), len(groups)
        step, gap = cw * 0.62, cw * 0.3
        while True:
            natural = cw + (n_cards - 1) * step + (n_groups - 1) * gap
            if natural <= rect.width:
                break
            step_fit = (rect.width - cw - (n_groups - 1) * gap) / max(1, n_cards - 1)
            if step_fit >= cw * 0.34:
                step = step_fit
                break
            gap = cw * 0.12
            step_fit = (rect.width - cw - (n_groups - 1) * gap) / max(1, n_cards - 1)
            if step_fit >= cw * 0.3 or cw <= 24:
                step = max(step_fit, 4)
                break
            cw = int(cw * 0.92)
            step, gap = cw * 0.62, cw * 0.3
        natural = cw + (n_cards - 1) * step + (n_groups - 1) * gap
        x = rect.x + max(0, (rect.width - natural) / 2)
        y = rect.bottom - card_height(cw)
        out = []
        for gi, group in enumerate(groups):
            for ci, card in enumerate(group):
                out.append((card, int(x), y))
                if ci < len(group) - 1:
                    x += step
            if gi < n_groups - 1:
                x += step + gap
        return cw, out

    def flash(
        self, seat: int, text: str, color: tuple[int, int, int], seconds: float = 1.6
    ) -> None:
        self.status[seat] = Status(
            text, color, self.time + max(0.8, seconds * max(self.speed, 0.5))
        )
