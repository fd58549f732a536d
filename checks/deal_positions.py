"""Where the cards of a fresh deal lie, per game, read from ``State.to_data()``.

:func:`deal_groups` turns the data of a state just dealt into *groups*: a group is a fixed
multiset of labels (cards, card backs or seats) split over named *positions* (each seat's
hand, a Tiger card, the face-up card, the set-aside pile, ...). Under a fair deal every
arrangement of a group's labels over its positions is equally likely, whatever the seed;
:mod:`checks.deal_fairness` counts the labels seen at each position over many seeds and
tests exactly that. Labels that never move (cards removed openly, a chosen first player)
are left out of every group. A group's labels must be the same multiset for every seed
of a setup (the tally checks it).

Every registered game needs an entry in :data:`ADAPTERS` (a test checks that).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from game.games.nothanks.specials import BY_NAME

Groups = dict[str, dict[str, list[Hashable]]]
Adapter = Callable[[Mapping[str, Any]], Groups]


def seat_group(chosen: list[int], num_players: int, name: str) -> dict[str, list[Hashable]]:
    """The seats ``chosen`` by the deal (a dealer, the holders of extra cards) against the
    rest: a fair draw chooses every seat equally often."""
    return {name: list(chosen), "other seats": [s for s in range(num_players) if s not in chosen]}


def _back(card: int | str) -> str:
    """The public back of a No Thanks! card (number cards and red specials share one)."""
    if isinstance(card, int):
        return "number"
    return "green" if BY_NAME[card].green else "red"


def _tigers(data: Mapping[str, Any]) -> dict[str, list[Hashable]]:
    return {
        f"Tiger card of seat {seat + 1}": [tiger]
        for seat, tiger in enumerate(data["tigers"])
        if tiger is not None
    }


def _nothanks_specials(data: Mapping[str, Any]) -> Groups:
    """Special cards: number cards (the first one offered, the set-aside pile's top card
    that Take hidden may draw), the backs in the stack, and the random special draw."""
    offered = [data["card"], *reversed(data["stack"])]  # offer order, top first
    numbers: list[Hashable] = [c for c in offered if isinstance(c, int)]
    unseen: list[Hashable] = data["unseen"]  # top card last
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


def nothanks(data: Mapping[str, Any]) -> Groups:
    """No Thanks!: the face-up card, the stack, the set-aside pile, each Tiger card, and the
    first player when drawn from the seed."""
    if "specials" in data:
        groups = _nothanks_specials(data)
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


def nyet(data: Mapping[str, Any]) -> Groups:
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


def playorpay(data: Mapping[str, Any]) -> Groups:
    """Play or Pay: each seat's hand, which seats are dealt an extra card, and the first
    dealer when drawn from the seed."""
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


ADAPTERS: dict[str, Adapter] = {"nothanks": nothanks, "nyet": nyet, "playorpay": playorpay}


def deal_groups(data: Mapping[str, Any]) -> Groups:
    """The groups of a state just dealt (its ``to_data()``); KeyError for a game that has
    no adapter yet (add one to :data:`ADAPTERS`)."""
    return ADAPTERS[data["game"]](data)
