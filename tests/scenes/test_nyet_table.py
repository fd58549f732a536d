"""The Nyet! table (the generic table holding the Nyet! kit), driven by posted pygame
events under the dummy driver."""

from __future__ import annotations

import pygame
import pytest

from game.games.nyet.actions import ChooseTeam, Cover, Discard, GiveBonus, PassLeft, Play
from game.games.nyet.cards import card_text, full_deck
from game.records import Seat
from scenes.core.curtain import CurtainScene
from scenes.core.saves import autosave_path, load_session
from scenes.core.session import GameSession
from scenes.games.nyet.kit import TABLE_KIT
from scenes.games.nyet.layout import NyetPlaces, hand_layout
from scenes.games.nyet.model import model_from_view
from scenes.games.nyet.ui import NyetUi
from scenes.plugins import ui_for
from scenes.registry import table_for
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.rules_text import rules_text
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump


def is_nyet(scene: object) -> bool:
    """True for the generic table holding the Nyet! kit."""
    return isinstance(scene, TableScene) and scene.kit is TABLE_KIT


def places_of(table: TableScene) -> NyetPlaces:
    places = table.picture.places
    assert isinstance(places, NyetPlaces)
    return places


def ui_of(table: TableScene) -> NyetUi:
    ui = table.picture.ui
    assert isinstance(ui, NyetUi)
    return ui


def control_center(table: TableScene, label: str) -> tuple[int, int]:
    """Centre of the table's action button with this label."""
    return next(b.rect.center for c, b in table.controls.buttons if c.label == label)


def human_move(app, table: TableScene, step: int) -> None:
    """Make the human's decision with real key or mouse events (alternating)."""
    legal = list(table.state.legal_actions())
    first = legal[0]
    if isinstance(first, Cover):
        if step % 2:
            boxes = [(a.line, a.box) for a in legal]
            box = boxes[step % len(boxes)]
            click(app, places_of(table).boxes[box].center, frames=1)
        else:
            press(app, pygame.K_DOWN, frames=1)
            press(app, pygame.K_RIGHT, frames=1)
            press(app, pygame.K_RETURN, frames=1)
    elif isinstance(first, (ChooseTeam, GiveBonus)):
        if step % 2:
            press(app, pygame.K_1, frames=1)
        else:
            label = table.controls.buttons[-1][0].label
            click(app, control_center(table, label), frames=1)
    elif step % 2:
        press(app, pygame.K_RIGHT, frames=1)
        press(app, pygame.K_RETURN, frames=1)
    else:
        playable = {a.card for a in legal if isinstance(a, (Discard, PassLeft, Play))}
        layout = hand_layout(places_of(table), table.picture.model.hand)
        index = next(i for i, (_, card) in enumerate(layout) if card in playable)
        rect = layout[index][0]
        lift = int(16 * places_of(table).s)
        click(app, (rect.x + 6, rect.y - lift + 12), frames=1)


def play_until(app, table: TableScene, stop, limit: int = 4000) -> int:
    """Run the table, the human acting through events, until ``stop()``; human moves."""
    moves = 0
    for _ in range(limit):
        if stop():
            return moves
        top = app.manager.top
        if isinstance(top, CurtainScene):
            press(app, pygame.K_RETURN, frames=1)
        elif top is table and table.human_to_move():
            # The model the table folded from the events is the model of the view.
            model = table.picture.model
            assert model == model_from_view(table.state.view(ui_of(table).bottom))
            before = table.session.ply
            human_move(app, table, moves)
            moves += 1
            if table.session.ply == before:
                pump(app, 1)
        else:
            pump(app, 1, 0.05)
    raise AssertionError("the table did not get there")


