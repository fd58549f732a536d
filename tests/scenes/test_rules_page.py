"""The Rules page: no paragraph said twice, the game picker clear of the Back button."""

from __future__ import annotations

import pytest

from game.registry import all_games
from scenes.screens.rules import RulesScene
from scenes.screens.rules_text import rules_text
from tests.scenes.helpers import pump

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


#: Lines sharing a run of this many words say the same thing twice.
RUN = 8


def runs(line: str) -> set[tuple[str, ...]]:
    words = [w.strip('.,;:()"').lower() for w in line.split() if w not in ("-", "#")]
    return {tuple(words[k : k + RUN]) for k in range(len(words) - RUN + 1)}


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_no_paragraph_is_said_twice(game_id: str) -> None:
    seen: dict[tuple[str, ...], str] = {}
    for line in rules_text(game_id).split("\n"):
        for run in runs(line):
            assert run not in seen, f"said twice: {' '.join(run)!r}"
        seen.update(dict.fromkeys(runs(line), line))


@pytest.mark.parametrize("size", SIZES)
def test_the_picker_does_not_touch_back(app, size) -> None:
    import pygame

    app.screen = pygame.display.set_mode(size)
    app.start(RulesScene(app, "nothanks"))
    pump(app)
    page = app.manager.top
    gap = page.close.rect.x - page.picker.rect.right
    assert not page.picker.visible or gap >= 12 * app.scale
    assert not page.picker.rect.colliderect(page.body)
