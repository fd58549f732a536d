"""The Statistics screen, driven by keys and the mouse: opened from the menu, the
records read (with a progress line while that takes), the player's table, the four
charts with a focused point's value shown, hover values, charts drawn with colour-blind
shapes, and a reset that asks first and keeps the records."""

from __future__ import annotations

import threading
import time
from functools import partial

import pygame
import pytest

import scenes.screens.duplicate_run as duplicate_run
from game.bots import make_bot
from game.daily import daily_setup, play_duplicate, today_utc
from game.play import bot_move
from game.records import Seat
from scenes.charts import Bars, CalendarCell, Line, draw_bars, draw_calendar, draw_line
from scenes.core.background import BackgroundProcess
from scenes.core.dialogs import Overlay
from scenes.core.saves import save_as
from scenes.core.session import GameSession
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from scenes.screens.duplicate_run import DuplicateRun
from scenes.screens.menu import MainMenu
from scenes.screens.statistics import StatisticsScene
from tests.scenes.helpers import pump
from tests.scenes.test_keyboard import focused, key, tab_to


def finished(game: str, seed: int, you: str = "You") -> GameSession:
    seats = [Seat(you, "human"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new(game, {}, seats, seed)
    bot = make_bot(game, "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, bot, session.seed, session.ply))
    return session


@pytest.fixture
def records(monkeypatch):
    """Three finished No Thanks! games and a finished daily with its duplicate game."""
    for seed in (1, 2, 3):
        save_as(finished("nothanks", seed), f"game {seed}")
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))
    daily = daily_session(daily_setup("nothanks", today_utc()), "You", ranked=True)
    bot = make_bot("nothanks", "random")
    while not daily.state.is_terminal():
        daily.apply(bot_move(daily.state, bot, daily.seed, daily.ply))
    keep_daily(daily)
    run = DuplicateRun(daily.record(), background=BackgroundProcess(enabled=False), sync=True)
    assert run.score is not None
    return run.score


def top(app):
    """The scene on top (untyped: the tests compare it with several kinds)."""
    return app.manager.top


def open_statistics(app) -> StatisticsScene:
    app.start(MainMenu(app))
    pump(app)
    tab_to(app, app.manager.top, lambda w: getattr(w, "label", "") == "Statistics")
    key(app, pygame.K_RETURN)
    scene = app.manager.top
    assert isinstance(scene, StatisticsScene)
    pump(app, 2)
    return scene


def test_statistics_with_keys_only(app, records) -> None:
    scene = open_statistics(app)
    assert scene.names == ["You"] and scene.player == "You"
    assert scene.rows[0][0] == "No Thanks! · Classic" and scene.rows[0][1] == "4"
    assert scene.rows[0][-1].startswith("1 · ")  # one daily, its margin beside it
    score, accuracy, placings, days = scene.charts
    assert len(score.captions) == 4 and accuracy.captions == []
    assert sum(int(c.split(": ")[1].split()[0]) for c in placings.captions) == 4
    assert len(days.captions) == 1 and "against the bot" in days.captions[0]
    chart = tab_to(app, scene, lambda w: w is score)
    assert focused(scene) is chart and chart.point == 3
    shown = chart.caption()
    assert shown == chart.captions[3] and "No Thanks!" in shown
    key(app, pygame.K_LEFT)
    assert chart.point == 2 and chart.caption() == chart.captions[2]
    key(app, pygame.K_HOME)
    assert chart.point == 0
    key(app, pygame.K_TAB)  # on to the next chart
    assert focused(scene) is accuracy
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MainMenu)


def test_hovering_a_point_shows_its_value(app, records) -> None:
    scene = open_statistics(app)
    chart = scene.charts[0]
    target = chart.point_rects[1].center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))
    )
    pump(app)
    assert chart.tooltip() == chart.captions[1] == chart.caption()


def test_reset_asks_first_and_keeps_the_records(app, records) -> None:
    scene = open_statistics(app)
    kept = sorted(p.name for p in records_folder().iterdir())
    button = tab_to(app, scene, lambda w: w is scene.reset_button)
    assert button.label == "Reset your statistics"  # the default name You: second person
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, Overlay)
    key(app, pygame.K_ESCAPE)  # no: nothing changes
    assert top(app) is scene and scene.rows[0][1] == "4"
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # the dialog's focus starts on "Reset"
    pump(app, 2)
    assert top(app) is scene
    assert scene.names == [] or scene.rows == []
    assert sorted(p.name for p in records_folder().iterdir()) == kept


def test_reading_many_records_keeps_the_screen_drawing(app, monkeypatch) -> None:
    """The records are read on a thread: frames run and show the progress line until
    the reading ends."""
    release = threading.Event()
    from game.stats import collect as real_collect

    def slow(data_dir, progress=None):
        progress(1, 4)
        assert release.wait(10)
        return real_collect(data_dir, progress)

    monkeypatch.setattr("scenes.screens.stats_load.collect", slow)
    app.sync_bots = False
    scene = StatisticsScene(app)
    app.start(scene)
    for _ in range(3):
        assert app.frame(1 / 60, [])  # drawn: the progress line moves on
    assert not scene._loaded and "Reading" in scene.subtitle
    release.set()
    deadline = time.monotonic() + 20  # the thread's pace is not the frames'
    while not scene._loaded and time.monotonic() < deadline:
        app.frame(1 / 60, [])
        time.sleep(0.005)
    assert scene._loaded and len(scene.charts) == 4


