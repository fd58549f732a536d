"""Where the cards of a Play or Pay deal lie (``SPEC.deal_groups``, :mod:`game.deal_groups`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypedDict, cast

from game.deal_groups import Groups, seat_group
from game.json_data import JsonOutObject
from game.options import OptionValue


class _Dealt(TypedDict):
    """What the groups read of a Play or Pay state's data (its ``to_data()``)."""

    num_players: int
    hands: Sequence[Sequence[int]]
    dealer: int
    options: Mapping[str, OptionValue]


def deal_groups(state_data: JsonOutObject) -> Groups:
    """Play or Pay: each seat's hand, which seats are dealt an extra card, and the first
    dealer when drawn from the seed."""
    data = cast(_Dealt, state_data)
    players = data["num_players"]
    hands = data["hands"]
    groups: Groups = {
        "cards": {f"hand of seat {seat + 1}": list(hand) for seat, hand in enumerate(hands)}
    }
    fewest = min(len(hand) for hand in hands)
    extra = [seat for seat, hand in enumerate(hands) if len(hand) > fewest]
    groups["extra cards"] = seat_group(extra, players, "seats dealt an extra card")
    if data["options"].get("first_dealer", "random") == "random":
        groups["first dealer"] = seat_group([data["dealer"]], players, "first dealer")
    return groups
