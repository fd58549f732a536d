"""Nyet! card and token art, drawn with vector shapes and font glyphs, cached per size.

Every card colour carries a symbol as well (red ▲, blue ●, yellow ★, green ◆), and every
seat token carries the seat's initial, so no information is given by colour alone (red
and green never differ only by hue). Nothing here knows a rule: cards are the engine's
codes (``colour * 16 + value``).
"""

from __future__ import annotations

import pygame

from game.games.nyet.cards import VALUES, colour_of, value_of
from scenes.core import theme
from scenes.core.card_surfaces import CardArtBase, number_image, underlined

# Card colours, in the engine's order (red, blue, yellow, green); their names are in
# scenes.games.nyet.words (translated).
SYMBOLS = ("▲", "●", "★", "◆")
FILLS: tuple[tuple[int, int, int], ...] = (
    (206, 58, 52),
    (44, 104, 206),
    (238, 188, 36),
    (46, 150, 84),
)
# Ink for values and symbols on the cream face (yellow darkened for contrast).
INKS: tuple[tuple[int, int, int], ...] = (
    (186, 40, 36),
    (30, 84, 186),
    (168, 120, 0),
    (26, 120, 62),
)
FACE = (252, 248, 238)

# Seat token colours (always drawn with the seat's initial on them).
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (132, 84, 196),
    (224, 118, 40),
    (32, 160, 166),
    (214, 80, 140),
    (104, 118, 134),
)
TEAM_COLOURS: tuple[tuple[int, int, int], ...] = ((230, 170, 40), (96, 150, 220))
TEAM_MARKS = ("★", "●")


