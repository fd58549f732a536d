"""The Play or Pay board: the sequences of each suit in their lanes (drawn into one layer,
redrawn only when a sequence changes), the places the viewer's playable cards may go, and
the lane tooltips."""

from __future__ import annotations

import math

import pygame

from game.games.playorpay.actions import Play
from game.games.playorpay.cards import rank_of, suit_of
from scenes.core import theme
from scenes.core.i18n import _, current
from scenes.games.playorpay.art import PlayingCardArt, suit_ink
from scenes.games.playorpay.card_names import SUIT_SYMBOLS, card_label, rank_label, suit_name
from scenes.games.playorpay.choices import focus, plays_by_card
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import SUIT_ROWS, Lanes, Places, lane_rect, lanes_of, slot_rect
from scenes.games.playorpay.ui import PlayOrPayUi

# The painters' argument types, short.
Model = PlayOrPayModel
Ui = PlayOrPayUi
Art = PlayingCardArt

LABEL_INK = (90, 150, 120)


def lanes(model: PlayOrPayModel, suit: int) -> list[tuple[int, int]]:
    """``suit``'s sequences as (low rank, high rank), in the order they were started."""
    return [(rank_of(low), rank_of(high)) for low, high in model.sequences[suit]]


def _background(places: Places, geo: Lanes, decks: int, art: PlayingCardArt) -> pygame.Surface:
    """The board's fixed parts: suit badges, lanes, rank marks."""
    board, s = places.board, places.s
    surf = pygame.Surface(board.size, pygame.SRCALPHA)
    for row, suit in enumerate(SUIT_ROWS):
        for lane in range(decks):
            r = lane_rect(places, geo, row, lane).move(-board.x, -board.y)
            pygame.draw.rect(surf, (6, 40, 28, 120), r, border_radius=int(10 * s))
            pygame.draw.rect(surf, (60, 120, 92, 90), r, 1, border_radius=int(10 * s))
            for rank in range(13):
                t = theme.text(rank_label(rank), 13 * s, LABEL_INK, bold=True)
                cx = r.x + geo.pad + int(rank * geo.step) + min(geo.step, geo.cw) / 2
                surf.blit(t, t.get_rect(center=(int(cx), r.centery)))
            if decks > 1:
                t = theme.text(f"{SUIT_SYMBOLS[suit]}{lane + 1}", 11 * s, LABEL_INK)
                surf.blit(t, t.get_rect(bottomright=(r.right - int(5 * s), r.bottom - int(2 * s))))
        lane0 = lane_rect(places, geo, row, 0).move(-board.x, -board.y)
        badge = pygame.Rect(0, 0, int(38 * s), int(min(56 * s, lane0.height)))
        badge.midright = (lane0.x - int(6 * s), lane0.centery)
        pygame.draw.rect(surf, (246, 242, 230), badge, border_radius=int(8 * s))
        ink = suit_ink(suit, art.colourblind)
        sym = theme.font(int(28 * s), bold=True).render(SUIT_SYMBOLS[suit], True, ink)
        surf.blit(sym, sym.get_rect(center=badge.center))
    return surf


def _layer(
    model: PlayOrPayModel, places: Places, ui: PlayOrPayUi, art: PlayingCardArt
) -> pygame.Surface:
    """The felt, lanes and every card on the board as one opaque surface."""
    board, s, geo = places.board, places.s, lanes_of(places, model)
    layer = theme.felt_background(ui.size).subsurface(board).copy()
    layer.blit(
        art.layer(
            "board_bg", (board, geo, current()), lambda: _background(places, geo, model.decks, art)
        ),
        (0, 0),
    )
    cw, slot_col = geo.cw, (170, 220, 190, 150)
    for suit in range(4):
        seqs = lanes(model, suit)
        for lane, (lo, hi) in enumerate(seqs[: model.decks]):
            # The open ends first (the cards overlap them), then the sequence.
            for rank in (lo - 1, hi + 1):
                if 0 <= rank <= 12:
                    layer.blit(
                        art.slot(cw, slot_col),
                        slot_rect(places, geo, suit, lane, rank).move(-board.x, -board.y),
                    )
            for rank in range(lo, hi + 1):
                r = slot_rect(places, geo, suit, lane, rank).move(-board.x, -board.y)
                if rank == lo:
                    layer.blit(art.shadow(cw), r.move(2, 3))
                layer.blit(art.face(suit * 13 + rank, cw), r)
        if len(seqs) < model.decks:
            lane = len(seqs)
            lane_r = lane_rect(places, geo, SUIT_ROWS.index(suit), lane).move(-board.x, -board.y)
            if model.sevens:
                r = slot_rect(places, geo, suit, lane, 6).move(-board.x, -board.y)
                layer.blit(art.slot(cw, slot_col, "7"), r)
                text = _("a 7 of {suit} starts a sequence").format(suit=SUIT_SYMBOLS[suit])
            else:
                text = _("any {suit} card starts a sequence").format(suit=SUIT_SYMBOLS[suit])
            if lane == 0 or not model.sevens:
                at = (lane_r.right - 10 * s, lane_r.y + 8 * s)
                theme.blit_text(layer, text, 13 * s, at, (150, 200, 175), anchor="topright")
    return layer.convert()


