"""The middle of the No Thanks! table: the stack, the card on offer with its chips, the
cards removed or out of the game, and the Peek owner's private panel.

Everything is read from the display model; pieces in flight are left out (``hidden``).
"""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.phrases import plural
from scenes.nothanks import specials as specials_art
from scenes.nothanks.seats import NoThanksSeats
from scenes.nothanks.specials import SpecialFace, to_display

#: Chips drawn on the card at most (the count is written beside them).
MAX_DRAWN_CHIPS = 40
CHIP_RADIUS = 13
GREEN_TAG = (140, 235, 160)
RED_TAG = (255, 150, 140)
EMPTY_EDGE = (30, 70, 52)
PEEK_CARD = 30
#: The Peek panel's bottom centre from the top centre of the card on offer.
PEEK_SHIFT = (-55, -26)


class NoThanksCentre(NoThanksSeats):
    """Draws the stack, the offer, its chips and the Peek panel."""

    def draw_stack(self, surface: pygame.Surface) -> None:
        """The stack: a few offset backs for thickness, the top card's back on top."""
        s, art, m = self.s, self.app.cards, self.model
        rect = self.stack_rect()
        cw = rect.width
        if m.stack <= 0:
            pygame.draw.rect(surface, EMPTY_EDGE, rect, max(1, int(2 * s)), border_radius=cw // 9)
            theme.blit_text(surface, "empty", 15 * s, rect.center, theme.TEXT_DIM, anchor="center")
            return
        surface.blit(art.shadow(cw), rect.move(3, 5))
        for i in range(min(4, m.stack), 0, -1):
            # Only the top card's back is known (DECISIONS.md §2); the rest look plain.
            top_green = i == 1 and m.top_back == "green"
            surface.blit(
                art.back("green" if top_green else "normal", cw), rect.move(-i * 2, -i * 2)
            )
        below = (rect.centerx - 4 * s, rect.bottom + 16 * s)
        theme.blit_text(surface, f"{m.stack} left", 16 * s, below, theme.TEXT, anchor="center")
        if m.specials_on:
            line = f"specials: {m.green_left} green · {m.red_left} red"
            where = (below[0], below[1] + 20 * s)
            theme.blit_text(surface, line, 13 * s, where, theme.TEXT_DIM, anchor="center")

    def draw_offer(self, surface: pygame.Surface) -> None:
        """The offered card (glowing while it is decided on), its tags and chips."""
        s, art, m = self.s, self.app.cards, self.model
        rect = self.offer_rect()
        cw = rect.width
        offered = self.offer()
        if offered is None or "offer" in self.hidden:
            pygame.draw.rect(surface, (30, 80, 60), rect, max(1, int(2 * s)), border_radius=cw // 9)
            self.draw_pot(surface)
            return
        surface.blit(art.shadow(cw), rect.move(4, 6))
        surface.blit(art.face(offered, cw), rect)
        self.card_hits.append((rect, offered))
        green = m.special_green
        if m.current >= 0 and not self.finished:
            glow = art.highlight(cw, GREEN_TAG if green else theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=rect.center))
        if isinstance(offered, SpecialFace):
            tag = "GREEN · AUCTION" if green else "RED SPECIAL"
            where = (rect.centerx, rect.y - 14 * s)
            colour = GREEN_TAG if green else RED_TAG
            theme.blit_text(surface, tag, 14 * s, where, colour, bold=True, anchor="center")
        if green and m.last_bidder is not None:
            line = f"last chip: {self.session.seat_label(m.last_bidder)}"
            where = (rect.centerx, rect.bottom + 14 * s)
            theme.blit_text(surface, line, 14 * s, where, theme.TEXT, anchor="center")
        self.draw_pot(surface)

    def draw_pot(self, surface: pygame.Surface) -> None:
        """The chips on the offered card with their count, and the cards out of play."""
        s, m = self.s, self.model
        pot = 0 if "pot" in self.hidden else m.pot
        chip = self.app.cards.chip(int(CHIP_RADIUS * s))
        for i in range(min(pot, MAX_DRAWN_CHIPS)):
            surface.blit(chip, chip.get_rect(center=self.pot_position(i)))
        if pot:
            px, py = self.pot_position(0)
            where = (px - 12 * s, py + 20 * s)
            text = plural(m.pot, "chip")
            theme.blit_text(surface, text, 17 * s, where, theme.TEXT, bold=True, anchor="midleft")
        line = self.out_of_play_line()
        if line:
            where = self.parts["out_of_play"].center
            theme.blit_text(surface, line, 15 * s, where, theme.TEXT_DIM, anchor="center")

    def out_of_play_line(self) -> str:
        """ "Removed: …" (the open removed cards) and "Out of game: …" in one line."""
        m = self.model
        parts = []
        if m.removed_open:
            parts.append("Removed: " + "  ".join(str(c) for c in m.removed_open))
        if m.out_of_game:  # special cards by their short labels
            shown = (to_display(c) for c in m.out_of_game)
            parts.append(
                "Out of game: "
                + ", ".join(
                    specials_art.short_label(c) if isinstance(c, SpecialFace) else str(c)
                    for c in shown
                )
            )
        return "   ·   ".join(parts)

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The Peek owner's private panel: the set-aside cards (never for anyone else)."""
        peeked = self.model.peeked
        if peeked is None or self.viewer is None or self.curtain_up:
            return
        s, art = self.s, self.app.cards
        cw = int(PEEK_CARD * s)
        ch = round(cw * 1.42)
        gap = int(4 * s)
        label = "Peek · only you see these set-aside cards"
        label_w = theme.text(label, 13 * s, theme.TEXT).get_width()
        cards_w = max(1, len(peeked)) * (cw + gap) - gap
        rect = pygame.Rect(0, 0, max(cards_w, label_w) + int(20 * s), ch + int(34 * s))
        offer = self.offer_rect()
        rect.midbottom = (offer.centerx + int(PEEK_SHIFT[0] * s), offer.y + int(PEEK_SHIFT[1] * s))
        rect.clamp_ip(self.area)
        theme.draw_panel(surface, rect, (10, 16, 22, 235), int(8 * s), theme.INFO, 1)
        top = (rect.centerx, rect.y + 12 * s)
        theme.blit_text(surface, label, 13 * s, top, theme.INFO, anchor="center")
        x = rect.centerx - cards_w // 2
        y = rect.y + int(24 * s)
        if not peeked:
            where = (rect.centerx, y + ch // 2)
            theme.blit_text(surface, "none left", 14 * s, where, theme.TEXT_DIM, anchor="center")
        for card in peeked:
            surface.blit(art.face(card, cw), (x, y))
            x += cw + gap
        self.peek_rect = rect
