"""One running app per data folder: an operating-system lock that cannot be swapped away.

The lock is taken with ``flock`` (POSIX) or ``msvcrt.locking`` (Windows) on open files, so
the operating system releases it when the process ends in any way, a crash or a SIGKILL
included: there is never a stale lock to clear by hand.

* On POSIX the data folder itself is locked (its open descriptor), and so is
  ``<data folder>/.lock`` (which earlier versions lock). Deleting, renaming or replacing
  ``.lock`` (a clean-up tool, a sync client) cannot let a second copy in: the folder's
  lock stays. ``.lock`` holds the id of the last process that took it, for a person
  reading the folder; the app never reads it.
* On Windows ``.lock`` is locked; a file held open there cannot be deleted or renamed,
  nor can the folder holding it (so the check below has nothing to compare there: file
  ids from ``stat`` and ``fstat`` need not agree on every Windows file system).

:meth:`InstanceLock.check` (called before every write, see
:func:`game.storage.atomic_write_text`) makes sure the data folder's path and ``.lock``
still name what is locked (``st_dev``/``st_ino`` of the path against ``fstat`` of the
descriptor), taking a replaced ``.lock`` again when it can; if another copy holds the
folder by then, the write is refused (:class:`LockLost`) and nothing is written.

A ``.lock`` that is a link, a folder or anything but a regular file is never followed or
used: :class:`LockPathError` names it. The descriptors are not inherited by child
processes. Only the window app takes the lock; the command line tools
(``python -m game``) never write the autosave, the saves or the settings.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import sys
from pathlib import Path

from game.errors import GameError
from game.text import N_, clean

LOCK_NAME = ".lock"
_OPEN = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)


class LockPathError(GameError):
    """``.lock`` is a link, a folder or another non-regular file (``what``, a message
    id for :func:`game.text.N_`, says which; ``path`` is it)."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(f"{clean(str(path), 200)}: {what}")
        self.path = path
        self.what = what


class LockLost(OSError):
    """The data folder is no longer this process's: nothing may be written to it."""


LINK = N_("it is a link, not Play or Pay's lock file: remove it")
FOLDER = N_("it is a folder, not Play or Pay's lock file: move it away")
OTHER = N_("it is not a regular file: remove it")


def _check_lock_path(path: Path) -> None:
    """LockPathError if ``path`` exists and is not a regular file (never followed)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if stat.S_ISLNK(mode):
        raise LockPathError(path, LINK)
    if stat.S_ISDIR(mode):
        raise LockPathError(path, FOLDER)
    if not stat.S_ISREG(mode):
        raise LockPathError(path, OTHER)


def _lock(fd: int) -> bool:
    """Take the exclusive lock on ``fd`` without waiting; False if another holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # BlockingIOError: held by another process
        return False
    return True


def _same(path: Path, fd: int) -> bool:
    """True if ``path`` (not followed) names the file open as ``fd``."""
    try:
        named, held = os.lstat(path), os.fstat(fd)
    except OSError:
        return False
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _close(fd: int | None) -> None:
    if fd is not None:
        with contextlib.suppress(OSError):
            os.close(fd)


def _open_lock_file(folder: Path) -> int | None:
    """``.lock`` opened and locked: its descriptor, or None if another process holds
    it. LockPathError if it is not a regular file; OSError if it cannot be made."""
    path = folder / LOCK_NAME
    _check_lock_path(path)
    try:
        fd = os.open(path, _OPEN, 0o600)
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EISDIR, errno.EMLINK):
            _check_lock_path(path)  # a link or folder put there meanwhile
        raise
    try:
        os.set_inheritable(fd, False)
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise LockPathError(path, OTHER)
        if not _lock(fd):
            _close(fd)
            return None
        if hasattr(os, "pwrite"):  # POSIX: note who holds it (Windows locks the byte)
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    except BaseException:
        _close(fd)
        raise
    return fd


def _open_folder(folder: Path) -> int | None:
    """POSIX: the data folder opened and locked (None if another process holds it);
    Windows: -1, nothing to lock (``.lock`` cannot be swapped away there)."""
    if sys.platform == "win32" or not hasattr(os, "O_DIRECTORY"):
        return -1
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | getattr(os, "O_CLOEXEC", 0))
    os.set_inheritable(fd, False)
    if not _lock(fd):
        _close(fd)
        return None
    return fd


#: The locks this process holds, by id: :func:`check_write` asks each that covers a path.
_HELD: dict[int, InstanceLock] = {}


def check_write(target: Path) -> None:
    """Before writing ``target``: LockLost if it lies in a data folder this process
    locked and the lock no longer holds that folder (see :meth:`InstanceLock.check`)."""
    if not _HELD:
        return
    where = os.path.abspath(target)
    for lock in list(_HELD.values()):
        root = os.path.abspath(lock.folder)
        if where == root or where.startswith(root.rstrip(os.sep) + os.sep):
            lock.check()


class InstanceLock:
    """A held lock on a data folder; :meth:`release` (or the end of the process) frees
    it, :meth:`check` makes sure it still holds the folder at its path."""

    def __init__(self, folder: Path, fd: int, folder_fd: int | None = None) -> None:
        self.folder = folder
        self._fd: int | None = fd
        self._folder_fd = folder_fd
        _HELD[id(self)] = self

    @property
    def held(self) -> bool:
        return self._fd is not None

    def check(self) -> None:
        """Return if this process still holds the data folder at its path, else raise
        :class:`LockLost`. A ``.lock`` deleted or replaced meanwhile is made and locked
        again while the folder's own lock keeps others out."""
        if self._fd is None:
            raise LockLost(errno.ENOLCK, "the data folder's lock was released")
        if self._folder_fd is None:  # Windows: a file held open cannot be swapped away
            return
        if self._folder_fd is not None and not _same(self.folder, self._folder_fd):
            raise LockLost(errno.ENOLCK, "the data folder was moved or replaced")
        if _same(self.folder / LOCK_NAME, self._fd):
            return
        fd: int | None = None
        with contextlib.suppress(OSError, GameError):
            fd = _open_lock_file(self.folder)
        if fd is None:
            raise LockLost(errno.ENOLCK, "another copy of Play or Pay uses the data folder")
        _close(self._fd)
        self._fd = fd

    def release(self) -> None:
        """Free the lock (closing the files frees it; calling twice is harmless)."""
        _HELD.pop(id(self), None)
        _close(self._fd)
        _close(self._folder_fd)
        self._fd = self._folder_fd = None


def acquire(folder: Path) -> InstanceLock | None:
    """Lock ``folder`` for this process: the lock, or None if another process holds it.

    LockPathError if ``.lock`` is a link, a folder or another non-regular file; OSError
    if the folder or the lock file cannot be made or opened (a read-only folder); the
    caller decides what to do then.
    """
    folder.mkdir(parents=True, exist_ok=True)
    folder_fd = _open_folder(folder)
    if folder_fd is None:
        return None
    try:
        fd = _open_lock_file(folder)
    except BaseException:
        _close(folder_fd if folder_fd >= 0 else None)
        raise
    if fd is None:
        _close(folder_fd if folder_fd >= 0 else None)
        return None
    return InstanceLock(folder, fd, folder_fd if folder_fd >= 0 else None)
