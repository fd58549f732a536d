"""The fields of a No Thanks! state, declared once (see :mod:`game.fields`): the base
game's, with the card and move forms of its data as parameters, so the special-cards
state declares the same fields with cards written by name (and shown in its view as
numbers and special cards apart). Fields with a ``fresh`` value are reset at each
round's start."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TypeVar

from game.fields import (
    SETUP,
    TO_COME,
    Derived,
    Field,
    Hidden,
    Own,
    Public,
    ViewRoute,
    frozen_rows,
    rows,
)
from game.games.nothanks.actions import CardChoice, Move, SpecialMove
from game.games.nothanks.specials import card_name, card_text
from game.json_data import JsonOut
from game.options import OptionValue
from game.rng import Rng

#: A state's move type (the moves it records).
M = TypeVar("M")

FROM_OPTIONS = "from the options"
#: The view route of a field read from the options.
_OPTION = Hidden(FROM_OPTIONS)


def stored_options(options: dict[str, OptionValue]) -> dict[str, OptionValue]:
    """The options as stored in the state data: a copy, without ``rules_version`` in
    edition 1 (so the data, and the digests of records made before editions existed,
    stay exactly as they were)."""
    stored = dict(options)
    if int(str(stored.get("rules_version", 2))) == 1:
        stored.pop("rules_version", None)
    return stored


def _finished(
    cards: Callable[[Sequence[int]], JsonOut],
) -> Callable[[list[tuple[list[list[int]], list[int]]]], list[dict[str, JsonOut]]]:
    """The data form of the finished rounds (displays and chips), cards by ``cards``."""

    def form(finished: list[tuple[list[list[int]], list[int]]]) -> list[dict[str, JsonOut]]:
        return [
            {"hands": [cards(hand) for hand in hands], "chips": list(chips)}
            for hands, chips in finished
        ]

    return form


#: The fields a No Thanks! state sets up once: the setup and what it decides.
_SETUP_FIELDS = (
    Field("num_players", view=Public()),
    Field("options", copy=dict, data=stored_options, view=SETUP),
    Field("rng", copy=Rng.copy, data=lambda rng: rng.state, view=TO_COME),
    Field("deals", data=None, why="the explicit deal, if any: part of the record", view=TO_COME),
    Field("rounds", data=None, why=FROM_OPTIONS, view=Public()),
    Field("amigo", data=None, why=FROM_OPTIONS, view=_OPTION),
    Field("hidden_tiger", data=None, why=FROM_OPTIONS, view=_OPTION),
    Field("chips_open", data=None, why=FROM_OPTIONS, view=Public()),
    Field("start_chips", data=None, why=FROM_OPTIONS, view=Public("starting_chips")),
)


def base_fields(
    card: Callable[[int | None], JsonOut],
    cards: Callable[[Sequence[int]], JsonOut],
    move: Callable[[M], str],
) -> tuple[Field, ...]:
    """Every field of a No Thanks! state; the data writes a card by ``card``, a list of
    cards by ``cards`` and a move (of the state's move type ``M``) by ``move``."""

    def hands_data(hands: list[list[int]]) -> list[JsonOut]:
        return [cards(hand) for hand in hands]

    def moves_data(moves: list[tuple[int, M]]) -> list[list[JsonOut]]:
        return [[seat, move(m)] for seat, m in moves]

    def moves_view(moves: list[tuple[int, M]]) -> tuple[tuple[int, str], ...]:
        return tuple((seat, move(m)) for seat, m in moves)

    return (
        *_SETUP_FIELDS,
        Field("round", view=Public()),
        Field("round_first", view=Hidden("the round's first seat: it made the first move")),
        Field("player", view=Public("current_player")),
        Field("card", data=card, view=Public()),
        Field("pot", fresh=lambda n: 0, view=Public()),
        Field("stack", copy=list, data=cards, view=Derived("stack_size")),
        Field("unseen", copy=list, data=cards, view=Hidden("the cards set aside unseen")),
        Field("removed_open", copy=list, data=list, view=Public(form=tuple)),
        Field("tigers", copy=list, data=list, view=(Own("my_tiger"), Derived("holds_tiger"))),
        # Chips: every seat's while they are open, else only the viewer's.
        Field("chips", copy=list, data=list, view=Derived("chips", "round_points")),
        Field(
            "hands",
            copy=rows,
            data=hands_data,
            fresh=lambda n: [[] for _ in range(n)],
            view=(Public("cards", frozen_rows), Derived("card_points", "round_points")),
        ),
        Field("totals", copy=list, data=list, view=Public(form=tuple)),
        Field(
            "moves",
            copy=list,
            data=moves_data,
            fresh=lambda n: [],
            view=Public(form=moves_view),
        ),
        Field(
            "finished",
            copy=list,
            data=_finished(cards),
            view=Hidden("the finished rounds' displays and chips: the view keeps the totals"),
        ),
        Field(
            "taken",
            copy=list,
            data=None,
            why="the cards taken this round: from the moves",
            fresh=lambda n: [],
            view=Public(form=tuple),
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


#: How the base game's fields appear in a special-cards view instead: number cards and
#: special cards apart, the stack's backs, the set-aside pile for a seat that peeked.
_SPECIAL_VIEWS: dict[str, ViewRoute] = {
    "card": Derived("card", "specials.special", "specials.special_green"),
    "stack": Derived(
        "stack_size",
        "specials.top_back",
        "specials.known_backs",
        "specials.green_left",
        "specials.red_left",
    ),
    "unseen": Derived("specials.peeked"),
    "hands": Derived("cards", "specials.held", "card_points", "round_points"),
    "taken": Hidden("not in the special-cards view: only base-game bots read the take order"),
}


def _out_text(out: Sequence[int]) -> tuple[str, ...]:
    return tuple(card_text(card) for card in out)


#: The special cards' own fields: in the data's ``specials`` object and the view's
#: ``specials`` part (reset each round, but for the draws and the options).
_SPECIAL_OWN = (
    Field("bidder", group="specials", fresh=lambda n: None, view=Public("specials.last_bidder")),
    Field(
        "sitting",
        copy=list,
        data=list,
        group="specials",
        fresh=lambda n: [False] * n,
        view=Public("specials.sitting_out", tuple),
    ),
    Field(
        "limbo",
        copy=list,
        data=_limbo_data,
        group="specials",
        fresh=lambda n: [],
        view=Hidden("the Sit out cards played on the card: the view says who sits out"),
    ),
    Field("pending", group="specials", fresh=lambda n: None, view=Public("specials.pending")),
    Field(
        "peekers",
        copy=list,
        data=list,
        group="specials",
        fresh=lambda n: [False] * n,
        view=Derived("specials.peeked"),
    ),
    Field(
        "known",
        key="known_backs",
        group="specials",
        fresh=lambda n: 0,
        view=Derived("specials.known_backs", "specials.top_back"),
    ),
    Field(
        "out",
        copy=list,
        data=_names,
        group="specials",
        fresh=lambda n: [],
        view=Public("specials.out_of_game", _out_text),
    ),
    Field(
        "unused",
        copy=list,
        data=_names,
        group="specials",
        view=Hidden("the pool's special cards not dealt"),
    ),
    Field(
        "round_specials",
        copy=list,
        data=_names,
        group="specials",
        view=Hidden("the special cards dealt: announced as counts when the round starts"),
    ),
    Field(
        "active",
        data=None,
        why="seats not sitting out: from sitting",
        fresh=lambda n: n,
        view=Hidden("seats not sitting out: from sitting_out"),
    ),
    Field(
        "sits",
        copy=list,
        data=None,
        why="Sit out cards held: from the hands",
        fresh=lambda n: [0] * n,
        view=Public("specials.sitouts_held", tuple),
    ),
    Field("green_count", data=None, why=FROM_OPTIONS, view=_OPTION),
    Field("red_count", data=None, why=FROM_OPTIONS, view=_OPTION),
    Field("picks", data=None, why=FROM_OPTIONS, view=_OPTION),
)


def special_fields() -> tuple[Field, ...]:
    """Every field of a special-cards state: the base game's (special cards written by
    name, shown as :data:`_SPECIAL_VIEWS` says) and the special cards' own."""
    base = base_fields(_card_data, _names, _move_text)
    return (*(replace(f, view=_SPECIAL_VIEWS.get(f.name, f.view)) for f in base), *_SPECIAL_OWN)
