"""Nyet! input: the human's legal boxes and cards, keyboard and mouse selection, and the
first player's team and Bonus dialogs (buttons)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.contract import Action
from game.nyet.actions import ChooseTeam, Cover, GiveBonus
from scenes.core import theme
from scenes.core.widgets import Button
from scenes.nyet import hand_view
from scenes.nyet.legal_choices import legal_boxes, legal_by_card
from scenes.table.scene import Control

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def clamp_selection(t: NyetTable) -> None:
    """Keep the keyboard selection on a legal card and a legal box (or none)."""
    legal = legal_by_card(t)
    hand = t.model.hand
    if legal:
        if t.sel_card is None or t.sel_card >= len(hand) or hand[t.sel_card] not in legal:
            t.sel_card = next((i for i, c in enumerate(hand) if c in legal), None)
    else:
        t.sel_card = None
    boxes = legal_boxes(t)
    if boxes:
        if t.sel_box not in boxes:
            t.sel_box = boxes[0]
    else:
        t.sel_box = None


def move_card_selection(t: NyetTable, step: int) -> None:
    """Move the selected card ``step`` places among the playable ones."""
    legal = legal_by_card(t)
    hand = t.model.hand
    playable = [i for i, c in enumerate(hand) if c in legal]
    if not playable:
        return
    if t.sel_card not in playable:
        t.sel_card = playable[0]
        return
    k = playable.index(t.sel_card)
    t.sel_card = playable[(k + step) % len(playable)]


def move_box_selection(t: NyetTable, dx: int, dy: int) -> None:
    """Move the selected box along its line (``dx``) or to the nearest legal box of
    another line (``dy``)."""
    boxes = legal_boxes(t)
    if not boxes:
        return
    if t.sel_box not in boxes:
        t.sel_box = boxes[0]
        return
    assert t.sel_box is not None
    if dx:
        k = boxes.index(t.sel_box)
        t.sel_box = boxes[(k + dx) % len(boxes)]
        return
    lines = sorted({line for line, _ in boxes})
    k = lines.index(t.sel_box[0])
    line = lines[(k + dy) % len(lines)]
    cx = t.box_rects[t.sel_box].centerx
    t.sel_box = min(
        (b for b in boxes if b[0] == line), key=lambda b: abs(t.box_rects[b].centerx - cx)
    )


def handle_input(t: NyetTable, event: pygame.event.Event) -> None:
    """Hover, clicks and keys on the board and the hand."""
    if event.type == pygame.MOUSEMOTION:
        update_hover(t, event.pos)
    elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        update_hover(t, event.pos)
        click_at(t, event.pos)
    elif event.type == pygame.KEYDOWN:
        key(t, event.key)


def update_hover(t: NyetTable, pos: tuple[int, int]) -> None:
    """Track the card and box under the mouse (and select them when legal)."""
    t.hover_card = None
    t.hover_box = None
    legal = legal_by_card(t)
    for index, (rect, card) in reversed(list(enumerate(hand_view.hand_layout(t)))):
        hit = rect.move(0, -int(16 * t.s)) if card in legal else rect
        if hit.union(rect).collidepoint(pos):
            t.hover_card = index
            if card in legal:
                t.sel_card = index
            break
    boxes = legal_boxes(t)
    for key, rect in t.box_rects.items():
        if rect.collidepoint(pos):
            t.hover_box = key
            if key in boxes:
                t.sel_box = key
            break


def click_at(t: NyetTable, pos: tuple[int, int]) -> None:
    """Act on the legal box or card under the mouse, if the human is to move."""
    if not t.human_to_move():
        return
    if t.hover_box is not None and t.hover_box in legal_boxes(t):
        t._clicker(Cover(*t.hover_box))()
        return
    if t.hover_card is not None:
        hand = t.model.hand
        if t.hover_card < len(hand):
            action = legal_by_card(t).get(hand[t.hover_card])
            if action is not None:
                t._clicker(action)()


def key(t: NyetTable, key: int) -> None:
    """Arrows move the selection; Enter covers the box or acts with the card."""
    if not t.human_to_move():
        return
    boxes = legal_boxes(t)
    if boxes:
        moves = {
            pygame.K_LEFT: (-1, 0),
            pygame.K_RIGHT: (1, 0),
            pygame.K_UP: (0, -1),
            pygame.K_DOWN: (0, 1),
        }
        if key in moves:
            move_box_selection(t, *moves[key])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and t.sel_box in boxes:
            assert t.sel_box is not None
            t._clicker(Cover(*t.sel_box))()
        return
    legal = legal_by_card(t)
    if not legal:
        return
    if key in (pygame.K_LEFT, pygame.K_UP):
        move_card_selection(t, -1)
    elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
        move_card_selection(t, 1)
    elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        clamp_selection(t)
        if t.sel_card is not None and t.sel_card < len(t.model.hand):
            action = legal.get(t.model.hand[t.sel_card])
            if action is not None:
                t._clicker(action)()


def controls_for(t: NyetTable, legal: list[Action]) -> list[Control]:
    """Buttons for the first player's team and Bonus choices (number keys)."""
    out: list[Control] = []
    digits = [pygame.K_1 + i for i in range(9)] + [pygame.K_0]
    choices = [a for a in legal if isinstance(a, (ChooseTeam, GiveBonus))]
    for i, action in enumerate(choices):
        keys = (digits[i],) if i < len(digits) else ()
        hint = f"key {(i + 1) % 10}" if i < len(digits) else ""
        if isinstance(action, ChooseTeam):
            if action.partners:
                names = " & ".join(t.name(p) for p in action.partners)
                label = f"With {names}"
                size = len(action.partners) + 1
                tip = f"Your team: you and {names} ({size} against {t.n - size})."
                hint = f"{hint} · {size} against {t.n - size}" if hint else hint
            else:
                label = "Play alone"
                tip = f"You alone against {t.n - 1}; you hold the Bonus card."
            out.append(Control(action, label, keys, hint, "primary", tip))
        else:
            label = "Keep it" if action.seat == t.viewer else f"Give to {t.name(action.seat)}"
            tip = f"{t.name(action.seat)}'s round points count double."
            out.append(Control(action, label, keys, hint, "accent", tip))
    return out


