"""Nyet! rules events: what applying an action did, as typed, frozen data.

Every event states outcomes (the values after the change: a hand's size, a seat's trick
count, the totals), so a reader — the table's display model, the log — never re-enacts a
rule. ``player`` is the seat the event concerns. Cards a single seat may see travel only in
``private[seat]`` (see :meth:`game.events.GameEvent.for_seat`).

``to_move`` is the seat to act once the event has happened; when the event ends a phase, a
later event of the same action (:class:`PhaseStarted`, :class:`TricksStarted`,
:class:`NyetRoundStarted`, :class:`~game.events.GameEnded`) names the seat to act instead.

Kinds, in the order a round emits them: ``round_start``, ``cover``…, ``terms``, (``phase``
team, ``teams``, [``phase`` bonus], ``bonus``), (``phase`` discard, ``discard``… | ``phase``
pass, ``pass_chosen``…, ``pass_delivered``), ``tricks_start``, (``play``…, ``trick``)…,
``round_end``, then the next ``round_start`` or ``game_end``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, TypedDict

from game.events import GameEnded, GameEvent, RoundScored, RoundStarted
from game.games.nyet.scoring import NyetBreakdown

__all__ = [
    "BonusGiven",
    "BoxCovered",
    "CardDiscarded",
    "CardPlayed",
    "GameEnded",
    "NyetRoundScored",
    "NyetRoundStarted",
    "PassChosen",
    "PassesDelivered",
    "PhaseStarted",
    "TeamsChosen",
    "TermsSet",
    "TrickWon",
    "TricksStarted",
    "secret_card",
]


class HandPart(TypedDict, total=False):
    """A seat's private part of :class:`NyetRoundStarted`: its sorted hand."""

    hand: tuple[int, ...]


class CardPart(TypedDict, total=False):
    """The private part of a card discarded or chosen to pass, for its player."""

    card: int


class SwapPart(TypedDict):
    """A seat's private part of :class:`PassesDelivered`: the card it passed, the card it
    received and its hand after."""

    passed: int
    received: int
    hand: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class NyetRoundStarted(RoundStarted):
    """A round was dealt (``player`` and ``first_player``: the dealer, who covers first).

    ``board`` is the fresh board with ``covers_left`` boxes to cover; ``hand_sizes`` the
    dealt hand sizes; ``private[seat]`` holds ``{"hand": (cards...)}``, the seat's sorted
    hand.
    """

    board: tuple[tuple[int, ...], ...]
    covers_left: int
    hand_sizes: tuple[int, ...]
    private: Mapping[int, HandPart] = field(default_factory=dict)

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s dealt hand where this event shows it (its own copy), else ()."""
        hand: tuple[int, ...] = self.private.get(seat, {}).get("hand", ())
        return hand


@dataclass(frozen=True, kw_only=True)
class BoxCovered(GameEvent):
    """``player`` said Nyet! to box ``box`` of line ``line`` (``text``: its notation);
    ``covers_left`` boxes are still to be covered."""

    kind: ClassVar[str] = "cover"
    line: int
    box: int
    text: str
    covers_left: int
    to_move: int


@dataclass(frozen=True, kw_only=True)
class TermsSet(GameEvent):
    """The Nyet! phase ended: the open boxes set the round's terms (``player``: the first
    player). Values as in :class:`~game.games.nyet.rules.NyetView`."""

    kind: ClassVar[str] = "terms"
    first_player: int
    discard: str
    trump: str
    supertrump: str
    points: int


@dataclass(frozen=True, kw_only=True)
class PhaseStarted(GameEvent):
    """A phase began (``"team"``, ``"bonus"``, ``"discard"`` or ``"pass"``); ``player``
    acts first in it."""

    kind: ClassVar[str] = "phase"
    phase: str


@dataclass(frozen=True, kw_only=True)
class TeamsChosen(GameEvent):
    """The first player (``player``) chose ``partners`` (with 2 players: none, by rule);
    ``teams[seat]`` is 0 for the first player's team, 1 for the others."""

    kind: ClassVar[str] = "teams"
    teams: tuple[int, ...]
    partners: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class BonusGiven(GameEvent):
    """Seat ``seat`` (also ``player``) holds the Bonus card; ``by`` gave it (None: it went
    to the solo player by rule)."""

    kind: ClassVar[str] = "bonus"
    seat: int
    by: int | None = None


@dataclass(frozen=True, kw_only=True)
class CardDiscarded(GameEvent):
    """``player`` discarded a card face down (``private[player]["card"]``); it now holds
    ``hand_size`` cards and has ``discarded`` cards out."""

    kind: ClassVar[str] = "discard"
    hand_size: int
    discarded: int
    to_move: int
    private: Mapping[int, CardPart] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class PassChosen(GameEvent):
    """``player`` chose the card to pass left (``private[player]["card"]``); it now holds
    ``hand_size`` cards."""

    kind: ClassVar[str] = "pass_chosen"
    hand_size: int
    to_move: int
    private: Mapping[int, CardPart] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class PassesDelivered(GameEvent):
    """Every chosen card reached the left neighbour. ``hand_sizes`` after;
    ``private[seat]`` is ``{"passed": card, "received": card, "hand": (cards...)}``."""

    kind: ClassVar[str] = "pass_delivered"
    hand_sizes: tuple[int, ...]
    private: Mapping[int, SwapPart] = field(default_factory=dict)

    def swap_of(self, seat: int) -> tuple[int, int, tuple[int, ...]] | None:
        """``seat``'s card passed, card received and hand after, where this event shows
        them (its own copy); None elsewhere."""
        mine = self.private.get(seat)
        if not mine:
            return None
        return mine["passed"], mine["received"], mine["hand"]


@dataclass(frozen=True, kw_only=True)
class TricksStarted(GameEvent):
    """The trick phase began; ``leader`` (also ``player``) leads the first trick."""

    kind: ClassVar[str] = "tricks_start"
    leader: int


@dataclass(frozen=True, kw_only=True)
class CardPlayed(GameEvent):
    """``player`` played ``card`` to the trick; it now holds ``hand_size`` cards."""

    kind: ClassVar[str] = "play"
    card: int
    hand_size: int
    to_move: int


@dataclass(frozen=True, kw_only=True)
class TrickWon(GameEvent):
    """The trick led by ``leader`` (``cards`` in playing order) went to ``winner`` (also
    ``player``), who captured the 1s in ``loot``; the winner has now won ``won`` tricks
    and ``loot_won`` loot cards this round, and leads next (if cards are left)."""

    kind: ClassVar[str] = "trick"
    leader: int
    cards: tuple[int, ...]
    winner: int
    loot: tuple[int, ...]
    won: int
    loot_won: int


@dataclass(frozen=True, kw_only=True)
class NyetRoundScored(RoundScored):
    """A round was scored; ``breakdown[seat]`` is the scoring detail (see
    :func:`game.games.nyet.scoring.breakdown`); ``team_scores[side]`` is each team's score before
    the Bonus card (side 0: the first player's team)."""

    breakdown: tuple[NyetBreakdown, ...]
    team_scores: tuple[int, int]


def secret_card(event: CardDiscarded | PassChosen, seat: int) -> int | None:
    """The card ``event``'s player discarded or chose to pass, where ``seat``'s copy of
    the event shows it (its own); None elsewhere."""
    card: int | None = event.private.get(seat, {}).get("card")
    return card
