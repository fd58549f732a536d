"""The move log as data: each entry an event with the seat whose private detail it shows,
or a note. The lines are written from the entries, so a change of language writes them
again from the same entries (:meth:`LogBook.rewrite`) without replaying the game.

:func:`event_lines` is the one place an event's log lines are built (the game's line, a
round's scores, the viewer's private detail); :func:`move_line` is a move's one line (the
first of its events that the game describes), for undo's note and the replay's move list.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from game.events import GameEvent, RoundScored
from scenes.core import theme
from scenes.core.widgets import LogPanel
from scenes.table.kit import TableUi
from scenes.table.table_words import round_totals

#: One line of the log: its text and colour.
Line = tuple[str, theme.Color]


class Describer(Protocol):
    """What writes an event's lines: the game's log words and the table's UiState."""

    @property
    def ui(self) -> TableUi: ...

    def describe(self, event: GameEvent) -> str | None: ...

    def describe_private(self, event: GameEvent, data: object) -> str | None: ...


@dataclass(frozen=True)
class EventEntry:
    """An event in the log: the event, and the seat whose private detail the log shows
    (None: public lines only)."""

    event: GameEvent
    viewer: int | None


@dataclass(frozen=True)
class NoteEntry:
    """A note in the log: its words (written again in a new language) and colour."""

    words: Callable[[], str]
    colour: theme.Color


Entry = EventEntry | NoteEntry


@dataclass(frozen=True)
class EventLines:
    """An event's log lines: the game's public line (``said``, None when it has none)
    and all of them in order (``lines``)."""

    said: str | None
    lines: tuple[Line, ...]


def event_lines(words: Describer, entry: EventEntry) -> EventLines:
    """The log lines of ``entry``: the game's line, a round's scores, and the private
    detail of the entry's viewer."""
    event, ui = entry.event, words.ui
    lines: list[Line] = []
    said = words.describe(event)
    if said:
        lines.append((said, theme.TEXT))
    if isinstance(event, RoundScored):
        names = [ui.name(seat) for seat in range(len(event.totals))]
        lines.append((round_totals(event.round, names, event.points, event.totals), theme.INFO))
    if entry.viewer is not None and entry.viewer in event.private:
        shown, ui.viewer = ui.viewer, entry.viewer  # the private words name their viewer
        try:
            detail = words.describe_private(event, event.private[entry.viewer])
        finally:
            ui.viewer = shown
        if detail:
            lines.append((detail, theme.INFO))
    return EventLines(said or None, tuple(lines))


def move_line(events: Iterable[GameEvent], describe: Callable[[GameEvent], str | None]) -> str:
    """A move's line: the game's line of the first of its ``events`` that has one ("")."""
    return next((line for line in map(describe, events) if line), "")


class LogBook:
    """The log's entries and the panel showing their lines. The panel drops its oldest
    lines when it is full; the book drops the same lines (:meth:`_cut`), so the lines
    written again in a new language are those shown."""

    def __init__(self, panel: LogPanel) -> None:
        self.panel = panel
        self.entries: list[Entry] = []
        #: How many lines each entry wrote, and how many of the first entry's are cut.
        self._counts: list[int] = []
        self._cut_lines = 0

    def clear(self) -> None:
        self.panel.clear()
        self.entries.clear()
        self._counts.clear()
        self._cut_lines = 0

    def note(self, words: Callable[[], str], colour: theme.Color = theme.TEXT) -> None:
        """A note written by ``words`` (again in a new language)."""
        self._write(NoteEntry(words, colour), [(words(), colour)])

    def add(self, text: str, colour: theme.Color = theme.TEXT) -> None:
        """A note of fixed ``text`` (kept as written)."""
        self.note(lambda: text, colour)

    def event(self, entry: EventEntry, lines: Sequence[Line]) -> None:
        """An event's ``lines`` (built by :func:`event_lines`)."""
        self._write(entry, lines)

    def private_to(self, viewer: int | None, words: Describer) -> None:
        """From now on the table is ``viewer``'s (pass-and-play: the next person): the
        private lines of anyone else leave the log, which is written again."""
        changed = False
        for index, entry in enumerate(self.entries):
            if isinstance(entry, EventEntry) and entry.viewer not in (None, viewer):
                self.entries[index] = EventEntry(entry.event, None)
                changed = True
        if changed:
            self.rewrite(words)

    def rewrite(self, words: Describer) -> None:
        """Every entry's lines again (after a change of language): the same lines, in
        the new words."""
        self.panel.clear()
        for index, entry in enumerate(self.entries):
            lines = self._lines(words, entry)
            self._counts[index] = len(lines)
            for text, colour in lines[self._cut_lines if index == 0 else 0 :]:
                self.panel.lines.append((text, colour))

    @staticmethod
    def _lines(words: Describer, entry: Entry) -> tuple[Line, ...]:
        if isinstance(entry, NoteEntry):
            return ((entry.words(), entry.colour),)
        return event_lines(words, entry).lines

    def _write(self, entry: Entry, lines: Sequence[Line]) -> None:
        self.entries.append(entry)
        self._counts.append(len(lines))
        for text, colour in lines:
            before = len(self.panel.lines)
            self.panel.add(text, colour)
            dropped = before + 1 - len(self.panel.lines)
            if dropped > 0:
                self._cut(dropped)

    def _cut(self, count: int) -> None:
        """The panel dropped its ``count`` oldest lines: drop them here too."""
        self._cut_lines += count
        while self._counts and self._cut_lines >= self._counts[0]:
            self._cut_lines -= self._counts.pop(0)
            self.entries.pop(0)
