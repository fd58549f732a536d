"""Toasts: a short message over the middle of the table that fades in and out."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from scenes.core import theme


@dataclass
class Toast:
    """A message of one or more lines; ``alpha`` is tweened by the table (0 to 255)."""

    lines: list[str] = field(default_factory=list)
    alpha: float = 0.0


def draw_toast(
    surface: pygame.Surface, toast: Toast, centre: tuple[int, int], s: float
) -> pygame.Rect:
    """Draw the toast centred at ``centre``; the first line is bold. Returns its rect."""
    surfaces = [
        theme.text(line, (22 if i == 0 else 16) * s, theme.TEXT, bold=i == 0)
        for i, line in enumerate(toast.lines)
    ]
    width = max((t.get_width() for t in surfaces), default=0) + int(40 * s)
    height = sum(t.get_height() for t in surfaces) + int(24 * s)
    panel = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    theme.draw_panel(panel, panel.get_rect(), (10, 16, 22, 235), int(12 * s), theme.ACCENT, 1)
    y = int(12 * s)
    for text in surfaces:
        panel.blit(text, text.get_rect(midtop=(width // 2, y)))
        y += text.get_height()
    panel.set_alpha(int(max(0, min(255, toast.alpha))))
    rect = panel.get_rect(center=centre)
    surface.blit(panel, rect)
    return rect
