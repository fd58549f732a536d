"""The Play or Pay painters around the board: the felt and the top bar's facts, the other
seats' panels along the top, the pot (or the Sevens finishing order), the viewer's own
panel with the hand, and the pieces in flight; all drawn from the display model."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _, npgettext, pgettext
from scenes.games.playorpay.art import PlayingCardArt
from scenes.games.playorpay.choices import controls, hand_cards, must_pay, own_message, pays
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import (
    SPEC,
    Places,
    lanes_of,
    pot_center,
    score_text,
    seat_anchor,
)
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.games.playorpay.words import cards, kind_words, shown, tokens
from scenes.table.components.glow import GLOW
from scenes.table.components.pills import Pill
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel, level_pill
from scenes.table.components.title_bar import draw_facts, draw_title_bar
from scenes.table.facts import Fact
from scenes.table.kit import TableUi
from scenes.table.pieces import you_mark

# The painters' argument types, short.
Model = PlayOrPayModel
Ui = PlayOrPayUi
Art = PlayingCardArt

#: The colour of the own panel's card-count pill.
CARDS = (60, 84, 76)


def kind_of(ui: TableUi, seat: int) -> str:
    """Who plays a seat: "human" or the bot's level."""
    if seat < len(ui.humans) and ui.humans[seat]:
        return "human"
    return ui.levels[seat] if seat < len(ui.levels) else "bot"


def draw_top_bar(
    surface: pygame.Surface, model: Model, places: Places, ui: TableUi, art: Art
) -> None:
    """The title bar: the game's name, then the round, pot, decks and seed."""
    s = places.s
    bar, r = draw_title_bar(surface, ui.game_name, s, SPEC.title_bar, 24)
    draw_facts(
        surface,
        bar_facts(model, ui),
        r.right + 24 * s,
        places.frame.facts_right,
        bar.centery,
        16 * s,
    )


def bar_facts(model: Model, ui: TableUi) -> list[Fact]:
    """The title bar's facts, ranked for a crowded bar: round, pot, decks, seed."""
    return [
        Fact(_("Round {round} of {rounds}").format(round=model.round, rounds=model.rounds), 0),
        Fact(pgettext("the Sevens variant", "Sevens"), 1)
        if model.sevens
        else Fact(_("Pot {pot}").format(pot=model.pot), 1),
        Fact(_("two decks") if model.decks > 1 else _("one deck"), 2),
        Fact(ui.deal or _("Seed {seed}").format(seed=ui.seed), 3),
    ]


def draw_pot(surface: pygame.Surface, model: Model, places: Places, ui: TableUi, art: Art) -> None:
    """The pot's tokens and count; in Sevens, who is out so far."""
    r, s = places.pot, places.s
    theme.draw_panel(surface, r, (14, 36, 30, 220), int(12 * s), theme.PANEL_EDGE, 1, int(4 * s))
    head = (r.centerx, r.y + 16 * s)
    if model.sevens:
        out = pgettext("the Sevens finishing order's heading", "OUT")
        theme.blit_text(surface, out, 15 * s, head, theme.TEXT_DIM, True, "center")
        y = r.y + 36 * s
        for place, seat in enumerate(model.finish_order, start=1):
            name = theme.fit_text(shown(ui.name(seat)), 14 * s, r.width - 44 * s)
            line = pgettext("a place in the finishing order", "{place}. {name}")
            at = (r.x + 10 * s, y)
            theme.blit_text(surface, line.format(place=place, name=name), 14 * s, at, theme.TEXT)
            y += 20 * s
        if not model.finish_order:
            at = (r.centerx, y + 8 * s)
            nobody = pgettext("nobody out of cards yet", "nobody yet")
            theme.blit_text(surface, nobody, 13 * s, at, theme.TEXT_DIM, anchor="center")
        return
    pot = pgettext("the pot's heading", "POT")
    theme.blit_text(surface, pot, 15 * s, head, theme.TEXT_DIM, True, "center")
    cx, cy = pot_center(places)
    tok = art.token(int(SPEC.pot_token * s))
    piled = min(model.pot, 24)
    for i in range(piled):
        col, level = divmod(i, 8)
        x: float = cx + (col - 1) * int(24 * s) if piled > 8 else cx
        if 8 < piled <= 16:
            x = cx + (col - 0.5) * int(26 * s)
        y = cy + int(14 * s) - level * int(4 * s)
        surface.blit(tok, tok.get_rect(center=(int(x), int(y))))
    at = (r.centerx, r.bottom - 26 * s)
    theme.blit_text(surface, str(model.pot), 30 * s, at, theme.TEXT, True, "center")


