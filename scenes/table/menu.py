"""The pause menu over the table, and "Save as…" with its replace question."""

from __future__ import annotations

from game.errors import GameError
from game.savename import normalise_save_name, save_name_problem
from scenes.core import theme
from scenes.core.curtain import CurtainScene
from scenes.core.dialogs import Overlay, SaveAsDialog, confirm, message
from scenes.core.saves import save_as
from scenes.table.base import TableBase


class TableMenu(TableBase):
    """Pause menu: resume, save as, rules, settings, main menu, quit."""

    def open_menu(self) -> None:
        """The pause menu over the table (or over its curtain)."""
        if self.app.manager.top is not self and not isinstance(self.app.manager.top, CurtainScene):
            return

        def leave() -> None:
            self.app.manager.push(
                confirm(
                    self.app,
                    "Leave the game?",
                    "It is saved: choose Continue in the main menu to carry on.",
                    self.app.go_to_menu,
                    yes="Main menu",
                )
            )

        def save() -> None:
            default = f"{self.session.spec.name} {self.session.seed % 10000}"
            self.app.manager.push(
                SaveAsDialog(self.app, default, self._save_as, check=save_name_problem)
            )

        choices = [
            ("Resume", lambda: None, "good"),
            ("Save as…", save, "primary"),
            ("Rules", lambda: self.app.nav.rules(self.session.spec.id), "primary"),
            ("Settings", self.app.nav.settings, "primary"),
            ("Main menu", leave, "secondary"),
            ("Quit", self.app.quit, "danger"),
        ]
        self.app.manager.push(
            Overlay(self.app, "Paused", "", choices, vertical=True, width=440, cancel_index=0)
        )

    def _save_as(self, name: str, replace: bool = False) -> None:
        """Save the game under ``name``; ask before replacing, say why when refused."""
        try:
            path = save_as(self.session, name, replace=replace)
        except FileExistsError:
            shown = normalise_save_name(name)
            question = confirm(
                self.app,
                "Replace the saved game?",
                f"A saved game called “{shown}” already exists. Replace it with this game?",
                lambda: self._save_as(name, replace=True),
                yes="Replace",
                danger=True,
            )
            question.initial_focus = 1  # Enter keeps the other save; replacing takes a choice
            self.app.manager.push(question)
            return
        except GameError as exc:  # a name the save-name rule refuses
            self.app.manager.push(message(self.app, "Not saved", str(exc)))
            return
        except OSError as exc:
            reason = f"The game could not be saved: {exc.strerror or exc}"
            self.app.manager.push(message(self.app, "Not saved", reason))
            return
        self.log.add(f"Saved as “{path.stem}”.", theme.GOOD)
