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
from scenes.table.components.pills import Pill, pill_rect, pill_row, ribbons

HUMAN_BADGE = (70, 120, 200)
BOT_BADGE = (110, 90, 160)


def level_pill(kind: str) -> Pill:
    """The badge naming who plays a seat: a human or a bot of some level."""
    if kind == "human":
        return Pill("HUMAN", HUMAN_BADGE)
    return Pill(f"BOT · {kind.upper()}", BOT_BADGE)


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


def draw_seat_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    look: SeatLook,
    s: float,
    clock: float = 0.0,
    name_px: float = 18,
) -> SeatParts:
    """Draw the panel for ``look`` in ``rect``; return where its parts went."""
    draw_frame(surface, rect, s, look.turn, look.dimmed, clock)
    px = name_px * s
    pad = 12 * s
    score_rect = None
    right = rect.right - pad
    if look.score:
        surf = theme.text(look.score, px, theme.TEXT, bold=True)
        score_rect = surf.get_rect(topright=(int(right), rect.y + int(8 * s)))
        surface.blit(surf, score_rect)
        right = score_rect.x - 8 * s
    colour = theme.ACCENT if look.turn else (theme.TEXT_DIM if look.dimmed else theme.TEXT)
    name = theme.fit_text(look.name, px, right - rect.x - pad, True)
    name_rect = theme.blit_text(surface, name, px, (rect.x + pad, rect.y + 8 * s), colour, True)
    row_y = name_rect.bottom + 12 * s
    thinking_w = 0.0
    if look.thinking:
        # Room for the longest form ("thinking..."), so no pill comes and goes with the dots.
        widest = look.thinking.rstrip(".") + "..."
        thinking_w = theme.text(widest, 13 * s, theme.ACCENT).get_width() + 12 * s
    end = pill_row(surface, look.pills, (rect.x + pad, row_y), rect.right - pad - thinking_w, s)
    if look.thinking:
        theme.blit_text(
            surface,
            look.thinking,
            13 * s,
            (rect.right - pad, row_y),
            theme.ACCENT,
            anchor="midright",
        )
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
