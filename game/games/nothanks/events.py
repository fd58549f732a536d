"""No Thanks! rules events (base game, variants and special cards).

Every event states outcomes: a seat whose cards or chips changed comes with a
:class:`SeatTally` of that seat *after* the change (its display, card points, chips and
round score), the centre pieces come with their values after the change (pot, stack size,
the cards out of the game), and the events that pass the turn name the seat to decide
next. A reader (the table's display model, a log, a replay) copies these values and never
re-enacts a rule.

Hidden chips: a tally's ``chips`` and ``score`` are None in the public part when chips
are hidden; the seat itself finds them in ``private[seat]`` as ``{"chips": c, "score": s}``
(see :func:`game.events.GameEvent.for_seat`). The Hidden Tiger card dealt to a seat and the
set-aside pile seen with Peek are private in the same way (``"tiger"``, ``"set_aside"``).
Readers take these through the typed accessors (:meth:`SeatsChanged.seen_chips`,
:meth:`RoundDealt.tiger_of`, :func:`set_aside_seen`), never by key.

Kinds (``kind``) are stable words used in logs and tests: ``round_start``, ``flip``,
``pass``, ``take``, ``tiger``, ``round_end``, ``game_end`` and, with special cards,
``bid``, ``decline``, ``receive``, ``leave``, ``sitout``, ``sitout_discard``, ``give``,
``remove``, ``choose``, ``peek``, ``take_hidden``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, NamedTuple, TypedDict, cast

from game.events import ChipsMoved, GameEnded, GameEvent, RoundScored, RoundStarted

__all__ = [
    "BidPlaced",
    "CardFlipped",
    "CardGiven",
    "CardLeft",
    "CardReceived",
    "CardRemoved",
    "ChoiceAsked",
    "Declined",
    "GameEnded",
    "Passed",
    "Peeked",
    "RoundDealt",
    "RoundScored",
    "SatOut",
    "SeatTally",
    "SitoutDiscarded",
    "TigerPlayed",
    "TookCard",
    "TookHidden",
    "set_aside_seen",
]

#: A card as events name it: a number (3-35) or a special card's name ("joker", "+15b").
CardName = int | str


class SeatPart(TypedDict, total=False):
    """A seat's private part of an event (see the module docstring): its ``chips`` and
    round ``score`` while chips are hidden, its Hidden ``tiger`` card, the ``set_aside``
    pile it saw (sorted)."""

    chips: int
    score: int
    tiger: int
    set_aside: tuple[int, ...]


def _seat_part(event: GameEvent, seat: int) -> SeatPart:
    """``seat``'s private part of ``event`` (empty where the event shows none): the
    narration writes only these keys (:mod:`game.games.nothanks.narration`)."""
    return cast(SeatPart, event.private.get(seat, {}))


class SeatTally(NamedTuple):
    """One seat after a change: its number cards (sorted), its special cards (names, in
    display order), the points of its cards this round (chips not counted), and its chips
    and round score (None where chips are hidden; see the module docstring). A named
    tuple, so an event stays plain JSON data (a tally is the list
    ``[seat, cards, specials, card_points, chips, score]``)."""

    seat: int
    cards: tuple[int, ...]
    specials: tuple[str, ...]
    card_points: int
    chips: int | None
    score: int | None


@dataclass(frozen=True, kw_only=True)
class SeatsChanged(GameEvent):
    """Base of the events after which some seats' cards or chips are different."""

    kind: ClassVar[str] = "seats"
    seats: tuple[SeatTally, ...] = ()

    def seen_chips(self, tally: SeatTally) -> tuple[int | None, int | None]:
        """The chips and round score of ``tally``'s seat as this event shows them: the
        public values, else the seat's private ones (None where this event hides them)."""
        mine = _seat_part(self, tally.seat)
        chips = tally.chips if tally.chips is not None else mine.get("chips")
        score = tally.score if tally.score is not None else mine.get("score")
        return chips, score


@dataclass(frozen=True, kw_only=True)
class RoundDealt(RoundStarted, SeatsChanged):
    """A round was dealt: every seat starts with ``chips`` chips and no cards. Private:
    each seat's Hidden Tiger card as ``{"tiger": card}``."""

    kind: ClassVar[str] = "round_start"
    removed_open: tuple[int, ...]
    chips: int
    holds_tiger: tuple[bool, ...]
    green_specials: int | None = None
    red_specials: int | None = None

    def tiger_of(self, seat: int) -> int | None:
        """The Hidden Tiger card dealt to ``seat``, if this event shows it (the seat's
        own copy, :meth:`~game.events.GameEvent.for_seat`)."""
        tiger: int | None = _seat_part(self, seat).get("tiger")
        return tiger


