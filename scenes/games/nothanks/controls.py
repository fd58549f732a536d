"""The No Thanks! controls: buttons for the legal actions (their keys in
``Control.keys``), choosing a card of one's display (Give left, Remove) by click, arrows
and Enter, and the table's tooltips.

The Take and Decline buttons show what the action does to the viewer's score as the
game's spec previews it (``ui.previews``); nothing here works out a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.contract import Action
from game.games.nothanks.rules import PASS, TAKE, TIGER
from game.games.nothanks.special_rules import BID, DECLINE, SIT_OUT
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.phrases import is_you, signed
from scenes.games.nothanks import prompts
from scenes.games.nothanks import specials as specials_art
from scenes.games.nothanks.bars import bar_facts
from scenes.games.nothanks.centre import out_of_play_line, out_of_play_rows
from scenes.games.nothanks.display_tags import display_spots
from scenes.games.nothanks.layout import SIZES, NoThanksUi, Places, offer, peek_rect
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.panel_words import seat_panel
from scenes.games.nothanks.seats import choices, fitted_look, score_rect, selected
from scenes.games.nothanks.specials import ShownCard, SpecialFace, TableCard
from scenes.table.components.title_bar import facts_left, facts_tip
from scenes.table.pieces import Control


def fixed_controls() -> dict[Action, Control]:
    """Buttons that read nothing from the table (in the current language)."""
    return {
        PASS: Control(
            PASS,
            pgettext("No Thanks! button", "No thanks!"),
            (pygame.K_n, pygame.K_SPACE),
            _("N / Space · pay 1 chip"),
            "primary",
            _("Put one chip on the card; play passes left."),
        ),
        SIT_OUT: Control(
            SIT_OUT,
            pgettext("No Thanks! button", "Sit out"),
            (pygame.K_s,),
            _("S · play your Sit out"),
            "accent",
            _(
                "Play your Sit out card: you leave the bidding on this card and are "
                "skipped until it is taken; then the Sit out card is discarded."
            ),
        ),
    }


def _points(delta: int) -> str:
    """ "+3 points", "−1 point", "0 points"."""
    return ngettext("{signed} point", "{signed} points", abs(delta)).format(signed=signed(delta))


def _short_points(delta: int) -> str:
    """ "+3 pts", "−1 pt" (a button's hint)."""
    return ngettext("{signed} pt", "{signed} pts", abs(delta)).format(signed=signed(delta))


def _take(name: str, pot: int, preview: object, green: bool) -> Control:
    """The Take button for card ``name`` with ``pot`` chips on it."""
    if isinstance(preview, int):
        hint = _("T · {points}").format(points=_short_points(preview))
        if pot:
            tip = ngettext(
                "Take {card} and {n} chip: {points}", "Take {card} and {n} chips: {points}", pot
            )
        else:
            tip = _("Take {card}: {points}")
        tip = tip.format(card=name, n=pot, points=_points(preview))
    else:
        hint = pgettext("key", "T")
        if pot:
            tip = ngettext(
                "Take {card} and {n} chip. Its effect depends on what happens next, so no preview.",
                "Take {card} and {n} chips. Its effect depends on what happens next, so no "
                "preview.",
                pot,
            )
        else:
            tip = _("Take {card}. Its effect depends on what happens next, so no preview.")
        tip = tip.format(card=name, n=pot)
    if green:
        tip = _("Everyone else sits out: you must take this green card. {tip}").format(tip=tip)
    return Control(TAKE, pgettext("No Thanks! button", "Take"), (pygame.K_t,), hint, "good", tip)


def _decline(name: str, pot: int, preview: object, to: str | None) -> Control:
    """The Decline button on a green card: take the chips, the card goes to ``to``."""
    if to is None:
        goes = _("{card} leaves the game").format(card=name)
    elif is_you(to):
        goes = _("{card} goes to you").format(card=name)
    else:
        goes = _("{card} goes to {name}").format(card=name, name=to)
    if isinstance(preview, int):
        hint = _("{take}, {points}").format(
            take=ngettext("D · take {n} chip", "D · take {n} chips", pot).format(n=pot),
            points=_short_points(preview),
        )
        tip = ngettext(
            "Take the {n} chip on the card ({points} for you); {goes}.",
            "Take the {n} chips on the card ({points} for you); {goes}.",
            pot,
        ).format(n=pot, points=_points(preview), goes=goes)
    else:
        hint = ngettext("D · take {n} chip", "D · take {n} chips", pot).format(n=pot)
        tip = ngettext(
            "Take the {n} chip on the card; {goes}.", "Take the {n} chips on the card; {goes}.", pot
        ).format(n=pot, goes=goes)
    return Control(
        DECLINE, pgettext("No Thanks! button", "Decline"), (pygame.K_d,), hint, "good", tip
    )


def controls(model: NoThanksModel, legal: Sequence[Action], ui: NoThanksUi) -> list[Control]:
    """A button for each legal action (none while a card of the display is chosen)."""
    sp = model.special_part
    if sp.pending is not None:
        return []  # the choice is made on the cards of the display
    offered = offer(model)
    name = specials_art.short_label(offered) if isinstance(offered, SpecialFace) else str(offered)
    fixed = fixed_controls()
    out: list[Control] = []
    for action in legal:
        preview = ui.previews.get(action)
        if action is TAKE and offered is not None:
            out.append(_take(name, model.pot, preview, sp.special_green))
        elif action is DECLINE:
            to = sp.last_bidder
            out.append(_decline(name, model.pot, preview, None if to is None else ui.name(to)))
        elif action is BID:
            tip = _(
                "Put one chip on {card} to stay in the bidding; play passes left. "
                "Whoever puts the last chip on it receives it."
            ).format(card=name)
            label = pgettext("No Thanks! button", "Bid a chip")
            out.append(Control(BID, label, (pygame.K_b,), _("B · stay in the bidding"), tip=tip))
        elif action is TIGER:
            tip = _(
                "Put your Hidden Tiger card {card} into your display (it then scores), then decide."
            ).format(card=model.my_tiger)
            label = pgettext("No Thanks! button", "Play tiger {card}").format(card=model.my_tiger)
            out.append(Control(TIGER, label, (pygame.K_h,), pgettext("key", "H"), "accent", tip))
        else:
            text = getattr(action, "text", None) or str(getattr(action, "value", action))
            out.append(fixed.get(action) or Control(action, text))
    return out


def on_input(
    event: pygame.event.Event, model: NoThanksModel, places: Places, ui: NoThanksUi
) -> Action | None:
    """Choosing a card of the viewer's display: click it, or ← → (Tab) and Enter."""
    options = choices(ui)
    if not options or ui.viewer is None:
        return None
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        by_card: dict[TableCard, Action] = dict(options)
        rects = display_spots(places, model, ui.viewer, ui, selected(ui))
        for card, rect, _tucked in reversed(rects):
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
    m, mouse, sp = model, ui.mouse, model.special_part
    peeked = sp.peeked is not None and ui.viewer is not None
    if peeked and peek_rect(places, sp.peeked or ())[0].collidepoint(mouse):
        return _(prompts.PEEK_TIP)
    cards: list[tuple[ShownCard, pygame.Rect]] = []
    if offer(m) is not None:
        cards.append((offer(m), places.offer))
    for seat in places.seats:
        chosen = selected(ui) if seat == ui.viewer else None
        cards += [(c, r) for c, r, _tucked in display_spots(places, m, seat, ui, chosen)]
    for card, rect in reversed(cards):
        if rect.collidepoint(mouse):
            return specials_art.tooltip(card) if isinstance(card, SpecialFace) else None
    for seat in places.seats:
        score = score_rect(places, seat, fitted_look(m, places, seat, ui))
        if score is not None and score.collidepoint(mouse):
            return seat_panel(m, seat).tip
    if m.my_tiger is not None and places.tiger.collidepoint(mouse):
        return prompts.tiger_tip(m.my_tiger)
    if places.stack.collidepoint(mouse) and sp.top_back is not None:
        return _(prompts.STACK_TIPS[sp.top_back == "green"])
    if out_of_play_rows(m, places, ui)[1].collidepoint(mouse):  # the whole line, if cut
        return out_of_play_line(m)
    span = (facts_left(ui.game_name, places.s, SIZES.title_bar[1], 10), places.frame.facts_right)
    return facts_tip(places.frame.bar, span, mouse, bar_facts(m, ui))
