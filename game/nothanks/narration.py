"""Telling what the rules did as typed events (:mod:`game.nothanks.events`).

The rules code calls one :class:`Tell` method per thing that happened, right after it
happened (``tell.passed(p)``); a method reads the outcomes from the state and hands the
event to the sink. ``apply`` without a sink uses :data:`SILENT`, whose methods do nothing,
so search playouts build no event objects.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from game.events import EventSink, GameEnded, RoundScored
from game.nothanks.events import (
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
    from game.nothanks.core import NoThanksCore

Private = dict[int, dict[str, Any]]


class Tell:
    """Says nothing: the narrator of an ``apply`` without a sink (every method a no-op)."""

    def round_dealt(self) -> None:
        """A round was dealt."""

    def flipped(self) -> None:
        """The top stack card is now on offer."""

    def passed(self, p: int) -> None:
        """``p`` paid a chip onto the card."""

    def bid(self, p: int) -> None:
        """``p`` bid a chip on the green card."""

    def took(self, p: int, card: int, count: int) -> None:
        """``p`` took ``card`` and ``count`` chips."""

    def tiger(self, p: int, card: int) -> None:
        """``p`` played their Hidden Tiger card."""

    def round_scored(self, points: list[int]) -> None:
        """The round ended with these points (totals already updated)."""

    def game_ended(self) -> None:
        """The last round ended."""

    def declined(self, p: int, card: int, count: int, to: int | None) -> None:
        """``p`` declined the green card and took ``count`` chips."""

    def received(self, p: int, card: int) -> None:
        """``p`` received the declined green card."""

    def left(self, card: int) -> None:
        """The declined green card left the game."""

    def sat_out(self, p: int) -> None:
        """``p`` played a Sit out card."""

    def sitout_discarded(self, seat: int, card: int) -> None:
        """The Sit out card ``seat`` played is discarded."""

    def choice(self, p: int, action: str) -> None:
        """``p`` must give or remove a card."""

    def gave(self, p: int, card: int, to: int) -> None:
        """``p`` gave ``card`` to ``to``."""

    def removed(self, p: int, card: int) -> None:
        """``p`` removed ``card`` from the game."""

    def peeked(self, p: int, cards: list[int]) -> None:
        """``p`` saw the set-aside pile ``cards``."""

    def took_hidden(self, p: int, card: int | None, source: str, skipped: int) -> None:
        """Take hidden: ``p`` also took ``card`` (None: nothing left) from ``source``."""


SILENT = Tell()


class EventTeller(Tell):
    """Builds each event from the state's values after the change and gives it to
    ``sink``."""

    def __init__(self, state: NoThanksCore, sink: EventSink) -> None:
        self.state = state
        self.sink = sink

    # Helpers ----------------------------------------------------------------------
    def _tallies(self, seats: Iterable[int], private: Private | None = None) -> dict[str, Any]:
        """``seats=`` and ``private=`` keyword arguments for the seats' tallies."""
        state = self.state
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

    def _stack(self) -> dict[str, Any]:
        """The stack's values now: size, top back, special cards left."""
        return self.state.stack_numbers()

    # Base game --------------------------------------------------------------------
    def round_dealt(self) -> None:
        s = self.state
        greens, reds = s.special_counts()
        tigers = {seat: {"tiger": t} for seat, t in enumerate(s.tigers) if t is not None}
        self.sink(
            RoundDealt(
                player=s.player,
                round=s.round,
                first_player=s.player,
                removed_open=tuple(s.removed_open),
                chips=s.start_chips,
                holds_tiger=tuple(t is not None for t in s.tigers),
                green_specials=greens,
                red_specials=reds,
                **self._tallies(range(s.num_players), tigers),
            )
        )

    def flipped(self) -> None:
        s = self.state
        card = s.card
        assert card is not None
        self.sink(
            CardFlipped(
                player=s.player, card=s.card_name(card), green=s.is_green(card), **self._stack()
            )
        )

    def passed(self, p: int) -> None:
        s = self.state
        self.sink(
            Passed(
                player=p,
                count=1,
                source="seat",
                target="card",
                pot=s.pot,
                card=s.offered_name(),
                next_player=s.player,
                **self._tallies((p,)),
            )
        )

    def took(self, p: int, card: int, count: int) -> None:
        self.sink(
            TookCard(
                player=p,
                count=count,
                source="card",
                target="seat",
                pot=0,
                card=self.state.card_name(card),
                **self._tallies((p,)),
            )
        )

    def tiger(self, p: int, card: int) -> None:
        self.sink(TigerPlayed(player=p, card=card, **self._tallies((p,))))

    def round_scored(self, points: list[int]) -> None:
        s = self.state
        self.sink(RoundScored(round=s.round, points=tuple(points), totals=tuple(s.totals)))

    def game_ended(self) -> None:
        self.sink(GameEnded(winners=tuple(self.state.winners())))

    # Special cards ----------------------------------------------------------------
    def bid(self, p: int) -> None:
        s = self.state
        self.sink(
            BidPlaced(
                player=p,
                count=1,
                source="seat",
                target="card",
                pot=s.pot,
                card=s.offered_name(),
                next_player=s.player,
                **self._tallies((p,)),
            )
        )

    def declined(self, p: int, card: int, count: int, to: int | None) -> None:
        self.sink(
            Declined(
                player=p,
                count=count,
                source="card",
                target="seat",
                pot=0,
                card=self.state.card_name(card),
                to=to,
                **self._tallies((p,)),
            )
        )

    def received(self, p: int, card: int) -> None:
        name = self.state.card_name(card)
        self.sink(CardReceived(player=p, card=name, **self._tallies((p,))))

    def left(self, card: int) -> None:
        name = self.state.card_name(card)
        self.sink(CardLeft(player=self.state.player, card=name, out_of_game=self._out()))

    def sat_out(self, p: int) -> None:
        s = self.state
        self.sink(
            SatOut(player=p, card=s.offered_name(), next_player=s.player, **self._tallies((p,)))
        )

    def sitout_discarded(self, seat: int, card: int) -> None:
        name = self.state.card_name(card)
        self.sink(SitoutDiscarded(player=seat, card=name, out_of_game=self._out()))

    def choice(self, p: int, action: str) -> None:
        self.sink(ChoiceAsked(player=p, action=action))

    def gave(self, p: int, card: int, to: int) -> None:
        name = self.state.card_name(card)
        self.sink(CardGiven(player=p, card=name, to=to, **self._tallies((p, to))))

    def removed(self, p: int, card: int) -> None:
        name = self.state.card_name(card)
        out = self._out()
        self.sink(CardRemoved(player=p, card=name, out_of_game=out, **self._tallies((p,))))

    def peeked(self, p: int, cards: list[int]) -> None:
        private = {p: {"set_aside": tuple(sorted(cards))}}
        self.sink(Peeked(player=p, cards=len(cards), private=private))

    def took_hidden(self, p: int, card: int | None, source: str, skipped: int) -> None:
        s = self.state
        piles = {seat: {"set_aside": s.peeked_pile()} for seat in s.peeking_seats()}
        self.sink(
            TookHidden(
                player=p,
                card=None if card is None else s.card_name(card),
                source=None if card is None else source,
                skipped_green=skipped,
                **self._stack(),
                **self._tallies((p,), piles),
            )
        )

    def _out(self) -> tuple[str, ...]:
        return self.state.out_of_game()


def _frozen(private: Private) -> Mapping[int, Mapping[str, Any]]:
    return {seat: dict(part) for seat, part in private.items() if part}
