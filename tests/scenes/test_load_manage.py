"""The Load screen deletes (after asking) and renames saves (the save-as name rule;
never replacing another save without asking), with the keyboard and with the mouse."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.dialogs import Overlay, SaveAsDialog
from scenes.core.saves import (
    autosave_path,
    delete_save,
    list_saves,
    rename_save,
    save_as,
    saves_dir,
    write_autosave,
)
from scenes.core.session import GameSession
from scenes.screens.load import LoadScene
from tests.scenes.helpers import button_center, click, press, pump


def session(seed: int = 4) -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    return GameSession.new("nothanks", {"rounds": 2}, seats, seed)


def open_load(app) -> LoadScene:
    app.start(LoadScene(app))
    pump(app, 2)
    scene = app.manager.top
    assert isinstance(scene, LoadScene)
    return scene


def select(app, scene: LoadScene, name: str) -> None:
    index = next(k for k, info in enumerate(scene.infos) if info.name == name)
    scene.list.select(index)
    pump(app, 1)


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(app, 1)


def retype(app, dialog: SaveAsDialog, text: str) -> None:
    for _ in range(len(dialog.field.value)):
        press(app, pygame.K_BACKSPACE, frames=0)
    type_text(app, text)


def names() -> list[str]:
    return sorted(p.name for p in saves_dir().iterdir())


def test_delete_key_asks_and_enter_keeps_the_save(app) -> None:
    save_as(session(), "Monday")
    save_as(session(5), "Tuesday")
    scene = open_load(app)
    select(app, scene, "Monday")
    press(app, pygame.K_DELETE)
    question = app.manager.top
    assert isinstance(question, Overlay) and question.title == "Delete this save?"
    assert "“Monday”" in question.message and "No Thanks!" in question.message
    press(app, pygame.K_RETURN)  # the focus starts on Cancel
    assert app.manager.top is scene and names() == ["Monday.json", "Tuesday.json"]
    press(app, pygame.K_DELETE)
    press(app, pygame.K_LEFT)  # to Delete
    press(app, pygame.K_RETURN)
    assert app.manager.top is scene and names() == ["Tuesday.json"]
    assert [info.name for info in scene.infos] == ["Tuesday"]
    assert scene.list.selected == 0


def test_delete_with_the_mouse_and_the_autosave(app) -> None:
    write_autosave(session())
    save_as(session(5), "Kept")
    scene = open_load(app)
    select(app, scene, "Autosave")
    click(app, button_center(scene, "Delete"))
    assert "autosave" in app.manager.top.message
    click(app, button_center(app.manager.top, "Delete"))
    assert not autosave_path().exists() and names() == ["Kept.json"]
    assert [info.name for info in scene.infos] == ["Kept"]


def test_rename_with_the_keyboard(app) -> None:
    save_as(session(), "Monday")
    before = (saves_dir() / "Monday.json").read_bytes()
    scene = open_load(app)
    press(app, pygame.K_F2)
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsDialog) and dialog.field.value == "Monday"
    retype(app, dialog, "CON")  # refused while typing, as in Save as…
    assert not dialog.buttons[0].enabled and "Windows" in (dialog.problem or "")
    press(app, pygame.K_RETURN)
    assert app.manager.top is dialog
    retype(app, dialog, "Müller night")
    press(app, pygame.K_RETURN)
    assert app.manager.top is scene
    assert names() == ["Müller night.json"]
    assert (saves_dir() / "Müller night.json").read_bytes() == before
    assert scene.chosen() is not None and scene.chosen().name == "Müller night"


def test_rename_over_another_save_asks_first(app) -> None:
    save_as(session(), "Monday")
    save_as(session(5), "Tuesday")
    other = (saves_dir() / "Tuesday.json").read_bytes()
    scene = open_load(app)
    select(app, scene, "Monday")
    click(app, button_center(scene, "Rename"))
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsDialog)
    retype(app, dialog, "Tuesday")
    click(app, button_center(dialog, "Rename"))
    question = app.manager.top
    assert isinstance(question, Overlay) and "Replace" in question.title
    assert "“Tuesday”" in question.message
    press(app, pygame.K_RETURN)  # Enter means Cancel: the other save is untouched
    assert app.manager.top is scene
    assert names() == ["Monday.json", "Tuesday.json"]
    assert (saves_dir() / "Tuesday.json").read_bytes() == other
    scene._rename(scene.chosen(), "Tuesday")
    pump(app, 1)
    click(app, button_center(app.manager.top, "Replace"))
    assert names() == ["Tuesday.json"]
    assert (saves_dir() / "Tuesday.json").read_bytes() != other


def test_the_autosave_is_not_renamed(app) -> None:
    write_autosave(session())
    scene = open_load(app)
    select(app, scene, "Autosave")
    assert not scene.rename_button.enabled
    press(app, pygame.K_F2)
    assert app.manager.top is scene and autosave_path().exists()


def test_rename_and_delete_functions(data_home) -> None:
    path = save_as(session(), "One")
    assert rename_save(path, "One") == path  # the same name changes nothing
    two = rename_save(path, "  Two   games ")
    assert two.name == "Two games.json" and not path.exists()
    three = save_as(session(5), "Three")
    try:
        rename_save(two, "Three")
    except FileExistsError:
        pass
    else:
        raise AssertionError("renamed over another save without asking")
    assert rename_save(two, "Three", replace=True) == three and not two.exists()
    delete_save(three)
    assert list_saves() == []
