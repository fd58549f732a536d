"""The hard No Thanks! bot's base-game search settings per table size
(:class:`TableSearch`, :data:`TABLE_SEARCH`), each chosen with
``bench/sparring_arena.py`` against the ISMCTS partner (docs/bots.md tells what was
measured at every size)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TypedDict

from typing_extensions import Unpack

from game.games.nothanks import SPEC
from game.games.nothanks.bots.fast import TakeRule
from game.games.nothanks.bots.own_rule import OWN_RULES

#: The table sizes No Thanks! is played at.
TABLE_SIZES = range(SPEC.min_players, SPEC.max_players + 1)


@dataclass(frozen=True)
class TableSearch:
    """What the hard bot's base-game search does differently at one table size.

    ``response``: each card's first laps round the table follow the learned response
    model (:mod:`game.games.nothanks.bots.response_search`) instead of the imitation rule;
    ``own``: the searcher's own later moves in its playouts follow this model of its own
    decisions (:data:`game.games.nothanks.bots.own_rule.OWN_RULES`) instead of the imitation
    rule; ``deny``: how much more likely (in log-odds) every other seat is to take a card
    next to one of the searcher's cards than its model says; ``rival``: the share of the
    best other seat in what the searcher's lead is measured against, the rest being the
    other seats' mean (``deny`` and ``rival`` as in
    :class:`~game.games.nothanks.bots.reward.SearchConfig`). The defaults are the plain search.
    """

    response: bool = False
    own: TakeRule | None = None
    deny: float = 0.0
    rival: float = 0.0


class TableChanges(TypedDict, total=False):
    """Fields of :class:`TableSearch` to change, by name (:func:`at_every_size`)."""

    response: bool
    own: TakeRule | None
    deny: float
    rival: float


#: The plain search: the imitation rule for every seat, the lead over the others' mean.
PLAIN = TableSearch()

#: The shipped settings per table size; a size not named plays the plain search.
#: 3 players: the response model (fourth session), its own rule (seventh) and a shift of
#: 1.4 (ninth); 4 players: a shift of 1.0 (eighth); 5 players: half the best other seat
#: in the lead (ninth). Against the partner the hard bot lost the cards next to its own
#: that it passed about three times as often as its models expected (hence ``deny``); at
#: a larger table a lead over the others' mean wins less often (hence ``rival``).
TABLE_SEARCH: Mapping[int, TableSearch] = {
    3: TableSearch(response=True, own=OWN_RULES[3], deny=1.4),
    4: TableSearch(deny=1.0),
    5: TableSearch(rival=0.5),
}


def table_search(players: int, tables: Mapping[int, TableSearch] = TABLE_SEARCH) -> TableSearch:
    """The settings of ``tables`` at a table of ``players`` (the plain search where it
    names none)."""
    return tables.get(players, PLAIN)


def at_every_size(
    tables: Mapping[int, TableSearch] = TABLE_SEARCH, /, **changes: Unpack[TableChanges]
) -> dict[int, TableSearch]:
    """``tables`` with ``changes`` (fields of :class:`TableSearch` by name) made at every
    table size: the arena's variants of the hard bot and the tests that take one setting
    away."""
    return {n: replace(table_search(n, tables), **changes) for n in TABLE_SIZES}
