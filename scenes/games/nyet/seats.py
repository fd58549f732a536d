"""The Nyet! seat panels: name, total, badges, hand size, won tricks and loot; the
viewer's own panel also shows its discards and passed cards. :func:`seat_cards` and
:func:`pile_rect` give where the faces and piles are (drawing and tooltips share them)."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.card_surfaces import card_height
from scenes.core.i18n import _, ngettext, pgettext
from scenes.games.nyet.art import TEAM_COLOURS, TEAM_MARKS, NyetArt
from scenes.games.nyet.layout import MY_PILE_CW, NAME_PX, OTHER_CW, OWN_CW, PILE_CW, NyetPlaces
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.prompt import fitted_px
from scenes.games.nyet.ui import NyetUi, initial
from scenes.table.components.pills import Pill
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel
from scenes.table.pieces import you_mark

Spots = list[tuple[pygame.Rect, int]]


def badges(model: NyetModel, seat: int) -> tuple[Pill, ...]:
    """Team, Bonus, first player and dealer pills."""
    out: list[Pill] = []
    if model.teams is not None and seat < len(model.teams):
        side = model.teams[seat]
        mark = TEAM_MARKS[side]
        team = _("{mark} TEAM {number}").format(mark=mark, number=side + 1)
        out.append(Pill(team, TEAM_COLOURS[side], theme.TEXT_DARK, f"{mark} {side + 1}"))
    if model.bonus == seat:
        out.append(Pill(_("×2 BONUS"), (255, 214, 90), (90, 56, 0), "×2"))
    if seat == model.first_player:
        out.append(Pill(pgettext("first player badge", "1ST"), (240, 240, 240), theme.TEXT_DARK))
    if seat == model.dealer:
        short = pgettext("short for dealer", "DLR")
        out.append(Pill(pgettext("dealer badge", "DEALER"), (80, 92, 110), theme.TEXT, short))
    return tuple(out)


def _pile(model: NyetModel, p: NyetPlaces, seat: int) -> tuple[int, int, int, float]:
    """A seat's won-tricks pile: left x, centre y, card width; and the loot's step."""
    s, me = p.s, seat == p.bottom
    px, py = p.piles[seat]
    loot = len(model.loot_cards(seat))
    if me:
        return px - int(15 * s), py, int(MY_PILE_CW * s), min(16 * s, 120 * s / max(1, loot))
    room = _hand_x(model, p, seat) - p.seats[seat].x - int(60 * s)
    step = min(10 * s, room / max(1, loot)) if loot else 0
    return px - int(10 * s), py, int(PILE_CW * s), step


def _hand_x(model: NyetModel, p: NyetPlaces, seat: int) -> int:
    """Left x of another seat's fan of backs."""
    count = model.hand_sizes[seat] if seat < len(model.hand_sizes) else 0
    cw, s = int(OTHER_CW * p.s), p.s
    return p.seats[seat].right - int(12 * s) - cw - int(3 * s) * min(count, 8)


