"""Copying text to the system clipboard with pygame-ce's ``pygame.scrap``, which needs a
window and a clipboard the video driver offers (the dummy driver has none): every
failure is reported as False, never raised, so a screen can show the text to copy by
hand instead."""

from __future__ import annotations

import pygame


def copy_text(text: str) -> bool:
    """Put ``text`` on the clipboard; True if it is there."""
    try:
        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            return False
        pygame.scrap.put_text(text)  # pygame-ce 2.2+: no scrap.init() needed
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, NotImplementedError, RuntimeError):
        return False
