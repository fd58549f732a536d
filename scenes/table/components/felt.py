"""The first painter of every table: the felt."""

from __future__ import annotations

import pygame

from scenes.core import theme
from scenes.table.kit import TableUi


def draw_felt(
    surface: pygame.Surface, model: object, places: object, ui: TableUi, art: object
) -> None:
    """Painter: the table cloth; card art with ``set_colourblind`` follows the setting."""
    follow = getattr(art, "set_colourblind", None)
    if follow is not None:
        follow(ui.colourblind)
    surface.blit(theme.felt_background(ui.size), (0, 0))
