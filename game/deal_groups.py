"""Where the cards of a fresh deal lie: the contract of ``GameSpec.deal_groups``.

A game's ``deal_groups(data)`` turns the data of a state just dealt (its ``to_data()``)
into *groups*: a group is a fixed multiset of labels (cards, card backs or seats) split
over named *positions* (each seat's hand, a Tiger card, the face-up card, the set-aside
pile, ...). Under a fair deal every arrangement of a group's labels over its positions is
equally likely, whatever the seed; :mod:`checks.deal_fairness` counts the labels seen at
each position over many seeds and tests exactly that. Labels that never move (cards
removed openly, a chosen first player) are left out of every group. A group's labels must
be the same multiset for every seed of a setup (the tally checks it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from game.json_data import JsonOutObject

#: Group name -> position name -> the labels dealt there.
Groups = dict[str, dict[str, list[Hashable]]]
#: ``deal_groups(data)``: the groups of a state just dealt (its ``to_data()``; a game
#: narrows it to the fields it reads, a ``TypedDict`` of its own).
DealGroups = Callable[[JsonOutObject], Groups]


def seat_group(chosen: list[int], num_players: int, name: str) -> dict[str, list[Hashable]]:
    """The seats ``chosen`` by the deal (a dealer, the holders of extra cards) against the
    rest: a fair draw chooses every seat equally often."""
    return {name: list(chosen), "other seats": [s for s in range(num_players) if s not in chosen]}
