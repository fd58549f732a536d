"""A table fed from outside: the replay viewer's table.

:class:`DrivenTable` holds one :class:`~scenes.table.scene.TableScene` set to be *driven*
— no bot is asked, no control offered, no curtain, no results screen, no autosave — shown
from one seat, and gives the viewer only what it steps and draws with (the viewer's port,
:class:`scenes.replay.table_port.ReplayTable`)."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING

import pygame

from game.events import GameEvent
from scenes.core.session import GameSession

if TYPE_CHECKING:
    from scenes.table.scene import TableScene


def _nothing() -> None:
    """A driven table's end-of-game hook: no results screen."""


class DrivenTable:
    """``scene`` driven, shown from ``seat``'s view and laid out at ``size``."""

    def __init__(self, scene: TableScene, seat: int, size: tuple[int, int]) -> None:
        self.scene = scene
        mode = scene.mode
        mode.driven = mode.hold_bots = True
        mode.resume_note = False
        mode.on_game_over = _nothing
        scene.viewer = seat
        # No live table's buttons: the viewer's bar steps the record, and its move list
        # lies over the log column, where Menu and Undo would peek out at its top.
        scene.chrome.menu_button.visible = scene.chrome.undo_button.visible = False
        scene.enter()
        scene.ensure_layout(size)

    # What is shown ----------------------------------------------------------------------
    @property
    def session(self) -> GameSession:
        """The game at the step shown (stepped forward by :meth:`show_events`)."""
        return self.scene.session

    @property
    def model(self) -> object:
        """The display model drawn now."""
        return self.scene.picture.model

    def show_events(self, events: Iterable[GameEvent]) -> None:
        """Animate ``events`` (of the action just applied to :attr:`session`)."""
        self.scene.show_events(events)

    def busy(self) -> bool:
        """True while an event animates or waits to, or a banner is up."""
        return self.scene.feed.busy or self.scene.banner.up

    def close_banner(self) -> bool:
        """Dismiss the end-of-round banner; False if none was up."""
        if not self.scene.banner.up:
            return False
        self.scene.banner.close()
        return True

    def log_rect(self) -> pygame.Rect:
        """The move log's rectangle (empty for a table without one)."""
        return self.scene.chrome.log.rect

    def public_words(self, names: tuple[str, ...]) -> Callable[[GameEvent], str | None]:
        """The table's public log line of an event, seats called ``names``."""
        return self.scene.picture.public_words(names)

    def card_face(self) -> Callable[[Hashable, int], pygame.Surface] | None:
        """The table's card art (``face(card, width)``), if it has one."""
        face = getattr(self.scene.picture.art, "face", None)
        return face if callable(face) else None

    # The frame --------------------------------------------------------------------------
    def place(self, size: tuple[int, int]) -> None:
        self.scene.ensure_layout(size)

    def update(self, dt: float) -> None:
        self.scene.update(dt)

    def hover(self, event: pygame.event.Event) -> None:
        """Mouse motion over the table (its hover tips)."""
        self.scene.handle_event(event)

    def needs_redraw(self) -> bool:
        return self.scene.needs_redraw()

    def draw(self, surface: pygame.Surface) -> None:
        self.scene.draw(surface)

    def language_changed(self) -> None:
        self.scene.language_changed()

    def resume(self) -> None:
        self.scene.resume()

    def exit(self) -> None:
        self.scene.exit()
