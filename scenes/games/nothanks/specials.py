"""No Thanks! special cards at the table: the display value, face art and tooltips.

The view names special cards (``"+15b"``, ``"joker"``); the table holds them as
:class:`SpecialFace` values so they never mix with number cards (ints) or other games'
cards. Faces are drawn here with vector shapes (registered with
:func:`scenes.games.nothanks.art.register_renderer`); effects are described in the words of
DECISIONS.md §2. Nothing here decides what a card does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.games.nothanks.specials import (
    AGAINST,
    BONUS,
    DOUBLE,
    FORTY,
    GIVELEFT,
    HALVE,
    HIDDEN,
    HIGHEST,
    JOKER,
    MINUS,
    PEEK,
    PLUS,
    REMOVE,
    SITOUT,
    SpecialCard,
)
from scenes.core import theme
from scenes.core.i18n import _
from scenes.games.nothanks.art import register_renderer
from scenes.games.nothanks.special_words import (
    EFFECTS as EFFECTS,
)
from scenes.games.nothanks.special_words import (
    SHORT as SHORT,
)
from scenes.games.nothanks.special_words import (
    TITLES as TITLES,
)
from scenes.games.nothanks.special_words import (
    ShownCard as ShownCard,
)
from scenes.games.nothanks.special_words import (
    SpecialFace as SpecialFace,
)
from scenes.games.nothanks.special_words import (
    TableCard as TableCard,
)
from scenes.games.nothanks.special_words import (
    card_key as card_key,
)
from scenes.games.nothanks.special_words import (
    display_title as display_title,
)
from scenes.games.nothanks.special_words import (
    short_label as short_label,
)
from scenes.games.nothanks.special_words import (
    to_display as to_display,
)
from scenes.games.nothanks.special_words import (
    tooltip as tooltip,
)

GREEN_INK = (22, 104, 58)
GREEN_TINT = (222, 244, 226)
RED_INK = (160, 34, 40)
RED_TINT = (250, 226, 220)


# Drawing ---------------------------------------------------------------------------------
def _text(
    surf: pygame.Surface, text: str, px: float, color: theme.Color, center: tuple[int, int]
) -> None:
    img = theme.font(max(6, int(px)), bold=True).render(text, True, color)
    w = surf.get_width()
    if img.get_width() > w * 0.86:
        k = w * 0.86 / img.get_width()
        img = pygame.transform.smoothscale(
            img, (max(1, int(img.get_width() * k)), max(1, int(img.get_height() * k)))
        )
    surf.blit(img, img.get_rect(center=center))


def _chip(surf: pygame.Surface, center: tuple[int, int], r: int, ink: theme.Color) -> None:
    pygame.draw.circle(surf, theme.CHIP, center, r)
    pygame.draw.circle(surf, (250, 236, 220), center, r, max(1, r // 4))
    pygame.draw.circle(surf, ink, center, r, max(1, r // 10))


def _mini_card(
    surf: pygame.Surface, rect: pygame.Rect, fill: theme.Color, ink: theme.Color, lw: int
) -> None:
    pygame.draw.rect(surf, fill, rect, border_radius=max(2, rect.width // 7))
    pygame.draw.rect(surf, ink, rect, lw, border_radius=max(2, rect.width // 7))


@dataclass(frozen=True)
class _Pen:
    """Where and how an icon is drawn: the card surface, its size, centre and inks."""

    surf: pygame.Surface
    w: int
    h: int
    ink: theme.Color
    tint: theme.Color

    @property
    def cx(self) -> int:
        return self.w // 2

    @property
    def cy(self) -> int:
        return self.h // 2 + self.h // 14

    @property
    def lw(self) -> int:
        return max(2, self.w // 16)

    def text(self, text: str, px: float, dy: int = 0, dx: int = 0) -> None:
        _text(self.surf, text, px, self.ink, (self.cx + dx, self.cy + dy))


def _icon_plus_minus(pen: _Pen, info: SpecialCard) -> None:
    pen.text("−1" if info.kind == PLUS else "+1", pen.w * 0.42, -(pen.h // 16))
    if pen.w >= 34:
        pen.text(_("per card"), pen.w * 0.15, pen.h // 6)


def _icon_sitout(pen: _Pen, info: SpecialCard) -> None:
    cx, cy, ink = pen.cx, pen.cy, pen.ink
    r = int(pen.w * 0.26)
    pygame.draw.circle(pen.surf, ink, (cx, cy), r, pen.lw)
    bw, bh = max(2, r // 3), r
    pygame.draw.rect(pen.surf, ink, (cx - bw - bw // 2, cy - bh // 2, bw, bh))
    pygame.draw.rect(pen.surf, ink, (cx + bw // 2, cy - bh // 2, bw, bh))


def _icon_giveleft(pen: _Pen, info: SpecialCard) -> None:
    w, cx, y = pen.w, pen.cx, pen.cy
    card = pygame.Rect(0, 0, int(w * 0.3), int(w * 0.42))
    card.center = (cx + w // 8, y)
    _mini_card(pen.surf, card, pen.tint, pen.ink, max(1, pen.lw // 2))
    tip = cx - int(w * 0.32)
    arrow = [(tip, y), (tip + w // 7, y - w // 8), (tip + w // 7, y + w // 8)]
    pygame.draw.polygon(pen.surf, pen.ink, arrow)
    pygame.draw.line(pen.surf, pen.ink, (tip + w // 8, y), (cx + w // 14, y), pen.lw + 1)


def _icon_peek(pen: _Pen, info: SpecialCard) -> None:
    cx, cy = pen.cx, pen.cy
    eye = pygame.Rect(0, 0, int(pen.w * 0.62), int(pen.w * 0.34))
    eye.center = (cx, cy)
    eh = eye.height
    pygame.draw.ellipse(pen.surf, pen.ink, eye, pen.lw)
    pygame.draw.circle(pen.surf, pen.ink, (cx, cy), max(3, eh // 3))
    pygame.draw.circle(pen.surf, pen.tint, (cx + eh // 10, cy - eh // 10), max(1, eh // 10))


def _icon_remove(pen: _Pen, info: SpecialCard) -> None:
    w, cx, cy, ink = pen.w, pen.cx, pen.cy, pen.ink
    card = pygame.Rect(0, 0, int(w * 0.34), int(w * 0.48))
    card.center = (cx, cy)
    _mini_card(pen.surf, card, pen.tint, ink, max(1, pen.lw // 2))
    d = int(w * 0.2)
    pygame.draw.line(pen.surf, ink, (cx - d, cy - d), (cx + d, cy + d), pen.lw + 2)
    pygame.draw.line(pen.surf, ink, (cx - d, cy + d), (cx + d, cy - d), pen.lw + 2)


def _icon_chips(pen: _Pen, info: SpecialCard) -> None:
    r = int(pen.w * 0.17)
    _chip(pen.surf, (pen.cx - r // 2, pen.cy - r // 3), r, pen.ink)
    mark = {DOUBLE: "×2", HALVE: "½", AGAINST: "+"}[info.kind]
    pen.text(mark, pen.w * 0.3, r // 2 + pen.h // 20, r)


def _icon_hidden(pen: _Pen, info: SpecialCard) -> None:
    w, cx, cy, ink = pen.w, pen.cx, pen.cy, pen.ink
    card = pygame.Rect(0, 0, int(w * 0.32), int(w * 0.45))
    card.center = (cx - w // 10, cy)
    _mini_card(pen.surf, card, theme.CARD_BACK, (250, 240, 225), max(1, pen.lw // 2))
    x = cx + int(w * 0.2)
    pygame.draw.line(pen.surf, ink, (x, cy - w // 7), (x, cy + w // 12), pen.lw + 1)
    head = [(x - w // 10, cy + w // 24), (x + w // 10, cy + w // 24), (x, cy + w // 6)]
    pygame.draw.polygon(pen.surf, ink, head)


def _icon_highest(pen: _Pen, info: SpecialCard) -> None:
    pen.text("▲", pen.w * 0.34, -(pen.h // 12))
    pen.text("×2", pen.w * 0.26, pen.h // 8)


_ICONS: dict[str, Callable[[_Pen, SpecialCard], None]] = {
    BONUS: lambda pen, info: pen.text(f"−{info.value}", pen.w * 0.42),
    FORTY: lambda pen, info: pen.text("40", pen.w * 0.5),
    JOKER: lambda pen, info: pen.text("★", pen.w * 0.62),
    PLUS: _icon_plus_minus,
    MINUS: _icon_plus_minus,
    SITOUT: _icon_sitout,
    GIVELEFT: _icon_giveleft,
    PEEK: _icon_peek,
    REMOVE: _icon_remove,
    DOUBLE: _icon_chips,
    HALVE: _icon_chips,
    AGAINST: _icon_chips,
    HIDDEN: _icon_hidden,
    HIGHEST: _icon_highest,
}


def _icon(
    surf: pygame.Surface, face: SpecialFace, w: int, h: int, ink: theme.Color, tint: theme.Color
) -> None:
    """The card's icon, by its kind ("?" for a kind without one)."""
    pen = _Pen(surf, w, h, ink, tint)
    draw = _ICONS.get(face.info.kind)
    if draw is None:
        pen.text("?", w * 0.42)
    else:
        draw(pen, face.info)


