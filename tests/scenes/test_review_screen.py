"""The review screen by posted events: from the replay viewer (R) the review runs a
decision per frame with a progress bar, equals the review API's, is stored beside the
record and reused; Down + Enter jumps to a rated decision in the viewer, which notes the
better move; Esc cancels a running review and stores nothing; Results has Review."""

from __future__ import annotations

import pygame
import pytest

from game.records import save_record
from game.review import FINE, review_path, review_record
from scenes.core.saves import save_path
from scenes.replay.open import open_replay_file
from scenes.replay.review import ReviewScene
from scenes.replay.viewer import ReplayScene
from scenes.screens.results import ResultsScene
from tests.scenes.helpers import button_center, click, press, pump
from tests.scenes.test_replay_viewer import finished_session

BUDGET = 150  # search iterations per decision: quick, and the same in the API call


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setattr(ReviewScene, "default_iterations", BUDGET)


def open_viewer(app):
    session = finished_session("nothanks", 3, seed=5)
    path = save_path("reviewed")
    save_record(path, session.record())
    open_replay_file(app, path, "Reviewed")
    pump(app, 2)
    viewer = app.manager.top
    assert isinstance(viewer, ReplayScene)
    return viewer, path, session.record()


def test_review_runs_is_stored_and_jumps_to_a_decision(app):
    viewer, path, record = open_viewer(app)
    press(app, pygame.K_r, frames=1)
    screen = app.manager.top
    assert isinstance(screen, ReviewScene) and screen.run.review is None
    progress = []
    for _ in range(500):
        if screen.run.review is not None:
            break
        progress.append(screen.run.done)
        pump(app)
    total = screen.run.total
    assert total > 3 and progress[-1] == total - 1  # one decision a frame, bar filling
    assert sorted(progress) == progress
    review = screen.run.review
    assert review is not None and not screen.run.reused
    expected = review_record(record, iterations=BUDGET)
    assert review.decisions == expected.decisions
    assert review_path(record).exists() and not path.with_name("reviewed.review.json").exists()
    summary = review.summary(0)
    assert summary.decisions == total and summary.accuracy is not None
    # The list holds the decisions that were not fine; Down then Enter opens one.
    bad = [d for d in review.decisions if d.rating != FINE]
    assert [row.step for row in screen.rows] == [d.step for d in bad]
    assert bad, "an easy bot's game should give the coach something to say"
    target = bad[min(1, len(bad) - 1)]
    if len(bad) > 1:
        press(app, pygame.K_DOWN)
    press(app, pygame.K_RETURN, frames=3)
    assert app.manager.top is viewer
    assert viewer.k == target.step and viewer.review is not None
    assert viewer.moves.marks[target.step + 1] in ("?!", "?", "??")
    # Reopened: the stored review is used, nothing computed.
    press(app, pygame.K_r, frames=1)
    again = app.manager.top
    assert isinstance(again, ReviewScene) and again.run.reused
    assert again.run.review is not None and again.run.review.decisions == review.decisions
    click(app, button_center(again, "All moves"))
    assert len(again.rows) == total


def test_cancel_stores_nothing(app):
    _viewer, _path, _record = open_viewer(app)
    press(app, pygame.K_r, frames=3)
    screen = app.manager.top
    assert isinstance(screen, ReviewScene) and screen.run.review is None
    press(app, pygame.K_ESCAPE, frames=2)
    assert screen.run.cancelled and isinstance(app.manager.top, ReplayScene)
    assert not review_path(_record).exists()


def test_results_offer_review(app):
    session = finished_session("nothanks", 3, seed=8)
    app.manager.reset(ResultsScene(app, session))
    pump(app, 3)
    click(app, button_center(app.manager.top, "Review"), frames=2)
    screen = app.manager.top
    assert isinstance(screen, ReviewScene)
    for _ in range(500):
        if screen.run.review is not None:
            break
        pump(app)
    assert screen.run.review is not None and screen.run.review.seats == (0,)


def test_try_it_again_opens_the_table_at_the_decision_with_the_better_move_glowing(app):
    """Item 10 and 12: T on a rated decision plays on from that very moment, the deciding
    seat a person's, the better move suggested (its button glows, a note names it)."""
    from scenes.table.scene import TableScene

    _viewer, _path, record = open_viewer(app)
    press(app, pygame.K_r, frames=1)
    screen = app.manager.top
    assert isinstance(screen, ReviewScene)
    for _ in range(500):
        if screen.run.review is not None:
            break
        pump(app)
    decision = screen.rows[0]
    assert decision.best != decision.chosen
    assert button_center(screen, "Try it again")
    press(app, pygame.K_t, frames=3)
    table = app.manager.top
    assert isinstance(table, TableScene)
    session = table.session
    assert session.ply == decision.step and session.actions == record.actions[: decision.step]
    assert session.is_human(decision.seat) and session.state.current_player == decision.seat
    pump(app, 5)
    best = session.state.find_action(decision.best)
    assert table.picture.ui.suggested == best
    glowing = [b for c, b in table.controls.buttons if c.action == best]
    assert glowing and glowing[0].rect.width
    pygame.image.save(app.screen, str(_shot("try-again.png")))
    # Once a move is played the suggestion is gone.
    table.play(session.state.find_action(decision.chosen))
    pump(app, 5)
    assert table.picture.ui.suggested is None


def _shot(name: str):
    """Where a test's screenshot goes (the pytest temp folder of the data home)."""
    import os
    from pathlib import Path

    return Path(os.environ["PLAY_OR_PAY_HOME"]).parent / name


def test_try_it_again_from_the_viewers_note(app):
    """T in the replay viewer, at a rated decision shown from the review, tries it again."""
    from scenes.table.scene import TableScene

    viewer, _path, _record = open_viewer(app)
    press(app, pygame.K_r, frames=1)
    screen = app.manager.top
    for _ in range(500):
        if screen.run.review is not None:
            break
        pump(app)
    decision = screen.rows[0]
    press(app, pygame.K_RETURN, frames=3)
    assert app.manager.top is viewer and viewer.k == decision.step
    press(app, pygame.K_t, frames=3)
    table = app.manager.top
    assert isinstance(table, TableScene)
    assert table.session.suggested == (decision.step, decision.best)
    assert table.session.ply == decision.step


def test_rows_appear_while_the_review_runs(app):
    """The decisions rated so far are listed at once (All: every one), the progress bar
    above them; Show and Try wait for the whole review."""
    open_viewer(app)
    press(app, pygame.K_r, frames=1)
    screen = app.manager.top
    assert isinstance(screen, ReviewScene)
    screen.toggle_all()
    pump(app, 3)
    assert screen.run.review is None and screen.run.done >= 2
    assert len(screen.list.rows) == screen.run.done
    assert screen.list in screen.widgets and screen.cancel_button in screen.widgets
    assert not screen.show_button.enabled and not screen.try_button.enabled
