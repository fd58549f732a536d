"""Standard playing-card art for Play or Pay: faces, backs, slots and tokens.

Cards are the engine's ints (``suit * 13 + rank``, suits clubs, diamonds, hearts,
spades; rank 0 is the ace). Every surface is drawn with vector shapes and text at the
exact pixel width asked for, once, and cached (least recently used first out).

Colour-blind safety: every face carries its suit symbol (♣ ♦ ♥ ♠) in both corners and in
the middle, so red/black is never the only distinction; with the colour-blind setting
the four-colour deck is used as well (diamonds blue, clubs green).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.playorpay.cards import rank_of, suit_of
from scenes.core import theme
from scenes.core.card_surfaces import CardArtBase, card_height
from scenes.core.i18n import current
from scenes.games.playorpay.card_names import SUIT_SYMBOLS, face_label

INK_BLACK = (28, 30, 38)
INK_RED = (200, 32, 44)
FOUR_COLOUR = (
    (18, 120, 60),  # clubs: green
    (30, 86, 200),  # diamonds: blue
    (200, 32, 44),  # hearts: red
    (28, 30, 38),  # spades: black
)
FACE_FILL = (252, 250, 244)
FACE_EDGE = (150, 140, 124)
BACK_FILL = (34, 62, 120)
BACK_LIGHT = (92, 128, 196)
BACK_EDGE = (246, 240, 228)

# Pip positions (column 0/1/2 = left/middle/right, row 0..1 from top to bottom).
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: (
        (0, 0),
        (2, 0),
        (1, 1 / 6),
        (0, 1 / 3),
        (2, 1 / 3),
        (0, 2 / 3),
        (2, 2 / 3),
        (1, 5 / 6),
        (0, 1),
        (2, 1),
    ),
}


def suit_ink(suit: int, colourblind: bool) -> tuple[int, int, int]:
    """Ink colour of a suit (four colours in colour-blind mode)."""
    if colourblind:
        return FOUR_COLOUR[suit]
    return INK_RED if suit in (1, 2) else INK_BLACK


class PlayingCardArt(CardArtBase):
    """Faces, backs, shadows, highlights and slot outlines, cached per size."""

    SHADOW_RGBA = (0, 0, 0, 70)
    VEIL_RGBA = (10, 20, 30, 88)

    def __init__(self, limit: int = 900) -> None:
        super().__init__(limit)
        self.colourblind = False
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}

    def set_colourblind(self, value: bool) -> None:
        """Switch the deck's colours (clears the cache when it changes)."""
        if value != self.colourblind:
            self.colourblind = value
            self.clear_cache()
            self._layers.clear()

    def layer(self, name: str, key: object, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """A big drawn layer (the board), kept while ``key`` stays the same: one per name."""
        kept = self._layers.get(name)
        if kept is None or kept[0] != key:
            kept = self._layers[name] = (key, make())
        return kept[1]

    # Public surfaces ------------------------------------------------------------------
    def face(self, card: int, width: int) -> pygame.Surface:
        """The face of ``card`` at ``width`` pixels (its rank letter in the current
        language: faces are kept per language)."""
        width = max(10, int(width))
        key = ("face", card, width, current())
        return self._cached(key, lambda: self._draw_face(card, width))

    def ghost(self, card: int, width: int, alpha: int = 110) -> pygame.Surface:
        """A translucent face (where a card would land)."""
        width = max(10, int(width))

        def make() -> pygame.Surface:
            surf = self.face(card, width).copy()
            surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
            return surf

        return self._cached(("ghost", card, width, alpha, current()), make)

    def back(self, width: int) -> pygame.Surface:
        """The card back."""
        width = max(8, int(width))
        return self._cached(("back", width), lambda: self._draw_back(width))

    def back_rotated(self, width: int, angle: int) -> pygame.Surface:
        """The card back turned by ``angle`` degrees (for fanned hands)."""
        width = max(8, int(width))
        return self._cached(
            ("back_rot", width, angle),
            lambda: pygame.transform.rotozoom(self.back(width), angle, 1.0),
        )

    def glow(self, width: int, color: tuple[int, int, int], strength: int = 200) -> pygame.Surface:
        """A glowing outline around a card (``pad`` pixels outside it, see :meth:`glow_pad`)."""
        width = self._width(width)
        pad = self.glow_pad(width)
        return self.outline_glow(width, color, pad, strength, 1.5, max(2, width // 22))

    @staticmethod
    def glow_pad(width: int) -> int:
        return max(3, int(width) // 10)

    def slot(self, width: int, color: tuple[int, int, int, int], label: str = "") -> pygame.Surface:
        """An empty place on the table: a dashed rounded outline with an optional label."""
        width = max(8, int(width))

        def make() -> pygame.Surface:
            h = card_height(width)
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            radius = max(3, width // 9)
            pygame.draw.rect(
                surf, (color[0], color[1], color[2], color[3] // 4), surf.get_rect(), 0, radius
            )
            dash = max(3, width // 8)
            edge = pygame.Surface((width, h), pygame.SRCALPHA)
            pygame.draw.rect(edge, color, edge.get_rect(), max(1, width // 28), radius)
            # Cut gaps into the outline for a dashed look.
            for x in range(dash, width - dash, dash * 2):
                edge.fill((0, 0, 0, 0), (x, 0, dash, max(2, width // 20)))
                edge.fill((0, 0, 0, 0), (x, h - max(2, width // 20), dash, max(2, width // 20)))
            for y in range(dash, h - dash, dash * 2):
                edge.fill((0, 0, 0, 0), (0, y, max(2, width // 20), dash))
                edge.fill((0, 0, 0, 0), (width - max(2, width // 20), y, max(2, width // 20), dash))
            surf.blit(edge, (0, 0))
            if label:
                text = theme.font(max(8, int(width * 0.32)), bold=True).render(label, True, color)
                surf.blit(text, text.get_rect(center=(width // 2, h // 2)))
            return surf

        return self._cached(("slot", width, color, label), make)

    def fan(self, count: int, width: int, s: float) -> pygame.Surface:
        """``count`` card backs fanned out (another seat's hand)."""

        def make() -> pygame.Surface:
            ch = card_height(width)
            surf = pygame.Surface((int(width * 3.6), int(ch * 1.5)), pygame.SRCALPHA)
            cx, cy = surf.get_width() / 2, surf.get_height() / 2
            for i in range(count):
                t = (i - (count - 1) / 2) / max(1, count - 1) if count > 1 else 0.0
                back = self.back_rotated(width, round(-t * 14) * 2)
                x = cx + (i - (count - 1) / 2) * 6.3 * s
                surf.blit(back, back.get_rect(center=(int(x), int(cy + abs(t) * 5 * s))))
            return surf

        return self._cached(("fan", count, width, round(s, 3)), make)

    def token(self, radius: int) -> pygame.Surface:
        """A gold token (the currency of Play or Pay)."""
        radius = max(3, int(radius))
        return self._cached(("token", radius), lambda: self._draw_token(radius))

    # Drawing --------------------------------------------------------------------------
    def _draw_face(self, card: int, w: int) -> pygame.Surface:
        h = card_height(w)
        suit, rank = suit_of(card), rank_of(card)
        ink = suit_ink(suit, self.colourblind)
        symbol = SUIT_SYMBOLS[suit]
        label = face_label(rank)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surf, FACE_FILL, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, FACE_EDGE, surf.get_rect(), max(1, w // 50), border_radius=radius)
        # Corner index: rank above suit, left aligned in a strip ~40% of the width (the
        # part of the card left visible when cards overlap on the table).
        idx_px = max(8, int(w * (0.30 if len(label) == 1 else 0.27)))
        rank_s = theme.font(idx_px, bold=True, condensed=len(label) > 1).render(label, True, ink)
        suit_s = theme.font(max(7, int(w * 0.25)), bold=True).render(symbol, True, ink)
        pad_x = max(2, int(w * 0.05))
        pad_y = max(1, int(w * 0.03))
        col_w = max(rank_s.get_width(), suit_s.get_width())
        index = pygame.Surface(
            (col_w, rank_s.get_height() + suit_s.get_height() - idx_px // 6), pygame.SRCALPHA
        )
        index.blit(rank_s, rank_s.get_rect(midtop=(col_w // 2, 0)))
        index.blit(suit_s, suit_s.get_rect(midtop=(col_w // 2, rank_s.get_height() - idx_px // 6)))
        surf.blit(index, (pad_x, pad_y))
        flipped = pygame.transform.rotate(index, 180)
        surf.blit(flipped, flipped.get_rect(bottomright=(w - pad_x, h - pad_y)))
        # The middle: pips on big cards, one large symbol on small ones, a framed letter on
        # court cards.
        cx, cy = w // 2, h // 2
        if rank >= 10:
            frame = pygame.Rect(0, 0, int(w * 0.52), int(h * 0.62))
            frame.center = (cx, cy)
            tint = theme.lerp_color(ink, FACE_FILL, 0.86)
            pygame.draw.rect(surf, tint, frame, border_radius=max(2, w // 16))
            pygame.draw.rect(surf, ink, frame, max(1, w // 40), border_radius=max(2, w // 16))
            letter = theme.font(max(8, int(w * 0.34)), bold=True).render(label, True, ink)
            pip = theme.font(max(7, int(w * 0.22)), bold=True).render(symbol, True, ink)
            surf.blit(letter, letter.get_rect(center=(cx, cy - int(h * 0.07))))
            surf.blit(pip, pip.get_rect(center=(cx, cy + int(h * 0.15))))
        elif rank == 0 or w < 58:
            big = theme.font(max(9, int(w * (0.56 if rank == 0 else 0.42))), bold=True).render(
                symbol, True, ink
            )
            surf.blit(big, big.get_rect(center=(cx, cy + h // 40)))
        else:
            pip_px = max(7, int(w * 0.2))
            pip = theme.font(pip_px, bold=True).render(symbol, True, ink)
            pip_down = pygame.transform.rotate(pip, 180)
            left, right = w * 0.32, w * 0.68
            top, bottom = h * 0.2, h * 0.8
            for col, row in PIPS[rank + 1]:
                x = left + (right - left) * col / 2
                y = top + (bottom - top) * row
                img = pip_down if row > 0.5 else pip
                surf.blit(img, img.get_rect(center=(int(x), int(y))))
        return surf

    def _draw_back(self, w: int) -> pygame.Surface:
        h = card_height(w)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surf, BACK_EDGE, surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(4, w // 7), -max(4, w // 7))
        pygame.draw.rect(surf, BACK_FILL, inner, border_radius=max(2, w // 14))
        step = max(4, w // 6)
        clip = surf.get_clip()
        surf.set_clip(inner)
        for x in range(inner.x - inner.height, inner.right + inner.height, step):
            pygame.draw.line(surf, BACK_LIGHT, (x, inner.y), (x + inner.height, inner.bottom), 1)
            pygame.draw.line(surf, BACK_LIGHT, (x + inner.height, inner.y), (x, inner.bottom), 1)
        surf.set_clip(clip)
        pygame.draw.rect(surf, BACK_LIGHT, inner, max(1, w // 40), border_radius=max(2, w // 14))
        if w >= 26:
            r = max(4, w // 5)
            pygame.draw.circle(surf, BACK_EDGE, inner.center, r)
            pygame.draw.circle(surf, BACK_FILL, inner.center, r - max(1, w // 40))
            glyph = theme.font(int(r * 1.2), bold=True).render("♠", True, BACK_EDGE)
            surf.blit(glyph, glyph.get_rect(center=inner.center))
        return surf

    def _draw_token(self, r: int) -> pygame.Surface:
        size = 2 * r + 2
        surf = pygame.Surface((size, size + max(1, r // 4)), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        pygame.draw.circle(surf, (0, 0, 0, 90), (c[0], c[1] + max(1, r // 4)), r)
        gold = (236, 178, 44)
        pygame.draw.circle(surf, gold, c, r)
        pygame.draw.circle(surf, (150, 100, 16), c, r, max(1, r // 5))
        pygame.draw.circle(surf, (255, 226, 120), c, max(2, r * 3 // 5), max(1, r // 6))
        pygame.draw.circle(surf, (255, 240, 180), (c[0] - r // 3, c[1] - r // 3), max(1, r // 5))
        return surf
