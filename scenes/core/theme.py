"""Colours, fonts, cached text and small drawing helpers shared by every scene.

Sizes are given in "design pixels" for a 1280×720 window and scaled by :func:`ui_scale`
so the layout follows the window size. Fonts are loaded per pixel size and text surfaces
are cached, so drawing the same label every frame costs one blit.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pygame

from game.text import ELLIPSIS, clean
from scenes.core.resources import asset_path

Color = tuple[int, int, int] | tuple[int, int, int, int]

DESIGN_W, DESIGN_H = 1280, 720
# Text limits: longest line drawn, longest paragraph and most paragraphs wrapped.
MAX_DRAWN = 1000
MAX_PARAGRAPH = 20_000
MAX_PARAGRAPHS = 200
MIN_W, MIN_H = 960, 540
#: The smallest size a button label shrinks to (share of its size) before "…".
LABEL_FLOOR = 0.75

# Palette ------------------------------------------------------------------------------
BG = (18, 26, 34)
BG_DARK = (11, 16, 22)
FELT = (24, 92, 66)
FELT_DARK = (12, 52, 38)
PANEL = (28, 38, 50)
PANEL_LIGHT = (40, 54, 70)
PANEL_EDGE = (70, 90, 112)
TEXT = (236, 240, 244)
TEXT_DIM = (160, 174, 188)
TEXT_DARK = (30, 34, 40)
ACCENT = (255, 196, 64)
ACCENT_DARK = (196, 140, 20)
GOOD = (96, 200, 120)
BAD = (232, 96, 88)
INFO = (110, 170, 240)
BUTTON = (52, 112, 196)
BUTTON_DISABLED = (60, 68, 80)
BUTTON_SECONDARY = (64, 76, 92)
DANGER = (190, 64, 56)
SHADOW = (0, 0, 0, 90)
CARD_FACE = (250, 246, 234)
CARD_EDGE = (120, 110, 96)
CARD_BACK = (150, 40, 44)
CARD_BACK_GREEN = (36, 128, 72)
CHIP = (214, 52, 48)
CHIP_EDGE = (250, 236, 220)
WIN = (255, 214, 90)

FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"


def ui_scale(size: tuple[int, int]) -> float:
    """The layout scale for a window size (1.0 at 1280×720)."""
    w, h = size
    return max(0.5, min(w / DESIGN_W, h / DESIGN_H))


@cache
def font(px: int, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """The bundled font at ``px`` pixels (falls back to pygame's default font)."""
    name = FONT_CONDENSED if condensed else FONT_BOLD if bold else FONT_REGULAR
    px = max(6, int(px))
    try:
        return pygame.font.Font(str(asset_path("fonts", name)), px)
    except (OSError, FileNotFoundError, pygame.error):
        return pygame.font.Font(None, int(px * 1.3))


class TextCache:
    """Rendered text surfaces, least-recently-used first out. Each text is drawn as one
    clean line (see :func:`game.text.clean`)."""

    def __init__(self, limit: int = 1500) -> None:
        self.limit = limit
        self._items: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def get(
        self, text: str, px: int, color: Color = TEXT, bold: bool = False, condensed: bool = False
    ) -> pygame.Surface:
        key = (text, int(px), tuple(color), bold, condensed)
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        line = clean(text, MAX_DRAWN)  # cleaned once per new text, not per frame
        surf = font(int(px), bold, condensed).render(line, True, color)
        self._items[key] = surf
        if len(self._items) > self.limit:
            self._items.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._items.clear()


TEXT_CACHE = TextCache()


def text(
    text_: str, px: float, color: Color = TEXT, bold: bool = False, condensed: bool = False
) -> pygame.Surface:
    """A cached text surface of ``text_`` as one clean line (see :func:`game.text.clean`:
    no control characters or lone surrogates, at most ``MAX_DRAWN`` characters). Every
    text the app draws comes through here (see :func:`record_drawn`)."""
    if len(text_) > MAX_DRAWN:  # keep cache keys short
        text_ = clean(text_, MAX_DRAWN)
    for log in _DRAWN_LOGS:
        log.append(text_)
    return TEXT_CACHE.get(text_, round(px), color, bold, condensed)


#: The open recorders of :func:`record_drawn` (none while the app just runs).
_DRAWN_LOGS: list[list[str]] = []


@contextmanager
def record_drawn() -> Iterator[list[str]]:
    """Inside the block, every text made into a surface by :func:`text` (so every text
    drawn by :func:`blit_text`) is added to the yielded list, in drawing order: how
    tests read what a screen says, e.g. in the pseudo-language."""
    log: list[str] = []
    _DRAWN_LOGS.append(log)
    try:
        yield log
    finally:
        _DRAWN_LOGS.remove(log)


def blit_text(
    surface: pygame.Surface,
    text_: str,
    px: float,
    pos: tuple[float, float],
    color: Color = TEXT,
    bold: bool = False,
    anchor: str = "topleft",
    condensed: bool = False,
) -> pygame.Rect:
    """Draw cached text with the given rect anchor (``center``, ``midleft``, ...)."""
    surf = text(text_, px, color, bold, condensed)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, rect)
    return rect


#: The open recorders of :func:`record_truncations` (none while the app just runs).
_TRUNCATION_LOGS: list[list[tuple[str, str]]] = []


@contextmanager
def record_truncations() -> Iterator[list[tuple[str, str]]]:
    """Inside the block, every text :func:`fit_text` shortens is added to the yielded list
    as ``(text, shown)``: how tests find a label cut off at some window size. (Text that
    :func:`wrap_text` wraps is not cut; a word too long for a whole line is.)"""
    log: list[tuple[str, str]] = []
    _TRUNCATION_LOGS.append(log)
    try:
        yield log
    finally:
        _TRUNCATION_LOGS.remove(log)


