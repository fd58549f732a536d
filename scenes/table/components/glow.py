"""The coach's glow: a golden halo around a rectangle (a suggested button, card
or board box), drawn before the thing itself so it shows around its edges."""

from __future__ import annotations

import pygame

GLOW = (255, 214, 92)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, s: float = 1.0) -> None:
    """A halo around ``rect``: three soft rings and a bright edge (still: a glow that
    pulsed would keep an idle table drawing)."""
    pulse = 0.6
    grow = max(4, int((7 + 4 * pulse) * s))
    halo = pygame.Surface((rect.width + 2 * grow, rect.height + 2 * grow), pygame.SRCALPHA)
    radius = max(6, int(12 * s))
    for ring in range(3):
        inset = ring * grow // 3
        alpha = int((60 + 50 * pulse) * (ring + 1) / 3)
        area = halo.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(halo, (*GLOW, alpha), area, border_radius=radius + grow - inset)
    surface.blit(halo, (rect.x - grow, rect.y - grow))
    pygame.draw.rect(
        surface,
        GLOW,
        rect.inflate(2 * max(2, int(3 * s)), 2 * max(2, int(3 * s))),
        max(2, int(3 * s)),
        border_radius=radius,
    )
