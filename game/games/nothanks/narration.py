"""Telling what the rules did as typed events (:mod:`game.games.nothanks.events`).

One function per thing that happened builds its event from the state's values right
after the change; the rules code hands it to the sink the way every game does
(``if emit is not drop: emit(narration.passed(self, p))``, see :mod:`game.events`), so an
``apply`` without a sink (search playouts) builds no event at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol, TypedDict, TypeVar

from game.events import GameEnded, RoundScored
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
    SeatTally,
    SitoutDiscarded,
    TigerPlayed,
    TookCard,
    TookHidden,
)

Private = dict[int, dict[str, object]]


class Tallies(TypedDict):
    """The ``seats=`` and ``private=`` keyword arguments of an event with seat tallies."""

    seats: tuple[SeatTally, ...]
    private: Mapping[int, Mapping[str, object]]


class StackNumbers(TypedDict):
    """The stack as events state it: its size, the top card's back (None: no back shown)
    and the special cards left in it."""

    stack: int
    top_back: str | None
    green_left: int
    red_left: int


class Narrated(Protocol):
    """What the events read of a No Thanks! state, either edition
    (:class:`game.games.nothanks.core.NoThanksCore` and its subclasses)."""

    num_players: int
    round: int
    player: int
    card: int | None
    pot: int
    chips: list[int]
    chips_open: bool
    start_chips: int
    totals: list[int]
    removed_open: list[int]
    tigers: list[int | None]

    def seat_numbers(self, seat: int) -> tuple[tuple[int, ...], tuple[str, ...], int, int]: ...
    def stack_numbers(self) -> StackNumbers: ...
    def card_name(self, card: int) -> int | str: ...
    def special_counts(self) -> tuple[int | None, int | None]: ...
    def is_green(self, card: int) -> bool: ...
    def out_of_game(self) -> tuple[str, ...]: ...
    def peeking_seats(self) -> list[int]: ...
    def offered_name(self) -> int | str | None: ...
    def peeked_pile(self) -> tuple[int, ...]: ...
    def winners(self) -> list[int]: ...


def _tallies(
    state: Narrated, seats: Iterable[int], private: Mapping[int, Mapping[str, object]] | None = None
) -> Tallies:
    """``seats=`` and ``private=`` keyword arguments for the seats' tallies."""
    secret: Private = {seat: dict(part) for seat, part in (private or {}).items()}
    out = []
    for seat in seats:
        cards, specials, card_points, score = state.seat_numbers(seat)
        chips = state.chips[seat]
        if state.chips_open:
            out.append(SeatTally(seat, cards, specials, card_points, chips, score))
        else:
            out.append(SeatTally(seat, cards, specials, card_points, None, None))
            secret.setdefault(seat, {}).update(chips=chips, score=score)
    return {"seats": tuple(out), "private": _frozen(secret)}


# Base game ------------------------------------------------------------------------


def round_dealt(state: Narrated) -> RoundDealt:
    """A round was dealt."""
    greens, reds = state.special_counts()
    tigers = {seat: {"tiger": t} for seat, t in enumerate(state.tigers) if t is not None}
    return RoundDealt(
        player=state.player,
        round=state.round,
        first_player=state.player,
        removed_open=tuple(state.removed_open),
        chips=state.start_chips,
        holds_tiger=tuple(t is not None for t in state.tigers),
        green_specials=greens,
        red_specials=reds,
        **_tallies(state, range(state.num_players), tigers),
    )


def flipped(state: Narrated) -> CardFlipped:
    """The top stack card is now on offer."""
    card = state.card
    assert card is not None
    return CardFlipped(
        player=state.player,
        card=state.card_name(card),
        green=state.is_green(card),
        **state.stack_numbers(),
    )


ChipOnCard = TypeVar("ChipOnCard", Passed, BidPlaced)


def _chip_onto_card(kind: type[ChipOnCard], state: Narrated, p: int) -> ChipOnCard:
    """``p`` put one chip onto the card on offer (a pass, or a bid on a green card)."""
    return kind(
        player=p,
        count=1,
        source="seat",
        target="card",
        pot=state.pot,
        card=state.offered_name(),
        next_player=state.player,
        **_tallies(state, (p,)),
    )


