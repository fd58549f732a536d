"""The bot interface, and bots by (game, level) as each game's spec declares them.

A bot sees only a player's view, the legal actions and a seeded generator, and returns
one of the legal actions. Bots hold no hidden state between decisions, so a bot's move
depends only on (view, legal actions, generator); :func:`decision_rng` seeds the generator
from the game seed, the seat and the move number, so a resumed game continues exactly as
the uninterrupted one would have.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any, Protocol

from game.contract import BOT_LEVELS, SEAT_KINDS, Action
from game.errors import OptionError, UnknownGameError
from game.registry import get_game
from game.rng import MASK64, Rng, mix64


class Bot(Protocol):
    """Chooses an action from a view. Must return an element of ``legal``."""

    level: str

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        """Return one of ``legal``; never look beyond ``view``."""
        ...


class RandomBot:
    """Uniform over the legal actions."""

    level = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


BotFactory = Callable[[], Bot]


@cache
def _load_factory(path: str) -> BotFactory | None:
    """The factory at ``"module:attribute"``; None when its module cannot be imported here
    (that game's engine or bots are missing from this install)."""
    module_name, _, attribute = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return None
    factory: BotFactory = getattr(module, attribute)
    return factory


def _factory(game_id: str, level: str) -> BotFactory | None:
    """The factory the game's spec declares for ``level`` (``GameSpec.bot_levels``), if
    the game is registered, declares that level and its bot module imports."""
    try:
        spec = get_game(game_id)
    except UnknownGameError:
        return None
    path = spec.bot_levels.get(level)
    return None if path is None else _load_factory(path)


def available_levels(game_id: str) -> tuple[str, ...]:
    """The bot levels that exist for this game, weakest first ("random" always)."""
    return tuple(
        level for level in BOT_LEVELS if level == "random" or _factory(game_id, level) is not None
    )


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of this level for this game; OptionError if there is none."""
    if level == "random":
        return RandomBot()
    if level not in BOT_LEVELS:
        raise OptionError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    factory = _factory(game_id, level)
    if factory is None:
        raise OptionError(f"there is no '{level}' bot for {game_id} yet")
    return factory()


def decision_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator a bot gets for the decision at move ``ply`` of a game."""
    return Rng(mix64((seed ^ mix64((seat << 32) | (ply & 0xFFFFFFFF))) & MASK64))


__all__ = [
    "BOT_LEVELS",
    "SEAT_KINDS",
    "Bot",
    "BotFactory",
    "RandomBot",
    "available_levels",
    "decision_rng",
    "make_bot",
]
