"""The Daily screen and a daily's results, driven by keys: the menu opens Daily; Play
starts today's deal with the daily tag in the record from the start (kept in records/);
a second try of the day is practice; a finished daily's results play the duplicate game
in the worker path (inline here), show both scores and the margin, open the bot's game
in the replay viewer and copy the share text."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

import scenes.screens.duplicate_run as duplicate_run
from game.bots import make_bot
from game.daily import (
    DAILY_META_KEY,
    daily_games,
    daily_setup,
    daily_tag,
    play_duplicate,
    today_utc,
)
from game.play import bot_move
from game.records import load_record
from game.storage import user_data_dir
from scenes.core.progress import ProgressFile, run_reporting
from scenes.core.session import GameSession
from scenes.replay.viewer import ReplayScene
from scenes.screens.daily import DailyScene
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from scenes.screens.daily_results import DailyResultsScene, score_lines
from scenes.screens.duplicate_run import DuplicateRun
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import pump
from tests.scenes.test_keyboard import focused, key, tab_to, typed


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    """Random bots at the daily's table and a small search budget for the duplicate's
    hard bot, so the tests run in seconds (the code paths are the shipped ones)."""
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))


def finished_daily(game: str = "nothanks", moves: int | None = None) -> GameSession:
    """Today's deal of ``game`` for "You", played by random stand-ins (to the end, or
    ``moves`` moves)."""
    session = daily_session(daily_setup(game, today_utc()), "You", ranked=True)
    stand_in = make_bot(game, "random")
    while not session.state.is_terminal() and (moves is None or session.ply < moves):
        session.apply(bot_move(session.state, stand_in, session.seed, session.ply))
    return session


def test_menu_to_daily_and_play_with_keys_only(app) -> None:
    app.start(MainMenu(app))
    pump(app)
    button = tab_to(app, app.manager.top, lambda w: getattr(w, "label", "") == "Daily deal")
    key(app, pygame.K_RETURN)
    daily = app.manager.top
    assert isinstance(daily, DailyScene) and button.label == "Daily deal"
    assert [row.game for row in daily.rows] == daily_games()  # every game with a daily
    assert all(row.status is not None and row.status.ranked for row in daily.rows)
    assert str(today_utc()) in daily.subtitle
    assert focused(daily) is daily.play_buttons[0]
    key(app, pygame.K_UP)  # up to the name field: typing replaces the name
    assert focused(daily) is daily.name_field
    typed(app, "Zoë")
    assert daily.player == "Zoë"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Play today's No Thanks!
    table = app.manager.top
    assert isinstance(table, TableScene)
    session = table.session
    assert session.seats[0].name == "Zoë" and session.is_human(0)
    assert not any(session.is_human(seat) for seat in range(1, session.num_players))
    tag = daily_tag(session.record())  # the engine accepts the tag from the start
    assert tag is not None and tag.ranked and tag.player == "Zoë" and tag.date == today_utc()
    kept = list(records_folder().glob("daily-*.json"))
    assert len(kept) == 1 and daily_tag(load_record(kept[0])) == tag


def test_a_second_try_of_the_day_is_practice(app) -> None:
    keep_daily(finished_daily("nothanks", moves=3))  # a try given up after 3 moves
    app.start(DailyScene(app))
    pump(app)
    daily = app.manager.top
    rows = {row.game: row for row in daily.rows}
    assert rows["nothanks"].status is not None and not rows["nothanks"].status.ranked
    assert rows["nothanks"].status.played_today
    assert rows["nyet"].status is not None and rows["nyet"].status.ranked
    assert rows["nothanks"].status.streak == 1
    key(app, pygame.K_RETURN)  # Play No Thanks! again: a practice try
    session = app.manager.top.session
    assert session.tags[DAILY_META_KEY]["ranked"] is False


def test_yesterdays_deal_is_practice(app) -> None:
    app.start(DailyScene(app))
    pump(app)
    daily = app.manager.top
    key(app, pygame.K_DOWN)  # Play → Yesterday
    assert focused(daily) is daily.yesterday_buttons[0]
    key(app, pygame.K_RETURN)
    tag = daily_tag(app.manager.top.session.record())
    assert tag is not None and not tag.ranked and tag.date < today_utc()


def test_daily_results_duplicate_replay_and_share_with_keys(app) -> None:
    session = finished_daily()
    app.nav.open_session(session)
    pump(app, 3)
    results = app.manager.top
    assert isinstance(results, DailyResultsScene)
    score = results.run.score
    assert score is not None and results.run.error is None
    assert score.lower_is_better and score.players == session.num_players
    first, second = score_lines(score)
    assert f"You {score.you:g}" in first and "hard bot in your seat" in first
    assert "lower is better" in second
    bot_file = records_folder() / (results.run.path.name if results.run.path else "")
    assert bot_file.is_file() and load_record(bot_file).seats[0].name == "Hard bot"
    pump(app, 40)  # past the key grace of the results
    tab_to(app, results, lambda w: w is results.bot_button)
    key(app, pygame.K_RETURN)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is results
    tab_to(app, results, lambda w: w is results.share_button)
    key(app, pygame.K_RETURN)
    assert results.share_text.startswith(f"Play or Pay daily {today_utc()}")
    assert results.share_note  # copied, or say to copy by hand


def test_a_daily_rematch_is_a_practice_try_of_the_same_deal(app) -> None:
    session = finished_daily()
    app.nav.open_session(session)
    pump(app, 3)
    results = app.manager.top
    assert isinstance(results, DailyResultsScene)
    results.rematch()
    pump(app, 3)
    again = app.manager.top.session
    tag = daily_tag(again.record())
    assert again.seed == session.seed and tag is not None
    assert not tag.ranked and tag.date == today_utc() and tag.player == "You"


def test_reopened_results_reuse_the_kept_duplicate(app, monkeypatch) -> None:
    session = finished_daily()
    first = DailyResultsScene(app, session)
    assert first.run.error is None and first.run.score is not None

    def never(*args, **kwargs):
        raise AssertionError("the duplicate was played again")

    monkeypatch.setattr(duplicate_run, "play_duplicate", never)
    again = DailyResultsScene(app, GameSession.from_record(session.record()))
    assert again.run.score == first.run.score


def test_only_a_daily_gets_the_duplicate_panel(app) -> None:
    session = finished_daily()
    plain = session.restarted(5)
    while not plain.state.is_terminal():
        plain.apply(bot_move(plain.state, make_bot("nothanks", "random"), plain.seed, plain.ply))
    app.nav.open_session(plain)
    pump(app)
    assert type(app.manager.top) is ResultsScene
    assert DAILY_META_KEY not in plain.tags and "finished_at" in plain.tags


def test_tags_survive_the_record_round_trip() -> None:
    session = finished_daily(moves=2)
    again = GameSession.from_record(session.record())
    assert again.tags == session.tags and DAILY_META_KEY in again.tags


def _count_to(done: int, total: int, progress) -> str:
    for k in range(1, done + 1):
        progress(k / total)
    return "ok"


def test_progress_comes_back_through_a_file() -> None:
    progress = ProgressFile()
    try:
        assert progress.percent() == 0
        assert run_reporting(_count_to, progress.path, 2, 5) == "ok"
        assert progress.percent() == 40
    finally:
        progress.remove()
    assert not list(user_data_dir().glob("*progress*"))


def test_a_try_given_up_after_its_first_move_counts(app) -> None:
    """The autosave writes the daily's own file in records/ too, so replacing the
    autosave with another game does not undo the try."""
    from game.daily import daily_status
    from game.stats import collect
    from scenes.core.saves import autosave_path, write_autosave

    session = daily_session(daily_setup("nyet", today_utc()), "You", ranked=True)
    keep_daily(session)
    assert not daily_status(collect(user_data_dir()), "You", "nyet", today_utc()).played_today
    session.apply(session.state.legal_actions()[0])
    write_autosave(session)  # what the table does after each move
    autosave_path().unlink()  # the autosave given up for another game
    assert session.copy_path is not None and load_record(session.copy_path).actions
    status = daily_status(collect(user_data_dir()), "You", "nyet", today_utc())
    assert status.played_today and not status.ranked


def test_the_duplicate_runs_in_the_background_worker_with_progress(app) -> None:
    """The shipped path: the work marked as pending in the data folder, the duplicate
    game played in the background worker process, its progress read from the file while
    frames go on, then the score and the kept bot's game (the marker gone)."""
    import time

    from game.daily.pending import list_pending
    from scenes.core.background import BackgroundProcess

    session = finished_daily()
    keep_daily(session)
    background = BackgroundProcess()
    try:
        run = DuplicateRun(session.record(), background=background, sync=False)
        assert run.running and run.pending is not None and run.pending.marker.is_file()
        assert background.pid() is not None  # a process of its own
        seen = []
        deadline = time.monotonic() + 120
        while run.running and time.monotonic() < deadline:
            run.step()
            seen.append(run.percent)
            time.sleep(0.01)
        assert run.error is None and run.score is not None and run.percent == 100
        assert seen == sorted(seen) and len(set(seen)) > 2  # it moved on in steps
        assert list_pending(user_data_dir()) == []
    finally:
        background.close()


