"""Atomic file writes and the user data folder.

Writes go to a temporary file in the target folder, are flushed and fsynced, then renamed
over the target, so a crash or a killed process leaves either the old file or the new one,
never a torn file.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

APP_NAME = "play-or-pay"


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically; create parent folders."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    if hasattr(os, "O_DIRECTORY"):
        try:
            dir_fd = os.open(target.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(dir_fd)
        except OSError:
            pass
        finally:
            os.close(dir_fd)


def user_data_dir() -> Path:
    """The per-user folder for saves, the autosave and settings.

    ``PLAY_OR_PAY_HOME`` overrides it (tests and portable installs use that).
    """
    override = os.environ.get("PLAY_OR_PAY_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)
