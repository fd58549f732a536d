"""A full-window page with the app's background, a title and a widget list (menus).

Every page is keyboard-usable through one :class:`~scenes.core.focus.FocusRing` over its
widgets: Tab / Shift+Tab (and Up / Down, unless the page scrolls with them) move the
focus, the focused widget takes its keys, Enter runs :meth:`PageScene.submit` when the
focused widget leaves it, Esc runs :meth:`PageScene.back`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.core import theme
from scenes.core.focus import FocusRing
from scenes.core.scene_stack import Scene
from scenes.core.widgets import Widget, dispatch, draw_tooltip, hover_tip

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class PageScene(Scene):
    """Background, title, widgets; Esc runs :meth:`back` (pop by default)."""

    title = ""
    subtitle = ""
    #: Up / Down move the keyboard focus (False on pages that scroll with them).
    arrows_move_focus = True

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.appear = 1.0
        self.ring = FocusRing(arrows=self.arrows_move_focus)

    def enter(self) -> None:
        self.appear = 0.0
        speed = self.app.settings.speed_factor()
        self.tweens.to(self, "appear", 1.0, 0.25 * min(speed, 1.0), "out_cubic")

    def language_changed(self) -> None:
        """Lay the page out again for its new words (subclasses make them first)."""
        self._laid_out = None
        super().language_changed()

    def back(self) -> None:
        self.app.manager.pop()

    def submit(self) -> None:
        """Enter, when the focused widget (if any) does not use it: the page's main
        action (none by default)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        used = self.ring.handle(self.widgets, event) or dispatch(self.widgets, event)
        self.ring.sync(self.widgets)  # the widgets may have been rebuilt
        if used or event.type != pygame.KEYDOWN:
            return
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.submit()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or any(w.needs_redraw() for w in self.widgets)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt_background(self.size, (26, 58, 74), (8, 16, 24)), (0, 0))

    @staticmethod
    def subtitle_drop(s: float) -> int:
        """From the title's middle to the subtitle's (more at a larger text size)."""
        return int(
            38 * s + 0.5 * (theme.pitch(42 * s, 1.0) - 42 * s + theme.pitch(18 * s, 1.0) - 18 * s)
        )

    def header_bottom(self, s: float) -> int:
        """Where the title and subtitle end: a page's controls start under it."""
        return int(64 * s + self.subtitle_drop(s) + theme.pitch(18 * s, 0.6))

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.ui_scale(self.size)
        self.ring.sync(self.widgets)
        self.draw_background(surface)
        if self.title:
            y = int(64 * s - (1 - self.appear) * 20 * s)
            theme.blit_text(
                surface,
                self.title,
                42 * s,
                (self.size[0] // 2, y),
                theme.ACCENT,
                bold=True,
                anchor="center",
            )
            if self.subtitle:
                theme.blit_text(
                    surface,
                    self.subtitle,
                    18 * s,
                    (self.size[0] // 2, y + self.subtitle_drop(s)),
                    theme.TEXT_DIM,
                    anchor="center",
                )
        self.draw_body(surface, s)
        for widget in self.widgets:
            widget.draw(surface)
        tip = hover_tip(self.widgets)
        if tip:
            draw_tooltip(surface, tip, self.app.mouse, s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        """Page content drawn under the widgets."""
