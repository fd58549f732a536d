"""The Load screen: the autosave and saved games with game, round, seats and date.

An unreadable file is listed with its problem; trying to open it shows a message, and the
file is left as it is. Delete (the Delete key) removes the chosen save after a question;
Rename (F2) gives a save in ``saves/`` a new name under the save-as rule
(:mod:`game.savename`), asking before it would replace another save. The autosave is
the game in play: it can be deleted but not renamed (Save as… in the game keeps a copy).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.errors import GameError
from game.savename import normalise_save_name
from scenes.core import theme
from scenes.core.dialogs import SaveAsDialog, confirm, message
from scenes.core.i18n import _, pgettext
from scenes.core.page import PageScene
from scenes.core.save_list import SaveInfo
from scenes.core.saves import (
    SaveError,
    autosave_path,
    delete_save,
    list_saves,
    load_session,
    rename_save,
)
from scenes.core.widgets import Button, ListRow, ListView
from scenes.screens.load_words import (
    label_words,
    open_problem_words,
    row_seats,
    row_status,
    save_name_words,
)

if TYPE_CHECKING:
    from pathlib import Path

    from scenes.core.scene_stack import Host


class LoadScene(PageScene):
    """Pick a saved game to continue (or view its results if it is finished), rename it
    or delete it."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.infos: list[SaveInfo] = []
        self.list = ListView(self.open_index, self._selected)
        self.open_button = Button("", self._open_selected, style="good", hint="Enter")
        self.rename_button = Button("", self.ask_rename, style="primary", hint="F2")
        self.delete_button = Button("", self.ask_delete, style="danger", hint="Del")
        self.back_button = Button("", self.back, style="secondary", hint="Esc")
        self.replay_button = Button("", self._replay_selected, style="primary")
        self.buttons = [
            self.back_button,
            self.delete_button,
            self.rename_button,
            self.replay_button,
            self.open_button,
        ]
        # Tab goes from the list to the main action first, as Enter would.
        self.widgets = [self.list, *reversed(self.buttons)]
        self.words()
        self.refresh()
        self.ring.focus_first(self.widgets, shown=False)  # Up / Down pick a game at once

    def words(self) -> None:
        """The title, labels and tips in the current language."""
        self.title = _("Load a game")
        self.subtitle = _("Enter or double-click opens · F2 renames · Delete deletes")
        self.open_button.label = _("Open")
        self.rename_button.label = _("Rename")
        self.delete_button.label = _("Delete")
        self.back_button.label = _("Back")
        self.replay_button.label = _("Replay")
        self.replay_button.tip = _("Watch this game move by move")
        self.open_button.hint = pgettext("key", "Enter")
        self.delete_button.hint = pgettext("key", "Del")
        self.back_button.hint = pgettext("key", "Esc")

    def language_changed(self) -> None:
        """Labels and rows again in the new language."""
        self.words()
        self.refresh()
        super().language_changed()

    def refresh(self, select: Path | None = None) -> None:
        """Read the list again; select the save at ``select`` if given (else keep the row)."""
        self.infos = list_saves()
        self.list.set_rows(
            [
                ListRow(
                    label_words(info),
                    row_status(info),
                    info.date,
                    info.error is not None,
                    row_seats(info),
                )
                for info in self.infos
            ]
        )
        paths = [info.path for info in self.infos]
        if select in paths:
            self.list.select(paths.index(select))
        elif self.infos:
            self.list.select(max(0, min(self.list.selected, len(self.infos) - 1)))
        self._selected(self.list.selected)

    def chosen(self) -> SaveInfo | None:
        """The selected save, if any."""
        index = self.list.selected
        return self.infos[index] if 0 <= index < len(self.infos) else None

    def _selected(self, index: int) -> None:
        info = self.infos[index] if 0 <= index < len(self.infos) else None
        self.open_button.enabled = info is not None
        self.delete_button.enabled = info is not None
        self.replay_button.enabled = info is not None
        self.rename_button.enabled = info is not None and info.path != autosave_path()
        self.rename_button.tip = (
            _("The autosave is the game in play: use Save as… in the game to keep a copy")
            if info is not None and info.path == autosave_path()
            else None
        )

    def _replay_selected(self) -> None:
        if 0 <= self.list.selected < len(self.infos):
            info = self.infos[self.list.selected]
            try:
                session = load_session(info.path)
            except (SaveError, OSError) as exc:
                problem = open_problem_words(exc, info.path)
                self.app.manager.push(message(self.app, _("This save cannot be replayed"), problem))
                return
            self.app.nav.replay_session(session, label_words(info))

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
                    self.app,
                    _("This save cannot be opened"),
                    _("{problem}\n\nThe file was left as it is.").format(
                        problem=open_problem_words(exc, info.path)
                    ),
                )
            )
            return
        except OSError as exc:
            self.app.manager.push(message(self.app, _("This save cannot be opened"), str(exc)))
            return
        self.app.nav.open_session(session)

    # Delete and rename --------------------------------------------------------------
    def ask_delete(self) -> None:
        """Ask before deleting the selected save; Enter or Esc keeps it."""
        info = self.chosen()
        if info is None:
            return
        if info.path == autosave_path():
            text = _(
                "The autosave (the game in play) — {status} — will be deleted. "
                "This cannot be undone."
            )
        else:
            text = _("“{name}” — {status} — will be deleted. This cannot be undone.")
        question = confirm(
            self.app,
            _("Delete this save?"),
            text.format(name=info.name, status=row_status(info)),
            lambda: self._delete(info),
            yes=_("Delete"),
            danger=True,
        )
        question.initial_focus = 1  # Enter keeps the save; deleting takes a choice
        self.app.manager.push(question)

    def _delete(self, info: SaveInfo) -> None:
        try:
            delete_save(info.path)
        except OSError as exc:
            self.app.manager.push(
                message(
                    self.app,
                    _("Not deleted"),
                    _("The save could not be deleted: {problem}").format(problem=exc.strerror),
                )
            )
        self.refresh()

    def ask_rename(self) -> None:
        """Ask for a new name for the selected save (not the autosave)."""
        info = self.chosen()
        if info is None or info.path == autosave_path():
            return
        self.app.manager.push(
            SaveAsDialog(
                self.app,
                info.path.stem,
                lambda name: self._rename(info, name),
                title=_("Rename save"),
                note=_("A new name for this save."),
                check=save_name_words,
                action=_("Rename"),
            )
        )

    def _rename(self, info: SaveInfo, name: str, replace: bool = False) -> None:
        try:
            path = rename_save(info.path, name, replace=replace)
        except FileExistsError:
            shown = normalise_save_name(name)
            question = confirm(
                self.app,
                _("Replace the other save?"),
                _("A save called “{name}” already exists. Replace it with “{other}”?").format(
                    name=shown, other=info.name
                ),
                lambda: self._rename(info, name, replace=True),
                yes=_("Replace"),
                danger=True,
            )
            question.initial_focus = 1  # Enter keeps the other save
            self.app.manager.push(question)
            return
        except GameError as exc:  # a name the save-name rule refuses
            problem = save_name_words(name) or str(exc)
            self.app.manager.push(message(self.app, _("Not renamed"), problem))
            return
        except OSError as exc:
            self.app.manager.push(
                message(
                    self.app,
                    _("Not renamed"),
                    _("The save could not be renamed: {problem}").format(problem=exc.strerror),
                )
            )
            return
        self.refresh(select=path)

    # Scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.ask_rename()
            return
        super().handle_event(event)

    def submit(self) -> None:
        """Enter with the focus off the list and buttons opens the selected save."""
        self._open_selected()

    def layout(self) -> None:
        s = theme.ui_scale(self.size)
        w, h = self.size
        lw = int(min(860 * s, w - 80 * s))
        self.list.place((w // 2 - lw // 2, int(120 * s), lw, h - int(230 * s)), s)
        bw, bh, gap = int(160 * s), int(56 * s), int(16 * s)
        x = w // 2 - (len(self.buttons) * (bw + gap) - gap) // 2
        for button in self.buttons:
            button.place((x, h - bh - int(24 * s), bw, bh), s)
            x += bw + gap
