"""What the viewer may do at the Play or Pay table and where: the legal plays by card (from
``ui.legal``), the lifted cards of the hand and the glowing places on the board, the
forced Pay / Pass button and the line that says what to do now."""

from __future__ import annotations

import pygame

from game.contract import Action
from game.games.playorpay.actions import PAY, Play
from game.games.playorpay.cards import rank_of, suit_of
from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _, pgettext
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import SPEC, SUIT_ROWS, Places, hand_layout, lanes_of, slot_rect
from scenes.games.playorpay.ui import Colour, PlayOrPayUi
from scenes.table.kit import Control, TableUi

#: Seconds the forced Pay waits before its button appears (times the animation speed).
PAY_PAUSE = 1.0
#: Keys of the forced Pay / Pass button.
PAY_KEYS = (pygame.K_p, pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def hand_sort_key(card: int) -> tuple[int, int]:
    """Hand order: by suit as on the table (spades, hearts, clubs, diamonds), then rank."""
    return (SUIT_ROWS.index(suit_of(card)), rank_of(card))


def shown_hand(model: PlayOrPayModel, ui: TableUi) -> list[int]:
    """The bottom seat's hand in table order, if the person looking may see it."""
    return sorted(model.hand, key=hand_sort_key) if ui.viewer == model.player else []


def plays_by_card(ui: TableUi) -> dict[int, list[Play]]:
    """The viewer's legal plays by card (empty unless they are to act)."""
    plays: dict[int, list[Play]] = {}
    for action in ui.legal if ui.to_act else ():
        if isinstance(action, Play):
            plays.setdefault(action.card, []).append(action)
    return plays


def must_pay(ui: TableUi) -> bool:
    """True when the viewer is to act and no card of theirs fits (Pay or Pass)."""
    return ui.to_act and bool(ui.legal) and not isinstance(ui.legal[0], Play)


def pays(ui: TableUi) -> bool:
    """True when the forced move is Pay (not Pass)."""
    return must_pay(ui) and ui.legal[0] is PAY


def chosen(ui: PlayOrPayUi) -> int | None:
    """The selected card, else the lone card that is about to play itself."""
    if ui.selected is not None:
        return ui.selected
    return ui.forced.card if isinstance(ui.forced, Play) else None


def focus(ui: PlayOrPayUi) -> int | None:
    """The card whose places are shown: the chosen one, else the hovered one."""
    card = chosen(ui)
    return card if card is not None else ui.hovered


def hand_cards(
    model: PlayOrPayModel, places: Places, ui: PlayOrPayUi
) -> list[tuple[pygame.Rect, int, bool, bool]]:
    """The viewer's hand as drawn: (rect, card, playable, focused) in drawing order;
    playable cards are lifted, the focused one more."""
    plays, picked = plays_by_card(ui), chosen(ui)
    cw, placed = hand_layout(places, shown_hand(model, ui))
    out = []
    for card, x, y in placed:
        playable = card in plays
        focused = card == picked or (card == ui.hovered and playable)
        lift = lift_of(places, playable, focused)
        out.append((pygame.Rect(x, y - lift, cw, card_height(cw)), card, playable, focused))
    return out


def lift_of(places: Places, playable: bool, focused: bool) -> int:
    """How far a card of the hand is lifted."""
    return int((SPEC.lift_focused if focused else SPEC.lift if playable else 0) * places.s)


def card_at(
    model: PlayOrPayModel, places: Places, ui: PlayOrPayUi, pos: tuple[int, int]
) -> int | None:
    """The card of the hand under ``pos`` (a lifted card a little taller)."""
    for rect, card, playable, focused in reversed(hand_cards(model, places, ui)):
        if rect.inflate(0, lift_of(places, playable, focused)).collidepoint(pos):
            return card
    return None


def target_hits(
    model: PlayOrPayModel, places: Places, ui: PlayOrPayUi
) -> list[tuple[pygame.Rect, Play]]:
    """The glowing places of the focused card (click one to play it there)."""
    card = focus(ui)
    plays = plays_by_card(ui).get(card, []) if card is not None else []
    geo = lanes_of(places, model)
    return [(slot_rect(places, geo, suit_of(p.card), p.target, rank_of(p.card)), p) for p in plays]


def controls(model: PlayOrPayModel, legal: object, ui: TableUi) -> list[Control]:
    """Only the forced Pay / Pass gets a button (plays are made on the cards), and only
    after a short pause so the player sees that nothing fits; none while it is about to
    play itself (auto-play)."""
    if not must_pay(ui) or ui.forced is not None:
        return []
    if ui.time - ui.turn_since < PAY_PAUSE * ui.speed:
        return []
    keys = pgettext("keys", "P / Enter")
    if pays(ui):
        tip = _("No card in your hand fits any sequence: pay one token into the pot.")
        return [Control(PAY, _("Pay 1 token"), PAY_KEYS, keys, "danger", tip, 21)]
    if model.sevens:
        tip = _("No card fits: pass.")
    else:
        tip = _("No card fits and you have no tokens: pass for free.")
    label = pgettext("the button", "Pass")
    return [Control(ui.legal[0], label, PAY_KEYS, keys, "secondary", tip, 21)]


def own_message(model: PlayOrPayModel, ui: PlayOrPayUi) -> tuple[str, Colour]:
    """What the person looking should do now (empty when it is not their turn)."""
    if ui.finished or ui.viewer is None or not ui.to_act:
        return "", theme.TEXT
    if must_pay(ui):
        if pays(ui):
            return _("No card fits — you must pay 1 token"), (255, 170, 90)
        return _("No card fits — you pass"), (255, 170, 90)
    if ui.forced is not None:
        return _("Only one card fits — it plays itself"), theme.ACCENT
    if ui.selected is not None and len(plays_by_card(ui).get(ui.selected, [])) > 1:
        return _("Two places fit: click one, or ↑/↓ then Enter"), theme.ACCENT
    return _("Your turn: play a lifted card"), theme.ACCENT


def play_of(ui: PlayOrPayUi, card: int, target: int = 0) -> Action | None:
    """The play of ``card`` at its ``target``-th place; the selection is cleared."""
    plays = plays_by_card(ui).get(card)
    if not plays:
        return None
    ui.selected, ui.target, ui.hovered = None, 0, None
    return plays[min(target, len(plays) - 1)]
