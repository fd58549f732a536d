"""The Play or Pay table: the other seats along the top, the sequences in the middle (one
row per suit, one lane per sequence, each card at its rank's column so a sequence visibly
grows both ways), the pot and the hand of the person looking at the bottom.

What is drawn comes from the display model (:mod:`scenes.playorpay.model`): built from the
viewer's view at the start, after the animations of each action and on a change of
viewer, and folded forward by each rules event as it animates; no rule is decided here. Playable
cards are the legal actions the engine lists. Other seats' hands are drawn face down from
their counts only, so pass-and-play never shows a hidden card.

Input: click a lifted card to play it (a card that fits two sequences asks which: click
the glowing place, or use Up/Down); Left/Right choose a card, Enter or Space plays it.
When nothing fits, "Pay 1 token" (P / Enter) appears after a short pause.

The table is built in layers, one module each: :mod:`~scenes.playorpay.layout` (places
and the model), :mod:`~scenes.playorpay.board`, :mod:`~scenes.playorpay.seats`,
:mod:`~scenes.playorpay.motion` (event animations) and this one (controls, input, log,
frame); :mod:`~scenes.playorpay.words` holds the wording.
"""

from __future__ import annotations

import pygame

from game.contract import Action
from game.events import GameEvent
from game.playorpay.actions import PASS, PAY, Play
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.playorpay.layout import ART, SUIT_ROWS
from scenes.playorpay.motion import PlayOrPayMotion
from scenes.playorpay.words import event_line, playorpay_breakdown
from scenes.table.scene import Control, Sprite

__all__ = ["ART", "PlayOrPayTable", "playorpay_breakdown"]

#: Seconds the forced Pay waits before its button appears (times the animation speed).
PAY_PAUSE = 1.0
#: Seconds a forced move is shown before it plays itself (setting on; times the speed).
AUTO_PAUSE = 0.6


