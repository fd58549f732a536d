"""Typed rules events and the sink that rules code emits them through.

Applying an action tells the caller what happened as a sequence of :class:`GameEvent`
values ("card 27 flipped", "Ann took 27 and 4 chips", "trick to Bo"). Each game declares
its events as frozen, keyword-only dataclasses that subclass :class:`GameEvent`; an idea
that several games share has one shape here (:class:`ChipsMoved`, :class:`RoundStarted`,
:class:`RoundScored`, :class:`GameEnded`), so tables, logs and reviews treat it alike.

Contract:

* ``State.apply(action, sink)`` calls ``sink(event)`` once per event, in order; with no
  sink the events are dropped. ``events.append`` of a list is a sink.
* Rules code emits one way, in every game: ``apply`` starts with
  ``emit = drop if sink is None else sink`` and passes ``emit`` on, and each event is
  built only when someone listens::

      if emit is not drop:
          emit(Passed(player=p, ...))

  so search playouts and benchmarks (no sink) build no event object at all. A game whose
  events take more than a few lines to build keeps builder functions in one module
  (No Thanks!: :mod:`game.games.nothanks.narration`) and calls them inside the guard.
* An event states outcomes (the pot after a payment, the totals after a round), so a
  reader never has to re-enact a rule to follow the game.
* Events are public. Details only one seat may see go in ``private[seat]``;
  :meth:`GameEvent.for_seat` gives the event as that seat may see it.

Readers (logs, display models, motions) dispatch on the event's class through a table
``{EventClass: handler}`` whose handlers take their own class: :func:`on` makes one
entry, so each handler reads typed attributes, never a payload by key.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import ClassVar, TypeVar, cast

from game.json_data import JsonOut

EventSink = Callable[["GameEvent"], None]
E = TypeVar("E", bound="GameEvent")
C = TypeVar("C")
R = TypeVar("R")


def drop(event: GameEvent) -> None:
    """The sink used when the caller wants no events."""


class EventLog(list["GameEvent"]):
    """A list of events that is also a sink: ``state.apply(action, log)`` fills it."""

    def __call__(self, event: GameEvent) -> None:
        self.append(event)


@dataclass(frozen=True, kw_only=True)
class GameEvent:
    """Something that happened while applying an action, as plain data.

    ``kind`` (class level) is a short stable word used in logs and tests; ``player`` is
    the seat the event concerns, if any; ``private`` maps a seat to details only that
    seat may see (a dealt hand, a peeked card): plain data, a game's event may declare
    their shape (a ``TypedDict``) by declaring ``private`` again.
    """

    kind: ClassVar[str] = "event"
    player: int | None = None
    private: Mapping[int, Mapping[str, object]] = field(default_factory=dict)

    def for_seat(self, seat: int | None) -> GameEvent:
        """This event as ``seat`` may see it (``None``: a watcher who sees no hand)."""
        if not self.private:
            return self
        mine = {seat: self.private[seat]} if seat is not None and seat in self.private else {}
        return dataclasses.replace(self, private=mine)

    @property
    def actor(self) -> int:
        """``player`` for the kinds that always name a seat (a take, a flip, a chip
        paid); ValueError for an event that names none."""
        if self.player is None:
            raise ValueError(f"{type(self).__name__} names no seat")
        return self.player

    @property
    def data(self) -> dict[str, object]:
        """The payload fields (everything but ``player`` and ``private``) as a dict."""
        return {
            f.name: getattr(self, f.name)
            for f in dataclasses.fields(self)
            if f.name not in ("player", "private")
        }

    def to_json(self) -> dict[str, JsonOut]:
        """Plain JSON data: ``kind``, ``player``, the payload, and any private part."""
        out: dict[str, JsonOut] = {"kind": self.kind, "player": self.player}
        out.update(_plain_object(self.data))
        if self.private:
            out["private"] = {str(k): _plain(dict(v)) for k, v in self.private.items()}
        return out


def on(
    kind: type[E], handler: Callable[[C, E], R]
) -> tuple[type[GameEvent], Callable[[C, GameEvent], R]]:
    """One entry of a dispatch table ``{EventClass: handler}``: ``kind`` and ``handler``
    made to take any event (a table looks it up by ``type(event)``, so it always gets a
    ``kind``; anything else is a TypeError). ``handler(context, event)``: the context is
    the reader's (a display model, a seat labeller…)."""

    def run(context: C, event: GameEvent) -> R:
        if not isinstance(event, kind):
            raise TypeError(f"{type(event).__name__} is not a {kind.__name__}")
        return handler(context, event)

    return kind, run


def _plain(value: object) -> JsonOut:
    """Tuples to lists and mappings to dicts, recursively (for JSON). An event's
    payload holds only JSON scalars, tuples, lists and mappings."""
    if isinstance(value, Mapping):
        return _plain_object(value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return cast("JsonOut", value)


_Key = TypeVar("_Key")


def _plain_object(value: Mapping[_Key, object]) -> dict[str, JsonOut]:
    """A mapping as a JSON object (keys as text, values by :func:`_plain`)."""
    return {str(k): _plain(v) for k, v in value.items()}


# Shared shapes -----------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class RoundStarted(GameEvent):
    """A round was dealt. ``first_player`` decides first; ``dealer`` deals (or None)."""

    kind: ClassVar[str] = "round_start"
    round: int
    first_player: int
    dealer: int | None = None


@dataclass(frozen=True, kw_only=True)
class ChipsMoved(GameEvent):
    """``count`` chips or tokens went from ``source`` to ``target``.

    A place is ``"seat"`` (the seat ``player``) or a table place the game names
    (``"card"``, ``"pot"``). ``pot`` is the number on the table place afterwards.
    """

    kind: ClassVar[str] = "chips"
    count: int
    source: str
    target: str
    pot: int


@dataclass(frozen=True, kw_only=True)
class RoundScored(GameEvent):
    """A round ended: each seat's points for it and the running totals."""

    kind: ClassVar[str] = "round_end"
    round: int
    points: tuple[float, ...]
    totals: tuple[float, ...]


@dataclass(frozen=True, kw_only=True)
class GameEnded(GameEvent):
    """The game is over; ``winners`` share the win."""

    kind: ClassVar[str] = "game_end"
    winners: tuple[int, ...]
