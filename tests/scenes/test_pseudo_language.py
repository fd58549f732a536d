"""In the pseudo-language (``--lang xx``) every translated string is drawn marked
``⟦…⟧``; text drawn unmarked was never translated. This file scans the main menu,
Settings, New game (every game, both ends of its player range), Results (every game, the
plugins' breakdowns included), Daily deal, a daily's results, Statistics (with its charts
focused), the dialogs (the new-game guard too) and the pause menu; the tables, their log
lines, banners and tutorials are scanned in ``test_lang_table.py`` and
``test_lang_<game>.py``, the rules pages, Load, Replays, Learn to play, the review and the
replay viewer in ``test_lang_screens.py``, all with :func:`unmarked`.

What may be drawn unmarked: seat and player names as typed, the games' names, numbers,
dates and punctuation. Every text drawn goes through :func:`scenes.core.theme.text`, read
with :func:`scenes.core.theme.record_drawn`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.registry import all_games, get_game
from scenes.app import App
from scenes.core import theme
from scenes.core.dialogs import SaveAsDialog, confirm, message
from scenes.core.i18n import CLOSE_MARK, OPEN_MARK, pseudo
from scenes.core.saves import save_as, write_autosave
from scenes.core.scene_stack import Scene
from scenes.registry import table_for
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from tests.scenes.helpers import headless_app, press
from tests.scenes.test_no_cut_text import GAMES, NAMES, finished, in_play

#: Words that are never translated: names as typed, the games' and the app's names.
KEPT = sorted(
    {*NAMES, "Maximilian", "Play or Pay", *(spec.name for spec in all_games())},
    key=len,
    reverse=True,
)
#: What is left once names are taken out may hold no letters.
LETTER = re.compile(r"[^\W\d_]")


def unmarked(drawn: list[str], allowed: set[str] = frozenset()) -> list[str]:
    """The texts of ``drawn`` (in drawing order) with letters outside ``⟦…⟧``. A mark may
    hold marks (a translated part inside a translated sentence): the depth is counted and
    text is outside only at depth 0. A mark left open (a wrapped or shortened string)
    runs on into the next texts drawn; a closing mark without its opening ends one."""
    found = []
    depth = 0
    for text in drawn:
        if text in allowed:
            continue
        rest = []
        for ch in text:
            if ch == OPEN_MARK:
                depth += 1
            elif ch == CLOSE_MARK:
                if depth <= 1:
                    rest.clear()  # what came before, on this line, was inside a mark
                depth = max(0, depth - 1)
            elif not depth:
                rest.append(ch)
        if text.endswith("…"):
            depth = 0  # a shortened text ends here
        outside = "".join(rest)
        for word in KEPT:
            outside = outside.replace(word, " ")
        if LETTER.search(outside):
            found.append(text)
    return found


@pytest.fixture
def pseudo_app() -> Iterator[App]:
    app = headless_app((1280, 720), "xx")
    yield app
    app.close()


def drawn(app: App, make: Callable[[], Scene], frames: int = 3) -> list[str]:
    with theme.record_drawn() as log:
        app.start(make())
        for _ in range(frames):
            app.invalidate()
            app.frame(1 / 60, [])
    return log


def test_the_pseudo_language_marks_and_lengthens() -> None:
    assert pseudo("New game") == "⟦New game ···⟧"
    assert pseudo("{name} wins {count}") == "⟦{name} wins {count} ··⟧"
    assert pseudo("{name} wins!").startswith("⟦{name} wins!")
    assert unmarked(["⟦a b", "c d", "e⟧", "Ann", "12 · 3", "Bo ⟦x⟧"]) == []
    assert unmarked(["⟦a⟧ plain", "plain", "⟦cut…", "after"]) == ["⟦a⟧ plain", "plain", "after"]
    assert unmarked(["⟦Taken back: ⟦Ann takes 8⟧ (and more)⟧", "⟦a ⟦b⟧", "c⟧"]) == []
    assert unmarked(["⟦a ⟦b⟧ c⟧ d"]) == ["⟦a ⟦b⟧ c⟧ d"]


def test_the_converted_screens_draw_no_unmarked_text(pseudo_app: App) -> None:
    app = pseudo_app
    save_as(finished("nothanks", 4), "one more")
    found: dict[str, list[str]] = {}
    found["menu"] = unmarked(drawn(app, lambda: MainMenu(app)))
    found["settings"] = unmarked(drawn(app, lambda: SettingsScene(app)))
    for game in GAMES:
        spec = get_game(game)
        for players in (spec.min_players, spec.max_players):
            found[f"setup {game} {players}"] = unmarked(
                drawn(app, lambda g=game, n=players: SetupScene(app, g, n))
            )
        session = finished(game, spec.min_players)
        results = ResultsScene(app, session)
        log = drawn(app, lambda r=results: r)
        found[f"results {game}"] = unmarked(log)
    found |= daily_and_statistics(app)
    found |= dialogs(app)
    bad = {name: texts for name, texts in found.items() if texts}
    assert bad == {}, "\n".join(f"{name}: {texts}" for name, texts in bad.items())


def daily_and_statistics(app: App) -> dict[str, list[str]]:
    from game.bots import make_bot
    from game.daily import daily_setup, today_utc
    from game.play import bot_move
    from scenes.screens.daily import DailyScene
    from scenes.screens.daily_data import daily_session
    from scenes.screens.daily_results import DailyResultsScene
    from scenes.screens.statistics import StatisticsScene

    found = {"daily": unmarked(drawn(app, lambda: DailyScene(app)))}
    session = daily_session(daily_setup("nothanks", today_utc()), "Maximilian", ranked=True)
    stand_in = make_bot("nothanks", "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    results = DailyResultsScene(app, session)
    log = drawn(app, lambda: results)
    found["daily results"] = unmarked(log)
    stats = StatisticsScene(app)
    log = drawn(app, lambda: stats)
    with theme.record_drawn() as more:
        for chart in stats.charts:
            stats.ring.focus(stats.widgets, chart, shown=True)
            app.frame(1 / 60, [])
    found["statistics"] = unmarked(log + more)
    return found


def dialogs(app: App) -> dict[str, list[str]]:
    table = table_for(app, in_play("nothanks", 4, humans=1, actions=0))
    table.mode.hold_bots = True
    app.start(table)
    app.frame(1 / 60, [])
    found = {}
    with theme.record_drawn() as log:
        press(app, pygame.K_ESCAPE)  # the pause menu
    found["pause menu"] = unmarked(
        log[log.index(pseudo("Paused")) :] if pseudo("Paused") in log else log
    )
    for name, dialog in (
        ("save as", SaveAsDialog(app, "Friday night", lambda name: None)),
        ("message", message(app, pseudo("Not saved"), pseudo("The game is also autosaved…"))),
        ("confirm", confirm(app, pseudo("Leave the game?"), "", lambda: None)),
    ):
        app.manager.push(dialog)
        with theme.record_drawn() as log:
            app.frame(1 / 60, [])
        start = log.index(dialog.title) if dialog.title in log else 0
        found[name] = unmarked(log[start:], {"Friday night"})
    write_autosave(in_play("playorpay", 8))
    app.start(MainMenu(app))
    app.frame(1 / 60, [])
    with theme.record_drawn() as log:
        open_new_game(app, in_play("nyet", 5))  # asks about the unfinished autosave
        app.frame(1 / 60, [])
        app.frame(1 / 60, [])
    title = pseudo("A game is in progress")
    found["new game guard"] = unmarked(log[log.index(title) :] if title in log else log)
    return found
