"""Undo in a game against bots, by posted events: three undos, then the game is played
to its end; the record keeps a plain list of actions and counts the undos."""

from __future__ import annotations

import pygame

from game.records import Seat, replay
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from scenes.table.undo import undo_allowed
from tests.scenes.helpers import click, pump


def ctrl_z(app) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(kind, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0)
        )
    pump(app, 3)


def wait_for_human(app, limit: int = 2000):
    for _ in range(limit):
        table = app.manager.top
        if getattr(table, "finished", False) or table.human_to_move():
            return table
        pump(app)
    raise AssertionError("the human never got the turn")


def human_plays_first(app) -> None:
    table = wait_for_human(app)
    table.controls.buttons[0][1].on_click()
    pump(app, 2)


def test_undo_three_times_then_finish(app):
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "medium")]
    session = GameSession.new("nothanks", {}, seats, 17)
    app.manager.reset(table_for(app, session))
    pump(app, 2)
    for _ in range(4):
        human_plays_first(app)
    table = wait_for_human(app)
    for expected in (1, 2, 3):
        before = table.session.ply
        bot_moves = list(table.session.actions)
        ctrl_z(app)
        table = wait_for_human(app)
        assert table.session.undos[0] == expected
        # Back at an earlier decision of Ann's; the bots replayed their moves the same.
        assert table.session.ply < before
        assert bot_moves[: table.session.ply] == table.session.actions
    for _ in range(3000):
        top = app.manager.top
        if not isinstance(top, TableScene):
            break
        if top.human_to_move():
            top.controls.buttons[0][1].on_click()
        pump(app)
    results = app.manager.top
    assert isinstance(results, ResultsScene)
    session = results.session
    assert session.state.is_terminal()
    assert "Ann: 3 undos" in results.assist_line()
    record = session.record()
    assert record.undos == [3, 0, 0]
    replay(record)  # still a plain, replayable list of actions


def test_no_undo_with_two_people():
    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cy", "easy")]
    assert not undo_allowed(GameSession.new("nothanks", {}, seats, 1))


def test_undo_off_for_two_people_unless_all_agree():
    seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cy", "easy")]
    session = GameSession.new("nothanks", {}, seats, 1)
    assert not session.undo_agreed and not undo_allowed(session)
    session.undo_agreed = True
    assert undo_allowed(session)
    # The agreement is kept in the record (a loaded game keeps it) and by a rematch.
    assert GameSession.from_record(session.record()).undo_agreed
    assert session.restarted(2).undo_agreed


def test_setup_row_allows_undo_for_two_people(app):
    from scenes.core.curtain import CurtainScene
    from scenes.screens.setup import SetupScene

    setup = SetupScene(app, "nothanks", 3)
    app.manager.reset(setup)
    pump(app, 2)
    labels = [getattr(r, "label", "") for r in setup.rows.options]
    assert "Undo allowed" not in labels  # one person: undo is always there, nothing to agree
    setup.rows.seats[1][1].on_change(0)  # seat 2 becomes a person: the row comes
    pump(app, 2)
    row = next(r for r in setup.rows.options if getattr(r, "label", "") == "Undo allowed")
    assert row.values[row.index] == "No"  # off by default
    click(app, row._arrows()[1].center)
    assert setup.undo.agreed
    setup.choice.seats = [Seat("Ann", "human"), Seat("Bea", "human"), Seat("Cy", "easy")]
    setup.start()
    pump(app, 3)
    for _ in range(3000):  # both people play a few moves, each behind the curtain
        top = app.manager.top
        if isinstance(top, CurtainScene):
            top.reveal()
        elif isinstance(top, TableScene) and top.human_to_move():
            if top.session.ply >= 8:
                break
            top.controls.buttons[0][1].on_click()
        pump(app)
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.undo_agreed
    assert table.chrome.undo_button.visible
    before = table.session.ply
    ctrl_z(app)
    back = app.manager.find(TableScene)
    assert back.session.ply < before and sum(back.session.undos) == 1
    replay(back.session.record())
