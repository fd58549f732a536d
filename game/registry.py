"""The registered games, found rather than listed, and looked up by stable id.

A game is a folder: every subpackage of a *games container* that exposes
``SPEC: GameSpec`` is a registered game. The product's container is :mod:`game.games`
(``game/games/<id>/``); :func:`add_games` registers more game modules by name (the test
run registers its canary game this way), so no file outside a game's folder names it.
The table is built on first use and is immutable until :func:`add_games` changes it.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from game.contract import GameSpec
from game.errors import GameError, UnknownGameError

#: The packages whose subpackages are games.
CONTAINERS = ("game.games",)

_extra: list[str] = []


def game_modules() -> tuple[str, ...]:
    """The module of every game: each container's subpackages, then the added ones."""
    names: list[str] = []
    for container in CONTAINERS:
        package = importlib.import_module(container)
        for info in pkgutil.iter_modules(package.__path__):
            if info.ispkg and not info.name.startswith("_"):
                names.append(f"{container}.{info.name}")
    return (*names, *(name for name in _extra if name not in names))


def add_games(*modules: str) -> None:
    """Register the games of these modules (each exposes ``SPEC``) beside the installed
    ones, e.g. a game kept outside :mod:`game.games`; drops the cached table."""
    for name in modules:
        if name not in _extra:
            _extra.append(name)
    all_games.cache_clear()


def _spec_of(name: str) -> GameSpec:
    spec = getattr(importlib.import_module(name), "SPEC", None)
    if not isinstance(spec, GameSpec):
        raise GameError(f"game package {name} has no SPEC (a game.contract.GameSpec)")
    return spec


@cache
def all_games() -> tuple[GameSpec, ...]:
    """Every registered game, in menu order (``GameSpec.menu_order``, then id)."""
    specs = [_spec_of(name) for name in game_modules()]
    for name, spec in zip(game_modules(), specs, strict=True):
        folder = name.rsplit(".", 1)[-1]
        if name.startswith(CONTAINERS) and folder != spec.id:
            raise GameError(f"game package {name} declares the id {spec.id}, not {folder}")
    ids = [spec.id for spec in specs]
    doubled = sorted({game_id for game_id in ids if ids.count(game_id) > 1})
    if doubled:
        raise GameError(f"two game packages declare the id {', '.join(doubled)}")
    return tuple(sorted(specs, key=lambda spec: (spec.menu_order, spec.id)))


def get_game(game_id: str) -> GameSpec:
    """The game with this id; UnknownGameError (listing the known ids) otherwise."""
    for spec in all_games():
        if spec.id == game_id:
            return spec
    known = ", ".join(spec.id for spec in all_games())
    raise UnknownGameError(f"unknown game '{game_id}' (known games: {known})")
