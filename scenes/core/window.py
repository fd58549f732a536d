"""The app's window: opened windowed or full screen, never smaller than the layout's
minimum, and the size it goes back to when full screen ends."""

from __future__ import annotations

import warnings

import pygame

from scenes.core import theme

#: The smallest window a headless run (tests, screenshots) may ask for.
HEADLESS_MIN = (320, 200)


class Window:
    """The display surface and the windowed size; ``headless`` windows are never
    re-opened by a resize (the dummy driver keeps the surface it has)."""

    def __init__(self, size: tuple[int, int], headless: bool, fullscreen: bool) -> None:
        self.headless = headless
        least = HEADLESS_MIN if headless else (theme.MIN_W, theme.MIN_H)
        self.windowed_size = (max(size[0], least[0]), max(size[1], least[1]))
        self.screen = self._open(fullscreen and not headless)

    def _open(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        screen = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            window.minimum_size = (theme.MIN_W, theme.MIN_H)
        except (AttributeError, pygame.error):
            pass
        return screen

    def set_fullscreen(self, on: bool) -> None:
        """Full screen, or back to the windowed size (no change when headless)."""
        if not self.headless:
            self.screen = self._open(on)

    def resized(self, asked: tuple[int, int]) -> None:
        """The window was resized to ``asked``: keep at least the minimum size."""
        w, h = max(theme.MIN_W, asked[0]), max(theme.MIN_H, asked[1])
        self.windowed_size = (w, h)
        if (w, h) != asked and not self.headless:
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface() or self.screen
