"""The bot interface, and bots by (game, level) as each game's spec declares them.

A bot sees only a player's view, the legal actions and a seeded generator, and returns
one of the legal actions. Bots hold no hidden state between decisions, so a bot's move
depends only on (view, legal actions, generator); :func:`decision_rng` seeds the generator
from the game seed, the seat and the move number, so a resumed game continues exactly as
the uninterrupted one would have.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from typing_extensions import TypeVar

from game.contract import BOT_LEVELS, SEAT_KINDS, Bot, BotFactory, GameSpec
from game.errors import OptionError, UnknownGameError
from game.registry import get_game
from game.rng import Rng, decision_rng

#: The action a random bot returns: one of the legal ones, whatever their type.
A = TypeVar("A", bound=Hashable)


class RandomBot:
    """Uniform over the legal actions."""

    level = "random"

    def choose(self, view: object, legal: Sequence[A], rng: Rng) -> A:
        return legal[rng.below(len(legal))]


def _spec(game_id: str) -> GameSpec | None:
    try:
        return get_game(game_id)
    except UnknownGameError:
        return None


def available_levels(game_id: str) -> tuple[str, ...]:
    """The bot levels that exist for this game, weakest first ("random" always)."""
    spec = _spec(game_id)
    return tuple(
        level
        for level in BOT_LEVELS
        if level == "random" or (spec is not None and spec.bot_factory(level) is not None)
    )


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of this level for this game (``GameSpec.make_bot``); OptionError if there is
    none."""
    if level == "random":
        return RandomBot()
    if level not in BOT_LEVELS:
        raise OptionError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    spec = _spec(game_id)
    if spec is None:
        raise OptionError(f"there is no '{level}' bot for {game_id} yet")
    return spec.make_bot(level)


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
