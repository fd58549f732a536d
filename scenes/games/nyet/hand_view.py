"""The Nyet! hand at the bottom of the table: the viewer's cards, fanned, with the playable
ones lifted (from the display model and the legal actions), or backs for a spectator."""

from __future__ import annotations

import pygame

from game.games.nyet.cards import colour_of, value_of
from scenes.core import theme
from scenes.core.fonts import design_text_size
from scenes.core.i18n import pgettext
from scenes.games.nyet.art import NyetArt
from scenes.games.nyet.layout import LIFT, SELECT_LIFT, NyetPlaces, hand_layout
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.ui import NyetUi, legal_by_card
from scenes.games.nyet.words import COLOUR_INDEX
from scenes.table.components.fan import fan_positions
from scenes.table.components.glow import draw_glow


def hand_cards(model: NyetModel, p: NyetPlaces, ui: NyetUi) -> list[tuple[int, pygame.Rect, int]]:
    """The viewer's hand as drawn: (index, rect, card), playable cards lifted (the
    selected one more), cards in flight left out; none for a spectator."""
    if ui.viewer is None:
        return []
    legal = legal_by_card(ui)
    out = []
    for index, (rect, card) in enumerate(hand_layout(p, model.hand)):
        if index in ui.hidden_hand:
            continue
        if card in legal:
            rect = rect.move(0, -int(LIFT * p.s))
            if index == ui.sel_card:
                rect = rect.move(0, -int(SELECT_LIFT * p.s))
        out.append((index, rect, card))
    return out


def draw_hand(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The viewer's hand (playable cards lifted, the others dimmed while choosing)."""
    s, cw = places.s, places.hand_cw
    if ui.viewer is None:
        count = model.hand_sizes[places.bottom] if model.hand_sizes else 0
        r = places.hand.inflate(-int(16 * s), 0)
        y = places.hand.bottom - art.height(cw) - int(8 * s)
        for x in fan_positions(count, r, cw, cw * 0.5):
            surface.blit(art.back(cw), (x, y))
        return
    legal = legal_by_card(ui)
    trump = COLOUR_INDEX.get(model.trump or "", -1)
    sup = COLOUR_INDEX.get(model.supertrump or "", -1)
    suggested = getattr(ui.suggested, "card", None)  # the coach's card glows
    for index, r, card in hand_cards(model, places, ui):
        playable = card in legal
        if playable and card == suggested:
            draw_glow(surface, r, s)
        surface.blit(art.shadow(cw), r.move(3, 5))
        surface.blit(art.face(card, cw), r)
        colour, value = colour_of(card), value_of(card)
        mark = ""
        if value == 1 and colour == sup:
            mark = pgettext("hand mark: supertrump", "S")
        elif colour == trump:
            mark = pgettext("hand mark: trump", "T")
        if mark:
            pill = pygame.Rect(0, 0, int(20 * s), int(15 * s))
            pill.center = (r.x + int(cw * 0.2), r.y - int(4 * s))
            pygame.draw.rect(surface, theme.ACCENT, pill, border_radius=pill.height // 2)
            with design_text_size():  # a mark pinned on the card, sized with the card
                theme.blit_text(
                    surface, mark, 11 * s, pill.center, theme.TEXT_DARK, bold=True, anchor="center"
                )
        if legal and not playable:
            surface.blit(art.dim(cw), r)
        if playable and index == ui.sel_card:
            glow = art.glow(cw, theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=r.center))
