"""Small values every table uses: a moving piece, an action button, the "(you)" mark."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.contract import Action
from scenes.core.i18n import pgettext
from scenes.core.phrases import is_you


@dataclass
class Sprite:
    """A moving piece (card, back, chip, token...) centred at (x, y), ``w`` pixels wide.

    ``kind`` and ``value`` say what to draw (each table's ``draw_sprite`` decides how);
    ``p`` is a flip's progress and ``back`` the back shown while it flips.
    """

    kind: str
    value: Any
    x: float
    y: float
    w: float
    p: float = 1.0
    alpha: float = 255.0
    back: str = "normal"


@dataclass
class Control:
    """A button for one legal action of the human to move."""

    action: Action
    label: str
    keys: tuple[int, ...] = ()
    hint: str = ""
    style: str = "primary"
    tip: str | None = None
    #: The label's size in design pixels (the button's own default when 0).
    font_px: float = 0.0


def you_mark(name: str) -> str:
    """The "(you)" added to the viewer's seat name, unless the name already says it."""
    return "" if is_you(name) else "  " + pgettext("after the viewer's seat name", "(you)")
