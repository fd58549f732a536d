"""The games the presentation tests run: every installed plugin's game, the test run's
own games included, so a new game is drawn by every such test without being named."""

from __future__ import annotations

from game.registry import get_game
from scenes.plugins import installed


def game_ids() -> list[str]:
    """Every installed game, in menu order."""
    return [ui.game_id for ui in installed()]


def own_table_ids() -> list[str]:
    """Every installed game with a table of its own (the others are played at the plain
    table, which shows the engine's own words: the view's fields and the notation)."""
    return [ui.game_id for ui in installed() if ui.table is not None]


def tutorial_ids() -> list[str]:
    """Every installed game with a guided first game (a tutorial is optional)."""
    return [ui.game_id for ui in installed() if ui.tutorial is not None]


def daily_ids() -> list[str]:
    """Every installed game with a daily deal (a daily is optional)."""
    return [ui.game_id for ui in installed() if get_game(ui.game_id).daily is not None]


def players_for(game_id: str, wanted: int) -> int:
    """``wanted`` players, or the nearest count the game allows."""
    spec = get_game(game_id)
    return min(max(wanted, spec.min_players), spec.max_players)
