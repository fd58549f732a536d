"""The Play or Pay board: the sequences of each suit in their lanes (drawn once per change
into one layer), the places the viewer's playable cards may go, and the lane tooltips."""

from __future__ import annotations

import math

import pygame

from game.playorpay.actions import Play
from scenes.core import theme
from scenes.playorpay.art import SUIT_SYMBOLS, SUIT_WORDS, card_label, rank_of, suit_of
from scenes.playorpay.layout import ART, SUIT_ROWS, PlayOrPayLayout


class PlayOrPayBoard(PlayOrPayLayout):
    """Draws the board from the display model."""

    def lanes(self, suit: int) -> list[tuple[int, int]]:
        """``suit``'s sequences as (low rank, high rank), in the order they were started."""
        return [(rank_of(low), rank_of(high)) for low, high in self.model.sequences[suit]]

    def board_layer(self, s: float) -> pygame.Surface:
        """The felt, lanes and every card on the board as one opaque surface, redrawn only
        when a sequence changes (a frame then costs one blit for the whole board)."""
        key = (self.model.sequences, self.board.size)
        if self._board_layer is not None and self._board_key == key:
            return self._board_layer
        board = self.board
        layer = theme.felt_background(self.size).subsurface(board).copy()
        if self.board_bg is not None:
            layer.blit(self.board_bg, (0, 0))
        cw = self.board_cw
        slot_col = (170, 220, 190, 150)
        for suit in range(4):
            seqs = self.lanes(suit)
            for lane, (lo, hi) in enumerate(seqs[: self.decks]):
                # The open ends first (the cards overlap them), then the sequence.
                for rank in (lo - 1, hi + 1):
                    if 0 <= rank <= 12:
                        r = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                        layer.blit(ART.slot(cw, slot_col), r)
                for rank in range(lo, hi + 1):
                    r = self.slot_rect(suit, lane, rank).move(-board.x, -board.y)
                    if rank == lo:
                        layer.blit(ART.shadow(cw), r.move(2, 3))
                    layer.blit(ART.face(suit * 13 + rank, cw), r)
            if len(seqs) < self.decks:
                lane = len(seqs)
                lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane).move(-board.x, -board.y)
                if self.sevens:
                    r = self.slot_rect(suit, lane, 6).move(-board.x, -board.y)
                    layer.blit(ART.slot(cw, slot_col, "7"), r)
                    text = f"a 7 of {SUIT_SYMBOLS[suit]} starts a sequence"
                else:
                    text = f"any {SUIT_SYMBOLS[suit]} card starts a sequence"
                if lane == 0 or not self.sevens:
                    theme.blit_text(
                        layer,
                        text,
                        13 * s,
                        (lane_r.right - 10 * s, lane_r.y + 8 * s),
                        (150, 200, 175),
                        anchor="topright",
                    )
        self._board_layer = layer.convert()
        self._board_key = key
        return self._board_layer

    def draw_board(self, surface: pygame.Surface, s: float) -> None:
        surface.blit(self.board_layer(s), self.board)
        cw = self.board_cw
        plays = self.legal_plays()
        focus = self.sel_card if self.sel_card is not None else self.hover_card
        focus_plays = plays.get(focus, []) if focus is not None else []
        self.target_hits = []
        # Where the viewer can play now: every target of every playable card.
        targets: dict[tuple[int, int, int], list[Play]] = {}
        for card, card_plays in plays.items():
            for play in card_plays:
                targets.setdefault((suit_of(card), play.target, rank_of(card)), []).append(play)
        # Targets of the viewer's playable cards, strongest for the focused card.
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        for (suit, lane, rank), target_plays in targets.items():
            r = self.slot_rect(suit, lane, rank)
            seqs = self.lanes(suit)
            clip = None
            if lane < len(seqs) and rank == seqs[lane][0] - 1:
                # Below the low end: the sequence's first card lies over this place.
                low_x = self.slot_rect(suit, lane, seqs[lane][0]).x
                pad = ART.glow_pad(cw)
                clip = pygame.Rect(r.x - pad, r.y - pad, low_x - r.x + pad, r.height + 2 * pad)
                surface.set_clip(clip)
            focused = any(p in focus_plays for p in target_plays)
            if focused:
                play = next(p for p in target_plays if p in focus_plays)
                surface.blit(ART.ghost(play.card, cw, 170), r)
                glow = ART.glow(cw, theme.ACCENT)
                surface.blit(glow, glow.get_rect(center=r.center))
                self.target_hits.append((r, play))
                if len(focus_plays) > 1:
                    index = focus_plays.index(play)
                    chosen = index == self.sel_target and self.sel_card == play.card
                    theme.blit_text(
                        surface,
                        f"{index + 1}" + (" ◀" if chosen else ""),
                        15 * s,
                        (r.right + 4 * s, r.y - 2 * s),
                        theme.ACCENT,
                        bold=True,
                        anchor="bottomleft",
                    )
            elif self.sevens or lane < len(seqs):
                alpha = 90 + 10 * int(9 * pulse)
                surface.blit(ART.slot(cw, (255, 214, 110, alpha)), r)
            if clip is not None:
                surface.set_clip(None)
        # Empty lanes any of the viewer's cards may start: the whole lane glows once.
        if not self.sevens:
            startable = {
                (suit, lane) for suit, lane, _ in targets if lane == len(self.model.sequences[suit])
            }
            color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
            for suit, lane in startable:
                lane_r = self.lane_rect(SUIT_ROWS.index(suit), lane)
                pygame.draw.rect(surface, color, lane_r, max(2, int(2 * s)), int(10 * s))

    def lane_tip(self, suit: int, lane: int) -> str:
        seqs = self.lanes(suit)
        word = SUIT_WORDS[suit]
        if lane < len(seqs):
            lo, hi = seqs[lane]
            ends = []
            if lo > 0:
                ends.append(card_label(suit * 13 + lo - 1))
            if hi < 12:
                ends.append(card_label(suit * 13 + hi + 1))
            nxt = " or ".join(ends) if ends else "nothing (complete)"
            return (
                f"{word.capitalize()} sequence {lane + 1}: {card_label(suit * 13 + lo)} to "
                f"{card_label(suit * 13 + hi)}. Next: {nxt}."
            )
        if lane > len(seqs):
            return f"A second {word} sequence can start once the first one exists."
        first = "a 7" if self.sevens else "any card"
        return f"No {word} sequence here yet: {first} of {word} starts one."
