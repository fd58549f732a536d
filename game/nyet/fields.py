"""The fields of a Nyet! state, declared once (see :mod:`game.fields`): game fields,
then the round's fields with their values at a round's start."""

from __future__ import annotations

from typing import Any

from game.contract import RoundResult
from game.fields import Field, StateFields, rows
from game.nyet.actions import COVERS, Cover
from game.nyet.board import EMPTY, covers_needed, new_board
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


def _tricks(tricks: list[Any]) -> list[dict[str, Any]]:
    return [
        {"leader": t.leader, "cards": list(t.cards), "winner": t.winner, "loot": list(t.loot)}
        for t in tricks
    ]


def _finished(finished: list[RoundResult]) -> list[dict[str, Any]]:
    return [
        {"round": r.number, "points": list(r.points), "breakdown": [dict(b) for b in r.breakdown]}
        for r in finished
    ]


def _seats(value: int) -> Any:
    """A round-start value per seat: ``[value] * num_players``."""
    return lambda n: [value] * n


NYET_FIELDS = StateFields(
    "nyet",
    Field("num_players"),
    Field("options", copy=dict, data=dict),
    Field("rng", copy=Rng.copy, data=lambda rng: rng.state),
    Field("deals", data=None, why="the explicit deal, if any: part of the record"),
    Field("rounds_total", data=None, why="from the options"),
    Field("target", data=None, why="from the options"),
    Field("round"),
    Field("dealer"),
    Field("phase", data=PHASES.__getitem__),
    Field("player"),
    Field("totals", copy=list, data=list),
    Field("finished", copy=list, data=_finished),
    Field("_legal", data=None, why="the legal actions, worked out once per decision"),
    # The round's fields, with their values at its start.
    Field("board", copy=rows, data=rows, fresh=new_board),
    Field(
        "open_covers",
        copy=list,
        data=None,
        why="from the board",
        fresh=lambda n: open_covers(new_board(n)),
    ),
    Field("covers_left", data=None, why="from the board", fresh=covers_needed),
    Field("first", fresh=lambda n: -1),
    Field("discard_mode", fresh=lambda n: -1),
    Field("trump", fresh=lambda n: -1),
    Field("supertrump", fresh=lambda n: -1),
    Field("value", fresh=lambda n: 0),
    Field("tables", data=None, why=TERMS, fresh=lambda n: None),
    Field("suit", data=None, why=TERMS, fresh=lambda n: ()),
    Field("led", data=None, why="the colour led: from the trick", fresh=lambda n: -1),
    Field("team", copy=list, data=list, fresh=_seats(-1)),
    Field("bonus", fresh=lambda n: -1),
    Field("hands", copy=rows, data=rows, fresh=lambda n: [[] for _ in range(n)]),
    Field("aside", copy=list, data=list, fresh=lambda n: []),
    Field("discards", copy=rows, data=rows, fresh=lambda n: [[] for _ in range(n)]),
    Field("owed", fresh=lambda n: 0),
    Field("decided", fresh=lambda n: 0),
    Field("passing", copy=list, data=list, fresh=_seats(-1)),
    Field("passed", copy=list, data=list, fresh=_seats(-1)),
    Field("tricks", copy=list, data=_tricks, fresh=lambda n: []),
    Field("trick", copy=list, data=list, fresh=lambda n: []),
    Field("leader", fresh=lambda n: -1),
    Field("won", copy=list, data=list, fresh=_seats(0)),
    Field("loot", copy=list, data=list, fresh=_seats(0)),
    Field("voids", copy=list, data=list, fresh=_seats(0)),
)
"""Every field of :class:`~game.nyet.rules.NyetState`."""