def test_full_game_one_human_and_bots(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new("nyet", {"rounds": "2", "first_dealer": "2"}, seats, 17)
    table = table_for(app, session, autosave=False)
    assert is_nyet(table)
    app.start(table)
    moves = play_until(app, table, lambda: isinstance(app.manager.top, ResultsScene))
    assert session.state.is_terminal()
    # Only posted events play for the human: the game could not have ended otherwise.
    assert moves >= 10
    lines = ui_for("nyet").breakdown_lines(session.state.round_results()[-1].breakdown[0])
    assert any("tricks" in line for line in lines)
    click(app, button_center(app.manager.top, "Main menu"))
    assert isinstance(app.manager.top, MainMenu)


def deal(second: list[int]) -> dict:
    deck = full_deck()
    hands = [deck[:15], second]
    return {"rounds": [{"hands": [[card_text(c) for c in h] for h in hands]}]}


def two_humans(second: list[int]) -> GameSession:
    seats = [Seat("Ann", "human"), Seat("Bo", "human")]
    options = {"first_dealer": "1"}
    return GameSession.new("nyet", options, seats, 7, deal(second))


def test_pass_and_play_never_draws_the_other_hand(app) -> None:
    deck = full_deck()
    a = two_humans(deck[15:30])
    b = two_humans(deck[30:45])
    assert a.state.view(1).hand != b.state.view(1).hand
    assert a.state.view(0) == b.state.view(0)  # Ann's view is the same in both

    def render(session: GameSession) -> list[bytes]:
        shots = []
        app.start(table_for(app, session, autosave=False))
        pump(app, 3)
        assert isinstance(app.manager.top, CurtainScene)
        assert app.manager.visible() == [app.manager.top]
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
        press(app, pygame.K_RETURN, frames=3)
        table = app.manager.top
        assert is_nyet(table) and table.viewer == 0
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
        press(app, pygame.K_RETURN, frames=3)  # Ann covers a box; Bo decides next
        assert isinstance(app.manager.top, CurtainScene)
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
        press(app, pygame.K_RETURN, frames=3)
        assert app.manager.top is table and table.viewer == 1
        shots.append(pygame.image.tobytes(app.screen, "RGB"))
        return shots

    shots_a = render(a)
    shots_b = render(b)
    assert shots_a[:3] == shots_b[:3]
    assert shots_a[3] != shots_b[3]  # sanity: Bo's own hand is drawn once he looks


def resume_at(app, stop) -> None:
    seats = [
        Seat("Ann", "human"),
        Seat("Bo", "random"),
        Seat("Cleo", "random"),
        Seat("Dev", "random"),
    ]
    session = GameSession.new("nyet", {"first_dealer": "3"}, seats, 23)
    table = table_for(app, session)
    app.start(table)
    play_until(app, table, lambda: stop(session))
    resumed = load_session(autosave_path())
    assert resumed.actions == session.actions
    assert resumed.state.to_data() == session.state.to_data()
    for seat in range(4):
        assert resumed.state.view(seat) == session.state.view(seat)
    # A table on the resumed game shows exactly what the running table shows.
    table.sync_display()
    again = table_for(app, resumed, autosave=False)
    assert is_nyet(again) and again.viewer == table.viewer == 0
    again.sync_display()
    assert again.picture.model == table.picture.model
    # Continue from the menu opens the same game at the Nyet! table.
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "Continue"))
    top = app.manager.top
    assert is_nyet(top) and top is not table
    assert top.session.actions[: len(session.actions)] == session.actions


def test_resume_mid_round_nyet_phase(app) -> None:
    resume_at(app, lambda s: s.state.view(0).phase == "nyet" and s.ply >= 6)


def test_resume_mid_trick(app) -> None:
    def mid_trick(s: GameSession) -> bool:
        view = s.state.view(0)
        return view.phase == "tricks" and len(view.tricks) >= 2 and 0 < len(view.trick) < 4

    resume_at(app, mid_trick)


@pytest.mark.parametrize(("players", "size"), [(5, (1280, 720)), (2, (1920, 1080))])
def test_screenshot_mode_draws_the_nyet_table(tmp_path, players, size) -> None:
    from scenes.main import main

    out = tmp_path / "nyet.png"
    w, h = size
    argv = ["--screenshot", str(out), "--game", "nyet", "--players", str(players)]
    argv += ["--seed", "5", "--after", "30", "--size", f"{w}x{h}", "--level", "random"]
    assert main(argv) == 0
    assert pygame.image.load(str(out)).get_size() == size


def test_rules_page_uses_the_engine_rules() -> None:
    page = rules_text("nyet")
    assert page.startswith("# Nyet!")
    assert "# The board" in page and "# At the table" in page
    assert "Bonus card" in page