@dataclass(frozen=True, kw_only=True)
class CardFlipped(GameEvent):
    """The top stack card was turned face up; ``player`` decides on it. ``stack`` and the
    stack's top back and special cards left are the values after the flip."""

    kind: ClassVar[str] = "flip"
    card: CardName
    green: bool = False
    stack: int
    top_back: str | None = None
    green_left: int = 0
    red_left: int = 0


@dataclass(frozen=True, kw_only=True)
class Passed(ChipsMoved, SeatsChanged):
    """``player`` said "No thanks!": one chip from the seat onto the card; ``next_player``
    decides next."""

    kind: ClassVar[str] = "pass"
    card: CardName | None
    next_player: int


@dataclass(frozen=True, kw_only=True)
class BidPlaced(ChipsMoved, SeatsChanged):
    """``player`` bid one chip on the green card on offer (and is its last bidder)."""

    kind: ClassVar[str] = "bid"
    card: CardName | None
    next_player: int


@dataclass(frozen=True, kw_only=True)
class TookCard(ChipsMoved, SeatsChanged):
    """``player`` took the card on offer with the ``count`` chips on it."""

    kind: ClassVar[str] = "take"
    card: CardName


@dataclass(frozen=True, kw_only=True)
class Declined(ChipsMoved, SeatsChanged):
    """``player`` declined the green card on offer and took its ``count`` chips; the card
    goes to ``to`` (the last bidder; None: it leaves the game)."""

    kind: ClassVar[str] = "decline"
    card: CardName
    to: int | None


@dataclass(frozen=True, kw_only=True)
class TigerPlayed(SeatsChanged):
    """``player`` put their Hidden Tiger card into their display."""

    kind: ClassVar[str] = "tiger"
    card: int


@dataclass(frozen=True, kw_only=True)
class CardReceived(SeatsChanged):
    """``player`` received the declined green card."""

    kind: ClassVar[str] = "receive"
    card: CardName


@dataclass(frozen=True, kw_only=True)
class CardLeft(GameEvent):
    """The declined green card left the game (nobody had bid on it)."""

    kind: ClassVar[str] = "leave"
    card: CardName
    out_of_game: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class SatOut(SeatsChanged):
    """``player`` played a Sit out card on the card on offer; ``next_player`` decides."""

    kind: ClassVar[str] = "sitout"
    card: CardName | None
    next_player: int


@dataclass(frozen=True, kw_only=True)
class SitoutDiscarded(GameEvent):
    """The card was settled: the Sit out card ``player`` played on it is discarded."""

    kind: ClassVar[str] = "sitout_discard"
    card: CardName
    out_of_game: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class ChoiceAsked(GameEvent):
    """``player`` must now choose a card of their display to ``action`` ("give" to the
    left neighbour or "remove" from the game)."""

    kind: ClassVar[str] = "choose"
    action: str


@dataclass(frozen=True, kw_only=True)
class CardGiven(SeatsChanged):
    """``player`` gave ``card`` to the seat ``to`` (both tallies in ``seats``)."""

    kind: ClassVar[str] = "give"
    card: CardName
    to: int


@dataclass(frozen=True, kw_only=True)
class CardRemoved(SeatsChanged):
    """``player`` removed ``card`` of their display from the game."""

    kind: ClassVar[str] = "remove"
    card: CardName
    out_of_game: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Peeked(GameEvent):
    """``player`` looked at the ``cards`` set-aside cards. Private:
    ``{"set_aside": sorted cards}``."""

    kind: ClassVar[str] = "peek"
    cards: int


@dataclass(frozen=True, kw_only=True)
class TookHidden(SeatsChanged):
    """Take hidden: ``player`` also took ``card`` (None: nothing left) from ``source``
    ("stack" or "set_aside"), skipping ``skipped_green`` green cards. The stack values
    are those after the draw; seats that peeked get the set-aside pile after it in
    ``private`` (``"set_aside"``)."""

    kind: ClassVar[str] = "take_hidden"
    card: CardName | None
    source: str | None
    skipped_green: int
    stack: int
    top_back: str | None
    green_left: int
    red_left: int


def set_aside_seen(event: Peeked | TookHidden, seat: int) -> tuple[int, ...] | None:
    """The set-aside pile (sorted) as ``seat`` saw it in ``event``: a seat that peeked
    gets it in its own copy of the event; None for anyone else."""
    pile = _seat_part(event, seat).get("set_aside")
    return None if pile is None else tuple(pile)
