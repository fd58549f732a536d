"""The Nyet! seat panels: name, total, badges, hand size, won tricks and loot; the
viewer's own panel also shows its discards and passed cards."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.nyet.art import TEAM_COLOURS, TEAM_MARKS
from scenes.table.scene import you_mark

PANEL_FILL = (16, 36, 30, 228)
PANEL_TURN = (30, 56, 44, 240)

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def is_turn(t: NyetTable, seat: int) -> bool:
    """True if ``seat`` is the one to act (per the model) and the game goes on."""
    return seat == t.model.current and not t.finished and t.model.current >= 0


def seat_frame(
    t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float
) -> bool:
    """A seat panel's background (pulsing outline on its turn); returns whether it is
    its turn."""
    turn = is_turn(t, seat)
    theme.draw_panel(
        surface,
        rect,
        PANEL_TURN if turn else PANEL_FILL,
        int(12 * s),
        theme.PANEL_EDGE,
        1,
        shadow=int(4 * s),
    )
    if turn:
        pulse = 0.5 + 0.5 * math.sin(t.time * 4)
        color = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
        pygame.draw.rect(
            surface,
            color,
            rect.inflate(int(4 * s), int(4 * s)),
            max(2, int(3 * s)),
            border_radius=int(14 * s),
        )
    return turn


def seat_header(
    t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, you: bool
) -> None:
    """Token, name (with "(you)") and total score along a seat panel's top."""
    sh = t.model
    turn = is_turn(t, seat)
    tok = t.art.token(seat, t.initial(seat), int(12 * s))
    tx, ty = rect.x + int(22 * s), rect.y + int(21 * s)
    surface.blit(tok, tok.get_rect(center=(tx, ty)))
    total = sh.totals[seat] if seat < len(sh.totals) else 0
    score = theme.text(f"{total}", 19 * s, theme.TEXT, bold=True)
    surface.blit(score, score.get_rect(midright=(rect.right - int(12 * s), ty)))
    name = t.name(seat) + (you_mark(t.name(seat)) if you and t.viewer is not None else "")
    room = rect.right - int(12 * s) - score.get_width() - int(8 * s) - (tx + int(16 * s))
    theme.blit_text(
        surface,
        theme.fit_text(name, 16 * s, room, True),
        16 * s,
        (tx + 16 * s, ty),
        theme.ACCENT if turn else theme.TEXT,
        bold=True,
        anchor="midleft",
    )


