"""The No Thanks! controls: buttons for the legal actions (their keys in
``Control.keys``), choosing a card of one's display (Give left, Remove) by click, arrows
and Enter, and the table's tooltips.

The Take and Decline buttons show what the action does to the viewer's score as the
game's spec previews it (``ui.previews``); nothing here works out a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.contract import Action
from game.nothanks.rules import PASS, TAKE, TIGER
from game.nothanks.special_rules import BID, DECLINE, SIT_OUT
from scenes.core.phrases import pts, signed, signed_count
from scenes.nothanks import specials as specials_art
from scenes.nothanks import words
from scenes.nothanks.bars import bar_facts
from scenes.nothanks.layout import SIZES, NoThanksUi, Places, display_rects, offer, peek_rect
from scenes.nothanks.model import NoThanksModel
from scenes.nothanks.panel_words import seat_panel
from scenes.nothanks.seats import choices, fitted_look, score_rect, selected
from scenes.nothanks.specials import SpecialFace
from scenes.table.components.title_bar import facts_left, facts_tip
from scenes.table.pieces import Control

#: Buttons that read nothing from the table.
FIXED_CONTROLS: dict[Action, Control] = {
    PASS: Control(
        PASS,
        "No thanks!",
        (pygame.K_n, pygame.K_SPACE),
        "N / Space · pay 1 chip",
        "primary",
        "Put one chip on the card; play passes left.",
    ),
    SIT_OUT: Control(
        SIT_OUT,
        "Sit out",
        (pygame.K_s,),
        "S · play your Sit out",
        "accent",
        "Play your Sit out card: you leave the bidding on this card and are "
        "skipped until it is taken; then the Sit out card is discarded.",
    ),
}


def _points(delta: int) -> str:
    return signed_count(delta, "point")


def controls(model: NoThanksModel, legal: Sequence[Action], ui: NoThanksUi) -> list[Control]:
    """A button for each legal action (none while a card of the display is chosen)."""
    if model.pending is not None:
        return []  # the choice is made on the cards of the display
    offered = offer(model)
    name = specials_art.short_label(offered) if isinstance(offered, SpecialFace) else str(offered)
    chips = words.chips(model.pot)
    out: list[Control] = []
    for action in legal:
        preview = ui.previews.get(action)
        if action is TAKE and offered is not None:
            with_chips = f" and {chips}" if model.pot else ""
            hint, tip = "T", f"Take {name}{with_chips}. "
            tip += "Its effect depends on what happens next, so no preview."
            if isinstance(preview, int):
                hint = f"T · {signed(preview)} {pts(preview)}"
                tip = f"Take {name}{with_chips}: {_points(preview)}"
            if model.special_green:
                tip = "Everyone else sits out: you must take this green card. " + tip
            out.append(Control(TAKE, "Take", (pygame.K_t,), hint, "good", tip))
        elif action is DECLINE:
            to = model.last_bidder
            goes = f"{name} goes to {words.whom(ui.name(to))}" if to is not None else ""
            goes = goes or f"{name} leaves the game"
            hint, tip = f"D · take {chips}", f"Take the {chips} on the card; {goes}."
            if isinstance(preview, int):
                hint = f"{hint}, {signed(preview)} {pts(preview)}"
                tip = f"Take the {chips} on the card ({_points(preview)} for you); {goes}."
            out.append(Control(DECLINE, "Decline", (pygame.K_d,), hint, "good", tip))
        elif action is BID:
            tip = (
                f"Put one chip on {name} to stay in the bidding; play passes left. "
                "Whoever puts the last chip on it receives it."
            )
            out.append(
                Control(BID, "Bid a chip", (pygame.K_b,), "B · stay in the bidding", tip=tip)
            )
        elif action is TIGER:
            tip = (
                f"Put your Hidden Tiger card {model.my_tiger} into your display "
                "(it then scores), then decide."
            )
            label = f"Play tiger {model.my_tiger}"
            out.append(Control(TIGER, label, (pygame.K_h,), "H", "accent", tip))
        else:
            text = getattr(action, "text", None) or str(getattr(action, "value", action))
            out.append(FIXED_CONTROLS.get(action) or Control(action, text))
    return out


def on_input(
    event: pygame.event.Event, model: NoThanksModel, places: Places, ui: NoThanksUi
) -> Action | None:
    """Choosing a card of the viewer's display: click it, or ← → (Tab) and Enter."""
    options = choices(ui)
    if not options or ui.viewer is None:
        return None
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        by_card: dict[Any, Action] = dict(options)
        rects = display_rects(places, model, ui.viewer, ui, selected(ui))
        for card, rect, _ in reversed(rects):
            if card in by_card and rect.collidepoint(event.pos):
                return by_card[card]
    elif event.type == pygame.KEYDOWN:
        if event.key in (pygame.K_LEFT, pygame.K_UP):
            ui.choice_index = (ui.choice_index - 1) % len(options)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
            ui.choice_index = (ui.choice_index + 1) % len(options)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return options[ui.choice_index % len(options)][1]
    return None


def tooltip(model: NoThanksModel, places: Places, ui: NoThanksUi) -> str | None:
    """What is under the mouse: the Peek panel, a special card, a score, the viewer's
    Hidden Tiger card, the stack."""
    m, mouse = model, ui.mouse
    peeked = m.peeked is not None and ui.viewer is not None
    if peeked and peek_rect(places, m.peeked or ())[0].collidepoint(mouse):
        return words.PEEK_TIP
    cards: list[tuple[Any, pygame.Rect]] = []
    if offer(m) is not None:
        cards.append((offer(m), places.offer))
    for seat in places.seats:
        chosen = selected(ui) if seat == ui.viewer else None
        cards += [(c, r) for c, r, _ in display_rects(places, m, seat, ui, chosen)]
    for card, rect in reversed(cards):
        if rect.collidepoint(mouse):
            return specials_art.tooltip(card) if isinstance(card, SpecialFace) else None
    for seat in places.seats:
        score = score_rect(places, seat, fitted_look(m, places, seat, ui))
        if score is not None and score.collidepoint(mouse):
            return seat_panel(m, seat).tip
    if m.my_tiger is not None and places.tiger.collidepoint(mouse):
        return words.tiger_tip(m.my_tiger)
    if places.stack.collidepoint(mouse) and m.top_back is not None:
        return words.STACK_TIPS[m.top_back == "green"]
    span = (facts_left(ui.game_name, places.s, SIZES.title_bar[1], 10), places.frame.facts_right)
    return facts_tip(places.frame.bar, span, mouse, bar_facts(m, ui))
