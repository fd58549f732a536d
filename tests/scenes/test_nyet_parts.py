"""The Nyet! table's parts on their own (no scene): places, painters, controls, input and
motions, the motions on a stage that runs every timer at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.events import GameEvent
from game.games.nyet.actions import ChooseTeam, Cover, GiveBonus, Play
from game.registry import get_game
from game.rng import Rng
from scenes.core import theme
from scenes.games.nyet import words
from scenes.games.nyet.controls import DIGITS
from scenes.games.nyet.hand_view import hand_cards
from scenes.games.nyet.kit import TABLE_KIT
from scenes.games.nyet.layout import NyetPlaces, dialog_rect
from scenes.games.nyet.model import NyetModel, model_from_view, reduce
from scenes.games.nyet.trick_area import trick_cards
from scenes.games.nyet.ui import NyetUi

SIZES = [(1280, 720), (1920, 1080), (1024, 640)]


def ui_for(
    state: Any, viewer: int | None, size: tuple[int, int] = (1280, 720)
) -> tuple[NyetModel, NyetUi, NyetPlaces]:
    """The model, a UiState filled as the scene fills it, and the places."""
    bottom = viewer if viewer is not None else 0
    model = model_from_view(state.view(bottom))
    ui = TABLE_KIT.new_ui()
    assert isinstance(ui, NyetUi)
    ui.size, ui.s, ui.viewer, ui.bottom, ui.time = size, theme.ui_scale(size), viewer, bottom, 1.5
    ui.names = ("Ann", "Bo", "Cleo", "Dev", "Eli")[: model.num_players]
    ui.game_name, ui.finished = "Nyet!", state.is_terminal()
    ui.to_act = not ui.finished and state.current_player == viewer
    ui.legal = tuple(state.legal_actions()) if ui.to_act else ()
    TABLE_KIT.tick(model, ui, 0.0)
    return model, ui, TABLE_KIT.place(size, ui.s, model, ui)


def draw(model: NyetModel, ui: NyetUi, places: NyetPlaces) -> pygame.Surface:
    surface = pygame.Surface(ui.size)
    art = TABLE_KIT.new_art()
    for painter in TABLE_KIT.painters:
        painter(surface, model, places, ui, art)
    return surface


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_places_keep_every_box_seat_and_slot_in_the_playing_area(app, players) -> None:
    state = get_game("nyet").new_state(players, {}, 3)
    for size in SIZES:
        _, _, p = ui_for(state, 0, size)
        area = p.frame.area
        assert sorted(p.seats) == list(range(players)) and p.seats[0] == p.me
        assert all(p.board.contains(r) for r in p.boxes.values())
        assert all(area.contains(r) for r in (p.board, p.me, p.trick, p.hand, *p.seats.values()))
        assert len(p.slots) == players and all(p.trick.collidepoint(xy) for xy in p.slots)
        for count in (2, 4, 10):
            rects = TABLE_KIT.place_buttons(p, count, None)
            assert len(rects) == count and all(dialog_rect(p, count).contains(r) for r in rects)
        centre, width = TABLE_KIT.banner_frame(p, None)
        assert area.collidepoint(centre) and 0 < width <= 600 * p.s


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (3, 7), (5, 2)])
def test_painters_draw_every_phase_and_cards_speak_their_tooltips(app, players, seed) -> None:
    state = get_game("nyet").new_state(players, {}, seed)
    rng = Rng(seed)
    phases: set[str] = set()
    steps = 0
    while not state.is_terminal() and steps < 400:
        if steps % 7 == 0 or state.current_player == 0:
            for viewer in (0, None):
                model, ui, places = ui_for(state, viewer)
                draw(model, ui, places)
                phases.add(model.phase)
                spots = trick_cards(model, places)
                spots += [(rect, card) for _, rect, card in hand_cards(model, places, ui)]
                if spots:
                    rect, card = spots[-1]
                    ui.mouse = rect.center
                    assert TABLE_KIT.tooltip(model, places, ui) == words.card_tip(card, model)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        steps += 1
    assert {"nyet", "tricks"} <= phases


def reach(players: int, seed: int, want: Callable[[Any], bool]) -> Any:
    """A game played at random until seat 0 has a legal action that ``want`` accepts."""
    state = get_game("nyet").new_state(players, {}, seed)
    rng = Rng(seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player == 0 and any(want(a) for a in legal):
            return state
        state.apply(legal[rng.below(len(legal))])
    raise AssertionError("never reached")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def test_boxes_are_chosen_with_arrows_enter_and_clicks(app) -> None:
    state = reach(4, 3, lambda a: isinstance(a, Cover))
    model, ui, places = ui_for(state, 0)
    boxes = [(a.line, a.box) for a in ui.legal]
    assert ui.sel_box == boxes[0] and TABLE_KIT.controls(model, ui.legal, ui) == []
    on_input = TABLE_KIT.on_input
    assert on_input(key(pygame.K_RIGHT), model, places, ui) is None and ui.sel_box == boxes[1]
    assert on_input(key(pygame.K_RETURN), model, places, ui) == Cover(*boxes[1])
    move, up = click(places.boxes[boxes[-1]].center)
    on_input(move, model, places, ui)
    assert ui.hover_box == boxes[-1] and on_input(up, model, places, ui) == Cover(*boxes[-1])
    ui.to_act = False
    assert on_input(up, model, places, ui) is None
    assert on_input(key(pygame.K_RETURN), model, places, ui) is None


def test_cards_are_played_with_arrows_enter_and_clicks(app) -> None:
    state = reach(3, 5, lambda a: isinstance(a, Play))
    model, ui, places = ui_for(state, 0)
    playable = [a for a in ui.legal if isinstance(a, Play)]
    shown = hand_cards(model, places, ui)
    assert ui.sel_card is not None and model.hand[ui.sel_card] == playable[0].card
    assert TABLE_KIT.on_input(key(pygame.K_RETURN), model, places, ui) == playable[0]
    index, rect, card = next(c for c in reversed(shown) if c[2] in {a.card for a in playable})
    down, up = click((rect.right - 3, rect.y + 3))
    TABLE_KIT.on_input(down, model, places, ui)
    assert ui.hover_card == index and ui.sel_card == index
    assert TABLE_KIT.on_input(up, model, places, ui) == Play(card)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_team_and_bonus_choices_are_buttons_with_number_keys(app, players) -> None:
    state = reach(players, 2, lambda a: isinstance(a, (ChooseTeam, GiveBonus)))
    model, ui, places = ui_for(state, 0)
    controls = TABLE_KIT.controls(model, ui.legal, ui)
    assert [c.action for c in controls] == list(ui.legal)
    assert [c.keys for c in controls] == [(DIGITS[i],) for i in range(len(controls))]
    labels = " ".join(c.label for c in controls)
    assert "With" in labels or "Keep it" in labels or "Give to" in labels
    dialog = draw(model, ui, places)
    ui.legal = ()
    plain = draw(model, ui, places)
    r = dialog_rect(places, len(controls))
    assert dialog.get_at(r.center) != plain.get_at(r.center)  # the dialog panel is drawn


class FakeStage:
    """A stage whose flights, tweens, waits and banners end as soon as :meth:`run`."""

    def __init__(self, before: NyetModel, after: NyetModel, places: NyetPlaces, ui: NyetUi):
        self.before, self.after, self.places, self.ui, self.art = before, after, places, ui, None
        self.model = after
        self.timers: list[Callable[[], None]] = []
        self.sounds: list[str] = []
        self.banners: list[str] = []
        self.finished = 0

    def hold(self, *fields: str) -> Callable[[], None]:
        self.model = replace(self.model, **{f: getattr(self.before, f) for f in fields})

        def land() -> None:
            self.model = replace(self.model, **{f: getattr(self.after, f) for f in fields})

        return land

    def dur(self, seconds: float) -> float:
        return seconds

    def fly(self, sprite, to, seconds, ease="out_cubic", *, delay=0.0, then=None, keep=False):
        self.ui.sprites.append(sprite)

        def landed() -> None:
            sprite.x, sprite.y = to[0], to[1]
            if not keep:
                self.ui.sprites.remove(sprite)
            if then is not None:
                then()

        self.timers.append(landed)

    def tween(self, target, attrs, seconds, ease="out_cubic", *, delay=0.0, then=None):
        for name, value in attrs.items():
            setattr(target, name, value)
        if then is not None:
            self.timers.append(then)

    def wait(self, seconds: float, then: Callable[[], None]) -> None:
        self.timers.append(then)

    def banner(self, title: str, lines: list[Any], seconds: float, then) -> None:
        self.banners.append(title)
        self.timers.append(then)

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def done(self) -> None:
        self.finished += 1

    def run(self) -> None:
        while self.timers:
            self.timers.pop(0)()


@pytest.mark.parametrize(("players", "seed", "viewer"), [(2, 1, 0), (3, 6, 1), (5, 9, None)])
def test_motions_end_once_and_land_on_the_folded_model(app, players, seed, viewer) -> None:
    state = get_game("nyet").new_state(players, {}, seed)
    rng = Rng(seed)
    bottom = viewer if viewer is not None else 0
    model, ui, places = ui_for(state, viewer)
    moved: set[str] = set()
    while not state.is_terminal():
        legal = state.legal_actions()
        events: list[GameEvent] = []
        state.apply(legal[rng.below(len(legal))], events.append)
        for event in events:
            seen = event.for_seat(bottom)
            after = reduce(model, seen)
            motion = TABLE_KIT.motions.get(type(seen))
            if motion is not None:
                stage = FakeStage(model, after, places, ui)
                motion(seen, stage)
                if ui.sprites:  # a piece flies: the table shows the model before it
                    assert stage.model == model
                stage.run()
                moved.add(type(seen).__name__)
                assert stage.finished == 1, seen
                assert stage.model == after
                assert not ui.sprites and not ui.hidden_hand
                assert ui.toast is None and ui.winner_index is None
            model = after
        assert model == model_from_view(state.view(bottom))
    assert {"BoxCovered", "CardPlayed", "TrickWon", "NyetRoundScored"} <= moved


def test_pulses_run_down_and_the_selection_follows_the_legal_actions(app) -> None:
    state = reach(4, 3, lambda a: isinstance(a, Cover))
    model, ui, _ = ui_for(state, 0)
    ui.pulse_boxes = {(0, 0): 0.5, (1, 1): 2.0}
    TABLE_KIT.tick(model, ui, 1.0)
    assert ui.pulse_boxes == {(1, 1): 1.0}
    assert ui.sel_box is not None
    ui.legal = ()
    TABLE_KIT.tick(model, ui, 0.0)
    assert ui.sel_box is None and ui.sel_card is None
