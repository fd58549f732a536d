"""The plain table (:mod:`scenes.table.plain_table`) plays any registered game: every
game here is played at it as if it had no table of its own.

* its model reads every view of every game (every preset, the fewest and the most seats,
  every seat, a random game to its end): whose view, whose turn, a line per seat;
* at the most crowded position of each game, in two window sizes, nothing it draws hides
  another box, and the buttons are the person's legal actions, named by their notation;
* a person plays a game to its results at it (the canary, which has no table of its own,
  is played there by every presentation test).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.registry import all_games, get_game
from game.rng import Rng
from scenes.core.boxes import overlapping, record_boxes
from scenes.screens.results import ResultsScene
from scenes.table.kit import TableUi
from scenes.table.plain_model import per_seat_fields, plain_display, plain_model, words
from scenes.table.plain_table import PLAIN_TABLE
from scenes.table.scene import TableScene
from tests.conformance import setup_id, setups
from tests.scenes.helpers import headless_app, press, pump
from tests.scenes.test_overlays import SIZES, described, position
from tests.scenes.test_overlays import setups as crowded_setups

SETUPS = list(setups())
IDS = [spec.id for spec in all_games()]


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_its_model_reads_every_view(setup) -> None:
    spec, players, _, options = setup
    state = spec.new_state(players, options, 17)
    display = plain_display(spec.id)
    rng = Rng(17)
    while True:
        for seat in range(players):
            model = display.model_from_view(state.view(seat))
            assert (model.seat, model.num_players) == (seat, players)
            assert model.current_player == state.current_player
            assert len(model.seat_lines) == players and model.lines
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


@dataclass(frozen=True)
class BareView:
    """A view with no seat count and no turn."""

    player: int
    hand: tuple[int, ...]


def test_a_view_without_seat_count_or_turn_takes_the_seats_from_the_names(app) -> None:
    model = plain_model(BareView(1, (4, 9)))
    assert (model.seat, model.num_players, model.current_player) == (1, 0, -1)
    assert model.lines == ("hand: 4 9",)
    ui = TableUi(names=("Ann", "Bo", "Cy"), bottom=1)
    places = PLAIN_TABLE.place((1280, 720), 1.0, model, ui)
    assert sorted(places.seats) == [0, 1, 2]
    surface = pygame.Surface((1280, 720))
    for painter in PLAIN_TABLE.painters:
        painter(surface, model, places, ui, None)


@pytest.mark.parametrize("game", IDS)
def test_the_per_seat_fields_hold_a_value_per_seat_all_game_long(game: str) -> None:
    """Found from the game's first views at every seat count, each per-seat field holds
    one value per seat (or nothing) in every view of a whole game, and only those go to
    the panels: a list that happens to have as many items as there are seats (the
    cards played so far) stays in the lines."""
    spec = get_game(game)
    fields = per_seat_fields(game)
    assert not fields & {"player", "num_players", "current_player"}
    players = spec.max_players
    state = spec.new_state(players, {}, 3)
    rng = Rng(3)
    display = plain_display(game)
    while not state.is_terminal():
        view = state.view(state.current_player)
        for name in fields:
            value = getattr(view, name)
            assert value is None or len(value) == players, (name, value)
        model = display.model_from_view(view)
        shown = {line.rsplit(" ", 1)[0] for row in model.seat_lines for line in row}
        assert shown <= {name.replace("_", " ") for name in fields}
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def test_words_of_values() -> None:
    assert words([1, 2, (3, 4)]) == "1 2 [3 4]"
    assert words({"a_b": 2.0, "c": None}) == "a b 2, c –"
    assert words(()) == "–"


def table_at(app, game: str, players: int, options: dict[str, object], moves: int) -> TableScene:
    session = position(game, players, options, moves)
    table = TableScene(app, session, plain_display(game), PLAIN_TABLE, False)
    app.manager.reset(table)
    for _ in range(600):
        pump(app)
        if table.human_to_move():
            break
    assert table.human_to_move()
    return table


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game", IDS)
def test_the_most_crowded_table_hides_nothing(game: str, size: tuple[int, int]) -> None:
    app = headless_app(size, "en", auto_forced=False)
    try:
        players, options, moves = crowded_setups(game)[1]
        table = table_at(app, game, players, options, moves)
        app.invalidate()
        with record_boxes() as boxes:
            pump(app, 1)
        assert not overlapping(boxes), described(overlapping(boxes))
        state = table.session.state
        shown = {control.action: button.label for control, button in table.controls.buttons}
        assert shown == {a: state.action_text(a) for a in state.legal_actions()}
    finally:
        app.close()


def test_a_person_plays_to_the_results_with_the_keys() -> None:
    """Key 1 plays the first legal action, every turn, until the results (the mouse is
    tried in ``tests/scenes/test_plugin_missing.py``)."""
    game = IDS[0]
    app = headless_app((1280, 720), "en")
    try:
        table = table_at(app, game, get_game(game).min_players, {}, 0)
        for _ in range(3000):
            if not isinstance(app.manager.top, TableScene):
                break
            if table.human_to_move():
                press(app, pygame.K_1)
            else:
                pump(app, 2)
        assert table.session.state.is_terminal()
        assert isinstance(app.manager.top, ResultsScene)
    finally:
        app.close()
