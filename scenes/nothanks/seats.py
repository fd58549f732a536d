"""The No Thanks! seat panels: the shared seat panel (name, score, pills, ribbons, turn
ring) with the seat's display of cards in its body, runs grouped.

What a panel says comes from the display model through
:func:`scenes.nothanks.model.seat_panel`: card points for every seat, and for the seat
in front of the screen (or everyone, with open chips) the chips and the score as well,
each labelled. A run shows its lowest card (the one that counts) in front and the others
tucked behind it, showing only their corner numbers.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.nothanks.layout import NoThanksLayout, hand_groups, hand_layout
from scenes.nothanks.model import SeatPanel, seat_panel
from scenes.table.components.pills import Pill, pill_rect
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel, level_pill
from scenes.table.scene import you_mark

CHIPS_PILL = theme.CHIP
HIDDEN_CHIPS_PILL = (96, 70, 72)
TIGER_PILL = theme.CARD_BACK
SITTING_OUT = Pill("SITTING OUT", (200, 120, 40))
LAST_CHIP = Pill("LAST CHIP", (46, 140, 84))
#: The pills' text size in the seat panel (design pixels).
PILL_PX = 11
#: A chosen card of the viewer's display is lifted this far (design pixels).
LIFT = 10


def chips_pill(panel: SeatPanel) -> Pill:
    """The seat's chips, or that they are hidden."""
    if panel.chips is None:
        return Pill("CHIPS HIDDEN", HIDDEN_CHIPS_PILL)
    return Pill(f"{panel.chips} CHIP{'S' if panel.chips != 1 else ''}", CHIPS_PILL)


class NoThanksSeats(NoThanksLayout):
    """Draws the seat panels from the model."""

    def __init__(self, app: Any, session: Any, autosave: bool = True) -> None:
        super().__init__(app, session, autosave)
        self.card_hits: list[tuple[pygame.Rect, object]] = []
        self.choice_hits: list[tuple[pygame.Rect, object]] = []
        self.score_hits: list[tuple[pygame.Rect, str]] = []
        self.choice_index = 0
        self.peek_rect = pygame.Rect(0, 0, 0, 0)
        self._looks: dict[int, tuple[object, tuple[object, ...], SeatLook]] = {}

    def seat_look(self, seat: int) -> SeatLook:
        """What the panel of ``seat`` shows, from the model (built once per model and
        state of the table; only the "thinking" label changes between frames)."""
        key = (seat == self.viewer, self.finished, self.state.current_player, self.hidden)
        cached = self._looks.get(seat)
        if cached is None or cached[0] is not self.model or cached[1] != key:
            cached = (self.model, key, self.build_look(seat))
            self._looks[seat] = cached
        look = cached[2]
        thinking = self.thinking_if_room(seat, look.pills)
        return look if thinking is None else replace(look, thinking=thinking)

    def build_look(self, seat: int) -> SeatLook:
        m = self.model
        panel = seat_panel(m, seat)
        info = self.session.seats[seat]
        big = seat == self.bottom_seat()
        score = f"{panel.detail} → {panel.headline}" if big and panel.detail else panel.headline
        pills = [chips_pill(panel), level_pill(info.kind)]
        if m.seats[seat].holds_tiger and not (big and m.my_tiger is not None):
            pills.append(Pill("TIGER", TIGER_PILL))
        ribbons = []
        if m.seats[seat].sitting_out:
            ribbons.append(SITTING_OUT)
        if m.last_bidder == seat and m.special_green and "offer" not in self.hidden:
            ribbons.append(LAST_CHIP)
        return SeatLook(
            name=info.name + (you_mark(info.name) if seat == self.viewer else ""),
            turn=seat == m.current and not self.finished and self.state.current_player >= 0,
            score=score,
            pills=tuple(pills),
            ribbons=tuple(ribbons),
            dimmed=m.seats[seat].sitting_out,
        )

    def thinking_if_room(self, seat: int, pills: tuple[Pill, ...]) -> str | None:
        """The bot's "thinking" label, only where the panel's pills leave room for it (the
        pills stay put; the turn ring still shows whose turn it is)."""
        label = self.thinking_label(seat)
        rect = self.seat_rects.get(seat)
        if label is None or rect is None:
            return None
        s = self.s
        pills_w = sum(pill_rect(pill, PILL_PX * s, s).width + 5 * s for pill in pills)
        label_w = theme.text("thinking...", 13 * s, theme.ACCENT).get_width() + 10 * s
        return label if pills_w + label_w <= rect.width - 24 * s else None

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """One seat's panel, its display and (for the viewer) their Hidden Tiger card."""
        s = self.s
        look = self.seat_look(seat)
        parts = draw_seat_panel(surface, rect, look, s, self.time, self.name_px(seat))
        if parts.score is not None:
            self.score_hits.append((parts.score, seat_panel(self.model, seat).tip))
        self.draw_display(surface, seat)
        tiger = self.model.my_tiger
        if seat == self.bottom_seat() and tiger is not None and "tiger" not in self.hidden:
            tr = self.tiger_rect()
            surface.blit(self.app.cards.face(tiger, tr.width), tr)
            theme.blit_text(
                surface, "your tiger", 12 * s, tr.midtop, theme.ACCENT, anchor="midbottom"
            )

    def draw_display(self, surface: pygame.Surface, seat: int) -> None:
        """The seat's cards, grouped in runs; the cards the viewer may choose glow."""
        s = self.s
        cards = self.display_cards(seat)
        hand = self.hand_rect(seat)
        if not cards:
            where = (hand.x + 2 * s, hand.centery)
            theme.blit_text(
                surface, "no cards yet", 14 * s, where, (120, 150, 135), anchor="midleft"
            )
            return
        cw, placed = hand_layout(cards, hand, self.hand_cw(seat))
        choosing = [c for c, _ in self.choice_actions()] if seat == self.viewer else []
        selected = choosing[self.choice_index % len(choosing)] if choosing else None
        index = 0
        for group in hand_groups(cards):
            chunk = placed[index : index + len(group)]
            index += len(group)
            for depth, (card, x, y) in reversed(list(enumerate(chunk))):
                lift = int(LIFT * s) if card == selected else 0
                rect = pygame.Rect(x, y - lift, cw, card_height(cw))
                self.draw_card(surface, card, rect, tucked=depth > 0)
                if card in choosing:
                    colour = theme.GOOD if card == selected else theme.ACCENT
                    glow = self.app.cards.highlight(cw, colour)
                    surface.blit(glow, glow.get_rect(center=rect.center))
                    self.choice_hits.append((rect, card))

    def draw_card(
        self, surface: pygame.Surface, card: object, rect: pygame.Rect, tucked: bool
    ) -> None:
        """A display card with its shadow (a tucked run card shows its corners only)."""
        art = self.app.cards
        surface.blit(art.shadow(rect.width), (rect.x + 2, rect.y + 3))
        face = art.tucked(card, rect.width) if tucked else art.face(card, rect.width)
        surface.blit(face, rect)
        self.card_hits.append((rect, card))

    def choice_actions(self) -> list[tuple[object, object]]:
        """(displayed card, action) the viewer may choose now (see the controls)."""
        return []
