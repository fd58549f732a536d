"""The setup screen fits at 960x540, 1280x720 and 1920x1080 with every option shown,
sub-options appear with their parent, and the Variant picker sets the options."""

from __future__ import annotations

import itertools

import pygame
import pytest

from scenes.app import App
from scenes.core.saves import Settings
from scenes.core.widgets import Stepper
from scenes.navigation import ScreenNavigator
from scenes.screens.setup import SetupScene
from tests.scenes.helpers import click, pump

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
CONFIGS = [
    (4, {}),
    (5, {"specials": True, "amigo": True, "hidden_tiger": True}),
    (7, {"specials": True, "rounds": 4}),
]


def make_app(size: tuple[int, int]) -> App:
    return App(
        size,
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant"),
        sound=False,
        navigator=ScreenNavigator,
    )


def rects(scene: SetupScene) -> list[tuple[str, pygame.Rect]]:
    found = [
        (f"{type(w).__name__}:{getattr(w, 'label', '')}:{i}", w.rect)
        for i, w in enumerate(scene.widgets)
        if w.visible and w.rect.width > 0
    ]
    found.append(("note", scene.note_rect()))
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players,options", CONFIGS, ids=["classic", "all-on-5", "specials-7"])
def test_setup_fits(size, players, options) -> None:
    app = make_app(size)
    try:
        scene = SetupScene(app, "nothanks", players=players)
        app.start(scene)
        scene.choice.options.update(options)
        scene.rebuild()
        pump(app, 2)
        screen = pygame.Rect((0, 0), size)
        placed = rects(scene)
        for name, rect in placed:
            assert screen.contains(rect), (name, rect)
        for (a, ra), (b, rb) in itertools.combinations(placed, 2):
            assert not ra.colliderect(rb), (a, ra, b, rb)
        if options.get("specials"):
            labels = [w.label for w in scene.rows.options if isinstance(w, Stepper)]
            assert "Green specials" in labels and "Red specials" in labels
            assert scene.rows.text_rows and scene.rows.text_rows[0][0] == "Pick list"
    finally:
        app.close()


def test_sub_options_hidden_until_parent_is_on(app) -> None:
    scene = SetupScene(app, "nothanks", players=4)
    app.start(scene)
    labels = [getattr(w, "label", "") for w in scene.rows.options]
    assert "Green specials" not in labels and "Amigo removes" not in labels
    assert not scene.rows.text_rows


def test_variant_picker_sets_options(app) -> None:
    scene = SetupScene(app, "nothanks", players=4)
    app.start(scene)
    pump(app, 2)
    names = [name for name, _ in scene.choice.game.presets]
    variant = next(w for w in scene.rows.options if getattr(w, "label", "") == "Variant")
    assert variant.values[variant.index] == "Classic"
    target = names.index("Special cards")
    for _ in range(target):
        variant = next(w for w in scene.rows.options if getattr(w, "label", "") == "Variant")
        _left, _value, right = variant._arrows()
        click(app, right.center)
    assert scene.choice.options["specials"] is True
    variant = next(w for w in scene.rows.options if getattr(w, "label", "") == "Variant")
    assert variant.values[variant.index] == "Special cards"
    assert any(getattr(w, "label", "") == "Green specials" for w in scene.rows.options)
    # A pick list typed into its field is validated by the game.
    _label, field = scene.rows.text_rows[0]
    field.on_change("joker,sitout")
    assert scene.choice.options["special_cards"] == "joker,sitout" and not scene.error
    field.on_change("jokr")
    assert "unknown special card" in scene.error
