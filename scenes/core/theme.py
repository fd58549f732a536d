"""The look shared by every scene, in one import: the palette (:mod:`scenes.core.palette`),
fonts and cached text (:mod:`scenes.core.fonts`), text fitted to a box
(:mod:`scenes.core.text_fit`) and the panels drawn here (rounded panels, the felt, the
dimming overlay, colour blends).

Sizes are given in "design pixels" for a 1280×720 window and scaled by :func:`ui_scale`
so the layout follows the window size. Fonts are loaded per pixel size and text surfaces
are cached, so drawing the same label every frame costs one blit.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from scenes.core.fonts import DESIGN_H as DESIGN_H
from scenes.core.fonts import DESIGN_W as DESIGN_W
from scenes.core.fonts import FONT_BOLD as FONT_BOLD
from scenes.core.fonts import FONT_CONDENSED as FONT_CONDENSED
from scenes.core.fonts import FONT_REGULAR as FONT_REGULAR
from scenes.core.fonts import MAX_DRAWN as MAX_DRAWN
from scenes.core.fonts import TEXT_CACHE as TEXT_CACHE
from scenes.core.fonts import TextCache as TextCache
from scenes.core.fonts import blit_text as blit_text
from scenes.core.fonts import font as font
from scenes.core.fonts import pitch as pitch
from scenes.core.fonts import record_drawn as record_drawn
from scenes.core.fonts import text as text
from scenes.core.fonts import text_factor as text_factor
from scenes.core.fonts import ui_scale as ui_scale
from scenes.core.palette import ACCENT as ACCENT
from scenes.core.palette import ACCENT_DARK as ACCENT_DARK
from scenes.core.palette import BAD as BAD
from scenes.core.palette import BG as BG
from scenes.core.palette import BG_DARK as BG_DARK
from scenes.core.palette import BUTTON as BUTTON
from scenes.core.palette import BUTTON_DISABLED as BUTTON_DISABLED
from scenes.core.palette import BUTTON_SECONDARY as BUTTON_SECONDARY
from scenes.core.palette import CARD_BACK as CARD_BACK
from scenes.core.palette import CARD_BACK_GREEN as CARD_BACK_GREEN
from scenes.core.palette import CARD_EDGE as CARD_EDGE
from scenes.core.palette import CARD_FACE as CARD_FACE
from scenes.core.palette import CHIP as CHIP
from scenes.core.palette import CHIP_EDGE as CHIP_EDGE
from scenes.core.palette import DANGER as DANGER
from scenes.core.palette import FELT as FELT
from scenes.core.palette import FELT_DARK as FELT_DARK
from scenes.core.palette import GOOD as GOOD
from scenes.core.palette import INFO as INFO
from scenes.core.palette import PANEL as PANEL
from scenes.core.palette import PANEL_EDGE as PANEL_EDGE
from scenes.core.palette import PANEL_LIGHT as PANEL_LIGHT
from scenes.core.palette import SHADOW as SHADOW
from scenes.core.palette import TEXT as TEXT
from scenes.core.palette import TEXT_DARK as TEXT_DARK
from scenes.core.palette import TEXT_DIM as TEXT_DIM
from scenes.core.palette import WIN as WIN
from scenes.core.palette import Color as Color
from scenes.core.text_fit import LABEL_FLOOR as LABEL_FLOOR
from scenes.core.text_fit import MAX_PARAGRAPH as MAX_PARAGRAPH
from scenes.core.text_fit import MAX_PARAGRAPHS as MAX_PARAGRAPHS
from scenes.core.text_fit import blit_block as blit_block
from scenes.core.text_fit import fit_block as fit_block
from scenes.core.text_fit import fit_label as fit_label
from scenes.core.text_fit import fit_text as fit_text
from scenes.core.text_fit import record_truncations as record_truncations
from scenes.core.text_fit import wrap_text as wrap_text

#: The smallest window the app lays out for.
MIN_W, MIN_H = 960, 540


_SHAPE_CACHE: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()


def rounded_panel(
    size: tuple[int, int],
    color: Color,
    radius: int,
    border: Color | None = None,
    border_width: int = 0,
) -> pygame.Surface:
    """A cached rounded rectangle surface (alpha-aware)."""
    key = (size, tuple(color), radius, tuple(border) if border else None, border_width)
    surf = _SHAPE_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
        pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
        if border and border_width:
            pygame.draw.rect(surf, border, surf.get_rect(), border_width, border_radius=radius)
        _SHAPE_CACHE[key] = surf
        if len(_SHAPE_CACHE) > 400:
            _SHAPE_CACHE.popitem(last=False)
    return surf


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    color: Color = PANEL,
    radius: int = 12,
    border: Color | None = PANEL_EDGE,
    border_width: int = 1,
    shadow: int = 0,
) -> None:
    """A rounded panel with an optional soft drop shadow (one cached surface, one blit)."""
    if not shadow:
        surface.blit(rounded_panel(rect.size, color, radius, border, border_width), rect)
        return
    edge = tuple(border) if border else None
    key = ("shadowed", rect.size, tuple(color), radius, edge, border_width, shadow)
    surf = _SHAPE_CACHE.get(key)
    if surf is None:
        surf = pygame.Surface((max(1, rect.width), max(1, rect.height + shadow)), pygame.SRCALPHA)
        surf.blit(rounded_panel(rect.size, SHADOW, radius + 2), (0, shadow))
        surf.blit(rounded_panel(rect.size, color, radius, border, border_width), (0, 0))
        _SHAPE_CACHE[key] = surf
        if len(_SHAPE_CACHE) > 400:
            _SHAPE_CACHE.popitem(last=False)
    surface.blit(surf, rect)


_BACKGROUNDS: dict[tuple[object, ...], pygame.Surface] = {}


def felt_background(
    size: tuple[int, int], base: Color = FELT, dark: Color = FELT_DARK
) -> pygame.Surface:
    """A vignetted felt background for the window size, made once per size."""
    key = (size, tuple(base), tuple(dark))
    surf = _BACKGROUNDS.get(key)
    if surf is None:
        small = pygame.Surface((64, 36))
        cx, cy = 32, 18
        for y in range(36):
            for x in range(64):
                d = min(1.0, (((x - cx) / 34) ** 2 + ((y - cy) / 22) ** 2) ** 0.5)
                t = d**1.6
                small.set_at(
                    (x, y),
                    tuple(int(base[i] + (dark[i] - base[i]) * t) for i in range(3)),
                )
        surf = pygame.transform.smoothscale(small, size).convert()
        if len(_BACKGROUNDS) > 6:
            _BACKGROUNDS.clear()
        _BACKGROUNDS[key] = surf
    return surf


def dim_overlay(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A cached translucent black surface to dim what is under an overlay."""
    key = ("dim", size, alpha)
    surf = _BACKGROUNDS.get(key)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.fill((0, 0, 0, alpha))
        _BACKGROUNDS[key] = surf
    return surf


def lerp_color(a: Color, b: Color, t: float) -> tuple[int, int, int]:
    """Mix two colours."""
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )
