"""Play or Pay rules events (see :mod:`game.events` for the contract).

Applying an action emits, in order:

* a play: :class:`CardPlayed`; in Sevens, :class:`PlayerOut` when the hand is empty;
* a payment: :class:`Paid` (a :class:`~game.events.ChipsMoved` from the seat to the pot);
  a free pass: :class:`Passed`;
* when the play ends the round: :class:`PotWon` for each movement of the pot to a seat
  (token game), then :class:`RoundEnded`; then :class:`~game.events.GameEnded`, or the
  next round's :class:`RoundDealt` followed by one :class:`Ante` per seat that antes.

Every event states outcomes (the sequence after a play, the pot and the seat's tokens
after a movement, whose turn it is next), so a reader never re-enacts a rule. Cards are
ints (see :mod:`game.games.playorpay.cards`); ``TERMINAL`` (-1) as ``next_player`` means nobody
is to move until the next deal (or ever, at the end of the game).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar, TypedDict

from game.events import ChipsMoved, GameEnded, GameEvent, RoundScored, RoundStarted

__all__ = [
    "Ante",
    "CardPlayed",
    "GameEnded",
    "Paid",
    "Passed",
    "PlayerOut",
    "PotWon",
    "RoundDealt",
    "RoundEnded",
    "TokensMoved",
]


class HandPart(TypedDict, total=False):
    """A seat's private part of :class:`RoundDealt`: its hand."""

    hand: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class RoundDealt(RoundStarted):
    """Round ``round`` was dealt by ``dealer``; ``first_player`` (also ``player``) leads.

    ``dealt[seat]`` is each seat's hand size (0 for seats out of the game). The sequences
    and the finishing order start empty. ``private[seat]["hand"]`` is that seat's hand,
    sorted (a tuple of cards). ``decks`` is the number of decks in play this round
    (counted anew at every deal from the players still in)."""

    dealt: tuple[int, ...]
    decks: int
    private: Mapping[int, HandPart] = field(default_factory=dict)

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """``seat``'s dealt hand where this event shows it (its own copy), else ()."""
        return tuple(self.private.get(seat, {}).get("hand", ()))


@dataclass(frozen=True, kw_only=True)
class TokensMoved(ChipsMoved):
    """Tokens moved between seat ``player`` and the pot; ``tokens`` is the seat's count
    afterwards (``pot`` the pot's)."""

    kind: ClassVar[str] = "tokens"
    tokens: int


@dataclass(frozen=True, kw_only=True)
class Ante(TokensMoved):
    """Seat ``player`` anted one token (``source="seat"``, ``target="pot"``)."""

    kind: ClassVar[str] = "ante"


@dataclass(frozen=True, kw_only=True)
class Paid(TokensMoved):
    """Seat ``player`` could not play and paid one token to the pot; ``next_player``
    is to move now."""

    kind: ClassVar[str] = "pay"
    next_player: int


@dataclass(frozen=True, kw_only=True)
class Passed(GameEvent):
    """Seat ``player`` could not play and passed (no tokens, or Sevens)."""

    kind: ClassVar[str] = "pass"
    next_player: int


@dataclass(frozen=True, kw_only=True)
class CardPlayed(GameEvent):
    """Seat ``player`` played ``card`` onto sequence ``target`` (0-based) of its suit.

    ``low``/``high`` are the sequence's end cards afterwards, ``started`` tells whether
    the card started it, ``cards_left`` is the player's hand size afterwards and
    ``text`` the move's notation."""

    kind: ClassVar[str] = "play"
    card: int
    target: int
    low: int
    high: int
    started: bool
    cards_left: int
    text: str
    next_player: int


@dataclass(frozen=True, kw_only=True)
class PlayerOut(GameEvent):
    """Sevens: seat ``player`` has gone out, in place ``place`` (1 = first);
    ``finish_order`` is the order so far."""

    kind: ClassVar[str] = "out"
    place: int
    finish_order: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class PotWon(TokensMoved):
    """The pot went to seat ``player`` (``source="pot"``, ``target="seat"``): as the
    round's winner, or (``last_player``) as the last player left with tokens."""

    kind: ClassVar[str] = "pot_won"
    last_player: bool


@dataclass(frozen=True, kw_only=True)
class RoundEnded(RoundScored):
    """Round ``round`` is over; ``winner`` went out first.

    ``points`` are the round's points (Sevens) or token changes; ``totals`` the Sevens
    totals or the tokens held, afterwards. Also afterwards: ``tokens``, ``pot``,
    ``in_game``, ``finish_order`` (Sevens: everyone, last holder last) and ``dealer``
    (who deals next). Token game: ``pot_won`` went to the winner, ``pot_carried`` stays
    for the next round, ``pot_to_last_player`` went to the last player with tokens, and
    ``eliminated`` are the seats that are now out of the game. ``all_broke``: nobody
    still in holds a token, so the game ends and ``pot_to_nobody`` tokens stay unclaimed."""

    kind: ClassVar[str] = "round_end"
    winner: int
    sevens: bool
    tokens: tuple[int, ...]
    pot: int
    in_game: tuple[bool, ...]
    finish_order: tuple[int, ...]
    dealer: int
    pot_won: int = 0
    pot_carried: int = 0
    pot_to_last_player: int = 0
    eliminated: tuple[int, ...] = ()
    all_broke: bool = False
    pot_to_nobody: int = 0
