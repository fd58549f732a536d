"""The Play or Pay seats: the other seats' panels along the top, the pot (or the Sevens
finishing order) and the viewer's own panel with the hand, all drawn from the display
model."""

from __future__ import annotations

import pygame

from game.playorpay.actions import PAY
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.phrases import plural
from scenes.playorpay.board import PlayOrPayBoard
from scenes.playorpay.layout import ART, NAME_PX, OWN_NAME_PX
from scenes.table.components.pills import Pill
from scenes.table.components.seat_panel import SeatLook, SeatParts, draw_seat_panel, level_pill
from scenes.table.scene import you_mark

#: The colour of the own panel's card-count pill.
CARDS = (60, 84, 76)

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
        """Another seat's panel: name, tokens, level and dealer pills, a status or
        "thinking", and a fan of backs with the count."""
        parts = self.draw_panel(surface, seat, rect, s, NAME_PX)
        if self.model.seats[seat].in_game:
            self.draw_seat_cards(surface, seat, parts.body, s)

    def seat_look(self, seat: int, name: str, pills: tuple[Pill, ...]) -> SeatLook:
        """What a seat panel shows: name, tokens (or Sevens points), pills, and at the
        pill row's right a passing status ("pays 1"), else "thinking" on a bot's turn."""
        m = self.model
        in_game = m.seats[seat].in_game
        turn = seat == m.current and not self.finished and self.state.current_player >= 0
        aside, colour = self.thinking_label(seat) if turn else None, theme.ACCENT
        status = self.status.get(seat)
        if status is not None and status.until > self.time:
            aside, colour = status.text, status.color
        if seat == self.bottom_seat() and (message := self.own_message())[0]:
            aside, colour = message
        if seat == m.dealer:
            pills = (Pill("DEALER", (80, 92, 110)), *pills)
        return SeatLook(
            name,
            turn=turn and in_game,
            score=self.score_text(seat) if in_game else None,
            pills=pills if in_game else (),
            thinking=aside if in_game else None,
            thinking_colour=colour,
            dimmed=not in_game,
            note=None if in_game else "out of the game",
        )

    def draw_panel(
        self, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, px: float
    ) -> SeatParts:
        """The shared seat panel for ``seat`` (the bottom seat's with "(you)")."""
        name = self.session.seat_label(seat)
        if seat == self.bottom_seat():
            if seat == self.viewer:
                name += you_mark(self.session.seats[seat].name)
            pills: tuple[Pill, ...] = (
                Pill(plural(self.model.seats[seat].cards, "card").upper(), CARDS),
            )
        else:
            pills = (level_pill(self.session.seats[seat].kind),)
        look = self.seat_look(seat, name, pills)
        chip = None if self.sevens else ART.token(int(9 * s))
        return draw_seat_panel(surface, rect, look, s, self.time, px, score_icon=chip, row_gap=10)

    def draw_seat_cards(
        self, surface: pygame.Surface, seat: int, body: pygame.Rect, s: float
    ) -> None:
        """Another seat's hand: a fan of backs and the count."""
        size = self.model.seats[seat].cards
        ax, ay = self.seat_anchor(seat)
        if not size:
            theme.blit_text(
                surface, "no cards", 13 * s, body.midleft, theme.TEXT_DIM, False, "midleft"
            )
            return
        fan = fan_of_backs(min(size, 9), int(20 * s), s)
        surface.blit(fan, fan.get_rect(center=(ax, ay)))
        r = theme.blit_text(
            surface, str(size), 22 * s, (ax + int(42 * s), ay), theme.TEXT, True, "midleft"
        )
        if body.right - r.right > 40 * s:
            word = "card" if size == 1 else "cards"
            at = (r.right + 5 * s, ay + 3 * s)
            theme.blit_text(surface, word, 13 * s, at, theme.TEXT_DIM, anchor="midleft")

    def draw_own(self, surface: pygame.Surface, s: float) -> None:
        """The bottom seat's panel: its header, then its hand (face down for a
        spectator) and the side with the action button."""
        seat = self.bottom_seat()
        self.draw_panel(surface, seat, self.own_rect, s, OWN_NAME_PX)
        self.hand_hits = []
        if not self.sees_private(seat):
            self.draw_hidden_hand(surface, self.model.seats[seat].cards, s)
        else:
            self.draw_hand(surface, self.human_to_move(), s)
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
        """What the person looking should do now (empty when it is not their turn)."""
        if self.finished or self.viewer is None or not self.human_to_move():
            return "", theme.TEXT
        auto = self.app.settings.auto_forced and self.auto_ply == self.session.ply
        if self.must_pay():
            if self.state.legal_actions()[0] is PAY:
                return "No card fits — you must pay 1 token", (255, 170, 90)
            return "No card fits — you pass", (255, 170, 90)
        if auto:
            return "Only one card fits — it plays itself", theme.ACCENT
        if self.sel_card is not None and len(self.legal_plays().get(self.sel_card, [])) > 1:
            return "Two places fit: click one, or ↑/↓ then Enter", theme.ACCENT
        return "Your turn: play a lifted card", theme.ACCENT

    def forced_word(self) -> str:
        """What the forced move that plays itself does ("Paying…" or "Passing…")."""
        return "Paying…" if self.state.legal_actions()[0] is PAY else "Passing…"

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
                text, sub = (
                    (self.forced_word() if self.app.settings.auto_forced else "Pay in a moment…"),
                    "nothing fits",
                )
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
