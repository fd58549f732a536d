"""The Replays screen: every game the app knows of, to watch again or delete.

It lists the autosave and the saved games (as the Load screen does) and the records in
the data folder's ``records`` folder: every finished game kept there when it ended, the
dailies (named by date and game), and records put there by ``python -m game sim
--records``. Steppers filter the list by game and by player (the profile first); Delete
(the button or the Delete key) removes the chosen game after asking.

The screen appears at once with 10,000 records: a row starts from the file's name and
time; the statistics index, read off the drawing thread, names every game it holds
unchanged; the rest are read from their files, the rows in view first, within
``FILL_BUDGET`` seconds of each frame (see :mod:`scenes.replay.replay_rows`).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.registry import all_games
from game.storage import user_data_dir
from game.text import clean
from scenes.core import theme
from scenes.core.dialogs import confirm, message
from scenes.core.i18n import _, pgettext
from scenes.core.page import PageScene
from scenes.core.profile import app_profile, person_words
from scenes.core.save_list import SaveInfo, file_date, read_row
from scenes.core.saves import autosave_path, delete_save, save_files
from scenes.core.widgets import Button, ListView, Stepper
from scenes.replay.open import open_replay_file
from scenes.replay.replay_rows import (
    LazyRows,
    Row,
    cached_headers,
    game_name,
    list_rows,
    name_part,
    row_words,
)
from scenes.screens.load_words import label_words

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: Seconds of each frame spent reading rows that are not read yet.
FILL_BUDGET = 0.012


def records_dir() -> Path:
    """Where the Replays screen also looks for records (``<data folder>/records``)."""
    return user_data_dir() / "records"


class RowsLoad:
    """The list's files (one ``stat`` each) and the statistics index's headers, read
    on a thread once :meth:`start` is called (inline with ``sync``, at once): ``rows``
    is None until then. The screen starts it after its first frame is drawn, so the
    reading never delays that frame."""

    def __init__(self, sync: bool) -> None:
        self.rows: list[Row] | None = None
        self._thread: threading.Thread | None = None
        #: Set by the screen when its first frame is drawn (reading starts after it).
        self.drawn = False
        profile = app_profile()
        files = save_files()  # the autosave's label is in the current language

        def run() -> None:
            rows = list_rows(files, records_dir())
            try:
                headers = cached_headers(user_data_dir(), profile)
            except Exception:  # only a cache: the rows are read from their files instead
                headers = {}
            for row in rows:
                if row.info is None:
                    row.entry = headers.get(row.path)
            self.rows = rows

        if sync:
            run()
        else:
            self._thread = threading.Thread(target=run, name="replay-rows", daemon=True)

    def start(self) -> None:
        """Start reading on the thread once the screen's first frame is drawn (once;
        nothing to do when read inline)."""
        if self.drawn and self._thread is not None and self._thread.ident is None:
            self._thread.start()


class ReplaysScene(PageScene):
    """Pick a game to open in the replay viewer (or to delete), filtered by game and
    player."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.profile = app_profile()
        self.rows: list[Row] = []
        self.shown: list[Row] = []
        self.games = [spec.id for spec in all_games()]
        self.people: list[str] = []
        self.game_filter = Stepper("", [], 0, self._filter)
        self.player_filter = Stepper("", [], 0, self._filter)
        self.list = ListView(self.open_index, self._selected)
        self.open_button = Button("", self._open_selected, style="good", hint="Enter")
        self.delete_button = Button("", self.ask_delete, style="danger", hint="Del")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [
            self.game_filter,
            self.player_filter,
            self.list,
            self.open_button,
            self.delete_button,
            self.back_button,
        ]
        self._listed = False
        self.words()
        self.refresh()
        self.ring.focus(self.widgets, self.list if self.shown else self.back_button, shown=False)

    def words(self) -> None:
        """The title and labels in the current language."""
        self.title = _("Replays")
        self.subtitle = _("double-click or Enter to watch a game again")
        self.open_button.label = _("Watch")
        self.delete_button.label = _("Delete")
        self.back_button.label = _("Back")
        self.open_button.hint = pgettext("key", "Enter")
        self.delete_button.hint = pgettext("key", "Del")
        self.back_button.hint = pgettext("key", "Esc")
        self.game_filter.label = _("Game")
        self.player_filter.label = _("Player")
        self.game_filter.values = [_("All games"), *(game_name(g) for g in self.games)]
        self._player_values()

    def _player_values(self) -> None:
        """The player filter's names: everyone in a human seat so far, the profile first."""
        found = {p for row in self.rows for p in row.people(self.profile)}
        key = self.profile.key if self.profile is not None else None
        chosen = self.people[self.player_filter.index - 1] if self.player_filter.index else None
        self.people = sorted(found, key=lambda p: (p != key, p.casefold(), p))
        self.player_filter.values = [
            _("All players"),
            *(person_words(p, self.profile) for p in self.people),
        ]
        self.player_filter.index = self.people.index(chosen) + 1 if chosen in self.people else 0

    def language_changed(self) -> None:
        """Labels and rows again in the new language."""
        self.words()
        self._show_rows()
        super().language_changed()

    def refresh(self) -> None:
        """List every file: at once with ``sync``, else as soon as the thread has."""
        self._listed = False
        self.loading = RowsLoad(sync=self.app.sync_bots)
        self._take_rows()

    def _take_rows(self) -> bool:
        """The rows, once listed (True then)."""
        if self.loading.rows is None:
            return False
        self.rows, self._listed = self.loading.rows, True
        self._show_rows()
        return True

    @property
    def infos(self) -> list[SaveInfo]:
        """The rows shown, as Load's rows are (read, or as far as known)."""
        return [row.info or self._known(row) for row in self.shown]

    def _known(self, row: Row) -> SaveInfo:
        """A row not read from its file, as a Load row (its words so far)."""
        words = row_words(row, self.profile)
        date = file_date(row.mtime)
        return SaveInfo(
            row.path,
            words.title,
            words.detail,
            date,
            None,
            row.label,
            "",
            (),
            row.mtime,
            row.pending,
        )

    def _matches(self, row: Row) -> bool:
        """True if ``row`` passes the game and player filters."""
        game = self.games[self.game_filter.index - 1] if self.game_filter.index else None
        person = self.people[self.player_filter.index - 1] if self.player_filter.index else None
        if game is not None and row.game() != game:
            return False
        return person is None or person in row.people(self.profile)

    def _filter(self, _index: int) -> None:
        self._show_rows()

    def _show_rows(self) -> None:
        """The rows that pass the filters, in words."""
        self._player_values()
        self.shown = [row for row in self.rows if self._matches(row)]
        self.list.set_rows(LazyRows(self.shown, self.profile))
        if self.shown and self.list.selected < 0:
            self.list.select(0)
        self._selected(self.list.selected)
        self.request_redraw()

    @property
    def filling(self) -> bool:
        """True while some row is not known yet."""
        return not self._listed or any(row.pending for row in self.rows)

    def fill(self, budget: float = FILL_BUDGET) -> None:
        """Read rows not known yet for about ``budget`` seconds (at least one): the
        rows in view first. The list is made again when a row in view changed, or when
        the last row is known."""
        if not self._listed:
            self._take_rows()
            return
        start = time.perf_counter()
        first = self.list.scroll
        view = self.shown[first : first + self.list.visible_rows() + 1]
        seen = False
        for row in [*view, *self.rows]:
            if not row.pending:
                continue
            row.info = read_row(row.path, row.label)
            seen = seen or row in view
            if row.info is None:  # gone, or a stored review: no row
                self.rows.remove(row)
                seen = True
            if time.perf_counter() - start >= budget:
                break
        if seen or not self.filling:
            self._show_rows()

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self._listed:
            self.loading.start()  # once the first frame is drawn
        if self.filling:
            self.fill()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or self.filling

    def resume(self) -> None:
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()
            return
        super().handle_event(event)

    def _selected(self, index: int) -> None:
        self.open_button.enabled = 0 <= index < len(self.shown)
        self.delete_button.enabled = self.open_button.enabled

    def _open_selected(self) -> None:
        self.open_index(self.list.selected)

    def open_index(self, index: int) -> None:
        if 0 <= index < len(self.shown):
            row = self.shown[index]
            open_replay_file(self.app, row.path, row_label(row))

    def ask_delete(self) -> None:
        """Ask, then delete the chosen game's file."""
        index = self.list.selected
        if not 0 <= index < len(self.shown):
            return
        row = self.shown[index]
        what = self.list.rows[index].title

        def delete() -> None:
            try:
                delete_save(row.path)
            except OSError as exc:
                reason = exc.strerror or exc
                text = _("The game could not be deleted: {reason}").format(reason=reason)
                self.app.manager.push(message(self.app, _("Not deleted"), text))
                return
            self.rows.remove(row)
            self._show_rows()

        text = _("{game}\n\nIts record is removed from the data folder and from your statistics.")
        self.app.manager.push(
            confirm(
                self.app,
                _("Delete this game?"),
                text.format(game=what),
                delete,
                yes=_("Delete"),
                danger=True,
            )
        )

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        lw = int(min(860 * s, w - 80 * s))
        x = w // 2 - lw // 2
        half = (lw - int(16 * s)) // 2
        self.game_filter.place((x, int(112 * s), half, int(38 * s)), s)
        self.player_filter.place((x + half + int(16 * s), int(112 * s), half, int(38 * s)), s)
        self.game_filter.label_width = self.player_filter.label_width = 0.3
        self.list.place((x, int(160 * s), lw, h - int(290 * s)), s)
        bw, bh = int(200 * s), int(56 * s)
        y = h - bh - int(24 * s)
        self.back_button.place((w // 2 - bw * 3 // 2 - int(20 * s), y, bw, bh), s)
        self.delete_button.place((w // 2 - bw // 2, y, bw, bh), s)
        self.open_button.place((w // 2 + bw // 2 + int(20 * s), y, bw, bh), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        self.loading.drawn = True
        if not self.rows:  # the list says so, inside its frame
            self.list.empty = (
                _("No games yet: finish or save a game first.")
                if self._listed
                else _("Reading your games…")
            )
        where = clean(str(records_dir()), 90)
        theme.blit_text(
            surface,
            _("Records are also read from {folder}").format(folder=where),
            14 * s,
            (self.size[0] // 2, self.size[1] - int(104 * s)),
            theme.TEXT_DIM,
            anchor="center",
        )


def row_label(row: Row) -> str:
    """The replay viewer's name for a row: the autosave, a save's name, a daily's date,
    or a kept game's date and time."""
    if row.info is not None and row.info.path == autosave_path():
        return label_words(row.info)
    return name_part(row) or file_date(row.mtime)
