"""The Play or Pay display model: what the table shows, as plain data (no pygame).

:func:`model_from_view` builds it from one seat's view; :func:`reduce` folds one rules
event (as that seat may see it, see :mod:`game.games.playorpay.events`) into it by copying the
outcomes the event states. The display-model test checks that folding an action's
events over the model of the view before it gives exactly the model of the view after.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

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
from game.games.playorpay.views import PlayOrPayView

#: A sequence as its (lowest card, highest card).
Sequence = tuple[int, int]


@dataclass(frozen=True)
class SeatPanel:
    """One seat's numbers: cards held, tokens, Sevens points from finished rounds, and
    whether it is still in the game."""

    cards: int
    tokens: int
    points: int
    in_game: bool


@dataclass(frozen=True)
class PlayOrPayModel:
    """Everything the Play or Pay table draws, from seat ``seat``'s point of view.

    ``hand`` is that seat's hand (sorted by card); ``sequences[suit]`` the suit's
    sequences in the order they were started; ``current`` the seat to move (``TERMINAL``
    when nobody is); ``finish_order`` the Sevens finishing order of the round so far."""

    seat: int
    num_players: int
    sevens: bool
    decks: int
    round: int
    rounds: int
    dealer: int
    current: int
    hand: tuple[int, ...]
    seats: tuple[SeatPanel, ...]
    sequences: tuple[tuple[Sequence, ...], ...]
    pot: int
    finish_order: tuple[int, ...]


def model_from_view(view: PlayOrPayView) -> PlayOrPayModel:
    """The model of ``view`` (what its seat may see)."""
    seats = tuple(
        SeatPanel(
            cards=view.hand_sizes[s],
            tokens=view.tokens[s],
            points=view.totals[s],
            in_game=view.in_game[s],
        )
        for s in range(view.num_players)
    )
    return PlayOrPayModel(
        seat=view.player,
        num_players=view.num_players,
        sevens=view.sevens,
        decks=view.decks,
        round=view.round,
        rounds=view.rounds,
        dealer=view.dealer,
        current=view.current_player,
        hand=tuple(view.hand),
        seats=seats,
        sequences=tuple(tuple(suit) for suit in view.sequences),
        pot=view.pot,
        finish_order=tuple(view.finish_order),
    )


def reduce(model: PlayOrPayModel, event: GameEvent) -> PlayOrPayModel:
    """The model after ``event`` (already filtered with ``event.for_seat(model.seat)``).
    Pure: ``model`` is not changed; unknown events leave it as it is."""
    if isinstance(event, CardPlayed):
        return _played(model, event)
    if isinstance(event, TokensMoved):
        model = _with_seat(model, _seat_of(event), tokens=event.tokens)
        model = replace(model, pot=event.pot)
        return replace(model, current=event.next_player) if isinstance(event, Paid) else model
    if isinstance(event, Passed):
        return replace(model, current=event.next_player)
    if isinstance(event, PlayerOut):
        return replace(model, finish_order=event.finish_order)
    if isinstance(event, RoundDealt):
        return _dealt(model, event)
    if isinstance(event, RoundEnded):
        return _round_ended(model, event)
    if isinstance(event, GameEnded):
        return replace(model, current=TERMINAL)
    return model


def _seat_of(event: GameEvent) -> int:
    """The seat an event concerns (every seat event names one)."""
    if event.player is None:
        raise ValueError(f"{event.kind} event without a seat")
    return event.player


def _with_seat(model: PlayOrPayModel, seat: int, **changes: int | bool) -> PlayOrPayModel:
    """The model with seat ``seat``'s panel changed."""
    seats = list(model.seats)
    seats[seat] = replace(seats[seat], **changes)  # type: ignore[arg-type]
    return replace(model, seats=tuple(seats))


def _played(model: PlayOrPayModel, event: CardPlayed) -> PlayOrPayModel:
    seat = _seat_of(event)
    hand = model.hand
    if seat == model.seat and event.card in hand:
        index = hand.index(event.card)
        hand = hand[:index] + hand[index + 1 :]
    suit = event.card // NUM_RANKS
    lanes = list(model.sequences[suit])
    if event.target < len(lanes):
        lanes[event.target] = (event.low, event.high)
    else:
        lanes.append((event.low, event.high))
    sequences = list(model.sequences)
    sequences[suit] = tuple(lanes)
    model = _with_seat(model, seat, cards=event.cards_left)
    return replace(model, hand=hand, sequences=tuple(sequences), current=event.next_player)


def _dealt(model: PlayOrPayModel, event: RoundDealt) -> PlayOrPayModel:
    seats = tuple(
        replace(panel, cards=size) for panel, size in zip(model.seats, event.dealt, strict=True)
    )
    return replace(
        model,
        round=event.round,
        dealer=event.dealer if event.dealer is not None else model.dealer,
        current=event.first_player,
        hand=event.hand_of(model.seat),
        seats=seats,
        decks=event.decks,
        sequences=((), (), (), ()),
        finish_order=(),
    )


def _round_ended(model: PlayOrPayModel, event: RoundEnded) -> PlayOrPayModel:
    seats = tuple(
        replace(
            panel,
            tokens=event.tokens[s],
            in_game=event.in_game[s],
            points=int(event.totals[s]) if event.sevens else panel.points,
        )
        for s, panel in enumerate(model.seats)
    )
    return replace(
        model,
        seats=seats,
        pot=event.pot,
        finish_order=event.finish_order,
        dealer=event.dealer,
    )
