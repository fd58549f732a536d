"""The middle of the No Thanks! table: the stack, the card on offer with its chips, the
cards removed or out of the game, the Peek owner's private panel and the pieces in
flight. Painters: plain functions of the model, the places and the UiState.
"""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _, ngettext
from scenes.core.palette import Color
from scenes.games.nothanks import specials as specials_art
from scenes.games.nothanks.art import CardArt, flip_surface
from scenes.games.nothanks.layout import (
    PEEK_LABEL,
    SIZES,
    NoThanksUi,
    Places,
    offer,
    peek_rect,
    pot_position,
)
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.specials import SpecialFace, to_display

#: A point on the screen.
Point = tuple[float, float]

#: Chips drawn on the card at most (the count is written beside them).
MAX_DRAWN_CHIPS = 40
GREEN_TAG = (140, 235, 160)
RED_TAG = (255, 150, 140)
EMPTY_EDGE = (30, 70, 52)


def draw_stack(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The stack: a few offset backs for thickness, the top card's back on top."""
    s, m, rect = places.s, model, places.stack
    cw = rect.width
    if m.stack_size <= 0:
        pygame.draw.rect(surface, EMPTY_EDGE, rect, max(1, int(2 * s)), border_radius=cw // 9)
        theme.blit_text(surface, _("empty"), 15 * s, rect.center, theme.TEXT_DIM, anchor="center")
        return
    surface.blit(art.shadow(cw), rect.move(3, 5))
    for i in range(min(4, m.stack_size), 0, -1):
        # Only the top card's back is known (DECISIONS.md §2); the rest look plain.
        top_green = i == 1 and m.special_part.top_back == "green"
        surface.blit(art.back("green" if top_green else "normal", cw), rect.move(-i * 2, -i * 2))
    for text, px, colour, where in stack_words(m, places):
        theme.blit_text(surface, text, px, where, colour, anchor="center")


def stack_words(m: NoThanksModel, places: Places) -> list[tuple[str, float, Color, Point]]:
    """The words under the stack: "N left", then the special cards left (on two lines
    where one would reach the offer): each text, size, colour and centre."""
    s, rect = places.s, places.stack
    dx, dy, dy2 = SIZES.stack_label
    x, y = rect.centerx + dx * s, rect.bottom + dy * s * theme.text_factor()
    left = ngettext("{n} left", "{n} left", m.stack_size).format(n=m.stack_size)
    out: list[tuple[str, float, Color, Point]] = [(left, 16 * s, theme.TEXT, (x, y))]
    if m.specials is not None:
        sp = m.specials
        line = _("specials: {green} green · {red} red").format(green=sp.green_left, red=sp.red_left)
        y += dy2 * s * theme.text_factor()
        for part in theme.wrap_text(line, 13 * s, rect.width + 60 * s)[:2]:
            out.append((part, 13 * s, theme.TEXT_DIM, (x, y)))
            y += theme.pitch(13 * s, 1.15)
    return out


def draw_offer(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The offered card (glowing while it is decided on), its tags and chips."""
    s, m, rect = places.s, model, places.offer
    cw = rect.width
    offered = offer(m)
    if offered is None:
        pygame.draw.rect(surface, (30, 80, 60), rect, max(1, int(2 * s)), border_radius=cw // 9)
        return
    surface.blit(art.shadow(cw), rect.move(4, 6))
    surface.blit(art.face(offered, cw), rect)
    green = m.special_part.special_green
    if m.current_player >= 0 and not ui.finished:
        glow = art.highlight(cw, GREEN_TAG if green else theme.ACCENT)
        surface.blit(glow, glow.get_rect(center=rect.center))
    if isinstance(offered, SpecialFace):
        tag = _("GREEN · AUCTION") if green else _("RED SPECIAL")
        where = (rect.centerx, rect.y - SIZES.offer_tags * s * theme.text_factor())
        colour = GREEN_TAG if green else RED_TAG
        theme.blit_text(surface, tag, 14 * s, where, colour, bold=True, anchor="center")
    for part, at in last_chip_rows(m, places, ui):
        theme.blit_text(surface, part, 14 * s, at, theme.TEXT, anchor="center")


def last_chip_rows(m: NoThanksModel, places: Places, ui: NoThanksUi) -> list[tuple[str, Point]]:
    """ "last chip: <name>" while a green card is bid on, as drawn: under the card and no
    wider (the stack's count and the pot's are beside it), on two lines at most."""
    bidder = m.special_part.last_bidder
    if not m.special_part.special_green or bidder is None or offer(m) is None:
        return []
    s, rect = places.s, places.offer
    line = _("last chip: {name}").format(name=ui.name(bidder))
    y = rect.bottom + SIZES.offer_tags * s * theme.text_factor()
    pitch = theme.pitch(14 * s, 1.15)
    parts = theme.wrap_text(line, 14 * s, rect.width + 8 * s)[:2]
    return [(part, (rect.centerx, y + k * pitch)) for k, part in enumerate(parts)]


def draw_pot(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The chips on the offered card with their count, and the cards out of play."""
    s, m = places.s, model
    chip = art.chip(int(SIZES.chip_radius * s))
    for i in range(min(m.pot, MAX_DRAWN_CHIPS)):
        surface.blit(chip, chip.get_rect(center=pot_position(places, i)))
    if m.pot:
        px, py = pot_position(places, 0)
        where = (px + SIZES.pot_label[0] * s, py + SIZES.pot_label[1] * s)
        text = ngettext("{n} chip", "{n} chips", m.pot).format(n=m.pot)
        theme.blit_text(surface, text, 17 * s, where, theme.TEXT, bold=True, anchor="midleft")
    for part, where in out_of_play_rows(m, places, ui)[0]:
        theme.blit_text(surface, part, 15 * s, where, theme.TEXT_DIM, anchor="center")


def out_of_play_rows(
    m: NoThanksModel, places: Places, ui: NoThanksUi
) -> tuple[list[tuple[str, Point]], pygame.Rect]:
    """The out-of-play line (:func:`out_of_play_line`) as drawn: under the stack's words
    and the "last chip" lines however many lines they took, between the side seats'
    panels (from the stack's left to the offer's right), on two lines at most (the rest
    cut; its tooltip has it all); each line with its centre, and the box they take."""
    s, line = places.s, out_of_play_line(m)
    if not line:
        return [], pygame.Rect(0, 0, 0, 0)
    x, y = places.out_of_play.center
    above = [where[1] for _part, where in last_chip_rows(m, places, ui)]
    if m.stack_size > 0:
        *_rest, (_x, last) = stack_words(m, places)[-1]  # the stack's last line of words
        above.append(last)
    if above:
        y = max(y, int(max(above) + theme.pitch(14 * s, 1.2)))
    room = places.offer.right - places.stack.left + 40 * s
    lines = theme.wrap_text(line, 15 * s, room)
    if len(lines) > 2:
        lines = [lines[0], theme.fit_text(" ".join(lines[1:]), 15 * s, room)]
    pitch = theme.pitch(15 * s, 1.2)
    rows: list[tuple[str, Point]] = [(part, (x, y + k * pitch)) for k, part in enumerate(lines)]
    box = pygame.Rect(0, 0, int(room), pitch * len(lines))
    box.midtop = (int(x), int(y - pitch / 2))
    return rows, box


def out_of_play_line(m: NoThanksModel) -> str:
    """ "Removed: …" (the open removed cards) and "Out of game: …" in one line."""
    parts = []
    if m.removed_open:
        parts.append(_("Removed: {cards}").format(cards="  ".join(str(c) for c in m.removed_open)))
    out = m.special_part.out_of_game
    if out:  # special cards by their short labels
        shown = (to_display(c) for c in out)
        labels = (
            specials_art.short_label(c) if isinstance(c, SpecialFace) else str(c) for c in shown
        )
        parts.append(_("Out of game: {cards}").format(cards=", ".join(labels)))
    return "   ·   ".join(parts)


def draw_peek(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The Peek owner's private panel: the set-aside cards (never for anyone else)."""
    peeked = model.special_part.peeked
    if peeked is None or ui.viewer is None:
        return
    s = places.s
    rect, cw = peek_rect(places, peeked)
    gap, label_y, cards_y, _rest = SIZES.peek_box
    gap = int(gap * s)
    theme.draw_panel(surface, rect, (10, 16, 22, 235), int(8 * s), theme.INFO, 1)
    top = (rect.centerx, rect.y + label_y * s)
    theme.blit_text(surface, _(PEEK_LABEL), 13 * s, top, theme.INFO, anchor="center")
    x = rect.centerx - (max(1, len(peeked)) * (cw + gap) - gap) // 2
    y = rect.y + int(cards_y * s)
    if not peeked:
        where = (rect.centerx, y + card_height(cw) // 2)
        theme.blit_text(surface, _("none left"), 14 * s, where, theme.TEXT_DIM, anchor="center")
    for card in peeked:
        surface.blit(art.face(card, cw), (x, y))
        x += cw + gap


def draw_sprites(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The pieces in flight: chips, cards, and cards turning over."""
    for sprite in ui.sprites:
        if sprite.kind == "chip":
            chip = art.chip(int(SIZES.chip_radius * places.s))
            surface.blit(chip, chip.get_rect(center=(int(sprite.x), int(sprite.y))))
            continue
        w = max(8, int(sprite.w))
        surf = art.face(sprite.value, w)
        if sprite.kind == "flip":
            surf = flip_surface(surf, art.back(sprite.back, w), sprite.p)
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        if sprite.alpha < 255:
            surf = surf.copy()
            surf.set_alpha(max(0, int(sprite.alpha)))
        else:
            surface.blit(art.shadow(w), rect.move(5, 8))
        surface.blit(surf, rect)
