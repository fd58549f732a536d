"""The No Thanks! display model: what the table shows, as plain data (no pygame).

The model is the table part of the view (:class:`~game.games.nothanks.view.NoThanksTable`,
under the view's names) and declares only what differs: ``round_over``.
:func:`model_from_view` builds it from one seat's view; :func:`reduce` folds one rules
event (already filtered with ``event.for_seat``) into it by copying the outcomes the event
states (see :mod:`game.games.nothanks.events`); it never re-enacts a rule. What a seat panel
says is :func:`scenes.games.nothanks.panel_words.seat_panel`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from functools import cache
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
from game.games.nothanks.view import NoThanksTable, NoThanksView, SpecialsTable

__all__ = ["NoThanksModel", "model_from_view", "reduce"]

#: The current player once the game is over.
NOBODY = -1


@dataclass(frozen=True)
class NoThanksModel(NoThanksTable):
    """Everything the No Thanks! table shows, from the view of ``player``: the table part
    of the view, and ``round_over``, True once the round shown is counted in the totals
    (from its scores until the next deal)."""

    round_over: bool = False

    @property
    def special_part(self) -> SpecialsTable:
        """The special cards' part (an empty one in the base game)."""
        return self.specials if self.specials is not None else no_specials(self.num_players)


@cache
def no_specials(num_players: int) -> SpecialsTable:
    """The special cards' part as the table shows a game without special cards."""
    return SpecialsTable(
        special=None,
        special_green=False,
        top_back=None,
        held=((),) * num_players,
        green_left=0,
        red_left=0,
        last_bidder=None,
        sitting_out=(False,) * num_players,
        pending=None,
        peeked=None,
        out_of_game=(),
    )


#: The names of the table part's fields (those the model takes from the view).
_TABLE = tuple(f.name for f in fields(NoThanksTable))
_SPECIALS = tuple(f.name for f in fields(SpecialsTable))


def model_from_view(view: NoThanksView) -> NoThanksModel:
    """The model of one seat's view."""
    table = {name: getattr(view, name) for name in _TABLE}
    sp = view.specials
    if sp is not None:
        table["specials"] = SpecialsTable(**{name: getattr(sp, name) for name in _SPECIALS})
    return NoThanksModel(**table, round_over=view.current_player < 0)


def as_spectator(model: NoThanksModel) -> NoThanksModel:
    """The model as a watcher who sees no hand sees it (events then ``for_seat(None)``):
    hidden chips and scores, the Hidden Tiger card and the Peek pile are removed."""
    if not model.chips_open:
        hidden = (None,) * model.num_players
        model = replace(model, chips=hidden, round_points=hidden)
    if model.specials is not None:
        model = replace(model, specials=replace(model.specials, peeked=None))
    return replace(model, my_tiger=None)


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
    cards, chips = list(model.cards), list(model.chips)
    points, scores = list(model.card_points), list(model.round_points)
    held = list(model.special_part.held)
    for tally in event.seats:
        seat = tally.seat
        chips[seat], scores[seat] = event.seen_chips(tally)
        cards[seat], held[seat], points[seat] = tally.cards, tally.specials, tally.card_points
    model = replace(
        model,
        cards=tuple(cards),
        chips=tuple(chips),
        card_points=tuple(points),
        round_points=tuple(scores),
    )
    return _special(model, held=tuple(held)) if model.specials is not None else model


class _SpecialChanges(TypedDict, total=False):
    """The special cards' fields an event changes."""

    special: str | None
    special_green: bool
    top_back: str | None
    held: tuple[tuple[str, ...], ...]
    green_left: int
    red_left: int
    last_bidder: int | None
    sitting_out: tuple[bool, ...]
    pending: str | None
    peeked: tuple[int, ...] | None
    out_of_game: tuple[str, ...]


def _special(model: NoThanksModel, **changes: Unpack[_SpecialChanges]) -> NoThanksModel:
    """``model`` with ``changes`` in its special cards' part (none in the base game)."""
    if model.specials is None:
        return model
    return replace(model, specials=replace(model.specials, **changes))


