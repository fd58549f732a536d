"""The Play or Pay seats: the other seats' panels along the top, the pot (or the Sevens
finishing order) and the viewer's own panel with the hand, all drawn from the display
model."""

from __future__ import annotations

import math

import pygame

from game.playorpay.actions import PAY
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.playorpay.board import PlayOrPayBoard
from scenes.playorpay.layout import ART
from scenes.table.scene import you_mark

_FANS: dict[tuple[int, int, float], pygame.Surface] = {}


def fan_of_backs(count: int, width: int, s: float) -> pygame.Surface:
    """``count`` card backs fanned out, drawn once per (count, width) and cached."""
    key = (count, width, round(s, 3))
    surf = _FANS.get(key)
    if surf is None:
        ch = card_height(width)
        size = (int(width * 3.6), int(ch * 1.5))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        cx, cy = size[0] / 2, size[1] / 2
        for i in range(count):
            t = (i - (count - 1) / 2) / max(1, count - 1) if count > 1 else 0.0
            back = ART.back_rotated(width, round(-t * 14) * 2)
            x = cx + (i - (count - 1) / 2) * 6.3 * s
            y = cy + abs(t) * 5 * s
            surf.blit(back, back.get_rect(center=(int(x), int(y))))
        if len(_FANS) > 64:
            _FANS.clear()
        _FANS[key] = surf
    return surf