def render_special(card: object, w: int, h: int, colourblind: bool) -> pygame.Surface:
    """A special card's face: tinted by colour, title band, icon, value corner."""
    assert isinstance(card, SpecialFace)
    green = card.green
    ink = GREEN_INK if green else RED_INK
    tint = GREEN_TINT if green else RED_TINT
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 9)
    pygame.draw.rect(surf, tint, surf.get_rect(), border_radius=radius)
    band = pygame.Rect(0, 0, w, max(6, int(h * 0.2)))
    pygame.draw.rect(surf, ink, band, border_top_left_radius=radius, border_top_right_radius=radius)
    foot = pygame.Rect(0, h - max(3, h // 14), w, max(3, h // 14))
    pygame.draw.rect(
        surf, ink, foot, border_bottom_left_radius=radius, border_bottom_right_radius=radius
    )
    inner = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 8), -max(4, w // 8))
    inner.top = band.bottom + max(2, w // 30)
    inner.height = foot.top - inner.top - max(2, w // 30)
    pygame.draw.rect(
        surf, theme.lerp_color(ink, tint, 0.75), inner, max(1, w // 40), border_radius=w // 14
    )
    if w >= 30:
        label = _(SHORT[card.kind]) if card.kind in SHORT else _(display_title(card.info)).upper()
        img = theme.font(max(6, int(w * 0.15)), condensed=True).render(label, True, tint)
        if img.get_width() > w - 6:
            img = pygame.transform.smoothscale(img, (w - 6, img.get_height()))
        surf.blit(img, img.get_rect(center=band.center))
    _icon(surf, card, w, h, ink, tint)
    if colourblind or w >= 30:
        # Colour is never the only cue: a circle marks green, a triangle red.
        r = max(2, w // 16)
        x, y = w - r - max(3, w // 12), foot.top - r - max(3, w // 16)
        if green:
            pygame.draw.circle(surf, ink, (x, y), r)
        else:
            pygame.draw.polygon(surf, ink, [(x, y - r), (x - r, y + r), (x + r, y + r)])
    pygame.draw.rect(surf, ink, surf.get_rect(), max(1, w // 50), border_radius=radius)
    return surf


register_renderer(lambda card: isinstance(card, SpecialFace), render_special)
