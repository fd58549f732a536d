"""The No Thanks! table's layout and display state.

The layout spec names the parts of the playing area (:data:`SPEC`, anchors in design
pixels); the other seats sit on :data:`SEAT_SPOTS` by player count, the person looking at
the bottom (:data:`OWN`) with the buttons beside them. :class:`NoThanksLayout` keeps the
display model (:mod:`scenes.nothanks.model`), rebuilt from the viewer's view by
:meth:`~NoThanksLayout.sync_display`, and answers where things are for drawing and for
the pieces that fly. No rule is decided here.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.nothanks import scoring
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.widgets import Button
from scenes.nothanks.model import NoThanksModel, as_spectator, model_from_view
from scenes.nothanks.specials import SpecialFace, card_key, to_display
from scenes.table.components.fan import grouped_row
from scenes.table.components.seat_panel import seat_rows
from scenes.table.layout import Anchor, place, seat_rects, seats_clockwise, table_frame
from scenes.table.scene import TableScene

#: Centres of the other seats' panels, as fractions of the area, by their number.
SEAT_SPOTS: dict[int, list[tuple[float, float]]] = {
    1: [(0.5, 0.14)],
    2: [(0.2, 0.2), (0.8, 0.2)],
    3: [(0.14, 0.45), (0.5, 0.13), (0.86, 0.45)],
    4: [(0.14, 0.5), (0.3, 0.13), (0.7, 0.13), (0.86, 0.5)],
    5: [(0.13, 0.6), (0.15, 0.22), (0.5, 0.12), (0.85, 0.22), (0.87, 0.6)],
    6: [(0.13, 0.63), (0.14, 0.3), (0.37, 0.11), (0.63, 0.11), (0.86, 0.3), (0.87, 0.63)],
}

#: The playing area's parts: the stack, the card on offer, the first chip on it, the
#: line of cards out of play under them, the viewer's own seat at the bottom and the
#: round banner.
SPEC: dict[str, Anchor] = {
    "stack": Anchor(0.5, 0.43, 100, 142, dx=-120),
    "offer": Anchor(0.5, 0.43, 100, 142, dx=10),
    "pot": Anchor(0.5, 0.43, 26, 26, dx=94, dy=53),
    "out_of_play": Anchor(0.5, 0.43, 20, 20, dy=131),
    "own": Anchor(0.5, 1.0, 560, 166, dx=-90, max_fw=0.6),
    "banner": Anchor(0.5, 0.45, 560, 300),
}
#: The other seats' panels (design pixels, at most a quarter of the area's width).
OTHER_PANEL = (236, 136)
OTHER_PANEL_SHARE = 0.25
#: The buttons: beside the own seat, this far from it and at most this wide.
CONTROLS_GAP = 16
CONTROLS_WIDTH = 200
#: Chips on the card: the step between columns (ten chips each) and between chips.
POT_STEP = (28, 6)
#: Card widths in the seats' displays (design pixels): the viewer's, the others'.
OWN_CARD, OTHER_CARD = 56, 40
#: The viewer's Hidden Tiger card at the bottom right of their panel.
TIGER_CARD = 46
TIGER_MARGIN = (12, 10)
NAME_PX_OWN, NAME_PX_OTHER = 21, 18
#: Where chips land on a seat: this far into its chips pill, the first of its pill row.
CHIPS_PILL_X = 36
#: How much of a run card shows under the next one (its width's share): room for the
#: number printed on a tucked card's visible strip.
RUN_STEP = 0.5


def hand_groups(cards: list[Any]) -> list[list[Any]]:
    """Runs of number cards (lowest first), then each special card on its own."""
    numbers = sorted(c for c in cards if isinstance(c, int) and not isinstance(c, bool))
    others = sorted(
        (c for c in cards if not (isinstance(c, int) and not isinstance(c, bool))), key=card_key
    )
    return scoring.runs(numbers) + [[c] for c in others]


def hand_layout(
    cards: list[Any], rect: pygame.Rect, cw: int
) -> tuple[int, list[tuple[Any, int, int]]]:
    """Card width and (card, x, y) top-left positions so the runs fit ``rect``."""
    return _hand_layout(tuple(cards), tuple(rect), cw)


@lru_cache(maxsize=64)
def _hand_layout(
    cards: tuple[Any, ...], rect: tuple[int, int, int, int], cw: int
) -> tuple[int, list[tuple[Any, int, int]]]:
    groups = hand_groups(list(cards))
    cw, spots = grouped_row([len(g) for g in groups], pygame.Rect(rect), cw, step=RUN_STEP)
    flat = [card for group in groups for card in group]
    return cw, [(card, x, y) for card, (x, y) in zip(flat, spots, strict=True)]


class NoThanksLayout(TableScene):
    """Places, positions and the display model of the No Thanks! table."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.model: NoThanksModel = model_from_view(self.view())
        #: Pieces not drawn while a sprite flies in their place: "offer", "pot", "tiger".
        self.hidden: frozenset[str] = frozenset()
        #: A display card not drawn while it flies: (seat, card).
        self.hidden_card: tuple[int, Any] | None = None
        self.s = 1.0
        self.seat_rects: dict[int, pygame.Rect] = {}
        self.parts: dict[str, pygame.Rect] = {}
        #: Each seat panel's pill row (centre y) and body, as the shared panel puts them.
        self.rows: dict[int, tuple[float, pygame.Rect]] = {}
        self.area = pygame.Rect(0, 0, 0, 0)
        self.controls_rect = pygame.Rect(0, 0, 0, 0)
        self.card_pos = (0, 0)
        self.stack_pos = (0, 0)
        self.center_cw = 100
        self.synced_ply = -1

    # Seats ----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return int(self.session.num_players)

    def bottom_seat(self) -> int:
        return self.viewer if self.viewer is not None else 0

    def seat_order(self) -> list[int]:
        """Seats clockwise from the bottom seat (play passes to the left)."""
        return seats_clockwise(self.bottom_seat(), self.n)

    # Display model -------------------------------------------------------------------
    def sync_display(self) -> None:
        """Rebuild the model from the viewer's view (at start, after a load, on a seat
        change, and once every action's animations are over)."""
        model = model_from_view(self.view())
        self.model = as_spectator(model) if self.viewer is None else model
        self.hidden = frozenset()
        self.hidden_card = None
        self.synced_ply = self.session.ply
        self.sprites = []
        if self._laid_out is not None:
            self.layout_table()

    def offer(self, model: NoThanksModel | None = None) -> Any:
        """The card on offer as the table holds it (a number, a SpecialFace or None)."""
        m = model or self.model
        return m.card if m.card is not None else to_display(m.special)

    def display_cards(self, seat: int, model: NoThanksModel | None = None) -> list[Any]:
        """``seat``'s display (numbers, then special cards), less a card in flight."""
        m = model or self.model
        if not 0 <= seat < m.num_players:
            return []
        shown = m.seats[seat]
        cards: list[Any] = [*shown.cards, *(SpecialFace(name) for name in shown.specials)]
        hidden = self.hidden_card if model is None else None
        if hidden is not None and hidden[0] == seat and hidden[1] in cards:
            cards.remove(hidden[1])
        return cards

    # Layout -----------------------------------------------------------------------
    def layout_table(self) -> None:
        s = theme.ui_scale(self.size)
        self.s = s
        frame = table_frame(self.size, s, log_width=300, log_share=0.24)
        self.log.place(frame.log, s)
        self.area = area = frame.area
        self.parts = place(SPEC, area, s)
        panel = (
            int(min(OTHER_PANEL[0] * s, area.width * OTHER_PANEL_SHARE)),
            int(OTHER_PANEL[1] * s),
        )
        others = self.seat_order()[1:]
        spots = SEAT_SPOTS.get(len(others), SEAT_SPOTS[6])
        self.seat_rects = seat_rects(others, spots, panel, area)
        own = self.parts["own"]
        self.seat_rects[self.bottom_seat()] = own
        self.rows = {
            seat: seat_rows(rect, s, self.name_px(seat)) for seat, rect in self.seat_rects.items()
        }
        gap = int(CONTROLS_GAP * s)
        width = min(int(CONTROLS_WIDTH * s), area.right - own.right - gap)
        self.controls_rect = pygame.Rect(own.right + gap, own.y, max(1, width), own.height)
        self.center_cw = self.parts["offer"].width
        self.card_pos = self.parts["offer"].center
        self.stack_pos = self.parts["stack"].center

    def place_controls(self, buttons: list[Button]) -> None:
        """The buttons stacked at the bottom of the room beside the own seat."""
        if not buttons or not self.controls_rect.width:
            return
        s = theme.ui_scale(self.size)
        r = self.controls_rect
        gap = int(10 * s)
        bh = min(int(68 * s), (r.height - gap * (len(buttons) - 1)) // len(buttons))
        y = r.bottom - len(buttons) * bh - (len(buttons) - 1) * gap
        for button in buttons:
            button.place((r.x, y, r.width, bh), s)
            button.font_px = 22
            y += bh + gap

    # Positions ------------------------------------------------------------------------
    def name_px(self, seat: int) -> int:
        return NAME_PX_OWN if seat == self.bottom_seat() else NAME_PX_OTHER

    def chip_anchor(self, seat: int) -> tuple[int, int]:
        """Where chips fly to and from on a seat: its chips pill, first in the pill row."""
        r = self.seat_rects.get(seat)
        if r is None:
            return self.card_pos
        row_y = self.rows[seat][0] if seat in self.rows else r.centery
        return (r.x + int(CHIPS_PILL_X * self.s), int(row_y))

    def hand_rect(self, seat: int) -> pygame.Rect:
        """The seat's display: its panel's body (less the viewer's Hidden Tiger card)."""
        body = pygame.Rect(self.rows[seat][1])
        if seat == self.bottom_seat() and self.model.my_tiger is not None:
            body.width -= self.tiger_rect().width + int(TIGER_MARGIN[0] * self.s)
        return body

    def hand_cw(self, seat: int) -> int:
        rect = self.hand_rect(seat)
        most = OWN_CARD if seat == self.bottom_seat() else OTHER_CARD
        return int(min(rect.height / 1.42, most * self.s))

    def display_pos(
        self, seat: int, card: Any, model: NoThanksModel | None = None
    ) -> tuple[int, int, int]:
        """Centre and width of a card in ``seat``'s display (the model shown, or
        ``model``, e.g. the model after the card arrived)."""
        cards = self.display_cards(seat, model)
        if seat in self.seat_rects and cards:
            cw, placed = hand_layout(cards, self.hand_rect(seat), self.hand_cw(seat))
            for c, x, y in placed:
                if c == card:
                    return x + cw // 2, y + card_height(cw) // 2, cw
        r = self.seat_rects.get(seat, self.area)
        return r.centerx, r.centery, self.hand_cw(seat) if seat in self.seat_rects else 40

    def pot_position(self, index: int) -> tuple[int, int]:
        """Centre of the ``index``-th chip on the card on offer (columns of ten)."""
        pot = self.parts["pot"]
        col, row = divmod(index, 10)
        return pot.centerx + int(col * POT_STEP[0] * self.s), pot.centery - int(
            row * POT_STEP[1] * self.s
        )

    def tiger_rect(self) -> pygame.Rect:
        """The viewer's Hidden Tiger card, at the bottom right of their panel."""
        r = self.seat_rects[self.bottom_seat()]
        cw = int(TIGER_CARD * self.s)
        rect = pygame.Rect(0, 0, cw, card_height(cw))
        rect.bottomright = (
            r.right - int(TIGER_MARGIN[0] * self.s),
            r.bottom - int(TIGER_MARGIN[1] * self.s),
        )
        return rect

    def stack_rect(self) -> pygame.Rect:
        return pygame.Rect(self.parts.get("stack", pygame.Rect(0, 0, 0, 0)))

    def offer_rect(self) -> pygame.Rect:
        return pygame.Rect(self.parts.get("offer", pygame.Rect(0, 0, 0, 0)))

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        """Centred on the playing area, no wider than the room between the side seats
        level with it (the summary wraps rather than hide their cards)."""
        box = self.parts["banner"]
        left, right = self.area.x, self.area.right
        for rect in self.seat_rects.values():
            if rect.bottom > box.top and rect.top < box.bottom:
                if rect.right <= box.centerx:
                    left = max(left, rect.right)
                elif rect.left >= box.centerx:
                    right = min(right, rect.left)
        room = 2 * min(box.centerx - left, right - box.centerx) - 16 * s
        return box.center, int(max(320 * s, min(box.width, self.area.width - 40 * s, room)))
