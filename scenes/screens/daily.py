"""The Daily screen: today's deal of each game (the same for everyone, dated in UTC),
its fixed settings, whether this try is ranked or practice and why, the player's streak
and best streak, Play; and yesterday's deal, playable as practice.

Who "you" are is the name in the field at the top (at first the profile's name, else the
human name of the game set up last); the rows follow it as it is edited (under the
profile's name, the profile's tries count, whatever name they were played under).
Keys: Tab / Shift+Tab or Up / Down move along the field and the buttons, Enter or Space
presses one, Esc goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.daily import DailySetup
from game.daily.status import DailyStatus
from game.errors import GameError
from game.storage import user_data_dir
from game.text import seat_name
from scenes.core import theme
from scenes.core.dialogs import message
from scenes.core.i18n import _, pgettext
from scenes.core.last_setup import MAX_NAME, last_human_name
from scenes.core.page import PageScene
from scenes.core.phrases import shown_name, stored_name
from scenes.core.profile import player_name
from scenes.core.widgets import Button, TextInput, Widget
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.daily_data import (
    DailyRow,
    daily_rows,
    daily_session,
    keep_daily,
    status_key,
    status_words,
    streak_words,
)
from scenes.screens.stats_load import StatsLoad

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class DailyScene(PageScene):
    """One row a game: its deal today, ranked or practice, streaks, Play and Yesterday."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.player = player_name(last_human_name())  # the profile's name, if named
        self.name_field = TextInput(shown_name(self.player), self._rename, max_len=MAX_NAME)
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.rows: list[DailyRow] = []
        #: The daily tries of the data folder, read off the drawing thread.
        self.loader = StatsLoad(user_data_dir(), sync=app.sync_bots)
        self._loaded = self.loader.done()
        self.play_buttons: list[Button] = []
        self.yesterday_buttons: list[Button] = []
        self._build()
        self.ring.focus(
            self.widgets, self.play_buttons[0] if self.play_buttons else None, shown=True
        )

    def _build(self) -> None:
        """Read the rows for the current name and make their buttons."""
        self.rows = daily_rows(status_key(self.player), self.loader.collection)
        if self.loader.error is not None:  # the tries are unknown: practice, saying why
            unread = DailyStatus(False, _("your dailies could not be read"), 0, 0, False, False)
            self.rows = [replace(row, status=unread) for row in self.rows]
        self.title = _("Daily deal")
        self.name_field.placeholder = _("Your name")
        self.back_button.label = _("Back")
        self.back_button.hint = pgettext("key", "Esc")
        if self.rows:
            self.subtitle = _("{date} (UTC) · the same deal for everyone today").format(
                date=self.rows[0].today.date
            )
        self.play_buttons = [
            Button(
                _("Practice") if row.status is not None and not row.status.ranked else _("Play"),
                self._starter(row.today, row.status is not None and row.status.ranked),
                style="good",
                tip=_("Play today's {game}").format(game=row.name),
            )
            for row in self.rows
        ]
        self.yesterday_buttons = [
            Button(
                _("Yesterday"),
                self._starter(row.yesterday, False),
                style="secondary",
                tip=_("Yesterday's deal ({date}), as practice").format(date=row.yesterday.date),
            )
            for row in self.rows
        ]
        for row, play in zip(self.rows, self.play_buttons, strict=True):
            play.enabled = row.status is not None  # ranked or not is known once read
        pairs: list[Widget] = []
        for play, yesterday in zip(self.play_buttons, self.yesterday_buttons, strict=True):
            pairs += [play, yesterday]
        self.widgets = [self.name_field, *pairs, self.back_button]

    def _rename(self, value: str) -> None:
        """A new name: the rows are read again for it (an empty name keeps the last)."""
        name = stored_name(seat_name(value))  # as the record will hold it
        if name:
            self.player = name
            self._rebuild()

    def _starter(self, setup: DailySetup, ranked: bool) -> Callable[[], None]:
        return lambda: self.start(setup, ranked)

    def start(self, setup: DailySetup, ranked: bool) -> None:
        """Open the deal's table (asking first about an unfinished autosave)."""
        try:
            session = daily_session(setup, self.player, ranked)
        except GameError as exc:
            self.app.manager.push(message(self.app, _("This deal cannot be played"), str(exc)))
            return
        keep_daily(session)  # counted as played from the start, even if given up
        open_new_game(self.app, session)

    def language_changed(self) -> None:
        """Every word again in the new language."""
        self._rebuild()
        super().language_changed()

    def resume(self) -> None:
        self.loader = StatsLoad(user_data_dir(), sync=self.app.sync_bots)
        self._loaded = self.loader.done()
        self._rebuild()  # a daily played meanwhile changes its row

    def _rebuild(self) -> None:
        """Read the rows again, keeping the focus where it was."""
        focused = self.ring.sync(self.widgets)
        at = self.widgets.index(focused) if focused in self.widgets else -1
        self._build()
        if at >= 0:
            self.ring.focus(self.widgets, self.widgets[at], shown=self.ring.shown)
        self.layout()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._loaded and self.loader.done():
            self._loaded = True
            self._rebuild()
            self.request_redraw()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or not self._loaded

    # Layout -----------------------------------------------------------------------
    def row_rects(self) -> list[pygame.Rect]:
        """The band of each game's row."""
        s = theme.ui_scale(self.size)
        w, h = self.size
        top = int(216 * s)
        bottom = h - int(118 * s)
        pitch = min(int(120 * s), (bottom - top) // max(1, len(self.rows)))
        width = min(w - int(60 * s), int(1080 * s))
        return [
            pygame.Rect((w - width) // 2, top + k * pitch, width, pitch - int(10 * s))
            for k in range(len(self.rows))
        ]

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        self.name_field.place((w // 2 - int(20 * s), int(132 * s), int(240 * s), int(42 * s)), s)
        bw, bh = int(150 * s), int(44 * s)
        for rect, play, yesterday in zip(
            self.row_rects(), self.play_buttons, self.yesterday_buttons, strict=True
        ):
            x = rect.right - bw - int(14 * s)
            play.place((x, rect.centery - bh - int(3 * s), bw, bh), s)
            yesterday.place((x, rect.centery + int(3 * s), bw, int(36 * s)), s)
            play.font_px, yesterday.font_px = 20, 16
        self.back_button.place(
            (w // 2 - int(100 * s), h - int(74 * s), int(200 * s), int(50 * s)), s
        )

    # Drawing ----------------------------------------------------------------------
    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        field = self.name_field.rect
        where = (field.x - int(14 * s), field.centery)
        theme.blit_text(surface, _("You play as"), 19 * s, where, theme.TEXT_DIM, anchor="midright")
        if self.rows:  # the streak is the player's, over every game's daily
            streak = streak_words(self.rows[0].status)
            where = (self.size[0] // 2, field.bottom + int(20 * s))
            theme.blit_text(surface, streak, 17 * s, where, theme.TEXT, anchor="center")
        for row, rect, play in zip(self.rows, self.row_rects(), self.play_buttons, strict=True):
            self._draw_row(surface, s, row, rect, play.rect.x - rect.x - int(24 * s))
        note = (self.size[0] // 2, self.back_button.rect.y - int(18 * s))
        words = _(
            "The first try of the day is ranked; later tries and yesterday's deal are practice."
        )
        theme.blit_text(surface, words, 15 * s, note, theme.TEXT_DIM, anchor="center")

    def _draw_row(
        self, surface: pygame.Surface, s: float, row: DailyRow, rect: pygame.Rect, room: int
    ) -> None:
        """The game's name and settings at the left; ranked or practice (and why) in the
        middle."""
        theme.draw_panel(surface, rect, (12, 20, 28, 220), int(12 * s))
        left = rect.x + int(20 * s)
        half = int(room * 0.42)
        theme.blit_text(
            surface,
            theme.fit_text(row.name, 24 * s, half, True),
            24 * s,
            (left, rect.centery - 14 * s),
            theme.ACCENT,
            True,
            "midleft",
        )
        theme.blit_text(
            surface,
            theme.fit_text(row.settings, 16 * s, half),
            16 * s,
            (left, rect.centery + 16 * s),
            theme.TEXT_DIM,
            anchor="midleft",
        )
        words, ranked = status_words(row.status)
        mid = left + half + int(16 * s)
        width = room - half - int(16 * s)
        colour = theme.GOOD if ranked else theme.ACCENT
        lines, px = theme.fit_block(words, 18 * s, width, 48 * s, bold=True)
        top = rect.centery - (len(lines) - 1) * px * 0.55
        for k, line in enumerate(lines):
            theme.blit_text(surface, line, px, (mid, top + k * px * 1.1), colour, True, "midleft")
