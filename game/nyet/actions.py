"""Nyet! decisions as typed values, pre-built once, with their notation.

=============================  ==========================================================
action                         notation
=============================  ==========================================================
``Cover(line, box)``           ``nyet trump red``, ``nyet first 3``, ``nyet points -2``
``ChooseTeam(partners)``       ``alone`` or ``with 2+5`` (partners' seat numbers, 1-based)
``GiveBonus(seat)``            ``bonus 4``
``Discard(card)``              ``discard g9``
``PassLeft(card)``             ``pass g9``
``Play(card)``                 ``g9``
=============================  ==========================================================

Equal cards (the three 1s of a colour) are one action: they are interchangeable.
Use the tables (``COVERS``, ``PLAYS``, ...) or :func:`team_choices` to get the shared
instances; constructing a new equal value works too (actions compare by value). Each
action's notation is computed once, when it is made (``text``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations

from game.nyet.board import BOX_NAMES, LINE_NAMES
from game.nyet.cards import CARD_CODES, card_text


@dataclass(frozen=True)
class _Action:
    """Common part of every action: its notation, computed once when it is made."""

    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "text", self._notation())

    def notation(self) -> str:
        """The notation used in records, logs and the command line."""
        return self.text

    def _notation(self) -> str:
        raise NotImplementedError


@dataclass(frozen=True)
class Cover(_Action):
    """Nyet! phase: put a token on an empty ``box`` of ``line``."""

    line: int
    box: int

    def _notation(self) -> str:
        return f"nyet {LINE_NAMES[self.line]} {BOX_NAMES[self.line][self.box]}"


@dataclass(frozen=True)
class ChooseTeam(_Action):
    """The first player's team: the seats that join her (empty: she plays alone)."""

    partners: tuple[int, ...]

    def _notation(self) -> str:
        if not self.partners:
            return "alone"
        return "with " + "+".join(str(seat + 1) for seat in self.partners)


@dataclass(frozen=True)
class GiveBonus(_Action):
    """5 players: the first player gives the Bonus card to ``seat`` (on the 2-team)."""

    seat: int

    def _notation(self) -> str:
        return f"bonus {self.seat + 1}"


@dataclass(frozen=True)
class Discard(_Action):
    """Discard ``card`` face down for this round."""

    card: int

    def _notation(self) -> str:
        return f"discard {card_text(self.card)}"


@dataclass(frozen=True)
class PassLeft(_Action):
    """Choose ``card`` to pass to the left neighbour (delivered once everyone chose)."""

    card: int

    def _notation(self) -> str:
        return f"pass {card_text(self.card)}"


@dataclass(frozen=True)
class Play(_Action):
    """Play ``card`` to the current trick."""

    card: int

    def _notation(self) -> str:
        return card_text(self.card)


NyetAction = Cover | ChooseTeam | GiveBonus | Discard | PassLeft | Play
ACTION_TYPES = (Cover, ChooseTeam, GiveBonus, Discard, PassLeft, Play)

COVERS: tuple[tuple[Cover, ...], ...] = tuple(
    tuple(Cover(line, box) for box in range(len(names))) for line, names in enumerate(BOX_NAMES)
)
BONUSES: tuple[GiveBonus, ...] = tuple(GiveBonus(seat) for seat in range(5))
DISCARDS: tuple[Discard, ...] = tuple(Discard(card) for card in range(CARD_CODES))
PASSES: tuple[PassLeft, ...] = tuple(PassLeft(card) for card in range(CARD_CODES))
PLAYS: tuple[Play, ...] = tuple(Play(card) for card in range(CARD_CODES))


@cache
def team_choices(num_players: int, first: int) -> tuple[ChooseTeam, ...]:
    """The first player's team choices, in a fixed order.

    3 players: alone, or with one of the two others (the third then plays alone);
    4 players: with one partner (2 v 2); 5 players: with one partner (the 2-team) or
    with two (the 3-team). 2 players have no choice (empty tuple).
    """
    others = [(first + step) % num_players for step in range(1, num_players)]
    sizes = {2: (), 3: (0, 1), 4: (1,), 5: (1, 2)}[num_players]
    groups = sorted(
        (tuple(sorted(group)) for size in sizes for group in combinations(others, size)),
        key=lambda group: (len(group), group),
    )
    return tuple(ChooseTeam(group) for group in groups)
