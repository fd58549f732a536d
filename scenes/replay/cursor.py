"""Where a replay is: the step shown, the seat whose view is shown and the table showing
them (through the viewer's port, :class:`~scenes.replay.table_port.ReplayTable`).

A step forward applies the record's next action to the table's session and hands the
table its events, which it animates and folds into its display model as in play; any
other move (back, a round, a click on the timeline or the move list, another seat) opens
a new table at that step from the seed, so the picture at step ``k`` is always the
display model of step ``k``'s view for the seat shown.
"""

from __future__ import annotations

from collections.abc import Callable

from game.errors import GameError
from scenes.core.i18n import _
from scenes.plugins import ui_for
from scenes.registry import table_parts
from scenes.replay.table_port import OpenTable, ReplayTable
from scenes.replay.timeline import Timeline


def first_seat(timeline: Timeline, seats: list[int], asked: int | None) -> int:
    """``asked`` if it may be shown, else the first person's seat that may, else the
    first seat that may."""
    if asked is not None and asked in seats:
        return asked
    humans = [s for s in timeline.human_seats if s in seats]
    return humans[0] if humans else seats[0]


class ReplayCursor:
    """Step ``k`` of ``timeline`` from ``seat``'s view on a table from ``open_table``,
    laid out at ``size()``. ``moved()`` runs after every move, ``ended()`` when a step
    forward finds the record's end. Raises :class:`GameError` for a record no seat of
    which may be shown (a game two or more people are still playing)."""

    def __init__(
        self,
        timeline: Timeline,
        open_table: OpenTable,
        size: Callable[[], tuple[int, int]],
        step: int = 0,
        seat: int | None = None,
    ) -> None:
        self.timeline = timeline
        self.seats = timeline.viewable_seats()
        if not self.seats:
            raise GameError(
                _("this game is still being played by two or more people: finish it to replay it")
            )
        self.seat = first_seat(timeline, self.seats, seat)
        self.k = max(0, min(step, timeline.length))
        self._open = open_table
        self._size = size
        self.moved: Callable[[], None] = lambda: None
        self.ended: Callable[[], None] = lambda: None
        self.table: ReplayTable = self._table_at(self.k)

    def _table_at(self, k: int) -> ReplayTable:
        return self._open(self.timeline.session_at(k), self.seat, self._size())

    def _replace_table(self, k: int) -> None:
        old = self.table
        self.table = self._table_at(k)
        old.exit()
        self.k = k
        self.moved()

    # Moving -----------------------------------------------------------------------------
    def go(self, k: int) -> None:
        """Show step ``k`` at once (no animation)."""
        k = max(0, min(k, self.timeline.length))
        if k == self.k and not self.table.busy():
            return
        self._replace_table(k)

    def step_forward(self) -> None:
        """Play the next action on the table with its animation (at once if the table
        is still busy with the one before)."""
        if self.k >= self.timeline.length:
            self.ended()
            return
        if self.table.busy():
            self.go(self.k + 1)
            return
        self.table.show_events(self.timeline.events_of(self.table.session))
        self.k += 1
        self.moved()

    def step_back(self) -> None:
        self.go(self.k - 1)

    def first_step(self) -> None:
        self.go(0)

    def last_step(self) -> None:
        self.go(self.timeline.length)

    def previous_round(self) -> None:
        self.go(self.timeline.previous_round(self.k))

    def next_round(self) -> None:
        self.go(self.timeline.next_round(self.k))

    def next_seat(self) -> None:
        """The next seat's view that may be shown, at the same step."""
        index = self.seats.index(self.seat) if self.seat in self.seats else -1
        self.seat = self.seats[(index + 1) % len(self.seats)]
        self._replace_table(self.k)

    # What is shown ----------------------------------------------------------------------
    def shown_model(self) -> object:
        """The display model the table draws (None for a table without one)."""
        return self.table.model

    def expected_model(self) -> object:
        """The display model of step ``k``'s view for the seat shown (from a fresh
        replay; what ``shown_model`` must equal once the table is still)."""
        display, _kit = table_parts(ui_for(self.timeline.record.game))
        return display.model_from_view(self.timeline.session_at(self.k).state.view(self.seat))
