"""Which of the human's choices are legal now, keyed the way the table shows them (no
pygame): card actions by card code, and the boxes that may be covered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.contract import Action
from game.nyet.actions import Cover, Discard, PassLeft, Play

if TYPE_CHECKING:
    from scenes.nyet.table import NyetTable


def legal_by_card(t: NyetTable) -> dict[int, Action]:
    """The human's card actions (discard, pass or play), by card code."""
    if not t.human_to_move():
        return {}
    out: dict[int, Action] = {}
    for action in t.state.legal_actions():
        if isinstance(action, (Discard, PassLeft, Play)):
            out[action.card] = action
    return out


def legal_boxes(t: NyetTable) -> list[tuple[int, int]]:
    """The boxes the human may cover now, line by line."""
    if not t.human_to_move():
        return []
    return [(a.line, a.box) for a in t.state.legal_actions() if isinstance(a, Cover)]