def _at(values: tuple[bool, ...], seat: int, value: bool) -> tuple[bool, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


def _round_dealt(model: NoThanksModel, event: RoundDealt) -> NoThanksModel:
    model = replace(
        model,
        card=None,
        round=event.round,
        current_player=event.first_player,
        round_over=False,
        pot=0,
        removed_open=event.removed_open,
        holds_tiger=tuple(event.holds_tiger),
        my_tiger=event.tiger_of(model.player),
    )
    sitting = (False,) * model.num_players
    return _special(
        model,
        special=None,
        special_green=False,
        sitting_out=sitting,
        last_bidder=None,
        pending=None,
        peeked=None,
        out_of_game=(),
    )


def _flipped(model: NoThanksModel, event: CardFlipped) -> NoThanksModel:
    card = event.card
    special = isinstance(card, str)
    model = replace(
        model,
        card=None if isinstance(card, str) else card,
        stack_size=event.stack,
        current_player=event.actor,
    )
    return _special(
        model,
        special=card if isinstance(card, str) else None,
        special_green=special and event.green,
        top_back=event.top_back,
        green_left=event.green_left,
        red_left=event.red_left,
    )


def _paid(model: NoThanksModel, event: Passed) -> NoThanksModel:
    return replace(model, pot=event.pot, current_player=event.next_player)


def _bid(model: NoThanksModel, event: BidPlaced) -> NoThanksModel:
    model = replace(model, pot=event.pot, current_player=event.next_player)
    return _special(model, last_bidder=event.player)


def _settled(model: NoThanksModel, event: TookCard | Declined) -> NoThanksModel:
    """The card on offer was taken or declined with its chips."""
    model = replace(model, card=None, pot=event.pot, current_player=event.actor)
    return _special(model, special=None, special_green=False, last_bidder=None)


def _tiger(model: NoThanksModel, event: TigerPlayed) -> NoThanksModel:
    if event.player == model.player:
        model = replace(model, my_tiger=None)
    return replace(model, holds_tiger=_at(model.holds_tiger, event.actor, False))


def _out(model: NoThanksModel, event: CardLeft | SitoutDiscarded | CardRemoved) -> NoThanksModel:
    return _special(model, out_of_game=event.out_of_game)


def _sat_out(model: NoThanksModel, event: SatOut) -> NoThanksModel:
    model = replace(model, current_player=event.next_player)
    return _special(model, sitting_out=_at(model.special_part.sitting_out, event.actor, True))


def _sitout_discarded(model: NoThanksModel, event: SitoutDiscarded) -> NoThanksModel:
    model = _out(model, event)
    return _special(model, sitting_out=_at(model.special_part.sitting_out, event.actor, False))


def _choice(model: NoThanksModel, event: ChoiceAsked) -> NoThanksModel:
    model = replace(model, card=None, current_player=event.actor)
    return _special(model, special=None, special_green=False, pending=event.action)


def _chosen(model: NoThanksModel, event: CardGiven | CardRemoved) -> NoThanksModel:
    if isinstance(event, CardRemoved):
        model = _out(model, event)
    return _special(model, pending=None)


def _peeked(model: NoThanksModel, event: Peeked | TookHidden) -> NoThanksModel:
    pile = set_aside_seen(event, model.player)
    return model if pile is None else _special(model, peeked=pile)


def _took_hidden(model: NoThanksModel, event: TookHidden) -> NoThanksModel:
    model = replace(model, stack_size=event.stack)
    model = _special(
        model, top_back=event.top_back, green_left=event.green_left, red_left=event.red_left
    )
    return _peeked(model, event)


def _round_scored(model: NoThanksModel, event: RoundScored) -> NoThanksModel:
    totals = tuple(int(total) for total in event.totals)
    model = replace(model, card=None, totals=totals, round_over=True)
    return _special(model, special=None, special_green=False)


def _game_ended(model: NoThanksModel, event: GameEnded) -> NoThanksModel:
    return replace(model, current_player=NOBODY)


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
