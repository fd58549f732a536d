"""The running app: window, clock, settings, audio, card art and the scene stack.

:meth:`App.frame` runs one frame (input, pending scene changes, update, draw); tests call
it with posted events and a hand-ticked ``dt``. :meth:`App.run` loops it with a real
clock.
"""

from __future__ import annotations

import contextlib
import os
import warnings

import pygame

from scenes import theme
from scenes.audio import Audio
from scenes.bot_runner import BotProcess
from scenes.cards import CardArt
from scenes.manager import Scene, SceneManager
from scenes.saves import Settings, read_settings, save_settings, tidy_data_folder

DEFAULT_SIZE = (1280, 720)


def _set_window_icon() -> None:
    """Show the app icon in the title bar and task bar (skipped if the file is missing)."""
    from scenes.resources import asset_path

    path = asset_path("icons", "app.png")
    if path.is_file():
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(pygame.image.load(str(path)))


class App:
    """Owns the window and the scene stack; scenes reach shared services through it."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        *,
        headless: bool = False,
        sync_bots: bool | None = None,
        settings: Settings | None = None,
        sound: bool = True,
    ) -> None:
        self.headless = headless or os.environ.get("SDL_VIDEODRIVER") == "dummy"
        self.sync_bots = self.headless if sync_bots is None else sync_bots
        # Bots think in a worker process (started on the first bot turn), never inline
        # in a frame; headless runs decide inline instead.
        self.bot_process = None if self.sync_bots else BotProcess()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Play or Pay")
        _set_window_icon()
        tidy_data_folder()
        #: (title, text) of a problem found at start-up, shown once by the main menu.
        self.startup_notice: tuple[str, str] | None = None
        if settings is None:
            settings, problem = read_settings()
            if problem is not None:
                self.startup_notice = ("Settings reset to defaults", problem)
        self.settings = settings
        self.windowed_size = (
            max(size[0], theme.MIN_W if not self.headless else 320),
            max(size[1], theme.MIN_H if not self.headless else 200),
        )
        self.screen = self._open_window(
            self.windowed_size, self.settings.fullscreen and not self.headless
        )
        pygame.key.set_repeat(0)
        self.audio = Audio(self.settings.volume, enabled=sound)
        self.cards = CardArt(self.settings.colourblind)
        self.manager = SceneManager()
        self.manager.on_empty = self.quit
        self.running = True
        self.clock = pygame.time.Clock()
        self.mouse = (0, 0)
        self.frames = 0

    # Window -------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    window = pygame.Window.from_display_module()
                window.minimum_size = (theme.MIN_W, theme.MIN_H)
            except (AttributeError, pygame.error):
                pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        save_settings(self.settings)
        if not self.headless:
            self.screen = self._open_window(self.windowed_size, on)

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def apply_settings(self) -> None:
        """Push changed settings to the services and save them."""
        self.audio.set_volume(self.settings.volume)
        self.cards.set_colourblind(self.settings.colourblind)
        save_settings(self.settings)

    # Frame ------------------------------------------------------------------------
    def handle_global(self, event: pygame.event.Event) -> bool:
        """Window-level events (quit, resize, F11); True if used."""
        if event.type == pygame.QUIT:
            self.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            w = max(theme.MIN_W, event.w)
            h = max(theme.MIN_H, event.h)
            self.windowed_size = (w, h)
            if (w, h) != (event.w, event.h) and not self.headless:
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            else:
                self.screen = pygame.display.get_surface() or self.screen
            return True
        return False

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input (dropped after a scene change), scene changes, update, draw."""
        self.manager.apply_requests()
        if events is None:
            events = pygame.event.get()
        for event in events:
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos
            if self.handle_global(event):
                continue
            if self.manager.pending:
                break  # the rest of this frame's input was meant for the old scene
            self.manager.handle_event(event)
        self.manager.apply_requests()
        self.manager.update(dt)
        self.manager.apply_requests()
        self.draw()
        self.frames += 1

    def draw(self) -> None:
        self.screen.fill(theme.BG)
        self.manager.draw(self.screen)
        pygame.display.flip()

    def run(self, max_frames: int | None = None, fps: int = 60) -> None:
        """The main loop, until Quit (or ``max_frames``)."""
        self.clock.tick()
        while self.running:
            dt = min(0.1, self.clock.tick(fps) / 1000)
            self.frame(dt)
            if max_frames is not None and self.frames >= max_frames:
                break

    def start(self, scene: Scene) -> None:
        """Start (or restart) with ``scene`` as the only scene."""
        self.manager.reset(scene)
        self.manager.apply_requests()

    def go_to_menu(self) -> None:
        from scenes.menu import MainMenu

        self.manager.reset(MainMenu(self))

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        for scene in list(self.manager.stack):
            scene.exit()
        self.manager.stack.clear()
        if self.bot_process is not None:
            self.bot_process.shutdown()
