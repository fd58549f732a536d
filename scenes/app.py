"""The running app: window, clock, settings, audio, card art and the scene stack.

:meth:`App.frame` runs one frame (input, pending scene changes, update, and a draw only if
something changed); tests call it with posted events and a hand-ticked ``dt``.
:meth:`App.run` loops it with a real clock: at the full frame rate while something moves,
otherwise it sleeps until input arrives (waking a few times a second for timers), so an
idle window costs almost no CPU.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from typing import NoReturn

import pygame

from scenes.core import i18n, theme
from scenes.core.audio import Audio
from scenes.core.background import BackgroundProcess
from scenes.core.fonts import set_text_size, text_factor
from scenes.core.i18n import _
from scenes.core.navigation import Navigator
from scenes.core.profile import app_profile
from scenes.core.saves import Settings, read_settings, save_settings, tidy_data_folder
from scenes.core.scene_stack import Scene, SceneManager
from scenes.core.window import Window
from scenes.plugins import house_art
from scenes.table.bot_runner import bot_process

DEFAULT_SIZE = (1280, 720)
#: While idle the loop waits this long for input before running a frame anyway (timers).
IDLE_WAIT_MS = 100
#: While idle, input is looked for this often (shorter than a 60 Hz frame). pygame's own
#: ``event.wait`` polls every millisecond, which costs more CPU than this.
IDLE_POLL_MS = 12
#: The longest time step a frame is given (a stalled window does not jump animations).
MAX_DT = 0.1


#: SDL video drivers that show nothing: chosen by themselves, they mean no display.
WINDOWLESS_DRIVERS = ("offscreen", "dummy")


class NoDisplayError(RuntimeError):
    """The app was started for a window but no display can show one."""


def _init_display(headless: bool) -> None:
    """Start pygame's display; NoDisplayError if a window is wanted but SDL found no
    display (it falls back to a windowless driver when DISPLAY / WAYLAND_DISPLAY are
    unset). A driver named in SDL_VIDEODRIVER is always accepted."""
    try:
        pygame.display.init()
    except pygame.error as exc:
        raise NoDisplayError(f"no display found: {exc}") from None
    driver = pygame.display.get_driver()
    if not headless and not os.environ.get("SDL_VIDEODRIVER") and driver in WINDOWLESS_DRIVERS:
        pygame.display.quit()
        raise NoDisplayError(
            f"no display found: SDL could only use its {driver!r} video driver "
            "(is DISPLAY or WAYLAND_DISPLAY set?). Run the app in a desktop session; "
            "for headless use try --screenshot or --self-test."
        )


def _set_window_icon() -> None:
    """Show the app icon in the title bar and task bar (skipped if the file is missing)."""
    from scenes.core.resources import asset_path

    path = asset_path("icons", "app.png")
    if path.is_file():
        with contextlib.suppress(pygame.error):
            pygame.display.set_icon(pygame.image.load(str(path)))


def settings_in_use(
    given: Settings | None, language: str | None, text_size: int | None = None
) -> tuple[Settings, tuple[str, str] | None]:
    """The settings (``given``, else read from disk) with their language and text size
    active, and a problem reading them as a start-up notice in that language (title,
    text). ``language`` (--lang) and ``text_size`` (--text-size) are for this run: the
    settings are kept until changed."""
    problem = None
    if given is None:
        given, problem = read_settings()
    set_text_size(text_size or given.text_size)
    i18n.activate(i18n.resolve(language or given.language, i18n.system_languages()))
    if problem is None:
        return given, None
    problem = read_settings()[1] or problem  # asked again: now in the language just set
    return given, (_("Settings reset to defaults"), problem)


class _Unwired:
    """The navigator of an app built without one: every screen change is an error."""

    def __getattr__(self, name: str) -> NoReturn:
        raise RuntimeError(f"this App has no navigator (asked for {name!r})")


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
        navigator: Callable[[App], Navigator] | None = None,
        language: str | None = None,
        text_size: int | None = None,
    ) -> None:
        self.headless = headless or os.environ.get("SDL_VIDEODRIVER") == "dummy"
        self.sync_bots = self.headless if sync_bots is None else sync_bots
        # Bots think in a worker process (started on the first bot turn), never inline
        # in a frame; headless runs decide inline instead.
        _init_display(self.headless)
        self.bot_process = None if self.sync_bots else bot_process()
        #: Long work that outlives a screen (a daily's duplicate); Quit ends it at once.
        self.background = BackgroundProcess(enabled=not self.sync_bots)
        pygame.font.init()
        pygame.display.set_caption("Play or Pay")
        _set_window_icon()
        tidy_data_folder()
        from_disk = settings is None
        # startup_notice: (title, text) of a problem found at start-up, shown once by the
        # main menu.
        self.settings, self.startup_notice = settings_in_use(settings, language, text_size)
        #: A first launch in a real window: the main menu offers "Learn to play" once.
        self.learn_offer = from_disk and not self.headless and not self.settings.tutorial_offered
        #: No player profile yet in a real window: the main menu asks the name once.
        self.profile_ask = from_disk and not self.headless and app_profile() is None
        self.window = Window(size, self.headless, self.settings.fullscreen)
        pygame.key.set_repeat(0)
        self.audio = Audio(self.settings.volume, enabled=sound)
        #: The house card art (menu and settings decoration), lent by a game's plugin.
        self.cards = house_art(self.settings.colourblind)
        self.manager = SceneManager()
        #: Every language change (Settings, or anything calling i18n.activate) reaches
        #: the scenes on the stack: they make their words again for the next frame.
        self._stop_listening = i18n.subscribe(self._language_changed)
        self.nav: Navigator = navigator(self) if navigator is not None else _Unwired()
        self.manager.on_empty = self.quit
        self.running = True
        self.clock = pygame.time.Clock()
        self.mouse = (0, 0)
        self.frames = 0
        #: Frames actually drawn (and flipped); idle frames are not.
        self.draws = 0
        self._dirty = True

    # Window -------------------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The window's surface (replaced when the window is resized or re-opened)."""
        return self.window.screen

    @screen.setter
    def screen(self, surface: pygame.Surface) -> None:
        self.window.screen = surface

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        return theme.ui_scale(self.size)

    def set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        save_settings(self.settings)
        self.window.set_fullscreen(on)
        self.invalidate()

    def set_language(self, choice: str) -> None:
        """Use and save the language setting ``choice``; the scenes on the stack make
        their words again and the next frame is drawn in the new language."""
        self.settings.language = choice
        save_settings(self.settings)
        i18n.activate(i18n.resolve(choice, i18n.system_languages()))

    def _language_changed(self) -> None:
        self.manager.language_changed()
        self.invalidate()

    def invalidate(self) -> None:
        """Draw the next frame whatever the scenes say (window changed)."""
        self._dirty = True

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.settings.fullscreen)

    def apply_settings(self) -> None:
        """Push changed settings to the services and save them. A new text size lays
        every scene on the stack out again, from the next frame."""
        self.audio.set_volume(self.settings.volume)
        self.cards.set_colourblind(self.settings.colourblind)
        save_settings(self.settings)
        if text_factor() != self.settings.text_size / 100:
            set_text_size(self.settings.text_size)
            self._language_changed()

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
            self.window.resized((event.w, event.h))
            self.invalidate()
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.invalidate()
        return False

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> bool:
        """One frame: input (dropped after a scene change), scene changes, update, and a
        draw when anything changed: input came, the stack or window changed, or the top
        scene was moving before or after its update. Returns True if it drew."""
        changed = self.manager.apply_requests()
        if events is None:
            events = pygame.event.get()
        moving = self.manager.needs_redraw()
        for event in events:
            if event.type == pygame.MOUSEMOTION:
                self.mouse = event.pos
            if self.handle_global(event):
                continue
            if self.manager.pending:
                break  # the rest of this frame's input was meant for the old scene
            self.manager.handle_event(event)
        changed = self.manager.apply_requests() or changed
        self.manager.update(dt)
        changed = self.manager.apply_requests() or changed
        self.frames += 1
        if not (changed or events or moving or self._dirty or self.manager.needs_redraw()):
            return False
        self.draw()
        return True

    def wants_frames(self) -> bool:
        """True while frames must run at the full rate (something moves or waits to be
        drawn); otherwise the loop may sleep until input."""
        return self._dirty or self.manager.pending or self.manager.needs_redraw()

    def draw(self) -> None:
        self.screen.fill(theme.BG)
        self.manager.draw(self.screen)
        pygame.display.flip()
        self._dirty = False
        self.draws += 1

    def run(self, max_frames: int | None = None, fps: int = 60) -> None:
        """The main loop, until Quit (or ``max_frames``): full rate while something
        moves, else wait for input (at most ``IDLE_WAIT_MS``) between frames."""
        self.clock.tick()
        while self.running:
            events: list[pygame.event.Event] | None = None
            if self.wants_frames():
                ms = self.clock.tick(fps)
            else:
                events = self.wait_for_input()
                ms = self.clock.tick()
            self.frame(min(MAX_DT, ms / 1000), events)
            if max_frames is not None and self.frames >= max_frames:
                break

    def wait_for_input(self) -> list[pygame.event.Event]:
        """Sleep until input arrives (at most ``IDLE_WAIT_MS``); the events, or []."""
        waited = 0
        while waited < IDLE_WAIT_MS:
            pygame.time.wait(IDLE_POLL_MS)
            waited += IDLE_POLL_MS
            events = pygame.event.get()
            if events:
                return events
        return []

    def start(self, scene: Scene) -> None:
        """Start (or restart) with ``scene`` as the only scene."""
        self.manager.reset(scene)
        self.manager.apply_requests()
        self.invalidate()

    def go_to_menu(self) -> None:
        self.nav.main_menu()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        self._stop_listening()
        for scene in list(self.manager.stack):
            scene.exit()
        self.manager.stack.clear()
        self.background.close()
        if self.bot_process is not None:
            self.bot_process.shutdown()
