"""The app's worker processes for work that would hold the interpreter lock the drawing
thread needs (bot decisions, searches), started on first use and shared by every scene.

The pool has up to :data:`WORKERS` processes (the second one started only when two jobs
wait at once, as a review's decisions do), so a review uses both cores of a two-core
machine while a bot's move needs only one. What runs there is decided by the caller (a
module-level function and plain values, as the spawn start method needs); ``warm_up`` (a
module-level function) is run in the new process first, so the first real request does
not wait for imports. The workers exit by themselves as soon as the app's process is
gone (even killed).

Under Wine (and Proton) the work runs in-process on a thread instead: Wine 8's
message-mode pipes mishandle zero-length messages, and a ``ProcessPoolExecutor`` wakes its
manager thread with exactly those, so two submits less than a few milliseconds apart (a
bot's first move right after the warm-up, a review's decisions) are never delivered and
the pool hangs for good. Real Windows is not affected and keeps the worker process.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor

from game.parent_watch import exit_with_parent
from scenes.core.wine import wine_version

#: The most worker processes: two, or one on a single-core machine.
WORKERS = max(1, min(2, os.cpu_count() or 1))


class BotProcess:
    """One worker process, started on first use (``warm_up`` submitted first) and shared
    by every scene; after a failure it stays off and callers use a thread instead. Under
    Wine it is off from the start (:attr:`in_process_reason` says why)."""

    def __init__(self, warm_up: Callable[[], object] | None = None) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self._warm_up = warm_up
        self.failed = False
        wine = wine_version()
        #: Why the work runs in this process on a thread by design (None: in a worker).
        self.in_process_reason = f"Wine {wine}" if wine else None

    def describe(self) -> str:
        """Where the work runs, for the self-test's report: "separate process",
        "in-process (Wine 8.0)" or "in-process (the worker process failed)"."""
        if self.in_process_reason:
            return f"in-process ({self.in_process_reason})"
        return "in-process (the worker process failed)" if self.failed else "separate process"

    def executor(self) -> Executor | None:
        """The process pool, or None if processes are unavailable here (or under Wine)."""
        if self.failed or self.in_process_reason:
            return None
        if self._executor is None:
            try:
                context = multiprocessing.get_context("spawn")
                self._executor = ProcessPoolExecutor(
                    max_workers=WORKERS, mp_context=context, initializer=exit_with_parent
                )
                if self._warm_up is not None:
                    self._executor.submit(self._warm_up)
            except (OSError, RuntimeError, ValueError):
                self.failed = True
                return None
        return self._executor

    def worker_pids(self) -> list[int]:
        """Process ids of the running worker processes (none before first use)."""
        if self._executor is None:
            return []
        processes = getattr(self._executor, "_processes", None) or {}
        return [int(pid) for pid in processes]

    def broken(self) -> None:
        """Give up on processes after a failure (later decisions use a thread)."""
        self.failed = True
        self.shutdown()

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
