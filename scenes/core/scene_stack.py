"""The scene stack.

Scenes request ``push`` / ``replace`` / ``pop`` / ``reset``; the manager applies the
requests between frames (never in the middle of a scene's event handling or drawing) and
tells the caller to drop the rest of that frame's input, so a click meant for one scene
never lands in the next. Only the top scene gets events and updates. Drawing starts at the
highest *opaque* scene, so overlays (pause menu, dialogs) draw over the table while an
opaque scene (the pass-and-play curtain) hides everything under it: nothing below it is
drawn at all.

Frames are drawn only when the picture may have changed: after input, a change of the
stack or the window, or while the top scene :meth:`Scene.needs_redraw` (a tween or timer
running, something moving, a bot thinking). A scene whose picture changes for another
reason calls :meth:`Scene.request_redraw`.

Scenes are typed against :class:`Host` (what a scene may use of the running app), not the
app class, so this framework never imports the module that builds the app.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from scenes.core.boxes import note_box
from scenes.core.tween import Tweener

if TYPE_CHECKING:
    from scenes.core.audio import Audio
    from scenes.core.background import BackgroundProcess
    from scenes.core.bot_process import BotProcess
    from scenes.core.card_surfaces import HouseArt
    from scenes.core.navigation import Navigator
    from scenes.core.saves import Settings

#: A kind of scene looked for on the stack.
Found = TypeVar("Found")


class Scene:
    """Base class: override what you need. Each scene owns its tweens."""

    #: Draws the whole window; scenes under it are not drawn.
    opaque: bool = True

    def __init__(self, app: Host) -> None:
        self.app = app
        self.tweens = Tweener()
        self.size: tuple[int, int] = app.size
        self._laid_out: tuple[int, int] | None = None
        #: Set to have the next frame drawn (cleared when the scene is drawn).
        self.redraw_requested = True

    # Lifecycle ----------------------------------------------------------------------
    def enter(self) -> None:
        """Called when the scene becomes part of the stack (pushed or replacing)."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def pause(self) -> None:
        """Called when another scene is pushed over this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    # Layout -------------------------------------------------------------------------
    def ensure_layout(self, size: tuple[int, int]) -> None:
        """Recompute the layout if the window size changed since the last time."""
        if self._laid_out != size:
            self.size = size
            self._laid_out = size
            self.layout()

    def layout(self) -> None:
        """Place widgets for ``self.size``."""

    def language_changed(self) -> None:
        """The app's language changed: build the scene's words again (by default, only
        draw the next frame). Screens that make their labels once override this to make
        them again (:mod:`scenes.core.i18n`); pages and dialogs also lay out again."""
        self.request_redraw()

    # Frame --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (tweens first)."""
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene."""

    # Redraw -------------------------------------------------------------------------
    def request_redraw(self) -> None:
        """Have the next frame drawn (for changes that come neither from input nor from
        a running tween)."""
        self.redraw_requested = True

    def needs_redraw(self) -> bool:
        """True while the picture changes without input, so every frame must be drawn:
        by default while a redraw was requested or a tween or timer runs. Scenes with
        other moving parts override this (and call ``super()``)."""
        return self.redraw_requested or self.tweens.busy


class SceneManager:
    """A stack of scenes with deferred push / replace / pop requests."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._requests: list[tuple[str, Scene | None]] = []
        self.on_empty: Callable[[], None] | None = None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    # Requests (applied between frames) -----------------------------------------------
    def push(self, scene: Scene) -> None:
        self._requests.append(("push", scene))

    def replace(self, scene: Scene) -> None:
        self._requests.append(("replace", scene))

    def pop(self) -> None:
        self._requests.append(("pop", None))

    def reset(self, scene: Scene) -> None:
        """Leave every scene and start over with ``scene`` (e.g. back to the menu)."""
        self._requests.append(("reset", scene))

    @property
    def pending(self) -> bool:
        """True when requests wait to be applied (the caller should drop input)."""
        return bool(self._requests)

    def apply_requests(self) -> bool:
        """Apply queued requests in order; True if the stack changed."""
        if not self._requests:
            return False
        requests, self._requests = self._requests, []
        for kind, scene in requests:
            if kind == "push" and scene is not None:
                if self.stack:
                    self.stack[-1].pause()
                self.stack.append(scene)
                scene.enter()
            elif kind == "replace" and scene is not None:
                if self.stack:
                    self.stack.pop().exit()
                self.stack.append(scene)
                scene.enter()
            elif kind == "pop":
                if self.stack:
                    self.stack.pop().exit()
                if self.stack:
                    self.stack[-1].resume()
            elif kind == "reset" and scene is not None:
                while self.stack:
                    self.stack.pop().exit()
                self.stack.append(scene)
                scene.enter()
        if not self.stack and self.on_empty is not None:
            self.on_empty()
        return True

    # Frame ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.stack:
            self.stack[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self.stack:
            top = self.stack[-1]
            if top._laid_out is None:
                # Laid out before its first update too (an animation may start before
                # the first frame is drawn); later size changes are applied at draw.
                top.ensure_layout(top.size)
            top.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index].opaque:
                start = index
                break
        return self.stack[start:]

    def needs_redraw(self) -> bool:
        """True if a frame must be drawn even without input: the top scene says so, or a
        scene drawn under it asked for a redraw (only the top scene updates)."""
        visible = self.visible()
        if not visible:
            return False
        return visible[-1].needs_redraw() or any(s.redraw_requested for s in visible[:-1])

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        for index, scene in enumerate(self.visible()):
            if index:  # an overlay: what is under it no longer takes input
                note_box("modal", type(scene).__name__, surface.get_rect())
            scene.ensure_layout(size)
            scene.draw(surface)
            scene.redraw_requested = False

    def language_changed(self) -> None:
        """Tell every scene on the stack that the language changed."""
        for scene in list(self.stack):
            scene.language_changed()

    def find(self, kind: type[Found]) -> Found | None:
        """The topmost scene of this type, or None."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None


class Host(Protocol):
    """The app's services: window, input state, settings, audio, art, scene stack."""

    screen: pygame.Surface
    settings: Settings
    audio: Audio
    manager: SceneManager
    nav: Navigator
    mouse: tuple[int, int]
    headless: bool
    sync_bots: bool
    bot_process: BotProcess | None
    #: The worker of long background work (see :mod:`scenes.core.background`).
    background: BackgroundProcess
    running: bool
    #: (title, text) of a problem found at start-up, shown once by the main menu.
    startup_notice: tuple[str, str] | None
    #: True on a first launch (no settings yet, a real window): the main menu offers
    #: "Learn to play" once.
    learn_offer: bool
    #: A first start with no player profile yet: the main menu asks the name once.
    profile_ask: bool

    @property
    def cards(self) -> HouseArt:
        """The app's own card art (see :class:`~scenes.core.card_surfaces.HouseArt`)."""

    @property
    def size(self) -> tuple[int, int]:
        """The window size in pixels."""

    @property
    def scale(self) -> float:
        """The UI scale for the window size."""

    def start(self, scene: Scene) -> None:
        """Start (or restart) with ``scene`` as the only scene."""

    def go_to_menu(self) -> None:
        """Replace every scene with the main menu."""

    def apply_settings(self) -> None:
        """Push changed settings to the services and save them (a new text size shows
        from the next frame)."""

    def set_fullscreen(self, on: bool) -> None:
        """Switch full screen on or off (and remember it)."""

    def set_language(self, choice: str) -> None:
        """Use and remember the language setting ``choice`` (``system``, ``en``, …);
        every open screen shows it from the next frame."""

    def toggle_fullscreen(self) -> None:
        """Flip full screen."""

    def quit(self) -> None:
        """End the main loop."""
