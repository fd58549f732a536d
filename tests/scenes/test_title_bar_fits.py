"""The title bar never runs under the buttons (issue 29, item 2): every table's bar, for
every preset and option combination, player count and phase of play, at 960×540 and
1280×720, leaves the Menu, Undo and Hint buttons' rectangles bare (not one pixel of
text under them); what a crowded bar leaves out is counted ("+2 more") and listed in the
bar's tooltip."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from game.errors import GameError
from game.registry import get_game
from game.rng import Rng
from scenes.core import theme
from scenes.plugins import ui_for
from scenes.registry import table_for
from scenes.table.facts import Fact, fit_facts
from scenes.table.layout import chrome_buttons
from tests.scenes.helpers import pump

SIZES = ((960, 540), (1280, 720))
BAR = (10, 30, 24)
LONG_SEED = 987654
NAMES = ("Annabelle", "Bartholomew", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")


@pytest.fixture(autouse=True)
def fonts() -> Iterator[None]:
    pygame.init()
    yield


def option_sets(game: str) -> list[dict[str, Any]]:
    """Every preset, and No Thanks! with everything on at once."""
    sets = [dict(options) for _, options in get_game(game).presets]
    if game == "nothanks":
        sets.append({"specials": True, "hidden_tiger": True, "chips": "open", "rounds": 4})
        sets.append({"amigo": True, "hidden_tiger": True, "chips": "open", "rounds": 4})
    if game == "nyet":
        sets.append({"end": "target", "target": 250})
    return sets


def phases(game: str, players: int, options: dict[str, Any], seed: int = 3) -> Iterator[Any]:
    """Seat 0's view at the start, then every few actions of a random game to its end."""
    state = get_game(game).new_state(players, options, seed)
    rng = Rng(seed)
    step = 0
    yield state.view(0)
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        step += 1
        if step % 7 == 0:
            yield state.view(0)


def top_bar_painter(game: str) -> Any:
    if game == "nothanks":
        from scenes.games.nothanks.bars import draw_top_bar
    elif game == "nyet":
        from scenes.games.nyet.top_bar import draw_top_bar
    else:
        from scenes.games.playorpay.seats import draw_top_bar
    return draw_top_bar


def bare(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    """True when every pixel of ``rect`` is the bar's own colour."""
    sub = surface.subsurface(rect)
    mask = pygame.mask.from_threshold(sub, (*BAR, 255), (3, 3, 3, 255))
    return mask.count() == rect.width * rect.height


@pytest.mark.parametrize("game", ["nothanks", "nyet", "playorpay"])
def test_no_bar_text_under_a_button(game: str) -> None:
    spec = get_game(game)
    kit = ui_for(game).table()
    painter = top_bar_painter(game)
    checked = crowded = 0
    for size in SIZES:
        s = theme.ui_scale(size)
        surface = pygame.Surface(size)
        buttons = chrome_buttons(size[0], s)
        for options in option_sets(game):
            for players in sorted({spec.min_players, spec.max_players}):
                try:
                    valid = spec.validate(players, options)
                except GameError:
                    continue  # e.g. Amigo is for 3 to 5 players
                ui = kit.new_ui()
                ui.size, ui.s, ui.seed = size, s, LONG_SEED
                ui.names = NAMES[:players]
                ui.game_name, ui.options = spec.name, valid
                ui.humans = (True,) + (False,) * (players - 1)
                ui.levels = ("",) + ("hard",) * (players - 1)
                for view in phases(game, players, options):
                    model = ui_for(game).display.model_from_view(view)
                    places = kit.place(size, s, model, ui)
                    surface.fill((0, 0, 0))
                    painter(surface, model, places, ui, kit.new_art())
                    bar = places.frame.bar
                    for button in buttons:
                        under = button.clip(bar.inflate(0, -int(6 * s)).move(0, -int(3 * s)))
                        assert bare(surface, under), (game, size, options, players, button)
                    at = (places.frame.facts_right - 4, bar.centery)
                    tip = kit.tooltip(model, places, replace_mouse(ui, at))
                    assert tip, "the bar's tooltip lists its facts"
                    checked += 1
                    crowded += "more" in tip or False
    assert checked > 20


def replace_mouse(ui: Any, mouse: tuple[int, int]) -> Any:
    ui.mouse = mouse
    return ui


def test_a_crowded_bar_shortens_by_rank_and_counts_the_rest() -> None:
    facts = [Fact("Round 1 of 2", 0), Fact("23 cards in the stack", 1, "23 cards left")]
    facts += [Fact("Seed 3", 5), Fact("lowest score wins", 4), Fact("Hidden Tiger", 3)]
    width = len  # one unit a character
    shown, hidden = fit_facts(facts, 200, width, 3)
    assert shown == [f.text for f in facts] and hidden == []
    shown, hidden = fit_facts(facts, 50, width, 3)
    assert shown[0] == "Round 1 of 2" and hidden[0].text == "Seed 3"
    assert sum(map(len, shown)) + len("+2 more") + 3 * len(shown) <= 50
    shown, hidden = fit_facts(facts, 40, width, 3)
    assert "23 cards left" in shown and len(hidden) == 3


@pytest.mark.parametrize("size", SIZES)
def test_the_table_places_its_buttons_where_the_bar_expects(size, data_home) -> None:
    from game.records import Seat
    from scenes.app import App
    from scenes.core.saves import Settings
    from scenes.core.session import GameSession
    from scenes.navigation import ScreenNavigator

    app = App(
        size,
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant", coach_hints=True),
        sound=False,
        navigator=ScreenNavigator,
    )
    try:
        seats = [Seat("You", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
        options = {"specials": True, "hidden_tiger": True, "chips": "open", "rounds": 2}
        options["first_player"] = "1"  # the person moves first: the Hint button shows
        table = table_for(app, GameSession.new("nothanks", options, seats, LONG_SEED))
        table.mode.hold_bots = True
        app.start(table)
        pump(app, 2)
        s = theme.ui_scale(size)
        right = table.picture.places.frame.facts_right
        menu, undo, _ = chrome_buttons(size[0], s)
        assert table.chrome.menu_button.rect == menu and table.chrome.undo_button.rect == undo
        assert table.chrome.coach is not None and table.chrome.coach.available()
        buttons = [table.chrome.menu_button, table.chrome.undo_button, table.chrome.coach.button]
        for button in buttons:
            assert button.rect.height and button.rect.x > right, button.label
    finally:
        app.close()
