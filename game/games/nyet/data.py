"""The plain data of a Nyet! game: the slotted fields every phase reads and changes.

:class:`NyetData` declares the fields' types; the fields themselves (copies, data, round
reset, views) are declared once, in :data:`game.games.nyet.fields.NYET_FIELDS`. The
phases (:mod:`game.games.nyet.phases`) and the hidden-card knowledge
(:mod:`game.games.nyet.knowledge`) take a ``NyetData``, so none of them imports the rules
module; :class:`game.games.nyet.rules.NyetState` adds the ``State`` contract on top.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.contract import RoundResult
from game.games.nyet.actions import Cover, NyetAction
from game.games.nyet.fields import NYET_FIELDS
from game.games.nyet.tricks import TrickTables
from game.games.nyet.view import TrickView
from game.options import OptionValue
from game.rng import Rng


@dataclass(frozen=True)
class RoundDeal:
    """One round's cards: each seat's hand and the cards not dealt (2 players: 30 unseen;
    3 players: the removed 11s, 12s and 13s, shown openly)."""

    hands: tuple[tuple[int, ...], ...]
    aside: tuple[int, ...]


class NyetData:
    """A Nyet! game's fields (see :data:`~game.games.nyet.fields.NYET_FIELDS` for what
    each holds)."""

    __slots__ = NYET_FIELDS.slots()
    num_players: int
    options: dict[str, OptionValue]
    rng: Rng
    deals: tuple[RoundDeal, ...] | None
    rounds_total: int | None
    target: int | None
    round: int
    dealer: int
    phase: int
    player: int
    totals: list[int]
    finished: list[RoundResult]
    _legal: tuple[NyetAction, ...]
    board: list[list[int]]
    open_covers: list[tuple[Cover, ...]]
    covers_left: int
    first: int
    discard_mode: int
    trump: int
    supertrump: int
    value: int
    tables: TrickTables | None
    suit: tuple[int, ...]
    led: int
    team: list[int]
    bonus: int
    hands: list[list[int]]
    aside: list[int]
    discards: list[list[int]]
    owed: int
    decided: int
    passing: list[int]
    passed: list[int]
    tricks: list[TrickView]
    trick: list[int]
    leader: int
    won: list[int]
    loot: list[int]
    voids: list[int]
