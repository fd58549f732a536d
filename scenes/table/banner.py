"""The end-of-round panel every table shows: a title and a few lines, faded in.

A line is plain text, ``(text, colour)`` or ``(text, colour, bold)``; an empty text is a
spacer. :class:`~scenes.table.scene.TableScene` shows, dismisses and draws it; a table only says
where (``banner_frame``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from scenes.core import theme
from scenes.core.i18n import N_, _

Colour = tuple[int, int, int]
BannerLine = str | tuple[str, Colour] | tuple[str, Colour, bool]

LINE_HEIGHT = 28
WRAP_PITCH = 21  # between the rows of one wrapped line
TITLE_PITCH = 28  # between the rows of a wrapped title
MARGIN = 28  # design pixels between the text and the panel's sides
HINT = N_("Click or press Enter to continue")


@dataclass
class Banner:
    """A title and its lines; ``alpha`` is tweened from 0 to fade it in."""

    title: str
    lines: list[BannerLine] = field(default_factory=list)
    alpha: float = 0.0

    def styled_lines(self) -> list[tuple[str, Colour, bool]]:
        """Every line as (text, colour, bold)."""
        styled = []
        for line in self.lines:
            if isinstance(line, str):
                styled.append((line, theme.TEXT, False))
            elif len(line) == 2:
                styled.append((line[0], line[1], False))
            else:
                styled.append((line[0], line[1], line[2]))
        return styled


def content_width(banner: Banner, s: float) -> int:
    """The panel width its title, lines and hint need, with the side margins."""
    widths = [theme.font(round(24 * s), True).size(banner.title)[0]]
    for text, _colour, bold in banner.styled_lines():
        widths.append(theme.font(round(17 * s), bold).size(text)[0])
    widths.append(theme.font(round(13 * s)).size(_(HINT))[0])
    return int(max(widths) + 2 * MARGIN * s)


#: Between two phrases of a banner line ("Ann:  +3 this round,  12 total"): two spaces
#: or more. A line wraps between phrases first.
PHRASE_GAP = re.compile(r" {2,}")
#: A number and the word after it ("26 total", "12 tokens"): kept on one row.
NUMBER_WORD = re.compile(r"(?<=\d) (?=\S)")


def phrase_rows(text: str, px: float, width: float, bold: bool) -> list[str]:
    """``text`` as rows no wider than ``width``: broken between its phrases (runs of
    two or more spaces), a phrase kept whole when it fits a row; a phrase too wide for a
    row wraps at its spaces, never between a number and the word after it."""
    font = theme.font(round(px), bold)
    if font.size(text)[0] <= width:
        return [text]
    rows: list[str] = []
    line = ""
    parts = PHRASE_GAP.split(text.strip())
    gaps = PHRASE_GAP.findall(text.strip())
    for phrase, gap in zip(parts, ["", *gaps], strict=True):
        trial = f"{line}{gap}{phrase}" if line else phrase
        if font.size(trial)[0] <= width:
            line = trial
            continue
        if line:
            rows.append(line)
        if font.size(phrase)[0] <= width:
            line = phrase
            continue
        glued = NUMBER_WORD.sub("\u00a0", phrase)
        *full, line = theme.wrap_text(glued, px, width, bold) or [""]
        rows.extend(full)
    rows.append(line)
    return rows


def wrapped_rows(banner: Banner, px: float, width: float) -> list[tuple[str, Colour, bool, float]]:
    """The banner's lines as drawn rows ``(text, colour, bold, pitch)``: a line too wide
    for ``width`` wraps onto more rows (closer together) instead of being cut, between
    its phrases first (:func:`phrase_rows`)."""
    rows: list[tuple[str, Colour, bool, float]] = []
    for text, colour, bold in banner.styled_lines():
        parts = phrase_rows(text, px, width, bold) if text else [""]
        for k, part in enumerate(parts):
            last = k == len(parts) - 1
            rows.append((part, colour, bold, LINE_HEIGHT if last else WRAP_PITCH))
    return rows


def draw_banner(
    surface: pygame.Surface,
    banner: Banner,
    center: tuple[int, int],
    max_width: int,
    s: float,
) -> pygame.Rect:
    """Draw the panel centred at ``center``, as wide as its text needs (at most
    ``max_width``, so it hides as little of the table as it can); return its rect."""
    w = min(int(max_width), content_width(banner, s))
    rows = wrapped_rows(banner, 17 * s, w - 2 * MARGIN * s)
    titles = theme.wrap_text(banner.title, 24 * s, w - 30 * s, True) or [""]
    title_extra = TITLE_PITCH * (len(titles) - 1)
    h = int(100 * s + (title_extra + sum(pitch for *_, pitch in rows)) * s)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    theme.draw_panel(
        surface,
        rect,
        (10, 14, 20, int(min(238, banner.alpha))),
        int(16 * s),
        theme.ACCENT,
        2,
        shadow=int(8 * s),
    )
    for k, title in enumerate(titles):
        centre = (rect.centerx, rect.y + (32 + TITLE_PITCH * k) * s)
        theme.blit_text(surface, title, 24 * s, centre, theme.ACCENT, True, "center")
    y = rect.y + (64 + title_extra) * s
    for text, colour, bold, pitch in rows:
        if text:
            theme.blit_text(
                surface, text, 17 * s, (rect.centerx, y), colour, bold=bold, anchor="midtop"
            )
        y += pitch * s
    theme.blit_text(
        surface,
        _(HINT),
        13 * s,
        (rect.centerx, rect.bottom - 16 * s),
        theme.TEXT_DIM,
        anchor="center",
    )
    return rect
