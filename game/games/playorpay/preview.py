"""The Play or Pay spec's ``preview``: the table shows no score preview.

What an action does is plain on its face (a card goes onto its sequence; Pay puts one
token in the pot) and the round's points are settled only when someone goes out, so no
action has a score change worth previewing.
"""

from __future__ import annotations

from collections.abc import Hashable


def preview(view: object, action: Hashable) -> int | None:
    """Always None: the table shows no score preview for Play or Pay."""
    return None
