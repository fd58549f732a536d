"""The picture of a table: the game's display model, places, UiState and card art, and
the stage on which one event's motion runs.

:class:`Picture` owns what the game's painters draw and applies the one rule for the
model: an event is folded into the model *before* its motion starts; a motion that flies a
piece to a place keeps that place's fields at their old value (``stage.hold(...)``) until
the piece lands. At instant speed no motion runs. The model is rebuilt from a view only on
:meth:`Picture.sync` (start, change of viewer, resume); otherwise the fold is trusted (a
display kit without ``reduce`` re-reads the synced state's view after the last event
queued).
The model's functions are the game's display kit (its plugin record's, the one the fold
test checks), handed in beside the table kit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Generic, Protocol, TypeVar, cast

import pygame

from game.contract import Action, State
from game.events import GameEvent
from scenes.core.tween import Tweener
from scenes.table.banner import BannerLine
from scenes.table.display import DisplayKit
from scenes.table.kit import (
    ArtT,
    Control,
    ModelT,
    PlacesLike,
    PlacesT,
    SomeTableKit,
    Sprite,
    Stage,
    TableKit,
    TableUi,
    UiT,
)

#: The type of seat view the game's display model is built from.
ViewT = TypeVar("ViewT")
Done = Callable[[], None]
ShowBanner = Callable[[str, list[BannerLine], float, Done], None]


class Picture(Generic[ViewT, ModelT, PlacesT, UiT, ArtT]):
    """The game's model, places, UiState and art for one table, and its motions; the
    kit's parts called with them (so no caller passes one game's model to another's).
    ``display`` makes and folds the model the ``kit``'s parts draw (one model type)."""

    def __init__(
        self,
        display: DisplayKit[ViewT, ModelT],
        kit: TableKit[ModelT, PlacesT, UiT, ArtT],
        tweens: Tweener,
        show_banner: ShowBanner,
    ) -> None:
        self.display = display
        self.kit = kit
        self.ui: UiT = kit.new_ui()
        self.art: ArtT = kit.new_art()
        self.model: ModelT | None = None
        self.places: PlacesT | None = None
        self._tweens = tweens
        self._show_banner = show_banner
        self._sound: Callable[[str], None] = lambda name: None
        self._placed_for: tuple[tuple[int, int], int] | None = None
        #: The state and seat last synced (a kit without ``reduce`` re-reads its view).
        self._source: tuple[State[ViewT, Action], int] | None = None

    @property
    def plays_forced(self) -> bool:
        return self.kit.plays_forced

    def sync(self, state: State[ViewT, Action], seat: int) -> None:
        """Rebuild the model from ``seat``'s view of ``state`` (no animation): pieces in
        flight go."""
        self.model = self.display.model_from_view(state.view(seat))
        self._source = (state, seat)
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
        if before is None:  # nothing synced yet: nothing to fold into
            done()
            return
        reduce, source = self.display.reduce, self._source
        if reduce is not None:
            after = reduce(before, event.for_seat(self.ui.bottom))
        elif source is not None and not upcoming:  # no fold: re-read once the batch ends
            after = self.display.model_from_view(source[0].view(source[1]))
        else:
            after = before
        self.model = after
        motion, places = self.kit.motions.get(type(event)), self.places
        if motion is None or self.ui.speed == 0 or places is None:
            done()
            return
        # The motion is listed under this event's exact type, so it takes this event.
        run = cast("Callable[[GameEvent, Stage[ModelT, PlacesT, UiT, ArtT]], None]", motion)
        run(event, MotionStage(self, places, before, after, done, upcoming))

    def draw(self, surface: pygame.Surface) -> None:
        """Every painter of the game, in order (nothing before the first layout)."""
        model, places = self.model, self.places
        if model is None or places is None:
            return
        for painter in self.kit.painters:
            painter(surface, model, places, self.ui, self.art)

    # The kit's parts, with this table's model, places and UiState ---------------------
    def controls(self, legal: Sequence[Action]) -> list[Control]:
        """The buttons of the viewer's ``legal`` actions (none before the first sync)."""
        return [] if self.model is None else self.kit.controls(self.model, legal, self.ui)

    def place_buttons(self, count: int) -> list[pygame.Rect]:
        """Where ``count`` buttons go (none before the first layout)."""
        places = self.places
        return [] if places is None else self.kit.place_buttons(places, count, self.ui)

    def banner_frame(self) -> tuple[tuple[int, int], int]:
        """Centre and greatest width of the end-of-round panel."""
        places = self.places
        return ((0, 0), 0) if places is None else self.kit.banner_frame(places, self.ui)

    def describe(self, event: GameEvent) -> str | None:
        """The public log line of ``event`` (None: no line)."""
        return self.kit.describe(event, self.ui)

    def describe_private(self, event: GameEvent, data: object) -> str | None:
        """The viewer's log line of its private part ``data`` of ``event``."""
        return self.kit.describe_private(event, data, self.ui)

    def public_words(self, names: tuple[str, ...]) -> Callable[[GameEvent], str | None]:
        """The public log line of an event for a spectator of seats ``names`` (a UiState
        of its own: this table's is left alone)."""
        ui = self.kit.new_ui()
        ui.names, ui.viewer = names, None
        describe = self.kit.describe
        return lambda event: describe(event, ui)

    def on_input(self, event: pygame.event.Event) -> Action | None:
        """The game's input beyond the buttons: the action to play, if any."""
        model, places = self.model, self.places
        if model is None or places is None:
            return None
        return self.kit.on_input(event, model, places, self.ui)

    def tooltip(self) -> str | None:
        """The game's tooltip under the mouse, if any."""
        model, places = self.model, self.places
        if model is None or places is None:
            return None
        return self.kit.tooltip(model, places, self.ui)

    def tick(self, dt: float) -> None:
        """Advance the game's own timers."""
        if self.model is not None:
            self.kit.tick(self.model, self.ui, dt)

    def locate(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is played on the table (None: no place of its own, or
        nothing laid out yet)."""
        model, places = self.model, self.places
        return (
            None
            if model is None or places is None
            else self.kit.locate(model, places, self.ui, action)
        )

    def select(self, action: Action) -> bool:
        """Put the keyboard cursor on ``action``; False before the first layout."""
        model, places = self.model, self.places
        if model is None or places is None:
            return False
        self.kit.select(model, places, self.ui, action)
        return True

    def keep_clear(self) -> list[pygame.Rect]:
        """The parts a pointer drawn over the table must not cross."""
        model, places = self.model, self.places
        return (
            [] if model is None or places is None else self.kit.keep_clear(model, places, self.ui)
        )

    # For the stage ---------------------------------------------------------------------
    def tweens(self) -> Tweener:
        return self._tweens

    def banner(self, title: str, lines: list[BannerLine], seconds: float, then: Done) -> None:
        self._show_banner(title, lines, seconds, then)

    def sound(self, name: str) -> None:
        self._sound(name)


def fields_of(model: ModelT, source: ModelT, names: tuple[str, ...]) -> ModelT:
    """``model`` with the fields ``names`` as ``source`` has them: a field of the model,
    or ``"part.field"``, a field of a part (a dataclass field of the model; a part that
    is None in either is left as it is)."""
    model = replace(model, **{name: getattr(source, name) for name in names if "." not in name})
    for name in names:
        if "." in name:
            part, field = name.split(".", 1)
            mine, theirs = getattr(model, part), getattr(source, part)
            if mine is not None and theirs is not None:
                inner = replace(mine, **{field: getattr(theirs, field)})
                model = replace(model, **{part: inner})
    return model


class MotionStage(Generic[ViewT, ModelT, PlacesT, UiT, ArtT]):
    """The :class:`~scenes.table.kit.Stage` of one event's motion on a laid-out table
    (``places``: the picture's places when the motion starts)."""

    def __init__(
        self,
        picture: Picture[ViewT, ModelT, PlacesT, UiT, ArtT],
        places: PlacesT,
        before: ModelT,
        after: ModelT,
        done: Done,
        upcoming: tuple[GameEvent, ...] = (),
    ) -> None:
        self._picture = picture
        self._upcoming = upcoming
        self.before = before
        self.after = after
        self.places = places
        self.ui = picture.ui
        self.art = picture.art
        self._done = False
        self._finish = done

    @property
    def model(self) -> ModelT:
        model = self._picture.model
        return self.after if model is None else model

    @property
    def upcoming(self) -> tuple[GameEvent, ...]:
        return self._upcoming

    def hold(self, *fields: str) -> Done:
        picture, before, after = self._picture, self.before, self.after
        if fields:
            picture.model = fields_of(self.model, before, fields)

        def land() -> None:
            if fields:
                picture.model = fields_of(self.model, after, fields)

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


class TablePicture(Protocol):
    """A :class:`Picture` of some game, as the generic table holds it: the model, places
    and art stay inside; the kit's parts are called through it."""

    @property
    def ui(self) -> TableUi: ...
    @property
    def model(self) -> object: ...
    @property
    def places(self) -> PlacesLike | None: ...
    @property
    def art(self) -> object: ...
    @property
    def plays_forced(self) -> bool: ...

    def sync(self, state: State, seat: int) -> None: ...
    def set_sound(self, play: Callable[[str], None]) -> None: ...
    def relayout(self) -> None: ...
    def animate(
        self, event: GameEvent, done: Done, upcoming: tuple[GameEvent, ...] = ()
    ) -> None: ...
    def draw(self, surface: pygame.Surface) -> None: ...
    def controls(self, legal: Sequence[Action]) -> list[Control]: ...
    def place_buttons(self, count: int) -> list[pygame.Rect]: ...
    def banner_frame(self) -> tuple[tuple[int, int], int]: ...
    def describe(self, event: GameEvent) -> str | None: ...
    def describe_private(self, event: GameEvent, data: object) -> str | None: ...
    def public_words(self, names: tuple[str, ...]) -> Callable[[GameEvent], str | None]: ...
    def on_input(self, event: pygame.event.Event) -> Action | None: ...
    def tooltip(self) -> str | None: ...
    def tick(self, dt: float) -> None: ...
    def locate(self, action: Action) -> pygame.Rect | None: ...
    def select(self, action: Action) -> bool: ...
    def keep_clear(self) -> list[pygame.Rect]: ...


class _NewPicture:
    """The :class:`~scenes.table.kit.KitVisitor` that makes a kit's :class:`Picture`."""

    def __init__(self, display: DisplayKit, tweens: Tweener, show_banner: ShowBanner) -> None:
        self._display, self._tweens, self._show_banner = display, tweens, show_banner

    def __call__(self, kit: TableKit[ModelT, PlacesT, UiT, ArtT], /) -> TablePicture:
        display: DisplayKit[Any, ModelT] = self._display
        return Picture(display, kit, self._tweens, self._show_banner)


def picture_of(
    display: DisplayKit, kit: SomeTableKit, tweens: Tweener, show_banner: ShowBanner
) -> TablePicture:
    """A new :class:`Picture` of a game of any kind: its display kit (the game's plugin
    record's ``display``) and its table ``kit``."""
    return kit.accept(_NewPicture(display, tweens, show_banner))
