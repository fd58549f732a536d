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
from scenes.nyet.layout import nyet_places
from scenes.nyet.legal_choices import legal_by_card
from scenes.nyet.model import NyetModel, model_from_view
from scenes.nyet.overlays import draw_sprite, draw_toast
from scenes.table.components.toast import Toast
from scenes.table.layout import seats_clockwise, table_frame
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
        self.prompt_rect = pygame.Rect(0, 0, 0, 0)

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
        frame = table_frame(self.size, s)
        self.log.place(frame.log, s)
        self.area = frame.area
        others = seats_clockwise(self.bottom_seat(), self.n)[1:]
        places = nyet_places(frame.area, s, self.bottom_seat(), others)
        self.board_rect, self.me_rect = places.board, places.me
        self.seat_rects = places.seats
        self.trick_rect, self.hand_rect = places.trick, places.hand
        self.prompt_rect = places.prompt
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
        """Where a seat's hand is (the viewer's: the middle of the hand)."""
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        if seat == self.bottom_seat():
            return self.hand_rect.center
        return seats.hand_spot(r, self.s)

    def pile_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's won tricks lie."""
        r = self.seat_rects.get(seat)
        if r is None:
            return self.trick_rect.center
        return seats.pile_spot(r, self.s, seat == self.bottom_seat())

    def token_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's token is drawn (before its name)."""
        r = self.seat_rects.get(seat)
        if r is None:
            return self.board_rect.center
        return seats.token_spot(r, self.s)

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

    def hover_box_tip(self) -> str | None:
        """What the board box under the mouse is (shown in the prompt bar, where no
        tooltip covers the prompt)."""
        mx, my = self.app.mouse
        for (line, box), rect in self.box_rects.items():
            if rect.collidepoint(mx, my) and self.model.board:
                return words.box_tip(line, box, self.model.board[line][box], self.name)
        return None

    def table_tooltip(self) -> str | None:
        """Tooltips for cards and won-trick piles (board boxes speak in the prompt bar)."""
        mx, my = self.app.mouse
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
