"""One running app per data folder: an operating-system lock on ``<data folder>/.lock``.

The lock is taken with ``flock`` (POSIX) or ``msvcrt.locking`` (Windows) on an open
file, so the operating system releases it when the process ends in any way, a crash or
a SIGKILL included: there is never a stale lock to clear by hand. The file itself stays
(it holds the id of the last process that took it, for a person reading the folder) and
is never read by the app. The lock's descriptor is not inherited by child processes.

Only the window app takes the lock; the command line tools (``python -m game``) never
write the autosave, the saves or the settings, so they run beside it.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

LOCK_NAME = ".lock"


class InstanceLock:
    """A held lock on a data folder; :meth:`release` (or the end of the process) frees it."""

    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = folder
        self._fd: int | None = fd

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Free the lock (closing the file frees it; calling twice is harmless)."""
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None


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


def acquire(folder: Path) -> InstanceLock | None:
    """Lock ``folder`` for this process: the lock, or None if another process holds it.

    OSError if the lock file cannot be made or opened at all (a read-only folder, a
    link or folder in its place); the caller decides what to do then.
    """
    folder.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(folder / LOCK_NAME, flags, 0o600)
    try:
        os.set_inheritable(fd, False)
        if not _lock(fd):
            os.close(fd)
            return None
        if hasattr(os, "pwrite"):  # POSIX: note who holds it (Windows locks the byte)
            with contextlib.suppress(OSError):
                os.ftruncate(fd, 0)
                os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise
    return InstanceLock(folder, fd)
