"""Bot decisions off the main thread, so the window keeps drawing while a bot thinks.

The table asks for a decision with :meth:`BotRunner.request` and polls
:meth:`BotRunner.poll` once per frame. A bot's move depends only on (view, legal actions,
generator), which are plain values handed over, so running it elsewhere gives the same
move as running it inline. Where it runs:

* ``sync=True``: inline (tests and headless rendering: deterministic, no threads);
* with a :class:`~scenes.core.bot_process.BotProcess` (the app owns one, made by
  :func:`bot_process`): in a separate worker process, so a hard
  bot's search runs on another core and never holds the interpreter lock the drawing
  thread needs; if the process cannot be started or dies, decisions fall back to a thread.
  The worker exits by itself as soon as the app's process is gone (even killed);
* otherwise on a worker thread.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Hashable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from typing_extensions import TypeVar

from game.bots import Bot
from game.contract import Action
from game.rng import Rng
from scenes.core.bot_process import BotProcess

__all__ = ["BotProcess", "BotRunner", "bot_process"]

# Let the main thread get the interpreter back quickly while a bot computes.
SWITCH_INTERVAL = 0.001


#: One game's view and action (a decision's bot, view and legal actions agree).
V = TypeVar("V")
A = TypeVar("A", bound=Hashable)


def _decide(bot: Bot[V, A], view: V, legal: Sequence[A], rng: Rng) -> tuple[A | None, str | None]:
    try:
        action = bot.choose(view, legal, rng)
    except Exception:  # a broken bot must not take the app down
        return None, traceback.format_exc(limit=3)
    if action not in legal:
        return None, f"the {bot.level} bot chose an illegal action {action!r}"
    return action, None


_WORKER_BOTS: dict[tuple[str, str], Bot] = {}


def _decide_by_level(
    game_id: str, level: str, view: object, legal: Sequence[Action], rng: Rng
) -> tuple[Action | None, str | None]:
    """In the worker process: make (once) the bot of this level and decide. Bots keep no
    state between decisions, so this is the same bot the table would have used."""
    from game.bots import make_bot

    key = (game_id, level)
    if key not in _WORKER_BOTS:
        _WORKER_BOTS[key] = make_bot(game_id, level)
    return _decide(_WORKER_BOTS[key], view, legal, rng)


def _warm_up() -> bool:
    """Run in a new worker process: import the engine and every game's bots before the
    first request."""
    import game.bots.base
    import game.registry

    return all(bool(game.bots.base.available_levels(spec.id)) for spec in game.registry.all_games())


def bot_process() -> BotProcess:
    """The app's worker process for bot decisions (it imports every game's bots first)."""
    return BotProcess(warm_up=_warm_up)


class BotRunner:
    """One decision at a time, tagged with a key (the move number) to drop stale answers."""

    def __init__(self, sync: bool = False, process: BotProcess | None = None) -> None:
        self.sync = sync
        self.process = process
        self._legal: tuple[Action, ...] = ()
        self._request: tuple[Bot, object, tuple[Action, ...], Rng] | None = None
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

    def warm_up(self) -> None:
        """Start the worker process now (a table with bots calls this on entering), so
        the first decision does not wait for it to start and import the engine."""
        if not self.sync and self.process is not None:
            self.process.executor()

    @property
    def key(self) -> object:
        return self._key

    def request(
        self,
        key: object,
        bot: Bot,
        view: object,
        legal: Sequence[Action],
        rng: Rng,
        game_id: str | None = None,
    ) -> None:
        """Start deciding (replaces any pending decision). With ``game_id`` the decision
        may run in the worker process (the bot is made there from its level)."""
        self.cancel()
        self._key = key
        if self.sync:
            action, error = _decide(bot, view, legal, rng)
            self._ready = (key, action, error)
            return
        self._legal = tuple(legal)
        self._request = (bot, view, self._legal, rng.copy())
        self._future = self._submit(bot, view, self._legal, rng, game_id)

    def _submit(
        self,
        bot: Bot,
        view: object,
        legal: tuple[Action, ...],
        rng: Rng,
        game_id: str | None = None,
    ) -> Future[tuple[Action | None, str | None]]:
        pool = self.process.executor() if self.process is not None else None
        if pool is not None and game_id is not None:
            try:
                return pool.submit(_decide_by_level, game_id, bot.level, view, legal, rng)
            except (BrokenProcessPool, RuntimeError, OSError):
                assert self.process is not None
                self.process.broken()
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return self._executor.submit(_decide, bot, view, legal, rng)

    def poll(self) -> tuple[object, Action | None, str | None] | None:
        """(key, action, error) once the decision is ready, else None. ``action`` is None
        when the bot failed (``error`` says why)."""
        if self._ready is not None:
            ready, self._ready = self._ready, None
            return ready
        if self._future is not None and self._future.done():
            try:
                action, error = self._future.result()
            except Exception:  # the worker process died or could not take the inputs
                # Decide again on a thread, from the same inputs: the same move.
                assert self.process is not None and self._request is not None
                self.process.broken()
                self._future = self._submit(*self._request)
                return None
            self._future = None
            if action is not None and action in self._legal:
                # A decision made in another process comes back as an equal copy: hand
                # the table the engine's own action object.
                action = self._legal[self._legal.index(action)]
            return self._key, action, error
        return None

    def cancel(self) -> None:
        """Forget the pending decision (a running one finishes in the background)."""
        self._future = None
        self._ready = None
        self._request = None

    def shutdown(self) -> None:
        self.cancel()
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
