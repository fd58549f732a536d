"""What a bot is (the :class:`Bot` protocol), the levels a seat may have and how a level's
bot factory is loaded by name, so the contract and the records never import the bots.
Re-exported by :mod:`game.contract`."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable, Sequence
from functools import cache
from typing import Any, Protocol

from typing_extensions import TypeVar

from game.rng import Rng

#: Bot levels a seat may have, weakest first ("random" exists for every game; the others
#: for a game that declares them in ``GameSpec.bot_levels``).
BOT_LEVELS = ("random", "easy", "medium", "hard")
#: What may sit in a seat: a human (driven by the table or the CLI) or a bot level.
SEAT_KINDS = ("human", *BOT_LEVELS)
#: The factory of the "random" level, which every game has.
RANDOM_BOT = "game.bots.base:RandomBot"
#: ``generic_bot(game_id, level)``: the levels of a game that names no bots of its own.
GENERIC_BOTS = "game.bots.generic:generic_bot"


#: The view a bot reads and the action it returns (unparameterised: any).
ViewIn = TypeVar("ViewIn", contravariant=True, default=Any)
ActionOut = TypeVar("ActionOut", bound=Hashable, default=Any)


class Bot(Protocol[ViewIn, ActionOut]):
    """Chooses an action from a ``ViewIn`` view. Must return an element of ``legal``.

    A bot sees only a player's view, the legal actions and a seeded generator (see
    :func:`game.rng.decision_rng`) and holds no hidden state between decisions."""

    level: str

    def choose(self, view: ViewIn, legal: Sequence[ActionOut], rng: Rng) -> ActionOut:
        """Return one of ``legal``; never look beyond ``view``."""
        ...


BotFactory = Callable[[], Bot]


@cache
def load_bot_factory(path: str) -> BotFactory | None:
    """The bot factory at ``"module:attribute"``, imported on first use (so the contract
    and the records never import the bots); None when its module cannot be imported here
    (that game's engine or bots are missing from this install)."""
    module_name, _, attribute = path.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return None
    factory: BotFactory = getattr(module, attribute)
    return factory


def generic_bot_factory(game_id: str, level: str) -> BotFactory | None:
    """The factory of the generic ``level`` bot of ``game_id`` (:data:`GENERIC_BOTS`),
    imported on first use; None when the bots cannot be imported here."""
    maker = load_bot_factory(GENERIC_BOTS)
    if maker is None:
        return None
    generic: Callable[[str, str], Bot] = maker  # type: ignore[assignment]

    def factory() -> Bot:
        return generic(game_id, level)

    return factory
