"""Where the cards of a fresh deal lie, read from ``State.to_data()`` by the game's own
``GameSpec.deal_groups`` (the contract and the helpers are :mod:`game.deal_groups`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.deal_groups import Groups
from game.registry import get_game

__all__ = ["Groups", "deal_groups", "missing_deal_groups"]


def missing_deal_groups(game_id: str) -> str | None:
    """What the game ``game_id`` lacks for the fairness test, in words (None: nothing)."""
    spec = get_game(game_id)
    if spec.deal_groups is not None:
        return None
    return (
        f"{spec.id} declares no deal_groups: give its GameSpec a deal_groups(data) "
        "that says where a fresh deal puts the cards (see game/deal_groups.py)"
    )


def deal_groups(data: Mapping[str, Any]) -> Groups:
    """The groups of a state just dealt (its ``to_data()``), by its game's
    ``deal_groups``; LookupError saying what is missing for a game that declares none."""
    spec = get_game(data["game"])
    if spec.deal_groups is None:
        raise LookupError(missing_deal_groups(spec.id))
    return spec.deal_groups(data)
