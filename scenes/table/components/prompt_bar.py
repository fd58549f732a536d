"""The prompt bar: what the table asks of the player to move, in a headline and a line."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.core.boxes import note_box


def prompt_rect(anchor: tuple[int, int], width: int, detail: bool, s: float) -> pygame.Rect:
    """The bar's rectangle, its bottom centre at ``anchor``, ``width`` pixels wide."""
    rect = pygame.Rect(0, 0, width, int((58 if detail else 36) * s * theme.text_factor()))
    rect.midbottom = anchor
    return rect


def draw_prompt_bar(
    surface: pygame.Surface, rect: pygame.Rect, title: str, detail: str, s: float
) -> None:
    """A dark bar with an accent edge: ``title`` in bold, ``detail`` under it (if any);
    each line is shortened with an ellipsis to fit."""
    theme.draw_panel(surface, rect, (10, 16, 22, 230), int(10 * s), theme.ACCENT, 1)
    note_box("prompt", title, rect)
    room = rect.width - 20 * s
    theme.blit_text(
        surface,
        theme.fit_text(title, 19 * s, room, True),
        19 * s,
        (rect.centerx, rect.y + 18 * s * theme.text_factor()),
        theme.ACCENT,
        bold=True,
        anchor="center",
    )
    if detail:
        theme.blit_text(
            surface,
            theme.fit_text(detail, 15 * s, room),
            15 * s,
            (rect.centerx, rect.y + 41 * s * theme.text_factor()),
            theme.TEXT,
            anchor="center",
        )
