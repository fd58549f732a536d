"""Nothing on a screen hides another thing: every screen other than the tables (menu,
settings, setup and rules of every game, results, load, learn, replays, the replay viewer
with its review, the daily screens, statistics, the pass-and-play curtain, the pause menu
and a dialog), in English, German, French and the pseudo-language, at 1280×720 and at
the smallest window, at every text size. The tables are in ``test_overlays.py``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from functools import cache, partial

import pytest

from game.bots import make_bot
from game.daily import daily_setup, today_utc
from game.play import bot_move
from game.records import Record, Seat
from game.registry import get_game
from game.review import FINE, Review, review_record
from scenes.app import App
from scenes.core.boxes import overlapping, record_boxes
from scenes.core.dialogs import message
from scenes.core.session import GameSession
from scenes.replay.open import open_replay
from scenes.screens.daily_data import daily_session
from scenes.screens.daily_results import DailyResultsScene
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screenshot import make_screen, scripted_session
from tests.scenes.game_cases import daily_ids, game_ids
from tests.scenes.helpers import headless_app
from tests.scenes.test_overlays import LANGUAGES, NAMES, SIZES, TEXT_SIZES, described


def screen_args(scene: str, game: str | None = None, **more: object) -> argparse.Namespace:
    """What :func:`scenes.screenshot.make_screen` reads to build ``scene``."""
    values: dict[str, object] = {
        "scene": scene,
        "game": game or game_ids()[0],
        "players": 4,
        "humans": None,
        "seed": 11,
        "after": 30,
        "option": [],
        "level": "easy",
        "frames": 3,
    }
    values.update(more)
    return argparse.Namespace(**values)


@cache
def reviewed(game: str) -> tuple[Record, Review, int | None]:
    """A finished game of ``game`` (seed 11, 3 players), its review and the first
    decision that was not fine."""
    record = scripted_session(screen_args("replay", game, players=3, after=100_000), 1).record()
    review = review_record(record, iterations=60)  # a quick review: its words are drawn
    rated = [d.step for d in review.decisions if d.rating != FINE]
    return record, review, rated[0] if rated else None


def screens() -> Iterator[tuple[str, Callable[[App], None]]]:
    """Each screen by name, and how to open it on an app."""
    for scene in ("menu", "settings", "load", "learn", "replays", "daily", "statistics"):
        yield scene, lambda app, scene=scene: make_screen(app, screen_args(scene))
    for game in game_ids():
        for scene in ("setup", "rules"):
            args = screen_args(scene, game, players=_most_players(game))
            yield f"{scene} {game}", lambda app, args=args: make_screen(app, args)
        yield f"results {game}", lambda app, game=game: _results(app, game)
    for game in daily_ids():
        yield f"daily results {game}", lambda app, game=game: _daily_results(app, game)
    yield "curtain", lambda app: make_screen(app, screen_args("curtain", humans=2))
    yield "pause menu", _pause_menu
    yield "dialog", _dialog
    yield "replay and review", _replay
    yield "review", _review


def _most_players(game: str) -> int:
    return get_game(game).max_players


def _played_out(session: GameSession) -> GameSession:
    """``session`` played to its end by a random stand-in in every seat (quick)."""
    stand_in = make_bot(session.spec.id, "random")
    while not session.state.is_terminal():
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    return session


def _results(app: App, game: str) -> None:
    players = _most_players(game)
    seats = [Seat(NAMES[i], "human" if i == 0 else "easy") for i in range(players)]
    app.start(ResultsScene(app, _played_out(GameSession.new(game, {}, seats, 11))))


def _daily_results(app: App, game: str) -> None:
    session = daily_session(daily_setup(game, today_utc()), "Maximilian", ranked=True)
    app.start(DailyResultsScene(app, _played_out(session)))


def _pause_menu(app: App) -> None:
    make_screen(app, screen_args("table", after=10))
    top = app.manager.top
    assert top is not None
    top.open_menu()


def _dialog(app: App) -> None:
    app.start(MainMenu(app))
    app.manager.push(message(app, "This save cannot be opened", "x.json is damaged. " * 8))


def _review(app: App) -> None:
    """The review screen of a finished game, every decision listed (a quick budget)."""
    from scenes.replay.review import ReviewScene

    record, _review_done, _step = reviewed(game_ids()[0])
    screen = ReviewScene(app, record, None, "This game", lambda review, step: None)
    app.start(screen)
    for _ in range(400):
        app.frame(1 / 60, [])
        if screen.run.review is not None:
            break
    screen.toggle_all()


def _replay(app: App) -> None:
    record, review, step = reviewed(game_ids()[0])
    app.start(MainMenu(app))
    open_replay(app, record, "This game", step, review=review)


@pytest.fixture(autouse=True)
def quick_daily(monkeypatch: pytest.MonkeyPatch) -> None:
    """The daily's bots and its duplicate at a small budget (the screen is the point)."""
    import scenes.screens.duplicate_run as duplicate_run
    from game.daily import play_duplicate

    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))
    from scenes.replay.review import ReviewScene

    monkeypatch.setattr(ReviewScene, "default_iterations", 20)


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_nothing_on_a_screen_hides_another_box(size, language, text_size) -> None:
    app = headless_app(size, language, text_size=text_size)
    found = {}
    try:
        for name, open_screen in screens():
            open_screen(app)
            for _ in range(3):
                app.frame(0.0, [])
            app.invalidate()
            with record_boxes() as boxes:
                app.frame(0.0, [])
            assert boxes, name
            pairs = overlapping(boxes)
            if pairs:
                found[name] = described(pairs)
    finally:
        app.close()
    assert found == {}
