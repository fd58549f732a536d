"""The Play or Pay table's parts on their own: places, painters, controls, input and
motions (with a stage that lands every flight at once), no scene."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.events import GameEvent
from game.games.playorpay.actions import PAY, Play
from game.registry import get_game
from scenes.core import theme
from scenes.games.playorpay.choices import PAY_PAUSE, hand_cards, target_hits
from scenes.games.playorpay.kit import TABLE_KIT
from scenes.games.playorpay.model import PlayOrPayModel, model_from_view, reduce
from scenes.games.playorpay.places import Places, lanes_of, slot_rect
from scenes.games.playorpay.ui import PlayOrPayUi

Size = tuple[int, int]


@pytest.fixture(autouse=True)
def display() -> None:
    """A (dummy) display: the painters convert surfaces to its format."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1280, 720))


def new_ui(players: int, viewer: int | None = 0, size: Size = (1280, 720)) -> PlayOrPayUi:
    names = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hal")[:players]
    return PlayOrPayUi(
        size=size,
        s=theme.ui_scale(size),
        viewer=viewer,
        bottom=viewer or 0,
        names=names,
        game_name="Play or Pay",
        humans=(True,) + (False,) * (players - 1),
        levels=("",) + ("easy",) * (players - 1),
    )


def play_until(players: int, seed: int, stop: Callable[[Any], bool], options: Any = None) -> Any:
    """A game played with random moves until ``stop(state)`` (or its end)."""
    rng = random.Random(seed)
    state = get_game("playorpay").new_state(players, options or {}, seed)
    while not state.is_terminal() and not stop(state):
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


def at_turn(state: Any, ui: PlayOrPayUi) -> tuple[PlayOrPayModel, Places]:
    """The model of seat 0's view, ``ui`` filled as the scene would for seat 0."""
    model = model_from_view(state.view(ui.bottom))
    ui.to_act = state.current_player == ui.viewer
    ui.legal = tuple(state.legal_actions()) if ui.to_act else ()
    return model, TABLE_KIT.place(ui.size, ui.s, model, ui)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
def test_eight_seats_fit(size: Size) -> None:
    state = get_game("playorpay").new_state(8, {}, 3)
    ui = new_ui(8, size=size)
    model, places = at_turn(state, ui)
    rects = [*places.seats.values(), places.board, places.pot, places.frame.log]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b), (a, b)
        assert pygame.Rect(0, 0, *size).contains(a)
    for decks in (1, 2):
        geo = places.lanes[decks - 1]
        assert places.board.contains(slot_rect(places, geo, 1, decks - 1, 12))
    assert lanes_of(places, model) is places.lanes[model.decks - 1]


@pytest.mark.parametrize("viewer", [0, None])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_painters_draw_and_change_only_the_surface(viewer: int | None, seed: int) -> None:
    rng = random.Random(seed)
    ui = new_ui(6, viewer)
    art = TABLE_KIT.new_art()
    surface = pygame.Surface(ui.size)
    state = play_until(6, seed, lambda s: rng.random() < 0.03)
    model, places = at_turn(state, ui)
    ui.status = {}
    before = copy.deepcopy(ui)
    for painter in TABLE_KIT.painters:
        painter(surface, model, places, ui, art)
    assert ui == before
    assert TABLE_KIT.describe is not None


def test_hidden_cards_are_never_drawn() -> None:
    """Seat 0 looks: no face of a card in another hand is drawn; a spectator sees none."""
    for seed in range(4):
        state = play_until(4, seed, lambda s: s.current_player == 0 and len(s.moves) > 8)
        for viewer in (0, None):
            ui = new_ui(4, viewer)
            art = TABLE_KIT.new_art()
            drawn: list[int] = []
            real = art.face

            def spy(card: int, width: int, real: Any = real, drawn: list[int] = drawn) -> Any:
                drawn.append(card)
                return real(card, width)

            art.face = spy
            model, places = at_turn(state, ui)
            for painter in TABLE_KIT.painters:
                painter(pygame.Surface(ui.size), model, places, ui, art)
            hand = set(state.hand(0)) if viewer == 0 else set()
            on_board = {c for suit in model.sequences for lo, hi in suit for c in range(lo, hi + 1)}
            assert set(drawn) <= hand | on_board


def test_pay_button_waits_and_never_shows_while_the_move_plays_itself() -> None:
    state = play_until(4, 5, lambda s: s.current_player == 0 and s.legal_actions()[0] is PAY)
    ui = new_ui(4)
    model, places = at_turn(state, ui)
    ui.speed, ui.turn_since, ui.time = 1.0, 3.0, 3.0 + PAY_PAUSE * 0.9
    assert TABLE_KIT.controls(model, ui.legal, ui) == []
    ui.time = 3.0 + PAY_PAUSE * 1.1
    (pay,) = TABLE_KIT.controls(model, ui.legal, ui)
    assert pay.action is PAY and pygame.K_p in pay.keys
    assert len(TABLE_KIT.place_buttons(places, 1, ui)) == 1
    assert places.own.contains(TABLE_KIT.place_buttons(places, 1, ui)[0])
    ui.forced = PAY
    assert TABLE_KIT.controls(model, ui.legal, ui) == []