def fit_text(text_: str, px: float, max_width: float, bold: bool = False) -> str:
    """``text_`` as one clean line, shortened with an ellipsis to fit ``max_width`` pixels.

    Time is bounded by the width, not by the text: at most ``max_width / (px / 10)``
    characters are looked at (no glyph that shows is narrower than a tenth of the font
    size), and the cut is found by bisection (a few measurements of that many).
    """
    f = font(round(px), bold)
    room = max(1, int(max_width * 10 / max(px, 1.0)))
    line = clean(text_, room)
    if f.size(line)[0] <= max_width:
        if line != text_ and line.endswith(ELLIPSIS) and not text_.endswith(ELLIPSIS):
            _record_truncation(text_, line)
        return line
    if line.endswith(ELLIPSIS):
        line = line[:-1]
    low, high = 0, len(line)
    while low < high:  # the longest prefix that fits with the ellipsis
        middle = (low + high + 1) // 2
        if f.size(line[:middle] + ELLIPSIS)[0] <= max_width:
            low = middle
        else:
            high = middle - 1
    shown = line[:low].rstrip() + ELLIPSIS
    _record_truncation(text_, shown)
    return shown


def _record_truncation(text_: str, shown: str) -> None:
    for log in _TRUNCATION_LOGS:
        log.append((text_[:MAX_DRAWN], shown))


def wrap_text(text_: str, px: float, max_width: float, bold: bool = False) -> list[str]:
    """Split ``text_`` into lines no wider than ``max_width`` (keeps blank lines); each
    paragraph is cleaned, and a word too long for a line is shortened with an ellipsis."""
    f = font(round(px), bold)
    lines: list[str] = []
    for paragraph in text_.split("\n")[:MAX_PARAGRAPHS]:
        words = clean(paragraph, MAX_PARAGRAPH).split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if f.size(trial)[0] <= max_width:
                line = trial
            elif not line:
                line = fit_text(word, px, max_width, bold)
            else:
                lines.append(line)
                line = word if f.size(word)[0] <= max_width else fit_text(word, px, max_width, bold)
        lines.append(line)
    return lines


def fit_block(
    text_: str,
    px: float,
    max_width: float,
    max_height: float,
    bold: bool = False,
    smallest: float = 0.72,
) -> tuple[list[str], float]:
    """``text_`` laid out to fit a ``max_width`` × ``max_height`` box: ``(lines, px)``.

    Tries one line at ``px``, then one line at smaller sizes down to ``smallest × px``,
    then two or more wrapped lines (line height ``1.1 × px``) at those sizes; only if
    none fits is the last line shortened with an ellipsis (see :func:`fit_text`).
    """
    sizes = [px * (1 - step * 0.07) for step in range(int((1 - smallest) / 0.07) + 1)]
    for size in sizes:
        if font(round(size), bold).size(text_)[0] <= max_width:
            return [clean(text_, MAX_DRAWN)], size
    for size in sizes:
        most = max(1, int(max_height // (size * 1.1)))
        if most < 2:
            continue
        lines = wrap_text(text_, size, max_width, bold)
        if len(lines) <= most:
            return lines, size
    size = sizes[-1]
    most = max(1, int(max_height // (size * 1.1)))
    lines = wrap_text(text_, size, max_width, bold)
    if len(lines) > most:
        last = fit_text(" ".join(lines[most - 1 :]), size, max_width, bold)
        lines = [*lines[: most - 1], last]
    return lines, size


def fit_label(
    text_: str,
    px: float,
    max_width: float,
    max_height: float,
    bold: bool = True,
    floor: float = LABEL_FLOOR,
) -> tuple[list[str], float, bool]:
    """A button's or banner's label in its box: ``(lines, px, cut)``.

    One line at ``px``; else two lines at ``px``; else one, then two lines at smaller
    sizes down to ``floor × px`` (:data:`LABEL_FLOOR`); only then the text shortened
    with an ellipsis (``cut`` is True: show the whole label on hover). Line height is
    ``1.1 × px``.
    """
    sizes = [px * (1 - step * 0.05) for step in range(round((1 - floor) / 0.05) + 1)]
    for size in sizes:
        if font(round(size), bold).size(text_)[0] <= max_width:
            return [clean(text_, MAX_DRAWN)], size, False
        if size * 2.2 <= max_height:
            lines = wrap_text(text_, size, max_width, bold)
            if len(lines) <= 2 and not _cut_word(text_, lines):
                return lines, size, False
    size = sizes[-1]
    if size * 2.2 <= max_height:
        lines = wrap_text(text_, size, max_width, bold)
        rest = fit_text(" ".join(lines[1:]), size, max_width, bold)
        return [lines[0], rest], size, True
    return [fit_text(text_, size, max_width, bold)], size, True


def _cut_word(text_: str, lines: list[str]) -> bool:
    """True if :func:`wrap_text` had to shorten a word of ``text_`` to make ``lines``."""
    return " ".join(lines).split() != clean(text_, MAX_DRAWN).split()


def blit_block(
    surface: pygame.Surface,
    lines: list[str],
    px: float,
    center: tuple[float, float],
    color: Color = TEXT,
    bold: bool = False,
) -> None:
    """Draw lines from :func:`fit_block` centred on ``center`` (line height 1.1 × px)."""
    pitch = px * 1.1
    top = center[1] - pitch * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        blit_text(surface, line, px, (center[0], top + k * pitch), color, bold, "center")


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
