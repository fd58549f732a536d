""" "Save record" on the results: give a finished game a name.

Every finished game is already kept in ``records/`` (:mod:`game.kept`); this keeps a
copy under a name the player chooses (the default: the game and the date, as "Save
as" offers), listed by Load and Replays under that name.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import GameError
from game.savename import save_name_problem
from scenes.core.dialogs import SaveAsDialog, message
from scenes.core.i18n import _
from scenes.core.saves import default_save_name, save_as

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession


def name_game(app: Host, session: GameSession, done: Callable[[Path], None]) -> None:
    """Ask a name, then save the game under it (``done(path)``); a name in use or a
    failed write gets a message and nothing is replaced."""

    def keep(name: str) -> None:
        try:
            path = save_as(session, name)
        except FileExistsError:
            text = _("A saved game is called “{name}”: choose another name.").format(name=name)
            app.manager.push(message(app, _("Not saved"), text))
            return
        except (GameError, OSError) as exc:
            reason = getattr(exc, "strerror", None) or exc
            text = _("The record could not be saved: {reason}").format(reason=reason)
            app.manager.push(message(app, _("Not saved"), text))
            return
        done(path)

    note = _("The game is kept in your records already; a name finds it quickly.")
    title = _("Name this game")
    default = default_save_name(session.spec.name)
    app.manager.push(SaveAsDialog(app, default, keep, title, note, check=save_name_problem))
