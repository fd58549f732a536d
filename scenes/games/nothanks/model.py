"""The No Thanks! display model: what the table shows, as plain data (no pygame).

:func:`model_from_view` builds it from one seat's view; :func:`reduce` folds one rules
event (already filtered with ``event.for_seat``) into it by copying the outcomes the event
states (see :mod:`game.games.nothanks.events`); it never re-enacts a rule. What a seat panel
says is :func:`scenes.games.nothanks.panel_words.seat_panel`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypedDict

from typing_extensions import Unpack

from game.events import GameEnded, GameEvent, RoundScored, on
from game.games.nothanks.events import (
    BidPlaced,
    CardFlipped,
    CardGiven,
    CardLeft,
    CardReceived,
    CardRemoved,
    ChoiceAsked,
    Declined,
    Passed,
    Peeked,
    RoundDealt,
    SatOut,
    SeatsChanged,
    SitoutDiscarded,
    TigerPlayed,
    TookCard,
    TookHidden,
    set_aside_seen,
)
from game.games.nothanks.view import NoThanksView, SpecialsView

__all__ = ["NoThanksModel", "SeatModel", "model_from_view", "reduce"]

#: The current player once the game is over.
NOBODY = -1


@dataclass(frozen=True)
class SeatModel:
    """One seat as the table shows it.

    ``cards`` number cards (sorted) and ``specials`` special cards (names) of the round
    shown; ``card_points`` their points (chips not counted); ``chips`` and
    ``round_points`` (the round's score) are None where the looker may not see the chips;
    ``total`` is the sum of the finished rounds.
    """

    cards: tuple[int, ...]
    specials: tuple[str, ...]
    card_points: int
    chips: int | None
    round_points: int | None
    total: int
    holds_tiger: bool
    sitting_out: bool


@dataclass(frozen=True)
class NoThanksModel:
    """Everything the No Thanks! table shows, from the view of ``seat``.

    ``card`` is the number card on offer, ``special`` the special card on offer (name);
    ``current`` the seat to decide (``NOBODY`` after the game); ``round_over`` is True
    once the round shown is counted in the totals.
    """

    seat: int
    round: int
    rounds: int
    current: int
    round_over: bool
    card: int | None
    special: str | None
    special_green: bool
    pot: int
    stack: int
    top_back: str | None
    green_left: int
    red_left: int
    removed_open: tuple[int, ...]
    seats: tuple[SeatModel, ...]
    my_tiger: int | None
    chips_open: bool
    specials_on: bool
    last_bidder: int | None
    pending: str | None
    peeked: tuple[int, ...] | None
    out_of_game: tuple[str, ...]

    @property
    def num_players(self) -> int:
        return len(self.seats)


def no_specials(num_players: int) -> SpecialsView:
    """The special cards' part as the table shows a game without special cards."""
    return SpecialsView(
        special=None,
        special_green=False,
        top_back=None,
        known_backs=(),
        held=((),) * num_players,
        green_left=0,
        red_left=0,
        last_bidder=None,
        sitting_out=(False,) * num_players,
        sitouts_held=(0,) * num_players,
        pending=None,
        peeked=None,
        out_of_game=(),
    )


def model_from_view(view: NoThanksView) -> NoThanksModel:
    """The model of one seat's view."""
    n = view.num_players
    sp = view.specials if view.specials is not None else no_specials(n)
    seats = tuple(
        SeatModel(
            cards=tuple(view.cards[i]),
            specials=tuple(sp.held[i]),
            card_points=view.card_points[i],
            chips=view.chips[i],
            round_points=view.round_points[i],
            total=int(view.totals[i]),
            holds_tiger=view.holds_tiger[i],
            sitting_out=sp.sitting_out[i],
        )
        for i in range(n)
    )
    return NoThanksModel(
        seat=view.player,
        round=view.round,
        rounds=view.rounds,
        current=view.current_player,
        round_over=view.current_player < 0,
        card=view.card,
        special=sp.special,
        special_green=sp.special_green,
        pot=view.pot,
        stack=view.stack_size,
        top_back=sp.top_back,
        green_left=sp.green_left,
        red_left=sp.red_left,
        removed_open=tuple(view.removed_open),
        seats=seats,
        my_tiger=view.my_tiger,
        chips_open=view.chips_open,
        specials_on=view.specials is not None,
        last_bidder=sp.last_bidder,
        pending=sp.pending,
        peeked=sp.peeked,
        out_of_game=tuple(sp.out_of_game),
    )


def as_spectator(model: NoThanksModel) -> NoThanksModel:
    """The model as a watcher who sees no hand sees it (events then ``for_seat(None)``):
    hidden chips and scores, the Hidden Tiger card and the Peek pile are removed."""
    seats = model.seats
    if not model.chips_open:
        seats = tuple(replace(s, chips=None, round_points=None) for s in seats)
    return replace(model, seats=seats, my_tiger=None, peeked=None)


# Folding events ------------------------------------------------------------------------


def reduce(model: NoThanksModel, event: GameEvent) -> NoThanksModel:
    """The model after ``event`` (as the model's seat may see it). Unknown kinds leave
    the model as it is."""
    step = _STEPS.get(type(event))
    if step is None:
        return model
    if isinstance(event, SeatsChanged) and event.seats:
        model = _with_tallies(model, event)
    return step(model, event)


def _with_tallies(model: NoThanksModel, event: SeatsChanged) -> NoThanksModel:
    """Copy each seat tally of ``event`` (hidden chips from the private part, if any)."""
    seats = list(model.seats)
    for tally in event.seats:
        chips, score = event.seen_chips(tally)
        seats[tally.seat] = replace(
            seats[tally.seat],
            cards=tally.cards,
            specials=tally.specials,
            card_points=tally.card_points,
            chips=chips,
            round_points=score,
        )
    return replace(model, seats=tuple(seats))


class _SeatFlags(TypedDict, total=False):
    """A seat's flags an event changes."""

    holds_tiger: bool
    sitting_out: bool


class _Offer(TypedDict):
    """The card on offer: a number card or a special card (by name), or none."""

    card: int | None
    special: str | None
    special_green: bool


class _Stack(TypedDict):
    """The stack after a card left it."""

    stack: int
    top_back: str | None
    green_left: int
    red_left: int


def _seat(model: NoThanksModel, seat: int, **changes: Unpack[_SeatFlags]) -> NoThanksModel:
    seats = list(model.seats)
    seats[seat] = replace(seats[seat], **changes)
    return replace(model, seats=tuple(seats))


_NO_OFFER: _Offer = {"card": None, "special": None, "special_green": False}


def _round_dealt(model: NoThanksModel, event: RoundDealt) -> NoThanksModel:
    seats = tuple(
        replace(s, holds_tiger=event.holds_tiger[i], sitting_out=False)
        for i, s in enumerate(model.seats)
    )
    return replace(
        model,
        **_NO_OFFER,
        round=event.round,
        current=event.first_player,
        round_over=False,
        pot=0,
        removed_open=event.removed_open,
        seats=seats,
        my_tiger=event.tiger_of(model.seat),
        last_bidder=None,
        pending=None,
        peeked=None,
        out_of_game=(),
    )


def _stack(event: CardFlipped | TookHidden) -> _Stack:
    return {
        "stack": event.stack,
        "top_back": event.top_back,
        "green_left": event.green_left,
        "red_left": event.red_left,
    }


def _flipped(model: NoThanksModel, event: CardFlipped) -> NoThanksModel:
    card = event.card
    offer: _Offer = (
        {"card": None, "special": card, "special_green": event.green}
        if isinstance(card, str)
        else {"card": card, "special": None, "special_green": False}
    )
    return replace(model, **offer, **_stack(event), current=event.actor)


def _paid(model: NoThanksModel, event: Passed) -> NoThanksModel:
    return replace(model, pot=event.pot, current=event.next_player)


def _bid(model: NoThanksModel, event: BidPlaced) -> NoThanksModel:
    return replace(model, pot=event.pot, current=event.next_player, last_bidder=event.player)


def _settled(model: NoThanksModel, event: TookCard | Declined) -> NoThanksModel:
    """The card on offer was taken or declined with its chips."""
    return replace(model, **_NO_OFFER, pot=event.pot, current=event.actor, last_bidder=None)


def _tiger(model: NoThanksModel, event: TigerPlayed) -> NoThanksModel:
    if event.player == model.seat:
        model = replace(model, my_tiger=None)
    return _seat(model, event.actor, holds_tiger=False)


def _out(model: NoThanksModel, event: CardLeft | SitoutDiscarded | CardRemoved) -> NoThanksModel:
    return replace(model, out_of_game=event.out_of_game)


def _sat_out(model: NoThanksModel, event: SatOut) -> NoThanksModel:
    model = replace(model, current=event.next_player)
    return _seat(model, event.actor, sitting_out=True)


def _sitout_discarded(model: NoThanksModel, event: SitoutDiscarded) -> NoThanksModel:
    return _seat(_out(model, event), event.actor, sitting_out=False)


def _choice(model: NoThanksModel, event: ChoiceAsked) -> NoThanksModel:
    return replace(model, **_NO_OFFER, pending=event.action, current=event.actor)


def _chosen(model: NoThanksModel, event: CardGiven | CardRemoved) -> NoThanksModel:
    if isinstance(event, CardRemoved):
        model = _out(model, event)
    return replace(model, pending=None)


def _peeked(model: NoThanksModel, event: Peeked | TookHidden) -> NoThanksModel:
    pile = set_aside_seen(event, model.seat)
    return model if pile is None else replace(model, peeked=pile)


def _took_hidden(model: NoThanksModel, event: TookHidden) -> NoThanksModel:
    return _peeked(replace(model, **_stack(event)), event)


def _round_scored(model: NoThanksModel, event: RoundScored) -> NoThanksModel:
    seats = tuple(replace(s, total=int(event.totals[i])) for i, s in enumerate(model.seats))
    return replace(model, **_NO_OFFER, seats=seats, round_over=True)


def _game_ended(model: NoThanksModel, event: GameEnded) -> NoThanksModel:
    return replace(model, current=NOBODY)


def _same(model: NoThanksModel, event: CardReceived) -> NoThanksModel:
    return model


Step = Callable[[NoThanksModel, GameEvent], NoThanksModel]

#: Event class -> how it changes the model.
_STEPS: dict[type[GameEvent], Step] = dict(
    (
        on(RoundDealt, _round_dealt),
        on(CardFlipped, _flipped),
        on(Passed, _paid),
        on(BidPlaced, _bid),
        on(TookCard, _settled),
        on(Declined, _settled),
        on(TigerPlayed, _tiger),
        on(CardReceived, _same),
        on(CardLeft, _out),
        on(SatOut, _sat_out),
        on(SitoutDiscarded, _sitout_discarded),
        on(ChoiceAsked, _choice),
        on(CardGiven, _chosen),
        on(CardRemoved, _chosen),
        on(Peeked, _peeked),
        on(TookHidden, _took_hidden),
        on(RoundScored, _round_scored),
        on(GameEnded, _game_ended),
    )
)
