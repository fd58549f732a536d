"""The Nyet! table: the board with its five lines, the seats, the trick, the hand, the
first player's dialogs and an animation for every rules event.

What is drawn comes from the display model (:mod:`scenes.nyet.model`): built from the
viewer's view on start and on a seat change, then folded forward by ``reduce`` as each
event's animation lands (:mod:`scenes.nyet.motion`); no rule is decided here (playable
cards are the engine's legal actions). The person looking sits at the bottom with their
hand; the other seats are in a row across the top; the board is on the left, the trick in
the middle. Drawing is split by area: :mod:`~scenes.nyet.top_bar`,
:mod:`~scenes.nyet.board_view`, :mod:`~scenes.nyet.seats`, :mod:`~scenes.nyet.trick_area`,
:mod:`~scenes.nyet.hand_view`, :mod:`~scenes.nyet.overlays`; input and dialogs in
:mod:`~scenes.nyet.controls`; wording in :mod:`~scenes.nyet.words`.

Input: click a box or a card, or choose with the arrow keys and press Enter; the team and
Bonus choices are buttons (number keys).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.contract import Action
from game.events import GameEvent
from game.nyet.rules import NyetView
from scenes.core import theme
from scenes.core.widgets import Button
from scenes.nyet import board_view, controls, hand_view, motion, seats, top_bar, trick_area, words
from scenes.nyet.art import NyetArt
from scenes.nyet.legal_choices import legal_by_card
from scenes.nyet.model import NyetModel, model_from_view
from scenes.nyet.overlays import Toast, draw_sprite, draw_toast
from scenes.table.scene import Control, TableScene


class NyetTable(TableScene):
    """The Nyet! table scene."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.art = NyetArt()
        self.model: NyetModel = model_from_view(self.state.view(self.bottom_seat()))
        self.toast: Toast | None = None
        self.winner_index: int | None = None  # trick card glowing as the winner
        self.hover_card: int | None = None  # index into the hand
        self.hover_box: tuple[int, int] | None = None
        self.sel_card: int | None = None
        self.sel_box: tuple[int, int] | None = None
        self.pulse_boxes: dict[tuple[int, int], float] = {}
        self.hidden_hand: set[int] = set()  # hand indices in flight (drawn as sprites)
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.box_rects: dict[tuple[int, int], pygame.Rect] = {}
        self.row_label_y: list[int] = []
        self.card_rects: list[tuple[pygame.Rect, int]] = []
        self.pile_rects: dict[int, pygame.Rect] = {}
        self.s = 1.0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.board_rect = pygame.Rect(0, 0, 0, 0)
        self.me_rect = pygame.Rect(0, 0, 0, 0)
        self.trick_rect = pygame.Rect(0, 0, 0, 0)
        self.hand_rect = pygame.Rect(0, 0, 0, 0)
        self.dialog_rect = pygame.Rect(0, 0, 0, 0)

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return int(self.session.num_players)

    def bottom_seat(self) -> int:
        """The seat drawn at the bottom (the viewer's; seat 0's, hidden, for a spectator);
        the display model is this seat's."""
        return self.viewer if self.viewer is not None else 0

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < self.n:
            return ""
        return str(self.session.seat_label(seat))

    def initial(self, seat: int) -> str:
        return (self.name(seat) or "?")[:1]

    # Display model -------------------------------------------------------------------
    def sync_display(self) -> None:
        """Rebuild the display model from the bottom seat's view (start, seat change)."""
        view: NyetView = self.state.view(self.bottom_seat())
        self.model = model_from_view(view)
        self.sprites = []
        self.hidden_hand = set()
        self.winner_index = None
        controls.clamp_selection(self)

    def update(self, dt: float) -> None:
        for key in list(self.pulse_boxes):
            self.pulse_boxes[key] -= dt
            if self.pulse_boxes[key] <= 0:
                del self.pulse_boxes[key]
        super().update(dt)
        if not self.animating and not self.queue:
            controls.clamp_selection(self)  # the selection follows the legal actions

    def animate_event(self, event: GameEvent, done: Callable[[], None]) -> None:
        motion.animate(self, event, done)

    # Layout ---------------------------------------------------------------------------

    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        self.s = s
        w, h = self.size
        top = int(56 * s)
        log_w = int(min(250 * s, w * 0.2))
        self.log.place((w - log_w - int(12 * s), top, log_w, h - top - int(12 * s)), s)
        area = pygame.Rect(int(12 * s), top, self.log.rect.x - int(24 * s), h - top - int(12 * s))
        self.area = area
        left_w = int(min(360 * s, area.width * 0.38))
        band_h = int(158 * s)
        band_y = area.bottom - band_h
        self.board_rect = pygame.Rect(
            area.x, area.y + int(6 * s), left_w, band_y - int(10 * s) - area.y - int(6 * s)
        )
        self.me_rect = pygame.Rect(area.x, band_y, left_w, band_h)
        rx = area.x + left_w + int(12 * s)
        rw = area.right - rx
        seat_h = int(118 * s)
        others = [(self.bottom_seat() + k) % self.n for k in range(1, self.n)]
        gap = int(10 * s)
        pw = int(min(250 * s, (rw - gap * (len(others) - 1)) / max(1, len(others))))
        total = pw * len(others) + gap * (len(others) - 1)
        x = rx + (rw - total) // 2
        self.seat_rects = {}
        for seat in others:
            self.seat_rects[seat] = pygame.Rect(x, area.y + int(6 * s), pw, seat_h)
            x += pw + gap
        self.seat_rects[self.bottom_seat()] = self.me_rect
        trick_top = area.y + int(6 * s) + seat_h + int(8 * s)
        self.trick_rect = pygame.Rect(rx, trick_top, rw, band_y - int(8 * s) - trick_top)
        self.hand_rect = pygame.Rect(rx, band_y, rw, band_h)
        board_view.layout_board(self)

    def trick_card_width(self) -> int:
        r = self.trick_rect
        gap = 16 * self.s
        return int(min(92 * self.s, (r.width - gap * (self.n + 1)) / self.n, r.height * 0.5 / 1.42))

    def trick_slot(self, index: int) -> tuple[int, int]:
        """Centre of the ``index``-th card of the trick."""
        r = self.trick_rect
        cw = self.trick_card_width()
        gap = int(20 * self.s)
        total = self.n * cw + (self.n - 1) * gap
        x0 = r.centerx - total // 2
        return (x0 + index * (cw + gap) + cw // 2, r.y + int(r.height * 0.47))

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        if seat == self.bottom_seat():
            return self.hand_rect.centerx, self.hand_rect.centery
        return r.centerx, r.y + int(70 * self.s)

    def pile_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        if seat == self.bottom_seat():
            return r.x + int(40 * self.s), r.bottom - int(40 * self.s)
        return r.x + int(24 * self.s), r.bottom - int(26 * self.s)

    def token_anchor(self, seat: int) -> tuple[int, int]:
        r = self.seat_rects.get(seat)
        if r is None:
            return self.board_rect.center
        return r.x + int(22 * self.s), r.y + int(21 * self.s)

    # Delegates (tests and the base class call these) ----------------------------------
    def hand_layout(self) -> list[tuple[pygame.Rect, int]]:
        """Rects (at rest, not lifted) of the viewer's hand cards, with their codes."""
        return hand_view.hand_layout(self)

    def legal_by_card(self) -> dict[int, Action]:
        """The human's card actions (discard, pass or play), by card code."""
        return legal_by_card(self)

    def handle_table_event(self, event: pygame.event.Event) -> None:
        controls.handle_input(self, event)

    def controls_for(self, legal: list[Action]) -> list[Control]:
        return controls.controls_for(self, legal)

    def place_controls(self, buttons: list[Button]) -> None:
        controls.place_controls(self, buttons)

    def describe_event(self, event: GameEvent) -> str | None:
        return words.describe(event, self.name, self.n)

    def describe_private(self, event: GameEvent, data: Any) -> str | None:
        if self.viewer is None or not isinstance(data, dict):
            return None
        return words.describe_private(event, data, self.viewer, self.n, self.name)

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        for (line, box), rect in self.box_rects.items():
            if rect.collidepoint(mx, my):
                return words.box_tip(line, box, self.model.board[line][box], self.name)
        for rect, card in reversed(self.card_rects):
            if rect.collidepoint(mx, my):
                return words.card_tip(card, self.model)
        for seat, rect in self.pile_rects.items():
            if rect.collidepoint(mx, my):
                return words.pile_tip(self.model, seat, self.name)
        return None

    # Drawing ------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.s
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.card_rects = []
        self.pile_rects = {}
        top_bar.draw_top_bar(self, surface, s)
        board_view.draw_board(self, surface, s)
        for seat, rect in self.seat_rects.items():
            if seat == self.bottom_seat():
                seats.draw_me(self, surface, seat, rect, s)
            else:
                seats.draw_seat(self, surface, seat, rect, s)
        trick_area.draw_trick(self, surface, s)
        hand_view.draw_hand(self, surface, s)
        if self.controls:
            controls.draw_dialog(self, surface, s)
        for sprite in self.sprites:
            draw_sprite(self, surface, sprite)
        draw_toast(self, surface, s)
        self.draw_banner(surface, s)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        region = pygame.Rect(
            self.trick_rect.x,
            self.area.y,
            self.trick_rect.width,
            self.hand_rect.bottom - self.area.y,
        )
        return region.center, int(min(600 * s, region.width - 20 * s))
