"""The fields of a Play or Pay state, declared once (see :mod:`game.fields`)."""

from __future__ import annotations

from typing import Protocol

from game.contract import RoundResult
from game.fields import SETUP, TO_COME, Field, Hidden, Own, Public, StateFields, legal_cache, rows
from game.games.playorpay.cards import DECK_SIZE, NUM_RANKS
from game.games.playorpay.deal import RoundDeal
from game.games.playorpay.edition import stored_options
from game.json_data import JsonOut, json_object
from game.options import OptionValue
from game.rng import Rng

FROM_OPTIONS = "from the options"
FROM_COUNTS = "from the card counts"


class _Whole(Protocol):
    """What the data of the fields stored from the whole state read."""

    options: dict[str, OptionValue]
    deals: tuple[RoundDeal, ...]
    round: int
    counts: list[list[int]]


def _explicit_rounds(state: _Whole) -> list[dict[str, JsonOut]]:
    """The explicit deals of the rounds still to come."""
    return [
        {"hands": [list(h) for h in d.hands]}
        if d.hands is not None
        else {"deck": list(d.deck or ())}
        for d in state.deals[state.round :]
    ]


def _hands(state: _Whole) -> list[list[int]]:
    return [list(_row_cards(row)) for row in state.counts]


def _options(state: _Whole) -> dict[str, OptionValue]:
    return stored_options(state.options)


def _sequences(seqs: list[list[list[int]]]) -> list[list[list[int]]]:
    return [[list(seq) for seq in suit] for suit in seqs]


def _copy_sequences(seqs: list[list[list[int]]]) -> list[list[list[int]]]:
    return [rows(suit) for suit in seqs]


def _results(results: list[RoundResult]) -> list[dict[str, JsonOut]]:
    return [
        {
            "round": r.number,
            "points": list(r.points),
            "breakdown": [json_object(b) for b in r.breakdown],
        }
        for r in results
    ]


def _row_cards(row: list[int]) -> tuple[int, ...]:
    """A seat's row of card counts as its sorted hand (a card twice if both are held)."""
    return tuple(card for card in range(DECK_SIZE) for _ in range(row[card]))


def _sequence_cards(seqs: list[list[list[int]]]) -> tuple[tuple[tuple[int, int], ...], ...]:
    """Each suit's sequences (rank bounds) as (lowest card, highest card) pairs."""
    return tuple(
        tuple((suit * NUM_RANKS + lo, suit * NUM_RANKS + hi) for lo, hi in suit_seqs)
        for suit, suit_seqs in enumerate(seqs)
    )


_FROM_MOVES = "from this round's moves (public)"

POP_FIELDS = StateFields(
    "playorpay",
    Field("num_players", view=Public()),
    Field("options", copy=dict, data=_options, whole=True, view=SETUP),
    Field("rng", copy=Rng.copy, data=lambda rng: rng.state, view=TO_COME),
    Field("deals", data=_explicit_rounds, whole=True, key="explicit_rounds", view=TO_COME),
    Field("sevens", data=None, why=FROM_OPTIONS, view=Public()),
    Field("rounds", data=None, why=FROM_OPTIONS, view=Public()),
    Field("start_tokens", data=None, why=FROM_OPTIONS, view=Public("starting_tokens")),
    Field("decks", data=None, why="from the options and the players still in", view=Public()),
    Field("round", view=Public()),
    Field("dealer", view=Public()),
    Field("player", view=Public("current_player")),
    Field("first_seat", view=Hidden(f"the seat that played the round's first card: {_FROM_MOVES}")),
    Field("in_game", copy=list, data=list, view=Public(form=tuple)),
    Field("tokens", copy=list, data=list, view=Public(form=tuple)),
    Field("pot", view=Public()),
    Field("totals", copy=list, data=list, view=Public(form=tuple)),
    Field("counts", copy=rows, data=_hands, whole=True, key="hands", view=Own("hand", _row_cards)),
    Field("masks", copy=rows, data=None, why=FROM_COUNTS, view=Hidden(FROM_COUNTS)),
    Field("sizes", copy=list, data=None, why=FROM_COUNTS, view=Public("hand_sizes", tuple)),
    Field(
        "seqs",
        copy=_copy_sequences,
        data=_sequences,
        key="sequences",
        view=Public("sequences", _sequence_cards),
    ),
    Field("dealt", copy=list, data=list, view=Public(form=tuple)),
    Field("anted", copy=list, data=list, view=Public(form=tuple)),
    Field("paid", copy=list, data=list, view=Hidden(f"the tokens each seat paid: {_FROM_MOVES}")),
    Field("cannot", copy=list, data=list, key="cannot_hold", view=Public("cannot_hold", tuple)),
    Field(
        "round_tokens",
        copy=list,
        data=list,
        view=Hidden("the tokens at the round's start: from the tokens, payments and antes"),
    ),
    Field("finish", copy=list, data=list, view=Public("finish_order", tuple)),
    Field("moves", copy=list, data=list, view=Public(form=tuple)),
    Field(
        "results",
        copy=list,
        data=_results,
        view=Hidden("the finished rounds' breakdowns: the view keeps the totals and tokens"),
    ),
    legal_cache(),
)
"""Every field of :class:`~game.games.playorpay.data.PlayOrPayData`."""
