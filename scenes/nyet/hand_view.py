"""The Nyet! hand at the bottom of the table: the viewer's cards, fanned, with the playable
ones lifted (from the display model and the legal actions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.nyet.legal_choices import legal_by_card
from scenes.nyet.words import COLOUR_INDEX

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def fan_positions(count: int, rect: pygame.Rect, cw: int, max_step: float) -> list[int]:
    """Left x of ``count`` overlapping cards of width ``cw`` centred in ``rect``."""
    if count <= 0:
        return []
    step = max_step if count == 1 else min(max_step, (rect.width - cw) / (count - 1))
    total = cw + step * (count - 1)
    x0 = rect.centerx - total / 2
    return [int(x0 + i * step) for i in range(count)]


def hand_card_width(t: NyetTable) -> int:
    """Width of a card in the viewer's hand."""
    return int(min(88 * t.s, (t.hand_rect.height - 30 * t.s) / 1.42))


def hand_layout(t: NyetTable) -> list[tuple[pygame.Rect, int]]:
    """Rects (at rest, not lifted) of the viewer's hand cards, with their codes."""
    sh = t.model
    cw = hand_card_width(t)
    ch = t.art.height(cw)
    r = t.hand_rect.inflate(-int(16 * t.s), 0)
    cards = sh.hand
    xs = fan_positions(len(cards), r, cw, cw * 0.78)
    y = t.hand_rect.bottom - ch - int(8 * t.s)
    return [(pygame.Rect(x, y, cw, ch), card) for x, card in zip(xs, cards, strict=True)]


def draw_hand(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The viewer's hand (playable cards lifted), or backs for a spectator."""
    sh = t.model
    if t.viewer is None:
        count = sh.hand_sizes[t.bottom_seat()] if sh.hand_sizes else 0
        cw = hand_card_width(t)
        r = t.hand_rect.inflate(-int(16 * s), 0)
        y = t.hand_rect.bottom - t.art.height(cw) - int(8 * s)
        for x in fan_positions(count, r, cw, cw * 0.5):
            surface.blit(t.art.back(cw), (x, y))
        return
    legal = legal_by_card(t)
    choosing = bool(legal)
    trump = COLOUR_INDEX.get(sh.trump or "", -1)
    sup = COLOUR_INDEX.get(sh.supertrump or "", -1)
    lift = int(16 * s)
    for index, (rect, card) in enumerate(hand_layout(t)):
        if index in t.hidden_hand:
            continue
        playable = card in legal
        r = rect.move(0, -lift) if playable else rect
        if playable and index == t.sel_card:
            r = r.move(0, -int(8 * s))
        surface.blit(t.art.shadow(rect.width), r.move(3, 5))
        surface.blit(t.art.face(card, rect.width), r)
        colour, value = card >> 4, card & 15
        mark = "S" if value == 1 and colour == sup else "T" if colour == trump else ""
        if mark:
            pill = pygame.Rect(0, 0, int(20 * s), int(15 * s))
            pill.center = (r.x + int(rect.width * 0.2), r.y - int(4 * s))
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.height // 2)
            theme.blit_text(
                surface, mark, 11 * s, pill.center, theme.TEXT_DARK, bold=True, anchor="center"
            )
        if choosing and not playable:
            surface.blit(t.art.dim(rect.width), r)
        if playable and index == t.sel_card:
            glow = t.art.glow(rect.width, theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=r.center))
        t.card_rects.append((r, card))
