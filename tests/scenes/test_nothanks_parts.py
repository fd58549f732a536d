"""The No Thanks! table's parts without a scene: places, painters, controls, input and
motions (on a hand-run stage), from real games' views and events."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.events import EventLog, GameEvent
from game.games.nothanks.actions import DECLINE, CardChoice
from game.games.nothanks.rules import PASS, TAKE
from game.registry import get_game
from game.rng import Rng
from scenes.games.nothanks.art import CardArt
from scenes.games.nothanks.controls import controls, on_input, tooltip
from scenes.games.nothanks.kit import TABLE_KIT, shown
from scenes.games.nothanks.layout import NoThanksUi, Places, banner_frame, place, place_buttons
from scenes.games.nothanks.model import NoThanksModel, model_from_view, reduce
from scenes.games.nothanks.motion import MOTIONS
from scenes.games.nothanks.seats import choices, seat_look
from scenes.table.kit import Sprite
from scenes.table.picture import fields_of

PACKAGE = Path(__file__).resolve().parents[2] / "scenes" / "nothanks"
OPTIONS = {"specials": True, "hidden_tiger": True, "green": 12, "red": 6}


@pytest.fixture(autouse=True)
def _app(app: Any) -> None:
    """pygame set up as the app does (fonts, display)."""


def ui_for(model: NoThanksModel, viewer: int | None = 0, **changes: Any) -> NoThanksUi:
    n = model.num_players
    ui = NoThanksUi(
        viewer=viewer,
        bottom=viewer or 0,
        names=tuple(f"P{i}" for i in range(n)),
        game_name="No Thanks!",
        humans=tuple(i == viewer for i in range(n)),
        levels=tuple("" if i == viewer else "easy" for i in range(n)),
    )
    for key, value in changes.items():
        setattr(ui, key, value)
    return ui


def played(players: int, seed: int, steps: int, options: Mapping[str, object] = OPTIONS) -> Any:
    state = get_game("nothanks").new_state(players, options, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
    return state


def placed(model: NoThanksModel, ui: NoThanksUi, size: tuple[int, int] = (1280, 720)) -> Places:
    ui.size, ui.s = size, min(size[0] / 1280, size[1] / 720)
    return place(size, ui.s, model, ui)


@pytest.mark.parametrize("players", range(3, 8))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
def test_places_keep_the_seats_and_buttons_in_the_playing_area(players, size) -> None:
    model = model_from_view(played(players, 1, 0).view(0))
    ui = ui_for(model)
    places = placed(model, ui, size)
    area = places.area
    assert set(places.seats) == set(range(players))
    for rect in [*places.seats.values(), places.buttons, places.stack, places.offer]:
        assert area.contains(rect)
    own = places.seats[0]
    assert not own.colliderect(places.buttons) and places.buttons.x >= own.right
    for count in (1, 2, 3):
        rects = place_buttons(places, count, ui)
        assert len(rects) == count and all(places.buttons.contains(r) for r in rects)
    centre, width = banner_frame(places, ui)
    assert area.collidepoint(centre) and 0 < width <= area.width


def test_every_painter_draws_every_step_of_a_game() -> None:
    art = CardArt()
    state = get_game("nothanks").new_state(4, OPTIONS, 9)
    rng = Rng(9)
    surface = pygame.Surface((1280, 720))
    for step in range(400):
        if state.is_terminal():
            break
        seat = state.current_player
        model = model_from_view(state.view(seat))
        ui = ui_for(model, seat, to_act=True, legal=tuple(state.legal_actions()), time=step)
        ui.sprites = [Sprite("chip", None, 10, 10, 0), Sprite("flip", 20, 100, 100, 60, p=0.3)]
        places = placed(model, ui)
        for painter in TABLE_KIT.painters:
            painter(surface, model, places, ui, art)
        ui.mouse = places.offer.center
        tooltip(model, places, ui)
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])


def test_the_take_button_shows_the_spec_preview() -> None:
    model = model_from_view(played(3, 2, 3, {}).view(0))
    model = replace(model, current_player=0, pot=2)
    ui = ui_for(model, to_act=True, legal=(TAKE, PASS))
    ui.previews = {TAKE: 6, PASS: None}
    take, no = controls(model, ui.legal, ui)
    assert take.label == "Take" and take.hint == "T · +6 pts" and "+6 points" in (take.tip or "")
    assert pygame.K_t in take.keys and set(no.keys) == {pygame.K_n, pygame.K_SPACE}
    ui.previews = {TAKE: -1}
    take = controls(model, ui.legal, ui)[0]
    assert take.tip is not None and take.tip.endswith("−1 point") and take.hint == "T · −1 pt"
    ui.previews = {}
    take = controls(model, ui.legal, ui)[0]
    assert take.hint == "T" and "no preview" in (take.tip or "")
    ui.previews = {DECLINE: 3}
    decline = controls(model, (DECLINE,), ui)[0]
    assert decline.hint.endswith("+3 pts") and pygame.K_d in decline.keys


def test_no_rule_or_state_is_read_in_the_package() -> None:
    for path in PACKAGE.glob("*.py"):
        text = path.read_text()
        assert not re.search(r"\bstate\.", text), path.name
        # previews come from the game's spec, never from the scoring rules
        assert not re.search(r"nothanks\.scoring|from \S+ import scoring", text), path.name
        assert not re.search(r"^class .*\((TableScene|Scene)\)", text, re.M), path.name


def test_a_card_of_the_display_is_chosen_by_keys_and_by_click() -> None:
    model = model_from_view(played(3, 2, 0, {}).view(0))
    specials = replace(model.special_part, pending="give")
    cards = ((10, 11, 30), *model.cards[1:])
    model = replace(model, cards=cards, specials=specials, current_player=0)
    legal = tuple(CardChoice("give", card) for card in (10, 11, 30))
    ui = ui_for(model, to_act=True, legal=legal)
    places = placed(model, ui)
    assert [card for card, _ in choices(ui)] == [10, 11, 30]
    assert controls(model, legal, ui) == []  # no buttons: the cards are chosen

    def key(k: int) -> Any:
        return on_input(pygame.event.Event(pygame.KEYDOWN, key=k), model, places, ui)

    assert key(pygame.K_RIGHT) is None and key(pygame.K_RIGHT) is None
    assert key(pygame.K_RETURN) == CardChoice("give", 30)
    assert key(pygame.K_LEFT) is None and key(pygame.K_RETURN) == CardChoice("give", 11)
    from scenes.games.nothanks.layout import display_rects

    rect = next(r for c, r, _ in display_rects(places, model, 0, ui) if c == 30)
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center)
    assert on_input(click, model, places, ui) == CardChoice("give", 30)
    ui.to_act = False
    assert on_input(click, model, places, ui) is None


def test_a_watcher_sees_no_hidden_chips_tiger_or_peek() -> None:
    state = played(4, 3, 30)
    model = model_from_view(state.view(0))
    watcher = shown(model, ui_for(model, viewer=None))
    assert watcher.my_tiger is None and watcher.special_part.peeked is None
    assert all(chips is None for chips in watcher.chips)
    assert seat_look(watcher, 0, ui_for(model, viewer=None)).score.endswith("card pts")  # type: ignore[union-attr]


class FakeStage:
    """A stage whose flights land and waits end when :meth:`run` is called."""

    def __init__(self, before: Any, after: Any, places: Places, ui: NoThanksUi) -> None:
        self.before, self.after, self.places, self.ui, self.art = before, after, places, ui, None
        self.model = after
        self.queue: list[Callable[[], None]] = []
        self.held: set[str] = set()
        self.dones = 0
        self.sounds: list[str] = []

    def hold(self, *fields: str) -> Callable[[], None]:
        self.held |= set(fields)
        self.model = fields_of(self.model, self.before, fields)

        def land() -> None:
            self.held -= set(fields)
            self.model = fields_of(self.model, self.after, fields)

        return land

    def dur(self, seconds: float) -> float:
        return seconds

    def fly(self, sprite: Sprite, to: Any, seconds: float, ease: str = "", **kw: Any) -> None:
        assert seconds > 0 and len(to) in (2, 3)
        self.ui.sprites.append(sprite)

        def landed() -> None:
            self.ui.sprites.remove(sprite)
            if kw.get("then") is not None:
                kw["then"]()

        self.queue.append(landed)

    def tween(
        self, target: object, attrs: Mapping[str, float], seconds: float, *a: Any, **kw: Any
    ) -> None:
        for name, value in attrs.items():
            setattr(target, name, value)
        if kw.get("then") is not None:
            self.queue.append(kw["then"])

    def wait(self, seconds: float, then: Callable[[], None]) -> None:
        self.queue.append(then)

    def banner(
        self, title: str, lines: list[Any], seconds: float, then: Callable[[], None]
    ) -> None:
        assert title and lines
        self.queue.append(then)

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def done(self) -> None:
        self.dones += 1

    def run(self) -> None:
        while self.queue:
            self.queue.pop(0)()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_motion_ends_once_and_lets_go_of_what_it_held(seed) -> None:
    state = get_game("nothanks").new_state(3, OPTIONS, seed)
    rng = Rng(seed)
    model = model_from_view(state.view(0))
    ui = ui_for(model)
    places = placed(model, ui)
    seen: set[type[GameEvent]] = set()
    while not state.is_terminal():
        events = EventLog()
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))], events)
        for event in events:
            after = reduce(model, event.for_seat(0))
            motion = MOTIONS.get(type(event))
            if motion is not None:
                seen.add(type(event))
                stage = FakeStage(model, after, places, ui)
                motion(event, stage)  # type: ignore[arg-type]
                stage.run()
                assert stage.dones == 1, type(event).__name__
                assert stage.model == after and not stage.held and not ui.sprites
                assert ui.hidden_card is None and not ui.tiger_away
            model = after
    assert model == model_from_view(state.view(0))
    assert len(seen) >= 6, seen
