"""Rating a review's decisions on several cores: a small process pool, results in order.

Each decision's search is seeded from the record's seed and its step alone
(:func:`game.review.run.rate_decision`), so the decisions are independent: rating them
in parallel gives exactly the review rated one by one. :func:`rated_in_order` hands the
decisions back in the order of the points, as soon as each one and all before it are
done, so a caller can show rows as they come and a progress bar for the rest.

Only for headless callers (the CLI, benchmarks): the app rates through its own worker
(:mod:`scenes.table.jobs`). A pool that cannot start falls back to rating in this
process, one decision after another.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from game.review.report import Decision

#: ``rate(point)``: one decision rated (a module-level function's partial, picklable).
RateFn = Callable[..., Decision]

#: The most worker processes a review uses (this machine's cores, at most this many).
MAX_WORKERS = 2


def default_workers() -> int:
    """How many processes a review should use here: the cores, at most :data:`MAX_WORKERS`."""
    return max(1, min(MAX_WORKERS, os.cpu_count() or 1))


def _ignore_interrupt() -> None:
    """Worker initializer: Ctrl+C is the parent's to handle (it stops the workers)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _pool(workers: int) -> ProcessPoolExecutor | None:
    """A process pool of ``workers`` (fork where there is one: no re-import), or None."""
    methods = multiprocessing.get_all_start_methods()
    method = "fork" if "fork" in methods else "spawn"
    try:
        return ProcessPoolExecutor(
            workers,
            mp_context=multiprocessing.get_context(method),
            initializer=_ignore_interrupt,
        )
    except (OSError, RuntimeError, ValueError, NotImplementedError):
        return None


def _stop(pool: ProcessPoolExecutor, finished: bool) -> None:
    """Shut ``pool`` down; unless every decision was handed back (cancelled, an error,
    Ctrl+C), its workers are ended at once rather than left to finish their searches."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    if not finished:
        for process in processes:
            process.terminate()


def rated_in_order(
    rate: RateFn,
    points: Sequence[object],
    workers: int,
    cancel: Callable[[], bool] | None = None,
) -> Iterator[Decision]:
    """``rate(point)`` for every point, in order; on ``workers`` processes when more than
    one and there are several points. ``cancel()`` is checked before each result is
    handed back; when it says stop the pool is shut down (pending decisions dropped) and
    the iterator ends early (the caller raises)."""
    pool = _pool(workers) if workers > 1 and len(points) > 1 else None
    if pool is None:
        for point in points:
            if cancel is not None and cancel():
                return
            yield rate(point)
        return
    finished = False
    try:
        futures: list[Future[Decision]] = [pool.submit(rate, point) for point in points]
        for index, future in enumerate(futures):
            if cancel is not None and cancel():
                return
            try:
                yield future.result()
            except BrokenProcessPool:  # a worker died: finish here, one by one
                _stop(pool, False)
                for point in points[index:]:
                    if cancel is not None and cancel():
                        return
                    yield rate(point)
                return
        finished = True
    finally:
        _stop(pool, finished)
