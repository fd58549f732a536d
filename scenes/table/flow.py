"""The table's event feed: the events of each action, logged and animated one by one.

After an action is applied (by the table in play, or by a replay viewer stepping its
session) its events are queued with :meth:`EventFeed.push`; every frame :meth:`step`
takes the next one while nothing animates, adds its log lines and has the picture fold
and animate it (at instant speed all of them at once). :func:`history` gives the log of a
resumed game, :func:`write_log` writes it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable

from game.errors import GameError
from game.events import EventLog, GameEvent, RoundScored
from scenes.core import theme
from scenes.core.i18n import ngettext
from scenes.core.session import GameSession
from scenes.core.widgets import LogPanel
from scenes.table.picture import TablePicture
from scenes.table.table_words import log_heading, round_totals


class EventFeed:
    """Queued events, the one animating now, and their log lines."""

    def __init__(self, picture: TablePicture, log: LogPanel) -> None:
        self._picture = picture
        self._log = log
        self.queue: deque[GameEvent] = deque()
        self.animating = False
        self._token: object = None

    @property
    def busy(self) -> bool:
        """True while an event animates or waits to."""
        return self.animating or bool(self.queue)

    def push(self, events: Iterable[GameEvent]) -> None:
        self.queue.extend(events)

    def step(self) -> None:
        """Start the next events while nothing animates (at most 1,000 a frame)."""
        guard = 0
        while not self.animating and self.queue and guard < 1000:
            self._next()
            guard += 1

    def _next(self) -> None:
        event = self.queue.popleft()
        for text, colour in log_lines(self._picture, event):
            self._log.add(text, colour)
        self.animating = True
        token = object()
        self._token = token

        def done() -> None:
            if self._token is token:
                self.animating = False
                self._token = None

        self._picture.animate(event, done, tuple(self.queue))


def log_lines(picture: TablePicture, event: GameEvent) -> list[tuple[str, theme.Color]]:
    """An event's log lines: the game's line, a round's scores, and the viewer's private
    detail."""
    lines: list[tuple[str, theme.Color]] = []
    ui = picture.ui
    line = picture.describe(event)
    if line:
        lines.append((line, theme.TEXT))
    if isinstance(event, RoundScored):
        names = [ui.name(seat) for seat in range(len(event.totals))]
        lines.append((round_totals(event.round, names, event.points, event.totals), theme.INFO))
    if ui.viewer is not None and ui.viewer in event.private:
        detail = picture.describe_private(event, event.private[ui.viewer])
        if detail:
            lines.append((detail, theme.INFO))
    return lines


def history(
    session: GameSession, picture: TablePicture, limit: int = 150, pending: int = 0
) -> list[tuple[str, theme.Color]]:
    """The log lines of the moves played so far (a resumed game shows its history; a
    change of language writes the log again): the actions replayed on a fresh state,
    without the last ``pending`` events (still queued to be logged). With one human the
    lines only that player saw are kept too; with several (pass-and-play) only the
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
    ui = picture.ui
    viewer = ui.viewer
    if len(session.human_seats) != 1:
        ui.viewer = None  # pass-and-play: public lines only (the next viewer may differ)
    try:
        shown = events[: len(events) - pending] if pending else events
        return [line for event in shown[-limit:] for line in log_lines(picture, event)]
    finally:
        ui.viewer = viewer


def write_log(
    log: LogPanel,
    session: GameSession,
    picture: TablePicture,
    resumed: int = 0,
    pending: int = 0,
) -> None:
    """Write ``log`` from the start: the game's name and seed, the moves played so far
    (:func:`history`, without the last ``pending`` events) and, when ``resumed`` (the
    number of moves at which the game was resumed, 0 for no note) is the number played,
    a "resumed" note."""
    log.clear()
    log.add(log_heading(session), theme.TEXT_DIM)
    if not session.ply:
        return
    for text, colour in history(session, picture, pending=pending):
        log.add(text, colour)
    if resumed and resumed == session.ply:
        note = ngettext("— resumed after {n} move —", "— resumed after {n} moves —", resumed)
        log.add(note.format(n=resumed), theme.TEXT_DIM)
