"""The table of a session: the one generic table holding its game's parts.

Everything else a screen needs from a game is in its plugin record
(:func:`scenes.plugins.ui_for`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.errors import GameError
from game.registry import get_game
from scenes.plugins import ui_for
from scenes.table.scene import TableScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.core.session import GameSession
    from scenes.plugin import GameUI
    from scenes.table.display import DisplayKit
    from scenes.table.kit import SomeTableKit


def table_parts(ui: GameUI) -> tuple[DisplayKit, SomeTableKit]:
    """What a table of ``ui``'s game runs on: the record's display kit and its table parts,
    or the plain table's for a record with neither (GameError for a record with one of
    the two only: its parts would draw a model nobody makes)."""
    if ui.table is None and ui.display is None:
        from scenes.table.plain_model import plain_display
        from scenes.table.plain_table import PLAIN_TABLE

        return plain_display(ui.game_id), PLAIN_TABLE
    if ui.table is None or ui.display is None:
        missing = "display model" if ui.display is None else "table parts"
        raise GameError(
            f"{ui.game_id} has no {missing} (give both, or neither for the plain table)"
        )
    return ui.display, ui.table()


def table_for(app: Host, session: GameSession, autosave: bool = True) -> TableScene:
    """The table scene for the session's game: the one generic table holding the game's
    display kit and parts (:func:`table_parts`) and its words for the coach's options
    (``option_words``)."""
    ui = ui_for(session.spec.id)
    return TableScene(app, session, *table_parts(ui), autosave, words=ui.option_words)


def tutorial_for(app: Host, game_id: str) -> TableScene:
    """The guided first game of ``game_id`` at its table (GameError if it has none)."""
    from scenes.table.lesson import open_tutorial

    ui = ui_for(get_game(game_id).id)  # GameError for an unknown game
    if ui.tutorial is None:
        raise GameError(f"{game_id} has no guided game yet")
    if not app.settings.tutorial_offered:  # no need to offer it any more
        app.learn_offer = False
        app.settings.tutorial_offered = True
        app.apply_settings()
    return open_tutorial(app, game_id, ui.tutorial, *table_parts(ui), words=ui.option_words)