def pile_rect(model: NyetModel, p: NyetPlaces, seat: int) -> pygame.Rect:
    """The area of a seat's won tricks (its tooltip lists them)."""
    x, cy, cw, _ = _pile(model, p, seat)
    ch = card_height(cw)
    return pygame.Rect(x - 4, cy - ch // 2 - 8, cw + 8, ch + 24)


def _loot_spots(model: NyetModel, p: NyetPlaces, seat: int) -> Spots:
    x, cy, cw, step = _pile(model, p, seat)
    lw, lx = max(10, int(cw * 0.9)), x + cw + int(10 * p.s)
    out = []
    for i, card in enumerate(model.loot_cards(seat)):
        rect = pygame.Rect(0, 0, lw, card_height(lw))
        rect.midleft = (int(lx + i * step), cy)
        out.append((rect, card))
    return out


def _own_rows(model: NyetModel, p: NyetPlaces) -> list[tuple[str, float, float, Spots]]:
    """The viewer's private rows (discarded, passing, gave, got): label, x, y, faces."""
    rows: list[tuple[str, tuple[int, ...]]] = []
    if model.discarded:
        rows.append((pgettext("Nyet! own cards", "Discarded"), model.discarded))
    passing = pgettext("Nyet! own cards", "Passing")
    for label, card in (
        (passing, model.passing),
        (pgettext("Nyet! own cards", "Gave"), model.passed),
    ):
        if card is not None:
            rows.append((label, (card,)))
    if model.received is not None:
        rows.append((pgettext("Nyet! own cards", "Got"), (model.received,)))
    s = p.s
    x: float = p.me.x + int(200 * s)
    y: float = p.me.y + int(66 * s)
    out = []
    for label, cards in rows[:2]:
        cw = int(OWN_CW * s)
        spots = [
            (pygame.Rect(int(x + i * 34 * s), int(y + 15 * s), cw, card_height(cw)), card)
            for i, card in enumerate(cards)
        ]
        out.append((label, x, y, spots))
        label_w = theme.text(label, 11 * s, bold=True).get_width() + 12 * s
        x += max(64 * s, len(cards) * 34 * s + 12 * s, label_w)
    return out


def seat_cards(model: NyetModel, p: NyetPlaces, ui: NyetUi) -> Spots:
    """Every face shown on the seat panels (loot; the viewer's own rows), in drawing order."""
    out: Spots = []
    for seat in p.seats:
        out += _loot_spots(model, p, seat)
        if seat == p.bottom and ui.viewer is not None:
            out += [spot for *_, spots in _own_rows(model, p) for spot in spots]
    return out


def seat_look(model: NyetModel, places: NyetPlaces, ui: NyetUi, seat: int) -> SeatLook:
    """What the panel of ``seat`` shows: name, total, badges and "thinking"."""
    me = seat == places.bottom
    name = ui.name(seat) + (you_mark(ui.name(seat)) if me and ui.marks_you(seat) else "")
    return SeatLook(
        name,
        turn=seat == model.current_player
        and not (ui.finished or ui.banner is not None)  # a round banner: nobody to move
        and model.current_player >= 0,
        score=str(model.totals[seat] if seat < len(model.totals) else 0),
        pills=badges(model, seat),
        thinking=ui.thinking.get(seat),
    )


def draw_seats(
    surface: pygame.Surface, model: NyetModel, places: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """Every seat's panel (the viewer's at the bottom left)."""
    for seat, rect in places.seats.items():
        me = seat == places.bottom
        look = seat_look(model, places, ui, seat)
        icon = art.token(seat, initial(ui, seat), int(12 * places.s))
        draw_seat_panel(surface, rect, look, places.s, ui.time, NAME_PX, icon=icon, row_gap=10)
        _draw_pile(surface, model, places, art, seat)
        if me:
            _draw_own(surface, model, places, ui, art)
        else:
            _draw_hand(surface, model, places, art, seat)


def _draw_pile(
    surface: pygame.Surface, model: NyetModel, p: NyetPlaces, art: NyetArt, seat: int
) -> None:
    """The seat's won tricks (a stack of backs with the count) and loot beside it."""
    s = p.s
    won = model.tricks_won[seat] if seat < len(model.tricks_won) else 0
    x, cy, cw, _ = _pile(model, p, seat)
    ch = art.height(cw)
    if won:
        for i in range(min(won, 4)):
            back = art.back(cw)
            surface.blit(back, back.get_rect(center=(x + cw // 2 - i * 2, cy - i * 2)))
        badge = theme.text(str(won), 13 * s, theme.TEXT_DARK, bold=True)
        radius = max(badge.get_width(), badge.get_height()) // 2 + int(3 * s)
        centre = (x + cw - int(2 * s), cy - ch // 2 - int(4 * s))
        pygame.draw.circle(surface, theme.ACCENT, centre, radius)
        surface.blit(badge, badge.get_rect(center=centre))
    else:
        pygame.draw.rect(
            surface, (60, 90, 78), (x, cy - ch // 2, cw, ch), 1, border_radius=max(2, cw // 9)
        )
        theme.blit_text(surface, "0", 13 * s, (x + cw // 2, cy), theme.TEXT_DIM, anchor="center")
    loot = _loot_spots(model, p, seat)
    for rect, card in loot:
        surface.blit(art.face(card, rect.width), rect)
    for text, px, where, is_loot in pile_words(model, p, art, seat):
        colour = theme.ACCENT if is_loot else theme.TEXT_DIM
        theme.blit_text(surface, text, px, where, colour, bold=is_loot, anchor="midtop")


def pile_words(
    model: NyetModel, p: NyetPlaces, art: NyetArt, seat: int
) -> list[tuple[str, float, tuple[float, float], bool]]:
    """The words under a seat's won pile: "tricks" (kept to its room), and "loot" under
    the loot, clear of it: each text, size, top middle and whether it is the loot's."""
    s = p.s
    won = model.tricks_won[seat] if seat < len(model.tricks_won) else 0
    x, cy, cw, _ = _pile(model, p, seat)
    label = ngettext("trick", "tricks", won)
    below = cy + art.height(cw) // 2 + 2 * s
    room = cw + 24 * s  # under its pile: the hand's count is to the right
    px = fitted_px(label, 11 * s, room, floor=0.75)
    label = theme.fit_text(label, px, room)
    out = [(label, px, (x + cw / 2, below), False)]
    right = x + cw / 2 + theme.font(px).size(label)[0] / 2
    loot = _loot_spots(model, p, seat)
    if loot:
        word = pgettext("Nyet! pile", "loot")
        half = theme.font(11 * s, True).size(word)[0] / 2
        # Under the loot, clear of the pile's word (longer in some languages).
        middle = max((loot[0][0].x + loot[-1][0].right) / 2, right + 4 * s + half)
        out.append((word, 11 * s, (middle, below), True))
    return out


def _draw_hand(
    surface: pygame.Surface, model: NyetModel, p: NyetPlaces, art: NyetArt, seat: int
) -> None:
    """Another seat's hand (a small fan of backs with the count) and its discards or
    pass marker."""
    s, rect = p.s, p.seats[seat]
    count = model.hand_sizes[seat] if seat < len(model.hand_sizes) else 0
    cw = int(OTHER_CW * s)
    ch = art.height(cw)
    cy = p.hands[seat][1] + int(2 * s)
    hx = _hand_x(model, p, seat)
    for i in range(min(count, 8)):
        back = art.back(cw)
        surface.blit(back, back.get_rect(midleft=(hx + int(3 * s) * i, cy)))
    at = (rect.right - 12 * s, cy + ch // 2 + 2 * s)
    cards = ngettext("{count} card", "{count} cards", count).format(count=count)
    words = pile_words(model, p, art, seat)  # under the hand's fan, clear of the pile's
    text, wpx, (middle, _y), is_loot = words[-1]
    end = middle + theme.font(wpx, is_loot).size(text)[0] / 2 + 6 * s
    room = at[0] - max(hx - 8 * s, end)
    px = fitted_px(cards, 11 * s, room, floor=0.75)
    cards = theme.fit_text(cards, px, room)
    theme.blit_text(surface, cards, px, at, theme.TEXT_DIM, anchor="topright")
    extra = []
    if model.phase == "discard" and seat < len(model.discard_counts) and model.discard_counts[seat]:
        extra.append(
            pgettext("Nyet! discards", "{count} out").format(count=model.discard_counts[seat])
        )
    if seat < len(model.passes_chosen) and model.passes_chosen[seat]:
        extra.append(_("passing ➜"))
    if extra:
        text, at = " ".join(extra), (hx - 6 * s, cy)
        px = fitted_px(text, 11 * s, at[0] - (rect.x + 42 * s))  # right of the won pile
        theme.blit_text(surface, text, px, at, theme.TEXT_DIM, anchor="midright")


def _draw_own(
    surface: pygame.Surface, model: NyetModel, p: NyetPlaces, ui: NyetUi, art: NyetArt
) -> None:
    """The bottom seat's right part: what only this player knows (discards, passed and
    received cards), or its hand size for a spectator."""
    s, seat = p.s, p.bottom
    x, y = p.me.x + int(200 * s), p.me.y + int(66 * s)
    if ui.viewer is None:
        count = model.hand_sizes[seat] if seat < len(model.hand_sizes) else 0
        held = ngettext("{count} card in hand", "{count} cards in hand", count)
        theme.blit_text(surface, held.format(count=count), 12 * s, (x, y), theme.TEXT_DIM)
        return
    rows = _own_rows(model, p)
    for label, rx, ry, spots in rows:
        theme.blit_text(surface, label, 11 * s, (rx, ry), theme.TEXT_DIM, bold=True)
        for rect, card in spots:
            surface.blit(art.face(card, rect.width), rect)
    if model.unseen_count and not rows:
        aside = ngettext("{count} card set aside,", "{count} cards set aside,", model.unseen_count)
        at = (x, y + 10 * s)
        theme.blit_text(surface, aside.format(count=model.unseen_count), 11 * s, at, theme.TEXT_DIM)
        theme.blit_text(surface, _("unseen this round"), 11 * s, (x, y + 25 * s), theme.TEXT_DIM)
