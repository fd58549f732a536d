"""The Nyet! spec's ``preview``: no action has a score change the view can tell.

A Nyet! action (a Nyet! token on a box, a card passed, discarded or played) changes no
score by itself: points come only when the round is over, from the tricks both teams take
and the terms the board ends with. So the table shows no score preview.
"""

from __future__ import annotations

from collections.abc import Hashable


def preview(view: object, action: Hashable) -> int | None:
    """Always None: no Nyet! action changes a score before the round is scored."""
    return None
