"""The fields of a Play or Pay state, declared once (see :mod:`game.fields`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.contract import RoundResult
from game.fields import Field, StateFields, rows
from game.rng import Rng

if TYPE_CHECKING:
    from game.playorpay.rules import PlayOrPayState

FROM_OPTIONS = "from the options"
FROM_COUNTS = "from the card counts"


def _explicit_rounds(state: PlayOrPayState) -> list[dict[str, Any]]:
    """The explicit deals of the rounds still to come."""
    return [
        {"hands": [list(h) for h in d.hands]}
        if d.hands is not None
        else {"deck": list(d.deck or ())}
        for d in state.deals[state.round :]
    ]


def _hands(state: PlayOrPayState) -> list[list[int]]:
    return [state.hand(seat) for seat in range(state.num_players)]


def _sequences(seqs: list[list[list[int]]]) -> list[list[list[int]]]:
    return [[list(seq) for seq in suit] for suit in seqs]


def _results(results: list[RoundResult]) -> list[dict[str, Any]]:
    return [
        {"round": r.number, "points": list(r.points), "breakdown": [dict(b) for b in r.breakdown]}
        for r in results
    ]


POP_FIELDS = StateFields(
    "playorpay",
    Field("num_players"),
    Field("options", copy=dict, data=lambda state: state.options_data(), whole=True),
    Field("rng", copy=Rng.copy, data=lambda rng: rng.state),
    Field("deals", data=_explicit_rounds, whole=True, key="explicit_rounds"),
    Field("sevens", data=None, why=FROM_OPTIONS),
    Field("rounds", data=None, why=FROM_OPTIONS),
    Field("start_tokens", data=None, why=FROM_OPTIONS),
    Field("decks", data=None, why="from the options and the players still in"),
    Field("round"),
    Field("dealer"),
    Field("player"),
    Field("first_seat"),
    Field("in_game", copy=list, data=list),
    Field("tokens", copy=list, data=list),
    Field("pot"),
    Field("totals", copy=list, data=list),
    Field("counts", copy=rows, data=_hands, whole=True, key="hands"),
    Field("masks", copy=rows, data=None, why=FROM_COUNTS),
    Field("sizes", copy=list, data=None, why=FROM_COUNTS),
    Field(
        "seqs", copy=lambda seqs: [rows(suit) for suit in seqs], data=_sequences, key="sequences"
    ),
    Field("dealt", copy=list, data=list),
    Field("anted", copy=list, data=list),
    Field("paid", copy=list, data=list),
    Field("cannot", copy=list, data=list, key="cannot_hold"),
    Field("round_tokens", copy=list, data=list),
    Field("finish", copy=list, data=list),
    Field("moves", copy=list, data=list),
    Field("results", copy=list, data=_results),
    Field("_legal", data=None, why="the legal actions, worked out once per decision"),
)
"""Every field of :class:`~game.playorpay.rules.PlayOrPayState`."""
