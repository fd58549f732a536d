"""Where the cards of a Nyet! deal lie (``SPEC.deal_groups``, :mod:`game.deal_groups`)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypedDict, cast

from game.deal_groups import Groups, seat_group
from game.json_data import JsonOutObject
from game.options import OptionValue


class _Dealt(TypedDict):
    """What the groups read of a Nyet! state's data (its ``to_data()``)."""

    num_players: int
    hands: Sequence[Sequence[int]]
    aside: Sequence[int]
    dealer: int
    options: Mapping[str, OptionValue]


def deal_groups(state_data: JsonOutObject) -> Groups:
    """Nyet!: each seat's hand, the unused cards with 2 players, and the first dealer."""
    data = cast(_Dealt, state_data)
    players = data["num_players"]
    cards: dict[str, list[Hashable]] = {
        f"hand of seat {seat + 1}": list(hand) for seat, hand in enumerate(data["hands"])
    }
    if players == 2:
        cards["unused cards (2 players)"] = list(data["aside"])
    groups: Groups = {"cards": cards}
    if data["options"]["first_dealer"] == "random":
        groups["first dealer"] = seat_group([data["dealer"]], players, "first dealer")
    return groups
