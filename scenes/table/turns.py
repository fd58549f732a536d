"""How a table is run and where its game stands (:class:`TableMode`, :class:`TurnStatus`),
and the facts the table reads from its session each frame (plain functions)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.contract import Action
from scenes.core.dialogs import message
from scenes.core.session import GameSession
from scenes.table.bot_turns import THINKING_DOTS_PER_SECOND
from scenes.table.table_words import something_went_wrong
from scenes.table.table_words import thinking as thinking_words

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.table.guide import Guide


@dataclass
class TableMode:
    """How the table is run.

    ``autosave``: write the autosave after every action. ``hold_bots``: bots do not act
    (screenshots show a settled table). ``driven``: something other than live play feeds
    the table (a replay viewer calling ``show_events``): no bot is asked, no control is
    offered, no curtain or results screen comes. ``resume_note``: a resumed game's log
    ends with a "resumed" note. ``on_game_over``: replaces the results screen.
    ``guide``: a guided first game (:mod:`scenes.table.guide`) that scripts the bots,
    allows only the move its callout explains and draws the callouts."""

    autosave: bool = True
    hold_bots: bool = False
    driven: bool = False
    resume_note: bool = True
    on_game_over: Callable[[], None] | None = None
    guide: Guide | None = None


@dataclass
class TurnStatus:
    """Where the game stands at this table: over, stopped by an error, curtain up, and
    the last move whose forced play was scheduled."""

    finished: bool = False
    error: str | None = None
    curtain_up: bool = False
    dots_drawn: int = -1
    legal_ply: int = -1


def bots_paused(mode: TableMode, status: TurnStatus) -> bool:
    """True while no bot is asked: bots held, a driven table, an error, the game over."""
    return bool(mode.hold_bots or mode.driven or status.error or status.finished)


def stop_game(app: Host, status: TurnStatus, text: str) -> None:
    """Stop the game with a message (the autosave stays as it is)."""
    status.error = text
    app.manager.push(message(app, something_went_wrong(), text, app.go_to_menu))


def previews(
    session: GameSession, viewer: int | None, legal: tuple[Action, ...]
) -> dict[Action, Any]:
    """What each legal action would do for the viewer, by the game spec's ``preview``."""
    preview = session.spec.preview
    if preview is None or not legal or viewer is None:
        return {}
    view = session.state.view(viewer)
    return {action: preview(view, action) for action in legal}


def thinking(session: GameSession, time: float) -> dict[int, str]:
    """ "thinking…" with moving dots for the bot to move (nothing for a person)."""
    seat = session.state.current_player
    if seat < 0 or session.is_human(seat):
        return {}
    return {seat: thinking_words(1 + int(time * THINKING_DOTS_PER_SECOND) % 3)}
