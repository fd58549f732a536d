"""Asking the player's name: once at the first start, and from Settings to rename.

One field with a sensible default (the name typed at the last setup, else the
computer's login name, else "You"). At the first start the profile is made with the
default before the question shows, so closing it keeps the default: the name is asked
once. Renaming keeps the profile's id (:func:`scenes.core.profile.name_profile`).
"""

from __future__ import annotations

import getpass
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.text import seat_name
from scenes.core.dialogs import SaveAsDialog, message
from scenes.core.i18n import _
from scenes.core.last_setup import MAX_NAME, last_human_name
from scenes.core.phrases import DEFAULT_NAME, shown_name, stored_name
from scenes.core.profile import app_profile, name_profile

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host


def default_name() -> str:
    """The name offered first: the last setup's human name unless it is the default
    "You", else the login name (letters only, capitalised), else "You"."""
    last = last_human_name()
    if last != DEFAULT_NAME:
        return last
    try:
        login = getpass.getuser()
    except (OSError, KeyError, ImportError):
        login = ""
    login = seat_name(login)[:MAX_NAME]
    return login.capitalize() if login.isalpha() else DEFAULT_NAME


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be the player's name (None if it can)."""
    if len(name.strip()) > MAX_NAME:
        return _("At most {count} characters.").format(count=MAX_NAME)
    return None


def ask_name(app: Host, first: bool = False, then: Callable[[], None] | None = None) -> None:
    """Push the question of the player's name (``first``: the first start, the profile
    made at once with the default); ``then`` runs once a name is kept."""
    profile = app_profile()
    if profile is None or first:
        try:
            profile = profile or name_profile(default_name())
        except OSError:
            profile = None

    def keep(name: str) -> None:
        try:
            name_profile(stored_name(seat_name(name)))
        except OSError as exc:
            reason = exc.strerror or exc
            text = _("Your name could not be kept: {reason}").format(reason=reason)
            app.manager.push(message(app, _("Not kept"), text))
            return
        if then is not None:
            then()

    current = profile.name if profile is not None else default_name()
    note = _("Your statistics and daily deals follow this name. Settings can change it later.")
    dialog = SaveAsDialog(
        app,
        shown_name(current),
        keep,
        _("What is your name?") if first else _("Your name"),
        note,
        check=name_problem,
        action=_("OK"),
    )
    app.manager.push(dialog)
