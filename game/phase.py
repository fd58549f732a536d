"""A game's phases: one protocol for every stage of a round.

A game state is plain slotted data (its fields declared once, :mod:`game.fields`); one
of its fields says which phase is in play (Nyet!'s ``phase``; where a game has no such
field, the fields that tell the phases apart, e.g. No Thanks!' ``pending``). A table
maps that field to a :class:`Phase`, and the state's ``legal_actions()`` and ``apply()``
hand over to the phase in play:

* ``legal(state)`` — the legal actions in the phase's deterministic order;
* ``apply(state, action, emit)`` — perform ``action``, which the state has already
  checked to be legal (or which the phase checks itself and raises
  :class:`~game.errors.IllegalActionError` for, changing nothing). A phase's last action
  starts the next phase by writing it into the state's phase field, so the table then
  yields the next phase: the state is the only thing that remembers where the game is,
  and a clone or a record replays from the data alone.

Phases are stateless objects (one instance per phase, shared by every state), so a
phase module reads and changes the data it is given and imports no rules module: the
rules class (the ``State`` contract) sits on top of the data and the table.

Events go to ``emit`` exactly as :mod:`game.events` says (built only when
``emit is not drop``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn, Protocol, TypeVar, runtime_checkable

from game.errors import IllegalActionError
from game.events import EventSink

S = TypeVar("S", contravariant=True)
A = TypeVar("A", covariant=True)


class Phase(Protocol[S, A]):
    """One stage of a game: what may be done in it and what doing it does."""

    def legal(self, state: S) -> Sequence[A]:
        """The legal actions of the seat to move, in a deterministic order."""
        ...

    def apply(self, state: S, action: object, emit: EventSink) -> None:
        """Perform ``action`` (see the module's notes: legal, or checked here), emitting
        what happened; the next phase is left in the state's data. Any value may be
        handed over, so a state passes its caller's action on as it is."""
        ...


@runtime_checkable
class Phased(Protocol[S, A]):
    """A state built on phases says which one is in play (the generic tests check, over
    every such game, that the phase in play lists exactly the state's legal actions).
    Its ``legal_actions`` and ``apply`` hand over to the same phase (inlined there, as
    search playouts call them a lot)."""

    def phase_in_play(self) -> Phase[S, A]:
        """The phase the game is in now (:data:`ENDED` once it is over)."""
        ...


class Ended:
    """The phase after the game's end, for every game: no action is legal."""

    __slots__ = ()

    def legal(self, state: object) -> tuple[()]:
        return ()

    def apply(self, state: object, action: object, emit: EventSink) -> NoReturn:
        raise IllegalActionError("the game is over; no action is legal")


#: The one instance of :class:`Ended`.
ENDED = Ended()