def draw_board(surface: pygame.Surface, model: Model, places: Places, ui: Ui, art: Art) -> None:
    """The board, then where the viewer can play now: every place of every playable card
    (the focused card's ghost and glow, the others' pulsing outlines)."""
    key = (model.sequences, model.decks, places.board, ui.size, current())
    surface.blit(art.layer("board", key, lambda: _layer(model, places, ui, art)), places.board)
    s, geo = places.s, lanes_of(places, model)
    cw = geo.cw
    plays = plays_by_card(ui)
    card = focus(ui)
    focus_plays = plays.get(card, []) if card is not None else []
    targets: dict[tuple[int, int, int], list[Play]] = {}
    for card_plays in plays.values():
        for play in card_plays:
            targets.setdefault((suit_of(play.card), play.target, rank_of(play.card)), []).append(
                play
            )
    pulse = 0.5 + 0.5 * math.sin(ui.time * 5)
    for (suit, lane, rank), target_plays in targets.items():
        r = slot_rect(places, geo, suit, lane, rank)
        seqs = lanes(model, suit)
        clip = None
        if lane < len(seqs) and rank == seqs[lane][0] - 1:
            # Below the low end: the sequence's first card lies over this place.
            low_x = slot_rect(places, geo, suit, lane, seqs[lane][0]).x
            pad = art.glow_pad(cw)
            clip = pygame.Rect(r.x - pad, r.y - pad, low_x - r.x + pad, r.height + 2 * pad)
            surface.set_clip(clip)
        chosen = [p for p in target_plays if p in focus_plays]
        if chosen:
            play = chosen[0]
            surface.blit(art.ghost(play.card, cw, 170), r)
            glow = art.glow(cw, theme.ACCENT)
            surface.blit(glow, glow.get_rect(center=r.center))
            if len(focus_plays) > 1:
                index = focus_plays.index(play)
                mark = " ◀" if index == ui.target and ui.selected == play.card else ""
                at = (r.right + 4 * s, r.y - 2 * s)
                theme.blit_text(
                    surface, f"{index + 1}{mark}", 15 * s, at, theme.ACCENT, True, "bottomleft"
                )
        elif model.sevens or lane < len(seqs):
            surface.blit(art.slot(cw, (255, 214, 110, 90 + 10 * int(9 * pulse))), r)
        if clip is not None:
            surface.set_clip(None)
    # Empty lanes any of the viewer's cards may start: the whole lane glows once.
    if not model.sevens:
        startable = {
            (suit, lane) for suit, lane, _ in targets if lane == len(model.sequences[suit])
        }
        color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
        for suit, lane in startable:
            lane_r = lane_rect(places, geo, SUIT_ROWS.index(suit), lane)
            pygame.draw.rect(surface, color, lane_r, max(2, int(2 * s)), int(10 * s))


def board_tip(model: PlayOrPayModel, places: Places, pos: tuple[int, int]) -> str | None:
    """The tooltip of the lane under ``pos``: its sequence and what may come next."""
    geo = lanes_of(places, model)
    for row, suit in enumerate(SUIT_ROWS):
        for lane in range(model.decks):
            if lane_rect(places, geo, row, lane).collidepoint(pos):
                return lane_tip(model, suit, lane)
    return None


def lane_tip(model: PlayOrPayModel, suit: int, lane: int) -> str:
    seqs = lanes(model, suit)
    word = suit_name(suit)
    if lane < len(seqs):
        lo, hi = seqs[lane]
        ends = []
        if lo > 0:
            ends.append(card_label(suit * 13 + lo - 1))
        if hi < 12:
            ends.append(card_label(suit * 13 + hi + 1))
        if len(ends) == 2:
            nxt = _("{low} or {high}").format(low=ends[0], high=ends[1])
        else:
            nxt = ends[0] if ends else _("nothing (complete)")
        said = _("Sequence {number} of {suit}: {low} to {high}. Next: {next}.")
        return said.format(
            number=lane + 1,
            suit=word,
            low=card_label(suit * 13 + lo),
            high=card_label(suit * 13 + hi),
            next=nxt,
        )
    if lane > len(seqs):
        return _("A second sequence of {suit} can start once the first one exists.").format(
            suit=word
        )
    if model.sevens:
        return _("No sequence of {suit} here yet: a 7 of {suit} starts one.").format(suit=word)
    return _("No sequence of {suit} here yet: any card of {suit} starts one.").format(suit=word)
