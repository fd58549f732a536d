"""The Replays screen: every game the app knows of, to watch again.

It lists the autosave and the saved games (as the Load screen does) and the records in
the ``records`` folder of the data folder (where records written by ``python -m game sim
--records`` can be put). An unreadable file is listed with its problem; files are never
changed here.

The screen appears at once: rows of files read before (and unchanged since) are shown
as they were, the others say "reading…" and are filled in a few a frame, within
``FILL_BUDGET`` seconds of each frame (see :mod:`scenes.core.save_list`).
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.storage import user_data_dir
from game.text import clean
from scenes.core import theme
from scenes.core.i18n import _, pgettext
from scenes.core.page import PageScene
from scenes.core.save_list import SaveInfo, pending_rows, read_row
from scenes.core.saves import save_files
from scenes.core.widgets import Button, ListRow, ListView
from scenes.replay.open import open_replay_file
from scenes.screens.load_words import label_words, row_seats, row_title

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host

#: Seconds of each frame spent reading rows that are not read yet.
FILL_BUDGET = 0.012


def records_dir() -> Path:
    """Where the Replays screen also looks for records (``<data folder>/records``)."""
    return user_data_dir() / "records"


def record_files() -> list[tuple[Path, str]]:
    """The ``*.json`` files of :func:`records_dir` with their labels."""
    with contextlib.suppress(OSError):
        if records_dir().is_dir():
            return [(p, clean(p.stem, 60)) for p in records_dir().glob("*.json") if not p.is_dir()]
    return []


class ReplaysScene(PageScene):
    """Pick a game to open in the replay viewer."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.infos: list[SaveInfo] = []
        self.list = ListView(self.open_index, self._selected)
        self.open_button = Button("", self._open_selected, style="good", hint="Enter")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.widgets = [self.list, self.open_button, self.back_button]
        self.words()
        self.refresh()
        self.ring.focus_first(self.widgets, shown=False)

    def words(self) -> None:
        """The title and labels in the current language."""
        self.title = _("Replays")
        self.subtitle = _("double-click or Enter to watch a game again")
        self.open_button.label = _("Watch")
        self.back_button.label = _("Back")
        self.open_button.hint = pgettext("key", "Enter")
        self.back_button.hint = pgettext("key", "Esc")

    def language_changed(self) -> None:
        """Labels and rows again in the new language."""
        self.words()
        self._show_rows()
        super().language_changed()

    def refresh(self) -> None:
        """List every file at once; rows not read yet are filled by :meth:`update`."""
        self.infos = pending_rows(save_files()) + pending_rows(record_files())
        self._show_rows()

    def _show_rows(self) -> None:
        self.list.set_rows(
            [
                ListRow(
                    row_title(i),
                    i.detail if i.facts is None else "",
                    i.date,
                    i.error is not None,
                    row_seats(i),
                )
                for i in self.infos
            ]
        )
        if self.infos and self.list.selected < 0:
            self.list.select(0)
        self.open_button.enabled = bool(self.infos)

    @property
    def filling(self) -> bool:
        """True while some row is not read yet."""
        return any(info.pending for info in self.infos)

    def fill(self, budget: float = FILL_BUDGET) -> None:
        """Read rows not read yet, for about ``budget`` seconds (at least one row)."""
        start = time.perf_counter()
        rows: list[SaveInfo | None] = list(self.infos)
        changed = False
        for index, info in enumerate(self.infos):
            if not info.pending:
                continue
            rows[index] = read_row(info.path, info.name)
            changed = True
            if time.perf_counter() - start >= budget:
                break
        if changed:
            self.infos = [info for info in rows if info is not None]
            self._show_rows()
            self.request_redraw()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.filling:
            self.fill()

    def needs_redraw(self) -> bool:
        return super().needs_redraw() or self.filling

    def resume(self) -> None:
        self.refresh()

    def _selected(self, index: int) -> None:
        self.open_button.enabled = 0 <= index < len(self.infos)

    def _open_selected(self) -> None:
        self.open_index(self.list.selected)

    def open_index(self, index: int) -> None:
        if 0 <= index < len(self.infos):
            info = self.infos[index]
            open_replay_file(self.app, info.path, label_words(info))

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        lw = int(min(860 * s, w - 80 * s))
        self.list.place((w // 2 - lw // 2, int(120 * s), lw, h - int(250 * s)), s)
        bw, bh = int(200 * s), int(56 * s)
        self.open_button.place((w // 2 + int(10 * s), h - bh - int(24 * s), bw, bh), s)
        self.back_button.place((w // 2 - bw - int(10 * s), h - bh - int(24 * s), bw, bh), s)

    def draw_body(self, surface: pygame.Surface, s: float) -> None:
        if not self.infos:
            theme.blit_text(
                surface,
                _("No games yet: finish or save a game first."),
                18 * s,
                (self.size[0] // 2, self.size[1] // 2),
                theme.TEXT_DIM,
                anchor="center",
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
