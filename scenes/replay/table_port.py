"""What the replay viewer uses of the table it drives (:class:`ReplayTable`), and how it
gets one (:data:`OpenTable`; the app's is :func:`driven_table`). The table side is
:class:`scenes.table.driven.DrivenTable`; a test drives the viewer with a fake."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.events import GameEvent
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.table.driven import DrivenTable

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class ReplayTable(Protocol):
    """The table at one step of a record, shown from one seat: stepped with
    :meth:`show_events`, drawn as a part of the viewer's frame."""

    @property
    def session(self) -> GameSession: ...
    @property
    def model(self) -> object: ...
    def show_events(self, events: Iterable[GameEvent]) -> None: ...
    def busy(self) -> bool: ...
    def close_banner(self) -> bool: ...
    def log_rect(self) -> pygame.Rect: ...
    def public_words(self, names: tuple[str, ...]) -> Callable[[GameEvent], str | None]: ...
    def card_face(self) -> Callable[[Hashable, int], pygame.Surface] | None: ...
    # The frame, as the viewer's: laid out at a size, updated, hovered, drawn.
    def place(self, size: tuple[int, int]) -> None: ...
    def update(self, dt: float) -> None: ...
    def hover(self, event: pygame.event.Event) -> None: ...
    def needs_redraw(self) -> bool: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def language_changed(self) -> None: ...
    def resume(self) -> None: ...
    def exit(self) -> None: ...


#: ``open_table(session, seat, size)``: the table of ``session`` from ``seat``'s view.
OpenTable = Callable[[GameSession, int, tuple[int, int]], ReplayTable]


def driven_table(app: Host) -> OpenTable:
    """The app's tables for the viewer: the game's own table, driven."""

    def open_table(session: GameSession, seat: int, size: tuple[int, int]) -> ReplayTable:
        return DrivenTable(table_for(app, session, autosave=False), seat, size)

    return open_table
