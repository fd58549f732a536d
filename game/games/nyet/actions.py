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

Constructing an action with a line, box, seat or card that does not exist (``Cover(9,
9)``, ``Play(99)``) raises :class:`~game.errors.IllegalActionError` with a plain message.
(The card tables are indexed by card code; their slots for codes that are not cards hold
inert placeholders that no rule ever offers.)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import combinations
from typing import TypeVar

from game.errors import IllegalActionError
from game.games.nyet.board import BOX_NAMES, LINE_NAMES
from game.games.nyet.cards import CARD_CODES, COLOURS, card_text

MAX_SEATS = 5
_LINE_WORDS = ("first player", "discard", "trump", "supertrump", "points")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_card(code: object) -> bool:
    """True if ``code`` is a Nyet! card code (colour 0-3 × 16 + value 1-13)."""
    if not isinstance(code, int) or isinstance(code, bool):
        return False
    return 0 <= code < len(COLOURS) * 16 and 1 <= code & 15 <= 13


def _check_card(card: object) -> None:
    if not is_card(card):
        raise IllegalActionError(
            f"{card!r} is not a Nyet! card (a card is colour * 16 + value: colour 0-3 for "
            "red, blue, yellow, green and value 1-13)"
        )


def _check_seat(seat: object, what: str) -> None:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < MAX_SEATS:
        raise IllegalActionError(f"{what} {seat!r} is not a seat (seats are 0 to {MAX_SEATS - 1})")


@dataclass(frozen=True)
class _Action:
    """Common part of every action: its notation, computed once when it is made."""

    text: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._check()
        object.__setattr__(self, "text", self._notation())

    def _check(self) -> None:
        """Raise IllegalActionError if a field names something that does not exist."""

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

    def _check(self) -> None:
        line, box = self.line, self.box
        if not _whole(line) or not 0 <= line < len(LINE_NAMES):
            lines = ", ".join(f"{i} {word}" for i, word in enumerate(_LINE_WORDS))
            raise IllegalActionError(f"the board has no line {line!r} (lines: {lines})")
        boxes = BOX_NAMES[line]
        if not _whole(box) or not 0 <= box < len(boxes):
            raise IllegalActionError(
                f"the {_LINE_WORDS[line]} line has no box {box!r} "
                f"(boxes 0 to {len(boxes) - 1}: {', '.join(boxes)})"
            )

    def _notation(self) -> str:
        return f"nyet {LINE_NAMES[self.line]} {BOX_NAMES[self.line][self.box]}"


@dataclass(frozen=True)
class ChooseTeam(_Action):
    """The first player's team: the seats that join her (empty: she plays alone)."""

    partners: tuple[int, ...]

    def _check(self) -> None:
        if not isinstance(self.partners, tuple):
            raise IllegalActionError(f"partners must be a tuple of seats, not {self.partners!r}")
        for seat in self.partners:
            _check_seat(seat, "partner")
        if len(set(self.partners)) != len(self.partners):
            raise IllegalActionError(f"partners {self.partners!r} name a seat twice")

    def _notation(self) -> str:
        if not self.partners:
            return "alone"
        return "with " + "+".join(str(seat + 1) for seat in self.partners)


@dataclass(frozen=True)
class GiveBonus(_Action):
    """5 players: the first player gives the Bonus card to ``seat`` (on the 2-team)."""

    seat: int

    def _check(self) -> None:
        _check_seat(self.seat, "Bonus card holder")

    def _notation(self) -> str:
        return f"bonus {self.seat + 1}"


@dataclass(frozen=True)
class Discard(_Action):
    """Discard ``card`` face down for this round."""

    card: int

    def _check(self) -> None:
        _check_card(self.card)

    def _notation(self) -> str:
        return f"discard {card_text(self.card)}"


@dataclass(frozen=True)
class PassLeft(_Action):
    """Choose ``card`` to pass to the left neighbour (delivered once everyone chose)."""

    card: int

    def _check(self) -> None:
        _check_card(self.card)

    def _notation(self) -> str:
        return f"pass {card_text(self.card)}"


@dataclass(frozen=True)
class Play(_Action):
    """Play ``card`` to the current trick."""

    card: int

    def _check(self) -> None:
        _check_card(self.card)

    def _notation(self) -> str:
        return card_text(self.card)


NyetAction = Cover | ChooseTeam | GiveBonus | Discard | PassLeft | Play
ACTION_TYPES = (Cover, ChooseTeam, GiveBonus, Discard, PassLeft, Play)

COVERS: tuple[tuple[Cover, ...], ...] = tuple(
    tuple(Cover(line, box) for box in range(len(names))) for line, names in enumerate(BOX_NAMES)
)
BONUSES: tuple[GiveBonus, ...] = tuple(GiveBonus(seat) for seat in range(MAX_SEATS))

_CardAction = TypeVar("_CardAction", Discard, PassLeft, Play)


def _card_table(kind: type[_CardAction]) -> tuple[_CardAction, ...]:
    """One shared action per card code; codes that are not cards get an inert placeholder
    (made without the check, notation ``?<code>``) so the table stays indexable by code."""
    table = []
    for code in range(CARD_CODES):
        if is_card(code):
            table.append(kind(code))
            continue
        placeholder = object.__new__(kind)
        object.__setattr__(placeholder, "card", code)
        object.__setattr__(placeholder, "text", f"?{code}")
        table.append(placeholder)
    return tuple(table)


DISCARDS: tuple[Discard, ...] = _card_table(Discard)
PASSES: tuple[PassLeft, ...] = _card_table(PassLeft)
PLAYS: tuple[Play, ...] = _card_table(Play)


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