def seat_badges(
    t: NyetTable, surface: pygame.Surface, seat: int, x: float, y: float, s: float, right: float
) -> float:
    """Dealer, first player, team and Bonus markers from ``x``; returns the end x."""
    sh = t.model
    badges: list[tuple[str, tuple[int, int, int], tuple[int, int, int]]] = []
    if sh.teams is not None and seat < len(sh.teams):
        side = sh.teams[seat]
        badges.append((f"{TEAM_MARKS[side]} TEAM {side + 1}", TEAM_COLOURS[side], theme.TEXT_DARK))
    if sh.bonus == seat:
        badges.append(("×2 BONUS", (255, 214, 90), (90, 56, 0)))
    if seat == sh.first:
        badges.append(("1ST", (240, 240, 240), theme.TEXT_DARK))
    if seat == sh.dealer:
        badges.append(("DEALER", (80, 92, 110), theme.TEXT))
    for text, fill, fg in badges:
        surf = theme.text(text, 11 * s, fg, bold=True)
        rect = pygame.Rect(
            int(x), 0, surf.get_width() + int(12 * s), surf.get_height() + int(4 * s)
        )
        rect.centery = int(y)
        if rect.right > right:
            break
        surface.blit(theme.rounded_panel(rect.size, fill, rect.height // 2), rect)
        surface.blit(surf, surf.get_rect(center=rect.center))
        x = rect.right + 5 * s
    return x


def draw_pile(
    t: NyetTable,
    surface: pygame.Surface,
    seat: int,
    x: int,
    cy: int,
    cw: int,
    s: float,
    loot_step: float,
) -> None:
    """The seat's won tricks (a stack of backs with the count) and loot beside it."""
    sh = t.model
    won = sh.tricks_won[seat] if seat < len(sh.tricks_won) else 0
    ch = t.art.height(cw)
    t.pile_rects[seat] = pygame.Rect(x - 4, cy - ch // 2 - 8, cw + 8, ch + 24)
    if won:
        for i in range(min(won, 4)):
            back = t.art.back(cw)
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
    label = "trick" if won == 1 else "tricks"
    theme.blit_text(
        surface,
        label,
        11 * s,
        (x + cw // 2, cy + ch // 2 + 2 * s),
        theme.TEXT_DIM,
        anchor="midtop",
    )
    loot = sh.loot_cards(seat)
    lx = x + cw + int(10 * s)
    if loot:
        lw = int(cw * 0.9)
        for i, card in enumerate(loot):
            face = t.art.face(card, lw)
            rect = face.get_rect(midleft=(int(lx + i * loot_step), cy))
            surface.blit(face, rect)
            t.card_rects.append((rect, card))
        end = lx + (len(loot) - 1) * loot_step + lw
        theme.blit_text(
            surface,
            "loot",
            11 * s,
            ((lx + end) / 2, cy + ch // 2 + 2 * s),
            theme.ACCENT,
            bold=True,
            anchor="midtop",
        )


def draw_seat(
    t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float
) -> None:
    """Another seat's panel: header, badges, hand size, discards/pass marker, won tricks
    and loot."""
    sh = t.model
    turn = seat_frame(t, surface, seat, rect, s)
    seat_header(t, surface, seat, rect, s, False)
    seat_badges(t, surface, seat, rect.x + 10 * s, rect.y + 45 * s, s, rect.right - 8 * s)
    # Hand: a small fan of backs with the count; then the won tricks and loot.
    count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
    cw = int(18 * s)
    ch = t.art.height(cw)
    cy = rect.bottom - int(30 * s)
    hx = rect.right - int(12 * s) - cw - int(3 * s) * min(count, 8)
    for i in range(min(count, 8)):
        back = t.art.back(cw)
        surface.blit(back, back.get_rect(midleft=(hx + int(3 * s) * i, cy)))
    theme.blit_text(
        surface,
        f"{count} cards",
        11 * s,
        (rect.right - 12 * s, cy + ch // 2 + 2 * s),
        theme.TEXT_DIM,
        anchor="topright",
    )
    extra = []
    if sh.phase == "discard" and seat < len(sh.discard_counts) and sh.discard_counts[seat]:
        extra.append(f"{sh.discard_counts[seat]} out")
    if seat < len(sh.passes_chosen) and sh.passes_chosen[seat]:
        extra.append("passing ➜")
    if extra:
        theme.blit_text(
            surface,
            " ".join(extra),
            11 * s,
            (hx - 6 * s, cy),
            theme.TEXT_DIM,
            anchor="midright",
        )
    room = hx - rect.x - int(60 * s)
    loot = sh.loot_cards(seat)
    step = min(10 * s, room / max(1, len(loot))) if loot else 0
    draw_pile(t, surface, seat, rect.x + int(12 * s), cy - int(2 * s), int(20 * s), s, step)
    thinking = t.thinking_label(seat)
    if turn and thinking:
        theme.blit_text(
            surface,
            thinking,
            11 * s,
            (rect.right - 10 * s, rect.y + 45 * s),
            theme.ACCENT,
            anchor="midright",
        )


def draw_me(t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
    """The bottom seat's panel: header, badges, won tricks, loot and its own discards
    and passed cards."""
    sh = t.model
    seat_frame(t, surface, seat, rect, s)
    seat_header(t, surface, seat, rect, s, True)
    seat_badges(t, surface, seat, rect.x + 10 * s, rect.y + 46 * s, s, rect.right - 8 * s)
    cy = rect.bottom - int(52 * s)
    loot = sh.loot_cards(seat)
    draw_pile(
        t,
        surface,
        seat,
        rect.x + int(14 * s),
        cy,
        int(30 * s),
        s,
        min(16 * s, 120 * s / max(1, len(loot))),
    )
    # Right part: what only this player knows (discards, passed and received cards).
    x: float = rect.x + int(200 * s)
    y: float = rect.y + int(66 * s)
    if t.viewer is None:
        count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
        theme.blit_text(surface, f"{count} cards in hand", 12 * s, (x, y), theme.TEXT_DIM)
        return
    rows: list[tuple[str, tuple[int, ...]]] = []
    if sh.discarded:
        rows.append(("Discarded", sh.discarded))
    if sh.passing is not None:
        rows.append(("Passing", (sh.passing,)))
    if sh.passed is not None:
        rows.append(("Gave", (sh.passed,)))
    if sh.received is not None:
        rows.append(("Got", (sh.received,)))
    for label, cards in rows[:2]:
        theme.blit_text(surface, label, 11 * s, (x, y), theme.TEXT_DIM, bold=True)
        cx = x
        for card in cards:
            face = t.art.face(card, int(30 * s))
            rect_c = face.get_rect(topleft=(int(cx), int(y + 15 * s)))
            surface.blit(face, rect_c)
            t.card_rects.append((rect_c, card))
            cx += 34 * s
        x += max(64 * s, cx - x + 12 * s)
    if sh.unseen and not rows:
        theme.blit_text(
            surface, f"{sh.unseen} cards set aside,", 11 * s, (x, y + 10 * s), theme.TEXT_DIM
        )
        theme.blit_text(surface, "unseen this round", 11 * s, (x, y + 25 * s), theme.TEXT_DIM)
