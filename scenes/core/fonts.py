"""Fonts and cached text: the bundled fonts per pixel size, one cache of rendered text
surfaces, drawing a text at an anchor and recording what is drawn (for tests). Sizes are
"design pixels" for a 1280×720 window scaled by :func:`ui_scale`; :mod:`scenes.core.theme`
gives these to every scene."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pygame

from game.text import clean
from scenes.core.boxes import note_box, recording
from scenes.core.palette import TEXT, Color
from scenes.core.resources import asset_path

DESIGN_W, DESIGN_H = 1280, 720
#: The longest line drawn (characters).
MAX_DRAWN = 1000
FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"
FONT_CONDENSED = "DejaVuSansCondensed-Bold.ttf"


def ui_scale(size: tuple[int, int]) -> float:
    """The layout scale for a window size (1.0 at 1280×720)."""
    w, h = size
    return max(0.5, min(w / DESIGN_W, h / DESIGN_H))


#: The text size setting's choices (per cent of the design size).
TEXT_SIZES = (100, 125, 150)
_text_factor = 1.0


def set_text_size(percent: int) -> None:
    """Every text from now on at ``percent`` of its design size (one of
    :data:`TEXT_SIZES`; anything else is the nearest). Rendered texts are dropped."""
    global _text_factor
    nearest = min(TEXT_SIZES, key=lambda size: abs(size - percent))
    if nearest / 100 != _text_factor:
        _text_factor = nearest / 100
        TEXT_CACHE.clear()


@contextmanager
def design_text_size() -> Iterator[None]:
    """Inside the block, text is at its design size whatever the setting: for art (a
    card's printed numbers are part of the card, not text to read larger)."""
    global _text_factor
    kept, _text_factor = _text_factor, 1.0
    try:
        yield
    finally:
        _text_factor = kept


def text_factor() -> float:
    """The text size setting as a factor (1.0, 1.25 or 1.5)."""
    return _text_factor


def font(px: float, bold: bool = False, condensed: bool = False) -> pygame.font.Font:
    """The bundled font for a text of ``px`` design-scaled pixels at the text size
    setting (falls back to pygame's default font). Every text is measured and drawn
    with it, so wrapping and fitting follow the setting."""
    return _font(max(6, round(px * grown(px))), bold, condensed)


#: Text up to this many pixels grows by the whole text size setting; headings from
#: :data:`LARGE_PX` on grow by a quarter of it (they are easy to read already), with a
#: smooth step between.
SMALL_PX, LARGE_PX = 16.0, 34.0


def grown(px: float) -> float:
    """How much a text of ``px`` pixels grows at the text size setting."""
    if _text_factor == 1.0:
        return 1.0
    share = min(1.0, max(0.0, (LARGE_PX - px) / (LARGE_PX - SMALL_PX)))
    return 1.0 + (_text_factor - 1.0) * (0.25 + 0.75 * share)


def pitch(px: float, lines: float = 1.3) -> int:
    """The distance from one line of text of ``px`` to the next, ``lines`` times the
    size (design spacing), grown with the text size setting."""
    return int(px * lines * grown(px))


@cache
def _font(px: int, bold: bool, condensed: bool) -> pygame.font.Font:
    name = FONT_CONDENSED if condensed else FONT_BOLD if bold else FONT_REGULAR
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
        key = (text, int(px), tuple(color), bold, condensed, _text_factor)
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
    if recording() and surface is _screen_of(surface) and text_.strip():
        shown = rect.clip(surface.get_clip())  # what a clipped view lets through
        if shown.width and shown.height:
            note_box("text", text_, shown)
    return rect


def _screen_of(surface: pygame.Surface) -> pygame.Surface | None:
    """The window's surface (texts drawn elsewhere, into a card or a panel first, are
    not where they end up on the screen)."""
    return pygame.display.get_surface()
