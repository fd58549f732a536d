"""The Load screen: the autosave and saved games with game, round, seats and date.

An unreadable file is listed with its problem; trying to open it shows a message. Files
are never changed or deleted here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.core import theme
from scenes.core.page import PageScene
from scenes.core.saves import SaveError, SaveInfo, list_saves, load_session
from scenes.core.widgets import Button, ListRow, ListView
from scenes.screens.dialogs import message

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


class LoadScene(PageScene):
    """Pick a saved game to continue (or view its results if it is finished)."""

    title = "Load a game"
    subtitle = "double-click or Enter to open"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.infos: list[SaveInfo] = []
        self.list = ListView(self.open_index, self._selected)
        self.open_button = Button("Open", self._open_selected, style="good", hint="Enter")
        self.back_button = Button("Back", self.back, style="secondary", hint="Esc")
        self.widgets = [self.list, self.open_button, self.back_button]
        self.refresh()
        self.ring.focus_first(self.widgets, shown=False)  # Up / Down pick a game at once

    def refresh(self) -> None:
        self.infos = list_saves()
        self.list.set_rows(
            [
                ListRow(info.title, info.detail, info.date, info.error is not None)
                for info in self.infos
            ]
        )
        if self.infos and self.list.selected < 0:
            self.list.select(0)
        self.open_button.enabled = bool(self.infos)

    def _selected(self, index: int) -> None:
        self.open_button.enabled = 0 <= index < len(self.infos)

    def _open_selected(self) -> None:
        if 0 <= self.list.selected < len(self.infos):
            self.open_index(self.list.selected)

    def open_index(self, index: int) -> None:
        if not 0 <= index < len(self.infos):
            return
        info = self.infos[index]
        try:
            session = load_session(info.path)
        except SaveError as exc:
            self.app.manager.push(
                message(
                    self.app, "This save cannot be opened", f"{exc}\n\nThe file was left as it is."
                )
            )
            return
        except OSError as exc:
            self.app.manager.push(message(self.app, "This save cannot be opened", str(exc)))
            return
        self.app.nav.open_session(session)

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        lw = int(min(860 * s, w - 80 * s))
        self.list.place((w // 2 - lw // 2, int(120 * s), lw, h - int(230 * s)), s)
        bw, bh = int(200 * s), int(56 * s)
        self.open_button.place((w // 2 + int(10 * s), h - bh - int(24 * s), bw, bh), s)
        self.back_button.place((w // 2 - bw - int(10 * s), h - bh - int(24 * s), bw, bh), s)