def seat_look(model: PlayOrPayModel, ui: PlayOrPayUi, seat: int, bottom: int) -> SeatLook:
    """What a seat panel shows: name, tokens (or Sevens points), pills, and at the pill
    row's right a passing word ("pays 1"), else "thinking" on a bot's turn (on the own
    panel: what to do now)."""
    in_game = model.in_game[seat]
    between = ui.finished or ui.banner is not None  # a round banner: nobody to move
    turn = seat == model.current_player and not between and model.current_player >= 0
    aside, colour = ui.thinking.get(seat) if turn else None, theme.ACCENT
    status = ui.status.get(seat)
    if status is not None and status.until > ui.time:
        aside, colour = status.text, status.color
    name = ui.name(seat)
    if seat == bottom:
        if ui.marks_you(seat):
            name += you_mark(name)
        pills: tuple[Pill, ...] = (Pill(cards(model.hand_sizes[seat]).upper(), CARDS),)
        if (message := own_message(model, ui))[0]:
            aside, colour = message
    else:
        pills = (level_pill(kind_of(ui, seat)),)
    if seat == model.dealer:
        dealer = pgettext("seat pill", "DEALER")
        short = pgettext("seat pill: short for DEALER", "DLR")
        pills = (Pill(dealer, (80, 92, 110), short=short), *pills)
    return SeatLook(
        name,
        turn=turn and in_game,
        score=score_text(model, seat) if in_game else None,
        pills=pills if in_game else (),
        thinking=aside if in_game else None,
        thinking_colour=colour,
        dimmed=not in_game,
        note=None if in_game else _("out of the game"),
    )


def draw_seats(surface: pygame.Surface, model: Model, places: Places, ui: Ui, art: Art) -> None:
    """The other seats: panel (name, tokens, pills, a word), fan of backs and count."""
    s = places.s
    chip = None if model.sevens else art.token(int(9 * s))
    for seat, rect in places.seats.items():
        if seat == places.bottom:
            continue
        look = seat_look(model, ui, seat, places.bottom)
        body = draw_seat_panel(
            surface, rect, look, s, ui.time, SPEC.name_px, score_icon=chip, row_gap=10
        ).body
        size = model.hand_sizes[seat]
        if not model.in_game[seat]:
            continue
        ax, ay = seat_anchor(places, seat)
        if not size:
            none = _("no cards")
            theme.blit_text(surface, none, 13 * s, body.midleft, theme.TEXT_DIM, False, "midleft")
            continue
        fan = art.fan(min(size, 9), int(SPEC.fan_cw * s), s)
        surface.blit(fan, fan.get_rect(center=(ax, ay)))
        r = theme.blit_text(
            surface, str(size), 22 * s, (ax + int(42 * s), ay), theme.TEXT, True, "midleft"
        )
        if body.right - r.right > 40 * s:
            at = (r.right + 5 * s, ay + 3 * s)
            word = npgettext("after a count of cards", "card", "cards", size)
            theme.blit_text(surface, word, 13 * s, at, theme.TEXT_DIM, anchor="midleft")