class PlayOrPaySeats(PlayOrPayBoard):
    """Draws the seat panels, the pot and the viewer's hand."""

    def draw_pot(self, surface: pygame.Surface, s: float) -> None:
        r = self.pot_rect
        theme.draw_panel(
            surface, r, (14, 36, 30, 220), int(12 * s), theme.PANEL_EDGE, 1, int(4 * s)
        )
        m = self.model
        if self.sevens:
            theme.blit_text(
                surface, "OUT", 15 * s, (r.centerx, r.y + 16 * s), theme.TEXT_DIM, True, "center"
            )
            y = r.y + 36 * s
            for place, seat in enumerate(m.finish_order, start=1):
                name = theme.fit_text(self.session.seat_label(seat), 14 * s, r.width - 44 * s)
                theme.blit_text(surface, f"{place}. {name}", 14 * s, (r.x + 10 * s, y), theme.TEXT)
                y += 20 * s
            if not m.finish_order:
                theme.blit_text(
                    surface,
                    "nobody yet",
                    13 * s,
                    (r.centerx, y + 8 * s),
                    theme.TEXT_DIM,
                    anchor="center",
                )
            return
        theme.blit_text(
            surface, "POT", 15 * s, (r.centerx, r.y + 16 * s), theme.TEXT_DIM, True, "center"
        )
        cx, cy = self.pot_center()
        radius = int(13 * s)
        tok = ART.token(radius)
        shown = min(m.pot, 24)
        for i in range(shown):
            col, level = divmod(i, 8)
            x: float = cx + (col - 1) * int(24 * s) if shown > 8 else cx
            if shown > 8 and shown <= 16:
                x = cx + (col - 0.5) * int(26 * s)
            y = cy + int(14 * s) - level * int(4 * s)
            surface.blit(tok, tok.get_rect(center=(int(x), int(y))))
        theme.blit_text(
            surface,
            str(m.pot),
            30 * s,
            (r.centerx, r.bottom - 26 * s),
            theme.TEXT,
            True,
            "center",
        )

    def draw_seat(self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
        m = self.model
        in_game = m.seats[seat].in_game
        turn = (
            seat == m.current and not self.finished and self.state.current_player >= 0 and in_game
        )
        fill = (34, 58, 46, 240) if turn else (16, 38, 32, 225)
        if not in_game:
            fill = (20, 24, 28, 200)
        self.draw_frame(surface, rect, fill, turn, s)
        name = self.session.seat_label(seat)
        px = 16 * s
        right_space = int(30 * s) if seat == m.dealer else 0
        theme.blit_text(
            surface,
            theme.fit_text(
                ("▶ " if turn else "") + name, px, rect.width - 20 * s - right_space, True
            ),
            px,
            (rect.x + 10 * s, rect.y + 7 * s),
            theme.ACCENT if turn else (theme.TEXT if in_game else theme.TEXT_DIM),
            bold=True,
        )
        if seat == m.dealer:
            self.draw_dealer_chip(surface, (rect.right - int(16 * s), rect.y + int(16 * s)), s)
        if not in_game:
            theme.blit_text(
                surface,
                "out of the game",
                14 * s,
                (rect.centerx, rect.centery + 10 * s),
                theme.TEXT_DIM,
                anchor="center",
            )
            return
        self.draw_seat_cards(surface, seat, rect, s)
        # Tokens (or Sevens points) along the bottom.
        tx, ty = self.token_anchor(seat)
        self.draw_score(surface, seat, (tx, ty), s, 16)
        self.draw_seat_status(surface, seat, (rect.right - int(10 * s), ty), turn, s)

    def draw_frame(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        fill: tuple[int, int, int, int],
        turn: bool,
        s: float,
    ) -> None:
        """A seat's panel, with a pulsing frame when it is that seat's turn."""
        theme.draw_panel(surface, rect, fill, int(12 * s), theme.PANEL_EDGE, 1, shadow=int(4 * s))
        if turn:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
            pygame.draw.rect(
                surface,
                color,
                rect.inflate(int(4 * s), int(4 * s)),
                max(2, int(3 * s)),
                border_radius=int(14 * s),
            )

    def draw_seat_cards(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float
    ) -> None:
        """Another seat's hand: a fan of backs and the count."""
        size = self.model.seats[seat].cards
        ax, ay = self.seat_anchor(seat)
        if size:
            fan = fan_of_backs(min(size, 9), int(22 * s), s)
            surface.blit(fan, fan.get_rect(center=(ax, ay)))
        count_x = ax + int(44 * s)
        if size:
            r = theme.blit_text(
                surface, str(size), 24 * s, (count_x, ay), theme.TEXT, True, "midleft"
            )
            if rect.right - r.right > 52 * s:
                theme.blit_text(
                    surface,
                    "card" if size == 1 else "cards",
                    13 * s,
                    (r.right + 5 * s, ay + 3 * s),
                    theme.TEXT_DIM,
                    anchor="midleft",
                )
        else:
            theme.blit_text(
                surface,
                "no cards",
                13 * s,
                (count_x - 20 * s, ay),
                theme.TEXT_DIM,
                anchor="midleft",
            )

    def draw_seat_status(
        self, surface: pygame.Surface, seat: int, pos: tuple[int, int], turn: bool, s: float
    ) -> None:
        """The word at a seat's bottom right: a status, "thinking…", or who plays it."""
        status = self.status.get(seat)
        if status is not None and status.until > self.time:
            theme.blit_text(
                surface,
                status.text,
                14 * s,
                pos,
                status.color,
                True,
                "midright",
            )
        elif turn and (thinking := self.thinking_label(seat)):
            theme.blit_text(
                surface,
                thinking,
                13 * s,
                pos,
                theme.ACCENT,
                anchor="midright",
            )
        else:
            kind = self.session.seats[seat].kind
            theme.blit_text(
                surface,
                "human" if kind == "human" else f"{kind} bot",
                12 * s,
                pos,
                (130, 160, 150),
                anchor="midright",
            )

    def draw_score(
        self, surface: pygame.Surface, seat: int, pos: tuple[int, int], s: float, px: float
    ) -> pygame.Rect:
        """Token count with a token (or the Sevens total) drawn from ``pos`` rightwards."""
        panel = self.model.seats[seat]
        x, y = pos
        if self.sevens:
            total = panel.points
            return theme.blit_text(
                surface, f"{total} pts", px * s, (x - 8 * s, y), theme.TEXT, True, "midleft"
            )
        tok = ART.token(int(9 * s))
        surface.blit(tok, tok.get_rect(center=(x, y)))
        tokens = panel.tokens
        return theme.blit_text(
            surface, str(tokens), px * s, (x + 14 * s, y), theme.TEXT, True, "midleft"
        )

    def draw_dealer_chip(self, surface: pygame.Surface, center: tuple[int, int], s: float) -> None:
        r = int(10 * s)
        pygame.draw.circle(surface, (245, 245, 240), center, r)
        pygame.draw.circle(surface, (60, 60, 70), center, r, max(1, int(1.5 * s)))
        theme.blit_text(surface, "D", 12 * s, center, (30, 30, 40), True, "center")

    def draw_own(self, surface: pygame.Surface, s: float) -> None:
        m = self.model
        seat = self.bottom_seat()
        rect = self.own_rect
        to_move = self.human_to_move()
        turn = seat == m.current and not self.finished and self.state.current_player >= 0
        fill = (30, 54, 44, 235) if turn else (16, 38, 32, 225)
        self.draw_frame(surface, rect, fill, turn, s)
        # Header: tokens, name, cards, status.
        hx, hy = self.token_anchor(seat)
        r = self.draw_score(surface, seat, (hx, hy), s, 18)
        you = you_mark(self.session.seats[seat].name) if seat == self.viewer else ""
        size = m.seats[seat].cards
        r = theme.blit_text(
            surface,
            self.session.seat_label(seat) + you,
            18 * s,
            (r.right + 18 * s, hy),
            theme.ACCENT if turn else theme.TEXT,
            True,
            "midleft",
        )
        info = f"{size} card{'s' if size != 1 else ''}"
        if seat == m.dealer:
            info += " · dealer"
        theme.blit_text(
            surface, info, 15 * s, (r.right + 14 * s, hy), theme.TEXT_DIM, anchor="midleft"
        )
        message, color = self.own_message()
        status = self.status.get(seat)
        if status is not None and status.until > self.time and not to_move:
            message, color = status.text, status.color
        if message:
            theme.blit_text(
                surface, message, 16 * s, (self.hand_rect.right, hy), color, True, "midright"
            )
        self.hand_hits = []
        if not self.sees_private(seat):
            self.draw_hidden_hand(surface, size, s)
        else:
            self.draw_hand(surface, to_move, s)
        self.draw_side(surface, s)

    def draw_hand(self, surface: pygame.Surface, to_move: bool, s: float) -> None:
        """The viewer's hand face up, playable cards lifted (and their hit boxes)."""
        plays = self.legal_plays()
        forced = self.must_pay()
        cw, placed = self.hand_layout(self.shown_hand())
        ch = card_height(cw)
        lift_play, lift_sel = int(12 * s), int(24 * s)
        for card, x, y in placed:
            playable = card in plays
            focused = card == self.sel_card or (card == self.hover_card and playable)
            dy = -lift_sel if focused else (-lift_play if playable else 0)
            r = pygame.Rect(x, y + dy, cw, ch)
            surface.blit(ART.shadow(cw), r.move(3, 4))
            surface.blit(ART.face(card, cw), r)
            if playable:
                color = theme.ACCENT if focused else (140, 230, 170)
                glow = ART.glow(cw, color, 230 if focused else 150)
                surface.blit(glow, glow.get_rect(center=r.center))
            elif to_move or forced:
                surface.blit(ART.dim(cw), r)
            self.hand_hits.append((r.inflate(0, -dy) if dy else r, card))
        if not placed:
            theme.blit_text(
                surface,
                "no cards",
                15 * s,
                self.hand_rect.center,
                theme.TEXT_DIM,
                anchor="center",
            )

    def own_message(self) -> tuple[str, tuple[int, int, int]]:
        """The line over the hand: what the viewer should do now."""
        if self.finished or self.viewer is None:
            return "", theme.TEXT
        if self.must_pay():
            legal = self.state.legal_actions()
            if legal[0] is PAY:
                return "No card fits — you must pay 1 token", (255, 170, 90)
            return "No card fits — you pass", (255, 170, 90)
        if self.human_to_move():
            if self.sel_card is not None and len(self.legal_plays().get(self.sel_card, [])) > 1:
                return "Two places fit: click one, or ↑/↓ then Enter", theme.ACCENT
            return "Your turn: play a lifted card", theme.ACCENT
        return "", theme.TEXT

    def draw_hidden_hand(self, surface: pygame.Surface, size: int, s: float) -> None:
        """The bottom seat's hand face down (spectators)."""
        if not size:
            return
        cw = int(self.hand_cw * 0.8)
        ch = card_height(cw)
        step = min(cw * 0.4, (self.hand_rect.width - cw) / max(1, size - 1))
        total = cw + step * (size - 1)
        x0 = self.hand_rect.centerx - total / 2
        y = self.hand_rect.bottom - ch
        for i in range(size):
            surface.blit(ART.back(cw), (int(x0 + i * step), y))

    def draw_side(self, surface: pygame.Surface, s: float) -> None:
        """The right end of the bottom panel: the action button's place, or who is to move."""
        if self.controls or self.finished:
            return
        r = self.controls_rect
        p = self.state.current_player
        if p < 0:
            return
        if self.human_to_move():
            if self.must_pay():
                text, sub = "Pay in a moment…", "nothing fits"
            else:
                text, sub = "←/→ choose", "Enter plays"
        else:
            text, sub = "Waiting for", self.session.seat_label(p)
        theme.blit_text(
            surface, text, 15 * s, (r.centerx, r.centery - 11 * s), theme.TEXT_DIM, anchor="center"
        )
        theme.blit_text(
            surface,
            theme.fit_text(sub, 17 * s, r.width, True),
            17 * s,
            (r.centerx, r.centery + 12 * s),
            theme.TEXT,
            True,
            "center",
        )

    def seat_tip(self, seat: int) -> str:
        panel = self.model.seats[seat]
        parts = [self.session.seat_label(seat)]
        if not panel.in_game:
            return parts[0] + ": out of the game (no tokens)."
        size = panel.cards
        parts.append(f"{size} card{'s' if size != 1 else ''}")
        if not self.sevens:
            parts.append(f"{panel.tokens} tokens")
        if seat == self.model.dealer:
            parts.append("dealer")
        kind = self.session.seats[seat].kind
        parts.append("human" if kind == "human" else f"{kind} bot")
        return " · ".join(parts)
