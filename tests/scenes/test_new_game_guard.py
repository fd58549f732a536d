"""A new game never silently replaces an unfinished autosave: the player is asked
(keep it under Load with a name, discard it, or cancel)."""

from __future__ import annotations

import pygame

from game.records import Seat, load_record
from scenes.core.dialogs import Overlay, SaveAsDialog
from scenes.core.saves import autosave_path, list_saves, write_autosave
from scenes.core.session import GameSession
from scenes.screens.autosave_guard import TITLE
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, press, pump


def unfinished_autosave() -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new("nyet", {}, seats, 21)
    session.apply(session.state.legal_actions()[0])
    write_autosave(session)
    return session


def open_setup_and_start(app) -> Overlay:
    app.start(SetupScene(app, "nothanks"))
    pump(app)
    press(app, pygame.K_RETURN)  # Start game
    dialog = app.manager.top
    assert isinstance(dialog, Overlay) and dialog.title == TITLE
    return dialog


def button(dialog: Overlay, label: str):
    return next(b for b in dialog.buttons if b.label == label)


def test_no_question_without_an_unfinished_game(app) -> None:
    app.start(SetupScene(app, "nothanks"))
    pump(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, TableScene)


def test_cancel_keeps_everything(app) -> None:
    old = unfinished_autosave()
    dialog = open_setup_and_start(app)
    assert "Nyet!" in dialog.message and "Ann" in dialog.message
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, SetupScene)
    assert load_record(autosave_path()).actions == old.actions


def test_discard_starts_the_new_game_and_replaces_the_autosave(app) -> None:
    unfinished_autosave()
    dialog = open_setup_and_start(app)
    click(app, button(dialog, "Discard it").rect.center)
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.spec.id == "nothanks"
    assert load_record(autosave_path()).game == "nothanks"
    assert len(list_saves()) == 1  # only the new autosave


def test_keep_saves_it_under_load_with_a_name_then_starts(app) -> None:
    old = unfinished_autosave()
    dialog = open_setup_and_start(app)
    click(app, button(dialog, "Keep it under Load…").rect.center)
    ask = app.manager.top
    assert isinstance(ask, SaveAsDialog)
    for _ in range(len(ask.field.value)):
        press(app, pygame.K_BACKSPACE, frames=1)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="my nyet"))
    pump(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, TableScene)
    kept = [info for info in list_saves() if info.path.stem == "my nyet"]
    assert len(kept) == 1 and "Nyet!" in kept[0].title
    assert load_record(kept[0].path).actions == old.actions
    assert load_record(autosave_path()).game == "nothanks"
