"""The table kit's shared parts: tweens of several attributes, sprite flights owned by
the table, layout by anchors, hand geometry, and the components' pixels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from scenes.core import theme
from scenes.core.tween import Tweener
from scenes.table.components.fan import fan_positions, grouped_row
from scenes.table.components.pills import Pill, lay_pills, pill_row
from scenes.table.components.prompt_bar import draw_prompt_bar, prompt_rect
from scenes.table.components.seat_panel import SeatLook, draw_seat_panel, level_pill
from scenes.table.components.toast import Toast, draw_toast
from scenes.table.display import DisplayKit
from scenes.table.kit import Sprite, TableKit, TableUi
from scenes.table.layout import Anchor, place, seat_rects, seats_clockwise, table_frame
from scenes.table.picture import MotionStage, Picture


class Point:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 0.0


def test_to_many_moves_every_attribute_and_calls_back_once():
    tweens = Tweener()
    point = Point()
    calls: list[str] = []
    tweens.to_many(point, {"x": 10.0, "y": -4.0}, 1.0, "linear", on_done=lambda: calls.append("d"))
    tweens.update(0.5)
    assert (point.x, point.y) == (5.0, -2.0) and calls == []
    tweens.update(0.6)
    assert (point.x, point.y) == (10.0, -4.0) and calls == ["d"]
    assert not tweens.busy


def test_to_many_with_no_attributes_still_calls_back():
    tweens = Tweener()
    calls: list[int] = []
    tweens.to_many(Point(), {}, 1.0, on_done=lambda: calls.append(1))
    assert calls == [1]


@dataclass(frozen=True)
class Model:
    pot: int = 0
    hand: tuple[int, ...] = ()


def _kit() -> TableKit:
    return TableKit(
        place=lambda size, s, model, ui: None,
        new_ui=TableUi,
        new_art=lambda: None,
        painters=(),
        motions={},
        controls=lambda model, legal, ui: [],
        place_buttons=lambda places, count, ui: [],
        banner_frame=lambda places, ui: ((0, 0), 0),
        describe=lambda event, ui: None,
    )


def _stage(speed: float, before: Model = Model(), after: Model = Model()):
    tweens = Tweener()
    picture = Picture(
        DisplayKit(lambda view: view, lambda model, event: model),
        _kit(),
        tweens,
        lambda *args: None,
    )
    picture.ui.speed = speed
    picture.model = after  # the scene commits the folded model before the motion runs
    done: list[bool] = []
    stage = MotionStage(picture, None, before, after, lambda: done.append(True))
    return stage, picture, tweens, done


def test_fly_owns_the_sprite_until_it_lands():
    stage, picture, tweens, _done = _stage(1.0)
    sprite = Sprite("card", 7, 0.0, 0.0, 10.0)
    landed: list[bool] = []
    stage.fly(sprite, (100.0, 50.0, 40.0), 0.4, "linear", then=lambda: landed.append(True))
    assert sprite in picture.ui.sprites
    tweens.update(0.2)
    assert (sprite.x, sprite.y, sprite.w) == pytest.approx((50.0, 25.0, 25.0))
    tweens.update(0.25)
    assert sprite not in picture.ui.sprites and landed == [True]
    assert (sprite.x, sprite.y, sprite.w) == (100.0, 50.0, 40.0)


def test_fly_at_instant_speed_lands_at_once_and_keep_leaves_it():
    stage, picture, _tweens, _done = _stage(0.0)
    sprite = Sprite("chip", None, 0.0, 0.0, 0.0)
    stage.fly(sprite, (3.0, 4.0), 1.0, keep=True)
    assert (sprite.x, sprite.y) == (3.0, 4.0) and sprite in picture.ui.sprites


def test_hold_keeps_fields_until_the_landing_and_done_runs_once():
    before, after = Model(pot=2, hand=(1,)), Model(pot=0, hand=(1, 5))
    stage, picture, _tweens, done = _stage(1.0, before, after)
    land = stage.hold("hand")
    assert picture.model == Model(pot=0, hand=(1,))  # the pot is folded, the hand waits
    land()
    assert picture.model == after
    stage.done()
    stage.done()
    assert done == [True]


def test_table_frame_places_bar_log_and_area_without_overlap():
    for size in ((960, 540), (1280, 720), (1920, 1080)):
        s = theme.ui_scale(size)
        frame = table_frame(size, s)
        assert frame.bar.bottom <= frame.area.top and frame.bar.bottom <= frame.log.top
        assert frame.area.right < frame.log.left and frame.log.right <= size[0]
        assert frame.area.bottom <= size[1] and frame.log.bottom <= size[1]


def test_anchors_scale_with_the_window_and_stay_in_the_area():
    spec = {"stack": Anchor(0.5, 0.43, 100, 142, dx=-120), "huge": Anchor(0.9, 0.9, 5000, 10)}
    small = place(spec, pygame.Rect(0, 0, 640, 360), 0.5)
    large = place(spec, pygame.Rect(0, 0, 1280, 720), 1.0)
    assert large["stack"].size == (100, 142) and small["stack"].size == (50, 71)
    assert large["stack"].center == (640 - 120, round(720 * 0.43))
    assert pygame.Rect(0, 0, 1280, 720).contains(large["huge"])


def test_seats_go_clockwise_from_the_bottom_and_get_a_panel_each():
    assert seats_clockwise(2, 4) == [2, 3, 0, 1]
    area = pygame.Rect(10, 10, 800, 500)
    rects = seat_rects([3, 0, 1], [(0.1, 0.5), (0.5, 0.1), (0.9, 0.5)], (200, 120), area)
    assert list(rects) == [3, 0, 1]
    assert all(area.contains(r) for r in rects.values())
    assert rects[3].centerx < rects[0].centerx < rects[1].centerx


def test_fan_positions_fit_the_rect_and_keep_order():
    rect = pygame.Rect(0, 0, 300, 100)
    xs = fan_positions(12, rect, 60, 40)
    assert xs == sorted(xs) and xs[0] >= 0 and xs[-1] + 60 <= 300 + 1
    assert fan_positions(0, rect, 60, 40) == []


def test_grouped_row_keeps_groups_apart_and_shrinks_to_fit():
    rect = pygame.Rect(0, 0, 400, 150)
    cw, spots = grouped_row([3, 1, 2], rect, 80)
    assert len(spots) == 6 and spots[-1][0] + cw <= rect.right + 1
    crowded_cw, crowded = grouped_row([1] * 14, rect, 80)
    assert crowded_cw < 80 and crowded[-1][0] + crowded_cw <= rect.right + 1


def test_seat_panel_draws_name_score_pills_and_a_turn_ring(app):
    surface = pygame.Surface((400, 200))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(50, 40, 300, 130)
    look = SeatLook(
        "Ann",
        turn=True,
        score="12 pts",
        pills=(level_pill("hard"), Pill("DEALER", (80, 92, 110))),
        thinking="thinking..",
    )
    parts = draw_seat_panel(surface, rect, look, 1.0, clock=0.4)
    assert parts.score is not None and rect.contains(parts.score)
    assert rect.contains(parts.body) and parts.body.top > rect.top + 30
    ring = surface.get_at((rect.centerx, rect.top - 1))[:3]
    assert ring != (0, 0, 0), "the turn ring is drawn just outside the panel"
    assert parts.pills_end < rect.right - 12 - theme.text("thinking..", 13).get_width()


def test_pills_are_whole_and_none_is_dropped_silently():
    surface = pygame.Surface((200, 40))
    end = pill_row(surface, [Pill("A LONG BADGE", (1, 2, 3))] * 5, (0, 20), 150, 1.0)
    assert end <= 150 + 5
    row = lay_pills([Pill("A LONG BADGE", (1, 2, 3))] * 5, (0, 20), 150, 1.0)
    assert row[-1][0].text == f"+{5 - (len(row) - 1)}", "the pills left out are counted"
    crowded = [Pill("CHIPS HIDDEN", (1, 2, 3)), level_pill("hard"), Pill("TIGER", (4, 5, 6))]
    row = lay_pills(crowded, (0, 20), 200, 1.0)
    assert [pill.text for pill, _, _ in row] == ["CHIPS HIDDEN", "HARD", "TIGER"]
    assert all(rect.right <= 200 for _, rect, _ in row)


def test_prompt_bar_and_toast_draw_inside_their_rects(app):
    surface = pygame.Surface((800, 400))
    surface.fill((0, 0, 0))
    rect = prompt_rect((400, 380), 500, True, 1.0)
    draw_prompt_bar(surface, rect, "Your turn", "Take 27 with 4 chips, or pay a chip", 1.0)
    assert surface.get_at(rect.center)[:3] != (0, 0, 0)
    toast = Toast(["Round 2", "Bo deals"], alpha=255)
    box = draw_toast(surface, toast, (400, 150), 1.0)
    assert box.collidepoint(400, 150) and surface.get_at((box.centerx, box.bottom - 3))[:3] != (
        0,
        0,
        0,
    )
