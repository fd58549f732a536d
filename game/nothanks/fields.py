"""The fields of a No Thanks! state, declared once (see :mod:`game.fields`): the base
game's, with the card and move forms of its data as parameters, so the special-cards
state declares the same fields with cards written by name. Fields with a ``fresh``
value are reset at each round's start."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.fields import Field, rows
from game.nothanks.actions import CardChoice, Move, SpecialMove
from game.nothanks.specials import card_name
from game.options import OptionValue
from game.rng import Rng

FROM_OPTIONS = "from the options"


def stored_options(options: dict[str, OptionValue]) -> dict[str, OptionValue]:
    """The options as stored in the state data: a copy, without ``rules_version`` in
    edition 1 (so the data, and the digests of records made before editions existed,
    stay exactly as they were)."""
    stored = dict(options)
    if int(str(stored.get("rules_version", 2))) == 1:
        stored.pop("rules_version", None)
    return stored


def _finished(
    cards: Callable[[Sequence[int]], list[Any]],
) -> Callable[[list[tuple[list[list[int]], list[int]]]], list[dict[str, Any]]]:
    """The data form of the finished rounds (displays and chips), cards by ``cards``."""

    def form(finished: list[tuple[list[list[int]], list[int]]]) -> list[dict[str, Any]]:
        return [
            {"hands": [cards(hand) for hand in hands], "chips": list(chips)}
            for hands, chips in finished
        ]

    return form


def base_fields(
    card: Callable[[int | None], Any],
    cards: Callable[[Sequence[int]], list[Any]],
    move: Callable[[Any], str],
) -> tuple[Field, ...]:
    """Every field of a No Thanks! state; the data writes a card by ``card``, a list of
    cards by ``cards`` and a move by ``move``."""
    return (
        Field("num_players"),
        Field("options", copy=dict, data=stored_options),
        Field("rng", copy=Rng.copy, data=lambda rng: rng.state),
        Field("deals", data=None, why="the explicit deal, if any: part of the record"),
        Field("rounds", data=None, why=FROM_OPTIONS),
        Field("amigo", data=None, why=FROM_OPTIONS),
        Field("hidden_tiger", data=None, why=FROM_OPTIONS),
        Field("chips_open", data=None, why=FROM_OPTIONS),
        Field("start_chips", data=None, why=FROM_OPTIONS),
        Field("round"),
        Field("round_first"),
        Field("player"),
        Field("card", data=card),
        Field("pot", fresh=lambda n: 0),
        Field("stack", copy=list, data=cards),
        Field("unseen", copy=list, data=cards),
        Field("removed_open", copy=list, data=list),
        Field("tigers", copy=list, data=list),
        Field("chips", copy=list, data=list),
        Field(
            "hands",
            copy=rows,
            data=lambda hands: [cards(hand) for hand in hands],
            fresh=lambda n: [[] for _ in range(n)],
        ),
        Field("totals", copy=list, data=list),
        Field(
            "moves",
            copy=list,
            data=lambda moves: [[seat, move(m)] for seat, m in moves],
            fresh=lambda n: [],
        ),
        Field("finished", copy=list, data=_finished(cards)),
        Field(
            "taken",
            copy=list,
            data=None,
            why="the cards taken this round: from the moves",
            fresh=lambda n: [],
        ),
    )


def _names(cards: Sequence[int]) -> list[int | str]:
    return [card_name(card) for card in cards]


def _card_data(card: int | None) -> int | str | None:
    return None if card is None else card_name(card)


def _move_text(move: object) -> str:
    if isinstance(move, CardChoice):
        return move.text
    assert isinstance(move, (Move, SpecialMove))
    return str(move.value)


def _limbo_data(limbo: list[tuple[int, int]]) -> list[list[int | str]]:
    return [[seat, card_name(card)] for seat, card in limbo]


def special_fields() -> tuple[Field, ...]:
    """Every field of a special-cards state: the base game's (special cards written by
    name) and the special cards' own, in the data's ``specials`` object."""
    return (
        *base_fields(_card_data, _names, _move_text),
        Field("bidder", group="specials", fresh=lambda n: None),
        Field("sitting", copy=list, data=list, group="specials", fresh=lambda n: [False] * n),
        Field("limbo", copy=list, data=_limbo_data, group="specials", fresh=lambda n: []),
        Field("pending", group="specials", fresh=lambda n: None),
        Field("peekers", copy=list, data=list, group="specials", fresh=lambda n: [False] * n),
        Field("known", key="known_backs", group="specials", fresh=lambda n: 0),
        Field("out", copy=list, data=_names, group="specials", fresh=lambda n: []),
        Field("unused", copy=list, data=_names, group="specials"),
        Field("round_specials", copy=list, data=_names, group="specials"),
        Field("active", data=None, why="seats not sitting out: from sitting", fresh=lambda n: n),
        Field(
            "sits",
            copy=list,
            data=None,
            why="Sit out cards held: from the hands",
            fresh=lambda n: [0] * n,
        ),
        Field("green_count", data=None, why=FROM_OPTIONS),
        Field("red_count", data=None, why=FROM_OPTIONS),
        Field("picks", data=None, why=FROM_OPTIONS),
    )
