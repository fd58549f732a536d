"""The No Thanks! table's lines of text: the facts in the title bar, the prompt over the
viewer's seat and "Waiting for …" where the buttons go while a bot decides."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.i18n import _
from scenes.games.nothanks import prompts
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.layout import SIZES, NoThanksUi, Places
from scenes.games.nothanks.model import NoThanksModel
from scenes.table.components.prompt_bar import draw_prompt_bar, prompt_rect
from scenes.table.components.title_bar import draw_facts, draw_title_bar
from scenes.table.facts import Fact


def draw_top_bar(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """The title bar: the game's name, then round, stack, seed, how to win, options."""
    s = places.s
    bar, title = draw_title_bar(surface, ui.game_name, s, *SIZES.title_bar)
    facts = bar_facts(model, ui)
    draw_facts(surface, facts, title.right + 10 * s, places.frame.facts_right, bar.centery, 17 * s)


def bar_facts(model: NoThanksModel, ui: NoThanksUi) -> list[Fact]:
    """The title bar's facts (every one is in the bar's tooltip)."""
    deal = ui.deal or ui.seed
    return prompts.top_bar_bits(model.round, model.rounds, model.stack_size, deal, ui.options)


def at_rest(model: NoThanksModel, ui: NoThanksUi) -> bool:
    """True while the seat to decide decides (nothing moves): the viewer may act, or a
    bot thinks."""
    p = model.current_player
    return not ui.finished and p >= 0 and (ui.to_act or p in ui.thinking)


def prompt(model: NoThanksModel, ui: NoThanksUi) -> tuple[str, str] | None:
    """The headline and detail of what the table asks of the viewer right now."""
    m, p, sp = model, model.current_player, model.special_part
    if ui.viewer is None or not at_rest(m, ui):
        return None
    if sp.pending is not None:
        left = ui.name((p + 1) % m.num_players)
        return prompts.choice_prompt(sp.pending, ui.name(p), left, ui.to_act)
    if ui.to_act and sp.special_green:
        active = sum(1 for out in sp.sitting_out if not out)
        bidder = ui.name(sp.last_bidder) if sp.last_bidder is not None else None
        return prompts.green_prompt(active, m.pot, m.chips[p] or 0, bidder)
    if sp.sitting_out[ui.viewer]:
        return _("You sit out on this card"), _("You come back when it is taken.")
    return None


def draw_prompt(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """What the table asks of the viewer, in the prompt bar above their seat; "Waiting
    for …" where the buttons go while a bot decides."""
    s, own = places.s, places.seats.get(places.bottom)
    asked = prompt(model, ui)
    if asked is not None and own is not None:
        title, detail = asked
        widest, gap = SIZES.prompt
        width = int(min(places.area.width - 24 * s, widest * s))
        anchor = (places.area.centerx, own.y - int(gap * s))
        draw_prompt_bar(surface, prompt_rect(anchor, width, bool(detail), s), title, detail, s)
    p = model.current_player
    if ui.viewer is None or ui.to_act or ui.driven or not at_rest(model, ui):
        return
    r, dy = places.buttons, SIZES.waiting_lines * s
    where = (r.centerx, r.centery - dy)
    theme.blit_text(surface, _("Waiting for"), 16 * s, where, theme.TEXT_DIM, anchor="center")
    name = theme.fit_text(ui.name(p), 18 * s, r.width, True)
    where = (r.centerx, r.centery + dy)
    theme.blit_text(surface, name, 18 * s, where, theme.TEXT, bold=True, anchor="center")
