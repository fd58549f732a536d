"""The Play or Pay table's input and the small parts the generic scene asks for: where
the button goes, where the round banner goes, the tooltips, the log lines, the timers.

Input: click a lifted card to play it (a card that fits two sequences asks which: click
the glowing place, or use Up/Down); Left/Right choose a card, Enter or Space plays it.
The forced Pay / Pass is a button (see :func:`~scenes.games.playorpay.choices.controls`).
"""

from __future__ import annotations

import pygame

from game.contract import Action
from game.events import GameEvent
from scenes.core.i18n import ngettext
from scenes.games.playorpay.board import board_tip
from scenes.games.playorpay.choices import (
    card_at,
    chosen,
    hand_cards,
    play_of,
    plays_by_card,
    target_hits,
)
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import Places
from scenes.games.playorpay.seats import bar_facts, seat_tip
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.games.playorpay.words import event_line
from scenes.table.components.title_bar import facts_left, facts_tip

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def on_input(
    event: pygame.event.Event, model: PlayOrPayModel, places: Places, ui: PlayOrPayUi
) -> Action | None:
    """Hover, clicks on cards and places, arrows and Enter; the action to play, if any."""
    if event.type == pygame.MOUSEMOTION:
        ui.hovered = card_at(model, places, ui, event.pos)
        return None
    if not ui.to_act:
        return None
    plays = plays_by_card(ui)
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        for rect, play in target_hits(model, places, ui):
            if rect.collidepoint(event.pos) and chosen(ui) == play.card:
                return play_of(ui, play.card, plays[play.card].index(play))
        card = card_at(model, places, ui, event.pos)
        if card is None or card not in plays:
            return None
        if len(plays[card]) == 1 or ui.selected == card:
            return play_of(ui, card, ui.target if ui.selected == card else 0)
        ui.selected, ui.target = card, 0
    elif event.type == pygame.KEYDOWN:
        cards = list(dict.fromkeys(c for _, c, ok, _ in hand_cards(model, places, ui) if ok))
        if not cards:
            return None
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            if ui.selected in cards:
                i = (cards.index(ui.selected) + step) % len(cards)
            else:
                i = 0 if step > 0 else len(cards) - 1
            ui.selected, ui.target = cards[i], 0
        elif event.key in (pygame.K_UP, pygame.K_DOWN) and ui.selected in cards:
            ui.target = (ui.target + 1) % len(plays[ui.selected])
        elif event.key in ENTER:
            card = ui.selected if ui.selected in cards else cards[0]
            return play_of(ui, card, ui.target if card == ui.selected else 0)
    return None


def tooltip(model: PlayOrPayModel, places: Places, ui: PlayOrPayUi) -> str | None:
    """A lane's sequence, another seat's numbers, or the pot."""
    pos = ui.mouse
    if places.board.collidepoint(pos):
        tip = board_tip(model, places, pos)
        if tip:
            return tip
    for seat, rect in places.seats.items():
        if seat != places.bottom and rect.collidepoint(pos):
            return seat_tip(model, ui, seat)
    if places.pot.collidepoint(pos) and not model.sevens:
        said = ngettext(
            "The pot: {n} token. The first player out of cards takes it.",
            "The pot: {n} tokens. The first player out of cards takes it.",
            model.pot,
        )
        return said.format(n=model.pot)
    span = (facts_left(ui.game_name, places.s, 24, 24), places.frame.facts_right)
    return facts_tip(places.frame.bar, span, pos, bar_facts(model, ui))


def tick(model: PlayOrPayModel, ui: PlayOrPayUi, dt: float) -> None:
    """No selection while the viewer may not act."""
    if not ui.to_act:
        ui.selected = None


def describe(event: GameEvent, ui: PlayOrPayUi) -> str | None:
    return event_line(event, ui.name)


def place_buttons(places: Places, count: int, ui: PlayOrPayUi) -> list[pygame.Rect]:
    """The forced Pay / Pass button in the own panel's right end."""
    r, s = places.side, places.s
    if not r.width:
        return []
    bh = int(min(60 * s, r.height))
    top = r.centery - bh // 2
    return [pygame.Rect(r.x, top + i * (bh + int(8 * s)), r.width, bh) for i in range(count)]


def banner_frame(places: Places, ui: PlayOrPayUi) -> tuple[tuple[int, int], int]:
    """The round banner over the board."""
    s = places.s
    return places.board.center, int(min(640 * s, places.frame.area.width - 40 * s))
