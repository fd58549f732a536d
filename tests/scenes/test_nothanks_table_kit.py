"""The No Thanks! table on the shared kit: seat panels and their labels, runs that read
clearly, wording that agrees with a seat named "You", and the motion table."""

from __future__ import annotations

import re
from dataclasses import replace

import pygame
import pytest

from game.events import EventLog
from game.records import Seat
from game.rng import Rng
from scenes.core.session import GameSession
from scenes.games.nothanks import prompts, words
from scenes.games.nothanks.layout import RUN_STEP, hand_layout
from scenes.games.nothanks.model import model_from_view
from scenes.games.nothanks.motion import MOTIONS
from scenes.games.nothanks.seats import draw_display, seat_look, thinking_if_room
from scenes.registry import table_for
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel, level_pill, seat_rows
from scenes.table.scene import TableScene
from tests.scenes.helpers import pump
from tests.scenes.nothanks_table import model_of, ui_of

#: A seat named You followed by a third-person verb: "You takes", "You bids"...
WRONG_YOU = re.compile(
    r"\bYou (takes|bids|declines|receives|sits|gives|removes|peeks|plays|"
    r"starts|chooses|also takes)\b|\bYou's\b|\bto You\b"
)


def started(app, options: dict[str, object], players: int = 3, seed: int = 5) -> TableScene:
    names = ["You", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus"][:players]
    seats = [Seat(name, "human" if i == 0 else "easy") for i, name in enumerate(names)]
    session = GameSession.new("nothanks", options, seats, seed)
    table = table_for(app, session, autosave=False)
    table.mode.hold_bots = True
    app.start(table)
    pump(app, 2)
    return table


def test_seat_rows_are_where_the_panel_puts_its_body(app) -> None:
    surface = pygame.Surface((600, 300))
    for s in (0.75, 1.0, 1.5):
        rect = pygame.Rect(20, 20, int(236 * s), int(136 * s))
        for name_px in (18, 21):
            parts = draw_seat_panel(surface, rect, SeatLook("Ann", pills=()), s, 0, name_px)
            with_pills = SeatLook("Ann", pills=(level_pill("human"),))
            parts_p = draw_seat_panel(surface, rect, with_pills, s, 0, name_px)
            assert seat_rows(rect, s, name_px, pills=False)[1] == parts.body
            assert seat_rows(rect, s, name_px)[1] == parts_p.body


def test_hidden_chips_are_labelled_the_same_way_for_everyone(app) -> None:
    table = started(app, {})
    for _ in range(6):
        table.session.apply(table.state.legal_actions()[0])
    table.sync_display()
    model, ui = model_of(table), ui_of(table)
    me = seat_look(model, 0, ui)
    assert me.score is not None and "card pts" in me.score and "chips" in me.score
    assert f"{model.chips[0]} CHIPS" in [p.text for p in me.pills]
    for seat in (1, 2):
        look = seat_look(model, seat, ui)
        card_points = model.card_points[seat]
        assert look.score == f"{card_points} card pts"
        assert "CHIPS HIDDEN" in [p.text for p in look.pills]
    assert "lowest score wins" in [f.text for f in prompts.top_bar_bits(1, 1, 20, 5, {})]


def test_open_chips_show_every_count(app) -> None:
    table = started(app, {"chips": "open"})
    model, ui = model_of(table), ui_of(table)
    for seat in range(3):
        chips = model.chips[seat]
        assert f"{chips} CHIPS" in [p.text for p in seat_look(model, seat, ui).pills]


def test_a_thinking_bot_keeps_its_level_badge(app) -> None:
    table = started(app, {}, players=7)
    model, ui, places = model_of(table), ui_of(table), table.picture.places
    for seat in range(1, 7):
        ui.thinking = {seat: "thinking..."}
        look = replace(seat_look(model, seat, ui), thinking=None)
        look = replace(look, thinking=thinking_if_room(places, seat, look, ui))
        rect = places.seats[seat]
        surface = pygame.Surface(table.size)
        parts = draw_seat_panel(surface, rect, look, places.s, 0, 18)
        drawn = {p.text for p in look.pills}
        assert "BOT · EASY" in drawn
        assert parts.pills_end > rect.x + 12 * places.s + 100 * places.s  # both pills drawn


def test_a_run_shows_each_number_on_its_own_strip(app) -> None:
    rect = pygame.Rect(0, 0, 400, 80)
    cw, placed = hand_layout([20, 21, 22, 30], rect, 40)
    xs = [x for _, x, _ in placed]
    assert xs[1] - xs[0] >= int(RUN_STEP * cw) and xs[2] - xs[1] >= int(RUN_STEP * cw)
    table = started(app, {"chips": "open"})
    tucked: list[object] = []
    art = table.picture.art
    original = art.tucked

    def record(card: object, width: int) -> pygame.Surface:
        tucked.append(card)
        return original(card, width)

    art.tucked = record  # type: ignore[method-assign]
    model = model_of(table)
    model = replace(model, cards=((20, 21, 22, 30), *model.cards[1:]))
    places, ui = table.picture.places, ui_of(table)
    draw_display(pygame.Surface(table.size), model, places, ui, art, 0)
    assert sorted(tucked) == [21, 22]  # the lowest card of the run is shown whole
    face, strip = art.face(21, 40), art.tucked(21, 40)
    assert pygame.image.tobytes(face, "RGBA") != pygame.image.tobytes(strip, "RGBA")


@pytest.mark.parametrize("options", [{}, {"specials": True, "hidden_tiger": True}])
def test_log_and_prompts_agree_with_a_seat_named_you(options) -> None:
    seats = [Seat("You", "human"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    labels = [seat.name for seat in seats]
    for seed in range(1, 25):
        session = GameSession.new("nothanks", options, seats, seed)
        state, rng, events = session.state, Rng(seed), EventLog()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))], events)
        for event in events:
            line = words.describe(event, labels.__getitem__) or ""
            assert not WRONG_YOU.search(line), line
    for pending in ("give", "remove"):
        title, _ = prompts.choice_prompt(pending, "You", "Bo", False)
        assert title.startswith("You choose a card"), title
        title, _ = prompts.choice_prompt(pending, "Cleo", "You", False)
        assert not WRONG_YOU.search(title) and title.startswith("Cleo chooses"), title
    assert "goes to you" in prompts.green_prompt(3, 2, 4, "You")[1]


