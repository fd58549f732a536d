"""No sentence is cut short in German, French or the pseudo-language (40 % longer), at
the smallest window (960×540) and at 1280×720, on the screens converted so far: main
menu, Settings, New game (each game at both ends of its player range, every variant),
Results, Daily deal and a daily's results, Statistics with its charts focused, the
dialogs (the new-game guard too) and the pause menu. (English is
:mod:`tests.scenes.test_no_cut_text`; the tables, rules pages, Load, Replays, the review
and the viewer have the same check in ``test_lang_table.py``, ``test_lang_<game>.py`` and
``test_lang_screens.py``.) A name alone may be cut; a label of two or more words
may not — labels wrap to two lines and shrink before any "…"."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pygame
import pytest

from game.bots import make_bot
from game.play import bot_move
from game.registry import get_game
from scenes.app import App
from scenes.core import theme
from scenes.core.dialogs import SaveAsDialog, confirm, message
from scenes.core.saves import save_as, write_autosave
from scenes.registry import table_for
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from tests.scenes.helpers import headless_app, press
from tests.scenes.test_no_cut_text import GAMES, cut_sentences, finished, in_play, show

SIZES = [(960, 540), (1280, 720)]
CASES = [
    pytest.param((lang, size), id=f"{lang}-{size[0]}x{size[1]}")
    for lang in ("de", "fr", "xx")
    for size in SIZES
]


@pytest.fixture
def lang_app(request) -> Iterator[App]:
    lang, size = request.param
    app = headless_app(size, lang, colourblind=True)
    yield app
    app.close()


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_menu_settings_setup_and_results_cut_no_sentence(lang_app: App) -> None:
    app = lang_app
    found = {"menu": show(app, lambda: MainMenu(app))}
    found["settings"] = show(app, lambda: SettingsScene(app))
    for game in GAMES:
        spec = get_game(game)
        for players in (spec.min_players, spec.max_players):
            found[f"setup {game} {players}"] = show(app, partial(SetupScene, app, game, players))
        found[f"variants {game}"] = variant_cuts(app, game)
        session = finished(game, spec.min_players)
        found[f"results {game}"] = show(app, partial(ResultsScene, app, session))
    assert {name: cut for name, cut in found.items() if cut} == {}


def variant_cuts(app: App, game: str) -> list[tuple[str, str]]:
    """Every variant of the game's setup, drawn with the rows hovered."""
    scene = SetupScene(app, game)
    app.start(scene)
    app.frame(1 / 60, [])
    with theme.record_truncations() as log:
        for index in range(len(get_game(game).presets) + 1):
            scene.choice.choose_preset(index)
            scene.rebuild()
            for row in scene.rows.options:
                row.hovered = True
            scene.request_redraw()
            app.frame(1 / 60, [])
    return cut_sentences(log)


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_dialogs_and_the_pause_menu_cut_no_sentence(lang_app: App) -> None:
    from scenes.core.i18n import _

    app = lang_app
    table = table_for(app, in_play("nothanks", 5, humans=1, actions=0))
    table.mode.hold_bots = True
    app.start(table)
    app.frame(1 / 60, [])
    with theme.record_truncations() as log:
        press(app, pygame.K_ESCAPE)  # the pause menu
        app.manager.push(SaveAsDialog(app, "Friday night", lambda name: None))
        app.frame(1 / 60, [])
        app.manager.push(
            confirm(
                app,
                _("Leave the game?"),
                _("It is saved: choose Continue in the main menu to carry on."),
                lambda: None,
                yes=_("Main menu"),
            )
        )
        app.frame(1 / 60, [])
        text = _("A saved game called “{name}” already exists. Replace it with this game?")
        app.manager.push(
            confirm(
                app,
                _("Replace the saved game?"),
                text.format(name="Friday night"),
                lambda: None,
                yes=_("Replace"),
            )
        )
        app.frame(1 / 60, [])
        app.manager.push(
            message(app, _("Not saved"), _("The game is also autosaved after every move."))
        )
        app.frame(1 / 60, [])
        write_autosave(in_play("playorpay", 8))
        app.start(MainMenu(app))
        open_new_game(app, in_play("nyet", 5))  # asks about the unfinished autosave
        app.frame(1 / 60, [])
        app.frame(1 / 60, [])
    assert cut_sentences(log) == []


@pytest.mark.parametrize("lang_app", CASES, indirect=True)
def test_daily_and_statistics_cut_no_sentence(lang_app: App, monkeypatch) -> None:
    import scenes.screens.duplicate_run as duplicate_run
    from game.daily import daily_setup, play_duplicate, today_utc
    from scenes.screens.daily import DailyScene
    from scenes.screens.daily_data import daily_session
    from scenes.screens.daily_results import DailyResultsScene
    from scenes.screens.statistics import StatisticsScene

    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))
    app = lang_app
    found = {"daily": show(app, lambda: DailyScene(app))}
    session = daily_session(daily_setup("nothanks", today_utc()), "Maximilian", ranked=True)
    stand_in = make_bot("nothanks", "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    results = DailyResultsScene(app, session)
    found["daily results"] = show(app, lambda: results, frames=40)
    save_as(finished("nothanks", 4), "one more")
    stats = StatisticsScene(app)
    found["statistics"] = show(app, lambda: stats)
    with theme.record_truncations() as log:
        for chart in stats.charts:
            stats.ring.focus(stats.widgets, chart, shown=True)
            app.frame(1 / 60, [])
    found["statistics charts"] = cut_sentences(log)
    assert {name: cut for name, cut in found.items() if cut} == {}
