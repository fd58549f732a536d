"""What the Nyet! table draws over the play area: flying sprites, toasts and the round
banner (its lines come from the ``round_end`` event only)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.nyet.events import NyetRoundScored
from scenes.core import theme
from scenes.nyet.art import TEAM_COLOURS
from scenes.nyet.words import team_score_line
from scenes.table.banner import BannerLine
from scenes.table.scene import Sprite

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


@dataclass
class Toast:
    """A short message over the middle of the table (terms, teams)."""

    lines: list[str]
    alpha: float = 0.0


def show_toast(t: NyetTable, lines: list[str], seconds: float, done: Callable[[], None]) -> None:
    """A short message over the trick area; the queue moves on after ``seconds``."""
    if t.speed == 0:
        done()
        return
    toast = Toast(lines)
    t.toast = toast
    t.tweens.to(toast, "alpha", 255, t.dur(0.2), "out_cubic")

    def finish() -> None:
        if t.toast is toast:
            t.toast = None
        done()

    t.tweens.after(t.dur(seconds), finish)


def round_banner_lines(t: NyetTable, event: NyetRoundScored) -> list[BannerLine]:
    """The round banner's lines: each team's score, then each seat's points and total."""
    details = event.breakdown
    lines: list[BannerLine] = []
    for side in (0, 1):
        members = [i for i, d in enumerate(details) if int(d["team"]) == side]
        if not members:
            continue
        names = ", ".join(t.name(i) for i in members)
        text = team_score_line(side, names, details[members[0]], event.team_scores[side])
        lines.append((text, TEAM_COLOURS[side], True))
    lines.append(("", theme.TEXT, False))
    totals = event.totals
    for seat in sorted(range(len(event.points)), key=lambda i: -totals[i]):
        bonus = "  (Bonus ×2)" if details[seat].get("bonus") else ""
        line = f"{t.name(seat)}:  {int(event.points[seat]):+d}{bonus}   total {int(totals[seat])}"
        lines.append((line, theme.TEXT, False))
    return lines


def show_round_banner(
    t: NyetTable, event: NyetRoundScored, last: bool, done: Callable[[], None]
) -> None:
    """The end-of-round panel (``last``: the game ends with this round)."""
    if t.speed == 0:
        done()
        return
    title = f"Round {event.round} scored" + (" — final scores next" if last else "")
    t.show_banner(title, round_banner_lines(t, event), 5.0, done)


def draw_sprite(t: NyetTable, surface: pygame.Surface, sprite: Sprite) -> None:
    """One piece in flight: a token, the Bonus card, a card back or face."""
    w = max(6, int(sprite.w))
    if sprite.kind == "token":
        surf = t.art.token(int(sprite.value), t.initial(int(sprite.value)), w // 2)
    elif sprite.kind == "bonus":
        surf = t.art.bonus_card(w)
    elif sprite.kind == "back":
        surf = t.art.back(w)
    else:
        surf = t.art.face(int(sprite.value), w)
    rect = surf.get_rect(center=(int(sprite.x), int(sprite.y)))
    if sprite.alpha < 255:
        surf = surf.copy()
        surf.set_alpha(int(max(0, sprite.alpha)))
    elif sprite.kind in ("card", "back"):
        surface.blit(t.art.shadow(w), rect.move(4, 7))
    surface.blit(surf, rect)


def draw_toast(t: NyetTable, surface: pygame.Surface, s: float) -> None:
    """The toast, if one is up, centred on the trick area."""
    toast = t.toast
    if toast is None:
        return
    lines = toast.lines
    width = max(theme.text(line, 17 * s, bold=i == 0).get_width() for i, line in enumerate(lines))
    rect = pygame.Rect(
        0,
        0,
        int(min(width + 48 * s, t.trick_rect.width - 10 * s)),
        int(28 * s + 28 * s * len(lines)),
    )
    rect.center = t.trick_rect.center
    alpha = int(min(235, toast.alpha))
    theme.draw_panel(
        surface, rect, (10, 14, 20, alpha), int(14 * s), theme.ACCENT, 2, shadow=int(6 * s)
    )
    y = rect.y + 16 * s
    for i, line in enumerate(lines):
        px = 20 * s if i == 0 else 15 * s
        text = theme.fit_text(line, px, rect.width - 20 * s, i == 0)
        theme.blit_text(
            surface,
            text,
            px,
            (rect.centerx, y),
            theme.ACCENT if i == 0 else theme.TEXT,
            bold=i == 0,
            anchor="midtop",
        )
        y += 28 * s
