"""Drawing pieces of the guided game's callouts: where the box goes, the ring round the
part it explains and the arrow from the box to that part."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

import pygame

#: The colour of the ring and the arrow, and the dark edge that sets them off.
ARROW = (255, 214, 92)
SHADE = (12, 18, 16)


def place_box(
    size: tuple[int, int], level: int | None, column: pygame.Rect, gap: int
) -> pygame.Rect:
    """Where a callout of ``size`` goes: in the log ``column`` (so it covers nothing of
    the playing area), its middle at height ``level`` as far as the column allows (the
    column's middle for None)."""
    box = pygame.Rect((0, 0), (min(size[0], column.width - 2 * gap), size[1]))
    box.centerx = column.centerx
    box.centery = level if level is not None else column.centery
    return box.clamp(column.inflate(0, -2 * gap))


def exit_span(column: pygame.Rect, gap: int, corner: int) -> tuple[int, int]:
    """The heights at which an arrow may leave a callout placed by :func:`place_box`
    in ``column`` (level with its middle as far as the column allows, the box's
    rounded corners left out)."""
    return column.top + gap + corner, column.bottom - gap - corner


def visible_part(rect: pygame.Rect, above: Sequence[pygame.Rect]) -> pygame.Rect:
    """The part of ``rect`` that ``above`` (drawn after it, further right: a fanned
    row's next cards) leaves uncovered: the strip up to the first that overlaps it."""
    part = rect.copy()
    for other in above:
        if other.colliderect(part) and other.left > part.left:
            part.width = other.left - part.left
    return part


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A golden ring around ``rect`` that leaves what it marks readable and outshines
    every other ring of the table (a wide soft halo, a dark line, a thick bright edge,
    nothing over the inside)."""
    grow = max(6, int(14 * s))
    halo = pygame.Surface((rect.width + 2 * grow, rect.height + 2 * grow), pygame.SRCALPHA)
    radius = max(6, int(10 * s))
    for ring in range(4):
        inset = ring * grow // 4
        area = halo.get_rect().inflate(-2 * inset, -2 * inset)
        pygame.draw.rect(halo, (*ARROW, 40 + 45 * ring), area, grow // 4 + 1, radius + grow - inset)
    surface.blit(halo, (rect.x - grow, rect.y - grow))
    edge = max(3, int(5 * s))
    pygame.draw.rect(
        surface, SHADE, rect.inflate(2 * edge + 4, 2 * edge + 4), 2, border_radius=radius + 2
    )
    pygame.draw.rect(surface, ARROW, rect.inflate(2 * edge, 2 * edge), edge, border_radius=radius)


def straight(box: pygame.Rect, target: pygame.Rect) -> list[tuple[int, int]]:
    """A straight arrow from the callout's edge to the nearest point of ``target`` (no
    points when the two touch)."""
    tx = min(max(box.centerx, target.left), target.right - 1)
    ty = min(max(box.centery, target.top), target.bottom - 1)
    if target.collidepoint(box.center):
        return []
    sx = min(max(tx, box.left), box.right)
    sy = min(max(ty, box.top), box.bottom)
    return [(sx, sy), (tx, ty)]


def draw_arrow(surface: pygame.Surface, points: Sequence[tuple[int, int]], s: float) -> None:
    """An arrow along ``points`` (its corners, the tip last), edged dark so that it reads
    over light parts of the table."""
    if len(points) < 2:
        return
    (bx, by), (tx, ty) = points[-2], points[-1]
    dx, dy = tx - bx, ty - by
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    head = min(14 * s, max(6 * s, length))
    base = (tx - ux * head, ty - uy * head)
    line = [*points[:-1], base]
    wing = head * 0.6
    tri = [
        (tx, ty),
        (base[0] - uy * wing, base[1] + ux * wing),
        (base[0] + uy * wing, base[1] - ux * wing),
    ]
    width = max(3, int(4 * s))
    for colour, extra in ((SHADE, 2), (ARROW, 0)):
        w = width + extra
        for a, b in pairwise(line):
            pygame.draw.line(surface, colour, a, b, w)
        for corner in line[1:-1]:
            pygame.draw.circle(surface, colour, corner, w // 2)
        pygame.draw.polygon(surface, colour, tri, extra)
