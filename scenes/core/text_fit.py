"""Text fitted to a box: one line shortened with an ellipsis, wrapped paragraphs, a block
shrunk to fit, a button's label on one or two lines, and a record of every cut (for
tests). Bounded work for any text; :mod:`scenes.core.theme` gives these to every scene."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.text import ELLIPSIS, clean
from scenes.core.fonts import MAX_DRAWN, blit_text, font, grown, text_factor
from scenes.core.palette import TEXT, Color

# Text limits: longest paragraph and most paragraphs wrapped.
MAX_PARAGRAPH = 20_000
MAX_PARAGRAPHS = 200
#: The smallest size a button label shrinks to (share of its size) before "…".
LABEL_FLOOR = 0.75


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


#: Where a wrap would strand a piece of a short note: after a number before its word
#: ("31 moves"), before a number that ends the text ("seed 4"), after an opening dash
#: and before a closing one.
_STRANDED = re.compile(r"(?<=\d) (?=\S)|(?<=\S) (?=\d+$)|(?<=^—) | (?=—$)")


def unbreakable(text_: str) -> str:
    """``text_`` with a no-break space wherever wrapping would strand a piece of it (see
    :data:`_STRANDED`): :func:`wrap_text` keeps "31 moves —" and "seed 4" whole."""
    return _STRANDED.sub("\u00a0", text_)


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
    grown = text_factor()
    sizes = [px * (1 - step * 0.07) for step in range(int((1 - smallest) / 0.07) + 1)]
    for size in sizes:
        if size * grown > max_height * grown**0.5 and size != sizes[-1]:
            continue  # taller than the box (at a larger text size): smaller first
        if font(round(size), bold).size(text_)[0] <= max_width:
            return [clean(text_, MAX_DRAWN)], size
    for size in sizes:
        most = max(1, int(max_height // (size * 1.1 * grown)))
        if most < 2:
            continue
        lines = wrap_text(text_, size, max_width, bold)
        if len(lines) <= most:
            return lines, size
    size = sizes[-1]
    most = max(1, int(max_height // (size * 1.1 * grown)))
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
    grown = text_factor()
    sizes = [px * (1 - step * 0.05) for step in range(round((1 - floor) / 0.05) + 1)]
    for size in sizes:
        if font(round(size), bold).size(text_)[0] <= max_width:
            return [clean(text_, MAX_DRAWN)], size, False
        if size * 2.2 * grown <= max_height:
            lines = wrap_text(text_, size, max_width, bold)
            if len(lines) <= 2 and not _cut_word(text_, lines):
                return lines, size, False
    size = sizes[-1]
    if size * 2.2 * grown <= max_height:
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
    """Draw lines from :func:`fit_block` centred on ``center`` (line height 1.1 × px at
    the text size setting)."""
    pitch = px * 1.1 * grown(px)
    top = center[1] - pitch * (len(lines) - 1) / 2
    for k, line in enumerate(lines):
        blit_text(surface, line, px, (center[0], top + k * pitch), color, bold, "center")
