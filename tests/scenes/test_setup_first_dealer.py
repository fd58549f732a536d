"""Setup offers Play or Pay's (and Nyet!'s) first dealer like the first player: random or
a seat of this game, shown with its name; the rules edition is not offered."""

from __future__ import annotations

import pytest

from scenes.core.widgets import Stepper
from scenes.screens.setup import SetupScene
from tests.scenes.helpers import pump


def row(scene: SetupScene, label: str) -> Stepper:
    return next(w for w in scene.rows.options if isinstance(w, Stepper) and w.label == label)


@pytest.mark.parametrize("game", ["playorpay", "nyet"])
def test_first_dealer_is_offered_per_seat(app, game) -> None:
    scene = SetupScene(app, game, players=3)
    app.start(scene)
    pump(app, 2)
    dealer = row(scene, "First dealer")
    names = [seat.name for seat in scene.choice.seats]
    assert dealer.values == ["Random", *(f"{i + 1} · {name}" for i, name in enumerate(names))]
    labels = [getattr(w, "label", "") for w in scene.rows.options]
    assert "Rules version" not in labels and "rules_version" not in scene.choice.game.presets[0][1]
    # Choosing seat 3, then dropping to a smaller table, falls back to random.
    scene.choice.options["first_dealer"] = "3"
    scene.rebuild()
    assert scene.validate()
    if scene.choice.game.min_players < 3:
        scene.choice.set_players(2)
        scene.rebuild()
        assert scene.choice.options["first_dealer"] == "random"


def test_chosen_first_dealer_deals_round_1(app) -> None:
    scene = SetupScene(app, "playorpay", players=5)
    app.start(scene)
    pump(app, 2)
    scene.choice.options["first_dealer"] = "4"
    scene.rebuild()
    scene.start()
    pump(app, 2)
    session = app.manager.top.session
    assert session.options["rules_version"] == 2
    assert session.state.view(0).dealer == 3


@pytest.mark.parametrize("game,players", [("playorpay", 8), ("nyet", 5)])
def test_setup_with_the_first_dealer_row_fits_the_smallest_window(game, players) -> None:
    import itertools

    import pygame

    from tests.scenes.test_setup_layout import make_app, rects

    size = (960, 540)
    small = make_app(size)
    try:
        scene = SetupScene(small, game, players=players)
        small.start(scene)
        pump(small, 2)
        placed = rects(scene)
        screen = pygame.Rect((0, 0), size)
        for name, rect in placed:
            assert screen.contains(rect), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(placed, 2):
            assert not ra.colliderect(rb), (a, ra, b, rb)
    finally:
        small.close()
