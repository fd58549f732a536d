"""Plain geometry for the marks drawn beside values (chart points, review ratings)."""

from __future__ import annotations

import math

#: The dark outline and glyph colour of marks, readable on every mark's fill.
INK = (16, 20, 24)


def regular_polygon(
    centre: tuple[float, float], radius: float, sides: int, turn: float
) -> list[tuple[float, float]]:
    """The corners of a regular polygon of ``sides`` around ``centre``, the first at angle
    ``turn`` (radians; 0 points right, -π/2 up)."""
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(turn + 2 * math.pi * i / sides),
            cy + radius * math.sin(turn + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]
