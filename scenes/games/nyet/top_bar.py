"""The Nyet! title bar: round and dealer, then the round's terms as chips."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.fonts import design_text_size
from scenes.core.i18n import _, ngettext
from scenes.core.phrases import signed
from scenes.games.nyet.art import SYMBOLS, NyetArt
from scenes.games.nyet.layout import BAR_H, TITLE_PX, NyetPlaces
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.ui import NyetUi
from scenes.games.nyet.words import (
    COLOUR_INDEX,
    colour_name,
    discard_words,
    super_ones,
    upper_first,
)
from scenes.table.components.title_bar import draw_title_bar, facts_tip
from scenes.table.facts import Fact, fit_facts, more_label


def draw_top_bar(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The title bar: the game's name, round, dealer, seed and the round's terms once
    set (left of the menu buttons)."""
    s, sh = places.s, model
    bar, title = draw_title_bar(surface, ui.game_name, s, BAR_H, TITLE_PX)
    left, grown = max(110 * s, title.right + 12 * s), theme.text_factor()
    if sh.rounds is not None:
        rnd = _("Round {number} of {count}").format(number=sh.round, count=sh.rounds)
    else:
        rnd = _("Round {number} · to {target}").format(number=sh.round, target=sh.target)
    r = theme.blit_text(
        surface,
        rnd,
        17 * s,
        (left, bar.centery - 9 * s * grown),
        theme.TEXT,
        bold=True,
        anchor="midleft",
    )
    dealer = theme.blit_text(
        surface,
        _("Dealer {name} · {deal}").format(name=ui.name(sh.dealer), deal=ui.deal)
        if ui.deal
        else _("Dealer {name} · seed {seed}").format(name=ui.name(sh.dealer), seed=ui.seed),
        13 * s,
        (left, bar.centery + 11 * s * grown),
        theme.TEXT_DIM,
        anchor="midleft",
    )
    # The round's terms, always visible once set (by rank when the bar is crowded).
    x = max(r.right, dealer.right, left + 170 * s) + 16 * s
    facts = bar_facts(model)
    gap = 8 * s
    colours = {fact.text: colour for fact, colour in zip(facts, _colours(model), strict=True)}
    colours.update({f.short: colours[f.text] for f in facts if f.short})

    def width(text: str) -> float:
        return chip_width(text, s, colours.get(text) is not None)

    room = places.frame.facts_right - x
    shown, hidden = fit_facts(facts, room, width, gap)
    if hidden and theme.text_factor() > 1:
        with design_text_size():  # more of the terms in view at their design size?
            small, left_out = fit_facts(facts, room, width, gap)
            if len(small) > len(shown):
                for text in small:
                    x = chip(art, surface, x, bar.centery, text, colours.get(text), s) + gap
                if left_out:
                    chip(art, surface, x, bar.centery, more_label(len(left_out)), None, s)
                return
    for text in shown:
        x = chip(art, surface, x, bar.centery, text, colours.get(text), s) + gap
    if hidden:
        chip(art, surface, x, bar.centery, more_label(len(hidden)), None, s)


def bar_facts(model: NyetModel) -> list[Fact]:
    """The round's terms as the title bar's facts (the trump and the points stay longest);
    every one is in the bar's tooltip."""
    sh = model
    if sh.trump is None:
        left = max(0, sh.covers_left)
        text = ngettext(
            "Nyet! phase · {count} box still to cover",
            "Nyet! phase · {count} boxes still to cover",
            left,
        )
        short = ngettext("{count} box to cover", "{count} boxes to cover", left)
        return [Fact(text.format(count=left), 0, short.format(count=left))]
    k = COLOUR_INDEX[sh.trump]
    trump = _("Trump {symbol} {colour}").format(symbol=SYMBOLS[k], colour=colour_name(k))
    # Short: the colour's word stays (the chip's swatch shows its symbol).
    facts = [Fact(trump, 0, _("Trump {colour}").format(colour=colour_name(k)))]
    if sh.supertrump in (None, "none"):
        facts.append(Fact(_("Supertrump: none"), 2, _("No supertrump")))
    else:
        j = COLOUR_INDEX[sh.supertrump or "red"]
        ones = super_ones(j)
        facts.append(
            Fact(
                _("Supertrump {symbol} {ones}").format(symbol=SYMBOLS[j], ones=ones),
                2,
                _("Super {symbol} {ones}").format(symbol=SYMBOLS[j], ones=ones),
            )
        )
    points = signed(sh.points or 0)
    facts.append(
        Fact(
            _("{points} per trick & loot").format(points=points),
            1,
            _("{points} a trick").format(points=points),
        )
    )
    facts.append(Fact(upper_first(discard_words(sh.discard)), 3))
    return facts


def _colours(model: NyetModel) -> list[int | None]:
    """The colour swatch of each fact of :func:`bar_facts` (None: no swatch)."""
    if model.trump is None:
        return [None]
    sup = model.supertrump
    return [
        COLOUR_INDEX[model.trump],
        None if sup in (None, "none") else COLOUR_INDEX[sup or "red"],
        None,
        None,
    ]


def chip_width(text: str, s: float, colour: bool = False) -> float:
    """The width of a :func:`chip` for ``text`` (a colour term adds its swatch)."""
    extra = int(26 * s) if colour else 0
    return theme.text(text, 15 * s, theme.TEXT, bold=True).get_width() + int(20 * s) + extra


def facts_tooltip(model: NyetModel, places: NyetPlaces, ui: NyetUi) -> str | None:
    """Every term of the round, one a line, while the mouse is on the title bar."""
    span = (110 * places.s, places.frame.facts_right)
    return facts_tip(places.frame.bar, span, ui.mouse, bar_facts(model))


def chip(
    art: NyetArt,
    surface: pygame.Surface,
    x: float,
    cy: float,
    text: str,
    colour: int | None,
    s: float,
) -> float:
    """A rounded label; a colour term carries the colour's swatch and symbol."""
    label = theme.text(text, 15 * s, theme.TEXT, bold=True)
    extra = int(26 * s) if colour is not None else 0
    rect = pygame.Rect(int(x), 0, label.get_width() + int(20 * s) + extra, int(32 * s))
    rect.centery = int(cy)
    theme.draw_panel(surface, rect, (24, 52, 42), rect.height // 2, (70, 120, 96), 1)
    if colour is not None:
        sw = art.swatch(colour, int(22 * s))
        surface.blit(sw, sw.get_rect(midleft=(rect.x + int(6 * s), rect.centery)))
    surface.blit(label, label.get_rect(midleft=(rect.x + int(10 * s) + extra, rect.centery)))
    return rect.right
