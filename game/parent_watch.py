"""Worker processes that end with the app: no worker outlives the process that started it.

Both the app's bot workers (:mod:`scenes.core.bot_process`) and the daily's background
duplicate (:mod:`game.daily.pending`) run :func:`exit_with_parent` first.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import threading


def exit_with_parent() -> None:
    """In a worker process: a daemon thread waits for the parent process to end (its
    sentinel becomes ready when the parent exits or is killed) and ends this worker at
    once. Does nothing in a process that has no multiprocessing parent."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()
