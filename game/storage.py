"""Atomic file writes and the user data folder.

Writes go to a temporary file in the target folder, are flushed and fsynced, then renamed
over the target, so a crash or a killed process leaves either the old file or the new one,
never a torn file. A killed write can leave its temporary file behind;
:func:`remove_stale_temp_files` clears those (the app calls it at start-up).
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

APP_NAME = "play-or-pay"
TEMP_SUFFIX = ".tmp"
#: A temporary file older than this (seconds) belongs to a write that was killed.
STALE_SECONDS = 30.0
_TEMP_NAME = re.compile(r"\..+\.[A-Za-z0-9_]+\.tmp", re.DOTALL)


def atomic_write_text(path: str | os.PathLike[str], text: str, *, overwrite: bool = True) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically; create parent folders.

    With ``overwrite=False`` an existing file is never replaced: FileExistsError, and
    nothing is written. Text that cannot be encoded (a lone surrogate) raises
    UnicodeEncodeError before anything is written; no temporary file is left behind.
    """
    target = Path(path)
    data = text.encode("utf-8")
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if overwrite:
            os.replace(tmp_name, target)
        else:
            _move_if_absent(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _sync_folder(target.parent)


def _move_if_absent(tmp_name: str, target: Path) -> None:
    """Rename ``tmp_name`` to ``target`` unless ``target`` exists (FileExistsError)."""
    try:
        os.link(tmp_name, target)  # atomic: fails if the target exists
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):  # no hard links here (FAT, some shares)
        if os.path.lexists(target):
            raise FileExistsError(errno.EEXIST, "file exists", str(target)) from None
        os.replace(tmp_name, target)
        return
    os.unlink(tmp_name)


def _sync_folder(folder: Path) -> None:
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        dir_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def remove_stale_temp_files(folder: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """Delete temporary files that :func:`atomic_write_text` left in ``folder`` when a
    write was killed (``.<name>.<random>.tmp``, last changed over ``older_than``
    seconds ago, so a write in flight in another running copy is never touched).
    Returns what was removed; anything that cannot be removed is left alone."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if not _TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def user_data_dir() -> Path:
    """The per-user folder for saves, the autosave and settings.

    ``PLAY_OR_PAY_HOME`` overrides it (tests and portable installs use that).
    """
    override = os.environ.get("PLAY_OR_PAY_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)
