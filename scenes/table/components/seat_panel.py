"""The seat panel every table draws for each player.

A panel is a rounded frame with the seat's name, an optional score at the top right, a
row of pills under the name (level badge, team, dealer...), ribbons on the top edge
(states such as "sitting out"), a pulsing ring while it is the seat's turn, and a
"thinking…" label that never overlaps the pills. The game draws its own content (cards,
tricks, tokens) in the panel's ``body`` rectangle returned by :func:`draw_seat_panel`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from scenes.core import theme
from scenes.core.phrases import shown_name
from scenes.table.components.pills import Pill, draw_pill, lay_pills, pill_rect, ribbons
from scenes.table.table_words import bot_badge, human_badge

HUMAN_BADGE = (70, 120, 200)
BOT_BADGE = (110, 90, 160)


def level_pill(kind: str) -> Pill:
    """The badge naming who plays a seat: a human or a bot of some level."""
    if kind == "human":
        return Pill(human_badge(), HUMAN_BADGE)
    label, short = bot_badge(kind)
    return Pill(label, BOT_BADGE, short=short)


@dataclass(frozen=True)
class SeatLook:
    """What one seat panel shows (plain data, built by the game's table from its model).

    ``score`` is drawn at the top right; ``pills`` in a row under the name; ``ribbons``
    on the top edge; ``thinking`` (e.g. "thinking..") at the right of the pill row, only
    where the pills leave room; ``dimmed`` veils the panel (out of the game, sitting out)
    and ``note`` is written across it.
    """

    name: str
    turn: bool = False
    score: str | None = None
    pills: tuple[Pill, ...] = ()
    ribbons: tuple[Pill, ...] = ()
    thinking: str | None = None
    dimmed: bool = False
    note: str | None = None
    thinking_colour: tuple[int, int, int] = theme.ACCENT


@dataclass(frozen=True)
class SeatParts:
    """Where the panel's parts went: the score (for its tooltip) and the free body."""

    score: pygame.Rect | None
    pills_end: float
    body: pygame.Rect


def draw_frame(
    surface: pygame.Surface, rect: pygame.Rect, s: float, turn: bool, dimmed: bool, clock: float
) -> None:
    """The panel's background, and a ring pulsing with ``clock`` (seconds) on its turn."""
    fill = (34, 58, 46, 240) if turn else (18, 40, 34, 225)
    if dimmed:
        fill = (20, 24, 28, 200)
    theme.draw_panel(surface, rect, fill, int(12 * s), theme.PANEL_EDGE, 1, shadow=int(4 * s))
    if turn:
        pulse = 0.5 + 0.5 * math.sin(clock * 4)
        colour = theme.lerp_color(theme.ACCENT_DARK, theme.ACCENT, pulse)
        ring = rect.inflate(int(4 * s), int(4 * s))
        pygame.draw.rect(surface, colour, ring, max(2, int(3 * s)), border_radius=int(14 * s))


def _icon_room(score_icon: pygame.Surface | None, s: float) -> float:
    """The width the score's icon takes beside the score (none without one)."""
    return score_icon.get_width() + 2 * s if score_icon is not None else 0.0


def _draw_score(
    surface: pygame.Surface,
    look: SeatLook,
    rect: pygame.Rect,
    line: tuple[float, float, float],
    score_icon: pygame.Surface | None,
    s: float,
) -> tuple[pygame.Rect, float]:
    """The score at the right end of the name line (``line``: its centre y, the name's
    size and the width of the seat's icon before the name), with ``score_icon`` before
    it; it shrinks (to 72 %) before the name is cut: the name comes first. Returns the
    score's rectangle and the right edge left for the name."""
    line_y, px, icon_w = line
    text = look.score or ""
    pad = 12 * s
    right = rect.right - pad
    name_w = theme.font(round(px), True).size(shown_name(look.name))[0]
    room = right - (rect.x + pad + icon_w + name_w + 8 * s + _icon_room(score_icon, s))
    score_px = px
    while score_px > px * 0.72 and theme.font(round(score_px), True).size(text)[0] > room:
        score_px *= 0.94
    surf = theme.text(text, score_px, theme.TEXT, bold=True)
    score_rect = surf.get_rect(midright=(int(right), int(line_y)))
    surface.blit(surf, score_rect)
    right = score_rect.x - 8 * s
    if score_icon is not None:
        spot = score_icon.get_rect(midright=(int(right + 4 * s), int(line_y)))
        surface.blit(score_icon, spot)
        right = spot.x - 6 * s
    return score_rect, right


def draw_seat_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: SeatLook,
    s: float,
    clock: float = 0.0,
    name_px: float = 18,
    *,
    icon: pygame.Surface | None = None,
    score_icon: pygame.Surface | None = None,
    row_gap: float = 12,
) -> SeatParts:
    """Draw the panel for ``look`` in ``rect``; return where its parts went.

    ``icon`` (a seat token) goes before the name and ``score_icon`` (a chip) before the
    score, both centred on the name line; ``row_gap`` design pixels separate the name
    from the pill row."""
    draw_frame(surface, rect, s, look.turn, look.dimmed, clock)
    px = name_px * s
    pad = 12 * s
    line_y = rect.y + 8 * s + theme.font(round(px), True).get_height() / 2
    score_rect, right = None, rect.right - pad
    if look.score:
        icon_w = icon.get_width() + 2 * s if icon is not None else 0
        score_rect, right = _draw_score(surface, look, rect, (line_y, px, icon_w), score_icon, s)
    left = rect.x + pad
    if icon is not None:
        surface.blit(icon, icon.get_rect(midleft=(int(left - 2 * s), int(line_y))))
        left += icon.get_width() + 2 * s
    colour = theme.ACCENT if look.turn else (theme.TEXT_DIM if look.dimmed else theme.TEXT)
    name = theme.fit_text(shown_name(look.name), px, right - left, True)
    name_rect = theme.blit_text(surface, name, px, (left, line_y), colour, True, "midleft")
    row_y = name_rect.bottom + row_gap * s
    end = _pill_row_and_status(surface, rect, look, row_y, s)
    ribbons(surface, look.ribbons, (rect.right - pad, rect.y), s)
    row_bottom = row_y + (pill_rect(look.pills[0], 11 * s, s).height / 2 if look.pills else 0)
    body = pygame.Rect(rect.x + int(pad), int(row_bottom + 6 * s), rect.width - int(2 * pad), 0)
    body.height = max(0, rect.bottom - int(8 * s) - body.y)
    if look.dimmed:
        veil = theme.rounded_panel(rect.size, (8, 14, 12, 110), int(12 * s))
        surface.blit(veil, rect)
    if look.note:
        theme.blit_text(
            surface,
            look.note,
            14 * s,
            (rect.centerx, body.centery),
            theme.TEXT_DIM,
            anchor="center",
        )
    return SeatParts(score_rect, end, body)


