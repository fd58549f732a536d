"""Undo at the table: take the game back to the person's previous decision.

In a game with exactly one human seat; with several people at one screen only when all
agreed in setup ("Undo allowed", ``GameSession.undo_agreed``: otherwise one could change
what the others saw), and then an undo takes back the latest decision of any person.
The record stays a plain list of actions: an
undo cuts it just before the person's previous decision and replays it from the seed;
the bots then play their moves again, and they play them the same (a bot's decision
depends only on the seed, its seat and the move number). Each undo is counted in the
record (``Record.undos``) and shown in the results. The new table says what was taken
back in the game's log words (:func:`taken_back`), on its notice strip. Undo reaches the
table only through its :class:`~scenes.table.ports.UndoPort`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.errors import GameError
from game.events import EventLog, GameEvent
from game.records import Record
from scenes.core.i18n import _
from scenes.core.session import GameSession
from scenes.table.log_book import move_line
from scenes.table.ports import UndoPort
from scenes.table.table_words import taken_back_words


def undo_allowed(session: GameSession) -> bool:
    """True when undo may be used: game not over, and exactly one human seat or every
    person at the table agreed to it."""
    humans = len(session.human_seats)
    agreed = humans == 1 or (humans > 1 and session.undo_agreed)
    return agreed and not session.state.is_terminal()


def undo_target(session: GameSession) -> int | None:
    """How many actions are kept by an undo: the number before a person's latest decision
    that is not the one now awaited (None when there is none to take back)."""
    if not undo_allowed(session):
        return None
    humans = set(session.human_seats)
    state = session.spec.new_state(session.num_players, session.options, session.seed, session.deal)
    target = None
    for index, text in enumerate(session.actions):
        if state.current_player in humans:
            target = index
        state.apply(state.find_action(text))
    return target


def undone(session: GameSession) -> GameSession | None:
    """A new session taken back to a person's previous decision, with the undo counted for
    that person's seat (None when there is nothing to take back)."""
    keep = undo_target(session)
    if keep is None:
        return None
    record: Record = session.record()
    record.actions = record.actions[:keep]
    record.digest = None
    back = GameSession.from_record(record)
    back.undos = list(session.undos)
    _count(back.undos, session.num_players, back.state.current_player)
    back.hints = list(session.hints)
    return back


def _count(counts: list[int], players: int, seat: int) -> None:
    while len(counts) < players:
        counts.append(0)
    counts[seat] += 1


def taken_back(session: GameSession, keep: int, describe: Callable[[GameEvent], str | None]) -> str:
    """What an undo of ``session`` keeping ``keep`` actions takes back, in the table's
    log words (``describe``): "Taken back: Ann: No thanks! (pot 2)", and how many moves
    followed it."""
    state = session.spec.new_state(session.num_players, session.options, session.seed, session.deal)
    for text in session.actions[:keep]:
        state.apply(state.find_action(text))
    lines: list[str] = []
    for text in session.actions[keep:]:
        events = EventLog()
        state.apply(state.find_action(text), events)
        lines.append(move_line(events, describe) or text)
    if not lines:
        return ""
    return taken_back_words(lines[0], len(lines) - 1)


def undo(table: UndoPort) -> bool:
    """Go on at a new table at the human's previous decision (autosaved); False if
    there is nothing to take back (or the table may not take back now)."""
    if not table.may_take_back():
        return False
    try:
        back = undone(table.session)
    except GameError as exc:
        table.post(_("Cannot undo: {reason}").format(reason=exc))
        return False
    if back is None:
        return False
    try:
        note = taken_back(table.session, len(back.actions), table.describe)
    except GameError:
        note = ""
    table.autosave(back)
    table.reopen(back, note)
    return True
