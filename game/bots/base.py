"""The bot interface and the table of bot levels.

A bot sees only a player's view, the legal actions and a seeded generator, and returns
one of the legal actions. Bots hold no hidden state between decisions, so a bot's move
depends only on (view, legal actions, generator); :func:`decision_rng` seeds the generator
from the game seed, the seat and the move number, so a resumed game continues exactly as
the uninterrupted one would have.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

from typing_extensions import TypeVar

from game.contract import Action
from game.errors import OptionError
from game.rng import MASK64, Rng, mix64

#: The view a bot reads and the action it returns (unparameterised: any).
ViewIn = TypeVar("ViewIn", contravariant=True, default=Any)
ActionOut = TypeVar("ActionOut", bound=Hashable, default=Any)


class Bot(Protocol[ViewIn, ActionOut]):
    """Chooses an action from a ``ViewIn`` view. Must return an element of ``legal``."""

    level: str

    def choose(self, view: ViewIn, legal: Sequence[ActionOut], rng: Rng) -> ActionOut:
        """Return one of ``legal``; never look beyond ``view``."""
        ...


class RandomBot:
    """Uniform over the legal actions."""

    level = "random"

    def choose(self, view: Any, legal: Sequence[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]


BotFactory = Callable[[], Bot]

# Levels a seat may have; "human" seats are driven by the table or the CLI.
BOT_LEVELS = ("random", "easy", "medium", "hard")
SEAT_KINDS = ("human", *BOT_LEVELS)


def _bot_table() -> dict[tuple[str, str], BotFactory]:
    """(game id, level) → factory for the game-specific bots that exist.

    Each game's bot module is imported only when its engine is importable, so the table
    lists exactly the games whose bots can run here.
    """
    table: dict[tuple[str, str], BotFactory] = {}
    from game.bots import nothanks_bots, nothanks_hard

    table["nothanks", "easy"] = nothanks_bots.EasyNoThanksBot
    table["nothanks", "medium"] = nothanks_bots.MediumNoThanksBot
    table["nothanks", "hard"] = nothanks_hard.hard_bot
    try:
        from game.bots import nyet_bots, nyet_hard
    except ImportError:  # the Nyet! engine is not importable here
        pass
    else:
        table["nyet", "easy"] = nyet_bots.EasyNyetBot
        table["nyet", "medium"] = nyet_bots.MediumNyetBot
        table["nyet", "hard"] = nyet_hard.hard_bot
    try:
        from game.bots import playorpay_bots
    except ImportError:  # the Play or Pay engine is not importable here
        pass
    else:
        table["playorpay", "easy"] = playorpay_bots.EasyPlayOrPayBot
        table["playorpay", "medium"] = playorpay_bots.MediumPlayOrPayBot
        table["playorpay", "hard"] = playorpay_bots.hard_bot
    return table


def available_levels(game_id: str) -> tuple[str, ...]:
    """The bot levels that exist for this game, weakest first."""
    table = _bot_table()
    return tuple(level for level in BOT_LEVELS if level == "random" or (game_id, level) in table)


def make_bot(game_id: str, level: str) -> Bot:
    """A bot of this level for this game; OptionError if there is none."""
    if level == "random":
        return RandomBot()
    if level not in BOT_LEVELS:
        raise OptionError(f"unknown bot level '{level}' (levels: {', '.join(BOT_LEVELS)})")
    factory = _bot_table().get((game_id, level))
    if factory is None:
        raise OptionError(f"there is no '{level}' bot for {game_id} yet")
    return factory()


def decision_rng(seed: int, seat: int, ply: int) -> Rng:
    """The generator a bot gets for the decision at move ``ply`` of a game."""
    return Rng(mix64((seed ^ mix64((seat << 32) | (ply & 0xFFFFFFFF))) & MASK64))
