"""The table's event feed: the events of each action, logged and animated one by one.

After an action is applied (by the table in play, or by a replay viewer stepping its
session) its events are queued with :meth:`EventFeed.push`, their log lines built then,
once (:func:`scenes.table.log_book.event_lines`); every frame :meth:`step` takes the next
one while nothing animates, writes its lines into the log book and has the picture fold
and animate it (at instant speed all of them at once). :func:`history` gives the log of a
resumed game, :func:`write_log` writes it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from game.errors import GameError
from game.events import EventLog, GameEvent
from scenes.core import theme
from scenes.core.i18n import ngettext
from scenes.core.session import GameSession
from scenes.core.text_fit import unbreakable
from scenes.table.log_book import EventEntry, EventLines, LogBook, event_lines
from scenes.table.picture import TablePicture
from scenes.table.table_words import log_heading


class EventFeed:
    """Queued events with their log lines, and the one animating now."""

    def __init__(self, picture: TablePicture, book: LogBook) -> None:
        self._picture = picture
        self._book = book
        self.queue: deque[tuple[EventEntry, EventLines]] = deque()
        self.animating = False
        self._token: object = None
        #: The lines of the events pushed last.
        self.pushed: list[EventLines] = []

    @property
    def busy(self) -> bool:
        """True while an event animates or waits to."""
        return self.animating or bool(self.queue)

    def push(self, events: Iterable[GameEvent]) -> None:
        """Queue ``events`` with their log lines (the viewer's private detail too); the
        lines are kept in :attr:`pushed` too (the recap's words of a move)."""
        viewer = self._picture.ui.viewer
        self.pushed = []
        for event in events:
            entry = EventEntry(event, viewer)
            lines = event_lines(self._picture, entry)
            self.queue.append((entry, lines))
            self.pushed.append(lines)

    def rewrite(self) -> None:
        """The queued events' lines again (after a change of language)."""
        self.queue = deque((entry, event_lines(self._picture, entry)) for entry, _ in self.queue)

    def step(self) -> None:
        """Start the next events while nothing animates (at most 1,000 a frame)."""
        guard = 0
        while not self.animating and self.queue and guard < 1000:
            self._next()
            guard += 1

    def _next(self) -> None:
        entry, lines = self.queue.popleft()
        self._book.event(entry, lines.lines)
        self.animating = True
        token = object()
        self._token = token

        def done() -> None:
            if self._token is token:
                self.animating = False
                self._token = None

        upcoming = tuple(queued.event for queued, _ in self.queue)
        self._picture.animate(entry.event, done, upcoming)


def history(session: GameSession, viewer: int | None, limit: int = 150) -> list[EventEntry]:
    """The log entries of the moves played so far (a resumed game shows its history):
    the last ``limit`` events of the actions replayed on a fresh state. With one human
    the lines only ``viewer`` saw are kept too; with several (pass-and-play) only the
    public lines, as the next player may be someone else."""
    try:
        state = session.spec.new_state(
            session.num_players, session.options, session.seed, session.deal
        )
        events = EventLog()
        for text in session.actions:
            state.apply(state.find_action(text), events)
    except GameError:
        return []
    if len(session.human_seats) != 1:
        viewer = None  # pass-and-play: public lines only (the next viewer may differ)
    return [EventEntry(event, viewer) for event in events[-limit:]]


def write_log(book: LogBook, session: GameSession, picture: TablePicture, resumed: int = 0) -> None:
    """Write ``book`` from the start: the game's name and seed, the moves played so far
    (:func:`history`) and, when ``resumed`` (the number of moves at which the game was
    resumed, 0 for no note) is the number played, a "resumed" note."""
    book.clear()
    book.note(lambda: log_heading(session), theme.TEXT_DIM)
    if not session.ply:
        return
    for entry in history(session, picture.ui.viewer):
        book.event(entry, event_lines(picture, entry).lines)
    if resumed and resumed == session.ply:
        book.note(lambda: resumed_note(resumed), theme.TEXT_DIM)


def resumed_note(moves: int) -> str:
    """The log's note that a game was resumed after ``moves`` moves."""
    note = ngettext("— resumed after {n} move —", "— resumed after {n} moves —", moves)
    return unbreakable(note.format(n=moves))  # dashes and number kept with their words