def test_keys_and_clicks_choose_and_play_cards() -> None:
    state = play_until(
        6,
        3,
        lambda s: s.current_player == 0 and any(isinstance(a, Play) for a in s.legal_actions()),
    )
    ui = new_ui(6)
    model, places = at_turn(state, ui)
    playable = [card for _, card, ok, _ in hand_cards(model, places, ui) if ok]
    assert TABLE_KIT.on_input(key(pygame.K_RIGHT), model, places, ui) is None
    assert ui.selected == playable[0]
    action = TABLE_KIT.on_input(key(pygame.K_RETURN), model, places, ui)
    assert isinstance(action, Play) and action.card == playable[0] and ui.selected is None
    # A click on a lifted card plays it (or selects it when it fits two places).
    rect, card, _, _ = next(c for c in hand_cards(model, places, ui) if c[2])
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(rect.x + 3, rect.y + 5), button=1)
    action = TABLE_KIT.on_input(click, model, places, ui)
    if action is None:
        assert ui.selected == card
        (hit, play), *_ = target_hits(model, places, ui)
        on_target = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hit.center, button=1)
        assert TABLE_KIT.on_input(on_target, model, places, ui) == play
    else:
        assert isinstance(action, Play) and action.card == card
    ui.to_act, ui.legal = False, ()
    TABLE_KIT.tick(model, ui, 0.1)
    assert TABLE_KIT.on_input(key(pygame.K_RETURN), model, places, ui) is None


class FakeStage:
    """A stage whose flights, waits and banners end at once."""

    def __init__(self, table: Table, before: Any, after: Any, done: Callable[[], None]) -> None:
        self.table, self.before, self.after = table, before, after
        self.places, self.ui, self.art = table.places, table.ui, None
        self._done = done

    @property
    def model(self) -> Any:
        return self.table.model

    def hold(self, *fields: str) -> Callable[[], None]:
        self.table.model = replace(self.table.model, **{f: getattr(self.before, f) for f in fields})

        def land() -> None:
            self.table.model = replace(
                self.table.model, **{f: getattr(self.after, f) for f in fields}
            )

        return land

    def dur(self, seconds: float) -> float:
        return seconds

    def fly(self, sprite: Any, to: Any, seconds: float, ease: str = "", **kw: Any) -> None:
        self.table.flights.append((sprite.kind, to))
        if kw.get("then") is not None:
            kw["then"]()

    def tween(self, target: Any, attrs: Any, seconds: float, ease: str = "", **kw: Any) -> None:
        if kw.get("then") is not None:
            kw["then"]()

    def wait(self, seconds: float, then: Callable[[], None]) -> None:
        then()

    def banner(self, title: str, lines: Any, seconds: float, then: Callable[[], None]) -> None:
        self.table.banners.append(title)
        then()

    def sound(self, name: str) -> None:
        pass

    def done(self) -> None:
        self._done()


class Table:
    """Just enough of a scene to run the motions: model, places, ui."""

    def __init__(self, model: Any, places: Any, ui: PlayOrPayUi) -> None:
        self.model, self.places, self.ui = model, places, ui
        self.flights: list[tuple[str, Any]] = []
        self.banners: list[str] = []

    def show(self, event: GameEvent) -> int:
        before = self.model
        self.model = after = reduce(before, event.for_seat(self.ui.bottom))
        motion = TABLE_KIT.motions.get(type(event))
        finished: list[bool] = []
        if motion is not None:
            motion(event, FakeStage(self, before, after, lambda: finished.append(True)))
            assert self.model == after, f"{type(event).__name__} left a field held"
            return len(finished)
        return 1


@pytest.mark.parametrize("options", [{"rounds": 2}, {"sevens": True, "rounds": 2}])
def test_motions_end_on_the_folded_model_and_call_done_once(options: Any) -> None:
    rng = random.Random(7)
    state = get_game("playorpay").new_state(5, options, 7)
    ui = new_ui(5)
    model, places = at_turn(state, ui)
    table = Table(model, places, ui)
    kinds: set[str] = set()
    while not state.is_terminal():
        events: list[GameEvent] = []
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))], events.append)
        for event in events:
            assert table.show(event) == 1, type(event).__name__
            kinds.add(type(event).__name__)
            ui.time += 0.5
        assert table.model == model_from_view(state.view(0))
    assert {"CardPlayed", "RoundDealt", "RoundEnded"} <= kinds
    assert table.banners and {kind for kind, _ in table.flights} >= {"face", "back"}
