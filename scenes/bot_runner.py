"""Bot decisions off the main thread, so the window keeps drawing while a bot thinks.

The table asks for a decision with :meth:`BotRunner.request` and polls
:meth:`BotRunner.poll` once per frame. A bot's move depends only on (view, legal actions,
generator), which are immutable values handed over, so running it on a worker thread is
safe and gives the same move as running it inline. ``sync=True`` runs decisions inline
(tests and headless rendering: deterministic, no threads).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.bots import Bot
from game.contract import Action
from game.rng import Rng

# Let the main thread get the interpreter back quickly while a bot computes.
SWITCH_INTERVAL = 0.001


def _decide(
    bot: Bot, view: Any, legal: Sequence[Action], rng: Rng
) -> tuple[Action | None, str | None]:
    try:
        action = bot.choose(view, legal, rng)
    except Exception:  # a broken bot must not take the app down
        return None, traceback.format_exc(limit=3)
    if action not in legal:
        return None, f"the {bot.level} bot chose an illegal action {action!r}"
    return action, None


class BotRunner:
    """One decision at a time, tagged with a key (the move number) to drop stale answers."""

    def __init__(self, sync: bool = False) -> None:
        self.sync = sync
        self._executor: ThreadPoolExecutor | None = None
        self._future: Future[tuple[Action | None, str | None]] | None = None
        self._key: object = None
        self._ready: tuple[object, Action | None, str | None] | None = None
        if not sync and sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)

    @property
    def busy(self) -> bool:
        """True while a decision is being computed or waits to be collected."""
        return self._future is not None or self._ready is not None

    @property
    def key(self) -> object:
        return self._key

    def request(self, key: object, bot: Bot, view: Any, legal: Sequence[Action], rng: Rng) -> None:
        """Start deciding (replaces any pending decision)."""
        self.cancel()
        self._key = key
        if self.sync:
            action, error = _decide(bot, view, legal, rng)
            self._ready = (key, action, error)
            return
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        self._future = self._executor.submit(_decide, bot, view, legal, rng)

    def poll(self) -> tuple[object, Action | None, str | None] | None:
        """(key, action, error) once the decision is ready, else None. ``action`` is None
        when the bot failed (``error`` says why)."""
        if self._ready is not None:
            ready, self._ready = self._ready, None
            return ready
        if self._future is not None and self._future.done():
            action, error = self._future.result()
            self._future = None
            return self._key, action, error
        return None

    def cancel(self) -> None:
        """Forget the pending decision (a running one finishes in the background)."""
        self._future = None
        self._ready = None

    def shutdown(self) -> None:
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
