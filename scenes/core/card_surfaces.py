"""What every game's card art shares: a size-keyed surface cache, the card shape, and
the shadow, veil and glow drawn around cards.

Each game's art class (No Thanks! cards, Nyet! cards, playing cards) subclasses
:class:`CardArtBase` and adds its faces and backs. Surfaces are drawn once per key and
kept; the least recently used are dropped beyond ``limit``, so resizing the window never
grows memory without bound.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Collection
from typing import Protocol

import pygame

from scenes.core import theme
from scenes.core.fonts import design_text_size

CARD_RATIO = 1.42  # height / width of every card in the app


def card_height(width: int) -> int:
    """Height of a card ``width`` pixels wide."""
    return round(width * CARD_RATIO)


#: Each digit as it reads turned upside down (180°); a digit not listed reads as none.
TURNED_DIGITS = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}


def turned_number(number: int) -> int | None:
    """What ``number`` reads as upside down (``6`` → 9, ``16`` → 91, ``68`` → 89), or
    None when it reads as no number (a 7 in it, or a leading 0 as in ``10`` → "01")."""
    text = str(number)
    if number < 0 or any(digit not in TURNED_DIGITS for digit in text):
        return None
    turned = "".join(TURNED_DIGITS[digit] for digit in reversed(text))
    return None if len(turned) > 1 and turned.startswith("0") else int(turned)


def underlined(number: int, deck: Collection[int]) -> bool:
    """True when ``number`` turned upside down reads as another card of ``deck`` (a 6
    and a 9 of 3–35; 66 and 99, 68 and 89 of a bigger deck): its index is underlined,
    as printed cards do, so a corner drawn upside down still tells which it is."""
    turned = turned_number(number)
    return turned is not None and turned != number and turned in deck


def number_image(text: str, px: float, ink: theme.Color, underline: bool) -> pygame.Surface:
    """A card's number drawn bold at ``px`` in ``ink``; ``underline``: with a bar under
    its baseline (see :func:`underlined`), inside the image, so turning the image turns
    the bar with it."""
    font = theme.font(px, bold=True)
    image = font.render(text, True, ink)
    if underline:
        height, width = image.get_height(), image.get_width()
        thick = max(1, round(height / 13))
        y = min(height - thick, font.get_ascent() + thick)
        inset = max(1, width // 12)
        pygame.draw.rect(image, ink, (inset, y, width - 2 * inset, thick))
    return image


class CardArtBase:
    """A surface cache plus the card-shaped effects; subclasses draw faces and backs."""

    MIN_WIDTH = 8
    SHADOW_RGBA: tuple[int, int, int, int] = (0, 0, 0, 80)
    VEIL_RGBA: tuple[int, int, int, int] = (20, 26, 34, 150)

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def _cached(
        self, key: tuple[object, ...], make: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        """The surface for ``key``, drawn by ``make`` the first time."""
        surf = self._cache.get(key)
        if surf is None:
            with design_text_size():  # a card's print does not grow with the text size
                surf = make()
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def clear_cache(self) -> None:
        """Forget every drawn surface (after a style change)."""
        self._cache.clear()

    @staticmethod
    def height(width: int) -> int:
        return card_height(width)

    def _width(self, width: float) -> int:
        return max(self.MIN_WIDTH, int(width))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft card-shaped shadow (blit it a few pixels down-right of the card)."""
        width = self._width(width)
        return self._cached(
            ("shadow", width),
            lambda: theme.rounded_panel(
                (width, card_height(width)), self.SHADOW_RGBA, max(3, width // 9)
            ),
        )

    def dim(self, width: int) -> pygame.Surface:
        """A translucent veil over a card that cannot be played now."""
        width = self._width(width)
        return self._cached(
            ("dim", width),
            lambda: theme.rounded_panel(
                (width, card_height(width)), self.VEIL_RGBA, max(3, width // 9)
            ),
        )

    def outline_glow(
        self,
        width: int,
        color: tuple[int, int, int],
        pad: int,
        strength: int,
        falloff: float = 1.0,
        edge: int = 0,
    ) -> pygame.Surface:
        """A glow ``pad`` pixels outside a card: rings fading outwards from ``strength``
        alpha (``falloff`` > 1 fades faster), plus a solid ``edge`` line if > 0."""
        width = self._width(width)
        h = card_height(width)

        def make() -> pygame.Surface:
            surf = pygame.Surface((width + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
            for i in range(pad, 0, -1):
                alpha = int(strength * (1 - i / (pad + 1)) ** falloff)
                pygame.draw.rect(
                    surf,
                    (*color, alpha),
                    surf.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                    2,
                    border_radius=max(3, width // 9) + i,
                )
            if edge > 0:
                pygame.draw.rect(
                    surf,
                    (*color, 255),
                    surf.get_rect().inflate(-2 * pad + 2, -2 * pad + 2),
                    edge,
                    border_radius=max(3, width // 9) + 1,
                )
            return surf

        return self._cached(("glow", width, color, pad, strength, falloff, edge), make)


class HouseArt(Protocol):
    """The app's own card art (the host's ``cards``: menu and settings decoration, and the
    table of the game whose art it is): faces, backs, chips and the shared effects."""

    def set_colourblind(self, value: bool) -> None: ...

    def face(self, card: object, width: int) -> pygame.Surface: ...

    def tucked(self, card: object, width: int) -> pygame.Surface: ...

    def back(self, kind: str, width: int) -> pygame.Surface: ...

    def highlight(self, width: int, color: tuple[int, int, int]) -> pygame.Surface: ...

    def chip(self, radius: int) -> pygame.Surface: ...

    def shadow(self, width: int) -> pygame.Surface: ...

    @staticmethod
    def height(width: int) -> int: ...
