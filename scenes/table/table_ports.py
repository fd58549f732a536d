"""The table's side of its parts' ports: :class:`TablePorts` implements the
:class:`~scenes.table.ports.CoachPort`, the :class:`~scenes.table.ports.UndoPort` and
the :class:`~scenes.table.ports.GuidePort` over the parts of one
:class:`~scenes.table.scene.TableScene` (:class:`TableParts`). Only this adapter
reaches into the table for them, so each part sees the few things its port names."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from game.contract import Action
from game.events import GameEvent
from scenes.core import theme
from scenes.core.saves import write_autosave
from scenes.core.session import GameSession
from scenes.table.jobs import Job, start_job
from scenes.table.ports import CoachFrame
from scenes.table.table_words import autosave_failed

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.tween import Tweener
    from scenes.plugin import OptionWords
    from scenes.table.chrome import TableChrome
    from scenes.table.controls import TableControls
    from scenes.table.picture import TablePicture
    from scenes.table.turns import TableMode

T = TypeVar("T")
POLL = 0.05  # seconds between looks at a job being computed


def notation_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """An option named by its notation (a table given no game words)."""
    return text


class TableParts(Protocol):
    """What the adapter reads of the table scene."""

    app: Host
    tweens: Tweener
    session: GameSession
    mode: TableMode
    chrome: TableChrome
    controls: TableControls
    picture: TablePicture

    @property
    def size(self) -> tuple[int, int]: ...
    def human_to_move(self) -> bool: ...
    def request_redraw(self) -> None: ...


class TablePorts:
    """The coach's, undo's and the guide's view of ``table``. ``reopen(back, note)``
    goes on at a new table (:meth:`UndoPort.reopen`); ``words`` names the options that
    have no button (the game's plugin record's ``option_words``, given by whoever builds
    the table)."""

    def __init__(
        self,
        table: TableParts,
        reopen: Callable[[GameSession, str], None],
        words: OptionWords | None = None,
    ) -> None:
        self._table = table
        self.reopen = reopen
        self.words: OptionWords = words if words is not None else notation_words

    @property
    def session(self) -> GameSession:
        return self._table.session

    # Both ports -------------------------------------------------------------------------
    def autosave(self, session: GameSession) -> None:
        if self._table.mode.autosave:
            try:
                write_autosave(session)
            except OSError as exc:
                self.post(autosave_failed(exc.strerror or exc), theme.BAD)

    def post(self, text: str, colour: theme.Color = theme.TEXT) -> None:
        self._table.chrome.add(text, colour)

    # The coach --------------------------------------------------------------------------
    def hints_on(self) -> bool:
        return bool(self._table.app.settings.coach_hints)

    def to_act(self) -> bool:
        return self._table.human_to_move()

    def run_job(
        self, done: Callable[[Job[T]], None], fn: Callable[..., T], *args: object
    ) -> Job[T]:
        app, table = self._table.app, self._table
        job = start_job(fn, *args, process=app.bot_process, sync=app.sync_bots)

        def poll() -> None:
            if job.cancelled:
                return
            if not job.done():
                table.tweens.after(POLL, poll)  # keeps frames coming meanwhile
                return
            done(job)
            table.request_redraw()

        poll()
        return job

    def request_redraw(self) -> None:
        self._table.request_redraw()

    def frame(self) -> CoachFrame:
        table = self._table
        chrome = table.chrome
        bar = chrome.undo_button if chrome.undo_button.visible else chrome.menu_button
        buttons = tuple((control, button.rect) for control, button in table.controls.buttons)
        time = table.picture.ui.time
        return CoachFrame(table.size, chrome.log.rect, bar.rect.x, buttons, time, self._words)

    def _words(self, action: Action, text: str) -> str:
        session = self._table.session

        def name(seat: int | None) -> str:
            return session.seat_label(seat) if seat is not None else ""

        return self.words(action, text, name)

    # The guide --------------------------------------------------------------------------
    def move_rect(self, action: Action) -> pygame.Rect | None:
        for control, button in self._table.controls.buttons:
            if control.action == action and button.visible and button.rect.width:
                return button.rect
        return self._table.picture.locate(action)

    def select(self, action: Action) -> bool:
        return self._table.picture.select(action)

    def keep_clear(self) -> list[pygame.Rect]:
        return self._table.picture.keep_clear()

    # Undo -------------------------------------------------------------------------------
    def may_take_back(self) -> bool:
        top: object = self._table.app.manager.top
        return not self._table.mode.driven and top is self._table

    def describe(self, event: GameEvent) -> str | None:
        return self._table.picture.describe(event)
