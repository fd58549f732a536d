"""Where the cards of a Nyet! deal lie (``SPEC.deal_groups``, :mod:`game.deal_groups`)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from game.deal_groups import Groups, seat_group


def deal_groups(data: Mapping[str, Any]) -> Groups:
    """Nyet!: each seat's hand, the unused cards with 2 players, and the first dealer."""
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
