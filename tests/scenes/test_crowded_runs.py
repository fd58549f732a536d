"""Crowded runs stay readable (issue 29, item 5): a run whose tucked cards are too narrow
for their numbers shows as one range ("10–14"), never as slivers reading "10 1 2 3 4";
hovering a crowded panel shows its cards enlarged, every run readable there."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.registry import get_game
from scenes.core import theme
from scenes.games.nothanks.layout import READABLE_STRIP, crowded, run_spans
from scenes.games.nothanks.zoom import zoom_layout, zoomed_seat
from scenes.plugins import ui_for

SIZES = ((960, 540), (1280, 720))
NAMES = ("Ann", "Bo", "Cleo", "Dev", "Eli", "Fay", "Gus")
CROWDED = (*range(10, 15), 17, *range(20, 27), 30, 33, 35)


@pytest.fixture(autouse=True)
def display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def table(size: tuple[int, int], cards: tuple[int, ...]) -> tuple[Any, Any, Any, Any]:
    """Seven seats, Cleo (seat 2) holding ``cards``; (kit, model, places, ui)."""
    kit = ui_for("nothanks").table()
    model = ui_for("nothanks").display.model_from_view(
        get_game("nothanks").new_state(7, {}, 3).view(0)
    )
    held = list(model.cards)
    held[2] = cards
    model = replace(model, cards=tuple(held))
    ui = kit.new_ui()
    ui.size, ui.s, ui.names, ui.viewer = size, theme.ui_scale(size), NAMES, 0
    ui.humans, ui.levels = (True,) + (False,) * 6, ("",) + ("hard",) * 6
    return kit, model, kit.place(size, ui.s, model, ui), ui


@pytest.mark.parametrize("size", SIZES)
def test_a_squeezed_run_reads_as_a_range(size: tuple[int, int]) -> None:
    kit, model, places, ui = table(size, CROWDED)
    runs = run_spans(places, model, 2, ui)
    assert [run.label for run in runs] == ["10–14", "20–26"]
    for run in runs:
        if not run.readable:
            assert run.rect.width < run.rect.height * 5  # squeezed indeed
    assert any(not run.readable for run in runs), "seven seats at this size crowd Cleo"
    assert crowded(places, model, 2, ui)
    # Drawn: the squeezed run's cards are plain slivers under the range label.
    surface = pygame.Surface(size)
    art = kit.new_art()
    calls: list[int] = []
    tucked = art.tucked
    art.tucked = lambda card, width: calls.append(card) or tucked(card, width)  # type: ignore[method-assign]
    for painter in kit.painters:
        painter(surface, model, places, ui, art)
    squeezed = {c for run in runs if not run.readable for c in range(run.low, run.high + 1)}
    assert not squeezed & set(calls), "no tucked number is drawn in a squeezed run"


def test_a_roomy_run_keeps_its_numbers() -> None:
    _, model, places, ui = table((1280, 720), (10, 11, 12))
    (run,) = run_spans(places, model, 2, ui)
    assert run.readable and run.label == "10–12"
    assert not crowded(places, model, 2, ui)


def _give_actions(cards: tuple[int, ...]) -> list[Any]:
    from game.games.nothanks.actions import GIVE, CardChoice

    return [CardChoice(GIVE, card) for card in cards[:2]]


@pytest.mark.parametrize("size", SIZES)
def test_hovering_a_crowded_panel_enlarges_it(size: tuple[int, int]) -> None:
    kit, model, places, ui = table(size, CROWDED)
    ui.mouse = places.seats[1].center  # Bo holds no cards: nothing to enlarge
    assert zoomed_seat(model, places, ui) is None
    ui.mouse = places.seats[2].center
    assert zoomed_seat(model, places, ui) == 2
    ui.viewer, ui.to_act = 2, True
    ui.legal = tuple(_give_actions(CROWDED))
    assert zoomed_seat(model, places, ui) is None, "no zoom over cards being chosen"
    ui.viewer, ui.to_act, ui.legal = 0, False, ()
    panel, row, cw = zoom_layout(places, model, 2, ui)
    assert places.area.contains(panel) and panel.contains(row)
    assert cw > places.rows[2][1].height * 0.5  # bigger than in the panel
    from scenes.games.nothanks.layout import hand_layout, spans_of

    cards = list(CROWDED)
    cw, placed = hand_layout(cards, row, cw)
    assert all(run.readable for run in spans_of(cards, placed, cw))
    assert all(run.rect.width >= READABLE_STRIP * cw for run in spans_of(cards, placed, cw))
    surface = pygame.Surface(size)
    for painter in kit.painters:
        painter(surface, model, places, ui, kit.new_art())
    assert surface.get_at(panel.midtop)[:3] == theme.ACCENT[:3], "the enlarged panel is drawn"
