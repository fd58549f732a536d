"""The display-model contract every game's table follows (pure Python, no pygame).

A table never reads a game state. It draws a *display model*: a frozen dataclass of plain
values built from one seat's view, and kept up to date by folding the rules events of each
action into it::

    model = kit.model_from_view(view)               # at start, after a load, on a seat change
    model = kit.reduce(model, event.for_seat(seat))  # for each event of each action

``reduce`` copies the outcomes that events state (the pot after a payment, the totals
after a round); it never re-enacts a rule. The conformance test
``tests/test_display_models.py`` checks, for every game, player count, preset and seat,
that folding an action's events over the model of the view before it gives exactly the
model of the view after it, so the picture can never drift from the rules.

A game gives its :class:`DisplayKit` once, in its plugin record (``GameUI.display``, built
from its ``scenes/games/<id>/model.py``; that module must not import pygame). The table
draws with that kit (whoever opens a table takes it from the record) and the fold test
reads the same one.

A kit without ``reduce`` (the plain table's, :mod:`scenes.table.plain_table`, for a game
without a table of its own) has its model re-read from the seat's view after each move's events
instead: nothing to fold, nothing to drift, and nothing to animate.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic

from typing_extensions import TypeVar

from game.events import GameEvent

#: A game's view type and display model type (unparameterised: any).
ViewT = TypeVar("ViewT", default=Any)
ModelT = TypeVar("ModelT", default=Any)


@dataclass(frozen=True)
class DisplayKit(Generic[ViewT, ModelT]):
    """A game's display model functions.

    ``model_from_view(view)`` builds the model of one seat's view (a frozen dataclass that
    compares by value); ``reduce(model, event)`` returns the model after ``event`` (already
    filtered with ``event.for_seat(model's seat)``) and never mutates its argument. With
    ``reduce`` None the table re-reads the model from the seat's view after each move's events.
    """

    model_from_view: Callable[[ViewT], ModelT]
    reduce: Callable[[ModelT, GameEvent], ModelT] | None

    def fold(self, model: ModelT, events: list[GameEvent], seat: int) -> ModelT:
        """The model after every event, each as ``seat`` may see it (ValueError for a kit
        that re-reads its model instead)."""
        if self.reduce is None:
            raise ValueError("this display kit re-reads its model from the view")
        for event in events:
            model = self.reduce(model, event.for_seat(seat))
        return model
