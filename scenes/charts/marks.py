"""Point marks: a shape a category, so a chart reads without its colours (the
colour-blind marks setting), and a plain disc otherwise."""

from __future__ import annotations

import math

import pygame

from scenes.core import theme
from scenes.core.shapes import INK, regular_polygon

#: Shapes in the order categories take them (first place, second, ...).
SHAPES = ("disc", "square", "triangle", "diamond", "cross")


def shape_for(index: int) -> str:
    """The shape of category ``index`` (0-based; the last shape for any beyond)."""
    return SHAPES[min(max(index, 0), len(SHAPES) - 1)]


def draw_mark(
    surface: pygame.Surface,
    shape: str,
    centre: tuple[float, float],
    size: float,
    colour: theme.Color,
) -> pygame.Rect:
    """``shape`` filled with ``colour``, ``size`` pixels across, with a dark outline so it
    stands out on any fill; returns the rectangle it covers."""
    r = max(2.0, size / 2)
    if shape == "disc":
        pygame.draw.circle(surface, colour, centre, r)
        return pygame.draw.circle(surface, INK, centre, r, 1)
    if shape == "square":
        rect = pygame.Rect(0, 0, int(r * 1.7), int(r * 1.7))
        rect.center = (int(centre[0]), int(centre[1]))
        pygame.draw.rect(surface, colour, rect)
        return pygame.draw.rect(surface, INK, rect, 1)
    if shape == "cross":
        w = max(2, int(r * 0.7))
        a, b = r * 0.8, r * 0.8
        pygame.draw.line(
            surface, colour, (centre[0] - a, centre[1] - b), (centre[0] + a, centre[1] + b), w
        )
        return pygame.draw.line(
            surface, colour, (centre[0] - a, centre[1] + b), (centre[0] + a, centre[1] - b), w
        )
    sides, turn = (3, -math.pi / 2) if shape == "triangle" else (4, 0.0)
    points = regular_polygon(centre, r * (1.2 if sides == 3 else 1.1), sides, turn)
    pygame.draw.polygon(surface, colour, points)
    return pygame.draw.polygon(surface, INK, points, 1)


def draw_arrow_mark(
    surface: pygame.Surface, up: bool, centre: tuple[float, float], size: float, colour: theme.Color
) -> pygame.Rect:
    """A triangle pointing up (``up``) or down: the sign of a margin, without colour."""
    r = size / 2
    turn = -math.pi / 2 if up else math.pi / 2
    points = regular_polygon(centre, r, 3, turn)
    pygame.draw.polygon(surface, colour, points)
    return pygame.draw.polygon(surface, INK, points, 1)