def render(paint, marks: bool) -> pygame.Surface:
    surface = pygame.Surface((300, 240))
    surface.fill((0, 0, 0))
    paint(surface, pygame.Rect(0, 0, 300, 240), 1.0, marks, None)
    return surface


CHARTS = {
    "line": partial(draw_line, Line([3.0, 9.0, 4.0, 7.0], [0, 1, 2, 3])),
    "bars": partial(draw_bars, Bars(["1st", "2nd", "3rd"], [4, 2, 1])),
    "calendar": partial(
        draw_calendar,
        [
            CalendarCell(today_utc(), 5.0),
            CalendarCell(today_utc().replace(day=1), -3.0, ranked=False),
            CalendarCell(today_utc().replace(day=2), 0.0),
        ],
    ),
}


@pytest.mark.parametrize("name", sorted(CHARTS))
def test_charts_draw_shapes_with_colour_blind_marks(app, name) -> None:
    """With the setting on each chart draws more than colour: its pixels differ from the
    plain chart's, and every point drawn is still returned for focus and hover."""
    plain, marked = render(CHARTS[name], False), render(CHARTS[name], True)
    differing = sum(
        1
        for x in range(0, 300, 2)
        for y in range(0, 240, 2)
        if plain.get_at((x, y)) != marked.get_at((x, y))
    )
    assert differing > 20
    rects = CHARTS[name](pygame.Surface((300, 240)), pygame.Rect(0, 0, 300, 240), 1.0, True, 0)
    assert len(rects) in (3, 4) and all(r.width > 0 for r in rects)


def test_the_screen_uses_the_colour_blind_setting(app, records) -> None:
    app.settings.colourblind = True
    scene = open_statistics(app)
    assert scene.charts and all(chart.marks for chart in scene.charts)


@pytest.mark.parametrize(
    ("values", "floor", "whole", "ticks"),
    [
        ([1.0, 2.0, 7.0], None, False, [0.0, 2.0, 4.0, 6.0, 8.0]),
        ([143.0], None, False, [120.0, 130.0, 140.0, 150.0, 160.0]),  # one value: room around
        ([3.0], 0.0, True, [0.0, 1.0, 2.0, 3.0]),  # counts: whole steps from 0
        ([-12.0, 30.0], None, False, [-20.0, 0.0, 20.0, 40.0]),
    ],
)
def test_chart_axes_hold_every_value_on_round_steps(values, floor, whole, ticks) -> None:
    from scenes.charts.scale import axis_for

    axis = axis_for(values, floor=floor, whole=whole)
    assert axis.ticks() == ticks
    assert all(0.0 <= axis.fraction(v) <= 1.0 for v in values)


def test_the_calendar_shows_the_last_weeks_up_to_the_latest_daily() -> None:
    from datetime import date, timedelta

    from game.stats import DailyDay
    from scenes.screens.stats_words import CALENDAR_WEEKS, calendar

    latest = date(2026, 11, 25)
    days = [
        DailyDay(latest - timedelta(days=7 * k), "nothanks", 10.0, -2.0, True)
        for k in reversed(range(30))
    ]
    cells, captions = calendar(days)
    assert len(cells) == len(captions) == CALENDAR_WEEKS
    assert min(c.day for c in cells) == latest - timedelta(days=7 * (CALENDAR_WEEKS - 1))
    assert captions[-1].startswith("Wed 2026-11-25 · No Thanks! · 10 pts · −2 against the bot")


@pytest.mark.parametrize("name", sorted(CHARTS))
def test_charts_draw_every_word_through_the_catalogue(app, name) -> None:
    """In the pseudo-language every word a chart draws is marked (its legend and axis
    words included); what is left outside the marks is numbers and dates."""
    from scenes.core import i18n, theme
    from tests.scenes.test_pseudo_language import unmarked

    try:
        i18n.activate("xx")
        with theme.record_drawn() as log:
            render(CHARTS[name], marks=True)
    finally:
        i18n.activate("en")
    assert log and unmarked([t for t in log if t not in ("1st", "2nd", "3rd")]) == []


def test_the_reading_starts_after_the_first_frame(app, monkeypatch) -> None:
    """The first frame (the progress line) is drawn before the records are read, so it
    never waits for the reading thread."""
    drawn_before: list[int] = []
    from game.stats import collect as real_collect

    def noted(data_dir, progress=None):
        drawn_before.append(app.draws)
        return real_collect(data_dir, progress)

    monkeypatch.setattr("scenes.screens.stats_load.collect", noted)
    app.sync_bots = False
    scene = StatisticsScene(app)
    app.start(scene)
    assert app.frame(1 / 60, []) and drawn_before == []
    deadline = time.monotonic() + 20
    while not scene._loaded and time.monotonic() < deadline:
        app.frame(1 / 60, [])
        time.sleep(0.005)
    assert scene._loaded and drawn_before and drawn_before[0] >= 1
