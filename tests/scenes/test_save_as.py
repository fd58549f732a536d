"""Save as…: names keep their letters, refused names say why, and replacing asks first.
Also the text routines every drawn string goes through."""

from __future__ import annotations

import pygame
import pytest

from game.errors import SaveNameError
from game.records import Seat
from game.text import ELLIPSIS
from scenes.core import theme
from scenes.core.dialogs import Overlay, SaveAsDialog
from scenes.core.saves import list_saves, save_as, saves_dir
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.table.menu import save_game_as
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump


def session(seed: int = 4) -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    return GameSession.new("nothanks", {"rounds": 2}, seats, seed)


def type_text(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pump(app, 1)


def open_save_dialog(app) -> tuple[TableScene, SaveAsDialog]:
    table = table_for(app, session())
    table.mode.hold_bots = True
    app.start(table)
    pump(app, 2)
    press(app, pygame.K_ESCAPE)
    click(app, button_center(app.manager.top, "Save as…"))
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsDialog)
    return table, dialog


def clear_field(app, dialog: SaveAsDialog) -> None:
    for _ in range(len(dialog.field.value)):
        press(app, pygame.K_BACKSPACE, frames=0)
    pump(app, 1)


def test_names_from_the_issue_are_distinct_saves(data_home) -> None:
    game = session()
    paths = [save_as(game, name) for name in ("ゲーム", "日本語", "😀", "Müller", "Mller")]
    assert len({path.name for path in paths}) == len(paths)
    assert sorted(p.name for p in saves_dir().iterdir()) == sorted(p.name for p in paths)
    titles = [info.title for info in list_saves()]
    assert any(title.startswith("Müller — ") for title in titles)
    for name in ('<>|"', "", "CON", "lpt9", "../escape"):
        with pytest.raises(SaveNameError):
            save_as(game, name)
    assert len(list(saves_dir().iterdir())) == len(paths)


def test_save_as_refuses_reserved_names_while_typing(app) -> None:
    _, dialog = open_save_dialog(app)
    clear_field(app, dialog)
    type_text(app, "CON")
    assert not dialog.buttons[0].enabled and "Windows" in (dialog.problem or "")
    pump(app, 2)  # the problem is drawn under the field
    press(app, pygame.K_RETURN)  # Enter does nothing while the name is refused
    assert app.manager.top is dialog
    type_text(app, "cert game")
    assert dialog.buttons[0].enabled and dialog.problem is None
    press(app, pygame.K_RETURN)
    assert (saves_dir() / "CONcert game.json").is_file()


def test_saving_over_another_save_asks_first(app) -> None:
    other = save_as(session(seed=99), "Friday")
    before = other.read_bytes()
    table, dialog = open_save_dialog(app)
    clear_field(app, dialog)
    type_text(app, "Friday")
    press(app, pygame.K_RETURN)
    question = app.manager.top
    assert isinstance(question, Overlay) and "Replace" in question.title
    assert "“Friday”" in question.message
    pump(app, 2)
    press(app, pygame.K_RETURN)  # Enter means Cancel here: the other save is untouched
    assert app.manager.top is table and other.read_bytes() == before
    save_game_as(app, table.session, "Friday", lambda name: None)
    pump(app, 1)
    click(app, button_center(app.manager.top, "Replace"))
    assert app.manager.top is table
    assert other.read_bytes() != before
    assert sorted(p.name for p in saves_dir().iterdir()) == ["Friday.json"]


@pytest.mark.parametrize(
    "text",
    ["x" * 10_000, "Ann\0Bell", "bad \ud800", "\x1b[31mred\x1b[0m", "a\nb\tc", "😀ゲーム" * 500],
)
def test_fit_text_cleans_and_fits_any_text(app, text) -> None:
    width = 240
    shown = theme.fit_text(text, 19, width)
    assert theme.font(19).size(shown)[0] <= width
    assert "\0" not in shown and "\n" not in shown and "\x1b" not in shown
    if len(text) > 1000:
        assert shown.endswith(ELLIPSIS) and len(shown) < 200
    theme.text(shown, 19)  # renders
    theme.text(text, 19)  # raw text renders too: cleaned and bounded on the way


def test_wrap_text_shortens_a_word_too_long_for_a_line(app) -> None:
    lines = theme.wrap_text("start " + "w" * 100_000 + " end\n\nnext", 19, 300)
    assert lines[0] == "start" and lines[-1] == "next"
    assert all(theme.font(19).size(line)[0] <= 300 for line in lines)
    assert any(line.endswith(ELLIPSIS) for line in lines)
