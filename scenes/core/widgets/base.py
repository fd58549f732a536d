"""The widget base class, the focus ring and helpers that pass events to widgets.

Widgets are positioned by their scene's ``layout`` (``rect`` in window pixels, ``scale``
for sizes) and take pygame events through :meth:`Widget.handle` (mouse, typed text),
which returns True when the event was used. Keys reach only the widget with keyboard
focus, through :meth:`Widget.handle_key` (see :mod:`scenes.core.focus`, which moves the
focus); a focused widget draws a focus ring while the focus is shown. Widgets never hold
game rules: a callback does the work.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.core import theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard-focus ring: a bright outline just outside ``rect``."""
    pad = max(2, int(4 * scale))
    width = max(2, int(3 * scale))
    radius = max(4, int(12 * scale))
    pygame.draw.rect(surface, theme.ACCENT, rect.inflate(2 * pad, 2 * pad), width, radius)


class Widget:
    """Base widget: a rect, a scale, visibility and enabled flags, keyboard focus."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.visible = True
        self.enabled = True
        self.hovered = False
        #: Has the keyboard focus (set by the page's focus ring).
        self.focused = False
        #: Draw the focus ring (the focus was reached with the keyboard).
        self.show_focus = False

    def focusable(self) -> bool:
        """True if Tab may move the keyboard focus here."""
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A KEYDOWN while this widget has the focus; True if used."""
        return False

    def needs_redraw(self) -> bool:
        """True if the widget's picture changed by itself since it was last drawn."""
        return False

    def draw_focus(self, surface: pygame.Surface, rect: pygame.Rect | None = None) -> None:
        """Draw the focus ring around ``rect`` (default the widget) if it is shown."""
        if self.focused and self.show_focus and self.visible:
            draw_focus_ring(surface, rect or self.rect, self.scale)

    def place(self, rect: pygame.Rect | tuple[int, int, int, int], scale: float) -> None:
        self.rect = pygame.Rect(rect)
        self.scale = scale

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def tooltip(self) -> str | None:
        """Text to show while the mouse rests on the widget."""
        return None


def dispatch(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Give ``event`` to each widget (motion goes to all); True once one used it."""
    if event.type == pygame.MOUSEMOTION:
        for widget in widgets:
            widget.handle(event)
        return False
    return any(widget.handle(event) for widget in widgets)


def hover_tip(widgets: Sequence[Widget]) -> str | None:
    """The tooltip of the widget under the mouse, if any."""
    for widget in widgets:
        tip = widget.tooltip()
        if tip:
            return tip
    return None
