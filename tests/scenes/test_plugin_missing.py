"""A game registered in the engine whose app plugin is missing from this install: its
records still read (the fallback record), but the screens that start a game offer only
games with a table, so nobody can pick one that cannot be played."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.errors import GameError
from game.registry import get_game
from scenes import plugins
from scenes.plugin import GameUI
from scenes.registry import table_parts
from scenes.screens.daily_data import daily_rows
from scenes.screens.setup_choice import SetupChoice


@pytest.fixture
def hidden() -> Iterator[str]:
    """The id of an installed game (one with a daily deal, if any) whose plugin is made to
    go missing for the test."""
    ids = [ui.game_id for ui in plugins.installed()]
    with_daily = [game_id for game_id in ids if get_game(game_id).daily is not None]
    game_id = (with_daily or ids)[-1]
    real = plugins._plugin

    def without(wanted: str) -> GameUI | None:
        return None if wanted == game_id else real(wanted)

    plugins._plugin = without  # type: ignore[assignment]
    plugins.installed.cache_clear()
    plugins.ui_for.cache_clear()
    try:
        yield game_id
    finally:
        plugins._plugin = real  # type: ignore[assignment]
        plugins.installed.cache_clear()
        plugins.ui_for.cache_clear()


def test_setup_and_the_daily_screen_leave_it_out(hidden: str) -> None:
    assert hidden not in plugins.playable()
    choice = SetupChoice(hidden)
    assert choice.games and hidden not in [spec.id for spec in choice.games]
    assert choice.game.id != hidden  # asked for it (or remembered it): the first game instead
    assert hidden not in [row.game for row in daily_rows("Ann", None)]


def test_its_record_reads_but_has_no_table(hidden: str) -> None:
    ui = plugins.ui_for(hidden)
    assert ui.game_id == hidden and ui.display is None
    assert ui.rules_page().startswith("# ")
    with pytest.raises(GameError, match="no table"):
        table_parts(ui)
