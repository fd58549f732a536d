"""The table's chrome around the game: the move log, Menu, Undo, the coach's Hint and the
"since your turn" strip. The chrome owns the log column's layout: the coach's panel goes
at its top and the strip (or an undo's notice) under it, so neither hides the other."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.contract import Action
from scenes.core import theme
from scenes.core.i18n import _
from scenes.core.widgets import Button, LogPanel, Widget, dispatch
from scenes.table.layout import TableFrame, chrome_buttons
from scenes.table.log_book import LogBook
from scenes.table.recap import Recap
from scenes.table.undo import undo_allowed, undo_target

if TYPE_CHECKING:
    from scenes.core.session import GameSession
    from scenes.table.coach import Coach


class TableChrome:
    """The log, the Menu and Undo buttons, the coach and the recap strip; placed from the
    table frame."""

    def __init__(
        self, session: GameSession, open_menu: Callable[[], None], take_back: Callable[[], object]
    ) -> None:
        self.session = session
        self.log = LogPanel("")
        #: The log's entries (events and notes), written into ``log``.
        self.book = LogBook(self.log)
        self.menu_button = Button("", open_menu, style="secondary", hint="")
        self.undo_button = Button("", take_back, style="secondary", hint="")
        self.undo_button.visible = undo_allowed(session)
        self.coach: Coach | None = None
        self.recap = Recap(session.human_seats)
        self._undo_checked = -1
        self.words()

    def words(self) -> None:
        """The log's heading and the buttons' labels and tips in the current language
        (again on a change of language; the coach's too)."""
        self.log.title = _("Moves")
        self.menu_button.label = "☰ " + _("Menu")
        self.undo_button.label = "↶ " + _("Undo")
        self.undo_button.tip = _("Take back your move (Ctrl+Z)")
        if self.coach is not None:
            self.coach.words()
        self.recap.words()

    def widgets(self) -> list[Widget]:
        out: list[Widget] = [self.recap, self.menu_button, self.undo_button]
        if self.coach is not None:
            out.append(self.coach)
        out.append(self.log)
        return out

    def place(self, size: tuple[int, int], frame: TableFrame | None, s: float) -> None:
        """Menu and Undo at the top right; the log in the frame's log column."""
        menu, undo, _hint = chrome_buttons(size[0], s)
        self.menu_button.place(menu, s)
        self.menu_button.font_px = 18
        self.undo_button.place(undo, s)
        self.undo_button.font_px = 18
        if frame is not None:
            self.log.place(frame.log, s)
            # In the log column under its heading row (the heading and Skip stay in
            # view): it covers only older log lines, never the game (a strip over the
            # playing area hid the top seats' names).
            self._place_recap(self.log.heading_bottom(), s)

    def _place_recap(self, top: int, s: float) -> None:
        log = self.log.rect
        self.recap.place((log.x, top, log.width, max(0, log.bottom - top)), s)

    def show_recap(self, seat: int | None) -> None:
        """At the start of ``seat``'s turn: the strip of what the others did, unless the
        log in view already shows all of it under that person's own last move (then it
        would only repeat the log)."""
        parts = self.recap.since.get(seat, []) if seat is not None else []
        if seat is not None and parts and self.log.fits_in_view([*parts, ""]):
            self.recap.since[seat] = []
            return
        self.recap.show_for(seat)

    def dispatch(self, event: pygame.event.Event) -> bool:
        return dispatch(self.widgets(), event)

    def draw(self, surface: pygame.Surface, driven: bool) -> None:
        self.log.draw(surface)
        self.menu_button.draw(surface)
        if self.undo_button.visible and self._undo_checked != self.session.ply:
            self._undo_checked = self.session.ply  # a replay from the seed: once a move
            self.undo_button.enabled = not driven and undo_target(self.session) is not None
        self.undo_button.draw(surface)
        if self.coach is not None:
            strip = self.recap.height()
            self.coach.reserve = strip + int(16 * self.log.scale) if strip else 0
            self.coach.draw(surface)
        # The log column's owner: the coach's panel at its top, the strip under it.
        s, top = self.log.scale, self.log.heading_bottom()
        panel = self.coach.drawn if self.coach is not None else None
        if panel is not None:
            top = max(top, panel.bottom + int(8 * s))
        if self.log.rect.width:
            self._place_recap(top, s)
        self.recap.draw(surface)

    def tooltip(self) -> str | None:
        tip = self.recap.tooltip()
        if tip is None and self.coach is not None:
            tip = self.coach.tooltip()
        return tip

    def suggested(self) -> Action | None:
        """The move the coach suggests now (its hint shown, or "Try it again"), or None."""
        return self.coach.suggestion() if self.coach is not None else None

    def add(self, text: str, colour: theme.Color = theme.TEXT) -> None:
        """A note in the log (kept as written through a change of language)."""
        self.book.add(text, colour)
