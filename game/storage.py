"""Atomic file writes and the user data folder.

Writes go to a temporary file in the target folder, are flushed and fsynced, then renamed
over the target, so a crash or a killed process leaves either the old file or the new one,
never a torn file. A failed write removes its temporary file; a killed one cannot, and
:func:`remove_stale_temp_files` clears those (the app calls it at start-up for every
folder it writes to).

Temporary files are named ``.play-or-pay-<pid>-<random>.tmp`` (``TEMP_PREFIX``, the
writer's process id, eight random characters): only names of that exact shape are ever
removed, so a file the app did not make is never touched.
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

from game.instance_lock import check_write

APP_NAME = "play-or-pay"
TEMP_PREFIX = ".play-or-pay-"
TEMP_SUFFIX = ".tmp"
#: The data folder's own temporary folder (:func:`temp_folder`).
TEMP_FOLDER = "tmp"
#: A temporary file older than this (seconds) belongs to a write that was killed, even
#: if a process with its writer's id is running (ids are reused).
STALE_SECONDS = 30.0
_TEMP_NAME = re.compile(r"\.play-or-pay-([0-9]{1,10})-[a-z0-9_]{8}\.tmp")
#: Names earlier versions gave the temporary files of the data folder's own files.
_LEGACY_TEMP_NAME = re.compile(r"\.(?:autosave|settings|last_setup)\.json\.[a-z0-9_]{8}\.tmp")


def temp_folder(root: Path) -> Path:
    """The data folder ``root``'s own temporary folder (made when first written to;
    :func:`remove_stale_temp_files` tidies it at start-up, see :func:`data_folders`)."""
    return root / TEMP_FOLDER


def atomic_write_text(
    path: str | os.PathLike[str],
    text: str,
    *,
    overwrite: bool = True,
    temp_dir: Path | None = None,
) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically; create parent folders.

    The temporary file is made in ``temp_dir`` (a data folder's :func:`temp_folder`,
    on the same file system) if given, else beside ``path``. With ``overwrite=False``
    an existing file is never replaced: FileExistsError, and nothing is written. Text
    that cannot be encoded (a lone surrogate) raises UnicodeEncodeError before anything
    is written; no temporary file is left behind. In a data folder whose lock this
    process holds, :class:`game.instance_lock.LockLost` (an OSError) if the lock no
    longer holds it, and nothing is written.
    """
    target = Path(path)
    data = text.encode("utf-8")
    check_write(target)  # LockLost if another copy of the app took the data folder
    target.parent.mkdir(parents=True, exist_ok=True)
    where = target.parent if temp_dir is None else temp_dir
    where.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f"{TEMP_PREFIX}{os.getpid()}-", suffix=TEMP_SUFFIX, dir=where
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


def _writer_gone(pid: int) -> bool:
    """True if no process with id ``pid`` runs (only known on POSIX; else False). A
    zombie has ended (it is only waiting to be reaped, which an orphan's new parent may
    take a second or more to do) and counts as gone."""
    if os.name != "posix" or pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except (OSError, OverflowError):
        return False
    return _zombie(pid)


def _zombie(pid: int) -> bool:
    """True if process ``pid`` has ended but is not reaped yet (Linux's /proc; else False)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="ascii", errors="replace")
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[:1] == ["Z"]


def _inside(folder: Path, root: Path) -> bool:
    """True if ``folder`` is ``root`` or lies in it, with no link on the way out."""
    try:
        if folder != root and os.path.islink(folder):
            return False
        real, base = os.path.realpath(folder), os.path.realpath(root)
    except (OSError, ValueError):
        return False
    return real == base or real.startswith(base.rstrip(os.sep) + os.sep)


def remove_stale_temp_files(
    folder: Path, older_than: float = STALE_SECONDS, *, root: Path | None = None
) -> list[Path]:
    """Delete temporary files that :func:`atomic_write_text` left in ``folder`` when a
    write was killed: names of the exact shape ``.play-or-pay-<pid>-<random>.tmp``
    (and the three legacy names of the data folder's own files), regular files only
    (never a link), whose writer process is gone or which were last changed over
    ``older_than`` seconds ago (so a write in flight in another running copy is never
    touched). With ``root`` given, nothing is done unless ``folder`` lies inside
    ``root`` without passing through a link. Returns what was removed; anything that
    cannot be removed is left alone."""
    removed: list[Path] = []
    if root is not None and not _inside(folder, root):
        return removed
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMP_NAME.fullmatch(entry.name)
        if match is None and not _LEGACY_TEMP_NAME.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            gone = match is not None and _writer_gone(int(match.group(1)))
            if stat.S_ISREG(info.st_mode) and (gone or now - info.st_mtime > older_than):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def data_folders() -> tuple[Path, ...]:
    """Every folder the app writes to, the data folder first: ``saves/``, ``reviews/``,
    ``records/`` (where earlier versions also kept reviews) and its temporary folder."""
    root = user_data_dir()
    return (root, root / "saves", root / "reviews", root / "records", temp_folder(root))


def user_data_dir() -> Path:
    """The per-user folder for saves, the autosave and settings.

    ``PLAY_OR_PAY_HOME`` overrides it (tests and portable installs use that).
    """
    override = os.environ.get("PLAY_OR_PAY_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)
