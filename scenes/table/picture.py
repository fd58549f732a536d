"""The picture of a table: the game's display model, places, UiState and card art, and
the stage on which one event's motion runs.

:class:`Picture` owns what the game's painters draw and applies the one rule for the
model: an event is folded into the model *before* its motion starts; a motion that flies a
piece to a place keeps that place's fields at their old value (``stage.hold(...)``) until
the piece lands. At instant speed no motion runs. The model is rebuilt from a view only on
:meth:`Picture.sync` (start, change of viewer, resume); otherwise the fold is trusted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

import pygame

from game.events import GameEvent
from scenes.core.tween import Tweener
from scenes.table.banner import BannerLine
from scenes.table.kit import Sprite, TableKit, TableUi

Done = Callable[[], None]
ShowBanner = Callable[[str, list[BannerLine], float, Done], None]


class Picture:
    """The game's model, places, UiState and art for one table, and its motions."""

    def __init__(self, kit: TableKit, tweens: Tweener, show_banner: ShowBanner) -> None:
        self.kit = kit
        self.ui: TableUi = kit.new_ui()
        self.art: Any = kit.new_art()
        self.model: Any = None
        self.places: Any = None
        self._tweens = tweens
        self._show_banner = show_banner
        self._sound: Callable[[str], None] = lambda name: None
        self._placed_for: tuple[tuple[int, int], int] | None = None

    def sync(self, view: Any) -> None:
        """Rebuild the model from ``view`` (no animation): pieces in flight go."""
        self.model = self.kit.display.model_from_view(view)
        self.ui.sprites.clear()
        self.kit.reset_ui(self.ui)
        self._placed_for = None

    def set_sound(self, play: Callable[[str], None]) -> None:
        """How motions play sound effects."""
        self._sound = play

    def relayout(self) -> None:
        """Recompute the places if the window size or the bottom seat changed."""
        key = (self.ui.size, self.ui.bottom)
        if self._placed_for != key and self.model is not None:
            self._placed_for = key
            self.places = self.kit.place(self.ui.size, self.ui.s, self.model, self.ui)

    def animate(self, event: GameEvent, done: Done, upcoming: tuple[GameEvent, ...] = ()) -> None:
        """Fold ``event`` (as the bottom seat sees it) into the model and run its motion;
        ``done`` runs when the motion ends (at once at instant speed or without one).
        ``upcoming``: the events queued after it."""
        before = self.model
        after = self.kit.display.reduce(before, event.for_seat(self.ui.bottom))
        self.model = after
        motion = self.kit.motions.get(type(event))
        if motion is None or self.ui.speed == 0 or self.places is None:
            done()
            return
        motion(event, MotionStage(self, before, after, done, upcoming))

    def draw(self, surface: pygame.Surface) -> None:
        """Every painter of the game, in order."""
        for painter in self.kit.painters:
            painter(surface, self.model, self.places, self.ui, self.art)

    # For the stage ---------------------------------------------------------------------
    def tweens(self) -> Tweener:
        return self._tweens

    def banner(self, title: str, lines: list[BannerLine], seconds: float, then: Done) -> None:
        self._show_banner(title, lines, seconds, then)

    def sound(self, name: str) -> None:
        self._sound(name)


class MotionStage:
    """The :class:`~scenes.table.kit.Stage` of one event's motion."""

    def __init__(
        self,
        picture: Picture,
        before: Any,
        after: Any,
        done: Done,
        upcoming: tuple[GameEvent, ...] = (),
    ) -> None:
        self._picture = picture
        self._upcoming = upcoming
        self.before = before
        self.after = after
        self.places = picture.places
        self.ui = picture.ui
        self.art = picture.art
        self._done = False
        self._finish = done

    @property
    def model(self) -> Any:
        return self._picture.model

    @property
    def upcoming(self) -> tuple[GameEvent, ...]:
        return self._upcoming

    def hold(self, *fields: str) -> Done:
        picture, before, after = self._picture, self.before, self.after
        if fields:
            picture.model = replace(picture.model, **{f: getattr(before, f) for f in fields})

        def land() -> None:
            if fields:
                picture.model = replace(picture.model, **{f: getattr(after, f) for f in fields})

        return land

    def dur(self, seconds: float) -> float:
        return seconds * self.ui.speed

    def fly(
        self,
        sprite: Sprite,
        to: tuple[float, float] | tuple[float, float, float],
        seconds: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Done | None = None,
        keep: bool = False,
    ) -> None:
        sprites = self.ui.sprites
        if sprite not in sprites:
            sprites.append(sprite)
        ends = {"x": to[0], "y": to[1]}
        if len(to) > 2:
            ends["w"] = to[2]

        def landed() -> None:
            if not keep and sprite in sprites:
                sprites.remove(sprite)
            if then is not None:
                then()

        self.tween(sprite, ends, seconds, ease, delay=delay, then=landed)

    def tween(
        self,
        target: object,
        attrs: Mapping[str, float],
        seconds: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Done | None = None,
    ) -> None:
        tweens = self._picture.tweens()
        tweens.to_many(target, dict(attrs), self.dur(seconds), ease, self.dur(delay), then)

    def wait(self, seconds: float, then: Done) -> None:
        self._picture.tweens().after(self.dur(seconds), then)

    def banner(self, title: str, lines: list[BannerLine], seconds: float, then: Done) -> None:
        self._picture.banner(title, lines, seconds, then)

    def sound(self, name: str) -> None:
        self._picture.sound(name)

    def done(self) -> None:
        if not self._done:
            self._done = True
            self._finish()
