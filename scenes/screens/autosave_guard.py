"""Starting a new game never silently replaces an unfinished autosaved one.

:func:`open_new_game` opens a new game's table at once when there is no unfinished
autosave; otherwise it first asks, naming the game in progress: keep it under Load (with
a name), discard it, or cancel. Once the player agrees, the new game's first autosave is
written at once, so Continue never brings back the game they gave up.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from game.errors import GameError
from game.kept import game_hash, keep_finished, may_write
from game.records import Record, load_record, save_record
from game.savename import save_name_problem
from game.storage import user_data_dir
from scenes.core.dialogs import Overlay, SaveAsDialog, message
from scenes.core.i18n import N_, _
from scenes.core.save_list import describe
from scenes.core.saves import (
    autosave_path,
    autosave_state,
    default_save_name,
    keep_autosave,
    write_autosave,
)
from scenes.screens.daily_data import daily_file

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession

#: The question's title (translated when asked).
TITLE = N_("A game is in progress")


def game_in_progress() -> tuple[str, str]:
    """(what, who) of the autosaved game, e.g. ("No Thanks! · round 2 of 3", "You, Bo")."""
    try:
        return describe(load_record(autosave_path()))
    except (GameError, OSError):
        return _("An autosaved game (it cannot be read)"), ""


def keep_finished_autosave() -> None:
    """Keep the finished autosave before a new game replaces it (a kill may have come
    between its last move's autosave and its keeping): a daily in its own file in
    ``records/`` (finished there now, or already), any other game by
    :func:`game.kept.keep_finished`; a daily is never kept a second time under another
    name. A failure leaves the autosave as the only copy, as before."""
    with contextlib.suppress(GameError, OSError, UnicodeError):
        record = load_record(autosave_path())
        copy = daily_file(record)
        if copy is not None and may_write(copy, record):
            save_record(copy, record)  # the try's own file, finished now
        elif copy is None or not _holds(copy, record):
            keep_finished(user_data_dir(), record)


def _holds(path: Path, record: Record) -> bool:
    """True if the file at ``path`` holds ``record``'s game (False if unreadable)."""
    try:
        return game_hash(load_record(path)) == game_hash(record)
    except (GameError, OSError):
        return False


def open_new_game(app: Host, session: GameSession) -> None:
    """Open ``session``'s table, asking first if an unfinished autosave would be lost (a
    finished one is kept in ``records/`` first, if a kill stopped that when it ended)."""
    state = autosave_state()
    if state == "finished":
        keep_finished_autosave()
    if state != "in play":
        app.nav.open_session(session)
        return
    what, who = game_in_progress()
    if who:
        text = _(
            "{game} — {players}. It is not finished, and a new game replaces its autosave."
        ).format(game=what, players=who)
    else:
        text = _("{game}. It is not finished, and a new game replaces its autosave.").format(
            game=what
        )

    def start() -> None:
        # On failure the table tries again after the first move, and reports it.
        with contextlib.suppress(OSError):
            write_autosave(session)
        app.nav.open_session(session)

    def keep(name: str) -> None:
        try:
            keep_autosave(name)
        except GameError as exc:  # a name the save-name rule refuses
            app.manager.push(message(app, _("Not kept"), str(exc)))
            return
        except OSError as exc:
            app.manager.push(
                message(
                    app,
                    _("Not kept"),
                    _("The game could not be kept: {reason}").format(reason=exc.strerror or exc),
                )
            )
            return
        start()

    def ask_name() -> None:
        default = default_save_name(what.split(" · ")[0])
        note = _("Load will list it under this name.")
        title = _("Keep it under Load as…")
        app.manager.push(SaveAsDialog(app, default, keep, title, note, check=save_name_problem))

    choices = [
        (_("Keep it under Load…"), ask_name, "primary"),
        (_("Discard it"), start, "danger"),
        (_("Cancel"), lambda: None, "secondary"),
    ]
    app.manager.push(Overlay(app, _(TITLE), text, choices, vertical=True, width=600))
