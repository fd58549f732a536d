"""Play or Pay actions and their notation.

* :class:`Play` puts a card from the hand on sequence number ``target`` (0-based, in
  the order the suit's sequences were started) of the card's suit. ``target`` equal to
  the number of sequences the suit has starts a new one. Instances are pre-built in
  :data:`PLAYS`; compare them by value.
* :data:`PAY` (``pay``): cannot play, pay one token to the pot.
* :data:`PASS` (``pass``): cannot play and has no tokens (or Sevens): pass for free.

Notation of a play is the card (``7D``). With two decks a card may fit in two places
(onto either diamond sequence, or onto the one sequence and as the start of a second);
only then is the target appended as ``>k``, the 1-based number of the diamond sequence
the card goes to: ``7D>1``, ``7D>2`` (``7D>2`` starts the second sequence when the suit
has only one). So a notation is always unique among the legal actions, and the plain
card is used whenever it is enough.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from game.games.playorpay.cards import CARD_TEXT, DECK_SIZE, parse_card

MAX_DECKS = 2


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` onto its suit's sequence ``target`` (0-based; a new one if equal to
    the number of sequences of that suit)."""

    card: int
    target: int

    @property
    def code(self) -> int:
        """Dense index (card * 2 + target) used for ordering and lookup tables."""
        return self.card * MAX_DECKS + self.target


class Move(Enum):
    """The non-play decisions. The value is the notation."""

    PAY = "pay"
    PASS = "pass"


PAY = Move.PAY
PASS = Move.PASS

Action = Play | Move
#: Play or Pay's action type (the name every game's actions module gives it).
PlayOrPayAction = Action

# PLAYS[card * 2 + target] is the shared instance for that play.
PLAYS: tuple[Play, ...] = tuple(
    Play(card, target) for card in range(DECK_SIZE) for target in range(MAX_DECKS)
)


def play_text(card: int, target: int, qualified: bool) -> str:
    """``7D``, or ``7D>2`` when the target must be named."""
    if qualified:
        return f"{CARD_TEXT[card]}>{target + 1}"
    return CARD_TEXT[card]


def lenient_match(text: str, legal: Sequence[Action]) -> Action | None:
    """The play ``text`` names in a looser spelling (``7d``, ``10D``, ``7D>1`` where the
    target is not needed), if exactly one legal action fits it."""
    card_part, sep, target_part = text.strip().partition(">")
    try:
        card = parse_card(card_part)
    except ValueError:
        return None
    plays = [a for a in legal if isinstance(a, Play) and a.card == card]
    if sep:
        return next((a for a in plays if str(a.target + 1) == target_part.strip()), None)
    return plays[0] if len(plays) == 1 else None
