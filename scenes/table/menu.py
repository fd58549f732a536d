"""The pause menu over the table, and "Save as…" with its replace question."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.errors import GameError
from game.savename import normalise_save_name, save_name_problem
from scenes.core import theme
from scenes.core.dialogs import Overlay, SaveAsDialog, confirm, message
from scenes.core.i18n import N_, _
from scenes.core.saves import default_save_name, save_as
from scenes.core.session import GameSession

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


def saved(name: str) -> tuple[str, theme.Color]:
    """The log line (and its colour) after the game was saved as ``name``."""
    return _("Saved as “{name}”.").format(name=name), theme.GOOD


def open_pause_menu(app: Host, session: GameSession, saved: Callable[[str], None]) -> None:
    """Push the pause menu: resume, save as, rules, settings, main menu, quit.
    ``saved(name)`` runs after a successful Save as."""

    def leave() -> None:
        app.manager.push(
            confirm(
                app,
                _("Leave the game?"),
                _("It is saved: choose Continue in the main menu to carry on."),
                app.go_to_menu,
                yes=_("Main menu"),
            )
        )

    def save() -> None:
        default = default_save_name(session.spec.name)
        app.manager.push(
            SaveAsDialog(
                app,
                default,
                lambda name: save_game_as(app, session, name, saved),
                check=save_name_problem,
            )
        )

    def over_menu(show: Callable[[], None]) -> Callable[[], None]:
        """Open a page over the pause menu: leaving the page (Esc) comes back to it."""

        def both() -> None:
            open_pause_menu(app, session, saved)
            show()

        return both

    choices = [
        (N_("Resume"), lambda: None, "good"),
        (N_("Save as…"), save, "primary"),
        (N_("Rules"), over_menu(lambda: app.nav.rules(session.spec.id)), "primary"),
        (N_("Settings"), over_menu(app.nav.settings), "primary"),
        (N_("Main menu"), leave, "secondary"),
        (N_("Quit"), app.quit, "danger"),
    ]
    labels = [label for label, _action, _style in choices]

    def words(menu: Overlay) -> None:
        menu.title = _("Paused")
        for button, label in zip(menu.buttons, labels, strict=True):
            button.label = _(label)

    menu = Overlay(app, "", "", choices, vertical=True, width=440, cancel_index=0)
    menu.words = words
    words(menu)
    app.manager.push(menu)


def save_game_as(
    app: Host,
    session: GameSession,
    name: str,
    saved: Callable[[str], None],
    replace: bool = False,
) -> None:
    """Save the game under ``name``; ask before replacing, say why when refused."""
    try:
        path = save_as(session, name, replace=replace)
    except FileExistsError:
        shown = normalise_save_name(name)
        question = confirm(
            app,
            _("Replace the saved game?"),
            _("A saved game called “{name}” already exists. Replace it with this game?").format(
                name=shown
            ),
            lambda: save_game_as(app, session, name, saved, replace=True),
            yes=_("Replace"),
            danger=True,
        )
        question.initial_focus = 1  # Enter keeps the other save; replacing takes a choice
        app.manager.push(question)
        return
    except GameError as exc:  # a name the save-name rule refuses
        app.manager.push(message(app, _("Not saved"), str(exc)))
        return
    except OSError as exc:
        reason = _("The game could not be saved: {reason}").format(reason=exc.strerror or exc)
        app.manager.push(message(app, _("Not saved"), reason))
        return
    saved(path.stem)
