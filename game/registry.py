"""The registered games, looked up by stable id (an immutable table, built on first use)."""

from __future__ import annotations

import importlib
from functools import cache

from game.contract import GameSpec
from game.errors import UnknownGameError

# Module of each game, in display order. Each module exposes ``SPEC: GameSpec``.
GAME_MODULES = ("game.nothanks", "game.nyet", "game.playorpay")


@cache
def all_games() -> tuple[GameSpec, ...]:
    """Every registered game, in display order."""
    return tuple(importlib.import_module(name).SPEC for name in GAME_MODULES)


def get_game(game_id: str) -> GameSpec:
    """The game with this id; UnknownGameError (listing the known ids) otherwise."""
    for spec in all_games():
        if spec.id == game_id:
            return spec
    known = ", ".join(spec.id for spec in all_games())
    raise UnknownGameError(f"unknown game '{game_id}' (known games: {known})")