class NyetArt(CardArtBase):
    """Nyet! faces, backs, symbols and seat tokens, drawn once per size and cached."""

    MIN_WIDTH = 6

    def __init__(self, limit: int = 500) -> None:
        super().__init__(limit)

    # Public surfaces ----------------------------------------------------------------
    def face(self, card: int, width: int) -> pygame.Surface:
        """The face of ``card`` at ``width`` pixels."""
        width = max(10, int(width))
        return self._cached(("face", card, width), lambda: self._draw_face(card, width))

    def back(self, width: int) -> pygame.Surface:
        """The common card back."""
        width = max(6, int(width))
        return self._cached(("back", width), lambda: self._draw_back(width))

    def glow(self, width: int, color: tuple[int, int, int]) -> pygame.Surface:
        """A soft outline around a card of ``width`` (larger than the card)."""
        width = self._width(width)
        return self.outline_glow(width, color, max(3, width // 12), 230)

    def symbol(
        self, colour: int, px: int, color: tuple[int, int, int] | None = None
    ) -> pygame.Surface:
        """The colour's symbol glyph in its ink (or ``color``)."""
        return theme.text(SYMBOLS[colour], px, color or INKS[colour], bold=True)

    def swatch(self, colour: int, size: int) -> pygame.Surface:
        """A rounded colour tile with the colour's symbol on it (for the board)."""
        size = max(8, int(size))

        def make() -> pygame.Surface:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(surf, FILLS[colour], surf.get_rect(), border_radius=size // 4)
            pygame.draw.rect(
                surf, (255, 255, 255, 150), surf.get_rect(), max(1, size // 16), size // 4
            )
            glyph = theme.font(int(size * 0.62), bold=True).render(
                SYMBOLS[colour], True, (255, 255, 255)
            )
            surf.blit(glyph, glyph.get_rect(center=(size // 2, size // 2 + size // 24)))
            return surf

        return self._cached(("swatch", colour, size), make)

    def token(self, seat: int, initial: str, radius: int, ring: bool = True) -> pygame.Surface:
        """A seat's round token: its colour with its initial (never colour alone)."""
        radius = max(5, int(radius))

        def make() -> pygame.Surface:
            d = 2 * radius + 2
            surf = pygame.Surface((d, d), pygame.SRCALPHA)
            c = (radius + 1, radius + 1)
            base = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
            pygame.draw.circle(surf, (0, 0, 0, 90), (c[0], c[1] + max(1, radius // 6)), radius)
            pygame.draw.circle(surf, base, c, radius)
            if ring:
                pygame.draw.circle(surf, (250, 244, 230), c, radius, max(1, radius // 6))
            glyph = theme.font(int(radius * 1.1), bold=True).render(
                initial[:1].upper(), True, (255, 255, 255)
            )
            surf.blit(glyph, glyph.get_rect(center=(c[0], c[1] + max(0, radius // 12))))
            return surf

        return self._cached(("token", seat, initial, radius, ring), make)

    def bonus_card(self, width: int) -> pygame.Surface:
        """The Bonus card (doubles its holder's round points)."""
        width = max(10, int(width))

        def make() -> pygame.Surface:
            h = self.height(width)
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            radius = max(3, width // 8)
            pygame.draw.rect(surf, (255, 214, 90), surf.get_rect(), border_radius=radius)
            pygame.draw.rect(
                surf, (150, 96, 10), surf.get_rect(), max(1, width // 20), border_radius=radius
            )
            big = theme.font(int(width * 0.46), bold=True).render("×2", True, (110, 66, 0))
            surf.blit(big, big.get_rect(center=(width // 2, h // 2)))
            return surf

        return self._cached(("bonus", width), make)

    # Drawing ------------------------------------------------------------------------
    def _draw_face(self, card: int, w: int) -> pygame.Surface:
        colour, value = colour_of(card), value_of(card)
        h = self.height(w)
        ink = INKS[colour]
        fill = FILLS[colour]
        radius = max(3, w // 9)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, FACE, surf.get_rect(), border_radius=radius)
        # A coloured frame: the colour reads from the edge even when cards overlap.
        frame = max(2, w // 14)
        pygame.draw.rect(surf, fill, surf.get_rect(), frame, border_radius=radius)
        inner = surf.get_rect().inflate(-2 * frame - max(2, w // 16), -2 * frame - max(2, w // 16))
        tint = theme.lerp_color(fill, FACE, 0.86)
        pygame.draw.rect(surf, tint, inner, border_radius=max(2, radius - frame))
        pygame.draw.rect(surf, (90, 80, 70), surf.get_rect(), 1, border_radius=radius)
        # Centre: the value, the symbol under it.
        bar = underlined(value, VALUES)  # a 6 and a 9: which way up
        big = number_image(str(value), int(w * 0.46), ink, bar)
        surf.blit(big, big.get_rect(center=(w // 2, int(h * 0.44))))
        sym = theme.font(int(w * 0.3), bold=True).render(SYMBOLS[colour], True, ink)
        surf.blit(sym, sym.get_rect(center=(w // 2, int(h * 0.74))))
        # Corner indices (top-left and, rotated, bottom-right): value over symbol.
        if w >= 28:
            px = max(8, int(w * 0.22))
            corner = pygame.Surface((int(px * 1.5), int(px * 2.1)), pygame.SRCALPHA)
            num = number_image(str(value), px, ink, bar)
            small = theme.font(max(6, int(px * 0.8)), bold=True).render(SYMBOLS[colour], True, ink)
            corner.blit(num, num.get_rect(midtop=(corner.get_width() // 2, 0)))
            corner.blit(small, small.get_rect(midtop=(corner.get_width() // 2, int(px * 1.02))))
            pad = frame + max(1, w // 30)
            surf.blit(corner, (pad - max(0, w // 40), pad))
            flipped = pygame.transform.rotate(corner, 180)
            surf.blit(flipped, flipped.get_rect(bottomright=(w - pad + max(0, w // 40), h - pad)))
        return surf

    def _draw_back(self, w: int) -> pygame.Surface:
        h = self.height(w)
        radius = max(2, w // 9)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        base = (52, 46, 96)
        pygame.draw.rect(surf, (244, 236, 220), surf.get_rect(), border_radius=radius)
        inner = surf.get_rect().inflate(-max(2, w // 8), -max(2, w // 8))
        pygame.draw.rect(surf, base, inner, border_radius=max(2, radius - 1))
        if w >= 16:
            # Four small quarters in the four colours, each with its symbol shape: the
            # back names the game's colours without relying on hue.
            q = inner.inflate(-max(4, w // 5), -max(4, w // 3))
            half_w, half_h = q.width // 2, q.height // 2
            for i, (dx, dy) in enumerate(((0, 0), (1, 0), (0, 1), (1, 1))):
                cell = pygame.Rect(q.x + dx * half_w, q.y + dy * half_h, half_w, half_h)
                pygame.draw.rect(
                    surf, theme.lerp_color(FILLS[i], base, 0.35), cell.inflate(-2, -2), 0, 3
                )
            if w >= 40:
                label = theme.font(int(w * 0.2), bold=True).render("NYET", True, (250, 244, 230))
                plate = label.get_rect(center=inner.center).inflate(w // 10, w // 20)
                pygame.draw.rect(surf, base, plate, border_radius=4)
                surf.blit(label, label.get_rect(center=inner.center))
        return surf
