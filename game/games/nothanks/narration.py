"""Telling what the rules did as typed events (:mod:`game.games.nothanks.events`).

One function per thing that happened builds its event from the state's values right
after the change; the rules code hands it to the sink the way every game does
(``if emit is not drop: emit(narration.passed(self, p))``, see :mod:`game.events`), so an
``apply`` without a sink (search playouts) builds no event at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, TypeVar

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

if TYPE_CHECKING:
    from game.games.nothanks.core import NoThanksCore

Private = dict[int, dict[str, Any]]


def _tallies(
    state: NoThanksCore, seats: Iterable[int], private: Private | None = None
) -> dict[str, Any]:
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


def round_dealt(state: NoThanksCore) -> RoundDealt:
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


def flipped(state: NoThanksCore) -> CardFlipped:
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


def _chip_onto_card(kind: type[ChipOnCard], state: NoThanksCore, p: int) -> ChipOnCard:
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


def passed(state: NoThanksCore, p: int) -> Passed:
    """``p`` paid a chip onto the card."""
    return _chip_onto_card(Passed, state, p)


def took(state: NoThanksCore, p: int, card: int, count: int) -> TookCard:
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


def tiger(state: NoThanksCore, p: int, card: int) -> TigerPlayed:
    """``p`` played their Hidden Tiger card."""
    return TigerPlayed(player=p, card=card, **_tallies(state, (p,)))


def round_scored(state: NoThanksCore, points: list[int]) -> RoundScored:
    """The round ended with these points (totals already updated)."""
    return RoundScored(round=state.round, points=tuple(points), totals=tuple(state.totals))


def game_ended(state: NoThanksCore) -> GameEnded:
    """The last round ended."""
    return GameEnded(winners=tuple(state.winners()))


# Special cards --------------------------------------------------------------------


def bid(state: NoThanksCore, p: int) -> BidPlaced:
    """``p`` bid a chip on the green card."""
    return _chip_onto_card(BidPlaced, state, p)


def declined(state: NoThanksCore, p: int, card: int, count: int, to: int | None) -> Declined:
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


def received(state: NoThanksCore, p: int, card: int) -> CardReceived:
    """``p`` received the declined green card."""
    name = state.card_name(card)
    return CardReceived(player=p, card=name, **_tallies(state, (p,)))


def left(state: NoThanksCore, card: int) -> CardLeft:
    """The declined green card left the game."""
    name = state.card_name(card)
    return CardLeft(player=state.player, card=name, out_of_game=state.out_of_game())


def sat_out(state: NoThanksCore, p: int) -> SatOut:
    """``p`` played a Sit out card."""
    return SatOut(
        player=p, card=state.offered_name(), next_player=state.player, **_tallies(state, (p,))
    )


def sitout_discarded(state: NoThanksCore, seat: int, card: int) -> SitoutDiscarded:
    """The Sit out card ``seat`` played is discarded."""
    name = state.card_name(card)
    return SitoutDiscarded(player=seat, card=name, out_of_game=state.out_of_game())


def choice(state: NoThanksCore, p: int, action: str) -> ChoiceAsked:
    """``p`` must give or remove a card."""
    return ChoiceAsked(player=p, action=action)


def gave(state: NoThanksCore, p: int, card: int, to: int) -> CardGiven:
    """``p`` gave ``card`` to ``to``."""
    name = state.card_name(card)
    return CardGiven(player=p, card=name, to=to, **_tallies(state, (p, to)))


def removed(state: NoThanksCore, p: int, card: int) -> CardRemoved:
    """``p`` removed ``card`` from the game."""
    name = state.card_name(card)
    out = state.out_of_game()
    return CardRemoved(player=p, card=name, out_of_game=out, **_tallies(state, (p,)))


def peeked(state: NoThanksCore, p: int, cards: list[int]) -> Peeked:
    """``p`` saw the set-aside pile ``cards``."""
    private = {p: {"set_aside": tuple(sorted(cards))}}
    return Peeked(player=p, cards=len(cards), private=private)


def took_hidden(
    state: NoThanksCore, p: int, card: int | None, source: str, skipped: int
) -> TookHidden:
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


def _frozen(private: Private) -> Mapping[int, Mapping[str, Any]]:
    return {seat: dict(part) for seat, part in private.items() if part}
