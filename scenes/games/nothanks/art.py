"""Card and chip art, drawn with vector shapes at the exact pixel size and cached.

A card is whatever a game's view holds: an ``int`` is a number card; other kinds of card
bring a renderer (:func:`register_renderer`, as :mod:`scenes.games.nothanks.specials` does for
the special cards); nothing here decides what a card does.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.nothanks.core import ALL_CARDS
from scenes.core import theme
from scenes.core.card_surfaces import CardArtBase, number_image, underlined
from scenes.core.i18n import current


def number_color(value: int) -> tuple[int, int, int]:
    """Ink colour of a number card: cool for low numbers, hot for high ones."""
    t = max(0.0, min(1.0, (value - 3) / 32))
    stops = [(30, 110, 170), (40, 140, 90), (210, 140, 20), (200, 50, 40)]
    seg = min(2, int(t * 3))
    local = t * 3 - seg
    return theme.lerp_color(stops[seg], stops[seg + 1], local)


Renderer = Callable[[object, int, int, bool], pygame.Surface]
_RENDERERS: list[tuple[Callable[[object], bool], Renderer]] = []


def register_renderer(matches: Callable[[object], bool], renderer: Renderer) -> None:
    """Use ``renderer(card, w, h, colourblind)`` for cards where ``matches(card)``."""
    _RENDERERS.insert(0, (matches, renderer))


class CardArt(CardArtBase):
    """Card faces, backs and chips, drawn once per (card, size) and cached."""

    def __init__(self, colourblind: bool = False, limit: int = 600) -> None:
        super().__init__(limit)
        self.colourblind = colourblind

    def set_colourblind(self, value: bool) -> None:
        if value != self.colourblind:
            self.colourblind = value
            self.clear_cache()

    def face(self, card: object, width: int) -> pygame.Surface:
        width = max(8, int(width))
        # A special card's face has words: one drawing per language.
        words = None if isinstance(card, int) else current()
        return self._cached(("face", card, width, words), lambda: self._draw_face(card, width))

    def tucked(self, card: object, width: int) -> pygame.Surface:
        """A card as it shows tucked under the card before it in a run: a number card's
        corner numbers only, without the big numeral (whose cut-off part would run into
        the next card's: a run then reads "20 21 22", never "2021"). Special cards are
        never in a run and keep their face."""
        width = max(8, int(width))
        if not isinstance(card, int) or isinstance(card, bool):
            return self.face(card, width)
        return self._cached(
            ("tucked", card, width),
            lambda: self._draw_number(card, width, self.height(width), False),
        )

    def sliver(self, card: object, width: int) -> pygame.Surface:
        """A run card tucked too tightly for its number to read: its face in the card's
        colour without numbers (the run's range label says which cards it holds)."""
        width = max(8, int(width))
        if not isinstance(card, int) or isinstance(card, bool):
            return self.face(card, width)
        return self._cached(
            ("sliver", card, width),
            lambda: self._draw_number(card, width, self.height(width), False, False),
        )

    def back(self, kind: str, width: int) -> pygame.Surface:
        """A card back: ``normal`` (number and red cards) or ``green``."""
        width = max(8, int(width))
        return self._cached(("back", kind, width), lambda: self._draw_back(kind, width))

    def highlight(self, width: int, color: tuple[int, int, int]) -> pygame.Surface:
        """A soft glow around a card that can be chosen."""
        width = self._width(width)
        return self.outline_glow(width, color, max(3, width // 14), 200)

    def chip(self, radius: int) -> pygame.Surface:
        radius = max(3, int(radius))
        return self._cached(("chip", radius), lambda: self._draw_chip(radius))

    # Drawing ------------------------------------------------------------------------
    def _base(self, w: int, h: int, fill: theme.Color, edge: theme.Color) -> pygame.Surface:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, w // 9)
        pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, edge, surf.get_rect(), max(1, w // 60), border_radius=radius)
        return surf

    def _draw_face(self, card: object, w: int) -> pygame.Surface:
        h = self.height(w)
        for matches, renderer in _RENDERERS:
            if matches(card):
                return renderer(card, w, h, self.colourblind)
        return self._draw_number(int(card), w, h)  # type: ignore[call-overload]

    def _draw_number(
        self, value: int, w: int, h: int, big_numeral: bool = True, numbers: bool = True
    ) -> pygame.Surface:
        surf = self._base(w, h, theme.CARD_FACE, theme.CARD_EDGE)
        ink = number_color(value)
        inset = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 8), -max(4, w // 8))
        pygame.draw.rect(
            surf,
            theme.lerp_color(ink, theme.CARD_FACE, 0.8),
            inset,
            max(1, w // 40),
            border_radius=max(2, w // 12),
        )
        if not numbers:
            return surf
        bar = underlined(value, ALL_CARDS)  # a 6 and a 9: which way up
        if big_numeral:
            big = number_image(str(value), int(w * 0.5), ink, bar)
            surf.blit(big, big.get_rect(center=(w // 2, h // 2 + h // 40)))
        else:  # a tucked run card: its number in the strip that shows, right of centre
            mid = number_image(str(value), max(7, int(w * 0.3)), ink, bar)
            if mid.get_width() > w * 0.42:
                k = w * 0.42 / mid.get_width()
                mid = pygame.transform.smoothscale(
                    mid, (max(1, int(mid.get_width() * k)), max(1, int(mid.get_height() * k)))
                )
            surf.blit(mid, mid.get_rect(center=(w - w // 4 - w // 40, h // 2 + h // 40)))
        if w >= 30 or not big_numeral:
            small = number_image(str(value), max(7, int(w * 0.2)), ink, bar)
            surf.blit(small, (max(2, w // 14), max(1, w // 30)))
            surf.blit(small, small.get_rect(topright=(w - max(2, w // 14), max(1, w // 30))))
            flipped = pygame.transform.rotate(small, 180)
            surf.blit(
                flipped, flipped.get_rect(bottomright=(w - max(2, w // 14), h - max(1, w // 30)))
            )
        return surf

    def _draw_back(self, kind: str, w: int) -> pygame.Surface:
        h = self.height(w)
        green = kind == "green"
        base = theme.CARD_BACK_GREEN if green else theme.CARD_BACK
        surf = self._base(w, h, base, (250, 240, 225))
        inner = pygame.Rect(0, 0, w, h).inflate(-max(6, w // 6), -max(6, w // 6))
        dark = theme.lerp_color(base, (0, 0, 0), 0.3)
        light = theme.lerp_color(base, (255, 255, 255), 0.25)
        pygame.draw.rect(surf, dark, inner, border_radius=max(2, w // 14))
        step = max(5, w // 6)
        clip = surf.get_clip()
        surf.set_clip(inner)
        for x in range(inner.x - inner.height, inner.right + inner.height, step):
            pygame.draw.line(
                surf, light, (x, inner.y), (x + inner.height, inner.bottom), max(1, w // 40)
            )
            pygame.draw.line(
                surf, light, (x + inner.height, inner.y), (x, inner.bottom), max(1, w // 40)
            )
        surf.set_clip(clip)
        pygame.draw.rect(
            surf, (250, 240, 225), inner, max(1, w // 40), border_radius=max(2, w // 14)
        )
        r = max(4, w // 5)
        pygame.draw.circle(surf, (250, 240, 225), inner.center, r)
        pygame.draw.circle(surf, base, inner.center, r - max(1, w // 40))
        mark = "+" if green else "N"
        if self.colourblind:
            mark = "G" if green else "R"
        glyph = theme.font(int(r * 1.3), bold=True).render(mark, True, (250, 240, 225))
        surf.blit(glyph, glyph.get_rect(center=inner.center))
        return surf

    def _draw_chip(self, r: int) -> pygame.Surface:
        size = 2 * r + 2
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = (r + 1, r + 1)
        pygame.draw.circle(surf, (0, 0, 0, 90), (c[0], c[1] + max(1, r // 5)), r)
        pygame.draw.circle(surf, theme.CHIP, c, r)
        pygame.draw.circle(surf, theme.CHIP_EDGE, c, r, max(1, r // 4))
        for k in range(6):
            import math

            a = k * math.pi / 3
            x = c[0] + math.cos(a) * (r - max(1, r // 8))
            y = c[1] + math.sin(a) * (r - max(1, r // 8))
            pygame.draw.circle(surf, theme.CHIP, (int(x), int(y)), max(1, r // 6))
        pygame.draw.circle(
            surf, theme.lerp_color(theme.CHIP, (255, 255, 255), 0.25), c, max(2, r // 2)
        )
        return surf


def flip_surface(front: pygame.Surface, back: pygame.Surface, progress: float) -> pygame.Surface:
    """A card mid-flip: 0 shows the back, 1 the front, squeezed horizontally in between."""
    import math

    show = back if progress < 0.5 else front
    squeeze = abs(math.cos(progress * math.pi))
    w = max(1, int(show.get_width() * squeeze))
    return pygame.transform.scale(show, (w, show.get_height()))
