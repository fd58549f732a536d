"""Drawing pieces of the guided game's callouts: where the box goes, the ring round the
part it explains and the arrow from the box to that part."""

from __future__ import annotations

import pygame

#: The colour of the ring and the arrow.
ARROW = (255, 214, 92)


def place_box(
    size: tuple[int, int], target: pygame.Rect | None, column: pygame.Rect, gap: int
) -> pygame.Rect:
    """Where a callout of ``size`` goes: in the log ``column`` (so it covers nothing of
    the playing area), level with ``target`` as far as the column allows."""
    box = pygame.Rect((0, 0), (min(size[0], column.width - 2 * gap), size[1]))
    box.centerx = column.centerx
    box.centery = target.centery if target is not None else column.centery
    return box.clamp(column.inflate(0, -2 * gap))


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A golden ring around ``rect`` that leaves what it marks readable (a soft outer
    halo and a bright edge, nothing over the inside)."""
    grow = max(4, int(9 * s))
    halo = pygame.Surface((rect.width + 2 * grow, rect.height + 2 * grow), pygame.SRCALPHA)
    radius = max(6, int(12 * s))
    for ring in range(3):
        inset = ring * grow // 3
        area = halo.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(halo, (*ARROW, 50 + 40 * ring), area, grow // 3 + 1, radius + grow - inset)
    surface.blit(halo, (rect.x - grow, rect.y - grow))
    edge = max(2, int(3 * s))
    pygame.draw.rect(surface, ARROW, rect.inflate(2 * edge, 2 * edge), edge, border_radius=radius)


def draw_arrow(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect, s: float) -> None:
    """An arrow from the callout's edge to the nearest edge of ``target``."""
    tx = min(max(box.centerx, target.left), target.right)
    ty = min(max(box.centery, target.top), target.bottom)
    if target.collidepoint(box.center):
        return
    sx = min(max(tx, box.left), box.right)
    sy = min(max(ty, box.top), box.bottom)
    dx, dy = tx - sx, ty - sy
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    if length < 6 * s:
        return
    ux, uy = dx / length, dy / length
    head = 14 * s
    base = (tx - ux * head, ty - uy * head)
    pygame.draw.line(surface, ARROW, (sx, sy), base, max(3, int(4 * s)))
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, ARROW, [(tx, ty), left, right])
