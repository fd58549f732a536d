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
from scenes.table.table_words import deal_words, something_went_wrong
from scenes.table.table_words import thinking as thinking_words

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.table.guide import Guide
    from scenes.table.kit import TableUi


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


#: Why a person's move is not played (not shown: the table ignores such a click or key;
#: a guided game's own reason, shown in its callout, is the third kind).
NOT_YOUR_TURN = "not your turn"
NOT_LEGAL = "not a legal move now"


def refusal(session: GameSession, action: Action, to_act: bool, guide: Guide | None) -> str | None:
    """Why the person at the table may not play ``action`` now (None: they may): it is
    not their turn (``to_act``), the session does not list it as legal, or the guided
    game waits for another move (a guided game notes and shows its own reason for an
    illegal move too). The table's one
    check of a person's move; the engine's ``apply`` stays the last guard."""
    if not to_act:
        return NOT_YOUR_TURN
    legal = action in session.legal_actions()
    if guide is not None:
        return guide.refuse(action, legal)
    return None if legal else NOT_LEGAL


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


def seat_words(ui: TableUi, session: GameSession, first: bool = False) -> None:
    """The seats' shown names and the deal's words in ``ui`` (again after a change of
    language: the default "You" is shown in the language); ``first``: also the game's
    name, seed and options, which seats are people and the bots' levels."""
    ui.names = tuple(session.seat_label(i) for i in range(session.num_players))
    if first:
        ui.game_name, ui.seed, ui.options = session.spec.name, session.seed, session.options
    ui.deal = deal_words(session.tags)
    if first:
        ui.humans = tuple(session.is_human(i) for i in range(session.num_players))
        ui.levels = tuple("" if h else session.seats[i].kind for i, h in enumerate(ui.humans))


def refresh_turn(
    ui: TableUi, session: GameSession, viewer: int | None, to_act: bool, status: TurnStatus
) -> None:
    """The viewer's turn in ``ui``: ``to_act`` (the viewer may act now), when the turn
    began, the legal actions, their previews and notation (once a move:
    ``status.legal_ply``) and no forced move while the viewer may not act."""
    if to_act and not ui.to_act:
        ui.turn_since = ui.time
    if to_act != ui.to_act or (to_act and status.legal_ply != session.ply):
        ui.legal = session.legal_actions() if to_act else ()
        ui.previews = previews(session, viewer, ui.legal)
        ui.notation = {action: session.state.action_text(action) for action in ui.legal}
        status.legal_ply = session.ply if to_act else -1
        if not to_act:
            ui.forced = None
    ui.to_act = to_act


def viewer_to_act(session: GameSession, viewer: int | None, status: TurnStatus) -> bool:
    """True when the seat to move is a person's and that person is ``viewer``, and the
    game is neither over nor behind the curtain."""
    p = session.state.current_player
    if status.finished or status.curtain_up or p < 0:
        return False
    return session.is_human(p) and p == viewer
