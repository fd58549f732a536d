"""Analysis for hints and post-game review: each legal action's value from the hard search.

``analyse(game_id, view, legal, rng)`` runs the game's hard searcher (information-set
MCTS over hidden cards redrawn consistently with ``view``; see :mod:`game.bots.search`)
and returns one :class:`~game.bots.search.ActionValue` per legal action, in the order of
``legal``: how often the search tried it, its mean reward for the viewing seat (win share
plus score margin, in [0, 1]) and the seat's expected final score after it. Like every
bot, it reads the view only, and the same view, actions and generator give the same
figures.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.bots.base import make_bot
from game.bots.search import A, ActionValue, Edge, SearchBot, SeatView, best_action, search
from game.contract import Action
from game.errors import OptionError
from game.rng import Rng


def analyse(
    game_id: str,
    view: SeatView,
    legal: Sequence[Action],
    rng: Rng,
    iterations: int | None = None,
    stop: Callable[[dict[Action, Edge], int], bool] | None = None,
) -> list[ActionValue]:
    """Every legal action's search statistics for the seat of ``view``.

    ``iterations`` overrides the hard level's budget (more for a slower, sharper review).
    ``stop`` may end the search early (see :func:`game.bots.search.search`; a game's own
    ``custom`` search ignores it).
    """
    bot = make_bot(game_id, "hard")
    if not isinstance(bot, SearchBot):
        raise OptionError(f"the hard bot of {game_id} does not search")
    if iterations is not None:
        bot = SearchBot(bot.game, iterations, bot.shortcut, bot.budget)
    if stop is None:
        return bot.analyse(view, legal, rng)
    return search(bot.game, view, legal, rng, bot.iterations_for(view, legal), stop=stop)


def budget(game_id: str, view: SeatView, legal: Sequence[Action]) -> int:
    """The hard bot's iterations for this decision (what ``iterations=None`` searches)."""
    bot = make_bot(game_id, "hard")
    if not isinstance(bot, SearchBot):
        raise OptionError(f"the hard bot of {game_id} does not search")
    return bot.iterations_for(view, legal)


def recommended(values: Sequence[ActionValue[A]]) -> A:
    """The action the hard bot would play given these statistics."""
    return best_action(values)
