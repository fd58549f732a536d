"""How a review rating looks: its word, its colour and a shape, so a rating reads without
colour too — fine a green disc with a tick, an inaccuracy an amber triangle with "!", a
mistake an orange upright rounded square with a drawn "?" (not a diamond: a diamond
with "?" is the font's missing-glyph sign, U+FFFD), a blunder a red octagon with a
cross. :data:`MARKS` are the move list's marks (?!, ?, ??); the review screen says what
they mean (:func:`scenes.replay.review_headline.legend`)."""

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
SHAPES = {FINE: "disc", INACCURACY: "triangle", MISTAKE: "square", BLUNDER: "octagon"}


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
    if shape == "square":
        return _draw_square(surface, colour, centre, size)
    if shape == "triangle":
        points = regular_polygon((centre[0], centre[1] + r * 0.15), r * 1.05, 3, -math.pi / 2)
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
        theme.blit_text(
            surface,
            "!",
            size * 0.6,
            (centre[0], centre[1] + r * 0.1),
            INK,
            bold=True,
            anchor="center",
        )
    return rect


def _draw_square(
    surface: pygame.Surface, colour: tuple[int, int, int], centre: tuple[float, float], size: float
) -> pygame.Rect:
    """The mistake's mark: an upright rounded square with a question mark drawn in lines
    (a hook, a stem and a dot), so no font's glyph can make it a diamond."""
    side = size * 0.88
    box = pygame.Rect(0, 0, round(side), round(side))
    box.center = (round(centre[0]), round(centre[1]))
    rect = pygame.draw.rect(surface, colour, box, border_radius=max(2, round(size * 0.22)))
    cx, cy = centre
    u = side / 2
    width = max(2, round(size / 8))
    hook = [
        (cx + u * 0.42 * math.cos(a), cy - u * 0.2 + u * 0.34 * math.sin(a))
        for a in (math.pi * k / 6 for k in range(6, 15))
    ]  # from the left, over the top, round to below the right
    stem = [hook[-1], (cx, cy + u * 0.08), (cx, cy + u * 0.22)]
    pygame.draw.lines(surface, INK, False, hook + stem[1:], width)
    pygame.draw.circle(surface, INK, (cx, cy + u * 0.52), max(1.2, width * 0.62))
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
