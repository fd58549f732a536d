"""The parts a game brings to the one generic table: a :class:`TableKit`.

The generic :class:`~scenes.table.scene.TableScene` runs every game. It is never
subclassed per game; it holds the game's kit and calls its parts:

```
places = kit.place(size, s, model, ui)            frozen data; on resize / viewer change
ui     = kit.new_ui()                             the game's UiState (a TableUi subclass)
draw   = for painter in kit.painters: painter(surface, model, places, ui, art)
event  = model' = reduce(model, event); kit.motions[type(event)](event, stage)
input  = kit.controls(model, legal, ui) -> [Control]      buttons and their keys
         kit.on_input(event, model, places, ui) -> Action | None   clicks on cards, arrows
```

Contracts:

* **Model**: the game's frozen display model; the only game data drawn. Its functions
  are not a part of the kit: they are the game's display kit
  (:class:`~scenes.table.display.DisplayKit`), given once in its plugin record
  (``GameUI.display``), and whoever opens a table hands it in with the kit. The scene
  builds the model with ``model_from_view`` at the start, on a change of viewer and on
  resume, and otherwise only folds events into it (the fold is trusted: no rebuild after
  an action; a display kit without ``reduce``, the plain table's, is re-read from the
  view after each move's events instead).
* **Places**: a frozen dataclass from ``kit.place``; it has a ``frame``
  (:class:`~scenes.table.layout.TableFrame`) for the generic chrome (log, buttons). It is
  recomputed when the window size or the viewer changes. Positions that depend on the
  model (the n-th card of a hand) are pure functions of ``(places, model)``.
* **UiState**: one mutable dataclass per table, a subclass of :class:`TableUi`: the game's
  own hover / selection / pieces hidden while they fly / timers, plus the generic fields
  the scene keeps up to date every frame (names, viewer, time, the legal actions when the
  viewer is to act, "thinking" labels, sprites, banner).
* **Painters**: plain functions ``draw_x(surface, model, places, ui, art)`` called in
  order every drawn frame; they read nothing else and change nothing but ``surface``.
* **Motions**: ``kit.motions[type(event)](event, stage)``; one rule for the model: the
  scene commits the folded model *before* the motion runs, and a motion that flies a piece
  to a place keeps that place's fields at their old value with ``stage.hold(...)`` until
  the piece lands. A motion calls ``stage.done()`` exactly once when it ends. An event type
  with no motion is committed and done at once; at instant speed no motion runs.
* **Controls / input**: ``controls(model, legal, ui)`` gives the buttons (with keys);
  ``on_input`` handles everything else the game's table takes (hover, card clicks, arrow
  keys) by updating ``ui`` and returning the action to play, if any. Both only run while
  the viewer may act (``on_input`` also for mouse motion, for hover).
* **Words**: the log lines (``describe``, ``describe_private``).
* **Pointing** (optional, for the guided game): ``locate(model, places, ui, action)`` is
  where the viewer plays ``action`` on the table (the part of its card or box nothing
  covers; None for a button's move), ``select(model, places, ui, action)`` puts the
  keyboard cursor on it (Enter then plays it), ``keep_clear(model, places, ui)`` the
  parts a pointer drawn over the table must not cross (a prompt, a label).

No part reads the live game state: whose turn it is comes from the model, the legal
actions from the scene (``ui.legal``), previews of an action from the game's spec.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Protocol

import pygame
from typing_extensions import Never, TypeVar

from game.contract import Action
from game.events import GameEvent
from game.options import OptionValue
from scenes.table.banner import Banner, BannerLine
from scenes.table.layout import TableFrame
from scenes.table.pieces import Control, Sprite

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

__all__ = [
    "Control",
    "KitVisitor",
    "Motion",
    "Motions",
    "Painter",
    "PlacesLike",
    "SomeTableKit",
    "Sprite",
    "Stage",
    "TableKit",
    "TableUi",
]


class PlacesLike(Protocol):
    """What the generic table needs of a game's places: the table frame."""

    @property
    def frame(self) -> TableFrame: ...


