"""Widgets: buttons, steppers, text fields, scrolling lists, the log panel, tooltips.

Widgets are positioned by their scene's ``layout`` (``rect`` in window pixels, ``scale``
for sizes), take mouse events through ``handle`` and keys (while focused) through
``handle_key``; see :mod:`scenes.core.widgets.base`. Widgets never hold game rules: a
callback does the work. The names below are the package's public surface.
"""

from scenes.core.widgets.base import ACTIVATE_KEYS, Widget, dispatch, draw_focus_ring, hover_tip
from scenes.core.widgets.buttons import Button, Stepper
from scenes.core.widgets.lists import ListRow, ListView, LogPanel
from scenes.core.widgets.text_input import TextInput
from scenes.core.widgets.tooltip import draw_tooltip

__all__ = [
    "ACTIVATE_KEYS",
    "Button",
    "ListRow",
    "ListView",
    "LogPanel",
    "Stepper",
    "TextInput",
    "Widget",
    "dispatch",
    "draw_focus_ring",
    "draw_tooltip",
    "hover_tip",
]
