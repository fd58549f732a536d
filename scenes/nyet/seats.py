"""The Nyet! seat panels: name, total, badges, hand size, won tricks and loot; the
viewer's own panel also shows its discards and passed cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.phrases import plural
from scenes.nyet.art import TEAM_COLOURS, TEAM_MARKS
from scenes.table.components.pills import Pill
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel
from scenes.table.scene import you_mark

NAME_PX = 16

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def is_turn(t: NyetTable, seat: int) -> bool:
    """True if ``seat`` is the one to act (per the model) and the game goes on."""
    return seat == t.model.current and not t.finished and t.model.current >= 0


def _line_y(rect: pygame.Rect, s: float) -> int:
    """The y of the panel's name line (as :func:`draw_seat_panel` draws it)."""
    return rect.y + int(8 * s + theme.text("Ag", NAME_PX * s, bold=True).get_height() / 2)


def token_spot(rect: pygame.Rect, s: float) -> tuple[int, int]:
    """Centre of the seat token drawn before the name."""
    return rect.x + int(22 * s), _line_y(rect, s)


def hand_spot(rect: pygame.Rect, s: float) -> tuple[int, int]:
    """Centre of another seat's hand (its fan of backs)."""
    return rect.right - int(40 * s), rect.bottom - int(32 * s)


def pile_spot(rect: pygame.Rect, s: float, me: bool) -> tuple[int, int]:
    """Centre of a seat's won-tricks pile."""
    if me:
        return rect.x + int(29 * s), rect.bottom - int(52 * s)
    return rect.x + int(22 * s), rect.bottom - int(32 * s)


def badges(t: NyetTable, seat: int) -> tuple[Pill, ...]:
    """Team, Bonus, first player and dealer pills."""
    sh = t.model
    out: list[Pill] = []
    if sh.teams is not None and seat < len(sh.teams):
        side = sh.teams[seat]
        out.append(Pill(f"{TEAM_MARKS[side]} TEAM {side + 1}", TEAM_COLOURS[side], theme.TEXT_DARK))
    if sh.bonus == seat:
        out.append(Pill("×2 BONUS", (255, 214, 90), (90, 56, 0)))
    if seat == sh.first:
        out.append(Pill("1ST", (240, 240, 240), theme.TEXT_DARK))
    if seat == sh.dealer:
        out.append(Pill("DEALER", (80, 92, 110), theme.TEXT))
    return tuple(out)


def panel(
    t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float, you: bool
) -> None:
    """The shared seat panel: token, name (with "(you)"), total, badges, "thinking"."""
    sh = t.model
    name = t.name(seat) + (you_mark(t.name(seat)) if you and t.viewer is not None else "")
    look = SeatLook(
        name,
        turn=is_turn(t, seat),
        score=str(sh.totals[seat] if seat < len(sh.totals) else 0),
        pills=badges(t, seat),
        thinking=t.thinking_label(seat),
    )
    icon = t.art.token(seat, t.initial(seat), int(12 * s))
    draw_seat_panel(surface, rect, look, s, t.time, NAME_PX, icon=icon, row_gap=10)


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
    panel(t, surface, seat, rect, s, False)
    # Hand: a small fan of backs with the count; then the won tricks and loot.
    count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
    cw = int(18 * s)
    ch = t.art.height(cw)
    cy = hand_spot(rect, s)[1] + int(2 * s)
    hx = rect.right - int(12 * s) - cw - int(3 * s) * min(count, 8)
    for i in range(min(count, 8)):
        back = t.art.back(cw)
        surface.blit(back, back.get_rect(midleft=(hx + int(3 * s) * i, cy)))
    theme.blit_text(
        surface,
        plural(count, "card"),
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
    px, py = pile_spot(rect, s, False)
    draw_pile(t, surface, seat, px - int(10 * s), py, int(20 * s), s, step)


def draw_me(t: NyetTable, surface: pygame.Surface, seat: int, rect: pygame.Rect, s: float) -> None:
    """The bottom seat's panel: header, badges, won tricks, loot and its own discards
    and passed cards."""
    sh = t.model
    panel(t, surface, seat, rect, s, True)
    px, py = pile_spot(rect, s, True)
    step = min(16 * s, 120 * s / max(1, len(sh.loot_cards(seat))))
    draw_pile(t, surface, seat, px - int(15 * s), py, int(30 * s), s, step)
    # Right part: what only this player knows (discards, passed and received cards).
    x: float = rect.x + int(200 * s)
    y: float = rect.y + int(66 * s)
    if t.viewer is None:
        count = sh.hand_sizes[seat] if seat < len(sh.hand_sizes) else 0
        theme.blit_text(surface, f"{plural(count, 'card')} in hand", 12 * s, (x, y), theme.TEXT_DIM)
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
        aside = f"{plural(sh.unseen, 'card')} set aside,"
        theme.blit_text(surface, aside, 11 * s, (x, y + 10 * s), theme.TEXT_DIM)
        theme.blit_text(surface, "unseen this round", 11 * s, (x, y + 25 * s), theme.TEXT_DIM)
