"""Which table scene each game uses (everything else a game gives the app is in its
plugin record, :mod:`scenes.plugins`).

A game without an entry here still gets the generic table (buttons named by the action
notation), so a newly registered game is playable at once; a dedicated table replaces
that later.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.table.scene import TableScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession

TableFactory = Callable[["Host", "GameSession"], TableScene]


def table_for(app: Host, session: GameSession, autosave: bool = True) -> TableScene:
    """The table scene for the session's game."""
    if session.spec.id == "nothanks":
        from scenes.nothanks.table import NoThanksTable

        return NoThanksTable(app, session, autosave)
    if session.spec.id == "playorpay":
        from scenes.playorpay.table import PlayOrPayTable

        return PlayOrPayTable(app, session, autosave)
    if session.spec.id == "nyet":
        from scenes.nyet.table import NyetTable

        return NyetTable(app, session, autosave)
    return TableScene(app, session, autosave)
