"""The No Thanks! seat panels: the shared seat panel (name, score, pills, ribbons, turn
ring) with the seat's display of cards in its body, runs grouped.

What a panel says comes from the display model through
:func:`scenes.games.nothanks.panel_words.seat_panel`: card points for every seat, and for the seat
in front of the screen (or everyone, with open chips) the chips and the score as well,
each labelled. A run shows its lowest card (the one that counts) in front and the others
tucked behind it, showing only their corner numbers.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import pygame

from game.contract import Action
from game.games.nothanks.specials import BY_ID, SPECIAL_BASE
from scenes.core import theme
from scenes.core.i18n import N_, _, current, ngettext
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.display_tags import draw_tags, needs_tags
from scenes.games.nothanks.layout import (
    NoThanksUi,
    Places,
    RunSpan,
    display_cards,
    display_rects,
    hand_rect,
    run_spans,
)
from scenes.games.nothanks.model import NoThanksModel
from scenes.games.nothanks.panel_words import SeatPanel, seat_panel
from scenes.games.nothanks.specials import SpecialFace, TableCard
from scenes.table.components.pills import Pill, draw_pill, pill_rect
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel, level_pill
from scenes.table.pieces import you_mark

CHIPS_PILL = theme.CHIP
HIDDEN_CHIPS_PILL = (96, 70, 72)
TIGER_PILL = theme.CARD_BACK
#: Ribbons (their words translated when the look is made).
SITTING_OUT = Pill(N_("SITTING OUT"), (200, 120, 40))
LAST_CHIP = Pill(N_("LAST CHIP"), (46, 140, 84))
#: The pills' text size in the seat panel (design pixels).
PILL_PX = 11


def _translated(pill: Pill) -> Pill:
    """``pill`` with its words in the current language."""
    return replace(pill, text=_(pill.text))


def chips_pill(panel: SeatPanel) -> Pill:
    """The seat's chips, or that they are hidden."""
    if panel.chips is None:
        return Pill(_("CHIPS HIDDEN"), HIDDEN_CHIPS_PILL)
    words = ngettext("{n} CHIP", "{n} CHIPS", panel.chips).format(n=panel.chips)
    return Pill(words, CHIPS_PILL)


def seat_look(model: NoThanksModel, seat: int, ui: NoThanksUi) -> SeatLook:
    """What the panel of ``seat`` shows (without the "thinking" label)."""
    kind = "human" if seat < len(ui.humans) and ui.humans[seat] else ui.levels[seat]
    name = ui.name(seat)
    # No turn ring while a banner sums up a round: nobody is to move then.
    big, finished = seat == ui.bottom, ui.finished or ui.banner is not None
    return _look(model, seat, name, kind, ui.marks_you(seat), big, finished, current())


def fitted_look(model: NoThanksModel, places: Places, seat: int, ui: NoThanksUi) -> SeatLook:
    """:func:`seat_look` as the panel in ``places`` draws it: a narrow panel shows the
    compact score ("21 + 24") when the full one would squeeze the name."""
    look = seat_look(model, seat, ui)
    compact = seat_panel(model, seat).compact
    rect = places.seats.get(seat)
    if not compact or rect is None or not look.score:
        return look
    s, px = places.s, places.name_px(seat) * places.s
    name_w = theme.text(look.name, px, bold=True).get_width()
    score_w = theme.text(look.score, px, bold=True).get_width()
    if name_w + score_w + 32 * s <= rect.width:
        return look
    return replace(look, score=compact)


@lru_cache(maxsize=32)
def _look(
    m: NoThanksModel,
    seat: int,
    name: str,
    kind: str,
    mine: bool,
    big: bool,
    finished: bool,
    language: str,
) -> SeatLook:
    """The look of a seat (cached per language: its words are in the language)."""
    panel = seat_panel(m, seat)
    score = f"{panel.detail} → {panel.headline}" if big and panel.detail else panel.headline
    pills = [chips_pill(panel), level_pill(kind)]
    sitting, sp = m.special_part.sitting_out[seat], m.special_part
    if m.holds_tiger[seat] and not (big and m.my_tiger is not None):
        pills.append(Pill(_("TIGER"), TIGER_PILL))
    ribbons = [_translated(SITTING_OUT)] if sitting else []
    if sp.last_bidder == seat and sp.special_green:
        ribbons.append(_translated(LAST_CHIP))
    return SeatLook(
        name=name + (you_mark(name) if mine else ""),
        turn=seat == m.current_player and not finished,
        score=score,
        pills=tuple(pills),
        ribbons=tuple(ribbons),
        dimmed=sitting,
    )


