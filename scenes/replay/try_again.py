""" "Try it again": a rated decision of the review played anew, at that very moment.

The game is the record cut just before the decision (the same deal and moves), the
deciding seat a person again and every other seat a bot (:func:`play_on_seats`); the
table opens with the better move suggested — its button, card or box glows and a note
names it (``GameSession.suggested``, read by the table's coach).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.bots.base import available_levels
from game.errors import GameError, RecordError
from game.records import Record, Seat
from game.review import Decision
from scenes.core.dialogs import message
from scenes.core.i18n import _
from scenes.core.session import HUMAN, GameSession
from scenes.replay.timeline import Timeline
from scenes.screens.autosave_guard import open_new_game

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: The bot level a human seat gets when another person takes over the game.
STAND_IN = "medium"


def play_on_seats(timeline: Timeline, human: int) -> list[Seat]:
    """The seats of a game played on with a person at ``human``: every other seat a bot
    (its own level if it was one, else :data:`STAND_IN` or the best level there is)."""
    levels = available_levels(timeline.record.game)
    stand_in = STAND_IN if STAND_IN in levels else levels[-1]
    seats = []
    for index, seat in enumerate(timeline.seats):
        if index == human:
            seats.append(Seat(seat.name, HUMAN))
        else:
            seats.append(Seat(seat.name, seat.kind if seat.kind != HUMAN else stand_in))
    return seats


def try_again_session(record: Record, decision: Decision) -> GameSession:
    """The game at ``decision`` (before it was made), its seat a person's, the better move
    suggested. RecordError or GameError if the record does not replay to it."""
    timeline = Timeline(record)
    session = timeline.play_on_session(decision.step, play_on_seats(timeline, decision.seat))
    session.suggested = (decision.step, decision.best)
    return session


def try_again(app: Host, record: Record, decision: Decision) -> None:
    """Open the table at ``decision`` with the better move suggested (a message instead
    if the record cannot be played on)."""
    try:
        session = try_again_session(record, decision)
    except (RecordError, GameError) as exc:
        app.manager.push(message(app, _("Cannot try it again"), str(exc)))
        return
    open_new_game(app, session)
