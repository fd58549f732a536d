"""Games kept only for the test run: never shipped, never in the app's menu.

Each folder ``tests/games/<name>/`` is one game: its engine package ``rules`` exposes
``SPEC`` (a :class:`game.contract.GameSpec`) and its app package ``table`` exposes ``UI``
(a :class:`scenes.plugin.GameUI`). :func:`register` adds every folder's game to the
registries (``tests/conftest.py`` calls it before any test is collected), so every
generic test plays them; nothing outside a game's folder names it.
"""

from __future__ import annotations

import pkgutil

from game.registry import add_games
from scenes.plugins import add_plugins


def folders() -> list[str]:
    """The name of every game folder here."""
    return sorted(info.name for info in pkgutil.iter_modules(__path__) if info.ispkg)


def register() -> None:
    """Register every game folder's engine and plugin beside the installed games."""
    for name in folders():
        add_games(f"{__name__}.{name}.rules")
        add_plugins(f"{__name__}.{name}.table")