def thinking_if_room(places: Places, seat: int, look: SeatLook, ui: NoThanksUi) -> str | None:
    """The bot's "thinking" label, only where the panel's pills leave room for it (the
    pills stay put; the turn ring still shows whose turn it is)."""
    label = ui.thinking.get(seat)
    rect = places.seats.get(seat)
    if label is None or rect is None:
        return None
    s = places.s
    pills_w = sum(pill_rect(pill, PILL_PX * s, s).width + 5 * s for pill in look.pills)
    label_w = theme.text(label, 13 * s, theme.ACCENT).get_width() + 10 * s
    return label if pills_w + label_w <= rect.width - 24 * s else None


def score_rect(places: Places, seat: int, look: SeatLook) -> pygame.Rect | None:
    """Where the panel puts its score (for its tooltip), as draw_seat_panel does."""
    rect = places.seats[seat]
    if not look.score:
        return None
    s, px = places.s, places.name_px(seat) * places.s
    line_y = rect.y + 8 * s + theme.font(round(px), True).get_height() / 2
    surf = theme.text(look.score, px, theme.TEXT, bold=True)
    return surf.get_rect(midright=(int(rect.right - 12 * s), int(line_y)))


def choices(ui: NoThanksUi) -> list[tuple[TableCard, Action]]:
    """(displayed card, action) the viewer may give or remove now."""
    out = []
    for action in ui.legal if ui.to_act else ():
        card = getattr(action, "card", None)
        if card is not None and getattr(action, "kind", None) in ("give", "remove"):
            out.append((_shown(card), action))
    return out


def _shown(card: int) -> TableCard:
    return card if card < SPECIAL_BASE else SpecialFace(BY_ID[card].name)


def selected(ui: NoThanksUi) -> TableCard | None:
    """The card of the viewer's display chosen now (None when there is no choice)."""
    options = choices(ui)
    return options[ui.choice_index % len(options)][0] if options else None


def draw_seats(
    surface: pygame.Surface, model: NoThanksModel, places: Places, ui: NoThanksUi, art: CardArt
) -> None:
    """Every seat's panel, its display and (for the viewer) their Hidden Tiger card."""
    s = places.s
    for seat, rect in places.seats.items():
        look = fitted_look(model, places, seat, ui)
        thinking = thinking_if_room(places, seat, look, ui)
        if thinking is not None:
            look = replace(look, thinking=thinking)
        draw_seat_panel(surface, rect, look, s, ui.time, places.name_px(seat))
        draw_display(surface, model, places, ui, art, seat)
    tiger = model.my_tiger
    if tiger is not None and not ui.tiger_away and places.bottom in places.seats:
        tr = places.tiger
        surface.blit(art.face(tiger, tr.width), tr)
        theme.blit_text(
            surface, _("your tiger"), 12 * s, tr.midtop, theme.ACCENT, anchor="midbottom"
        )


def draw_display(
    surface: pygame.Surface,
    model: NoThanksModel,
    places: Places,
    ui: NoThanksUi,
    art: CardArt,
    seat: int,
) -> None:
    """The seat's cards, grouped in runs; the cards the viewer may choose glow."""
    if not display_cards(model, seat, ui):
        hand = hand_rect(places, model, seat)
        where = (hand.x + 2 * places.s, hand.centery)
        theme.blit_text(
            surface, _("no cards yet"), 14 * places.s, where, (120, 150, 135), anchor="midleft"
        )
        return
    mine = seat == ui.viewer
    choosing = [card for card, _action in choices(ui)] if mine else []
    chosen = selected(ui) if mine else None
    if needs_tags(places, model, seat, ui):  # too many to read as cards: as tags
        rings = {card: theme.GOOD if card == chosen else theme.ACCENT for card in choosing}
        draw_tags(surface, places, model, seat, ui, rings)
        return
    runs = run_spans(places, model, seat, ui)
    tight = {card for run in runs if not run.readable for card in range(run.low, run.high + 1)}
    for card, rect, tucked in display_rects(places, model, seat, ui, chosen):
        surface.blit(art.shadow(rect.width), (rect.x + 2, rect.y + 3))
        if card in tight:  # a squeezed run: plain cards under its range label
            face = art.sliver(card, rect.width)
        else:
            face = art.tucked(card, rect.width) if tucked else art.face(card, rect.width)
        surface.blit(face, rect)
        if card in choosing:
            glow = art.highlight(rect.width, theme.GOOD if card == chosen else theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=rect.center))
    for run in runs:
        if not run.readable:
            draw_run_label(surface, run, places.s)


def draw_run_label(surface: pygame.Surface, run: RunSpan, s: float) -> None:
    """A squeezed run's range ("10–14") on a dark tag across the middle of its cards."""
    px = max(9.0, min(13.0, run.rect.height * 0.2 / max(s, 0.01))) * s
    pill = Pill(run.label, (20, 28, 34), theme.TEXT)
    rect = pill_rect(pill, px, s)
    rect.center = run.rect.center
    rect.clamp_ip(run.rect.inflate(int(8 * s), 0))
    draw_pill(surface, pill, rect, px)
