"""Pass-and-play at one screen: whether the table may simply turn to the next person to
move or must first hide behind the opaque curtain, and that curtain (its "since your
turn" line fitted to the window)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.session import GameSession
from scenes.table.recap import Recap

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


def next_viewer(session: GameSession, viewer: int | None, seat: int) -> int | None:
    """Who looks at the table once the person at ``seat`` is to move: ``seat`` (the
    only person, or one whose view holds nothing ``viewer``'s does not), or None when a
    curtain must hide the table until that person is in front of it."""
    if viewer is None and len(session.human_seats) == 1:
        return seat
    if viewer is None or session.has_private_info(seat, viewer):
        return None
    return seat


def curtain_for(
    app: Host,
    session: GameSession,
    recap: Recap,
    seat: int,
    size: tuple[int, int],
    reveal: Callable[[], None],
    open_menu: Callable[[], None],
) -> CurtainScene:
    """The curtain asking for ``seat``'s player (``reveal`` when they are there, Esc
    ``open_menu``), with their recap line as far as it fits a window of ``size``."""
    name = session.seat_label(seat)
    curtain = CurtainScene(app, name, session.spec.name, reveal, open_menu)
    s, width = theme.ui_scale(size), size[0]
    lead = theme.font(round(CurtainScene.RECAP_PX * s)).size
    curtain.recap = recap.line_for(
        seat, lambda line: lead(CurtainScene.recap_lead() + line)[0] <= width - 80 * s
    )
    return curtain
