"""The results chart and the statistics read plainly: the standings chart is opaque
(the winner's row does not show through it and ends where it begins), its end labels
stay inside its frame and above the rounds' labels; one value gets an axis around it
(never below 0 for a value of 0 or more); the placings column says its places in words,
with a tip."""

from __future__ import annotations

import pygame
import pytest

from scenes.charts.scale import axis_for
from scenes.core import theme
from scenes.screens.results import ResultsScene
from scenes.screens.results_table import CHART
from scenes.screens.standings import draw_standings, label_box, label_rows
from scenes.screens.stats_words import COLUMNS, placings_tip, placings_words
from tests.scenes.test_no_cut_text import finished


# Statistics --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "ticks"),
    [
        (0.0, [0.0, 1.0, 2.0]),
        (5.0, [3.0, 4.0, 5.0, 6.0, 7.0]),
        (-3.0, [-5.0, -4.0, -3.0, -2.0, -1.0]),
        (143.0, [120.0, 130.0, 140.0, 150.0, 160.0]),
    ],
)
def test_one_value_gets_a_plain_axis_around_it(value: float, ticks: list[float]) -> None:
    axis = axis_for([value])
    assert axis.ticks() == ticks
    assert 0.0 < axis.fraction(value) < 1.0 or value == 0.0
    assert value < 0 or min(axis.ticks()) >= 0  # a score of 0 or more: no axis below 0
    assert all(float(t).is_integer() for t in axis.ticks())  # whole scores, whole steps


def test_whole_counts_keep_round_steps() -> None:
    assert axis_for([0.0, 4.0, 11.0], floor=0.0, whole=True).ticks() == [0, 5, 10, 15]
    assert axis_for([3.0], floor=0.0, whole=True).ticks() == [0.0, 1.0, 2.0, 3.0]


def test_the_placings_column_says_its_places() -> None:
    assert [head for head, _share in COLUMNS][3] == "Placings"
    assert placings_words({4: 1}) == "4th ×1"
    assert placings_words({1: 3, 2: 1, 3: 0, 4: 2}) == "1st ×3 · 2nd ×1 · 4th ×2"
    assert placings_words({}) == "–"
    assert placings_tip({2: 1, 4: 2}) == (
        "Placings\n1st: 0 games\n2nd: 1 game\n3rd: 0 games\n4th: 2 games"
    )
    assert sum(share for _head, share in COLUMNS) == pytest.approx(1.0)


def test_the_placings_cell_and_heading_have_tips(app) -> None:
    from scenes.core.saves import save_as
    from scenes.screens.statistics import StatisticsScene
    from tests.scenes.helpers import pump

    save_as(finished("nothanks", 4), "one game")
    scene = StatisticsScene(app)
    app.start(scene)
    pump(app, 4)
    tips = dict((text, rect) for rect, text in scene.table_tips)
    assert any(text.startswith("How often you finished 1st") for text in tips)
    row = next(text for text in tips if text.startswith("Placings\n1st:"))
    assert "game" in row.splitlines()[1]
    app.mouse = tips[row].center
    pump(app)  # the tip draws without error over the table


# The standings chart on the results -------------------------------------------------
def test_end_labels_stay_in_their_box() -> None:
    rows = label_rows([(0, 218), (1, 400), (2, 410), (3, 416)], 200, 410, 15)
    assert rows[0] == 218  # far from the others: beside its line's end
    assert rows[1:] == [380, 395, 410]  # the bunch at the bottom moved up, 15 apart
    crowded = label_rows([(seat, 300) for seat in range(8)], 200, 260, 15)
    assert all(200 <= y <= 260 for y in crowded)


def test_the_labels_box_is_inside_the_chart_and_above_the_round_labels() -> None:
    rect = pygame.Rect(600, 180, 630, 250)
    area = pygame.Rect(644, 194, 480, 214)
    box = label_box(area, rect, 200, 1.0)
    assert rect.contains(box) and box.bottom == area.bottom and box.left > area.right
    assert box.right <= rect.right - 6


def test_the_chart_is_opaque() -> None:
    surface = pygame.Surface((400, 300))
    surface.fill(theme.WIN)
    rect = pygame.Rect(20, 20, 360, 260)
    draw_standings(surface, rect, ["A", "B"], [[0, 5, 9], [0, 2, 1]], {0}, 1.0)
    assert surface.get_at((rect.x + 20, rect.y + 6))[:3] == (16, 24, 32)


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_winner_s_row_ends_where_the_chart_begins(app, language: str) -> None:
    from scenes.core import i18n

    i18n.activate(language)
    session = finished("playorpay", 4, options={"rounds": 3})
    scene = ResultsScene(app, session)
    app.start(scene)
    app.frame(1 / 60, [])
    assert scene.standings.shown_round == CHART
    table, row_h, *_rest, x_break = scene.columns(theme.ui_scale(app.size))
    app.draw()
    # Just inside the chart, on the first row: the chart's own colour, no gold.
    pixel = app.screen.get_at((x_break, table.y + row_h + int(8 * theme.ui_scale(app.size))))
    assert pixel[:3] == (16, 24, 32)
