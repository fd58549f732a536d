"""A crowded display as tags: when a seat holds so many cards that a row of them would
shrink past reading (a five-player game with special cards, late in a round), each group
is a tag instead of a card: a number ("14"), a run ("17–21", counted at 17) or a special
card by its short name ("Bonus −15", "+1 per card") in its colour. Tags flow in lines in
the display's box, smaller before anything is cut.

:func:`display_spots` is the one answer to "where is each card of this display": the
cards as laid out by :func:`scenes.games.nothanks.layout.display_rects`, or each card on
its group's tag; drawing, clicks and tooltips all ask it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.games.nothanks.specials import BONUS
from scenes.core import theme
from scenes.games.nothanks.layout import (
    NoThanksUi,
    Places,
    display_cards,
    display_rects,
    hand_cw,
    hand_groups,
    hand_layout,
    hand_rect,
    spans_of,
)
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.specials import SpecialFace, TableCard, short_label

#: Cards shrunk below this share of their size are too small to read: tags instead.
LEAST_SHARE = 0.8
#: The tags' text size (design pixels) and the smallest it shrinks to.
TAG_PX, SMALLEST_PX = 13.0, 11.0
NUMBER_FILL = (246, 240, 226)
NUMBER_INK = (30, 34, 40)
GREEN_FILL = (46, 124, 78)
RED_FILL = (176, 52, 48)


@dataclass(frozen=True)
class Tag:
    """One group of a crowded display: its cards (a run's lowest first), words, colours
    and place."""

    cards: tuple[TableCard, ...]
    text: str
    fill: tuple[int, int, int]
    ink: tuple[int, int, int]
    rect: pygame.Rect
    px: float


def needs_tags(places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi | None) -> bool:
    """True when ``seat``'s display does not fit as readable cards: they would shrink
    below :data:`LEAST_SHARE` of their size, or a run's range label would not fit over
    its cards."""
    cards = display_cards(model, seat, ui)
    if seat not in places.seats or not cards:
        return False
    wanted = hand_cw(places, model, seat)
    cw, placed = hand_layout(cards, hand_rect(places, model, seat), wanted)
    if cw < wanted * LEAST_SHARE:
        return True
    s = places.s
    for run in spans_of(cards, placed, cw):
        label = theme.font(11 * s, True).size(run.label)[0] + 12 * s
        if not run.readable and label > run.rect.width + 8 * s:
            return True
    return False


def _words(group: list[TableCard]) -> tuple[str, tuple[int, int, int], tuple[int, int, int]]:
    first = group[0]
    if isinstance(first, SpecialFace):
        info = first.info
        # A bonus by its value alone: its green says what it is (its tip says more).
        text = f"−{info.value}" if info.kind == BONUS else short_label(first)
        return text, GREEN_FILL if info.green else RED_FILL, theme.TEXT
    text = str(first) if len(group) == 1 else f"{first}–{group[-1]}"
    return text, NUMBER_FILL, NUMBER_INK


def tags(places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi | None) -> list[Tag]:
    """The display's groups as tags flowing in lines inside its box, smaller text until
    they fit (at a larger text size, down to the design's smallest). At the smallest
    size, the groups that still do not fit share a last tag "+N" (hovering the panel
    shows every card enlarged)."""
    box = hand_rect(places, model, seat)
    groups = hand_groups(display_cards(model, seat, ui))
    words = [_words(group) for group in groups]
    s, px = places.s, TAG_PX * places.s
    # As small as the design's smallest tag, whatever the text size: the words, even
    # small, say more than a "+N".
    least = SMALLEST_PX * s / theme.text_factor()
    while True:
        laid = _flow([text for text, _fill, _ink in words], box, px, s)
        if laid[-1].bottom <= box.bottom or px <= least:
            break
        px = max(least, px * 0.9)
    shown = len(groups)
    while laid[-1].bottom > box.bottom and shown > 1:
        shown -= 1
        more = f"+{len(groups) - shown}"
        laid = _flow([text for text, _fill, _ink in words[:shown]] + [more], box, px, s)
    out = [
        Tag(tuple(group), text, fill, ink, rect, px)
        for group, (text, fill, ink), rect in zip(groups[:shown], words, laid, strict=False)
    ]
    if shown < len(groups):
        rest = tuple(card for group in groups[shown:] for card in group)
        out.append(Tag(rest, f"+{len(groups) - shown}", (60, 72, 80), theme.TEXT, laid[-1], px))
    return out


def _flow(texts: list[str], box: pygame.Rect, px: float, s: float) -> list[pygame.Rect]:
    gap, pad = int(4 * s), int(8 * s)
    height = theme.font(px, True).get_height() + int(4 * s)
    x, y, out = box.x, box.y, []
    for text in texts:
        width = min(box.width, theme.font(px, True).size(text)[0] + 2 * pad)
        if x > box.x and x + width > box.right:
            x, y = box.x, y + height + gap
        out.append(pygame.Rect(x, y, width, height))
        x += width + gap
    return out


def display_spots(
    places: Places, model: NoThanksModel, seat: int, ui: NoThanksUi, selected: object = None
) -> list[tuple[TableCard, pygame.Rect, bool]]:
    """(card, rect, tucked) of ``seat``'s display in drawing order: the laid-out cards,
    or, when :func:`needs_tags`, each card on its group's tag (a run's other cards tucked)."""
    if not needs_tags(places, model, seat, ui):
        return display_rects(places, model, seat, ui, selected)
    return [
        (card, tag.rect, depth > 0)
        for tag in tags(places, model, seat, ui)
        for depth, card in enumerate(tag.cards)
    ]


def draw_tags(
    surface: pygame.Surface,
    places: Places,
    model: NoThanksModel,
    seat: int,
    ui: NoThanksUi,
    glow: Mapping[TableCard, theme.Color],
) -> None:
    """The crowded display's tags; a tag whose card may be chosen has a ring in ``glow``'s
    colour for it."""
    s = places.s
    for tag in tags(places, model, seat, ui):
        surface.blit(theme.rounded_panel(tag.rect.size, tag.fill, int(6 * s)), tag.rect)
        text = theme.fit_text(tag.text, tag.px, tag.rect.width - 8 * s, True)
        theme.blit_text(surface, text, tag.px, tag.rect.center, tag.ink, True, "center")
        ring = next((glow[card] for card in tag.cards if card in glow), None)
        if ring is not None:
            pygame.draw.rect(surface, ring, tag.rect.inflate(4, 4), max(2, int(2 * s)), int(7 * s))
