"""Progress of a long computation in another process, through a small file (no pygame).

The app's worker process (:mod:`scenes.core.bot_process`) runs module-level functions
with picklable arguments, so it cannot call back into the window. :func:`run_reporting`
runs there instead: it calls ``fn(*args, progress=report)``, and ``report(fraction)``
writes the fraction (whole percents, only when they change) to a file, replaced
atomically (:func:`game.storage.atomic_write_text`); the window reads it once a frame
through the one strict reader (:class:`ProgressFile`). The file lives in the data
folder's own temporary folder (:func:`game.storage.temp_folder`, never the system's) and
is named like every temporary file of the app, so one left by a killed app is removed at
the next start (:func:`scenes.core.saves.tidy_data_folder`); the window removes it when
it is done with it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from game.errors import DataFileError
from game.safe_json import read_json_file
from game.storage import (
    TEMP_PREFIX,
    TEMP_SUFFIX,
    atomic_write_text,
    temp_folder,
    user_data_dir,
)

#: What the reporting function returns.
R = TypeVar("R")

#: The file holds one whole number.
MAX_BYTES = 16


def _writer(path: str) -> Callable[[float], None]:
    """``report(fraction)``: write the whole percent to ``path`` when it changes (write
    errors are ignored: progress is a courtesy)."""
    last = [-1]

    def report(fraction: float) -> None:
        percent = max(0, min(100, int(fraction * 100)))
        if percent == last[0]:
            return
        last[0] = percent
        with contextlib.suppress(OSError):
            atomic_write_text(path, str(percent), temp_dir=Path(path).parent)

    return report


def run_reporting(fn: Callable[..., R], path: str, *args: object) -> R:
    """``fn(*args, progress=report)`` with ``report`` writing to ``path`` (see above)."""
    return fn(*args, progress=_writer(path))


class ProgressFile:
    """A fresh progress file for one computation; :meth:`percent` reads it."""

    def __init__(self) -> None:
        folder = temp_folder(user_data_dir())
        folder.mkdir(parents=True, exist_ok=True)
        prefix = f"{TEMP_PREFIX}{os.getpid()}-"
        handle, name = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=folder)
        os.close(handle)
        self.path = name

    def percent(self) -> int:
        """The last whole percent written (0 before the first, or if unreadable)."""
        with contextlib.suppress(DataFileError):
            value = read_json_file(self.path, MAX_BYTES)
            if isinstance(value, int) and not isinstance(value, bool):
                return max(0, min(100, value))
        return 0

    def remove(self) -> None:
        """Delete the file (a missing one is fine)."""
        with contextlib.suppress(OSError):
            Path(self.path).unlink()