def test_flights_at_normal_speed_land_and_leave_the_model_of_the_view(normal_app) -> None:
    app = normal_app
    seats = [Seat("Ann", "easy"), Seat("Bo", "easy"), Seat("Cleo", "easy")]
    options = {"specials": True, "hidden_tiger": True, "chips": "open"}
    session = GameSession.new("nothanks", options, seats, 4)
    table = table_for(app, session, autosave=False)
    app.start(table)
    animated: set[str] = set()
    motions = dict(MOTIONS)

    def spy(kind, motion):  # type: ignore[no-untyped-def]
        def run(event, stage) -> None:  # type: ignore[no-untyped-def]
            animated.add(kind)
            motion(event, stage)

        return run

    table.kit = replace(table.kit, motions={t: spy(t.kind, m) for t, m in motions.items()})
    table.picture.kit = table.kit
    settled: list[bool] = []  # the folded model, once the events are shown: the view's
    for _ in range(4000):
        pump(app, 1, dt=0.05)
        if not table.feed.busy and not table.picture.ui.sprites:
            view = session.state.view(table.picture.ui.bottom)
            settled.append(table.picture.model == model_from_view(view))
        if session.ply >= 40:
            break
    assert session.ply >= 40, "the game moves on: every motion calls done"
    assert {"pass", "take", "flip"} <= animated
    assert settled and all(settled)
    while table.feed.busy:
        pump(app, 1)
    pump(app, 2)
    assert table.picture.ui.sprites == [], "every flown piece has landed and left the table"
    assert ui_of(table).hidden_card is None and not ui_of(table).tiger_away
