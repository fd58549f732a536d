"""Tooltips: a small box of wrapped text near the mouse."""

from __future__ import annotations

import pygame

from scenes.core import theme


def draw_tooltip(surface: pygame.Surface, tip: str, pos: tuple[int, int], scale: float) -> None:
    """A small dark box with ``tip`` near ``pos``, kept inside the window."""
    px = 16 * scale
    lines = theme.wrap_text(tip, px, 320 * scale)
    surfs = [theme.text(line, px, theme.TEXT) for line in lines]
    w = max(s.get_width() for s in surfs) + int(20 * scale)
    h = sum(s.get_height() for s in surfs) + int(14 * scale)
    rect = pygame.Rect(pos[0] + int(16 * scale), pos[1] + int(18 * scale), w, h)
    rect.clamp_ip(surface.get_rect())
    theme.draw_panel(surface, rect, (8, 12, 18, 235), int(8 * scale), theme.ACCENT, 1)
    y = rect.y + int(7 * scale)
    for surf in surfs:
        surface.blit(surf, (rect.x + int(10 * scale), y))
        y += surf.get_height()