def passed(state: Narrated, p: int) -> Passed:
    """``p`` paid a chip onto the card."""
    return _chip_onto_card(Passed, state, p)


def took(state: Narrated, p: int, card: int, count: int) -> TookCard:
    """``p`` took ``card`` and ``count`` chips."""
    return TookCard(
        player=p,
        count=count,
        source="card",
        target="seat",
        pot=0,
        card=state.card_name(card),
        **_tallies(state, (p,)),
    )


def tiger(state: Narrated, p: int, card: int) -> TigerPlayed:
    """``p`` played their Hidden Tiger card."""
    return TigerPlayed(player=p, card=card, **_tallies(state, (p,)))


def round_scored(state: Narrated, points: list[int]) -> RoundScored:
    """The round ended with these points (totals already updated)."""
    return RoundScored(round=state.round, points=tuple(points), totals=tuple(state.totals))


def game_ended(state: Narrated) -> GameEnded:
    """The last round ended."""
    return GameEnded(winners=tuple(state.winners()))


# Special cards --------------------------------------------------------------------


def bid(state: Narrated, p: int) -> BidPlaced:
    """``p`` bid a chip on the green card."""
    return _chip_onto_card(BidPlaced, state, p)


def declined(state: Narrated, p: int, card: int, count: int, to: int | None) -> Declined:
    """``p`` declined the green card and took ``count`` chips."""
    return Declined(
        player=p,
        count=count,
        source="card",
        target="seat",
        pot=0,
        card=state.card_name(card),
        to=to,
        **_tallies(state, (p,)),
    )


def received(state: Narrated, p: int, card: int) -> CardReceived:
    """``p`` received the declined green card."""
    name = state.card_name(card)
    return CardReceived(player=p, card=name, **_tallies(state, (p,)))


def left(state: Narrated, card: int) -> CardLeft:
    """The declined green card left the game."""
    name = state.card_name(card)
    return CardLeft(player=state.player, card=name, out_of_game=state.out_of_game())


def sat_out(state: Narrated, p: int) -> SatOut:
    """``p`` played a Sit out card."""
    return SatOut(
        player=p, card=state.offered_name(), next_player=state.player, **_tallies(state, (p,))
    )


def sitout_discarded(state: Narrated, seat: int, card: int) -> SitoutDiscarded:
    """The Sit out card ``seat`` played is discarded."""
    name = state.card_name(card)
    return SitoutDiscarded(player=seat, card=name, out_of_game=state.out_of_game())


def choice(state: Narrated, p: int, action: str) -> ChoiceAsked:
    """``p`` must give or remove a card."""
    return ChoiceAsked(player=p, action=action)


def gave(state: Narrated, p: int, card: int, to: int) -> CardGiven:
    """``p`` gave ``card`` to ``to``."""
    name = state.card_name(card)
    return CardGiven(player=p, card=name, to=to, **_tallies(state, (p, to)))


def removed(state: Narrated, p: int, card: int) -> CardRemoved:
    """``p`` removed ``card`` from the game."""
    name = state.card_name(card)
    out = state.out_of_game()
    return CardRemoved(player=p, card=name, out_of_game=out, **_tallies(state, (p,)))


def peeked(state: Narrated, p: int, cards: list[int]) -> Peeked:
    """``p`` saw the set-aside pile ``cards``."""
    private = {p: {"set_aside": tuple(sorted(cards))}}
    return Peeked(player=p, cards=len(cards), private=private)


def took_hidden(state: Narrated, p: int, card: int | None, source: str, skipped: int) -> TookHidden:
    """Take hidden: ``p`` also took ``card`` (None: nothing left) from ``source``."""
    piles = {seat: {"set_aside": state.peeked_pile()} for seat in state.peeking_seats()}
    return TookHidden(
        player=p,
        card=None if card is None else state.card_name(card),
        source=None if card is None else source,
        skipped_green=skipped,
        **state.stack_numbers(),
        **_tallies(state, (p,), piles),
    )


def _frozen(private: Private) -> Mapping[int, Mapping[str, object]]:
    return {seat: dict(part) for seat, part in private.items() if part}