class PlayOrPayTable(PlayOrPayMotion):
    """The Play or Pay table scene."""

    # Controls ---------------------------------------------------------------------------
    def controls_for(self, legal: list[Action]) -> list[Control]:
        """Only the forced Pay / Pass gets a button (plays are made on the cards), and
        only after a short pause so the player sees that nothing fits."""
        if not legal or isinstance(legal[0], Play) or self.app.settings.auto_forced:
            return []
        if self.forced_ply != self.session.ply:
            self.forced_ply = self.session.ply
            self.forced_at = self.time
        if self.time - (self.forced_at or 0.0) < PAY_PAUSE * self.speed:
            return []
        keys = (pygame.K_p, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if legal[0] is PAY:
            return [
                Control(
                    PAY,
                    "Pay 1 token",
                    keys,
                    "P / Enter",
                    "danger",
                    "No card in your hand fits any sequence: pay one token into the pot.",
                )
            ]
        if legal[0] is PASS:
            tip = (
                "No card fits: pass."
                if self.sevens
                else "No card fits and you have no tokens: pass for free."
            )
            return [Control(PASS, "Pass", keys, "P / Enter", "secondary", tip)]
        return []

    def selectable(self) -> list[int]:
        """The viewer's playable cards in hand order (one entry per distinct card)."""
        plays = self.legal_plays()
        out: list[int] = []
        for card in self.shown_hand():
            if card in plays and card not in out:
                out.append(card)
        return out

    def play_card(self, card: int, target_index: int = 0) -> None:
        plays = self.legal_plays().get(card)
        if not plays:
            return
        action = plays[min(target_index, len(plays) - 1)]
        self.sel_card = None
        self.sel_target = 0
        self.hover_card = None
        self.play(action)

    # Log --------------------------------------------------------------------------------
    def describe_event(self, event: GameEvent) -> str | None:
        if not isinstance(event, GameEvent):
            return None
        return event_line(event, self.session.seat_label)

    # Input ------------------------------------------------------------------------------
    def handle_table_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_card = self.card_at(event.pos)
            return
        if not self.human_to_move():
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, action in self.target_hits:
                if rect.collidepoint(event.pos) and self.sel_card == action.card:
                    plays = self.legal_plays().get(action.card, [])
                    if action in plays:
                        self.play_card(action.card, plays.index(action))
                    return
            card = self.card_at(event.pos)
            if card is None:
                return
            plays = self.legal_plays().get(card, [])
            if not plays:
                return
            if len(plays) == 1:
                self.play_card(card)
            elif self.sel_card == card:
                self.play_card(card, self.sel_target)
            else:
                self.sel_card, self.sel_target = card, 0
        elif event.type == pygame.KEYDOWN:
            cards = self.selectable()
            if not cards:
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                step = 1 if event.key == pygame.K_RIGHT else -1
                if self.sel_card in cards:
                    i = (cards.index(self.sel_card) + step) % len(cards)
                else:
                    i = 0 if step > 0 else len(cards) - 1
                self.sel_card, self.sel_target = cards[i], 0
            elif event.key in (pygame.K_UP, pygame.K_DOWN) and self.sel_card in cards:
                count = len(self.legal_plays()[self.sel_card])
                self.sel_target = (self.sel_target + 1) % count
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                card = self.sel_card if self.sel_card in cards else cards[0]
                self.play_card(card, self.sel_target if card == self.sel_card else 0)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for rect, card in reversed(self.hand_hits):
            if rect.collidepoint(pos):
                return card
        return None

    def table_tooltip(self) -> str | None:
        mx, my = self.app.mouse
        if self.board.collidepoint(mx, my):
            for row, suit in enumerate(SUIT_ROWS):
                for lane in range(self.decks):
                    if self.lane_rect(row, lane).collidepoint(mx, my):
                        return self.lane_tip(suit, lane)
        for seat, rect in self.seat_rects.items():
            if seat != self.bottom_seat() and rect.collidepoint(mx, my):
                return self.seat_tip(seat)
        if self.pot_rect.collidepoint(mx, my) and not self.sevens:
            return (
                f"The pot: {self.model.pot} token{'s' if self.model.pot != 1 else ''}. "
                "The first player out of cards takes it."
            )
        return None

    # Frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if (
            not self.animating
            and not self.queue
            and self.synced_ply != self.session.ply
            and self.banner is None
            and not self.sprites
        ):
            self.sync_display()
        if not self.human_to_move():
            self.sel_card = None
        else:
            self.auto_play_forced()

    def auto_play_forced(self) -> None:
        """With the setting on, the human's only legal move (one card that fits one
        place, or the forced Pay / Pass) plays itself after a short pause: the card is
        lifted and the reason shown meanwhile, then it flies like any other move."""
        ply = self.session.ply
        if not self.app.settings.auto_forced or self.auto_ply == ply:
            return
        legal = self.state.legal_actions()
        if len(legal) != 1:
            return
        self.auto_ply = ply
        action = legal[0]
        if isinstance(action, Play):
            self.sel_card, self.sel_target = action.card, 0

        def fire() -> None:
            if self.session.ply == ply and self.human_to_move():
                self.play(action)

        self.tweens.after(AUTO_PAUSE * self.speed, fire)

    def draw_table(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        ART.set_colourblind(self.app.settings.colourblind)
        surface.blit(theme.felt_background(self.size), (0, 0))
        self.draw_top_bar(surface, s)
        self.draw_board(surface, s)
        self.draw_pot(surface, s)
        for seat, rect in self.seat_rects.items():
            if seat != self.bottom_seat():
                self.draw_seat(surface, seat, rect, s)
        self.draw_own(surface, s)
        for sprite in self.sprites:
            self.draw_sprite(surface, sprite, s)
        self.draw_banner(surface, s)

    def draw_top_bar(self, surface: pygame.Surface, s: float) -> None:
        bar, r = self.draw_title_bar(surface, s, 46, 24)
        m = self.model
        bits = [f"Round {m.round} of {m.rounds}"]
        if self.sevens:
            bits.append("Sevens")
        else:
            bits.append(f"Pot {m.pot}")
        bits.append("two decks" if self.decks > 1 else "one deck")
        bits.append(f"Seed {self.session.seed}")
        theme.blit_text(
            surface,
            "   ·   ".join(bits),
            16 * s,
            (r.right + 24 * s, bar.centery),
            theme.TEXT_DIM,
            anchor="midleft",
        )

    def draw_sprite(self, surface: pygame.Surface, sprite: Sprite, s: float) -> None:
        if sprite.kind == "token":
            tok = ART.token(int(11 * s))
            surface.blit(tok, tok.get_rect(center=(int(sprite.x), int(sprite.y))))
            return
        w = max(10, int(sprite.w))
        # Flying cards change size every frame: scale one cached face instead of drawing
        # a new face per width.
        base_w = max(self.hand_cw, self.board_cw)
        base = ART.face(sprite.value, base_w) if sprite.kind == "face" else ART.back(base_w)
        surf = base if w == base_w else pygame.transform.smoothscale(base, (w, card_height(w)))
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        surface.blit(ART.shadow(w), rect.move(4, 7))
        surface.blit(surf, rect)

    def banner_frame(self, s: float) -> tuple[tuple[int, int], int]:
        return self.board.center, int(min(640 * s, self.area.width - 40 * s))
