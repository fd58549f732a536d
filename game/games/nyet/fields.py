"""The fields of a Nyet! state, declared once (see :mod:`game.fields`): game fields,
then the round's fields with their values at a round's start."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import RoundResult
from game.fields import (
    SETUP,
    TO_COME,
    Derived,
    Field,
    Hidden,
    Own,
    Public,
    StateFields,
    frozen_rows,
    legal_cache,
    rows,
)
from game.games.nyet.actions import COVERS, Cover
from game.games.nyet.board import EMPTY, covers_needed, new_board
from game.games.nyet.view import TrickView
from game.json_data import JsonOut, json_object
from game.rng import Rng

PHASES = ("nyet", "team", "bonus", "discard", "pass", "tricks", "over")
NYET, TEAM, BONUS, DISCARDING, PASSING, TRICKS, OVER = range(7)  # indices into PHASES
TERMS = "from the terms: the trick tables of the round's trump and supertrump"


def open_covers(board: list[list[int]]) -> list[tuple[Cover, ...]]:
    """Per line, the covers of its empty boxes (the legal ones while it has two or more)."""
    return [
        tuple(COVERS[line][box] for box, holder in enumerate(boxes) if holder == EMPTY)
        for line, boxes in enumerate(board)
    ]


def _tricks(tricks: list[TrickView]) -> list[dict[str, JsonOut]]:
    return [
        {"leader": t.leader, "cards": list(t.cards), "winner": t.winner, "loot": list(t.loot)}
        for t in tricks
    ]


def _finished(finished: list[RoundResult]) -> list[dict[str, JsonOut]]:
    return [
        {
            "round": r.number,
            "points": list(r.points),
            "breakdown": [json_object(b) for b in r.breakdown],
        }
        for r in finished
    ]


def _seats(value: int) -> Callable[[int], list[int]]:
    """A round-start value per seat: ``[value] * num_players``."""
    return lambda n: [value] * n


def _known(value: int) -> int | None:
    """A value that is -1 until it is set, as a view shows it (None until then)."""
    return None if value < 0 else value


def _phase(phase: int) -> str:
    return PHASES[phase]


#: The round's terms: None in the view until the Nyet! phase ends.
_TERM = "first_player", "discard", "trump", "supertrump", "points"


NYET_FIELDS = StateFields(
    "nyet",
    Field("num_players", view=(Public(), Derived("removed_open", "unseen_count"))),
    Field("options", copy=dict, data=dict, view=SETUP),
    Field("rng", copy=Rng.copy, data=lambda rng: rng.state, view=TO_COME),
    Field("deals", data=None, why="the explicit deal, if any: part of the record", view=TO_COME),
    Field("rounds_total", data=None, why="from the options", view=Public("rounds")),
    Field("target", data=None, why="from the options", view=Public()),
    Field("round", view=Public()),
    Field("dealer", view=Public()),
    Field("phase", data=PHASES.__getitem__, view=(Public(form=_phase), Derived("leader"))),
    Field("player", view=Public("current_player")),
    Field("totals", copy=list, data=list, view=Public(form=tuple)),
    Field(
        "finished",
        copy=list,
        data=_finished,
        view=Hidden("the finished rounds' breakdowns: the view keeps the totals"),
    ),
    legal_cache(),
    # The round's fields, with their values at its start.
    Field("board", copy=rows, data=rows, fresh=new_board, view=Public(form=frozen_rows)),
    Field(
        "open_covers",
        copy=list,
        data=None,
        why="from the board",
        fresh=lambda n: open_covers(new_board(n)),
        view=Hidden("from the board"),
    ),
    Field("covers_left", data=None, why="from the board", fresh=covers_needed, view=Public()),
    Field("first", fresh=lambda n: -1, view=Derived(*_TERM)),
    Field("discard_mode", fresh=lambda n: -1, view=Derived("discard")),
    Field("trump", fresh=lambda n: -1, view=Derived("trump")),
    Field("supertrump", fresh=lambda n: -1, view=Derived("supertrump")),
    Field("value", fresh=lambda n: 0, view=Derived("points")),
    Field("tables", data=None, why=TERMS, fresh=lambda n: None, view=Hidden(TERMS)),
    Field("suit", data=None, why=TERMS, fresh=lambda n: (), view=Hidden(TERMS)),
    Field(
        "led",
        data=None,
        why="the colour led: from the trick",
        fresh=lambda n: -1,
        view=Hidden("the colour led: from the trick"),
    ),
    Field("team", copy=list, data=list, fresh=_seats(-1), view=Derived("teams")),
    Field("bonus", fresh=lambda n: -1, view=Public(form=_known)),
    Field(
        "hands",
        copy=rows,
        data=rows,
        fresh=lambda n: [[] for _ in range(n)],
        view=(Own("hand", tuple), Derived("hand_sizes")),
    ),
    Field(
        "aside",
        copy=list,
        data=list,
        fresh=lambda n: [],
        view=Hidden("the cards set aside: the view counts them (from the player count)"),
    ),
    Field(
        "discards",
        copy=rows,
        data=rows,
        fresh=lambda n: [[] for _ in range(n)],
        view=(Own("discarded", tuple), Derived("discard_counts")),
    ),
    Field(
        "owed",
        fresh=lambda n: 0,
        view=Hidden("discards the current seat still owes: from the discard counts"),
    ),
    Field(
        "decided",
        fresh=lambda n: 0,
        view=Hidden("seats done discarding or passing: from the counts and passes chosen"),
    ),
    Field(
        "passing",
        copy=list,
        data=list,
        fresh=_seats(-1),
        view=(Own("passing", _known), Derived("passes_chosen")),
    ),
    Field("passed", copy=list, data=list, fresh=_seats(-1), view=Derived("passed", "received")),
    Field("tricks", copy=list, data=_tricks, fresh=lambda n: [], view=Public(form=tuple)),
    Field("trick", copy=list, data=list, fresh=lambda n: [], view=Public(form=tuple)),
    Field("leader", fresh=lambda n: -1, view=Derived("leader")),
    Field("won", copy=list, data=list, fresh=_seats(0), view=Public("tricks_won", tuple)),
    Field("loot", copy=list, data=list, fresh=_seats(0), view=Public("loot_won", tuple)),
    Field(
        "voids",
        copy=list,
        data=list,
        fresh=_seats(0),
        view=Hidden("the colours each seat showed it lacks: from the tricks"),
    ),
)
"""Every field of :class:`~game.games.nyet.rules.NyetState`."""
