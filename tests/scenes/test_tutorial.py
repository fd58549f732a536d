"""Learn to play: each game's guided first game played to the end through real pygame
events (menu → Learn to play → the game; clicks on the table and Enter for the notes),
moves other than the explained one refused with the step's reason, Esc leaving, the end
opening the game's setup; the script of every plugin checked against its rules."""

from __future__ import annotations

import copy

import pygame
import pytest

from game.contract import Action
from game.records import Seat
from scenes.core.saves import read_settings
from scenes.core.session import GameSession
from scenes.plugins import installed
from scenes.registry import tutorial_for
from scenes.screens.learn import LearnScene
from scenes.screens.menu import MainMenu
from scenes.screens.setup import SetupScene
from scenes.table.guide import Guide, anchor_rect, bind_steps
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump

GAMES = [ui.game_id for ui in installed() if ui.tutorial is not None]
#: The grid of points probed over the playing area, in design pixels.
GRID = 8


def probe(table: TableScene, pos: tuple[int, int]) -> tuple[Action | None, bool]:
    """What a click at ``pos`` would do, tried on a copy of the table's UiState: the
    action it plays (or None) and whether it changes the UiState (a selection)."""
    picture = table.picture
    real = picture.ui
    picture.ui = copy.copy(real)
    try:
        action = picture.on_input(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        return action, picture.ui != real
    finally:
        picture.ui = real


def spots(table: TableScene) -> list[tuple[tuple[int, int], Action | None]]:
    """Where to click, from the table's own parts, and the move each click plays (None:
    it chooses): its buttons, then over a grid of its playing area
    (``places.frame.area``) the first point of each move the game's input plays there;
    a table whose moves take two clicks (choose, then confirm) also gets the points
    whose click chooses something."""
    found = [(button.rect.center, control.action) for control, button in table.controls.buttons]
    area, step = table.picture.places.frame.area, max(4, int(GRID * table.picture.ui.s))
    plays: dict[Action, tuple[int, int]] = {}
    chooses: list[tuple[int, int]] = []
    for y in range(area.top + step // 2, area.bottom, step):
        for x in range(area.left + step // 2, area.right, step):
            action, changed = probe(table, (x, y))
            if action is not None:
                plays.setdefault(action, (x, y))
            elif changed and len(chooses) < 40:
                chooses.append((x, y))
    found += [(pos, action) for action, pos in plays.items()]
    return found + ([] if plays else [(pos, None) for pos in chooses])


def open_from_menu(app, game_id: str) -> TableScene:
    """Main menu → Learn to play → the game's button, by clicks."""
    app.start(MainMenu(app))
    pump(app, 2)
    click(app, button_center(app.manager.top, "Learn to play"))
    learn = app.manager.top
    assert isinstance(learn, LearnScene)
    name = next(b.label for g, b in zip(learn.games, learn.buttons, strict=True) if g == game_id)
    click(app, button_center(learn, name), frames=4)
    table = app.manager.top
    assert isinstance(table, TableScene) and table.mode.guide is not None
    return table


def settle(app, table: TableScene, guide: Guide, limit: int = 4000) -> None:
    """Frames until a note is due, the person is to move or the lesson is over."""
    for _ in range(limit):
        if not table.feed.busy and (guide.reading() or table.human_to_move() or guide.finished()):
            return
        pump(app)
    raise AssertionError(f"the table never came to rest (ply {table.session.ply})")


def play_expected(app, table: TableScene, guide: Guide, refusals: list[str]) -> None:
    """Click the table's spots, the expected move's last, until it is played (every
    other move a click makes is refused and its reason noted)."""
    ply = table.session.ply
    for _ in range(12):
        expected = guide.expected()
        # Every other move first (each is refused), the glowing one last.
        for pos, _action in sorted(spots(table), key=lambda spot: spot[1] == expected):
            click(app, pos, frames=1)
            if guide.refusal:
                refusals.append(guide.refusal)
            if table.session.ply != ply:
                return
            settle(app, table, guide)
    raise AssertionError(f"no click played the expected move at ply {ply}")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_plays_to_the_end_through_real_events(app, game_id: str) -> None:
    table = open_from_menu(app, game_id)
    guide = table.mode.guide
    assert guide is not None
    seen: list[int] = []
    refusals: list[str] = []
    for _ in range(200):
        settle(app, table, guide)
        if guide.finished():
            break
        index = guide.current()
        assert index is not None
        if not seen or seen[-1] != index:
            seen.append(index)
        if guide.reading():
            press(app, pygame.K_RETURN)
        else:
            assert table.picture.ui.suggested == guide.expected()  # it glows
            play_expected(app, table, guide, refusals)
    assert guide.finished()
    assert seen == list(range(len(guide.bound)))  # every step shown, in order
    assert 4 <= len(guide.bound) <= 8
    reasons = {b.step.refuse for b in guide.bound if b.step.moves}
    assert refusals and set(refusals) <= reasons  # every refusal says why, in the step's words
    # The end: "Play a real game" (Enter) opens the setup of the same game.
    pump(app, 30)
    press(app, pygame.K_RETURN, frames=3)
    top = app.manager.top
    assert isinstance(top, SetupScene) and top.choice.game.id == game_id


def test_a_refused_move_gives_the_steps_reason_and_changes_nothing(app) -> None:
    table = open_from_menu(app, "nothanks")
    guide = table.mode.guide
    settle(app, table, guide)
    assert guide.reading()
    press(app, pygame.K_t)  # Take while a note is up: refused
    assert table.session.ply == 0 and "Next" in guide.refusal
    press(app, pygame.K_RETURN)
    settle(app, table, guide)
    press(app, pygame.K_t)  # the step explains No thanks!: Take is refused
    assert table.session.ply == 0
    assert guide.refusal == guide.bound[guide.current()].step.refuse
    assert "No thanks!" in guide.refusal
    press(app, pygame.K_n)
    assert table.session.ply >= 1 and guide.refusal == ""  # played; the bots play on


@pytest.mark.parametrize("game_id", GAMES)
def test_esc_leaves_the_lesson_at_any_time(app, game_id: str) -> None:
    table = open_from_menu(app, game_id)
    pump(app, 20)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MainMenu)
    assert table.session.ply < len(table.mode.guide.tutorial.moves)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_anchor_names_a_rectangle_of_the_games_places(app, game_id: str) -> None:
    table = open_from_menu(app, game_id)
    guide = table.mode.guide
    for b in guide.bound:
        assert anchor_rect(table.picture.places, b.step.anchor) is not None, b.step.anchor
    t = guide.tutorial
    seats = [Seat(name, "human" if k == 0 else "easy") for k, name in enumerate(t.names)]
    fresh = GameSession.new(game_id, dict(t.options), seats, t.seed, dict(t.deal))
    assert bind_steps(t, fresh) == guide.bound  # every move replays, each has its step


def test_learn_to_play_is_offered_once_on_a_first_launch(app) -> None:
    app.learn_offer = True  # a first launch in a real window
    app.start(MainMenu(app))
    pump(app, 3)
    assert app.settings.tutorial_offered and not app.learn_offer
    assert read_settings()[0].tutorial_offered  # written, and read back as written
    click(app, button_center(app.manager.top, "Learn to play"), frames=3)
    assert isinstance(app.manager.top, LearnScene)
    app.start(MainMenu(app))
    pump(app, 3)
    assert isinstance(app.manager.top, MainMenu)  # not offered again


@pytest.mark.parametrize("game_id", GAMES)
def test_each_tutorial_takes_under_three_minutes(normal_app, game_id: str) -> None:
    """At normal speed: the bots' moves and animations, plus reading every callout at
    200 words a minute, plus 5 s for each of the person's moves, under 3 minutes."""
    table = tutorial_for(normal_app, game_id)
    normal_app.start(table)
    guide = table.mode.guide
    clock, dt = 0.0, 1 / 30
    while not guide.finished() and clock < 180:
        normal_app.frame(dt, [])
        clock += dt
        if table.feed.busy:
            continue
        if guide.reading():
            guide.next()
        elif table.human_to_move():
            table.try_move(guide.expected())
    words = sum(len(b.step.text.split()) for b in guide.bound) + len(guide.tutorial.ending.split())
    person = sum(len(b.step.moves) for b in guide.bound)
    assert guide.finished()
    assert clock + words / 200 * 60 + 5 * person < 180, (clock, words, person)


def test_undo_keeps_the_lesson_in_step(app) -> None:
    table = open_from_menu(app, "nothanks")
    guide = table.mode.guide
    for _ in range(3):  # the note, No thanks!, then Take 8
        settle(app, table, guide)
        if guide.reading():
            press(app, pygame.K_RETURN)
        else:
            move = table.session.state.action_text(guide.expected())
            press(app, {"pass": pygame.K_n, "take": pygame.K_t}[move])
    settle(app, table, guide)
    assert guide.current() == 3 and table.session.ply == 5  # "9 joins your 8"
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0
        )
    )
    pump(app, 3)
    back = app.manager.top
    assert isinstance(back, TableScene) and back is not table and back.mode.guide is guide
    settle(app, back, guide)
    assert back.session.ply == 4 and guide.current() == 2  # Take 8 again, its callout back
    assert back.picture.ui.suggested == guide.expected()
    press(app, pygame.K_t)
    settle(app, back, guide)
    assert back.session.ply == 5 and guide.current() == 3


def test_a_note_during_a_bots_turn_leaves_the_table_idle(app) -> None:
    table = open_from_menu(app, "nyet")
    guide = table.mode.guide
    for _ in range(20):
        settle(app, table, guide)
        if guide.reading() and not table.human_to_move():
            break
        if guide.reading():
            press(app, pygame.K_RETURN)
        else:
            table.try_move(guide.expected())
    assert guide.reading() and not table.human_to_move()  # "The terms are set…"
    pump(app, 3)
    drawn = app.draws
    pump(app, 20)
    assert app.draws == drawn  # nothing moves while the note waits
    press(app, pygame.K_RETURN, frames=3)
    assert not guide.reading() or guide.current() != 4


def test_the_command_line_opens_a_tutorial_for_a_screenshot(tmp_path, capsys) -> None:
    from scenes.main import main

    out = tmp_path / "nyet.png"
    assert main(["--tutorial", "nyet", "--frames", "30", "--screenshot", str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    assert main(["--tutorial", "chess", "--frames", "2", "--screenshot", str(out)]) == 2
    assert "chess" in capsys.readouterr().err