def test_leaving_the_results_keeps_the_duplicate_being_played(app) -> None:
    """Leaving while the bot's game is played: it is played to its end in the
    background and kept, so the next showing reads it instead of playing it again."""
    import time

    from scenes.core.background import BackgroundProcess

    session = finished_daily()
    keep_daily(session)
    background = BackgroundProcess()
    try:
        run = DuplicateRun(session.record(), background=background, sync=False)
        assert run.running and run.path is not None
        run.leave()
        deadline = time.monotonic() + 120
        while not run.path.is_file() and time.monotonic() < deadline:
            time.sleep(0.05)
        again = DuplicateRun(session.record(), background=background, sync=False)
        assert not again.running and again.score is not None
    finally:
        background.close()


def test_a_resumed_daily_keeps_writing_its_own_file(app) -> None:
    from scenes.core.saves import write_autosave
    from scenes.screens.daily_data import daily_file

    session = finished_daily("nyet", moves=1)
    write_autosave(session)
    app.start(MainMenu(app))
    assert app.nav.continue_game()
    pump(app)
    table = app.manager.top
    assert isinstance(table, TableScene) and DAILY_META_KEY in table.session.tags
    assert table.session.copy_path == daily_file(session.record()) is not None


def test_a_forged_daily_tag_gets_the_plain_results(app) -> None:
    """A record claiming a daily that is not that day's deal is not a daily."""
    session = finished_daily()
    session.tags[DAILY_META_KEY] = dict(session.tags[DAILY_META_KEY], date="2001-01-01")
    app.nav.open_session(session)
    pump(app)
    assert type(app.manager.top) is ResultsScene
