"""Card and chip art, drawn with vector shapes at the exact pixel size and cached.

A card is whatever a game's view holds: an ``int`` is a number card; anything else is a
*special* card described by a :class:`FaceStyle` found with :func:`face_style` (keyed by
the card's text). Adding a new kind of card means adding a style (or a renderer with
:func:`register_renderer`); nothing here decides what a card does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import CardArtBase


@dataclass(frozen=True)
class FaceStyle:
    """How a special card looks: back colour (``green`` or ``red``), icon, title, effect."""

    back: str
    icon: str
    title: str
    effect: str


# Specials as described in DECISIONS.md §2 (text for tooltips only; rules live in game/).
SPECIAL_STYLES: dict[str, FaceStyle] = {
    "bonus5": FaceStyle("green", "−5", "Bonus 5", "Subtract 5 points at the end."),
    "bonus10": FaceStyle("green", "−10", "Bonus 10", "Subtract 10 points at the end."),
    "bonus15": FaceStyle("green", "−15", "Bonus 15", "Subtract 15 points at the end."),
    "bonus20": FaceStyle("green", "−20", "Bonus 20", "Subtract 20 points at the end."),
    "joker": FaceStyle(
        "green",
        "★",
        "Joker",
        "Counts as any number 3–40 you don't hold, placed for your lowest score.",
    ),
    "plus_per_card": FaceStyle(
        "green", "−1×", "Plus per card", "−1 point per card in your display at the end."
    ),
    "sit_out": FaceStyle(
        "green", "⏸", "Sit out", "Play it on your turn to leave the bidding on the current card."
    ),
    "give_left": FaceStyle(
        "green",
        "⇐",
        "Give left",
        "On receipt, give one card of your display to your left neighbour.",
    ),
    "peek": FaceStyle("green", "👁", "Peek", "On receipt, privately see the 9 set-aside cards."),
    "remove": FaceStyle(
        "green", "✖", "Remove", "On receipt, remove one card of your display from the game."
    ),
    "double_chips": FaceStyle("green", "×2", "Double chips", "Your chips count twice at the end."),
    "take_hidden": FaceStyle(
        "red", "⤓", "Take hidden", "On taking it, also take the first number/red card of the stack."
    ),
    "chips_against": FaceStyle(
        "red", "±", "Chips count against", "Your chips add to your points instead of subtracting."
    ),
    "highest_doubles": FaceStyle(
        "red",
        "▲×2",
        "Highest doubles",
        "Your highest number card (or its run's lowest) scores double.",
    ),
    "halve_chips": FaceStyle("red", "½", "Halve chips", "Your chips count half, rounded down."),
    "forty": FaceStyle("red", "40", "Forty", "A number card 40."),
    "minus_per_card": FaceStyle(
        "red", "+1×", "Minus per card", "+1 point per card in your display at the end."
    ),
}


def _key(card: object) -> str:
    return str(card).lower().replace(" ", "_").replace("-", "_").replace("+", "")


def face_style(card: object) -> FaceStyle | None:
    """The style of a special card, None for number cards; unknown specials get a generic style."""
    if isinstance(card, int) and not isinstance(card, bool):
        return None
    key = _key(card)
    if key in SPECIAL_STYLES:
        return SPECIAL_STYLES[key]
    for name, style in SPECIAL_STYLES.items():
        if key.startswith(name) or name.startswith(key):
            return style
    return FaceStyle("red", "?", str(card), "A special card.")


def card_tooltip(card: object) -> str | None:
    """Tooltip text for a special card (None for number cards)."""
    style = face_style(card)
    if style is None:
        return None
    return f"{style.title} ({style.back}): {style.effect}"


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
        return self._cached(("face", card, width), lambda: self._draw_face(card, width))

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
        style = face_style(card)
        if style is None:
            return self._draw_number(int(card), w, h)  # type: ignore[call-overload]
        return self._draw_special(style, w, h)

    def _draw_number(self, value: int, w: int, h: int) -> pygame.Surface:
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
        big = theme.font(int(w * 0.5), bold=True).render(str(value), True, ink)
        surf.blit(big, big.get_rect(center=(w // 2, h // 2 + h // 40)))
        if w >= 30:
            small = theme.font(max(7, int(w * 0.2)), bold=True).render(str(value), True, ink)
            surf.blit(small, (max(2, w // 14), max(1, w // 30)))
            surf.blit(small, small.get_rect(topright=(w - max(2, w // 14), max(1, w // 30))))
            flipped = pygame.transform.rotate(small, 180)
            surf.blit(
                flipped, flipped.get_rect(bottomright=(w - max(2, w // 14), h - max(1, w // 30)))
            )
        return surf

    def _draw_special(self, style: FaceStyle, w: int, h: int) -> pygame.Surface:
        green = style.back == "green"
        tint = (214, 240, 220) if green else (248, 218, 210)
        edge = theme.CARD_BACK_GREEN if green else theme.CARD_BACK
        surf = self._base(w, h, tint, edge)
        band = pygame.Rect(0, 0, w, max(6, h // 6))
        pygame.draw.rect(
            surf,
            edge,
            band,
            border_top_left_radius=max(3, w // 9),
            border_top_right_radius=max(3, w // 9),
        )
        mark = "GREEN" if green else "RED"
        if w >= 40:
            label = theme.font(max(7, int(w * 0.13)), condensed=True).render(
                mark if self.colourblind else style.title.upper(), True, theme.TEXT
            )
            if label.get_width() > w - 6:
                label = pygame.transform.smoothscale(label, (w - 6, label.get_height()))
            surf.blit(label, label.get_rect(center=band.center))
        icon = theme.font(int(w * 0.36), bold=True).render(style.icon, True, edge)
        if icon.get_width() > w * 0.86:
            scale = w * 0.86 / icon.get_width()
            icon = pygame.transform.smoothscale(
                icon, (int(icon.get_width() * scale), int(icon.get_height() * scale))
            )
        surf.blit(icon, icon.get_rect(center=(w // 2, h // 2 + h // 20)))
        if self.colourblind:
            shape_y = h - max(6, h // 8)
            r = max(3, w // 12)
            if green:
                pygame.draw.circle(surf, edge, (w // 2, shape_y), r)
            else:
                pygame.draw.polygon(
                    surf,
                    edge,
                    [(w // 2, shape_y - r), (w // 2 - r, shape_y + r), (w // 2 + r, shape_y + r)],
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
