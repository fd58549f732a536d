"""The installed game plugins (app side), found rather than listed, and the record of
any game.

The plugin of the registered game ``<id>`` is the package ``scenes.games.<id>`` (or one
added by :func:`add_plugins`, as the test run does for its canary game); it exposes
``UI: GameUI`` (:mod:`scenes.plugin`). Plugins are imported on first use, by name, so
nothing that reads a record imports a game's scenes package itself.

A game registered in the engine (:mod:`game.registry`) but without a plugin here still
gets a record (:func:`fallback_ui`): results in ``key: value`` words, its summary as
rules, its records' words, so its replays and statistics read, and it is played at the
plain table (:mod:`scenes.table.plain_table`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Hashable
from functools import cache
from typing import TYPE_CHECKING

from game.errors import GameError
from game.registry import all_games, get_game
from scenes.core.i18n import add_catalogues, package_locale
from scenes.plugin import GameUI

if TYPE_CHECKING:
    from scenes.core.card_surfaces import HouseArt

#: The package whose subpackage ``<id>`` is the plugin of the game ``<id>``.
CONTAINER = "scenes.games"

_extra: list[str] = []

GENERIC_RULES = """# {name}
{summary}
{players}
"""


def add_plugins(*modules: str) -> None:
    """Install the plugins of these modules (each exposes ``UI``) beside the ones in
    :data:`CONTAINER`, e.g. a game kept outside the app's folders; drops the cache."""
    for name in modules:
        if name not in _extra:
            _extra.append(name)
    installed.cache_clear()
    ui_for.cache_clear()


def _plugin(game_id: str) -> GameUI | None:
    """The plugin record of ``game_id`` (None when no package provides one)."""
    for name in (f"{CONTAINER}.{game_id}", *_extra):
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        ui = getattr(module, "UI", None)
        if not isinstance(ui, GameUI):
            raise GameError(f"game plugin {name} has no UI (a scenes.plugin.GameUI)")
        if ui.game_id == game_id:
            add_catalogues(game_id, package_locale(module.__file__))  # its own words
            return ui
    return None


@cache
def installed() -> tuple[GameUI, ...]:
    """The plugin of every registered game that has one, in menu order (a game whose
    plugin is missing from this install is left out)."""
    found = (_plugin(spec.id) for spec in all_games())
    return tuple(ui for ui in found if ui is not None)


def first_game_id() -> str:
    """The id of the first installed game (the default game of the app's screens)."""
    return installed()[0].game_id


def house_art(colourblind: bool) -> HouseArt:
    """The app's own card art (menu and settings decoration): made by the first installed
    game that lends one (``GameUI.house_art``); GameError when none does."""
    for ui in installed():
        if ui.house_art is not None:
            return ui.house_art(colourblind)
    raise GameError("no installed game lends the app its card art (GameUI.house_art)")


@cache
def ui_for(game_id: str) -> GameUI:
    """The record of ``game_id``: its plugin's, else :func:`fallback_ui`."""
    ui = _plugin(game_id)
    return ui if ui is not None else fallback_ui(game_id)


@cache
def fallback_ui(game_id: str) -> GameUI:
    """The record of a game without a plugin: the plain table, generic words, the
    spec's summary as rules and the engine's card notation if it has one."""
    return GameUI(
        game_id=game_id,
        rules_page=lambda: generic_rules(game_id),
        card_text=engine_card_text(game_id),
    )


def generic_rules(game_id: str) -> str:
    """A rules page made from the spec: name, summary and player count."""
    try:
        spec = get_game(game_id)
    except GameError:
        return "# Rules\nNo rules page for this game yet."
    return GENERIC_RULES.format(
        name=spec.name,
        summary=spec.summary,
        players=f"{spec.min_players} to {spec.max_players} players.",
    )


def engine_card_text(game_id: str) -> Callable[[Hashable], str]:
    """The engine's card notation (``game.games.<id>.cards.card_text``), plain ``str`` when the
    game has none."""
    try:
        module = importlib.import_module(f"game.games.{game_id}.cards")
    except ModuleNotFoundError:
        return str
    text = getattr(module, "card_text", None)
    return text if callable(text) else str
