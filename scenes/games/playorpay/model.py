"""The Play or Pay display model: what the table shows, as plain data (no pygame).

:func:`model_from_view` builds it from one seat's view; :func:`reduce` folds one rules
event (as that seat may see it, see :mod:`game.games.playorpay.events`) into it by copying the
outcomes the event states. The display-model test checks that folding an action's
events over the model of the view before it gives exactly the model of the view after.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import TypeVar

from game.contract import TERMINAL
from game.events import GameEnded, GameEvent
from game.games.playorpay.cards import NUM_RANKS
from game.games.playorpay.events import (
    CardPlayed,
    Paid,
    Passed,
    PlayerOut,
    RoundDealt,
    RoundEnded,
    TokensMoved,
)
from game.games.playorpay.views import PlayOrPayTable, PlayOrPayView


@dataclass(frozen=True)
class PlayOrPayModel(PlayOrPayTable):
    """Everything the Play or Pay table draws, from seat ``player``'s point of view: the
    table part of its view, field for field (see
    :class:`~game.games.playorpay.views.PlayOrPayTable`; no field of its own), folded
    from event to event. ``current_player`` is ``TERMINAL`` when nobody is to move."""


def model_from_view(view: PlayOrPayView) -> PlayOrPayModel:
    """The model of ``view`` (what its seat may see): its table part."""
    return PlayOrPayModel(**{f.name: getattr(view, f.name) for f in fields(PlayOrPayTable)})


def reduce(model: PlayOrPayModel, event: GameEvent) -> PlayOrPayModel:
    """The model after ``event`` (already filtered with ``event.for_seat(model.player)``).
    Pure: ``model`` is not changed; unknown events leave it as it is."""
    if isinstance(event, CardPlayed):
        return _played(model, event)
    if isinstance(event, TokensMoved):
        tokens = _put(model.tokens, _seat_of(event), event.tokens)
        model = replace(model, tokens=tokens, pot=event.pot)
        return (
            replace(model, current_player=event.next_player) if isinstance(event, Paid) else model
        )
    if isinstance(event, Passed):
        return replace(model, current_player=event.next_player)
    if isinstance(event, PlayerOut):
        return replace(model, finish_order=event.finish_order)
    if isinstance(event, RoundDealt):
        return _dealt(model, event)
    if isinstance(event, RoundEnded):
        return _round_ended(model, event)
    if isinstance(event, GameEnded):
        return replace(model, current_player=TERMINAL)
    return model


def _seat_of(event: GameEvent) -> int:
    """The seat an event concerns (every seat event names one)."""
    if event.player is None:
        raise ValueError(f"{event.kind} event without a seat")
    return event.player


T = TypeVar("T")


def _put(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``values`` with ``values[index]`` replaced by ``value``."""
    return (*values[:index], value, *values[index + 1 :])


def _played(model: PlayOrPayModel, event: CardPlayed) -> PlayOrPayModel:
    seat = _seat_of(event)
    hand = model.hand
    if seat == model.player and event.card in hand:
        index = hand.index(event.card)
        hand = hand[:index] + hand[index + 1 :]
    suit = event.card // NUM_RANKS
    lanes = list(model.sequences[suit])
    if event.target < len(lanes):
        lanes[event.target] = (event.low, event.high)
    else:
        lanes.append((event.low, event.high))
    sequences = _put(model.sequences, suit, tuple(lanes))
    return replace(
        model,
        hand=hand,
        hand_sizes=_put(model.hand_sizes, seat, event.cards_left),
        sequences=sequences,
        current_player=event.next_player,
    )


def _dealt(model: PlayOrPayModel, event: RoundDealt) -> PlayOrPayModel:
    return replace(
        model,
        round=event.round,
        dealer=event.dealer if event.dealer is not None else model.dealer,
        current_player=event.first_player,
        hand=event.hand_of(model.player),
        hand_sizes=event.dealt,
        decks=event.decks,
        sequences=((), (), (), ()),
        finish_order=(),
    )


def _round_ended(model: PlayOrPayModel, event: RoundEnded) -> PlayOrPayModel:
    return replace(
        model,
        tokens=event.tokens,
        in_game=event.in_game,
        totals=tuple(int(t) for t in event.totals) if event.sevens else model.totals,
        pot=event.pot,
        finish_order=event.finish_order,
        dealer=event.dealer,
    )
