"""Long background work in a worker process of its own, which Quit ends at once.

The work (a module-level function and picklable arguments, as the spawn start method
needs) hands its results over through files in the data folder, never through a pipe,
so :meth:`BackgroundProcess.close` may terminate it at any moment: whatever it had not
finished is done again by the next start (the work must be written that way, e.g.
:func:`game.daily.pending.finish_pending`). A worker also ends by itself as soon as the
app's process is gone (the function's own business, e.g. a parent watch).

Where processes cannot be started the work runs on a daemon thread instead (the
interpreter does not wait for it at exit). ``enabled=False`` (headless tests, which
decide everything inline) starts nothing.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.process import BaseProcess

from typing_extensions import TypeVarTuple, Unpack

#: The arguments of the worker's function.
Args = TypeVarTuple("Args")

#: How long :meth:`BackgroundProcess.close` waits for a terminated worker (seconds).
TERMINATE_WAIT = 0.5


class BackgroundProcess:
    """At most one worker at a time (see the module docstring)."""

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._process: BaseProcess | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """True while the worker runs."""
        if self._process is not None and self._process.is_alive():
            return True
        return self._thread is not None and self._thread.is_alive()

    def pid(self) -> int | None:
        """The worker process's id while it runs (None on a thread or when idle)."""
        process = self._process
        return process.pid if process is not None and process.is_alive() else None

    def start(self, fn: Callable[[Unpack[Args]], object], *args: Unpack[Args]) -> bool:
        """Run ``fn(*args)`` in a new worker unless one runs already (or the object is
        disabled); True if it started."""
        if not self.enabled or self.running:
            return False
        self._reap()
        try:
            context = multiprocessing.get_context("spawn")
            process = context.Process(target=fn, args=args, name="background", daemon=True)
            process.start()
        except (OSError, RuntimeError, ValueError):
            self._thread = threading.Thread(target=fn, args=args, name="background", daemon=True)
            self._thread.start()
            return True
        self._process = process
        return True

    def _reap(self) -> None:
        """Forget (and reap) a worker that has ended."""
        if self._process is not None and not self._process.is_alive():
            self._process.join(0)
            self._process = None
        if self._thread is not None and not self._thread.is_alive():
            self._thread = None

    def close(self) -> None:
        """End the worker now (terminate, then kill if it does not go); its unfinished
        work stays for the next start. Nothing else is started afterwards."""
        self.enabled = False
        process, self._process = self._process, None
        if process is None:
            return
        if process.is_alive():
            process.terminate()
            process.join(TERMINATE_WAIT)
        if process.is_alive():
            process.kill()
            process.join(TERMINATE_WAIT)
