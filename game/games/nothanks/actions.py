"""No Thanks! actions: the base game's :class:`Move` and, with special cards,
:class:`SpecialMove` and :class:`CardChoice` (:data:`NoThanksAction` is any of them).
Each action's notation (used in records) is its ``value`` or ``text``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.games.nothanks.specials import card_text


class Move(Enum):
    """No Thanks! decisions. The value is the notation used in records."""

    TAKE = "take"
    PASS = "pass"
    TIGER = "tiger"


TAKE = Move.TAKE
PASS = Move.PASS
TIGER = Move.TIGER


class SpecialMove(Enum):
    """Decisions that exist only with special cards. The value is the notation."""

    BID = "bid"
    DECLINE = "decline"
    SITOUT = "sitout"


BID = SpecialMove.BID
DECLINE = SpecialMove.DECLINE
SIT_OUT = SpecialMove.SITOUT

GIVE = "give"
REMOVE_CHOICE = "remove"


@dataclass(frozen=True, slots=True)
class CardChoice:
    """Give a card to the left neighbour (``give``) or remove it (``remove``)."""

    kind: str
    card: int

    @property
    def text(self) -> str:
        return f"{self.kind}:{card_text(self.card)}"


NoThanksAction = Move | SpecialMove | CardChoice
SpecialAction = NoThanksAction  # the actions of a special-cards game: all of them