@dataclass
class TableUi:
    """The table's own state that the generic scene keeps up to date for the painters.

    A game's UiState subclasses this with its own fields (hover, selection, pieces hidden
    while they fly, timers); every field needs a default so ``kit.new_ui()`` takes no
    argument."""

    #: Window size and UI scale (:func:`scenes.core.theme.ui_scale`).
    size: tuple[int, int] = (1280, 720)
    s: float = 1.0
    #: Seconds since the table opened (for pulses and "thinking" dots).
    time: float = 0.0
    #: The animation speed factor (0: instant).
    speed: float = 1.0
    #: The seat whose private information may be shown (None: a spectator), and the seat
    #: drawn at the bottom (the viewer's, or seat 0's for a spectator).
    viewer: int | None = None
    bottom: int = 0
    #: Seat labels as shown (names), the game's name, seed, the deal in words ("Seed 12",
    #: "Daily deal · 28 Nov") and options.
    names: tuple[str, ...] = ()
    game_name: str = ""
    seed: int = 0
    deal: str = ""
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    #: True while the viewer may act now; their legal actions then (else empty).
    to_act: bool = False
    legal: tuple[Action, ...] = ()
    #: ``time`` when the viewer's current decision began (for delayed buttons).
    turn_since: float = 0.0
    #: What each legal action would do for the viewer: the game spec's
    #: ``preview(view, action)`` (e.g. No Thanks!' "Take: +6 points"), None where it has
    #: nothing to say. Filled with ``legal``.
    previews: Mapping[Action, int | None] = field(default_factory=dict)
    #: Each legal action's notation (``State.action_text``, e.g. "take"), filled with
    #: ``legal``: a table without words of its own labels its buttons with it.
    notation: Mapping[Action, str] = field(default_factory=dict)
    #: The only legal move, while it waits to play itself (auto-play setting), or None.
    forced: Action | None = None
    #: The move the coach suggests while its hint is shown (or "Try it again" suggests),
    #: else None: its button glows; a game's painters may glow its card or box too.
    suggested: Action | None = None
    #: Seat -> "thinking…" label while that seat's bot decides.
    thinking: dict[int, str] = field(default_factory=dict)
    #: Which seats are people (True) or bots (False), and bot levels ("" for people).
    humans: tuple[bool, ...] = ()
    levels: tuple[str, ...] = ()
    #: Mouse position, colour-blind marks setting.
    mouse: tuple[int, int] = (-1, -1)
    colourblind: bool = False
    #: Pieces in flight, drawn by the game's sprite painter over the table.
    sprites: list[Sprite] = field(default_factory=list)
    #: The end-of-round panel while it is up (drawn by the scene at ``banner_frame``).
    banner: Banner | None = None
    #: True once the game is over (results follow), and True in a replay viewer.
    finished: bool = False
    driven: bool = False

    def marks_you(self, seat: int) -> bool:
        """True if ``seat`` is drawn with "(you)": the viewer's seat, when a person
        plays it (a replay watched from a bot's seat, e.g. the hard bot's duplicate game
        of a daily, names it by what it is)."""
        human = not self.humans or (0 <= seat < len(self.humans) and self.humans[seat])
        return self.viewer is not None and seat == self.viewer and human

    def name(self, seat: int | None) -> str:
        """A seat's label ("" for no seat)."""
        if seat is None or not 0 <= seat < len(self.names):
            return ""
        return self.names[seat]


#: A game's display model, places, UiState and card art (see the module docstring).
ModelT = TypeVar("ModelT", bound="DataclassInstance")
PlacesT = TypeVar("PlacesT", bound=PlacesLike)
UiT = TypeVar("UiT", bound=TableUi)
ArtT = TypeVar("ArtT")
#: What a :class:`KitVisitor` gives back.
Result = TypeVar("Result", covariant=True)
Out = TypeVar("Out")


class Stage(Protocol[ModelT, PlacesT, UiT, ArtT]):
    """What a motion may do while it animates one event (the generic scene's part)."""

    #: The model before the event and after it (as folded).
    before: ModelT
    after: ModelT
    places: PlacesT
    ui: UiT
    art: ArtT

    @property
    def model(self) -> ModelT:
        """The model drawn now (``after``, with held fields at their old value)."""
        ...

    def hold(self, *fields: str) -> Callable[[], None]:
        """Keep ``fields`` of the drawn model at their value before the event (a
        model's field, or ``"part.field"``: a field of a part the model holds); the
        returned function (the landing) gives them their folded value."""
        ...

    def dur(self, seconds: float) -> float:
        """``seconds`` at the animation speed."""
        ...

    def fly(
        self,
        sprite: Sprite,
        to: tuple[float, float] | tuple[float, float, float],
        seconds: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Callable[[], None] | None = None,
        keep: bool = False,
    ) -> None:
        """Put ``sprite`` in ``ui.sprites`` and move its centre (and width, with a third
        value) to ``to``; removed on landing unless ``keep``; then ``then`` runs."""
        ...

    def tween(
        self,
        target: object,
        attrs: Mapping[str, float],
        seconds: float,
        ease: str = "out_cubic",
        *,
        delay: float = 0.0,
        then: Callable[[], None] | None = None,
    ) -> None:
        """Tween attributes of any object (a toast's alpha, a pulse) at the speed."""
        ...

    def wait(self, seconds: float, then: Callable[[], None]) -> None:
        """Run ``then`` after ``seconds`` (at the animation speed)."""
        ...

    def banner(
        self, title: str, lines: list[BannerLine], seconds: float, then: Callable[[], None]
    ) -> None:
        """Show the end-of-round panel; ``then`` runs when it is dismissed."""
        ...

    def sound(self, name: str) -> None:
        """Play a sound effect ("card", "chip", "win")."""
        ...

    def done(self) -> None:
        """The motion is over: the next event may animate."""
        ...

    @property
    def upcoming(self) -> tuple[GameEvent, ...]:
        """The events queued after this one (e.g. a banner that says the final scores
        come next)."""
        ...


