"""What the app says when it cannot start on its data folder (before any window opens).

One line on stderr (English, as the terminal is) and, with a real display (never with
the dummy driver), a message box in the language the app would use (``--lang``, else
the setting) that says what to do. Used by :mod:`scenes.main` for a data folder another
copy holds and for one the app cannot use (read-only, or a ``.lock`` that is a link or
a folder: :class:`game.instance_lock.LockPathError`).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path

from game.instance_lock import LockPathError
from game.text import clean
from scenes.core.i18n import N_

CANNOT_USE = 2
CANNOT_USE_TITLE = N_("Play or Pay cannot use its data folder")
CANNOT_USE_TEXT = N_(
    "Play or Pay cannot use its data folder {folder}. {path}: {problem}. "
    "Put that right (or set PLAY_OR_PAY_HOME to another folder), then start Play or Pay again."
)
NOT_WRITABLE = N_("it cannot be written to ({reason}): make it writable")


#: A message id and the values to fill it with.
Message = tuple[str, dict[str, str]]


def tell(title: str, text: Message, lang: str | None, parts: dict[str, Message]) -> None:
    """``text`` on stderr in English and, with a real display, in a message box titled
    ``title`` in the app's language; each of ``parts`` (a message of its own, translated
    too) fills the placeholder of its name."""

    def words(message: Message, say: Callable[[str], str]) -> str:
        return say(message[0]).format(**message[1])

    english = {key: words(part, str) for key, part in parts.items()}
    print(
        f"play-or-pay: {clean(words((text[0], {**text[1], **english}), str), 600)}", file=sys.stderr
    )
    if os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return
    try:
        import pygame

        from scenes.core import i18n
        from scenes.core.saves import read_settings

        choice = lang or read_settings()[0].language
        i18n.activate(i18n.resolve(choice, i18n.system_languages()))
        shown = {key: words(part, i18n.gettext) for key, part in parts.items()}
        message = words((text[0], {**text[1], **shown}), i18n.gettext)
        pygame.display.message_box(i18n.gettext(title), message, "error")
    except Exception:  # no display, or an old pygame: stderr has said it
        pass


def tell_cannot_use(folder: Path, problem: OSError | LockPathError, lang: str | None) -> int:
    """Say why the data folder ``folder`` cannot be used and what to do; the exit status."""
    what: Message
    if isinstance(problem, LockPathError):
        path, what = problem.path, (problem.what, {})
    else:
        reason = clean(problem.strerror or str(problem), 80)
        path, what = Path(problem.filename or folder), (NOT_WRITABLE, {"reason": reason})
    values = {"folder": clean(str(folder), 200), "path": clean(str(path), 200)}
    tell(CANNOT_USE_TITLE, (CANNOT_USE_TEXT, values), lang, {"problem": what})
    return CANNOT_USE
