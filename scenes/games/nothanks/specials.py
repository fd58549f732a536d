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

from game.games.nothanks.events import CardName
from game.games.nothanks.specials import (
    AGAINST,
    BONUS,
    BY_NAME,
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
from scenes.core.i18n import N_, _
from scenes.games.nothanks.art import register_renderer

GREEN_INK = (22, 104, 58)
GREEN_TINT = (222, 244, 226)
RED_INK = (160, 34, 40)
RED_TINT = (250, 226, 220)

#: Short names for the card's title band (translated when drawn).
SHORT: dict[str, str] = {
    BONUS: N_("BONUS"),
    JOKER: N_("JOKER"),
    PLUS: N_("PER CARD"),
    SITOUT: N_("SIT OUT"),
    GIVELEFT: N_("GIVE LEFT"),
    PEEK: N_("PEEK"),
    REMOVE: N_("REMOVE"),
    DOUBLE: N_("DOUBLE"),
    HIDDEN: N_("HIDDEN"),
    AGAINST: N_("AGAINST"),
    HIGHEST: N_("HIGHEST"),
    HALVE: N_("HALVE"),
    FORTY: N_("FORTY"),
    MINUS: N_("PER CARD"),
}

#: The names the table gives cards whose stored title (records keep it, in English) reads
#: the wrong way round: each is named by its face (translated when shown).
TITLES: dict[str, str] = {
    PLUS: N_("−1 per card"),
    MINUS: N_("+1 per card"),
}

#: Effects in the words of DECISIONS.md §2 (tooltips; translated when shown).
EFFECTS: dict[str, str] = {
    BONUS: N_("Subtract {value} points at the end."),  # a bonus is 5 to 20
    JOKER: N_(
        "Counts as any number 3–40 you don't hold, placed to give you the lowest score; "
        "alone with no number cards it scores 0."
    ),
    PLUS: N_("−1 point per card in your display at the end (specials and itself count)."),
    SITOUT: N_(
        "Keep it. On your turn, instead of deciding, play it: you leave the bidding on the "
        "current card and are skipped until that card is taken; then it is discarded. The last "
        "player still bidding must take the card (or receives it, if green)."
    ),
    GIVELEFT: N_(
        "On receipt you must give one card of your display (your choice, it may be this "
        "card) to your left neighbour."
    ),
    PEEK: N_("On receipt you privately see the set-aside cards."),
    REMOVE: N_(
        "On receipt you must remove one card of your display (your choice, it may be this "
        "card) from the game."
    ),
    DOUBLE: N_("Your chips count twice at the end."),
    HIDDEN: N_(
        "On taking it you must also take the first card of the stack with the number/red "
        "back (green backs are skipped); if there is none, the top set-aside card."
    ),
    AGAINST: N_("Your chips add to your points instead of subtracting."),
    HIGHEST: N_(
        "Your highest number card scores double; if it is in a run, the run's lowest "
        "card scores double."
    ),
    HALVE: N_("Your chips count half, rounded down."),
    FORTY: N_("A number card 40."),
    MINUS: N_("+1 point per card in your display at the end (specials and itself count)."),
}


@dataclass(frozen=True)
class SpecialFace:
    """A No Thanks! special card as the table shows it (by its notation name)."""

    name: str

    def __str__(self) -> str:
        return self.name

    @property
    def info(self) -> SpecialCard:
        return BY_NAME[self.name]

    @property
    def green(self) -> bool:
        return self.info.green

    @property
    def kind(self) -> str:
        return self.info.kind

    @property
    def title(self) -> str:
        return self.info.title


#: A card of a display as the table holds it: a number or a special card's face.
TableCard = int | SpecialFace
#: A card from a view or event as the table holds it (:func:`to_display`): a name that
#: is no special card's stays as it is.
ShownCard = TableCard | str | None


def to_display(card: CardName | None) -> ShownCard:
    """A card from a view or event (int, special name, None) as the table holds it."""
    if isinstance(card, str) and card in BY_NAME:
        return SpecialFace(card)
    return card


def card_key(card: object) -> tuple[int, int]:
    """Display order: number cards ascending, then special cards in pool order."""
    if isinstance(card, SpecialFace):
        return (1, card.info.id)
    if isinstance(card, int):
        return (0, card)
    return (2, 0)


def display_title(info: SpecialCard) -> str:
    """The card's name as the table shows it, in English (a catalogue msgid): its
    stored title, or its face's words for :data:`TITLES`."""
    return TITLES.get(info.kind, info.title)


def short_label(card: SpecialFace) -> str:
    """A compact name in the current language, e.g. ``Bonus −15``, ``Sit out`` or
    ``+1 per card`` (for the log, prompts and breakdowns)."""
    info = card.info
    if info.kind == BONUS:
        return _("Bonus −{value}").format(value=info.value)
    return _(display_title(info))


def tooltip(card: SpecialFace) -> str:
    info = card.info
    if info.green:
        colour = _("Green special: auctioned.")
    else:
        colour = _("Red special: offered like a number.")
    effect = _(EFFECTS[info.kind]) if info.kind in EFFECTS else info.text
    return f"{short_label(card)}\n{effect.format(value=info.value)}\n{colour}"


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
