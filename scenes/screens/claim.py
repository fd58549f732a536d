"""Claiming earlier games: one list of the names that sat in human seats of games the
profile does not hold yet ("You · 12 games"), one click (or Enter) each to make that
name's games the profile's. The records are never changed: the claims are kept in the
profile (:mod:`game.profile`), and the statistics follow them at once.

Keys: Up / Down pick a name, Enter claims it, Tab reaches Done, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.stats import Collection
from game.stats.people import Claimable, claimable
from game.storage import user_data_dir
from scenes.core import theme
from scenes.core.dialogs import message
from scenes.core.i18n import _, ngettext, pgettext
from scenes.core.page import PageScene
from scenes.core.phrases import shown_name
from scenes.core.profile import app_profile, claim
from scenes.core.widgets import Button, ListRow, ListView
from scenes.screens.stats_load import StatsLoad

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class ClaimScene(PageScene):
    """The names to claim, read off the drawing thread; a row claims its games."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.loader = StatsLoad(user_data_dir(), sync=app.sync_bots)
        self.names: list[Claimable] = []
        self.note = ""
        self.list = ListView(self.claim_index)
        self.done_button = Button("", self.back, style="good", hint="Esc")
        self.widgets = [self.list, self.done_button]
        self._loaded = False
        self.words()
        self._poll()
        self.ring.focus_first(self.widgets, shown=True)

    def words(self) -> None:
        """The title and labels in the current language."""
        profile = app_profile()
        self.title = _("Earlier games")
        name = shown_name(profile.name) if profile is not None else ""
        self.subtitle = _("Click a name (or press Enter) to count its games as {name}'s").format(
            name=name
        )
        self.done_button.label = _("Done")
        self.done_button.hint = pgettext("key", "Esc")
        self._show_rows()

    def language_changed(self) -> None:
        self.words()
        super().language_changed()

    def _poll(self) -> None:
        """Once the records are read: the names to claim."""
        if self._loaded or not self.loader.done():
            return
        self._loaded = True
        self._read(self.loader.collection)

    def _read(self, collection: Collection | None) -> None:
        """The names of ``collection`` the profile may claim."""
        profile = app_profile()
        if collection is None or profile is None:
            self.names = []
        else:
            self.names = claimable(collection.games, collection.daily_tries, profile)
        self._show_rows()

    def _show_rows(self) -> None:
        """A row per name: the name, its games and "Claim"."""
        self.list.set_rows(
            [
                ListRow(
                    shown_name(item.name),
                    ngettext("{count} game", "{count} games", len(item.games)).format(
                        count=len(item.games)
                    ),
                    _("Claim"),
                )
                for item in self.names
            ]
        )
        if self.names and self.list.selected < 0:
            self.list.select(0)

    def claim_index(self, index: int) -> None:
        """Make the games of the name at ``index`` the profile's (one click)."""
        if not 0 <= index < len(self.names):
            return
        item = self.names[index]
        try:
            claim(item.games)
        except OSError as exc:
            text = _("The games could not be claimed: {reason}").format(reason=exc.strerror or exc)
            self.app.manager.push(message(self.app, _("Not claimed"), text))
            return
        del self.names[index]
        count = len(item.games)
        self.note = ngettext(
            "{count} game of {name} is now yours.", "{count} games of {name} are now yours.", count
        ).format(count=count, name=shown_name(item.name))
        self._show_rows()
        self.request_redraw()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._loaded:
            self._poll()
            self.request_redraw()

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        lw = int(min(640 * s, w - 80 * s))
        self.list.place((w // 2 - lw // 2, int(130 * s), lw, h - int(270 * s)), s)
        bw, bh = int(200 * s), int(56 * s)
        self.done_button.place((w // 2 - bw // 2, h - bh - int(24 * s), bw, bh), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        w, h = self.size
        if not self._loaded:
            words = _("Reading your games…")
        elif not self.names:
            words = _("No other name has played here: nothing to claim.")
        else:
            words = ""
        if words:
            theme.blit_text(
                surface, words, 18 * s, (w // 2, h // 2), theme.TEXT_DIM, anchor="center"
            )
        if self.note:
            where = (w // 2, h - int(110 * s))
            theme.blit_text(surface, self.note, 16 * s, where, theme.GOOD, anchor="center")
