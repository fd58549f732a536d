"""The table of a guided first game: the tutorial's deal at the one generic table, run
by a :class:`~scenes.table.guide.Guide`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.records import Seat
from scenes.core.session import GameSession
from scenes.table.display import DisplayKit
from scenes.table.guide import Guide
from scenes.table.guide_script import PERSON, Tutorial
from scenes.table.kit import SomeTableKit
from scenes.table.scene import TableScene

if TYPE_CHECKING:
    from scenes.core.scene_stack import Host
    from scenes.plugin import OptionWords


def open_tutorial(
    app: Host,
    game_id: str,
    tutorial: Tutorial,
    display: DisplayKit,
    kit: SomeTableKit,
    *,
    words: OptionWords | None = None,
) -> TableScene:
    """The table of a guided game: the tutorial's deal, the person in seat 0 against
    scripted bots, no autosave; Esc or "Main menu" leave, "Play a real game" opens the
    setup of the same game. ``display``, ``kit``, ``words``: as
    :class:`~scenes.table.scene.TableScene`'s."""
    seats = [
        Seat(name, "human" if seat == PERSON else "easy")
        for seat, name in enumerate(tutorial.names)
    ]
    session = GameSession.new(
        game_id, dict(tutorial.options), seats, tutorial.seed, dict(tutorial.deal)
    )
    table = TableScene(app, session, display, kit, autosave=False, words=words)

    def real_game() -> None:
        app.nav.main_menu()
        app.nav.new_game(game_id)

    table.follow(Guide(tutorial, session, app.nav.main_menu, real_game))
    return table
