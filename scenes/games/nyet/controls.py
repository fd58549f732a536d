"""Nyet! input: the first player's team and Bonus choices as buttons (number keys), hover,
clicks and arrow keys on the board's boxes and the hand's cards, and the tooltips of
cards and won-trick piles. Legal choices are the scene's (``ui.legal``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.contract import Action
from game.games.nyet.actions import ChooseTeam, Cover, GiveBonus
from scenes.core.i18n import _, pgettext
from scenes.core.phrases import about
from scenes.games.nyet import words
from scenes.games.nyet.hand_view import hand_cards
from scenes.games.nyet.layout import LIFT, NyetPlaces, hand_layout
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.seats import pile_rect, seat_cards
from scenes.games.nyet.trick_area import trick_cards
from scenes.games.nyet.ui import NyetUi, clamp_selection, legal_boxes, legal_by_card
from scenes.table.pieces import Control

DIGITS = (*(pygame.K_1 + i for i in range(9)), pygame.K_0)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
BOX_MOVES = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


def controls(model: NyetModel, legal: Sequence[Action], ui: NyetUi) -> list[Control]:
    """Buttons for the first player's team and Bonus choices (number keys)."""
    out: list[Control] = []
    n = model.num_players
    choices = [a for a in legal if isinstance(a, (ChooseTeam, GiveBonus))]
    for i, action in enumerate(choices):
        keys = (DIGITS[i],) if i < len(DIGITS) else ()
        hint = _("key {number}").format(number=(i + 1) % 10) if i < len(DIGITS) else ""
        if isinstance(action, ChooseTeam):
            if action.partners:
                names = " & ".join(ui.name(p) for p in action.partners)
                size = len(action.partners) + 1
                sides = _("{size} against {others}").format(size=size, others=n - size)
                tip = _("Your team: you and {names} ({sides}).").format(names=names, sides=sides)
                hint = f"{hint} · {sides}" if hint else hint
                label = _("With {names}").format(names=names)
                out.append(Control(action, label, keys, hint, "primary", tip))
            else:
                tip = _("You alone against {count}; you hold the Bonus card.").format(count=n - 1)
                out.append(Control(action, _("Play alone"), keys, hint, "primary", tip))
        else:
            who = ui.name(action.seat)
            if action.seat == ui.viewer:
                label = pgettext("Nyet! Bonus card", "Keep it")
            else:
                label = pgettext("Nyet! Bonus card", "Give to {name}").format(name=who)
            tip = about(
                who, _("{name}'s round points count double."), _("Your round points count double.")
            )
            out.append(Control(action, label, keys, hint, "accent", tip))
    return out


def on_input(
    event: pygame.event.Event, model: NyetModel, places: NyetPlaces, ui: NyetUi
) -> Action | None:
    """Hover selects; a click on a legal box or card, or Enter, plays it; arrows move the
    selection (boxes in the Nyet! phase, cards after)."""
    if event.type == pygame.MOUSEMOTION:
        _hover(event.pos, model, places, ui)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        _hover(event.pos, model, places, ui)
        return _click(model, ui) if ui.to_act else None
    elif event.type == pygame.KEYDOWN and ui.to_act:
        return _key(event.key, model, places, ui)
    return None


def _hover(pos: tuple[int, int], model: NyetModel, places: NyetPlaces, ui: NyetUi) -> None:
    """Track the card and box under the mouse (and select them when legal)."""
    ui.hover_card = ui.hover_box = None
    legal = legal_by_card(ui)
    for index, (rect, card) in reversed(list(enumerate(hand_layout(places, model.hand)))):
        hit = rect.move(0, -int(LIFT * places.s)) if card in legal else rect
        if hit.union(rect).collidepoint(pos):
            ui.hover_card = index
            if card in legal:
                ui.sel_card = index
            break
    boxes = legal_boxes(ui)
    for key, rect in places.boxes.items():
        if rect.collidepoint(pos):
            ui.hover_box = key
            if key in boxes:
                ui.sel_box = key
            break


def _click(model: NyetModel, ui: NyetUi) -> Action | None:
    """The legal box or card under the mouse."""
    if ui.hover_box is not None and ui.hover_box in legal_boxes(ui):
        return Cover(*ui.hover_box)
    if ui.hover_card is not None and ui.hover_card < len(model.hand):
        return legal_by_card(ui).get(model.hand[ui.hover_card])
    return None


def _key(key: int, model: NyetModel, places: NyetPlaces, ui: NyetUi) -> Action | None:
    """Arrows move the selection; Enter covers the box or acts with the card."""
    boxes, sel = legal_boxes(ui), ui.sel_box
    if boxes:
        if key in BOX_MOVES:
            _move_box(boxes, places, ui, *BOX_MOVES[key])
        elif key in ENTER and sel is not None and sel in boxes:
            return Cover(*sel)
        return None
    legal = legal_by_card(ui)
    playable = [i for i, c in enumerate(model.hand) if c in legal]
    if not playable:
        return None
    step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
    if key in (pygame.K_LEFT, pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
        k = playable.index(ui.sel_card) + step if ui.sel_card in playable else 0
        ui.sel_card = playable[k % len(playable)]
    elif key in ENTER:
        clamp_selection(model, ui)
        if ui.sel_card is not None and ui.sel_card < len(model.hand):
            return legal.get(model.hand[ui.sel_card])
    return None


def _move_box(boxes: list[tuple[int, int]], p: NyetPlaces, ui: NyetUi, dx: int, dy: int) -> None:
    """Move the selected box along its line (``dx``) or to the nearest legal box of
    another line (``dy``)."""
    sel = ui.sel_box
    if sel is None or sel not in boxes:
        ui.sel_box = boxes[0]
    elif dx:
        ui.sel_box = boxes[(boxes.index(sel) + dx) % len(boxes)]
    else:
        lines = sorted({line for line, _ in boxes})
        line = lines[(lines.index(sel[0]) + dy) % len(lines)]
        cx = p.boxes[sel].centerx
        row = [b for b in boxes if b[0] == line]
        ui.sel_box = min(row, key=lambda b: abs(p.boxes[b].centerx - cx))


def tooltip(model: NyetModel, places: NyetPlaces, ui: NyetUi) -> str | None:
    """Tooltips for cards and won-trick piles (board boxes speak in the prompt bar)."""
    spots = seat_cards(model, places, ui) + trick_cards(model, places)
    spots += [(rect, card) for _, rect, card in hand_cards(model, places, ui)]
    for rect, card in reversed(spots):
        if rect.collidepoint(ui.mouse):
            return words.card_tip(card, model)
    for seat in places.seats:
        if pile_rect(model, places, seat).collidepoint(ui.mouse):
            return words.pile_tip(model, seat, ui.name)
    return None
