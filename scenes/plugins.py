"""THE list of installed game plugins (app side), and the record of any game.

:data:`PLUGIN_MODULES` names each installed game's scenes package, in display order;
each exposes ``UI: GameUI`` (:mod:`scenes.plugin`). They are imported on first use, by
name, so nothing that reads a record imports a game's scenes package itself.

A game registered in the engine (:mod:`game.registry`) but without a plugin here still
gets a record (:func:`fallback_ui`): the generic table, results in ``key: value`` words,
its summary as rules, so a newly registered game is playable at once.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from game.errors import GameError
from game.registry import get_game
from scenes.plugin import (
    GameUI,
    hand_in_view,
    no_faces,
    no_table,
    notation_words,
    plain_breakdown,
    plain_decision_words,
    total_heading,
)

#: The installed plugins, in display order. Each module exposes ``UI: GameUI``.
PLUGIN_MODULES = ("scenes.nothanks", "scenes.nyet", "scenes.playorpay")

GENERIC_RULES = """# {name}
{summary}
{players}
"""


@cache
def installed() -> tuple[GameUI, ...]:
    """Every installed plugin's record, in display order (a plugin whose package is
    missing from this install is left out)."""
    records = []
    for name in PLUGIN_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue
            raise
        records.append(module.UI)
    return tuple(records)


def first_game_id() -> str:
    """The id of the first installed game (the default game of the app's screens)."""
    return installed()[0].game_id


def ui_for(game_id: str) -> GameUI:
    """The record of ``game_id``: its plugin's, else :func:`fallback_ui`."""
    for ui in installed():
        if ui.game_id == game_id:
            return ui
    return fallback_ui(game_id)


@cache
def fallback_ui(game_id: str) -> GameUI:
    """The record of a game without a plugin: no display model, generic words, the
    spec's summary as rules and the engine's card notation if it has one."""
    return GameUI(
        game_id=game_id,
        model_from_view=None,
        reduce=None,
        breakdown_lines=plain_breakdown,
        total_heading=total_heading,
        rules_page=lambda: generic_rules(game_id),
        option_words=notation_words,
        decision_words=plain_decision_words,
        open_hand=hand_in_view,
        card_text=engine_card_text(game_id),
        card_faces=no_faces,
        table=no_table,
        tutorial=None,
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


def engine_card_text(game_id: str) -> Callable[[Any], str]:
    """The engine's card notation (``game.<id>.cards.card_text``), plain ``str`` when the
    game has none."""
    try:
        module = importlib.import_module(f"game.{game_id}.cards")
    except ModuleNotFoundError:
        return str
    text = getattr(module, "card_text", None)
    return text if callable(text) else str
