"""How a review rating looks: its word, its colour and a shape, so a rating reads without
colour too — fine a green disc, an inaccuracy an amber triangle, a mistake an orange
diamond, a blunder a red octagon with a cross."""

from __future__ import annotations

import math

import pygame

from game.review import BLUNDER, FINE, INACCURACY, MISTAKE
from scenes.core import theme
from scenes.core.i18n import N_, _
from scenes.core.shapes import INK, regular_polygon

#: The ratings' words in English (:func:`rating_title` says them in the current language).
TITLES = {
    FINE: N_("Fine"),
    INACCURACY: N_("Inaccuracy"),
    MISTAKE: N_("Mistake"),
    BLUNDER: N_("Blunder"),
}


def rating_title(rating: str) -> str:
    """A rating's word in the current language: "Fine", "Mistake"..."""
    return _(TITLES[rating])


MARKS = {INACCURACY: "?!", MISTAKE: "?", BLUNDER: "??"}
COLOURS = {
    FINE: (96, 200, 120),
    INACCURACY: (245, 205, 96),
    MISTAKE: (240, 150, 70),
    BLUNDER: (232, 84, 84),
}
SHAPES = {FINE: "disc", INACCURACY: "triangle", MISTAKE: "diamond", BLUNDER: "octagon"}


def draw_mark(
    surface: pygame.Surface, rating: str, centre: tuple[float, float], size: float
) -> pygame.Rect:
    """The rating's shape in its colour, ``size`` pixels across, centred at ``centre``."""
    colour = COLOURS[rating]
    r = size / 2
    shape = SHAPES[rating]
    if shape == "disc":
        rect = pygame.draw.circle(surface, colour, centre, r)
        a = (centre[0] - r * 0.45, centre[1])
        b = (centre[0] - r * 0.1, centre[1] + r * 0.4)
        c = (centre[0] + r * 0.5, centre[1] - r * 0.4)
        pygame.draw.lines(surface, INK, False, [a, b, c], max(2, int(size / 7)))
        return rect
    if shape == "triangle":
        points = regular_polygon((centre[0], centre[1] + r * 0.15), r * 1.05, 3, -math.pi / 2)
    elif shape == "diamond":
        points = regular_polygon(centre, r, 4, 0.0)
    else:
        points = regular_polygon(centre, r, 8, math.pi / 8)
    rect = pygame.draw.polygon(surface, colour, points)
    if shape == "octagon":
        d = r * 0.38
        width = max(2, int(size / 7))
        pygame.draw.line(
            surface, INK, (centre[0] - d, centre[1] - d), (centre[0] + d, centre[1] + d), width
        )
        pygame.draw.line(
            surface, INK, (centre[0] - d, centre[1] + d), (centre[0] + d, centre[1] - d), width
        )
    else:
        mark = "!" if shape == "triangle" else "?"
        theme.blit_text(
            surface,
            mark,
            size * 0.6,
            (centre[0], centre[1] + r * 0.1),
            INK,
            bold=True,
            anchor="center",
        )
    return rect


def draw_badge(
    surface: pygame.Surface,
    rating: str,
    at: tuple[float, float],
    px: float,
    anchor: str = "topright",
) -> pygame.Rect:
    """The rating's shape and word in its colour; ``at`` is the badge's ``anchor`` point
    ("topright" or "midleft")."""
    word = theme.text(rating_title(rating), px, COLOURS[rating], bold=True)
    size = px * 1.05
    width = size + px * 0.4 + word.get_width()
    x, y = at
    if anchor == "topright":
        left, mid = x - width, y + px * 0.6
    else:
        left, mid = x, y
    draw_mark(surface, rating, (left + size / 2, mid), size)
    return theme.blit_text(
        surface,
        rating_title(rating),
        px,
        (left + size + px * 0.4, mid),
        COLOURS[rating],
        bold=True,
        anchor="midleft",
    )
