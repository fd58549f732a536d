"""A game registered in the engine whose app plugin is missing from this install: its
records still read (the fallback record), and it is offered and played like any other,
at the plain table (its view in words, a button per legal action)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.registry import get_game
from scenes import plugins
from scenes.plugin import GameUI
from scenes.registry import table_parts
from scenes.screens.daily_data import daily_rows
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.screens.setup_choice import SetupChoice
from scenes.table.plain_model import plain_display
from scenes.table.plain_table import PLAIN_TABLE
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, pump


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


def test_setup_and_the_daily_screen_offer_it(hidden: str) -> None:
    choice = SetupChoice(hidden)
    assert choice.game.id == hidden
    if get_game(hidden).daily is not None:
        assert hidden in [row.game for row in daily_rows("Ann", None)]


def test_its_record_reads_and_it_plays_at_the_plain_table(hidden: str) -> None:
    ui = plugins.ui_for(hidden)
    assert ui.game_id == hidden and ui.display is None and ui.table is None
    assert ui.rules_page().startswith("# ")
    assert table_parts(ui) == (plain_display(hidden), PLAIN_TABLE)


def test_a_person_plays_it_to_the_end_at_the_plain_table(hidden: str, app) -> None:
    """From its setup screen, every move a click on one of the plain table's buttons
    (drawn, each naming its action) until the results."""
    app.start(SetupScene(app, hidden))
    pump(app)
    click(app, button_center(app.manager.top, "Start game"))
    table = app.manager.top
    assert isinstance(table, TableScene) and table.picture.places is not None
    rng = random.Random(5)
    clicks = 0
    while isinstance(app.manager.top, TableScene) and clicks < 500:
        buttons = [button for _, button in table.controls.buttons if button.visible]
        if buttons:
            assert all(button.label for button in buttons)
            click(app, rng.choice(buttons).rect.center)
            clicks += 1
        else:
            pump(app, 5)
    assert table.session.state.is_terminal() and clicks > 0
    assert isinstance(app.manager.top, ResultsScene)
