"""Where the cards of a No Thanks! deal lie (``SPEC.deal_groups``, :mod:`game.deal_groups`)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypedDict, cast

from game.deal_groups import Groups, seat_group
from game.games.nothanks.specials import BY_NAME
from game.json_data import JsonOutObject
from game.options import OptionValue


class _Dealt(TypedDict):
    """What the groups read of a No Thanks! state's data (its ``to_data()``): cards are
    numbers, special cards names."""

    num_players: int
    player: int
    options: Mapping[str, OptionValue]
    card: int | str
    stack: Sequence[int | str]
    unseen: Sequence[int | str]
    tigers: Sequence[int | str | None]


class _Specials(TypedDict):
    """The special cards' part of the data the groups read."""

    unused: Sequence[str]


class _SpecialsDealt(_Dealt):
    """What the groups read of a state with special cards."""

    specials: _Specials


def _back(card: int | str) -> str:
    """The public back of a No Thanks! card (number cards and red specials share one)."""
    if isinstance(card, int):
        return "number"
    return "green" if BY_NAME[card].green else "red"


def _tigers(data: _Dealt) -> dict[str, list[Hashable]]:
    return {
        f"Tiger card of seat {seat + 1}": [tiger]
        for seat, tiger in enumerate(data["tigers"])
        if tiger is not None
    }


def _nothanks_specials(data: _SpecialsDealt) -> Groups:
    """Special cards: number cards (the first one offered, the set-aside pile's top card
    that Take hidden may draw), the backs in the stack, and the random special draw."""
    offered = [data["card"], *reversed(data["stack"])]  # offer order, top first
    numbers: list[Hashable] = [c for c in offered if isinstance(c, int)]
    unseen: list[Hashable] = list(data["unseen"])  # top card last
    groups: Groups = {
        "number cards": {
            "first number card offered": numbers[:1],
            "other number cards in the stack": numbers[1:],
            "top set-aside card": unseen[-1:],
            "other set-aside cards": unseen[:-1],
            **_tigers(data),
        },
        "card backs": {
            "face-up card's back": [_back(data["card"])],
            "stack backs": [_back(c) for c in data["stack"]],
        },
    }
    if not data["options"]["special_cards"]:  # drawn at random, not picked
        unused = data["specials"]["unused"]
        for colour, green in (("green", True), ("red", False)):
            groups[f"{colour} specials"] = {
                "dealt": [c for c in offered if isinstance(c, str) and BY_NAME[c].green == green],
                "left out": [c for c in unused if BY_NAME[c].green == green],
            }
    return groups


def deal_groups(state_data: JsonOutObject) -> Groups:
    """No Thanks!: the face-up card, the stack, the set-aside pile, each Tiger card, and the
    first player when drawn from the seed."""
    data = cast(_Dealt, state_data)
    if "specials" in data:
        groups = _nothanks_specials(cast(_SpecialsDealt, data))
    else:
        groups = {
            "cards": {
                "face-up card": [data["card"]],
                "stack": list(data["stack"]),
                "set aside": list(data["unseen"]),
                **_tigers(data),
            }
        }
    if data["options"]["first_player"] == "random":
        groups["first player"] = seat_group([data["player"]], data["num_players"], "first player")
    return groups
