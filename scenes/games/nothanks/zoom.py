"""A crowded display, enlarged: while the mouse is on a seat panel whose cards are
squeezed (a run's numbers do not read, or the cards are much smaller than usual), the
seat's cards are drawn again at full size in a panel over the table."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _
from scenes.core.phrases import about
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.layout import (
    RUN_STEP,
    SIZES,
    NoThanksUi,
    Places,
    crowded,
    display_cards,
    hand_groups,
    hand_layout,
    spans_of,
)
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.seats import choices, draw_run_label
from scenes.games.nothanks.specials import TableCard

#: Between two runs (card widths), as the displays lay them out.
GROUP_GAP = 0.16


def zoomed_seat(model: NoThanksModel, places: Places, ui: NoThanksUi) -> int | None:
    """The seat whose crowded panel is under the mouse, if any (not the viewer's own
    while they choose one of its cards: the cards are clicked where the panel has them)."""
    for seat, rect in places.seats.items():
        if seat == ui.viewer and choices(ui):
            continue
        if rect.collidepoint(ui.mouse) and crowded(places, model, seat, ui):
            return seat
    return None


def zoom_layout(
    places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi
) -> tuple[pygame.Rect, pygame.Rect, int]:
    """The enlarged panel, the row its cards go in and their width: the viewer's card
    size, as wide as the cards need (at most the playing area), over the seat's panel."""
    s, area = places.s, places.area
    cards = display_cards(model, seat, ui)
    groups = hand_groups(cards)
    cw = int(SIZES.own_card * s)
    tucked = len(cards) - len(groups)
    need = int(cw * (len(groups) + tucked * RUN_STEP + (len(groups) - 1) * GROUP_GAP)) + 2
    pad = int(12 * s)
    width = min(need + 2 * pad, area.width - int(16 * s))
    height = card_height(cw) + int(40 * s)
    panel = pygame.Rect(0, 0, width, height)
    panel.center = places.seats[seat].center
    panel = panel.clamp(area)
    row = pygame.Rect(panel.x + pad, panel.y + int(30 * s), width - 2 * pad, card_height(cw))
    return panel, row, cw


def draw_zoom(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The crowded display under the mouse, enlarged (nothing while none is)."""
    seat = zoomed_seat(model, places, ui)
    if seat is None:
        return
    s = places.s
    panel, row, cw = zoom_layout(places, model, seat, ui)
    theme.draw_panel(surface, panel, (10, 22, 20, 245), int(12 * s), theme.ACCENT, 1, int(6 * s))
    title = about(ui.name(seat), _("{name}'s cards"), _("Your cards"))
    where = (panel.x + int(12 * s), panel.y + int(16 * s))
    theme.blit_text(surface, title, 15 * s, where, theme.ACCENT, bold=True, anchor="midleft")
    cards = display_cards(model, seat, ui)
    cw, placed = hand_layout(cards, row, cw)
    runs = spans_of(cards, placed, cw)
    tight = {c for run in runs if not run.readable for c in range(run.low, run.high + 1)}
    drawn: list[tuple[TableCard, pygame.Rect, bool]] = []
    index = 0
    for group in hand_groups(cards):
        chunk = placed[index : index + len(group)]
        index += len(group)
        for depth, (card, x, y) in reversed(list(enumerate(chunk))):
            drawn.append((card, pygame.Rect(x, y, cw, card_height(cw)), depth > 0))
    for card, rect, tucked in drawn:
        surface.blit(art.shadow(rect.width), (rect.x + 2, rect.y + 3))
        if card in tight:
            face = art.sliver(card, cw)
        else:
            face = art.tucked(card, cw) if tucked else art.face(card, cw)
        surface.blit(face, rect)
    for run in runs:
        if not run.readable:
            draw_run_label(surface, run, s)