def draw_own(surface: pygame.Surface, model: Model, places: Places, ui: Ui, art: Art) -> None:
    """The bottom seat's panel: its header, its hand (face down for a spectator: backs
    from the count), and the side with the button's place or who is to move."""
    s, bottom = places.s, places.bottom
    chip = None if model.sevens else art.token(int(9 * s))
    look = seat_look(model, ui, bottom, bottom)
    draw_seat_panel(
        surface, places.own, look, s, ui.time, SPEC.own_name_px, score_icon=chip, row_gap=10
    )
    if ui.viewer != model.player:
        size = model.hand_sizes[bottom]
        cw = int(places.hand_cw * 0.8)
        step = min(cw * 0.4, (places.hand.width - cw) / max(1, size - 1))
        x0 = places.hand.centerx - (cw + step * (size - 1)) / 2
        for i in range(size):
            surface.blit(art.back(cw), (int(x0 + i * step), places.hand.bottom - card_height(cw)))
    else:
        cards = hand_cards(model, places, ui)
        suggested = getattr(ui.suggested, "card", None)  # the coach's card glows gold
        for r, card, playable, focused in cards:
            surface.blit(art.shadow(r.width), r.move(3, 4))
            surface.blit(art.face(card, r.width), r)
            if playable:
                tint = GLOW if card == suggested else theme.ACCENT if focused else (140, 230, 170)
                glow = art.glow(r.width, tint, 230 if focused or card == suggested else 150)
                surface.blit(glow, glow.get_rect(center=r.center))
            elif ui.to_act:
                surface.blit(art.dim(r.width), r)
        if not cards:
            at = places.hand.center
            theme.blit_text(surface, _("no cards"), 15 * s, at, theme.TEXT_DIM, anchor="center")
    _draw_side(surface, model, places, ui)


def _draw_side(
    surface: pygame.Surface, model: PlayOrPayModel, places: Places, ui: PlayOrPayUi
) -> None:
    """The right end of the bottom panel: empty under the button, else who is to move."""
    if ui.finished or ui.driven or model.current_player < 0 or controls(model, ui.legal, ui):
        return
    r, s = places.side, places.s
    if must_pay(ui):
        if ui.forced is None:
            text = _("Pay in a moment…")
        else:
            text = _("Paying…") if pays(ui) else _("Passing…")
        sub = _("nothing fits")
    elif ui.to_act:
        text, sub = _("←/→ choose"), _("Enter plays")
    else:
        text, sub = _("Waiting for"), shown(ui.name(model.current_player))
    theme.blit_text(
        surface, text, 15 * s, (r.centerx, r.centery - 11 * s), theme.TEXT_DIM, anchor="center"
    )
    sub = theme.fit_text(sub, 17 * s, r.width, True)
    theme.blit_text(
        surface, sub, 17 * s, (r.centerx, r.centery + 12 * s), theme.TEXT, True, "center"
    )


def draw_sprites(
    surface: pygame.Surface, model: Model, places: Places, ui: TableUi, art: Art
) -> None:
    """The pieces in flight: tokens, and cards (one cached face scaled as they grow)."""
    base_w = max(places.hand_cw, lanes_of(places, model).cw)
    for sprite in ui.sprites:
        if sprite.kind == "token":
            tok = art.token(int(SPEC.flying_token * places.s))
            surface.blit(tok, tok.get_rect(center=(int(sprite.x), int(sprite.y))))
            continue
        w = max(10, int(sprite.w))
        base = art.face(sprite.value, base_w) if sprite.kind == "face" else art.back(base_w)
        surf = base if w == base_w else pygame.transform.smoothscale(base, (w, card_height(w)))
        rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
        surface.blit(art.shadow(w), rect.move(4, 7))
        surface.blit(surf, rect)


def seat_tip(model: PlayOrPayModel, ui: TableUi, seat: int) -> str:
    if not model.in_game[seat]:
        return _("{name}: out of the game (no tokens).").format(name=shown(ui.name(seat)))
    parts = [shown(ui.name(seat)), cards(model.hand_sizes[seat])]
    if not model.sevens:
        parts.append(tokens(model.tokens[seat]))
    if seat == model.dealer:
        parts.append(pgettext("a seat's role", "dealer"))
    parts.append(kind_words(kind_of(ui, seat)))
    return " · ".join(parts)