def seat_rows(
    rect: pygame.Rect, s: float, name_px: float = 18, pills: bool = True
) -> tuple[float, pygame.Rect]:
    """Where :func:`draw_seat_panel` puts the pill row (its centre y) and the body for a
    panel in ``rect`` (with or without pills), without drawing: for pieces that fly to
    a seat or cards laid out in its body before the panel is drawn."""
    pad = 12 * s
    name_h = theme.text(" ", name_px * s, theme.TEXT, True).get_height()
    row_y = int(rect.y + 8 * s) + name_h + 12 * s
    row_bottom = row_y + (pill_rect(Pill(" ", HUMAN_BADGE), 11 * s, s).height / 2 if pills else 0)
    body = pygame.Rect(rect.x + int(pad), int(row_bottom + 6 * s), rect.width - int(2 * pad), 0)
    body.height = max(0, rect.bottom - int(8 * s) - body.y)
    return row_y, body


def panel_pills(
    rect: pygame.Rect, look: SeatLook, s: float, name_px: float = 18, row_gap: float = 12
) -> list[tuple[Pill, pygame.Rect, float]]:
    """Where :func:`draw_seat_panel` puts each of ``look``'s pills (as drawn, shortened
    when the row is crowded): every pill of the look is there, none is left out."""
    px = name_px * s
    name_h = theme.font(round(px), True).get_height()
    line_y = rect.y + 8 * s + name_h / 2
    row_y = int(line_y) - name_h // 2 + name_h + row_gap * s
    return _pills_and_status(rect, look, row_y, s)[0]


def _status_width(look: SeatLook, s: float) -> float:
    """Room the status text at the pill row's right end takes (0 without one)."""
    if not look.thinking:
        return 0.0
    # Room for the longest form ("thinking..."), so no pill comes and goes with the dots.
    widest = look.thinking.rstrip(".") + "..."
    return float(theme.text(widest, 13 * s, look.thinking_colour).get_width() + 10 * s)


def _pills_and_status(
    rect: pygame.Rect, look: SeatLook, row_y: float, s: float
) -> tuple[list[tuple[Pill, pygame.Rect, float]], bool]:
    """The pill row's layout and whether the status text shows at its right: the pills
    come first, so a status that would squeeze them out gives way (the turn ring still
    shows whose turn it is)."""
    pad = 12 * s
    start = (rect.x + pad, row_y)
    row = lay_pills(look.pills, start, rect.right - pad - _status_width(look, s), s)
    if not look.thinking or _whole(row, look.pills):
        return row, bool(look.thinking)
    alone = lay_pills(look.pills, start, rect.right - pad, s)
    return (alone, False) if _whole(alone, look.pills) else (row, True)


def _whole(row: list[tuple[Pill, pygame.Rect, float]], pills: tuple[Pill, ...]) -> bool:
    """True when every pill is laid out at full size (possibly in its short form)."""
    return len(row) == len(pills) and all(size == 11 for _, _, size in row)


def _pill_row_and_status(
    surface: pygame.Surface, rect: pygame.Rect, look: SeatLook, row_y: float, s: float
) -> float:
    """The pill row from the left and the status text ("thinking..") at its right;
    returns where the pills end (x)."""
    pad = 12 * s
    row, status = _pills_and_status(rect, look, row_y, s)
    end = rect.x + pad
    for pill, box, size in row:
        draw_pill(surface, pill, box, size * s)
        end = box.right + 5 * s
    if status and look.thinking:
        theme.blit_text(
            surface,
            look.thinking,
            13 * s,
            (rect.right - pad, row_y),
            look.thinking_colour,
            anchor="midright",
        )
    return end
