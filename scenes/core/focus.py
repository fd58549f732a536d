"""Keyboard focus over a page's widgets: one mechanism for every page and dialog.

A :class:`FocusRing` holds which widget has the keyboard focus. Tab / Shift+Tab (and the
Up / Down arrows, and Left / Right in dialogs, where the page allows) move it over the
widgets that are :meth:`~scenes.core.widgets.Widget.focusable`, in list order, wrapping
around. Keys go first to the focused widget (a stepper takes Left / Right / Space, a
button Enter / Space, a text field typing, a list Up / Down / Enter); what it leaves is
the ring's, then the page's (Enter: the page's main action, Esc: back).

A mouse click moves the focus to the widget under the pointer (or nowhere) and hides the
ring; the ring shows again at the next key that moves the focus. Widget lists may be
rebuilt (a page recreates its rows after a change): the focus then stays at the same
position in the list.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.core.widgets import Widget

NEXT_KEYS = (pygame.K_DOWN,)
PREVIOUS_KEYS = (pygame.K_UP,)


class FocusRing:
    """Which widget of a list has the keyboard focus, and whether the ring is shown."""

    def __init__(self, arrows: bool = True, sideways: bool = False) -> None:
        #: Up / Down move the focus (pages whose arrows scroll say False).
        self.arrows = arrows
        #: Left / Right move the focus too (dialogs with a row of buttons).
        self.sideways = sideways
        self.current: Widget | None = None
        self.index = -1
        self.shown = False

    # Queries ------------------------------------------------------------------------
    def sync(self, widgets: Sequence[Widget]) -> Widget | None:
        """Find the focused widget in ``widgets`` (by identity, else by its old position
        in a rebuilt list), set every widget's focus flags, and return it."""
        current = self.current
        if current is not None and any(w is current for w in widgets):
            self.index = next(i for i, w in enumerate(widgets) if w is current)
        elif 0 <= self.index < len(widgets) and widgets[self.index].focusable():
            current = widgets[self.index]
        else:
            current = None
        if current is not None and not current.visible:
            current = None
        self.current = current
        for widget in widgets:
            widget.focused = widget is current
            widget.show_focus = widget is current and self.shown
        return current

    # Changes ------------------------------------------------------------------------
    def focus(self, widgets: Sequence[Widget], widget: Widget | None, shown: bool) -> None:
        """Put the focus on ``widget`` (None: nowhere)."""
        self.current = widget
        self.index = next((i for i, w in enumerate(widgets) if w is widget), -1)
        self.shown = shown and widget is not None
        self.sync(widgets)

    def focus_first(self, widgets: Sequence[Widget], shown: bool = True) -> None:
        """Focus the first focusable widget."""
        self.focus(widgets, next((w for w in widgets if w.focusable()), None), shown)

    def move(self, widgets: Sequence[Widget], step: int) -> None:
        """Move the focus ``step`` (±1) focusable widgets on, wrapping; from nowhere,
        forward starts at the first and backward at the last. Shows the ring."""
        current = self.sync(widgets)
        order = [w for w in widgets if w.focusable() or w is current]
        if not order:
            return
        if current is None:
            target = order[0] if step > 0 else order[-1]
        else:
            at = next(i for i, w in enumerate(order) if w is current)
            target = order[(at + step) % len(order)]
            if not target.focusable():  # only the (unfocusable) current one is left
                target = current
        self.focus(widgets, target, shown=True)

    # Input --------------------------------------------------------------------------
    def handle(self, widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
        """Route one event: True if the focus or the focused widget used it. Mouse
        presses move the focus but are left for the widgets too."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            under = next(
                (w for w in widgets if w.focusable() and w.rect.collidepoint(event.pos)), None
            )
            self.focus(widgets, under, shown=False)
            return False
        if event.type != pygame.KEYDOWN:
            return False
        current = self.sync(widgets)
        if current is not None and current.handle_key(event):
            self.sync(widgets)
            return True
        step = self._step(event)
        if step:
            self.move(widgets, step)
            return True
        return False

    def _step(self, event: pygame.event.Event) -> int:
        key = event.key
        if key == pygame.K_TAB:
            return -1 if event.mod & pygame.KMOD_SHIFT else 1
        if self.arrows and key in NEXT_KEYS + ((pygame.K_RIGHT,) if self.sideways else ()):
            return 1
        if self.arrows and key in PREVIOUS_KEYS + ((pygame.K_LEFT,) if self.sideways else ()):
            return -1
        return 0