def place_controls(t: NyetTable, buttons: list[Button]) -> None:
    """Lay the dialog buttons out over the trick area (one or two columns)."""
    if not buttons or t.trick_rect.width <= 0:
        t.dialog_rect = pygame.Rect(0, 0, 0, 0)
        return
    s = t.s
    cols = 1 if len(buttons) <= 4 else 2
    rows = math.ceil(len(buttons) / cols)
    bw = int(min(250 * s, (t.trick_rect.width - 60 * s) / cols))
    bh = int(46 * s)
    gap = int(10 * s)
    head = int(84 * s)
    w = cols * bw + (cols - 1) * gap + int(40 * s)
    h = head + rows * bh + (rows - 1) * gap + int(22 * s)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = t.trick_rect.center
    rect.clamp_ip(t.trick_rect.inflate(0, int(120 * s)))
    t.dialog_rect = rect
    for i, button in enumerate(buttons):
        col, row = (i // rows, i % rows) if cols > 1 else (0, i)
        x = rect.x + int(20 * s) + col * (bw + gap)
        y = rect.y + head + row * (bh + gap)
        button.place((x, y, bw, bh), s)
        button.font_px = 17


def draw_dialog(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The dialog panel behind the team or Bonus buttons."""
    r = t.dialog_rect
    if not r.width:
        return
    theme.draw_panel(surface, r, (12, 18, 26, 240), int(14 * s), theme.ACCENT, 2, shadow=int(8 * s))
    sh = t.model
    bonus = any(isinstance(c.action, GiveBonus) for c, _ in t.controls)
    if bonus:
        title = "Give the Bonus card"
        sub = "It doubles its holder's round points; it goes to the team of two."
    else:
        title = "You are the first player: choose your team"
        sub = {
            5: "Your side may be 2 or 3 players; the team of 2 gets the Bonus card.",
            4: "Two against two: pick your partner.",
            3: "Alone against two (you hold the Bonus card) or with a partner.",
        }.get(t.n, "")
    theme.blit_text(
        surface,
        title,
        21 * s,
        (r.centerx, r.y + 26 * s),
        theme.ACCENT,
        bold=True,
        anchor="center",
    )
    theme.blit_text(
        surface,
        theme.fit_text(sub, 14 * s, r.width - 30 * s),
        14 * s,
        (r.centerx, r.y + 54 * s),
        theme.TEXT_DIM,
        anchor="center",
    )
    del sh
