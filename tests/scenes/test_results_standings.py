"""Results of a multi-round game open on the standings (issue 29, item 4): a line chart
of every seat's score after each round, ending at the final scores; a tab a round
still shows that round's breakdown; the tabs fit at 960×540 (no cut label). A
one-round game keeps the plain breakdown."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.core import theme
from scenes.core.saves import Settings
from scenes.navigation import ScreenNavigator
from scenes.screens import results_table
from scenes.screens.results import ResultsScene
from scenes.screens.results_table import CHART
from scenes.screens.standings import running_totals
from tests.scenes.helpers import press
from tests.scenes.test_no_cut_text import finished

MULTI = [("nothanks", 5, {"rounds": 3}), ("nyet", 5, {}), ("playorpay", 8, {})]


def test_running_totals_end_at_the_final_scores() -> None:
    assert running_totals([(3, 5), (4, -1)], (7, 4)) == [[0, 3, 7], [0, 5, 4]]
    # Tokens: the line starts from the tokens held before the first round.
    assert running_totals([(9, -3), (-2, 4)], (27, 21)) == [[20, 29, 27], [20, 17, 21]]


@pytest.mark.parametrize("size", [(960, 540), (1280, 720)])
@pytest.mark.parametrize(("game", "players", "options"), MULTI)
def test_a_multi_round_game_opens_on_the_standings(
    size: tuple[int, int], game: str, players: int, options: dict[str, Any], monkeypatch
) -> None:
    drawn: list[tuple[list[str], list[list[float]]]] = []
    real = results_table.draw_standings

    def spy(surface, rect, names, lines, winners, s):  # type: ignore[no-untyped-def]
        drawn.append((list(names), [list(line) for line in lines]))
        real(surface, rect, names, lines, winners, s)

    monkeypatch.setattr(results_table, "draw_standings", spy)
    app = App(
        size,
        headless=True,
        sync_bots=True,
        settings=Settings(animation_speed="instant"),
        sound=False,
        navigator=ScreenNavigator,
    )
    try:
        session = finished(game, players, options=options)
        scene = ResultsScene(app, session)
        with theme.record_truncations() as cut:
            app.start(scene)
            app.frame(1 / 60, [])
        assert scene.standings.shown_round == CHART and scene.standings.chart_tab is not None
        assert drawn, "the standings chart is drawn"
        names, lines = drawn[-1]
        assert names == [session.seat_label(i) for i in range(players)]
        assert [line[-1] for line in lines] == [float(t) for t in session.state.scores()]
        assert all(len(line) == len(scene.standings.rounds) + 1 for line in lines)
        tabs = {tab.label for tab in scene.standings.tabs()}
        assert not [text for text, _ in cut if text in tabs], "a tab's label is cut"
        right = scene.columns(theme.ui_scale(size))[0].right
        assert all(tab.rect.right <= right for tab in scene.standings.tabs())
        scene.opened = 1.0  # past the key grace: keys for the table are not taken here
        press(app, pygame.K_RIGHTBRACKET)
        assert scene.standings.shown_round == 0, "] goes from the chart to round 1's breakdown"
        press(app, pygame.K_PAGEUP)
        assert scene.standings.shown_round == CHART
    finally:
        app.close()


def test_a_one_round_game_has_no_chart(app) -> None:
    scene = ResultsScene(app, finished("nothanks", 4))
    app.start(scene)
    app.frame(1 / 60, [])
    assert scene.standings.chart_tab is None and scene.standings.shown_round == 0
