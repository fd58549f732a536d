"""The text size setting (100, 125, 150 %): every text grows with it at once, the choice
is kept in settings.json, ``--text-size`` sets it for one run only, and a hostile value
in the file falls back to 100 %."""

from __future__ import annotations

import json

from scenes.app import App
from scenes.core import theme
from scenes.core.fonts import text_factor
from scenes.core.saves import Settings, read_settings, settings_path
from scenes.main import build_parser
from scenes.navigation import ScreenNavigator
from scenes.screens.settings import SettingsScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, pump


def test_the_settings_row_applies_at_once_and_is_kept(app) -> None:
    app.start(SettingsScene(app))
    pump(app)
    page = app.manager.top
    assert isinstance(page, SettingsScene)
    before = theme.text("Your turn", 15).get_height()
    _left, _value, right = page.text_size._arrows()
    click(app, right.center)  # 100 % -> 125 %
    assert app.settings.text_size == 125 and text_factor() == 1.25
    assert theme.text("Your turn", 15).get_height() > before  # no restart needed
    assert page.text_size.values[page.text_size.index].startswith("125")
    assert json.loads(settings_path().read_text())["text_size"] == 125
    click(app, right.center)
    assert read_settings()[0].text_size == 150 and text_factor() == 1.5


def test_a_table_lays_out_again_when_the_text_size_changes(app) -> None:
    from game.records import Seat
    from scenes.core.session import GameSession
    from scenes.registry import table_for

    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    table = table_for(app, GameSession.new("nothanks", {}, seats, 3))
    app.manager.reset(table)
    pump(app, 3)
    assert isinstance(app.manager.top, TableScene)
    menu = table.chrome.menu_button.rect.copy()
    app.settings.text_size = 150
    app.apply_settings()
    pump(app, 2)
    assert table.chrome.menu_button.rect.width > menu.width  # the bar's buttons widen


def test_the_command_line_sets_it_for_one_run(tmp_path) -> None:
    args = build_parser().parse_args(["--text-size", "150"])
    app = App((1280, 720), headless=True, navigator=ScreenNavigator, text_size=args.text_size)
    try:
        assert text_factor() == 1.5
        assert app.settings.text_size == 100  # the setting itself is unchanged
        assert not settings_path().exists() or "text_size" not in settings_path().read_text()
    finally:
        app.close()


def test_a_hostile_value_in_the_file_is_the_default() -> None:
    for value in (999, -5, "150", None, [150], 1e308):
        settings_path().parent.mkdir(parents=True, exist_ok=True)
        settings_path().write_text(json.dumps({"text_size": value}))
        assert read_settings()[0].text_size == 100, value
    assert Settings().text_size == 100
