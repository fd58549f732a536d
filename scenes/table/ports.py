"""The narrow ports the table's parts are given instead of the table scene.

Each part names the few things it uses of the table as a :class:`typing.Protocol`; the
table (:class:`scenes.table.scene.TableScene`, or its adapter
:class:`scenes.table.table_ports.TablePorts`) implements them, and a test drives a part
through a small fake. No port exposes the scene, its app or the live picture.

* :class:`GuidePort` — the guided first game (:mod:`scenes.table.guide`);
* :class:`UndoPort` — taking a move back (:mod:`scenes.table.undo`);
* :class:`CoachPort` — the coach's hints (:mod:`scenes.table.coach`), with
  :class:`CoachFrame`, what the coach draws around.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from game.contract import Action
from game.events import GameEvent
from scenes.core.session import GameSession
from scenes.table.pieces import Control

if TYPE_CHECKING:
    from scenes.table.jobs import Job

T = TypeVar("T")


class GuidePort(Protocol):
    """What a guide needs of the table it runs at: the game played there, a redraw
    (after a refusal, a note read, the end), and where the person's moves are."""

    @property
    def session(self) -> GameSession: ...

    def request_redraw(self) -> None: ...

    def move_rect(self, action: Action) -> pygame.Rect | None:
        """Where the person plays ``action`` now: its button, else its card or box on
        the table (None: it is not shown)."""
        ...

    def select(self, action: Action) -> bool:
        """Put the keyboard cursor on ``action``; False while the table is not laid out."""
        ...

    def keep_clear(self) -> list[pygame.Rect]:
        """The game's parts a pointer must not cross (a prompt, a label)."""
        ...


class UndoPort(Protocol):
    """What undo needs of the table: the game, whether a move may be taken back now, the
    table's log words, and a way to go on from the earlier game."""

    @property
    def session(self) -> GameSession: ...

    def may_take_back(self) -> bool:
        """False while something else feeds the table or it is not on top."""
        ...

    def describe(self, event: GameEvent) -> str | None:
        """The table's public log line of ``event`` (None or "" for none)."""
        ...

    def post(self, text: str) -> None:
        """Add a line to the table's log."""
        ...

    def autosave(self, session: GameSession) -> None:
        """Write ``session`` as the autosave if this table autosaves (a failure is said
        in the log, never raised)."""
        ...

    def reopen(self, back: GameSession, note: str) -> None:
        """Go on at a new table with ``back`` (same kit and settings; a guided game stays
        guided), showing ``note`` (what was taken back) on its notice strip."""
        ...


@dataclass(frozen=True)
class CoachFrame:
    """What the coach draws around, as of this frame: the window ``size``, the move log's
    rectangle (empty for a table without one), the left edge of the top bar's buttons
    (the Hint button goes left of it), the action buttons with their rectangles (the
    panel keeps clear of them, tags go on them), the table's clock (seconds) and the
    game's ``words`` for an option with no button (from its notation)."""

    size: tuple[int, int]
    log: pygame.Rect
    bar_left: int
    buttons: tuple[tuple[Control, pygame.Rect], ...]
    time: float
    words: Callable[[Action, str], str]

    def label(self, action: Action, text: str) -> str:
        """An option's name (notation ``text``): its button's label when it has one,
        else the game's words."""
        for control, _rect in self.buttons:
            if control.action == action:
                return control.label
        return self.words(action, text)


class CoachPort(Protocol):
    """What the coach needs of the table: the game, whether a hint may be asked, a job
    run off the drawing thread, the autosave (a hint asked is counted in the game) and
    what this frame draws around."""

    @property
    def session(self) -> GameSession: ...

    def hints_on(self) -> bool:
        """The "Coach hints" setting."""
        ...

    def to_act(self) -> bool:
        """True when the person looking at the table is to move and may act now."""
        ...

    def run_job(
        self, done: Callable[[Job[T]], None], fn: Callable[..., T], *args: object
    ) -> Job[T]:
        """Run ``fn(*args)`` off the drawing thread (:func:`scenes.table.jobs.start_job`);
        once it has finished, call ``done(job)`` on the table's clock and draw the next
        frame (never for a job cancelled first). Frames keep coming meanwhile."""
        ...

    def autosave(self, session: GameSession) -> None:
        """As :meth:`UndoPort.autosave`."""
        ...

    def frame(self) -> CoachFrame: ...
