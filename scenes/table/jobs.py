"""Long computations other than bot moves (coach hints, post-game reviews) off the
drawing thread, in the same worker the bots use.

:func:`start_job` runs ``fn(*args)`` (a module-level function with picklable arguments)
in the app's :class:`~scenes.table.bot_runner.BotProcess` when it has one, so the search
runs on another core and never holds the interpreter lock the drawing thread needs; on a
thread when processes are unavailable (or the pool broke); inline with ``sync`` (tests and
headless rendering: deterministic, no threads). The caller polls :meth:`Job.done` once a
frame and reads :meth:`Job.result`; nothing here blocks the frame.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Generic, TypeVar

from typing_extensions import TypeVarTuple, Unpack

from game.contract import State
from game.review import Decision, Hint, hint
from game.review.run import DecisionPoint, rate_decision
from scenes.table.bot_runner import BotProcess

T = TypeVar("T")
#: The arguments of a job's function.
Args = TypeVarTuple("Args")

_THREADS: ThreadPoolExecutor | None = None


def _thread_pool() -> ThreadPoolExecutor:
    global _THREADS
    if _THREADS is None:
        _THREADS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="job")
    return _THREADS


class Job(Generic[T]):
    """One computation in flight. ``cancel()`` forgets it (a running one finishes in the
    background and its answer is dropped)."""

    def __init__(self, future: Future[T], retry: Callable[[], Future[T]] | None) -> None:
        self._future: Future[T] | None = future
        self._retry = retry

    def done(self) -> bool:
        """True once the answer (or the error) is there; False after ``cancel``."""
        future = self._future
        if future is None or not future.done():
            return False
        if self._retry is not None and isinstance(future.exception(), BrokenProcessPool):
            # The worker process died: compute it again on a thread, from the same inputs.
            self._future, self._retry = self._retry(), None
            return False
        return True

    def result(self) -> T:
        """The answer (re-raises the computation's exception). Only after ``done()``."""
        assert self._future is not None and self._future.done()
        return self._future.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None

    @property
    def cancelled(self) -> bool:
        return self._future is None


def start_job(
    fn: Callable[[Unpack[Args]], T],
    *args: Unpack[Args],
    process: BotProcess | None,
    sync: bool = False,
) -> Job[T]:
    """Start ``fn(*args)``: inline with ``sync``, else in ``process`` (or a thread)."""
    if sync:
        future: Future[T] = Future()
        try:
            future.set_result(fn(*args))
        except Exception as exc:  # handed to the caller through result()
            future.set_exception(exc)
        return Job(future, None)

    def on_thread() -> Future[T]:
        return _thread_pool().submit(fn, *args)

    if process is None or process.executor() is None:
        return Job(on_thread(), None)

    def after_break() -> Future[T]:
        assert process is not None
        process.broken()  # later jobs and bot moves go to a thread as well
        return on_thread()

    pool = process.executor()
    assert pool is not None
    try:
        return Job(pool.submit(fn, *args), after_break)
    except (BrokenProcessPool, RuntimeError, OSError):
        return Job(after_break(), None)


# Work done in the worker (module-level, no pygame: the worker process imports this module).


def coach_hint(game_id: str, state: State, seed: int, ply: int, iterations: int | None) -> Hint:
    """The hint for the seat to move (see :func:`game.review.hint`)."""
    return hint(game_id, state, seed=seed, ply=ply, iterations=iterations)


def rate_point(game_id: str, point: DecisionPoint, seed: int, iterations: int | None) -> Decision:
    """One decision of a review rated (see :func:`game.review.run.rate_decision`)."""
    return rate_decision(game_id, point, seed, iterations)