#: A motion: animates one event of the type it is registered for (see :class:`Stage`).
#: Its event parameter is the event class it is listed under in :data:`Motions` (the
#: table looks motions up by ``type(event)``), so any event class fits here.
Motion = Callable[[Never, Stage[ModelT, PlacesT, UiT, ArtT]], None]
#: A game's motions: event type -> the motion of that type's events.
Motions = Mapping[type[GameEvent], Motion[ModelT, PlacesT, UiT, ArtT]]
#: A painter: ``draw_x(surface, model, places, ui, art)``.
Painter = Callable[[pygame.Surface, ModelT, PlacesT, UiT, ArtT], None]


def _no_input(
    event: pygame.event.Event, model: object, places: object, ui: object
) -> Action | None:
    return None


def _no_tooltip(model: object, places: object, ui: object) -> str | None:
    return None


def _no_private(event: GameEvent, data: object, ui: object) -> str | None:
    return None


def _no_tick(model: object, ui: object, dt: float) -> None:
    return None


def _no_reset(ui: object) -> None:
    return None


def _nowhere(model: object, places: object, ui: object, action: Action) -> pygame.Rect | None:
    return None


def _no_select(model: object, places: object, ui: object, action: Action) -> None:
    return None


def _nothing_kept(model: object, places: object, ui: object) -> list[pygame.Rect]:
    return []


@dataclass(frozen=True)
class TableKit(Generic[ModelT, PlacesT, UiT, ArtT]):
    """Everything of one game's table; see the module docstring for each contract.

    The parameters are the game's display model, places, UiState and card art types: a
    game declares its kit as e.g. ``TableKit[NyetModel, NyetPlaces, NyetUi, NyetArt]``,
    and mypy checks every part against them (a painter of another game's model does not
    fit; nor does the kit on a table whose display kit makes another model, see
    :class:`~scenes.table.picture.Picture`). Generic code never names them: it holds the kit as a
    :class:`SomeTableKit` and reaches the parts through :meth:`open`.

    ``place(size, s, model, ui) -> Places``; ``new_ui() -> UiState``; ``new_art() -> Art``
    (card faces and backs, cached per size; one per table); ``painters`` in drawing order
    (the last one draws ``ui.sprites``); ``motions`` by event type; ``controls(model,
    legal, ui) -> [Control]``; ``place_buttons(places, count, ui) -> [Rect]`` (where the
    buttons go); ``banner_frame(places, ui) -> (centre, width)``; ``describe(event, ui)``
    and ``describe_private(event, data, ui)`` give log lines; ``tooltip(model, places,
    ui)``; ``tick(model, ui, dt)`` advances the game's own timers each frame;
    ``reset_ui(ui)`` drops the game's own flight state (pieces hidden while they fly, a
    glow, a toast) when the model is rebuilt from a view; ``locate``, ``select`` and
    ``keep_clear``: see *Pointing* in the module docstring (a kit without them points
    at its buttons only).
    """

    place: Callable[[tuple[int, int], float, ModelT, UiT], PlacesT]
    new_ui: Callable[[], UiT]
    new_art: Callable[[], ArtT]
    painters: Sequence[Painter[ModelT, PlacesT, UiT, ArtT]]
    motions: Motions[ModelT, PlacesT, UiT, ArtT]
    controls: Callable[[ModelT, Sequence[Action], UiT], list[Control]]
    place_buttons: Callable[[PlacesT, int, UiT], list[pygame.Rect]]
    banner_frame: Callable[[PlacesT, UiT], tuple[tuple[int, int], int]]
    describe: Callable[[GameEvent, UiT], str | None]
    describe_private: Callable[[GameEvent, object, UiT], str | None] = _no_private
    on_input: Callable[[pygame.event.Event, ModelT, PlacesT, UiT], Action | None] = _no_input
    tooltip: Callable[[ModelT, PlacesT, UiT], str | None] = _no_tooltip
    tick: Callable[[ModelT, UiT, float], None] = _no_tick
    reset_ui: Callable[[UiT], None] = _no_reset
    locate: Callable[[ModelT, PlacesT, UiT, Action], pygame.Rect | None] = _nowhere
    select: Callable[[ModelT, PlacesT, UiT, Action], None] = _no_select
    keep_clear: Callable[[ModelT, PlacesT, UiT], list[pygame.Rect]] = _nothing_kept
    #: Whether the auto-play setting applies here: the viewer's only legal move is set in
    #: ``ui.forced`` and played by the scene after a short pause.
    plays_forced: bool = False

    def accept(self, visit: KitVisitor[Out], /) -> Out:
        """``visit(self)``: how generic code, which holds a kit of unknown parameters,
        works with its parts (the visitor is generic over them)."""
        return visit(self)


class KitVisitor(Protocol[Result]):
    """A function over a kit of any parameters (see :meth:`TableKit.accept`)."""

    def __call__(self, kit: TableKit[ModelT, PlacesT, UiT, ArtT], /) -> Result: ...


class SomeTableKit(Protocol):
    """A :class:`TableKit` of some game, as generic code holds it: every parameterised
    kit is one."""

    @property
    def plays_forced(self) -> bool: ...

    def accept(self, visit: KitVisitor[Out], /) -> Out: ...
